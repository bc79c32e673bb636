import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../shared/contracts/account';
import { defaultEmailModes } from '../../../shared/contracts/notifications';
import { messages } from '../../../shared/messages';
import { selectRows } from '../../db/connect';
import { auditLog, follows, notificationSettings, notifications, outbox, reports } from '../../db/schema';
import { latestCode, origin, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { expectCountersRecounted } from '../../test/board-counters';
import { addBuild, addVotes, createCompany, createItem, createUser } from '../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';

let ctx: TestApp;
let people = 0;
const clock = testClock();

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());

async function signUp(name = `owner${++people}`) {
  const email = `${name}@example.com`;
  const { cookie, response } = await signInAs(ctx.app, email, { signUp: signUpBody({ username: name }) });
  return { cookie, email, name, id: response.json().user.id as string };
}

/**
 * A person with a bit of everything: a request and a vent of their own that others voted and built
 * on, builds and votes on others' items (with other voters), a build vote, a report, a follow, a
 * notification, settings, a second session and a pending change of address.
 */
async function busyPerson() {
  const db = ctx.database.db;
  const person = await signUp();
  const company = await createCompany(db);
  const others = [await createUser(db), await createUser(db)];
  const own = await createItem(db, { companyId: company.id, userId: person.id, title: 'Offline maps' });
  const ownVent = await createItem(
    db,
    { companyId: company.id, userId: person.id, title: 'Slow sync' },
    'vents',
  );
  const theirs = await createItem(db, { companyId: company.id, userId: others[0]!.id, title: 'Dark mode' });
  const theirVent = await createItem(db, { companyId: company.id, userId: others[1]!.id }, 'vents');
  await addVotes(db, own.id, [person.id, others[0]!.id]);
  await addVotes(db, ownVent.id, [others[1]!.id], 'vents');
  await addVotes(db, theirs.id, [person.id, ...others.map((other) => other.id)]);
  await addVotes(db, theirVent.id, [person.id, others[0]!.id], 'vents');
  await addBuild(db, own.id, others[1]!.id, 'I would use this on trains');
  const build = await addBuild(db, theirs.id, person.id, 'A toggle in settings');
  const othersBuild = await addBuild(db, theirs.id, others[0]!.id, 'And follow the system');
  for (const buildId of [build.id, othersBuild.id]) {
    const voters = buildId === build.id ? [others[0]!.id] : [person.id, others[1]!.id];
    await db.execute(
      sql`insert into build_votes (user_id, build_id) select unnest(${`{${voters.join(',')}}`}::uuid[]), ${buildId}`,
    );
  }
  await db.insert(reports).values({ reporterId: person.id, featureRequestId: theirs.id, reason: 'spam' });
  await db.insert(follows).values({ userId: person.id, featureRequestId: theirs.id });
  await db.insert(notifications).values({
    recipientId: person.id,
    kind: 'status',
    featureRequestId: theirs.id,
    payload: { status: 'planned', comment: 'Soon' },
  });
  await db.insert(notificationSettings).values({ userId: person.id, email: { builds: 'off' } });
  await db.insert(outbox).values({ kind: 'launch-email', payload: { userId: person.id, to: person.email } });
  // Audit entries naming them as actor and as target; a company they created; a report they resolved.
  await db.insert(auditLog).values([
    {
      actorId: person.id,
      actorLabel: person.name,
      action: 'request.edit',
      targetKind: 'request',
      targetId: theirs.id,
      targetLabel: 'Dark mode',
      before: { title: 'Dark mode' },
    },
    {
      actorId: null,
      actorLabel: 'admin',
      action: 'user.suspend',
      targetKind: 'user',
      targetId: person.id,
      targetLabel: person.name,
      before: { email: person.email, id: person.id },
      after: { note: `mailed ${person.email}` },
    },
  ]);
  await db.execute(sql`update companies set created_by = ${person.id} where id = ${company.id}`);
  await db.insert(reports).values({
    reporterId: others[0]!.id,
    ventId: ownVent.id,
    reason: 'spam',
    resolvedBy: person.id,
    resolvedAt: new Date(),
    resolution: 'dismissed',
  });
  clock.advance(61_000);
  const laptop = (await signInAs(ctx.app, person.email, { ip: '10.3.0.1' })).cookie;
  clock.advance(61_000);
  expect(
    (
      await post(
        ctx.app,
        '/api/v1/account/email',
        { email: `new-${person.name}@example.com` },
        { cookie: person.cookie },
      )
    ).statusCode,
  ).toBe(200);
  return { ...person, laptop, company, others, own, ownVent, theirs, theirVent, build };
}

