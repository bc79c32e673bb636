import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/contracts/auth';
import { messages } from '../../../shared/messages';
import { auditLog, companyMembers, outbox, users } from '../../db/schema';
import { origin, signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createSecondApp, createTestApp, type TestApp, testConfig } from '../../test/test-app';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let notewren: string;
let ripplebeat: string;
let people = 0;
beforeAll(async () => {
  ctx = await createTestApp({
    config: testConfig({ AUTH_IP_SEND_LIMIT: '1000', AUTH_IP_VERIFY_LIMIT: '1000' }),
  });
  notewren = (await createCompany(ctx.database.db, 'Notewren')).id;
  ripplebeat = (await createCompany(ctx.database.db, 'Ripplebeat')).id;
  roles = await signInRoles(ctx.app, ctx.database.db, notewren, ripplebeat, 'members');
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: unknown, app = ctx.app) =>
  app.inject({
    method,
    url,
    payload: payload as object,
    headers: cookie ? { cookie, origin } : { origin },
  });

/** A new person, signed in with a plain account (no company). */
async function person() {
  const name = `person-${++people}`;
  const email = `${name}@example.com`;
  const { cookie, response } = await signInAs(ctx.app, email, {
    signUp: signUpBody({ username: name, firstName: 'Robin' }),
  });
  return { cookie, email, name, id: response.json().user.id as string };
}

const application = (companyId: string) => ({
  companyId,
  title: 'Head of Support',
  phoneNumber: '+1 555 0100',
});
const apply = (cookie: string, body: unknown) => call(cookie, 'POST', '/api/v1/membership', body);
const session = async (cookie: string): Promise<Viewer | null> =>
  (await call(cookie, 'GET', '/api/v1/auth/session')).json().user;

async function membershipId(userId: string) {
  const [row] = await ctx.database.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row!.id;
}
const review = (id: string, status: 'approved' | 'rejected') =>
  call(roles.admin.cookie, 'PATCH', `/api/v1/admin/applications/${id}`, { status });

async function mailsTo(email: string) {
  await ctx.app.outbox.drain();
  const mails = (await ctx.app.inject('/dev/mailbox.json')).json() as {
    to: string;
    subject: string;
    text: string;
  }[];
  return mails.filter((mail) => mail.to === email && !mail.subject.endsWith('is your ilii code'));
}

async function auditOf(targetId: string) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

describe('who may call the membership routes', () => {
  it('apply: signed in only; applicants and members already have a membership (409)', async () => {
    const body = application(notewren);
    expect((await apply('', body)).statusCode).toBe(401);
    for (const role of ['pending', 'outsider', 'member'] as const) {
      expect((await apply(roles[role].cookie, body)).statusCode, role).toBe(409);
    }
    for (const role of ['user', 'admin'] as const) {
      const answer = await apply(roles[role].cookie, body);
      expect(answer.statusCode, role).toBe(200);
      await ctx.database.db.delete(companyMembers).where(eq(companyMembers.userId, roles[role].id));
      await ctx.app.live.publishSessions({ kind: 'user-changed', userId: roles[role].id });
    }
  });

  it('leave: approved members only', async () => {
    const expected = { anonymous: 401, user: 403, pending: 403, admin: 403 } as const;
    for (const [role, status] of Object.entries(expected)) {
      const answer = await call(roles[role as keyof typeof expected].cookie, 'DELETE', '/api/v1/membership');
      expect(answer.statusCode, role).toBe(status);
      if (status === 403) expect(answer.json().error.message).toBe(messages.notACompanyMember);
    }
    for (const role of ['member', 'outsider'] as const) {
      expect((await call(roles[role].cookie, 'DELETE', '/api/v1/membership')).statusCode, role).toBe(200);
      await ctx.database.db.insert(companyMembers).values({
        userId: roles[role].id,
        companyId: role === 'member' ? notewren : ripplebeat,
        title: 'PM',
        phoneNumber: '555',
        status: 'approved',
      });
      await ctx.app.live.publishSessions({ kind: 'user-changed', userId: roles[role].id });
    }
  });

  it('revoke: admins only', async () => {
    const target = await person();
    const [row] = await ctx.database.db
      .insert(companyMembers)
      .values({ userId: target.id, companyId: notewren, title: 'PM', phoneNumber: '555', status: 'approved' })
      .returning();
    const url = `/api/v1/admin/applications/${row!.id}/revoke`;
    const expected = { anonymous: 401, user: 403, pending: 403, outsider: 403, member: 403 } as const;
    for (const [role, status] of Object.entries(expected)) {
      const answer = await call(roles[role as keyof typeof expected].cookie, 'POST', url, {});
      expect(answer.statusCode, role).toBe(status);
    }
    expect((await call(roles.admin.cookie, 'POST', url, {})).statusCode).toBe(200);
  });
});

describe('applying while signed in', () => {
  it('applies with the signed-in account: no new account, pending at once on every read', async () => {
    const me = await person();
    expect((await session(me.cookie))!.membership).toBeNull();
    const accounts = (await ctx.database.db.select({ id: users.id }).from(users)).length;
    const answer = await apply(me.cookie, application(notewren));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: messages.companyApplicationSubmitted,
      user: {
        id: me.id,
        membership: { status: 'pending', title: 'Head of Support', company: { name: 'Notewren' } },
      },
    });
    expect((await session(me.cookie))!.membership).toMatchObject({ status: 'pending' });
    expect((await ctx.database.db.select({ id: users.id }).from(users)).length).toBe(accounts);
    const list = (await call(roles.admin.cookie, 'GET', '/api/v1/admin/applications')).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({
        applicant: { displayName: expect.any(String), username: me.name },
        company: expect.objectContaining({ name: 'Notewren' }),
        phoneNumber: '+1 555 0100',
        status: 'pending',
      }),
    );
    // Still one at a time.
    const again = await apply(me.cookie, application(ripplebeat));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.applicationAlreadyPending('Notewren'));
  });

  it('creates a company named by a new name, as sign-up does', async () => {
    const me = await person();
    const answer = await apply(me.cookie, { companyName: 'Quillpine', title: 'CTO', phoneNumber: '555' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user.membership.company).toMatchObject({ name: 'Quillpine', slug: 'quillpine' });
  });

  it('says what is missing in the form’s words', async () => {
    const me = await person();
    const noCompany = await apply(me.cookie, { title: 'CTO', phoneNumber: '555' });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error.message).toBe(messages.companyRequired);
    const noTitle = await apply(me.cookie, { companyId: notewren, phoneNumber: '555' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toBe(messages.companySignUpFieldsRequired);
    const gone = await apply(me.cookie, application('00000000-0000-4000-8000-000000000000'));
    expect(gone.statusCode).toBe(400);
    expect(gone.json().error.fields).toEqual({ companyId: messages.companyRequired });
  });

  it('refuses a member: they leave first', async () => {
    const answer = await apply(roles.member.cookie, application(ripplebeat));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe(messages.alreadyRepresentCompany('Notewren'));
  });

  it('lets one of several parallel applications through', async () => {
    const me = await person();
    const others = await Promise.all(
      ['Alpha', 'Beta', 'Gamma', 'Delta'].map((n) => createCompany(ctx.database.db, n)),
    );
    const answers = await Promise.all(others.map((company) => apply(me.cookie, application(company.id))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const rows = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.userId, me.id));
    expect(rows).toHaveLength(1);
  });

  it('lets a rejected applicant apply again, to the same company or another', async () => {
    const me = await person();
    await apply(me.cookie, application(notewren));
    const first = await membershipId(me.id);
    expect((await review(first, 'rejected')).statusCode).toBe(200);
    expect((await session(me.cookie))!.membership).toMatchObject({ status: 'rejected' });

    const again = await apply(me.cookie, application(notewren));
    expect(again.statusCode).toBe(200);
    expect(again.json().user.membership).toMatchObject({ status: 'pending', company: { name: 'Notewren' } });
    const second = await membershipId(me.id);
    expect(second).not.toBe(first);
    expect((await review(second, 'rejected')).statusCode).toBe(200);
    // Each application's rejection is mailed: its own row, its own dedupe key.
    expect(
      (await mailsTo(me.email)).filter((m) => m.subject === 'Your application for Notewren'),
    ).toHaveLength(2);

    const elsewhere = await apply(me.cookie, application(ripplebeat));
    expect(elsewhere.json().user.membership).toMatchObject({
      status: 'pending',
      company: { name: 'Ripplebeat' },
    });
  });
});

