import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { origin } from '../../test/auth-helpers';
import { addFollows, createCompany, createItem, createUser } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { digestPlannerHandler, digestPlannerJob } from './notification-mail';
import { notifyStatusChange } from './notify';
import { signUnsubscribeToken } from './unsubscribe-token';

const secret = 'a-test-secret-that-is-long-enough-to-sign';

/**
 * A clock that starts tomorrow at 09:00 UTC (after the digest hour, and ahead of the database's
 * own time, so that the jobs it queues are due) and can be moved.
 */
function digestClock() {
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  let offsetMs = 0;
  const clock = () => new Date(start.getTime() + offsetMs);
  return Object.assign(clock, {
    set: (at: Date) => {
      offsetMs = at.getTime() - start.getTime();
    },
    start,
  });
}

/** The mail as the SMTP server received it: headers unfolded, quoted-printable decoded. */
function readMail(raw: string) {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { unfolded, decoded: Buffer.from(decoded, 'latin1').toString('utf8') };
}

describe('notification e-mail through SMTP', () => {
  const received: { to: string; raw: string }[] = [];
  let server: SMTPServer;
  let ctx: TestApp;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    ctx = await createTestApp({
      config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, SECRET: secret }),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends an instant notification as text and HTML, with both one-click unsubscribe headers', async () => {
    const companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
    const fan = await createUser(ctx.database.db);
    const item = await createItem(ctx.database.db, { companyId, title: 'Dark mode' });
    await addFollows(ctx.database.db, item.id, [fan.id]);
    await ctx.database.db.transaction((tx) =>
      notifyStatusChange(tx, {
        kind: 'requests',
        id: item.id,
        actorId: null,
        before: { status: 'requested', comment: null },
        after: { status: 'planned', comment: 'Coming in June.' },
      }),
    );
    await ctx.app.outbox.drain();
    const mail = received.find((m) => m.to === fan.email);
    expect(mail).toBeDefined();
    const { unfolded, decoded } = readMail(mail!.raw);
    expect(unfolded).toContain('Subject: Planned: Dark mode');
    expect(unfolded).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:3000\/api\/v1\/unsubscribe\?token=[\w.-]+>/,
    );
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(unfolded).toMatch(/Content-Type: text\/plain/i);
    expect(unfolded).toMatch(/Content-Type: text\/html/i);
    expect(decoded).toContain('Notewren changed the status of "Dark mode" to Planned.');
    expect(decoded).toContain('Notewren says: Coming in June.');
    expect(decoded).toContain('You follow "Dark mode" on ilii.');
    expect(decoded).toContain('http://localhost:3000/unsubscribe?token=');
  });
});

