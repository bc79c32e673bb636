import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { auditLog, featureRequests, outbox, users, vents } from '../../db/schema';
import { origin, signInAs, signUpBody } from '../../test/auth-helpers';
import {
  addBuild,
  addVotes,
  createCompany,
  createItem,
  createProduct,
  createUser,
} from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let customer: { cookie: string; id: string; email: string };
let notewren: { id: string };
let ripplebeat: { id: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  notewren = await createCompany(db, 'Notewren');
  ripplebeat = await createCompany(db, 'Ripplebeat');
  roles = await signInRoles(ctx.app, db, notewren.id, ripplebeat.id, 'edits');
  const email = 'customer@example.com';
  const signedIn = await signInAs(ctx.app, email, { signUp: signUpBody({ username: 'customer' }) });
  customer = { cookie: signedIn.cookie, id: signedIn.response.json().user.id, email };
});
afterAll(async () => ctx.close());

type Role = keyof typeof roles | 'customer';
const cookieOf = (role: Role) => (role === 'customer' ? customer.cookie : roles[role].cookie);
const headers = (role: Role) => (cookieOf(role) ? { cookie: cookieOf(role), origin } : { origin });

let drafts = 0;
const draft = (overrides: Record<string, unknown> = {}) => ({
  company: { id: notewren.id },
  product: null,
  title: `Better export ${++drafts}`,
  userStoryWant: 'to export my boards as a PDF file',
  userStorySoThat: 'I can share them with my team offline',
  ...overrides,
});
const edit = (id: string, body: unknown, role: Role, kind = 'requests') =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/${kind}/${id}`,
    payload: body as object,
    headers: headers(role),
  });
const remove = (id: string, role: Role, kind = 'requests') =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/${kind}/${id}`, headers: headers(role) });

/** A request (or vent) of the customer's about Notewren. */
let items = 0;
const customersItem = (kind: 'requests' | 'vents' = 'requests', overrides: Record<string, unknown> = {}) =>
  createItem(
    ctx.database.db,
    {
      companyId: notewren.id,
      userId: customer.id,
      title: `Board export ${++items}`,
      userStoryWant: 'to export a board',
      userStorySoThat: 'I can print it',
      ...overrides,
    },
    kind,
  );

const auditOf = (targetId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
const mailJobsOf = async (itemId: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'company-change-email'))).filter(
    (job) => (job.payload as { itemId: string }).itemId === itemId,
  );
async function mailbox() {
  await ctx.app.outbox.drain();
  return (await ctx.app.inject('/dev/mailbox.json')).json() as {
    to: string;
    subject: string;
    text: string;
  }[];
}
const rowOf = async (id: string, kind: 'requests' | 'vents' = 'requests') => {
  const table = kind === 'vents' ? vents : featureRequests;
  const [row] = await ctx.database.db.select().from(table).where(eq(table.id, id));
  return row;
};

describe('who may edit and delete a request or vent', () => {
  const expected = {
    anonymous: 401,
    user: 403,
    pending: 403,
    outsider: 403,
    admin: 403,
    member: 200,
    customer: 200,
  } as const;

  for (const kind of ['requests', 'vents'] as const) {
    it(`edit ${kind}: the author and approved members of its company`, async () => {
      for (const [role, status] of Object.entries(expected)) {
        const item = await customersItem(kind);
        const response = await edit(item.id, draft(), role as Role, kind);
        expect(response.statusCode, role).toBe(status);
        if (status === 403) expect(response.json().error.message).toBe(messages.notAuthorized);
        if (status !== 200) expect((await rowOf(item.id, kind))!.title).toBe(item.title);
      }
    });

    it(`delete ${kind}: the author and approved members of its company`, async () => {
      for (const [role, status] of Object.entries(expected)) {
        const item = await customersItem(kind);
        const response = await remove(item.id, role as Role, kind);
        expect(response.statusCode, role).toBe(status);
        expect(await rowOf(item.id, kind), role).toEqual(status === 200 ? undefined : expect.anything());
      }
    });
  }

  it('a missing item is 404 for a member too', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await edit(missing, draft(), 'member')).statusCode).toBe(404);
    expect((await remove(missing, 'member')).statusCode).toBe(404);
  });
});

