import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/contracts/auth';
import { origin, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createSecondApp, createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { insertSession } from '../auth/auth.queries';
import { hashSessionToken, newSessionToken, sessionLifetimeMs } from '../auth/sessions';

/**
 * Two server processes on one PostgreSQL (as session-cache.processes.test.ts): B first reads as
 * the person, so its session cache holds them; the sign-out is made on A, and B must refuse the
 * cookie within 1 s, which only the bus can tell it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'account sign-outs reach every process (PostgreSQL only)',
  () => {
    let a: TestApp;
    let b: FastifyInstance;
    let second: Awaited<ReturnType<typeof createSecondApp>>;
    let people = 0;

    beforeAll(async () => {
      a = await createTestApp();
      second = await createSecondApp(a.database.url!, testConfig());
      b = second.app;
    });
    afterAll(async () => {
      await second?.close();
      await a?.close();
    });

    async function signUp() {
      const name = `devices${++people}`;
      const email = `${name}@example.com`;
      const first = await signInAs(a.app, email, { signUp: signUpBody({ username: name }) });
      return { id: first.response.json().user.id as string, cookie: first.cookie };
    }

    /** The person's session on a second device. */
    async function laptopOf(userId: string) {
      const { token, tokenHash } = newSessionToken();
      await insertSession(a.database.db, {
        userId,
        tokenHash,
        stayLoggedIn: false,
        expiresAt: new Date(Date.now() + sessionLifetimeMs.browserSession),
        ipAddress: '10.2.0.1',
        userAgent: 'laptop',
      });
      return `ilii_session=${token}`;
    }

    const viewerOn = async (app: FastifyInstance, cookie: string): Promise<Viewer | null> =>
      (await app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).json().user;

    async function warm(cookie: string) {
      expect(await viewerOn(b, cookie)).not.toBeNull();
      expect(
        b.sessionCache.get(hashSessionToken(cookie.slice('ilii_session='.length)), new Date()),
      ).toBeDefined();
    }

    async function onBWithinOneSecond(cookie: string) {
      const deadline = Date.now() + 1_000;
      for (;;) {
        const viewer = await viewerOn(b, cookie);
        if (viewer === null || Date.now() > deadline) return viewer;
        await sleep(25);
      }
    }

    it("refuses on B a session signed out from A's session list", async () => {
      const person = await signUp();
      const laptop = await laptopOf(person.id);
      await warm(laptop);
      const sessions = (
        await a.app.inject({ url: '/api/v1/account/sessions', headers: { cookie: person.cookie } })
      ).json().sessions as { id: string; isCurrent: boolean }[];
      const target = sessions.find((session) => !session.isCurrent)!;
      const ended = await a.app.inject({
        method: 'DELETE',
        url: `/api/v1/account/sessions/${target.id}`,
        headers: { cookie: person.cookie, origin },
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(await onBWithinOneSecond(laptop)).toBeNull();
      expect(await viewerOn(b, person.cookie)).not.toBeNull();
    });

    it('refuses on B every session after Sign out everywhere on A', async () => {
      const person = await signUp();
      const laptop = await laptopOf(person.id);
      await warm(laptop);
      await warm(person.cookie);
      expect(
        (await post(a.app, '/api/v1/auth/sign-out?scope=global', {}, { cookie: person.cookie })).statusCode,
      ).toBe(200);
      expect(await onBWithinOneSecond(laptop)).toBeNull();
      expect(await viewerOn(b, person.cookie)).toBeNull();
    });
  },
);