describe('reviews', () => {
  it('mail the applicant once when approved, with the dashboard link, and write the audit log', async () => {
    const me = await person();
    await apply(me.cookie, application(notewren));
    const id = await membershipId(me.id);
    expect((await call(me.cookie, 'GET', '/api/v1/dashboard')).statusCode).toBe(403);
    expect((await review(id, 'approved')).statusCode).toBe(200);
    expect((await review(id, 'approved')).statusCode).toBe(409);
    // The approval holds at once, though this person's session was just read (and cached).
    expect((await call(me.cookie, 'GET', '/api/v1/dashboard')).statusCode).toBe(200);

    const mails = await mailsTo(me.email);
    expect(mails.map((m) => m.subject)).toEqual(['You now represent Notewren on ilii']);
    expect(mails[0]!.text).toContain('Hi Robin,');
    expect(mails[0]!.text).toContain('An admin approved your application to represent Notewren on ilii.');
    expect(mails[0]!.text).toContain('http://localhost:3000/company-dashboard');
    const jobs = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `membership-review:${id}:approved`));
    expect(jobs).toHaveLength(1);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorId: roles.admin.id,
      actorLabel: 'admin-members',
      action: 'application.approve',
      targetKind: 'membership',
      targetLabel: `${me.name} at Notewren`,
      companyId: notewren,
      before: { user: me.name, company: 'Notewren', status: 'pending', title: 'Head of Support' },
      after: { status: 'approved' },
    });
  });

  it('mail a rejection with the way to apply again', async () => {
    const me = await person();
    await apply(me.cookie, application(ripplebeat));
    const id = await membershipId(me.id);
    expect((await review(id, 'rejected')).statusCode).toBe(200);
    const [mail] = await mailsTo(me.email);
    expect(mail).toMatchObject({ subject: 'Your application for Ripplebeat' });
    expect(mail!.text).toContain('could not approve it');
    expect(mail!.text).toContain('http://localhost:3000/companies');
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['application.reject']);
  });

  it('send nothing for an approval revoked before the mail went out', async () => {
    const me = await person();
    await apply(me.cookie, application(notewren));
    const id = await membershipId(me.id);
    await review(id, 'approved');
    await call(roles.admin.cookie, 'POST', `/api/v1/admin/applications/${id}/revoke`, {});
    expect(await mailsTo(me.email)).toEqual([]);
  });

  it('answer 404 for an application that is gone', async () => {
    const answer = await review('00000000-0000-4000-8000-000000000000', 'approved');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe(messages.applicationNotFound);
  });
});

