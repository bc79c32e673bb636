import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/contracts/audit';
import { messages } from '../../../shared/messages';
import { auditLog, users } from '../../db/schema';
import { origin } from '../../test/auth-helpers';
import { createCompany } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordAudit } from './audit.service';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
const requestId = '11111111-1111-4111-8111-111111111111';
beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.database.db, 'Notewren');
  const other = await createCompany(ctx.database.db, 'Ripplebeat');
  roles = await signInRoles(ctx.app, ctx.database.db, company.id, other.id, 'audit');
  const db = ctx.database.db;
  const admin = { id: roles.admin.id, username: 'admin-audit', email: 'admin-audit@example.com' };
  const member = { id: roles.member.id, username: 'member-audit', email: 'member-audit@example.com' };
  // 35 removals by the admin (more than a page), then a member's status change and a leave.
  for (let n = 0; n < 35; n++) {
    await recordAudit(db, {
      actor: admin,
      action: 'item.remove',
      target: {
        kind: 'request',
        id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        label: `Spam ${n}`,
      },
      reason: 'Spam',
      before: { title: `Spam ${n}` },
    });
  }
  // Entries made in the same millisecond (one transaction's) share a time and go by id; these are apart.
  await sleep(5);
  await recordAudit(db, {
    actor: member,
    action: 'status.change',
    target: { kind: 'request', id: requestId, label: 'Export boards to PDF' },
    companyId: company.id,
    before: { status: 'requested' },
    after: { status: 'planned' },
  });
  await sleep(5);
  await recordAudit(db, {
    actor: member,
    action: 'membership.leave',
    target: { kind: 'membership', id: null, label: 'member-audit at Notewren' },
  });
});
afterAll(async () => ctx.close());

const list = (query = '', role: keyof typeof roles = 'admin') =>
  ctx.app.inject({
    url: `/api/v1/admin/audit${query}`,
    headers: roles[role].cookie ? { cookie: roles[role].cookie, origin } : { origin },
  });
const page = async (query = ''): Promise<AuditPage> => {
  const answer = await list(query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

describe('the audit log view', () => {
  it('is for admins only', async () => {
    const expected = { anonymous: 401, user: 403, pending: 403, outsider: 403, member: 403, admin: 200 };
    for (const [role, status] of Object.entries(expected)) {
      expect((await list('', role as keyof typeof roles)).statusCode, role).toBe(status);
    }
  });

  it('lists entries newest first with who, what, the target, the reason and before/after', async () => {
    const { items } = await page();
    expect(items[0]).toMatchObject({
      actor: 'member-audit',
      action: 'membership.leave',
      target: { kind: 'membership', id: null, label: 'member-audit at Notewren' },
      reason: null,
      before: null,
      after: null,
    });
    expect(items[1]).toMatchObject({
      action: 'status.change',
      target: { kind: 'request', id: requestId, label: 'Export boards to PDF' },
      before: { status: 'requested' },
      after: { status: 'planned' },
    });
    expect(items[2]).toMatchObject({ actor: 'admin-audit', action: 'item.remove', reason: 'Spam' });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThan(0);
  });

  it('pages through every entry once, in order, by cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const next: AuditPage = await page(cursor ? `?cursor=${cursor}` : '');
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
      pages++;
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(37);
    expect(new Set(seen).size).toBe(37);
  });

  it('filters by actor username (any case, with or without @), action and target', async () => {
    expect((await page('?actor=MEMBER-audit')).items.map((i) => i.action)).toEqual([
      'membership.leave',
      'status.change',
    ]);
    expect((await page('?actor=@member-audit&action=status.change')).items).toHaveLength(1);
    expect((await page('?action=item.remove')).nextCursor).not.toBeNull();
    expect((await page(`?target=${requestId.toUpperCase()}`)).items.map((i) => i.action)).toEqual([
      'status.change',
    ]);
    expect((await page('?target=spam 3')).items.map((i) => i.target.label).sort()).toEqual([
      'Spam 3',
      'Spam 30',
      'Spam 31',
      'Spam 32',
      'Spam 33',
      'Spam 34',
    ]);
    // A LIKE wildcard typed in the target is plain text.
    expect((await page('?target=%25')).items).toEqual([]);
    expect((await page('?actor=nobody')).items).toEqual([]);
  });

  it('keeps finding a deleted actor by the name they acted under', async () => {
    const db = ctx.database.db;
    const [gone] = await db
      .insert(users)
      .values({ name: 'Gone', email: 'gone@example.com', username: 'gone', displayUsername: 'Gone' })
      .returning();
    await recordAudit(db, {
      actor: { id: gone!.id, username: 'Gone', email: 'gone@example.com' },
      action: 'user.suspend',
      target: { kind: 'user', id: roles.user.id, label: 'user-audit' },
      reason: 'Abuse',
    });
    await db.delete(users).where(sql`${users.id} = ${gone!.id}`);
    const { items } = await page('?actor=gone');
    expect(items).toMatchObject([{ actor: 'Gone', action: 'user.suspend', reason: 'Abuse' }]);
    await db.delete(auditLog).where(sql`${auditLog.action} = 'user.suspend'`);
  });

  it('refuses an unknown action and an edited cursor with a 400 in words', async () => {
    expect((await list('?action=drop.tables')).statusCode).toBe(400);
    for (const cursor of [
      'nonsense',
      Buffer.from('["2026-02-30T00:00:00.000000Z","x"]').toString('base64url'),
    ]) {
      const answer = await list(`?cursor=${cursor}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(messages.listLinkOutOfDate);
    }
  });
});