describe("a member's edit of a customer's request", () => {
  it('saves, keeps the author, writes the audit log with the text before and after, and mails the author', async () => {
    const product = await createProduct(ctx.database.db, notewren.id, 'Notewren Desktop');
    const item = await customersItem('requests', {
      title: 'Export boards',
      userStoryWant: 'to export boardz',
    });
    const response = await edit(
      item.id,
      draft({ title: 'Export boards', product: { id: product.id }, userStoryWant: 'to export boards' }),
      'member',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'saved', item: { isOwner: false } });
    const row = await rowOf(item.id);
    expect(row).toMatchObject({
      userId: customer.id,
      userStoryWant: 'to export boards',
      productId: product.id,
    });

    const [entry, ...more] = await auditOf(item.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: roles.member.id,
      actorLabel: 'member-edits',
      action: 'request.edit',
      targetKind: 'request',
      targetLabel: 'Export boards',
      companyId: notewren.id,
      before: {
        title: 'Export boards',
        userStoryWant: 'to export boardz',
        userStorySoThat: 'I can print it',
        product: null,
      },
      after: {
        title: 'Export boards',
        userStoryWant: 'to export boards',
        userStorySoThat: 'I can share them with my team offline',
        product: 'Notewren Desktop',
      },
    });

    const mail = (await mailbox()).find(
      (m) => m.to === customer.email && m.subject.includes('Export boards'),
    );
    expect(mail?.subject).toBe('Notewren edited your request "Export boards"');
    expect(mail!.text).toContain("I'd love it if...\n  Before: to export boardz\n  After:  to export boards");
    expect(mail!.text).toContain('Product\n  Before: N/A\n  After:  Notewren Desktop');
    // Only what changed is listed: the title stayed.
    expect(mail!.text).not.toContain('Title\n');
    expect(mail!.text).toContain(`See it here: http://localhost:3000/notewren/notewren-desktop/${row!.slug}`);
  });

  it('may not move it to another company, and changes nothing', async () => {
    const item = await customersItem();
    for (const company of [{ id: ripplebeat.id }, { name: 'Brand New Co' }]) {
      const response = await edit(item.id, draft({ company }), 'member');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        message: messages.memberEditKeepsCompany,
        fields: { company: messages.memberEditKeepsCompany },
      });
    }
    expect((await rowOf(item.id))!).toMatchObject({ companyId: notewren.id, title: item.title });
    expect(await auditOf(item.id)).toHaveLength(0);
    expect(await mailJobsOf(item.id)).toHaveLength(0);
    // Nor was the new company kept from the refused save.
    const anyNew = await ctx.app.inject('/api/v1/companies?search=Brand%20New');
    expect(anyNew.json()).toEqual([]);
  });

  it('is moderated like any edit: a blocked edit saves nothing, audits nothing and mails nobody', async () => {
    const item = await customersItem();
    const response = await edit(item.id, draft({ userStoryWant: 'this shit app to export' }), 'member');
    expect(response.json().outcome).toBe('blocked');
    expect((await rowOf(item.id))!.userStoryWant).toBe('to export a board');
    expect(await auditOf(item.id)).toHaveLength(0);
    expect(await mailJobsOf(item.id)).toHaveLength(0);
  });

  it("of a vent uses the vent's words", async () => {
    const vent = await customersItem('vents', { title: 'Sync loses notes' });
    const response = await edit(
      vent.id,
      draft({
        title: 'Sync loses notes',
        userStoryWant: 'sync loses my notes',
        userStorySoThat: 'I retype them',
      }),
      'member',
      'vents',
    );
    expect(response.statusCode).toBe(200);
    const [entry] = await auditOf(vent.id);
    expect(entry).toMatchObject({ action: 'request.edit', targetKind: 'vent' });
    const mail = (await mailbox()).find((m) => m.subject === 'Notewren edited your vent "Sync loses notes"');
    expect(mail!.text).toContain(
      "I'm frustrated that...\n  Before: to export a board\n  After:  sync loses my notes",
    );
    expect(mail!.text).toContain('Because...\n  Before: I can print it\n  After:  I retype them');
    expect(mail!.text).toContain('http://localhost:3000/vent/notewren/no-product/sync-loses-notes');
  });

  it('of an item whose author deleted their account is audited, and mails nobody', async () => {
    const gone = await createUser(ctx.database.db);
    const item = await createItem(ctx.database.db, { companyId: notewren.id, userId: gone.id });
    await ctx.database.db.delete(users).where(eq(users.id, gone.id));
    expect((await rowOf(item.id))!.userId).toBeNull();
    expect((await edit(item.id, draft(), 'member')).statusCode).toBe(200);
    expect(await auditOf(item.id)).toHaveLength(1);
    expect(await mailJobsOf(item.id)).toHaveLength(0);
  });

  it('that changes no field is audited, and mails nobody', async () => {
    const item = await customersItem();
    const same = draft({
      title: item.title,
      userStoryWant: item.userStoryWant,
      userStorySoThat: item.userStorySoThat,
    });
    expect((await edit(item.id, same, 'member')).statusCode).toBe(200);
    expect(await auditOf(item.id)).toHaveLength(1);
    expect(await mailJobsOf(item.id)).toHaveLength(0);
  });
});