describe('leaving and revoking', () => {
  async function approvedMember() {
    const me = await person();
    await apply(me.cookie, application(notewren));
    await review(await membershipId(me.id), 'approved');
    // Read the dashboard once: this process now holds the person's session in its cache.
    expect((await call(me.cookie, 'GET', '/api/v1/dashboard')).statusCode).toBe(200);
    return me;
  }

  it('a member leaves: the dashboard is no longer theirs, and the audit log keeps who left', async () => {
    const me = await approvedMember();
    const id = await membershipId(me.id);
    const answer = await call(me.cookie, 'DELETE', '/api/v1/membership');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: messages.leftCompany('Notewren'),
      user: { membership: null },
    });
    expect((await call(me.cookie, 'GET', '/api/v1/dashboard')).statusCode).toBe(403);
    expect((await session(me.cookie))!.membership).toBeNull();
    expect(await auditOf(id)).toContainEqual(
      expect.objectContaining({
        action: 'membership.leave',
        actorId: me.id,
        actorLabel: me.name,
        before: expect.objectContaining({ status: 'approved', company: 'Notewren' }),
      }),
    );
    // They may apply again.
    expect((await apply(me.cookie, application(ripplebeat))).statusCode).toBe(200);
  });

  it('an admin revokes with a reason: at once, and only an approved membership', async () => {
    const me = await approvedMember();
    const id = await membershipId(me.id);
    const url = `/api/v1/admin/applications/${id}/revoke`;
    const answer = await call(roles.admin.cookie, 'POST', url, { reason: '  No longer at Notewren  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id, message: messages.membershipRevoked(me.name, 'Notewren') });
    expect((await call(me.cookie, 'GET', '/api/v1/dashboard')).statusCode).toBe(403);
    expect((await session(me.cookie))!.membership).toBeNull();
    expect(await auditOf(id)).toContainEqual(
      expect.objectContaining({
        action: 'membership.revoke',
        actorId: roles.admin.id,
        reason: 'No longer at Notewren',
      }),
    );
    expect((await call(roles.admin.cookie, 'POST', url, {})).statusCode).toBe(404);

    const pending = await person();
    await apply(pending.cookie, application(notewren));
    const refused = await call(
      roles.admin.cookie,
      'POST',
      `/api/v1/admin/applications/${await membershipId(pending.id)}/revoke`,
      {},
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.onlyApprovedCanBeRevoked);
  });

  it('refuses a reason too long to keep', async () => {
    const me = await approvedMember();
    const answer = await call(
      roles.admin.cookie,
      'POST',
      `/api/v1/admin/applications/${await membershipId(me.id)}/revoke`,
      {
        reason: 'x'.repeat(501),
      },
    );
    expect(answer.statusCode).toBe(400);
  });

  it('a revoke racing a leave ends the membership once', async () => {
    const me = await approvedMember();
    const id = await membershipId(me.id);
    const [revoked, left] = await Promise.all([
      call(roles.admin.cookie, 'POST', `/api/v1/admin/applications/${id}/revoke`, {}),
      call(me.cookie, 'DELETE', '/api/v1/membership'),
    ]);
    // The loser finds nothing left: a revoke 404, a leave 403 (no longer a member).
    const statuses = [revoked.statusCode, left.statusCode];
    expect(statuses.includes(200) && (statuses.includes(404) || statuses.includes(403))).toBe(true);
    const ends = (await auditOf(id)).filter((e) => e.action !== 'application.approve');
    expect(ends).toHaveLength(1);
  });
});

