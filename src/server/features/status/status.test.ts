import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureRequests, outbox } from '../../db/schema';
import { origin } from '../../test/auth-helpers';
import { addFollows, addVotes, createCompany, createItem, createUser } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
  const other = await createCompany(ctx.database.db, 'Ripplebeat');
  roles = await signInRoles(ctx.app, ctx.database.db, companyId, other.id, 'status');
});
afterAll(async () => ctx.close());

const setStatus = (id: string, body: unknown, cookie: string, kind = 'requests') =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/${kind}/${id}/status`,
    payload: body as object,
    headers: cookie ? { cookie, origin } : { origin },
  });

describe('status changes', () => {
  it('are allowed to approved members of the company and to admins only', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const expected = {
      anonymous: 401,
      user: 403,
      pending: 403,
      outsider: 403,
      member: 200,
      admin: 200,
    } as const;
    for (const [role, status] of Object.entries(expected)) {
      const response = await setStatus(item.id, { status: 'seen' }, roles[role as keyof typeof roles].cookie);
      expect(response.statusCode, role).toBe(status);
      if (status === 403) expect(response.json().error.message).toBe('Not authorized');
    }
  });

  it('store the status, the trimmed comment and the time, and bump activity', async () => {
    const item = await createItem(ctx.database.db, { companyId, lastActivityAt: new Date('2025-01-01') });
    const response = await setStatus(
      item.id,
      { status: 'planned', comment: '  On the roadmap for June.  ' },
      roles.member.cookie,
    );
    expect(response.json()).toMatchObject({ status: 'planned', statusComment: 'On the roadmap for June.' });
    const [row] = await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.id, item.id));
    expect(row).toMatchObject({ status: 'planned', statusComment: 'On the roadmap for June.' });
    expect(row!.statusUpdatedAt).toBeInstanceOf(Date);
    expect(row!.lastActivityAt.getFullYear()).toBeGreaterThan(2025);
    expect(
      (await setStatus(item.id, { status: 'seen', comment: '   ' }, roles.member.cookie)).json()
        .statusComment,
    ).toBeNull();
  });

  it('refuse an unknown status and a 501-character comment, changing nothing', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    expect((await setStatus(item.id, { status: 'done' }, roles.admin.cookie)).statusCode).toBe(400);
    const long = await setStatus(item.id, { status: 'seen', comment: 'c'.repeat(501) }, roles.admin.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Must be 500 characters or less');
    const [row] = await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.id, item.id));
    expect(row!.status).toBe('requested');
  });

  it('work on vents too', async () => {
    const vent = await createItem(ctx.database.db, { companyId }, 'vents');
    expect((await setStatus(vent.id, { status: 'seen' }, roles.member.cookie, 'vents')).statusCode).toBe(200);
  });
});

type SentMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };
const mailbox = async () => (await ctx.app.inject('/dev/mailbox.json')).json() as SentMail[];

describe('status e-mails (the launch notice among them)', () => {
  it('go once to every follower but the member who changed it, through the outbox', async () => {
    const author = await createUser(ctx.database.db);
    const voters = await Promise.all([createUser(ctx.database.db), createUser(ctx.database.db)]);
    const item = await createItem(ctx.database.db, { companyId, userId: author.id, title: 'Export PDF' });
    await addVotes(ctx.database.db, item.id, [...voters.map((v) => v.id), author.id]);
    await addFollows(ctx.database.db, item.id, [author.id, ...voters.map((v) => v.id), roles.member.id]);
    await setStatus(item.id, { status: 'launched', comment: 'Shipped in 4.2' }, roles.member.cookie);
    // The same status and comment again changes nothing, and tells nobody anything.
    await setStatus(item.id, { status: 'launched', comment: 'Shipped in 4.2' }, roles.member.cookie);
    await ctx.app.outbox.drain();
    await ctx.app.outbox.drain();
    const launch = (await mailbox()).filter((mail) => mail.subject === 'Launched: Export PDF');
    expect(launch.map((mail) => mail.to).sort()).toEqual(
      [author.email, ...voters.map((v) => v.email)].sort(),
    );
    const text = launch[0]!.text;
    expect(text).toContain('Good news: Notewren has launched "Export PDF".');
    expect(text).toContain('Notewren says: Shipped in 4.2');
    expect(text).toContain('See it on ilii: http://localhost:3000/notewren/no-product/export-pdf');
    expect(text).toContain('You follow "Export PDF" on ilii.');
    expect(launch[0]!.html).toContain('Good news: Notewren has launched &#34;Export PDF&#34;.');
    expect(launch[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('say each change once to each person: a comment alone, then every status it goes through', async () => {
    const follower = await createUser(ctx.database.db);
    const item = await createItem(ctx.database.db, { companyId, title: 'Flip flop' });
    await addFollows(ctx.database.db, item.id, [follower.id]);
    await setStatus(item.id, { status: 'planned' }, roles.member.cookie);
    await setStatus(item.id, { status: 'planned', comment: 'June, we hope.' }, roles.member.cookie);
    await setStatus(item.id, { status: 'launched' }, roles.member.cookie);
    await ctx.app.outbox.drain();
    await setStatus(item.id, { status: 'planned' }, roles.member.cookie);
    await ctx.app.outbox.drain();
    await ctx.app.outbox.drain();
    const subjects = (await mailbox())
      .filter((mail) => mail.to === follower.email)
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual([
      'Launched: Flip flop',
      'Notewren commented on "Flip flop"',
      'Planned: Flip flop',
      'Planned: Flip flop',
    ]);
  });

  it('survive a restart: jobs written before a crash are sent by the next process', async () => {
    const voter = await createUser(ctx.database.db);
    const item = await createItem(ctx.database.db, { companyId, title: 'Offline mode' });
    await addFollows(ctx.database.db, item.id, [voter.id]);
    // Stop this process's worker as if it crashed right after the status change committed.
    await ctx.app.outbox.stop();
    await setStatus(item.id, { status: 'launched' }, roles.admin.cookie);
    const pending = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'notification-email'));
    expect(pending.filter((job) => job.processedAt === null)).toHaveLength(1);
    const { startOutboxWorker } = await import('../../outbox/worker');
    const { notificationMailHandlers } = await import('../notifications/notification-mail');
    const { secretSource } = await import('../notifications/unsubscribe-token');
    const next = startOutboxWorker({
      db: ctx.database.db,
      log: ctx.app.log,
      clock: () => new Date(),
      handlers: notificationMailHandlers({
        db: ctx.database.db,
        mailer: ctx.app.mailer,
        publicUrl: 'http://localhost:3000',
        secret: secretSource(ctx.database.db, undefined),
        clock: () => new Date(),
      }),
    });
    await next.drain();
    await next.stop();
    const mails = await mailbox();
    expect(mails.filter((mail) => mail.subject === 'Launched: Offline mode').map((mail) => mail.to)).toEqual([
      voter.email,
    ]);
  });

  it('retry a failed send later instead of losing it', async () => {
    const voter = await createUser(ctx.database.db);
    const item = await createItem(ctx.database.db, { companyId, title: 'Tags' });
    await addFollows(ctx.database.db, item.id, [voter.id]);
    await setStatus(item.id, { status: 'launched' }, roles.admin.cookie);
    const { startOutboxWorker } = await import('../../outbox/worker');
    let calls = 0;
    const flaky = startOutboxWorker({
      db: ctx.database.db,
      log: ctx.app.log,
      clock: () => new Date(),
      handlers: {
        'notification-email': async () => {
          calls += 1;
          throw new Error('SMTP is down');
        },
      },
    });
    await flaky.drain();
    await flaky.stop();
    expect(calls).toBe(1);
    const [job] = await ctx.database.db.select().from(outbox).where(eq(outbox.lastError, 'SMTP is down'));
    expect(job!.processedAt).toBeNull();
    expect(job!.runAfter.getTime()).toBeGreaterThan(Date.now());
  });
});
