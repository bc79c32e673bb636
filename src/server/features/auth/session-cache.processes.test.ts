import { execFile } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/contracts/auth';
import { applyAdminEmails, applyAdminEmailsEverywhere } from '../../db/admins';
import { openDatabase } from '../../db/connect';
import { companyMembers } from '../../db/schema';
import { origin, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createSecondApp, createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { insertSession } from './auth.queries';
import { hashSessionToken, newSessionToken, sessionLifetimeMs } from './sessions';

/**
 * Two server processes on one PostgreSQL: A (the test app) and B (a second app on its own
 * connections and its own LISTEN). They share nothing in memory, only the database. For each
 * change, B first reads as the person (its session cache now holds them for 5 s), the change is
 * made on A (or by the command line), and B must show it within 1 s: only the bus can tell it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('session changes reach every process (PostgreSQL only)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let second: Awaited<ReturnType<typeof createSecondApp>>;
  let adminCookie: string;
  let people = 0;

  beforeAll(async () => {
    a = await createTestApp();
    await applyAdminEmails(a.database.db, ['boss@example.com']);
    adminCookie = (await signInAs(a.app, 'boss@example.com')).cookie;
    second = await createSecondApp(a.database.url!, testConfig());
    b = second.app;
  });
  afterAll(async () => {
    await second?.close();
    await a?.close();
  });

  async function signUp(options: { company?: string } = {}) {
    const name = `person${++people}`;
    const { cookie, response } = await signInAs(a.app, `${name}@example.com`, {
      signUp: signUpBody({
        username: name,
        ...(options.company
          ? { company: { companyName: options.company, title: 'PM', phoneNumber: '555' } }
          : {}),
      }),
    });
    return { cookie, id: response.json().user.id as string, email: `${name}@example.com` };
  }

  const viewerOn = async (app: FastifyInstance, cookie: string): Promise<Viewer | null> =>
    (await app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })).json().user;

  /** B reads as the person, and now holds their session in its cache. */
  async function warm(cookie: string): Promise<Viewer> {
    const viewer = await viewerOn(b, cookie);
    expect(viewer).not.toBeNull();
    const tokenHash = hashSessionToken(cookie.slice('ilii_session='.length));
    expect(b.sessionCache.get(tokenHash, new Date())).toEqual(viewer);
    return viewer!;
  }

  /** What B answers for the cookie once `isDone` holds, or after 1 s, whichever is first. */
  async function onBWithinOneSecond(cookie: string, isDone: (viewer: Viewer | null) => boolean) {
    const deadline = Date.now() + 1_000;
    for (;;) {
      const viewer = await viewerOn(b, cookie);
      if (isDone(viewer) || Date.now() > deadline) return viewer;
      await sleep(25);
    }
  }

  it('refuses the cookie on B after a sign-out on A', async () => {
    const { cookie } = await signUp();
    await warm(cookie);
    expect((await post(a.app, '/api/v1/auth/sign-out', {}, { cookie })).statusCode).toBe(200);
    expect(await onBWithinOneSecond(cookie, (viewer) => viewer === null)).toBeNull();
  });

  it("refuses every one of the person's cookies on B after a sign-out everywhere on A", async () => {
    const { cookie, id } = await signUp();
    // A second device's session.
    const other = newSessionToken();
    await insertSession(a.database.db, {
      userId: id,
      tokenHash: other.tokenHash,
      stayLoggedIn: false,
      expiresAt: new Date(Date.now() + sessionLifetimeMs.browserSession),
      ipAddress: '10.0.0.2',
      userAgent: 'test',
    });
    const otherCookie = `ilii_session=${other.token}`;
    await warm(cookie);
    await warm(otherCookie);
    const signedOut = await post(a.app, '/api/v1/auth/sign-out?scope=global', {}, { cookie });
    expect(signedOut.statusCode).toBe(200);
    expect(await onBWithinOneSecond(otherCookie, (viewer) => viewer === null)).toBeNull();
    expect(await viewerOn(b, cookie)).toBeNull();
  });

  it('shows on B an admin role given and taken by the command line (npm run admin)', async () => {
    const { cookie, email } = await signUp();
    expect((await warm(cookie)).isAdmin).toBe(false);
    const admin = (command: 'grant' | 'revoke') =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '../../cli/admin.ts'), command, email],
        { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: a.database.url } },
      );
    expect((await admin('grant')).stdout).toContain('is now an admin');
    expect((await onBWithinOneSecond(cookie, (viewer) => viewer?.isAdmin === true))?.isAdmin).toBe(true);
    expect((await warm(cookie)).isAdmin).toBe(true);
    expect((await admin('revoke')).stdout).toContain('is no longer an admin');
    expect((await onBWithinOneSecond(cookie, (viewer) => viewer?.isAdmin === false))?.isAdmin).toBe(false);
  }, 30_000);

  it('shows on B an admin role that ADMIN_EMAILS gives at the start of another server', async () => {
    const { cookie, email } = await signUp();
    expect((await warm(cookie)).isAdmin).toBe(false);
    // What main.ts does before it serves, on connections of its own.
    const starting = await openDatabase({ url: a.database.url });
    try {
      await applyAdminEmailsEverywhere(starting, [email]);
    } finally {
      await starting.close();
    }
    expect((await onBWithinOneSecond(cookie, (viewer) => viewer?.isAdmin === true))?.isAdmin).toBe(true);
  });

  for (const status of ['approved', 'rejected'] as const) {
    it(`shows on B a company application ${status} on A`, async () => {
      const { cookie, id } = await signUp({ company: `Applied ${status}` });
      expect((await warm(cookie)).membership?.status).toBe('pending');
      const [application] = await a.database.db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(eq(companyMembers.userId, id));
      const reviewed = await a.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/applications/${application!.id}`,
        payload: { status },
        headers: { cookie: adminCookie, origin },
      });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
      const seen = await onBWithinOneSecond(cookie, (viewer) => viewer?.membership?.status === status);
      expect(seen?.membership?.status).toBe(status);
    });
  }

  it('refuses on B the cookie of a user an admin deleted on A', async () => {
    const { cookie, id } = await signUp();
    await warm(cookie);
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${id}`,
      headers: { cookie: adminCookie, origin },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await onBWithinOneSecond(cookie, (viewer) => viewer === null)).toBeNull();
  });

  it('refuses on B, at once, the cookie of a user an admin suspended on A', async () => {
    const { cookie, id } = await signUp();
    await warm(cookie);
    const suspended = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${id}/suspension`,
      payload: { reason: 'Spam' },
      headers: { cookie: adminCookie, origin },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await onBWithinOneSecond(cookie, (viewer) => viewer === null)).toBeNull();
    const vote = await b.inject({
      method: 'POST',
      url: `/api/v1/requests/00000000-0000-4000-8000-000000000000/vote`,
      payload: { voted: true },
      headers: { cookie, origin },
    });
    expect(vote.statusCode).toBe(401);
  });
});