describe('unsubscribe links, digests and the company digest', () => {
  let ctx: TestApp;
  let roles: Awaited<ReturnType<typeof signInRoles>>;
  let companyId: string;
  const clock = digestClock();
  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
    const other = await createCompany(ctx.database.db, 'Ripplebeat');
    roles = await signInRoles(ctx.app, ctx.database.db, companyId, other.id, 'mail');
  });
  afterAll(async () => ctx.close());

  type SentMail = {
    to: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
  };
  const mailsTo = async (email: string) =>
    ((await ctx.app.inject('/dev/mailbox.json')).json() as SentMail[]).filter((mail) => mail.to === email);
  const setStatus = (id: string, body: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/requests/${id}/status`,
      payload: body,
      headers: { cookie: roles.member.cookie, origin },
    });
  const tokenOf = (mail: SentMail) => mail.headers!['List-Unsubscribe']!.match(/token=([\w.-]+)>/)![1]!;
  const settingsOf = async (userId: string) =>
    (await ctx.database.db.query.notificationSettings.findFirst({
      where: (s, { eq }) => eq(s.userId, userId),
    })) ?? null;

  it('turns one kind off with the RFC 8058 one-click POST, without a cookie', async () => {
    const fan = await createUser(ctx.database.db);
    const item = await createItem(ctx.database.db, { companyId, title: 'Tags' });
    await addFollows(ctx.database.db, item.id, [fan.id]);
    await setStatus(item.id, { status: 'seen' });
    await ctx.app.outbox.drain();
    const [mail] = await mailsTo(fan.email);
    const token = tokenOf(mail!);
    const described = await ctx.app.inject(`/api/v1/unsubscribe?token=${token}`);
    expect(described.json()).toEqual({
      kind: 'status',
      email: `${fan.email[0]}***@example.com`,
      isOff: false,
    });
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ kind: 'status', isOff: true });
    expect((await settingsOf(fan.id))?.email).toEqual({ status: 'off' });
    // The page's own POST (no body) works too, and changes nothing more.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe?token=${token}`,
      headers: { origin },
    });
    expect(again.statusCode).toBe(200);
    // Off now: the next status change reaches the inbox but not the mailbox.
    await setStatus(item.id, { status: 'planned' });
    await ctx.app.outbox.drain();
    expect(await mailsTo(fan.email)).toHaveLength(1);
  });

  it('refuses a tampered or an expired link with a 400 that says what to do', async () => {
    const fan = await createUser(ctx.database.db);
    const secretOf = async () => {
      const rows = await ctx.database.db.query.serverSettings.findFirst();
      return rows!.value;
    };
    await ctx.app.inject(`/api/v1/unsubscribe?token=x`);
    const good = signUnsubscribeToken(await secretOf(), { userId: fan.id, kind: 'builds' }, clock());
    expect((await ctx.app.inject(`/api/v1/unsubscribe?token=${good}`)).statusCode).toBe(200);
    const [body, signature] = good.split('.');
    const otherPerson = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), k: 'status' }),
    ).toString('base64url');
    const expired = signUnsubscribeToken(
      await secretOf(),
      { userId: fan.id, kind: 'builds' },
      new Date(clock().getTime() - 91 * 86_400_000),
    );
    for (const token of [`${otherPerson}.${signature}`, `${body}.${signature}x`, expired, 'nonsense', '']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await ctx.app.inject({
          method,
          url: `/api/v1/unsubscribe?token=${token}`,
          headers: { origin },
        });
        expect(response.statusCode, token).toBe(400);
        expect(response.json().error.message).toBe(
          'This unsubscribe link is invalid or has expired. Sign in to change your e-mail settings in your account.',
        );
      }
    }
    expect(await settingsOf(fan.id)).toBeNull();
  });

  it('sends one daily digest grouping what happened by item, once a day, and nothing when nothing is new', async () => {
    const fan = await createUser(ctx.database.db);
    const first = await createItem(ctx.database.db, { companyId, title: 'Calendar sync' });
    const second = await createItem(ctx.database.db, { companyId, title: 'Offline mode' });
    await addFollows(ctx.database.db, first.id, [fan.id]);
    await addFollows(ctx.database.db, second.id, [fan.id]);
    await ctx.database.db.execute(
      (await import('drizzle-orm'))
        .sql`insert into notification_settings (user_id, email) values (${fan.id}, '{"status":"daily"}')`,
    );
    const { signInAs, signUpBody } = await import('../../test/auth-helpers');
    const { cookie } = await signInAs(ctx.app, 'digest.builder@example.com', {
      signUp: signUpBody({ username: 'digest.builder' }),
    });
    for (const content of ['I made a script that syncs it.', 'Here is how we do it today.']) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/requests/${first.id}/builds`,
        payload: { content },
        headers: { cookie, origin },
      });
    }
    await setStatus(first.id, { status: 'planned' });
    await setStatus(second.id, { status: 'seen', comment: 'Looking into it.' });
    await ctx.app.outbox.drain();
    expect(await mailsTo(fan.email)).toEqual([]);

    // The planner runs from the digest hour on; running it twice sends one digest still.
    const planner = digestPlannerHandler({ db: ctx.database.db });
    const day = clock().toISOString().slice(0, 10);
    await ctx.app.outbox.drain();
    await planner({ id: 'again', kind: digestPlannerJob, payload: { day }, attempts: 1 });
    await ctx.app.outbox.drain();
    await ctx.app.outbox.drain();
    const planned = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `digests:${day}`));
    expect(planned).toHaveLength(1);
    const digests = await mailsTo(fan.email);
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest!.subject).toBe('Your ilii digest: 3 updates');
    expect(digest!.text).toContain(
      [
        'Calendar sync (Notewren)',
        '• People added 2 new builds to "Calendar sync".',
        '• Notewren changed the status of "Calendar sync" to Planned.',
        'http://localhost:3000/notewren/no-product/calendar-sync',
      ].join('\n'),
    );
    expect(digest!.text).toContain(
      'Offline mode (Notewren)\n• Notewren changed the status of "Offline mode" to Seen.\n• Notewren says: Looking into it.',
    );
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The next day: nothing new, no digest.
    clock.set(new Date(clock.start.getTime() + 86_400_000));
    await ctx.app.outbox.drain();
    await ctx.app.outbox.drain();
    expect(await mailsTo(fan.email)).toHaveLength(1);

    // Its link turns off every kind that came daily.
    const token = tokenOf(digest!);
    expect((await ctx.app.inject(`/api/v1/unsubscribe?token=${token}`)).json().kind).toBe('digest');
    await ctx.app.inject({ method: 'POST', url: `/api/v1/unsubscribe?token=${token}`, headers: { origin } });
    expect((await settingsOf(fan.id))?.email).toEqual({ status: 'off', builds: 'off' });
  });

  it("sends a member who asked for it their company's digest of the day's new requests and vents", async () => {
    // Set as the settings route sets it (its session has expired on this moved clock).
    const { upsertSettings } = await import('./notifications.queries');
    await upsertSettings(ctx.database.db, roles.member.id, { companyDigest: 'daily' });
    const memberEmail = 'member-mail@example.com';
    const day = new Date(clock().getTime() + 86_400_000);
    const inWindow = new Date(day.getTime() - 6 * 3600_000);
    await createItem(ctx.database.db, { companyId, title: 'Shared folders', createdAt: inWindow });
    await createItem(ctx.database.db, { companyId, title: 'Sync is slow', createdAt: inWindow }, 'vents');
    await createItem(ctx.database.db, {
      companyId,
      title: 'Too early',
      createdAt: new Date(day.getTime() - 30 * 3600_000),
    });
    clock.set(day);
    await ctx.app.outbox.drain();
    await ctx.app.outbox.drain();
    const digests = (await mailsTo(memberEmail)).filter((mail) => mail.subject.includes('about Notewren'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('2 new requests and vents about Notewren');
    expect(digests[0]!.text).toContain(
      '• Shared folders: http://localhost:3000/notewren/no-product/shared-folders',
    );
    expect(digests[0]!.text).toContain(
      '• Sync is slow: http://localhost:3000/vent/notewren/no-product/sync-is-slow',
    );
    expect(digests[0]!.text).not.toContain('Too early');
    const token = tokenOf(digests[0]!);
    const off = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.json()).toMatchObject({ kind: 'company-digest', isOff: true });
    expect((await settingsOf(roles.member.id))?.companyDigest).toBe('off');
  });
});
