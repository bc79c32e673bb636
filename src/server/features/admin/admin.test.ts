import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, moderationLogs, users } from '../../db/schema';
import { origin } from '../../test/auth-helpers';
import { addBuild, addVotes, createCompany, createItem, createUser } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
  const other = await createCompany(ctx.database.db, 'Ripplebeat');
  roles = await signInRoles(ctx.app, ctx.database.db, companyId, other.id, 'admin');
});
afterAll(async () => ctx.close());

const as = (role: keyof typeof roles, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: roles[role].cookie ? { cookie: roles[role].cookie, origin } : { origin },
  });

describe('admin permissions', () => {
  it('let only admins call any admin endpoint', async () => {
    const calls: ['GET' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/v1/admin/applications'],
      ['PATCH', '/api/v1/admin/applications/00000000-0000-4000-8000-000000000000', { status: 'approved' }],
      ['GET', '/api/v1/admin/moderation-checks'],
      ['GET', '/api/v1/admin/duplicate-checks'],
      ['GET', '/api/v1/admin/users'],
      ['DELETE', '/api/v1/admin/users/00000000-0000-4000-8000-000000000000'],
    ];
    const expected = { anonymous: 401, user: 403, pending: 403, outsider: 403, member: 403 } as const;
    for (const [method, url, payload] of calls) {
      for (const [role, status] of Object.entries(expected)) {
        expect(
          (await as(role as keyof typeof roles, method, url, payload)).statusCode,
          `${role} ${method} ${url}`,
        ).toBe(status);
      }
      expect((await as('admin', method, url, payload)).statusCode, `admin ${method} ${url}`).toBeLessThan(
        500,
      );
    }
  });
});

describe('company applications', () => {
  it('lists applications newest first with applicant and company, one page of 20', async () => {
    const page = (await as('admin', 'GET', '/api/v1/admin/applications')).json();
    expect(page.hasMore).toBe(false);
    const member = page.items.find(
      (a: { applicant: { username: string } }) => a.applicant.username === 'member-admin',
    );
    expect(member).toMatchObject({
      company: { name: 'Notewren' },
      status: 'approved',
      title: 'PM',
      phoneNumber: '555',
    });
    expect(page.items.map((a: { status: string }) => a.status).sort()).toEqual([
      'approved',
      'approved',
      'pending',
    ]);
  });

  it('approves a pending application once, recording who and when', async () => {
    const [pending] = await ctx.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, roles.pending.id));
    const approved = await as('admin', 'PATCH', `/api/v1/admin/applications/${pending!.id}`, {
      status: 'approved',
    });
    expect(approved.json()).toEqual({ id: pending!.id, status: 'approved' });
    const [row] = await ctx.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.id, pending!.id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: roles.admin.id });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const again = await as('admin', 'PATCH', `/api/v1/admin/applications/${pending!.id}`, {
      status: 'rejected',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.id, pending!.id)))[0]!
        .status,
    ).toBe('approved');
    expect(
      (await as('admin', 'PATCH', `/api/v1/admin/applications/${pending!.id}`, { status: 'pending' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('logs', () => {
  it('list blocked moderation checks and duplicate warnings separately, newest first', async () => {
    const requestId = (await createItem(ctx.database.db, { companyId })).id;
    await ctx.database.db.insert(moderationLogs).values([
      {
        userId: roles.user.id,
        checkType: 'content_moderation',
        context: 'feature_request',
        submittedContent: { title: 'x' },
        wasBlocked: true,
        violationReason: 'Language',
        violationCategory: 'foul_language',
      },
      {
        userId: roles.user.id,
        checkType: 'content_moderation',
        context: 'feature_request',
        submittedContent: { title: 'fine' },
        wasBlocked: false,
      },
      {
        userId: null,
        checkType: 'duplicate_check',
        context: 'vent',
        submittedContent: { title: 'y' },
        wasBlocked: true,
        duplicateRequestIds: [requestId],
      },
    ]);
    const checks = (await as('admin', 'GET', '/api/v1/admin/moderation-checks')).json();
    expect(checks.items).toHaveLength(1);
    expect(checks.items[0]).toMatchObject({
      username: 'user-admin',
      violationCategory: 'foul_language',
      submittedContent: { title: 'x' },
    });
    const duplicates = (await as('admin', 'GET', '/api/v1/admin/duplicate-checks')).json();
    expect(duplicates.items[0]).toMatchObject({
      username: null,
      context: 'vent',
      duplicateRequestIds: [requestId],
    });
  });
});

describe('top users', () => {
  it('sorts all users in the database by activity, both directions', async () => {
    const busy = await createUser(ctx.database.db, { username: 'busy' });
    for (let i = 0; i < 3; i++) await createItem(ctx.database.db, { companyId, userId: busy.id });
    const byRequests = (await as('admin', 'GET', '/api/v1/admin/users')).json();
    expect(byRequests.items[0]).toMatchObject({
      username: 'busy',
      requestCount: 3,
      email: 'busy@example.com',
    });
    const ascending = (await as('admin', 'GET', '/api/v1/admin/users?sort=requests&direction=asc')).json();
    expect(ascending.items.at(-1).username).toBe('busy');
    const voter = await createUser(ctx.database.db, { username: 'voter' });
    const item = await createItem(ctx.database.db, { companyId });
    await addVotes(ctx.database.db, item.id, [voter.id]);
    expect((await as('admin', 'GET', '/api/v1/admin/users?sort=votes')).json().items[0].username).toBe(
      'voter',
    );
    expect((await as('admin', 'GET', '/api/v1/admin/users?sort=joined')).json().items[0].username).toBe(
      'voter',
    );
    expect((await as('admin', 'GET', '/api/v1/admin/users?sort=email')).statusCode).toBe(400);
  });

  it('deletes only users without requests, votes or builds', async () => {
    const idle = await createUser(ctx.database.db, { username: 'idle' });
    const active = await createUser(ctx.database.db, { username: 'active' });
    const item = await createItem(ctx.database.db, { companyId, userId: active.id });
    await addVotes(ctx.database.db, item.id, [active.id]);
    await addBuild(ctx.database.db, item.id, active.id);
    const refused = await as('admin', 'DELETE', `/api/v1/admin/users/${active.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('User has 1 requests, 1 votes, and 1 builds.');
    const deleted = await as('admin', 'DELETE', `/api/v1/admin/users/${idle.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'idle was deleted.' });
    expect(await ctx.database.db.select().from(users).where(eq(users.id, idle.id))).toEqual([]);
    expect((await as('admin', 'DELETE', `/api/v1/admin/users/${roles.admin.id}`)).statusCode).toBe(409);
  });
});
