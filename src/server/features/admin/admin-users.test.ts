import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAdminEmails } from '../../db/admins';
import { auditLog, builds, featureRequests, users, vents } from '../../db/schema';
import { latestCode, origin, signInAs, signUpBody } from '../../test/auth-helpers';
import { addBuild, addVotes, createCompany, createItem, createUser } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp, testClock, testConfig } from '../../test/test-app';
import { insertSession } from '../auth/auth.queries';
import { newSessionToken, sessionLifetimeMs } from '../auth/sessions';

const clock = testClock();
let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp({
    clock,
    config: testConfig({ AUTH_IP_SEND_LIMIT: '1000', AUTH_IP_VERIFY_LIMIT: '1000' }),
  });
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
  const other = await createCompany(ctx.database.db, 'Ripplebeat');
  roles = await signInRoles(ctx.app, ctx.database.db, companyId, other.id, 'susp');
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: cookie ? { cookie, origin } : { origin },
  });
const asAdmin = (method: Method, url: string, payload?: unknown) =>
  call(roles.admin.cookie, method, url, payload);

let people = 0;
/** A person signed up through the real endpoints; the clock moves past the per-e-mail code limits. */
async function person() {
  const name = `someone${++people}`;
  const email = `${name}@example.com`;
  const { cookie, response } = await signInAs(ctx.app, email, { signUp: signUpBody({ username: name }) });
  return { name, email, cookie, id: response.json().user.id as string };
}

const sendCode = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/code',
    payload: { email, intent: 'sign-in' },
    headers: { origin },
  });
const verify = (email: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify',
    payload: { email, code, stayLoggedIn: false },
    headers: { origin },
  });
const viewerOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/v1/auth/session')).json().user as { id: string } | null;
/** Moves past the one-code-a-minute and five-an-hour limits per e-mail. */
const laterOn = () => clock.advance(61 * 60_000);

const suspend = (id: string, body: unknown) => asAdmin('PUT', `/api/v1/admin/users/${id}/suspension`, body);
const auditOf = (targetId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt));