/**
 * Two processes on one PostgreSQL: B has just read the member's session (and holds it for 5 s);
 * a leave or a revoke on A must close B's dashboard for them within a second.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'leaving and revoking reach every process (PostgreSQL only)',
  () => {
    let second: Awaited<ReturnType<typeof createSecondApp>>;
    let b: FastifyInstance;
    beforeAll(async () => {
      second = await createSecondApp(ctx.database.url!, testConfig());
      b = second.app;
    });
    afterAll(async () => second?.close());

    async function dashboardOnBWithinOneSecond(cookie: string, status: number) {
      const deadline = Date.now() + 1_000;
      for (;;) {
        const answer = (await call(cookie, 'GET', '/api/v1/dashboard', undefined, b)).statusCode;
        if (answer === status || Date.now() > deadline) return answer;
        await sleep(25);
      }
    }

    for (const how of ['leave', 'revoke'] as const) {
      it(`closes the dashboard on B after a ${how} on A`, async () => {
        const me = await person();
        await apply(me.cookie, application(notewren));
        const id = await membershipId(me.id);
        await review(id, 'approved');
        expect(await dashboardOnBWithinOneSecond(me.cookie, 200)).toBe(200);
        const answer =
          how === 'leave'
            ? await call(me.cookie, 'DELETE', '/api/v1/membership')
            : await call(roles.admin.cookie, 'POST', `/api/v1/admin/applications/${id}/revoke`, {});
        expect(answer.statusCode).toBe(200);
        expect(await dashboardOnBWithinOneSecond(me.cookie, 403)).toBe(403);
      });
    }
  },
);
