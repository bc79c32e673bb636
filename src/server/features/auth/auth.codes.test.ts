import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { selectRows } from '../../db/connect';
import { verifications } from '../../db/schema';
import { latestCode, origin, signInAs, signUpBody } from '../../test/auth-helpers';
import { createTestApp, type TestApp, testClock, testConfig } from '../../test/test-app';

const clock = testClock();
let ctx: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address unless it is testing the per-address limits. */
let ip: string;

beforeAll(async () => {
  ctx = await createTestApp({
    config: testConfig({ AUTH_IP_SEND_LIMIT: '3', AUTH_IP_VERIFY_LIMIT: '60' }),
    clock,
  });
  await signInAs(ctx.app, 'existing@example.com', {
    signUp: signUpBody({ username: 'existing' }),
    ip: '10.0.0.1',
  });
});
afterAll(async () => ctx.close());
beforeEach(() => {
  ip = `10.1.0.${++ipCounter}`;
  clock.advance(2 * 60 * 60 * 1000); // past every per-e-mail window
});

const send = (payload: unknown, remoteAddress = ip) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/code',
    payload: payload as object,
    headers: { origin },
    remoteAddress,
  });
const verify = (payload: unknown, remoteAddress = ip) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify',
    payload: payload as object,
    headers: { origin },
    remoteAddress,
  });

describe('sending a code', () => {
  it('mails a 6-digit code, stores only its hash, and says so', async () => {
    const response = await send({ email: ' Existing@Example.com ', intent: 'sign-in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verification code sent to your email' });
    const code = await latestCode(ctx.app, 'existing@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await ctx.database.db
      .select({ value: verifications.value })
      .from(verifications)
      .where(eq(verifications.identifier, 'sign-in-otp-existing@example.com'));
    expect(stored!.value).not.toContain(code);
  });

  it('refuses to sign in an e-mail that has no account, and sends nothing', async () => {
    const before = (await ctx.app.inject('/dev/mailbox.json')).json().length;
    const response = await send({ email: 'nobody@example.com', intent: 'sign-in' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('This email is not registered. Please sign up first.');
    expect((await ctx.app.inject('/dev/mailbox.json')).json()).toHaveLength(before);
  });

  it('lets a new code be asked for only after 60 seconds, naming the seconds left', async () => {
    expect((await send({ email: 'existing@example.com', intent: 'sign-in' })).statusCode).toBe(200);
    clock.advance(15_000);
    const early = await send({ email: 'existing@example.com', intent: 'sign-in' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('45');
    expect(early.json().error.message).toBe('Please wait 45 seconds before requesting another code.');
    clock.advance(45_000);
    expect((await send({ email: 'existing@example.com', intent: 'sign-in' })).statusCode).toBe(200);
  });

  it('sends at most 5 codes to one e-mail in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await send({ email: 'existing@example.com', intent: 'sign-in' }, `10.2.${ipCounter}.${i}`))
          .statusCode,
      );
      clock.advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('sends at most the configured number of codes per IP address in 5 minutes, whatever the e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await send({
            email: `spray${i}@example.com`,
            intent: 'sign-up',
            signUp: signUpBody({ username: `spray${i}` }),
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    clock.advance(5 * 60 * 1000);
    expect(
      (
        await send({
          email: 'spray9@example.com',
          intent: 'sign-up',
          signUp: signUpBody({ username: 'spray9' }),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('verifying a code', () => {
  async function freshCode(email = 'existing@example.com') {
    expect((await send({ email, intent: 'sign-in' })).statusCode).toBe(200);
    return latestCode(ctx.app, email);
  }

  it('signs in with the right code once, and refuses a replay', async () => {
    const code = await freshCode();
    const first = await verify({ email: 'existing@example.com', code });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Successfully signed in!');
    const replay = await verify({ email: 'existing@example.com', code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(messages.codeInvalidOrExpired);
  });

  it('refuses a code sent to another e-mail', async () => {
    await signInAs(ctx.app, 'other@example.com', {
      signUp: signUpBody({ username: 'other' }),
      ip: `10.3.0.${ipCounter}`,
    });
    clock.advance(61_000);
    const code = await freshCode('other@example.com');
    const response = await verify({ email: 'existing@example.com', code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.codeInvalidOrExpired);
  });

  it('refuses an expired code', async () => {
    const code = await freshCode();
    // Better Auth judges expiry by the real time: move the code's expiry into the past instead.
    await ctx.database.db.execute(sql`update verifications set expires_at = now() - interval '1 second'`);
    const response = await verify({ email: 'existing@example.com', code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.codeInvalidOrExpired);
  });

  it('sets a code expiry of 10 minutes', async () => {
    await freshCode();
    const [row] = await selectRows<{ seconds: number }>(
      ctx.database.db,
      sql`select extract(epoch from expires_at - now())::int as seconds from verifications
          where identifier = 'sign-in-otp-existing@example.com'`,
    );
    expect(row!.seconds).toBeGreaterThan(590);
    expect(row!.seconds).toBeLessThanOrEqual(600);
  });

  it('after 5 wrong tries refuses even the right code', async () => {
    const code = await freshCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await verify({ email: 'existing@example.com', code: wrong })).json().error.message).toBe(
        messages.codeInvalidOrExpired,
      );
    }
    const sixth = await verify({ email: 'existing@example.com', code: wrong });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe('Too many attempts. Please wait a moment and try again.');
    const right = await verify({ email: 'existing@example.com', code });
    expect(right.statusCode).toBe(400);
  });

  it('judges at most 5 of 50 simultaneous guesses', async () => {
    const code = await freshCode();
    const guesses = Array.from({ length: 50 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const responses = await Promise.all(
      guesses.map((guess, i) =>
        verify({ email: 'existing@example.com', code: guess }, `10.4.${ipCounter}.${i}`),
      ),
    );
    expect(responses.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    const [row] = await selectRows<{ value: string }>(
      ctx.database.db,
      sql`select value from verifications where identifier = 'sign-in-otp-existing@example.com'`,
    );
    const judged = row ? Number(row.value.split(':').pop()) : 5;
    expect(judged).toBeLessThanOrEqual(5);
  });

  it('lets only one of 50 simultaneous right codes sign in', async () => {
    const code = await freshCode();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        verify({ email: 'existing@example.com', code }, `10.5.${ipCounter}.${i}`),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('allows the configured number of verifications per IP address in 5 minutes', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 61; i++)
      statuses.add((await verify({ email: 'existing@example.com', code: '123456' })).statusCode);
    expect(statuses.has(429)).toBe(true);
    const last = await verify({ email: 'existing@example.com', code: '123456' });
    expect(last.json().error.message).toBe('Too many attempts. Please wait a moment and try again.');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("refuses malformed codes with the product's message", async () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await verify({ email: 'existing@example.com', code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error.message).toBe('Please provide a valid 6-digit code');
    }
  });
});
