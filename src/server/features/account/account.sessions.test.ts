import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { origin, signInAs, signUpBody } from '../../test/auth-helpers';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { insertSession } from '../auth/auth.queries';
import { newSessionToken, sessionLifetimeMs } from '../auth/sessions';
import { lastSeenEveryMs } from '../auth/viewer.service';
import { describeUserAgent } from './account-sessions.service';

const firefoxOnMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';

let ctx: TestApp;
let people = 0;
const clock = testClock();

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());

async function signUp() {
  const name = `sessions${++people}`;
  const { cookie, response } = await signInAs(ctx.app, `${name}@example.com`, {
    signUp: signUpBody({ username: name }),
  });
  return { cookie, id: response.json().user.id as string };
}

/** Another device's session of the person, made directly (as if signed in elsewhere). */
async function otherDevice(userId: string, userAgent: string, options: { expiresInMs?: number } = {}) {
  const { token, tokenHash } = newSessionToken();
  await insertSession(ctx.database.db, {
    userId,
    tokenHash,
    stayLoggedIn: false,
    expiresAt: new Date(clock().getTime() + (options.expiresInMs ?? sessionLifetimeMs.browserSession)),
    ipAddress: '203.0.113.7',
    userAgent,
  });
  return `ilii_session=${token}`;
}

const list = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/v1/account/sessions', headers: { cookie } })).json().sessions as {
    id: string;
    browser: string | null;
    os: string | null;
    device: string;
    ipAddress: string | null;
    lastSeenAt: string;
    isCurrent: boolean;
  }[];
const endSession = (cookie: string, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/account/sessions/${id}`, headers: { cookie, origin } });
const viewerOf = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).json().user;

describe('sessions', () => {
  it('reads browser, system and device from the user agent', () => {
    expect(describeUserAgent(firefoxOnMac)).toEqual({
      browser: 'Firefox 128',
      os: 'macOS 14.5',
      device: 'desktop',
    });
    expect(describeUserAgent(chromeOnAndroid)).toEqual({
      browser: 'Chrome 126',
      os: 'Android 14',
      device: 'mobile',
    });
    expect(describeUserAgent('')).toEqual({ browser: null, os: null, device: 'other' });
    expect(describeUserAgent('curl/8.5.0').device).toBe('other');
  });

  it('lists the live sessions, this one marked, never an expired one or a token', async () => {
    const person = await signUp();
    await otherDevice(person.id, chromeOnAndroid);
    await otherDevice(person.id, firefoxOnMac, { expiresInMs: -1 });
    const response = await ctx.app.inject({
      url: '/api/v1/account/sessions',
      headers: { cookie: person.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(person.cookie.split('=')[1]);
    const sessions = await list(person.cookie);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(sessions.find((session) => !session.isCurrent)).toMatchObject({
      browser: 'Chrome 126',
      os: 'Android 14',
      device: 'mobile',
      ipAddress: '203.0.113.7',
    });
  });

  it('moves last seen on a later visit, at most every few minutes', async () => {
    const person = await signUp();
    const [first] = await list(person.cookie);
    clock.advance(lastSeenEveryMs + 10_000);
    await viewerOf(person.cookie);
    const [later] = await list(person.cookie);
    expect(Date.parse(later!.lastSeenAt)).toBeGreaterThan(Date.parse(first!.lastSeenAt));
    clock.advance(60_000);
    await viewerOf(person.cookie);
    expect((await list(person.cookie))[0]!.lastSeenAt).toBe(later!.lastSeenAt);
  });

  it('signs one session out; the others go on', async () => {
    const person = await signUp();
    const phone = await otherDevice(person.id, chromeOnAndroid);
    expect(await viewerOf(phone)).not.toBeNull();
    const target = (await list(person.cookie)).find((session) => !session.isCurrent)!;
    const ended = await endSession(person.cookie, target.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(messages.sessionSignedOut);
    expect(await viewerOf(phone)).toBeNull();
    expect(await viewerOf(person.cookie)).not.toBeNull();
    expect((await endSession(person.cookie, target.id)).statusCode).toBe(404);
  });

  it("answers 404 for another person's session, which goes on", async () => {
    const person = await signUp();
    const other = await signUp();
    const [theirs] = await list(other.cookie);
    const refused = await endSession(person.cookie, theirs!.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(messages.sessionNotFound);
    expect(await viewerOf(other.cookie)).not.toBeNull();
  });

  it('signs this session out too, clearing its cookie', async () => {
    const person = await signUp();
    const [current] = await list(person.cookie);
    const ended = await endSession(person.cookie, current!.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.cookies.find((cookie) => cookie.name === 'ilii_session')?.value).toBe('');
    expect(await viewerOf(person.cookie)).toBeNull();
  });

  it('asks a signed-out caller to sign in, and refuses an id that is no uuid', async () => {
    expect((await ctx.app.inject('/api/v1/account/sessions')).statusCode).toBe(401);
    const person = await signUp();
    expect((await endSession(person.cookie, 'not-an-id')).statusCode).toBe(400);
  });
});