describe('who may act on people', () => {
  it('lets only admins suspend, lift, summarize and delete with content', async () => {
    const target = await createUser(ctx.database.db);
    const base = `/api/v1/admin/users/${target.id}`;
    const calls: [Method, string, unknown?][] = [
      ['PUT', `${base}/suspension`, { reason: 'Spam' }],
      ['DELETE', `${base}/suspension`],
      ['GET', `${base}/content`],
      ['POST', `${base}/delete-with-content`, { confirmation: target.displayUsername, reason: 'Spam' }],
    ];
    const refused = { anonymous: 401, user: 403, pending: 403, outsider: 403, member: 403 } as const;
    for (const [method, url, payload] of calls) {
      for (const [role, status] of Object.entries(refused)) {
        const response = await call(roles[role as keyof typeof roles].cookie, method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(status);
      }
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
    expect(await auditOf(target.id)).toEqual([]);
    for (const [method, url, payload] of calls) {
      const response = await asAdmin(method, url, payload);
      expect(response.statusCode, `admin ${method} ${url}: ${response.body}`).toBe(200);
    }
  });
});

describe('suspending a person', () => {
  it('ends their sessions, refuses their codes with the reason and end date, and lets them back once lifted', async () => {
    const someone = await person();
    laterOn();
    // A code asked for before the suspension.
    expect((await sendCode(someone.email)).statusCode).toBe(200);
    const earlyCode = await latestCode(ctx.app, someone.email);

    const suspended = await suspend(someone.id, { reason: 'Spam links', endsAt: '2099-12-03T00:00:00Z' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toEqual({
      message: `${someone.name} is suspended and signed out everywhere.`,
      suspension: { reason: 'Spam links', endsAt: '2099-12-03T00:00:00.000Z' },
    });
    expect(await viewerOf(someone.cookie)).toBeNull();
    const vote = await call(
      someone.cookie,
      'POST',
      `/api/v1/requests/${(await createItem(ctx.database.db, { companyId })).id}/vote`,
      { voted: true },
    );
    expect(vote.statusCode).toBe(401);

    const message =
      'Your account is suspended until 3 December 2099. We e-mailed you the reason when it began.';
    const early = await verify(someone.email, earlyCode);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(message);
    laterOn();
    const send = await sendCode(someone.email);
    expect(send.statusCode).toBe(403);
    expect(send.json().error).toMatchObject({ code: 'FORBIDDEN', message, fields: { email: message } });
    // The reason goes to their address, not to whoever types it into the sign-in form.
    expect(send.body).not.toContain('Spam links');
    await ctx.app.outbox.drain();
    const mails = (await ctx.app.inject('/dev/mailbox.json')).json() as {
      to: string;
      subject: string;
      text: string;
    }[];
    const told = mails.find(
      (mail) => mail.to === someone.email && mail.subject === 'Your ilii account is suspended',
    );
    expect(told?.text).toContain('until 3 December 2099');
    expect(told?.text).toContain('The reason they gave: Spam links');

    const listed = (await asAdmin('GET', '/api/v1/admin/users?sort=joined')).json().items;
    expect(listed.find((row: { id: string }) => row.id === someone.id)).toMatchObject({
      isAdmin: false,
      suspension: { reason: 'Spam links', endsAt: '2099-12-03T00:00:00.000Z' },
    });

    const lifted = await asAdmin('DELETE', `/api/v1/admin/users/${someone.id}/suspension`);
    expect(lifted.json()).toEqual({ message: `${someone.name} can sign in again.`, suspension: null });
    const again = await signInAs(ctx.app, someone.email);
    expect((await viewerOf(again.cookie))?.id).toBe(someone.id);
    expect(
      (await asAdmin('DELETE', `/api/v1/admin/users/${someone.id}/suspension`)).json().error.message,
    ).toBe('This person is not suspended.');

    const audit = await auditOf(someone.id);
    expect(audit.map((row) => [row.action, row.reason, row.actorId])).toEqual([
      ['user.unsuspend', 'Spam links', roles.admin.id],
      ['user.suspend', 'Spam links', roles.admin.id],
    ]);
  });

  it('says so without an end date, and ends on its own once its end date passes', async () => {
    const someone = await person();
    await suspend(someone.id, { reason: 'Harassment' });
    laterOn();
    expect((await sendCode(someone.email)).json().error.message).toBe(
      'Your account is suspended. We e-mailed you the reason when it began.',
    );

    const end = new Date(clock().getTime() + 60 * 60_000).toISOString();
    expect((await suspend(someone.id, { reason: 'Cooling off.', endsAt: end })).statusCode).toBe(200);
    laterOn();
    laterOn();
    const back = await signInAs(ctx.app, someone.email);
    expect((await viewerOf(back.cookie))?.id).toBe(someone.id);
    const listed = (await asAdmin('GET', '/api/v1/admin/users?sort=joined')).json().items;
    expect(listed.find((row: { id: string }) => row.id === someone.id).suspension).toBeNull();
  });

  it('refuses a session that outlived the suspension, for reads and writes', async () => {
    const someone = await person();
    await suspend(someone.id, { reason: 'Spam' });
    // A session made in the instant between a sign-in's check and the suspension.
    const survivor = newSessionToken();
    await insertSession(ctx.database.db, {
      userId: someone.id,
      tokenHash: survivor.tokenHash,
      stayLoggedIn: false,
      expiresAt: new Date(clock().getTime() + sessionLifetimeMs.browserSession),
      ipAddress: '10.0.0.9',
      userAgent: 'test',
    });
    const cookie = `ilii_session=${survivor.token}`;
    expect(await viewerOf(cookie)).toBeNull();
    const item = await createItem(ctx.database.db, { companyId });
    expect((await call(cookie, 'POST', `/api/v1/requests/${item.id}/vote`, { voted: true })).statusCode).toBe(
      401,
    );
    const draft = {
      company: { id: companyId },
      title: 'Dark mode',
      userStoryWant: 'a dark mode',
      userStorySoThat: 'I can read at night',
      confirmDuplicates: true,
    };
    expect((await call(cookie, 'POST', '/api/v1/requests', draft)).statusCode).toBe(401);
  });

  it('refuses oneself, admins, past end dates, missing reasons and unknown people', async () => {
    const someone = await createUser(ctx.database.db);
    const self = await suspend(roles.admin.id, { reason: 'Testing' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('You cannot suspend your own account.');

    const other = await person();
    await applyAdminEmails(ctx.database.db, ['admin-susp@example.com', other.email]);
    const admin = await suspend(other.id, { reason: 'Testing' });
    expect(admin.statusCode).toBe(409);
    expect(admin.json().error.message).toBe('Admins cannot be suspended. Take away their admin role first.');
    expect((await viewerOf(other.cookie))?.id).toBe(other.id);

    const past = await suspend(someone.id, {
      reason: 'Spam',
      endsAt: new Date(clock().getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ endsAt: 'The end date must be in the future.' });
    expect((await suspend(someone.id, { reason: 'Spam', endsAt: 'tomorrow' })).statusCode).toBe(400);
    const blank = await suspend(someone.id, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please give a reason.');
    expect((await suspend(someone.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await suspend('00000000-0000-4000-8000-000000000000', { reason: 'Spam' })).statusCode).toBe(404);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, someone.id)))[0]!.banned).toBe(
      false,
    );
    expect(await auditOf(someone.id)).toEqual([]);
  });
});

describe('deleting a person with their content', () => {
  async function busyPerson() {
    const db = ctx.database.db;
    const author = await person();
    const bystander = await createUser(ctx.database.db);
    const own = await createItem(db, { companyId, userId: author.id });
    await createItem(db, { companyId, userId: author.id });
    const ownVent = await createItem(db, { companyId, userId: author.id }, 'vents');
    const others = await createItem(db, { companyId, userId: bystander.id });
    const othersVent = await createItem(db, { companyId, userId: bystander.id }, 'vents');
    await addBuild(db, others.id, author.id, 'Mine, on theirs');
    await addBuild(db, own.id, bystander.id, 'Theirs, on mine');
    await addVotes(db, others.id, [author.id, bystander.id]);
    await addVotes(db, othersVent.id, [author.id], 'vents');
    await addVotes(db, own.id, [bystander.id]);
    return { author, bystander, own, ownVent, others, othersVent };
  }

  const countsOf = async (table: typeof featureRequests | typeof vents, id: string) => {
    const [row] = await ctx.database.db
      .select({ voteCount: table.voteCount, buildCount: table.buildCount })
      .from(table)
      .where(eq(table.id, id));
    return row;
  };

  it('shows what will go, refuses a wrong confirmation, then deletes it all with exact counts elsewhere', async () => {
    const { author, bystander, own, others, othersVent } = await busyPerson();
    const url = `/api/v1/admin/users/${author.id}`;
    const summary = await asAdmin('GET', `${url}/content`);
    expect(summary.json()).toEqual({
      id: author.id,
      confirmation: author.name,
      requests: 2,
      vents: 1,
      builds: 1,
      votes: 2,
      buildsByOthers: 1,
    });

    for (const confirmation of ['', author.name.toUpperCase(), `${author.name} `, author.email]) {
      const wrong = await asAdmin('POST', `${url}/delete-with-content`, { confirmation, reason: 'Spam' });
      expect(wrong.statusCode, confirmation).toBe(400);
      expect(wrong.json().error.fields).toEqual({
        confirmation: "What you typed does not match this person's username. Nothing was deleted.",
      });
    }
    expect((await asAdmin('GET', `${url}/content`)).json()).toEqual(summary.json());
    expect(await countsOf(featureRequests, others.id)).toEqual({ voteCount: 2, buildCount: 1 });
    const noReason = await asAdmin('POST', `${url}/delete-with-content`, { confirmation: author.name });
    expect(noReason.statusCode).toBe(400);

    const deleted = await asAdmin('POST', `${url}/delete-with-content`, {
      confirmation: author.name,
      reason: 'Spam account',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      message: `${author.name} was deleted with 2 requests, 1 vent and 1 build.`,
      deleted: { requests: 2, vents: 1, builds: 1, votes: 2 },
    });
    const db = ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, author.id))).toEqual([]);
    expect(await db.select().from(featureRequests).where(eq(featureRequests.userId, author.id))).toEqual([]);
    expect(await db.select().from(vents).where(eq(vents.userId, author.id))).toEqual([]);
    expect(await db.select().from(featureRequests).where(eq(featureRequests.id, own.id))).toEqual([]);
    expect(await db.select().from(builds).where(eq(builds.userId, bystander.id))).toEqual([]);
    expect(await countsOf(featureRequests, others.id)).toEqual({ voteCount: 1, buildCount: 0 });
    expect(await countsOf(vents, othersVent.id)).toEqual({ voteCount: 0, buildCount: 0 });
    expect(await viewerOf(author.cookie)).toBeNull();
    // The public board counts what is left.
    const detail = await call('', 'GET', `/api/v1/requests/${others.id}`);
    expect(detail.json()).toMatchObject({ voteCount: 1, buildCount: 0 });

    const [audit] = await auditOf(author.id);
    expect(audit).toMatchObject({
      action: 'user.delete-with-content',
      actorId: roles.admin.id,
      targetKind: 'user',
      targetLabel: author.name,
      reason: 'Spam account',
      before: {
        username: author.name,
        email: author.email,
        requests: 2,
        vents: 1,
        builds: 1,
        votes: 2,
        buildsByOthers: 1,
      },
    });
    expect((await asAdmin('GET', `${url}/content`)).statusCode).toBe(404);
  });

  it('confirms with the e-mail when there is no username, and refuses oneself and admins', async () => {
    const db = ctx.database.db;
    const nameless = await createUser(db);
    await db.update(users).set({ username: null, displayUsername: null }).where(eq(users.id, nameless.id));
    await createItem(db, { companyId, userId: nameless.id });
    const url = `/api/v1/admin/users/${nameless.id}`;
    expect((await asAdmin('GET', `${url}/content`)).json().confirmation).toBe(nameless.email);
    const deleted = await asAdmin('POST', `${url}/delete-with-content`, {
      confirmation: nameless.email,
      reason: 'Spam',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const self = await asAdmin('POST', `/api/v1/admin/users/${roles.admin.id}/delete-with-content`, {
      confirmation: 'admin-susp',
      reason: 'Testing',
    });
    expect(self.statusCode).toBe(409);
    const other = await person();
    await applyAdminEmails(db, ['admin-susp@example.com', other.email]);
    const admin = await asAdmin('POST', `/api/v1/admin/users/${other.id}/delete-with-content`, {
      confirmation: other.name,
      reason: 'Testing',
    });
    expect(admin.statusCode).toBe(409);
    expect(await db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
  });

  it("records the spec's idle delete in the audit log too", async () => {
    const idle = await createUser(ctx.database.db);
    expect((await asAdmin('DELETE', `/api/v1/admin/users/${idle.id}`)).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, idle.id), eq(auditLog.action, 'user.delete')));
    expect(rows).toMatchObject([
      { actorId: roles.admin.id, targetLabel: idle.displayUsername, reason: null },
    ]);
  });
});
