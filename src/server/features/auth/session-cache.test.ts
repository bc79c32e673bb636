import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/contracts/auth';
import { origin, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { SessionCache } from './session-cache';
import { hashSessionToken, sessionLifetimeMs, slideAfterMs } from './sessions';

const viewer = (id: string): Viewer => ({
  id,
  email: `${id}@example.com`,
  username: id,
  displayName: id,
  firstName: null,
  lastName: null,
  isAdmin: false,
  membership: null,
});
const hash = (token: string) => hashSessionToken(token);
const t0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const day = 24 * 60 * 60 * 1000;
const browserSession = (id: string) => ({
  viewer: viewer(id),
  expiresAt: at(sessionLifetimeMs.browserSession),
  stayLoggedIn: false,
});

describe('the session cache', () => {
  it('keeps a session for its lifetime, then forgets it', () => {
    const cache = new SessionCache(5_000, 100);
    cache.set(hash('a'), browserSession('ana'), t0, cache.currentEpoch());
    expect(cache.get(hash('a'), at(4_999))?.id).toBe('ana');
    expect(cache.get(hash('a'), at(5_000))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a session past its own end', () => {
    const cache = new SessionCache(5_000, 100);
    cache.set(hash('a'), { ...browserSession('ana'), expiresAt: at(2_000) }, t0, cache.currentEpoch());
    expect(cache.get(hash('a'), at(1_999))?.id).toBe('ana');
    expect(cache.get(hash('a'), at(2_000))).toBeUndefined();
  });

  it('never keeps a kept session past its next extension, so the miss after it extends', () => {
    const cache = new SessionCache(5_000, 100);
    // Extended (or made) a day minus 2 s ago: due for its next extension in 2 s.
    const expiresAt = at(sessionLifetimeMs.stayLoggedIn - day + 2_000);
    cache.set(hash('a'), { viewer: viewer('ana'), expiresAt, stayLoggedIn: true }, t0, cache.currentEpoch());
    expect(cache.get(hash('a'), at(1_999))?.id).toBe('ana');
    expect(cache.get(hash('a'), at(2_000))).toBeUndefined();
    expect(slideAfterMs).toBe(day);
  });

  it('holds at most its maximum, dropping the oldest', () => {
    const cache = new SessionCache(5_000, 2);
    for (const token of ['a', 'b', 'c'])
      cache.set(hash(token), browserSession(token), t0, cache.currentEpoch());
    expect(cache.size).toBe(2);
    expect(cache.get(hash('a'), t0)).toBeUndefined();
    expect(cache.get(hash('c'), t0)?.id).toBe('c');
  });

  it("drops one session, or all of a person's", () => {
    const cache = new SessionCache(5_000, 100);
    for (const token of ['a1', 'a2']) cache.set(hash(token), browserSession('ana'), t0, cache.currentEpoch());
    cache.set(hash('b'), browserSession('ben'), t0, cache.currentEpoch());
    cache.dropToken(hash('a1'));
    expect(cache.get(hash('a1'), t0)).toBeUndefined();
    expect(cache.get(hash('a2'), t0)?.id).toBe('ana');
    cache.dropUser('ana');
    expect(cache.get(hash('a2'), t0)).toBeUndefined();
    expect(cache.get(hash('b'), t0)?.id).toBe('ben');
  });

  it('does not keep a lookup that was under way when something was dropped', () => {
    const cache = new SessionCache(5_000, 100);
    const epoch = cache.currentEpoch();
    // The session was read, then signed out elsewhere before the read's answer is kept.
    cache.dropToken(hash('a'));
    cache.set(hash('a'), browserSession('ana'), t0, epoch);
    expect(cache.get(hash('a'), t0)).toBeUndefined();
  });
});

describe('the session cache in the server', () => {
  let ctx: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    ctx = await createTestApp({ clock });
  });
  afterAll(async () => ctx.close());

  const session = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });

  it('answers a signed-in read from the cache, and refuses the cookie at once after sign-out', async () => {
    const { cookie } = await signInAs(ctx.app, 'cached.reader@example.com', {
      signUp: signUpBody({ username: 'cached.reader' }),
    });
    expect((await session(cookie)).json().user.username).toBe('cached.reader');
    const token = cookie.slice('ilii_session='.length);
    expect(ctx.app.sessionCache.get(hashSessionToken(token), clock())?.username).toBe('cached.reader');
    expect((await post(ctx.app, '/api/v1/auth/sign-out', {}, { cookie })).statusCode).toBe(200);
    expect((await session(cookie)).json().user).toBeNull();
  });

  it('keeps sliding a kept session when the cache was warm just before its extension was due', async () => {
    const { cookie } = await signInAs(ctx.app, 'sliding.reader@example.com', {
      signUp: signUpBody({ username: 'sliding.reader' }),
      stayLoggedIn: true,
    });
    clock.advance(slideAfterMs - 2_000);
    const before = await session(cookie);
    expect(before.json().user.username).toBe('sliding.reader');
    expect(before.cookies.find((c) => c.name === 'ilii_session')).toBeUndefined();
    clock.advance(3_000);
    const due = await session(cookie);
    expect(due.json().user.username).toBe('sliding.reader');
    expect(due.cookies.find((c) => c.name === 'ilii_session')).toMatchObject({
      maxAge: sessionLifetimeMs.stayLoggedIn / 1000,
    });
  });

  it('sends no session change to a WebSocket, and a page cannot ask for them', async () => {
    const socket = await ctx.app.injectWS('/api/v1/live', { headers: { host: 'localhost:3000', origin } });
    try {
      const messages: { type: string; event?: { topic: string } }[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(String(data))));
      const answered = () => new Promise((resolve) => socket.once('message', resolve));
      let next = answered();
      socket.send(JSON.stringify({ type: 'subscribe', topics: ['sessions'] }));
      await next;
      next = answered();
      socket.send(JSON.stringify({ type: 'subscribe', topics: ['ilii_sessions'] }));
      await next;
      expect(messages.filter((m) => m.type !== 'ready')).toEqual([
        { type: 'error', message: 'Unknown message' },
        { type: 'error', message: 'Unknown message' },
      ]);
      next = answered();
      socket.send(JSON.stringify({ type: 'subscribe', topics: ['requests', 'vents'] }));
      await next;
      // A session change, then a public event: only the public one arrives.
      next = answered();
      await ctx.app.live.publishSessions({ kind: 'user-changed', userId: 'someone' });
      await ctx.app.live.publishSessions({ kind: 'session-ended', tokenHash: 'a'.repeat(64) });
      await ctx.app.live.publish({ topic: 'requests', kind: 'created', id: 'after', data: {} });
      await next;
      expect(messages.at(-1)).toEqual({
        type: 'event',
        event: { topic: 'requests', kind: 'created', id: 'after', data: {} },
      });
      expect(JSON.stringify(messages)).not.toMatch(/someone|user-changed|session-ended/);
    } finally {
      socket.terminate();
    }
  });
});