describe("a member's delete of a customer's request", () => {
  it('deletes one nobody voted or built on, writes the audit log with its text, and mails the author', async () => {
    const item = await customersItem('requests', { title: 'Printable boards' });
    expect((await remove(item.id, 'member')).json()).toEqual({ ok: true });
    expect(await rowOf(item.id)).toBeUndefined();
    const [entry] = await auditOf(item.id);
    expect(entry).toMatchObject({
      actorId: roles.member.id,
      action: 'request.delete',
      targetKind: 'request',
      targetLabel: 'Printable boards',
      companyId: notewren.id,
      before: {
        title: 'Printable boards',
        userStoryWant: 'to export a board',
        userStorySoThat: 'I can print it',
      },
      after: null,
    });
    const mail = (await mailbox()).find(
      (m) => m.subject === 'Notewren deleted your request "Printable boards"',
    );
    expect(mail?.to).toBe(customer.email);
    expect(mail!.text).toContain('Notewren deleted your request "Printable boards" on ilii.');
    expect(mail!.text).toContain("Title Printable boards\nI'd love it if... to export a board");
    expect(mail!.text).toContain('Notewren on ilii: http://localhost:3000/notewren');
  });

  it("is allowed when the only vote is the author's own", async () => {
    const item = await customersItem();
    await addVotes(ctx.database.db, item.id, [customer.id]);
    expect((await remove(item.id, 'member')).statusCode).toBe(200);
  });

  it('is refused with 409 once someone else voted or built, and nothing changes', async () => {
    const voted = await customersItem();
    await addVotes(ctx.database.db, voted.id, [roles.user.id]);
    const built = await customersItem();
    await addBuild(ctx.database.db, built.id, roles.user.id);
    const memberVoted = await customersItem();
    await addVotes(ctx.database.db, memberVoted.id, [roles.member.id]);
    for (const item of [voted, built, memberVoted]) {
      const response = await remove(item.id, 'member');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(messages.cannotDeleteRequest);
      expect(await rowOf(item.id)).toBeDefined();
      expect(await auditOf(item.id)).toHaveLength(0);
      expect(await mailJobsOf(item.id)).toHaveLength(0);
    }
  });
});

describe("an author's own changes", () => {
  it('are neither audited nor mailed, also when the author is a member of the company', async () => {
    for (const role of ['customer', 'member'] as const) {
      const userId = role === 'customer' ? customer.id : roles.member.id;
      const item = await createItem(ctx.database.db, { companyId: notewren.id, userId });
      expect((await edit(item.id, draft(), role)).statusCode).toBe(200);
      expect((await remove(item.id, role)).statusCode).toBe(200);
      expect(await auditOf(item.id)).toHaveLength(0);
      expect(await mailJobsOf(item.id)).toHaveLength(0);
    }
  });
});

describe('status changes', () => {
  it('are written to the audit log with the status and comment before and after, for members and admins', async () => {
    const item = await customersItem('requests', { title: 'Dark theme' });
    const setStatus = (body: object, role: Role) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/requests/${item.id}/status`,
        payload: body,
        headers: headers(role),
      });
    expect((await setStatus({ status: 'planned', comment: 'In June' }, 'member')).statusCode).toBe(200);
    expect((await setStatus({ status: 'launched' }, 'admin')).statusCode).toBe(200);
    // A refused change leaves no entry.
    expect((await setStatus({ status: 'seen' }, 'outsider')).statusCode).toBe(403);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, item.id), eq(auditLog.action, 'status.change')))
      .orderBy(auditLog.createdAt);
    expect(entries).toMatchObject([
      {
        actorId: roles.member.id,
        targetKind: 'request',
        targetLabel: 'Dark theme',
        companyId: notewren.id,
        before: { status: 'requested', statusComment: null },
        after: { status: 'planned', statusComment: 'In June' },
      },
      {
        actorId: roles.admin.id,
        before: { status: 'planned', statusComment: 'In June' },
        after: { status: 'launched', statusComment: null },
      },
    ]);
  });
});

describe('the dashboard', () => {
  it("says whether each item's author voted on it (their own vote does not stop a delete)", async () => {
    const voted = await customersItem();
    await addVotes(ctx.database.db, voted.id, [customer.id]);
    const other = await customersItem();
    await addVotes(ctx.database.db, other.id, [roles.user.id]);
    const dashboard = (await ctx.app.inject({ url: '/api/v1/dashboard', headers: headers('member') })).json();
    const byId = new Map(dashboard.items.map((entry: { id: string }) => [entry.id, entry]));
    expect(byId.get(voted.id)).toMatchObject({ authorVoted: true, voteCount: 1 });
    expect(byId.get(other.id)).toMatchObject({ authorVoted: false, voteCount: 1 });
  });
});
