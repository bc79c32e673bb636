import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signInAs, signUpBody } from '../test/auth-helpers';
import { createCompany, createItem } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createLocalBus } from './live-bus';
import { ReadCache } from './read-cache';
import { ViewerCache, votedIdsPerPerson, wroteCookieName } from './viewer-cache';

/** A load that says how often it ran. */
function counted(ids: string[] = ['a']) {
  const load = async () => {
    load.calls++;
    return new Set(ids);
  };
  load.calls = 0;
  return load;
}

describe('the viewer cache', () => {
  it("keeps a person's votes until they write, in this process and, through the bus, in others", async () => {
    const bus = createLocalBus();
    const cache = new ViewerCache();
    cache.followChanges(bus);
    const load = counted();
    await cache.votedIds({ id: 'p1' }, 'requests', load);
    await cache.votedIds({ id: 'p1' }, 'requests', load);
    expect(load.calls).toBe(1);
    await bus.publishSessions({ kind: 'viewer-wrote', userId: 'p2' });
    await cache.votedIds({ id: 'p1' }, 'requests', load);
    expect(load.calls).toBe(1);
    await bus.publishSessions({ kind: 'viewer-wrote', userId: 'p1' });
    await cache.votedIds({ id: 'p1' }, 'requests', load);
    expect(load.calls).toBe(2);
    // An edit or a deletion may move anyone's votes out of a filter: everything goes.
    await bus.publish({ topic: 'requests', kind: 'deleted', id: 'x', data: {} });
    await cache.votedIds({ id: 'p1' }, 'requests', load);
    expect(load.calls).toBe(3);
    await bus.publish({ topic: 'requests', kind: 'vote', id: 'x', data: {} });
    await cache.votedIds({ id: 'p1' }, 'requests', load);
    expect(load.calls).toBe(3);
  });

  it('refuses what it kept before the reader’s last write, before the bus says so', async () => {
    const cache = new ViewerCache();
    const load = counted();
    await cache.counts({ id: 'p1' }, 'k', load);
    const wroteAt = Date.now();
    await cache.counts({ id: 'p1', wroteAt }, 'k', load);
    expect(load.calls).toBe(2);
    // Read after the write: kept again.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.counts({ id: 'p1', wroteAt }, 'k', load);
    expect(load.calls).toBe(3);
    await cache.counts({ id: 'p1', wroteAt }, 'k', load);
    expect(load.calls).toBe(3);
  });

  it('is bounded: people, voted ids, and one person’s votes', async () => {
    const byPeople = new ViewerCache(60_000, 2, 1_000);
    const load = counted();
    for (const id of ['p1', 'p2', 'p3']) await byPeople.votedIds({ id }, 'requests', load);
    expect(byPeople.size).toBe(2);
    await byPeople.votedIds({ id: 'p1' }, 'requests', load);
    expect(load.calls).toBe(4);

    const byIds = new ViewerCache(60_000, 100, 5);
    const three = counted(['a', 'b', 'c']);
    await byIds.votedIds({ id: 'p1' }, 'requests', three);
    await byIds.votedIds({ id: 'p2' }, 'requests', three);
    expect(byIds.size).toBe(1);

    const many = Array.from({ length: votedIdsPerPerson + 1 }, (_, n) => `id${n}`);
    expect(await new ViewerCache().votedIds({ id: 'p1' }, 'requests', counted(many))).toBeNull();
  });

  it('keeps no failed load, and nothing at all when off', async () => {
    const cache = new ViewerCache();
    await expect(cache.counts({ id: 'p1' }, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.counts({ id: 'p1' }, 'k', async () => 7)).toBe(7);
    const off = new ViewerCache(0);
    const load = counted();
    expect(await off.votedIds({ id: 'p1' }, 'requests', load)).toBeNull();
    expect(load.calls).toBe(0);
    expect(await off.counts({ id: 'p1' }, 'k', async () => 7)).toBe(7);
    expect(await off.counts({ id: 'p1' }, 'k', async () => 8)).toBe(8);
    expect(off.size).toBe(0);
  });
});

describe('the read cache for a reader who has just written', () => {
  it('refuses an entry made at or before the write', async () => {
    const cache = new ReadCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    const wroteAt = Date.now();
    expect(await cache.get('k', load, wroteAt)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await cache.get('k', load, wroteAt)).toBe(3);
    expect(await cache.get('k', load, wroteAt)).toBe(3);
    expect(await cache.get('k', load)).toBe(3);
  });
});

describe('a write answer', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('carries the time of a signed-in write, and a refused write does not', async () => {
    const company = await createCompany(ctx.database.db);
    const item = await createItem(ctx.database.db, { companyId: company.id });
    const { cookie } = await signInAs(ctx.app, 'wrote@example.com', {
      signUp: signUpBody({ username: 'wrote' }),
    });
    const before = Date.now();
    const voted = await post(ctx.app, `/api/v1/requests/${item.id}/vote`, { voted: true }, { cookie });
    expect(voted.statusCode).toBe(200);
    const wrote = voted.cookies.find((set) => set.name === wroteCookieName);
    expect(Number(wrote?.value)).toBeGreaterThanOrEqual(before);
    expect(wrote).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    const refused = await post(ctx.app, `/api/v1/requests/${item.id}/vote`, {}, { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies.find((set) => set.name === wroteCookieName)).toBeUndefined();
    // The voter's next read in this process shows the vote.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/requests/${item.id}`,
      headers: { cookie },
    });
    expect(read.json()).toMatchObject({ userVote: true, voteCount: 1 });
  });
});