const exportOf = (cookie: string) => ctx.app.inject({ url: '/api/v1/account/export', headers: { cookie } });

describe('Download my data', () => {
  it('answers a JSON attachment with everything ilii keeps about the person, no tokens', async () => {
    const person = await busyPerson();
    const response = await exportOf(person.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ilii-data-${person.name}.json"`,
    );
    const data = response.json() as AccountExport;
    expect(data.profile).toMatchObject({
      id: person.id,
      email: person.email,
      username: person.name,
      firstName: 'Maya',
      lastName: 'Lopez',
      pendingEmail: `new-${person.name}@example.com`,
    });
    expect(data.profile.termsAcceptedAt).not.toBeNull();
    expect(data.requests.map((item) => item.title)).toEqual(['Offline maps']);
    expect(data.requests[0]).toMatchObject({ voteCount: 2, buildCount: 1, company: person.company.name });
    expect(data.vents.map((item) => item.title)).toEqual(['Slow sync']);
    expect(data.builds).toEqual([
      expect.objectContaining({
        content: 'A toggle in settings',
        on: { kind: 'requests', id: person.theirs.id, title: 'Dark mode' },
      }),
    ]);
    expect(data.votes.requests.map((vote) => vote.title).sort()).toEqual(['Dark mode', 'Offline maps']);
    expect(data.votes.vents.map((vote) => vote.id)).toEqual([person.theirVent.id]);
    expect(data.votes.builds).toHaveLength(1);
    expect(data.reports).toEqual([
      expect.objectContaining({ kind: 'request', targetId: person.theirs.id, reason: 'spam' }),
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(data.signIns).toHaveLength(2);
    expect(data.notificationSettings).toEqual({
      email: { ...defaultEmailModes, builds: 'off' },
      followOwnPosts: true,
      followVoted: true,
      followBuilt: true,
      companyDigest: null,
    });
    expect(data.follows).toEqual([
      expect.objectContaining({
        on: { kind: 'requests', id: person.theirs.id, title: 'Dark mode' },
        isFollowing: true,
      }),
    ]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: 'status', payload: { status: 'planned', comment: 'Soon' } }),
    ]);
    const tokens = await selectRows<{ token: string }>(
      ctx.database.db,
      sql`select token from sessions where user_id = ${person.id}`,
    );
    for (const { token } of tokens) expect(response.body).not.toContain(token);
  });

  it('gives the defaults when the person chose no notification settings, and ten downloads an hour', async () => {
    const person = await signUp();
    const data = (await exportOf(person.cookie)).json() as AccountExport;
    expect(data.notificationSettings.email).toEqual(defaultEmailModes);
    for (let i = 1; i < 10; i++) expect((await exportOf(person.cookie)).statusCode).toBe(200);
    expect((await exportOf(person.cookie)).statusCode).toBe(429);
    expect((await ctx.app.inject('/api/v1/account/export')).statusCode).toBe(401);
  });
});

/** Every row of every table of the database, as text, that contains one of `secrets`. */
async function rowsNaming(secrets: string[]) {
  const tables = await selectRows<{ table_name: string }>(
    ctx.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await selectRows<{ row: string }>(
      ctx.database.db,
      sql.raw(`select t::text as row from "${table}" t`),
    );
    for (const { row } of rows) {
      if (secrets.some((secret) => row.toLowerCase().includes(secret.toLowerCase())))
        found.push(`${table}: ${row}`);
    }
  }
  return { tables: tables.length, found };
}

async function expectCountsExact() {
  const wrong = await selectRows<{ what: string }>(
    ctx.database.db,
    sql`select 'request ' || id as what from feature_requests r
          where vote_count <> (select count(*) from votes where feature_request_id = r.id)
             or build_count <> (select count(*) from builds where feature_request_id = r.id)
        union all select 'vent ' || id from vents v
          where vote_count <> (select count(*) from vent_votes where vent_id = v.id)
             or build_count <> (select count(*) from builds where vent_id = v.id)
        union all select 'build ' || id from builds b
          where vote_count <> (select count(*) from build_votes where build_id = b.id)`,
  );
  expect(wrong).toEqual([]);
  await expectCountersRecounted(ctx.database.db);
}

const askDeletion = (cookie: string) => post(ctx.app, '/api/v1/account/delete-code', undefined, { cookie });
const confirmDeletion = (cookie: string, code: string) =>
  post(ctx.app, '/api/v1/account/delete', { code }, { cookie });

describe('Delete my account', () => {
  it('leaves counts exact and no row anywhere naming the person; the address can sign up again', async () => {
    const person = await busyPerson();
    const pending = `new-${person.name}@example.com`;
    // The check below sees the person where they are: in most tables before the deletion.
    expect((await rowsNaming([person.id, person.email, pending])).found.length).toBeGreaterThan(15);
    clock.advance(61_000);
    const asked = await askDeletion(person.cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(messages.deletionCodeSent(person.email));
    const code = await latestCode(ctx.app, person.email);
    const mail = ctx.app.mailer.mailbox!.list()[0]!;
    expect(mail.subject).toBe(messages.deletionCodeSubject(code));
    expect(mail.text).toContain(messages.deletionCodeWarning);

    const deleted = await confirmDeletion(person.cookie, code);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(messages.accountDeleted);

    const { tables, found } = await rowsNaming([person.id, person.email, pending]);
    expect(tables).toBeGreaterThan(20);
    expect(found).toEqual([]);
    await expectCountsExact();
    // Both devices are signed out.
    for (const cookie of [person.cookie, person.laptop]) {
      const session = await ctx.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });
      expect(session.json().user).toBeNull();
    }
    // What they posted stays, shown as from a deleted account to the signed in, as before to others.
    const reader = await signUp();
    const own = await ctx.app.inject({
      url: `/api/v1/requests/${person.own.id}`,
      headers: { cookie: reader.cookie },
    });
    expect(own.json()).toMatchObject({
      title: 'Offline maps',
      voteCount: 1,
      authorDisplayName: messages.deletedAccount,
    });
    const builds = await ctx.app.inject({
      url: `/api/v1/requests/${person.theirs.id}/builds`,
      headers: { cookie: reader.cookie },
    });
    expect(
      builds.json().find((build: { id: string }) => build.id === person.build.id).authorDisplayName,
    ).toBe(messages.deletedAccount);
    const anonymous = await ctx.app.inject(`/api/v1/requests/${person.theirs.id}/builds`);
    expect(anonymous.json().map((build: { authorDisplayName: string }) => build.authorDisplayName)).toContain(
      messages.anonymousUser,
    );
    // The address is free again.
    clock.advance(61_000);
    await signInAs(ctx.app, person.email, { signUp: signUpBody({ username: person.name }), ip: '10.3.0.9' });
  });

  it('refuses a wrong code, keeping everything', async () => {
    const person = await signUp();
    clock.advance(61_000);
    expect((await askDeletion(person.cookie)).statusCode).toBe(200);
    const code = await latestCode(ctx.app, person.email);
    const wrong = await confirmDeletion(person.cookie, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe(messages.codeInvalidOrExpired);
    // A sign-in code is no deletion code.
    clock.advance(61_000);
    await post(ctx.app, '/api/v1/auth/code', { email: person.email, intent: 'sign-in' });
    const signInCode = await latestCode(ctx.app, person.email);
    expect((await confirmDeletion(person.cookie, signInCode)).statusCode).toBe(400);
    const session = await ctx.app.inject({ url: '/api/v1/auth/session', headers: { cookie: person.cookie } });
    expect(session.json().user.id).toBe(person.id);
  });

  it('refuses an admin, and a signed-out caller', async () => {
    const admin = await signUp();
    await ctx.database.db.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
    await ctx.app.live.publishSessions({ kind: 'user-changed', userId: admin.id });
    const refused = await askDeletion(admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.adminCannotDeleteOwnAccount);
    expect((await post(ctx.app, '/api/v1/account/delete', { code: '123456' }, { origin })).statusCode).toBe(
      401,
    );
  });
});
