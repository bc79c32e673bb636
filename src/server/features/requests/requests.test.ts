import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, signUpBody } from '../../test/auth-helpers';
import {
  addBuild,
  addVotes,
  createCompany,
  createItem,
  createProduct,
  createUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let cookie: string;
let meId: string;
const day = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * day);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const signedIn = await signInAs(ctx.app, 'reader@example.com', {
    signUp: signUpBody({ username: 'reader' }),
  });
  cookie = signedIn.cookie;
  meId = signedIn.response.json().user.id;
  const voters = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
  const author = await createUser(db, { username: 'maya', displayName: 'Maya Lopez' });
  const notewren = await createCompany(db, 'Notewren');
  const ripple = await createCompany(db, 'Ripplebeat');
  const sync = await createProduct(db, notewren.id, 'Sync');

  const dark = await createItem(db, {
    companyId: notewren.id,
    title: 'Dark mode',
    userId: author.id,
    createdAt: ago(10),
    lastActivityAt: ago(1),
  });
  const offline = await createItem(db, {
    companyId: notewren.id,
    productId: sync.id,
    title: 'Offline sync',
    userStoryWant: 'notes synced on planes',
    createdAt: ago(5),
    lastActivityAt: ago(5),
    userId: meId,
  });
  const shipped = await createItem(db, {
    companyId: notewren.id,
    title: 'Export PDF',
    status: 'launched',
    statusComment: 'Shipped in 4.2',
    createdAt: ago(20),
    lastActivityAt: ago(0),
  });
  const lyrics = await createItem(db, {
    companyId: ripple.id,
    title: 'Lyrics view',
    createdAt: ago(2),
    lastActivityAt: ago(2),
  });
  await addVotes(
    db,
    dark.id,
    voters.slice(0, 2).map((v) => v.id),
  );
  await addVotes(
    db,
    offline.id,
    voters.slice(0, 5).map((v) => v.id),
  );
  await addVotes(db, lyrics.id, [...voters.slice(0, 3).map((v) => v.id), meId]);
  await addVotes(
    db,
    shipped.id,
    voters.map((v) => v.id),
  );
  await addBuild(db, dark.id, meId);
  for (let i = 0; i < 12; i++)
    await createItem(db, {
      companyId: ripple.id,
      title: `Playlist idea ${i}`,
      createdAt: ago(30 + i),
      lastActivityAt: ago(30 + i),
    });
  await createItem(db, { companyId: notewren.id, title: 'Calmer notifications', createdAt: ago(3) }, 'vents');
});
afterAll(async () => ctx.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ url: `/api/v1/requests?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Record<string, unknown>[]; nextCursor: string | null };
};
const titles = (page: { items: Record<string, unknown>[] }) => page.items.map((item) => item.title);

describe('request lists', () => {
  it('sorts all by last activity, leaving launched requests out, 10 at a time', async () => {
    const page = await list('');
    expect(titles(page).slice(0, 3)).toEqual(['Dark mode', 'Lyrics view', 'Offline sync']);
    expect(titles(page)).not.toContain('Export PDF');
    expect(page.items).toHaveLength(10);
    expect(page.nextCursor).not.toBeNull();
  });

  it('pages with the cursor until the end, without repeats', async () => {
    const first = await list('limit=10');
    const second = await list(`limit=10&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(15);
  });

  it('sorts top by votes, latest by creation, and shows launched on its own tab', async () => {
    expect(titles(await list('view=top-requests')).slice(0, 4)).toEqual([
      'Export PDF',
      'Offline sync',
      'Lyrics view',
      'Dark mode',
    ]);
    expect(titles(await list('view=latest-requests')).slice(0, 3)).toEqual([
      'Lyrics view',
      'Offline sync',
      'Dark mode',
    ]);
    expect(titles(await list('view=launched'))).toEqual(['Export PDF']);
  });

  it('keeps paging exact when sorting by votes with ties', async () => {
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Record<string, unknown>[]; nextCursor: string | null } = await list(
        `view=top-requests&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...titles(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(16);
    expect(new Set(seen).size).toBe(16);
  });

  it('filters by company and by product', async () => {
    expect(titles(await list('company=notewren&view=latest-requests'))).toEqual([
      'Offline sync',
      'Dark mode',
      'Export PDF',
    ]);
    expect(titles(await list('company=notewren&product=sync'))).toEqual(['Offline sync']);
  });

  it('searches title, story lines, company and product names, case-insensitively, with the filters', async () => {
    expect(titles(await list('search=DARK'))).toEqual(['Dark mode']);
    expect(titles(await list('search=planes'))).toEqual(['Offline sync']);
    expect(titles(await list('search=sync&view=latest-requests'))).toEqual(['Offline sync']);
    expect(titles(await list('search=ripple&limit=50'))).toHaveLength(13);
    expect(titles(await list('search=lyrics&company=notewren'))).toEqual([]);
    expect(titles(await list('search=100%25'))).toEqual([]);
  });

  it('shows a signed-in person their requests, votes and builds, and refuses those tabs anonymously', async () => {
    expect(titles(await list('view=your-requests', { cookie }))).toEqual(['Offline sync']);
    expect(titles(await list('view=your-votes', { cookie }))).toEqual(['Lyrics view']);
    expect(titles(await list('view=your-builds', { cookie }))).toEqual(['Dark mode']);
    const anonymous = await ctx.app.inject('/api/v1/requests?view=your-votes');
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts each tab under the same filter', async () => {
    const counts = (
      await ctx.app.inject({ url: '/api/v1/requests/counts?company=notewren', headers: { cookie } })
    ).json();
    expect(counts).toEqual({
      all: 2,
      'top-requests': 3,
      'latest-requests': 3,
      launched: 1,
      'your-requests': 1,
      'your-votes': 0,
      'your-builds': 1,
    });
    const anonymous = (await ctx.app.inject('/api/v1/requests/counts')).json();
    expect(anonymous['your-votes']).toBeNull();
    expect(anonymous.all).toBe(15);
  });

  it('lists vents separately', async () => {
    const vents = (await ctx.app.inject('/api/v1/vents')).json();
    expect(vents.items.map((item: { title: string }) => item.title)).toEqual(['Calmer notifications']);
  });

  it('refuses a bad cursor or view with 400', async () => {
    expect((await ctx.app.inject('/api/v1/requests?cursor=garbage')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/v1/requests?view=everything')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/v1/requests?limit=5000')).statusCode).toBe(400);
  });
});

describe('privacy', () => {
  it('never sends user ids, and names authors only to signed-in visitors', async () => {
    const anonymous = await ctx.app.inject('/api/v1/requests?search=dark');
    expect(anonymous.body).not.toContain('userId');
    expect(anonymous.body).not.toContain(meId);
    expect(anonymous.json().items[0]).toMatchObject({
      authorDisplayName: null,
      userVote: false,
      isOwner: false,
    });
    const signedIn = (await list('search=dark', { cookie })).items[0];
    expect(signedIn).toMatchObject({ authorDisplayName: 'maya', isOwner: false });
    expect((await list('view=your-requests', { cookie })).items[0]).toMatchObject({
      isOwner: true,
      authorDisplayName: 'reader',
    });
    expect((await list('view=your-votes', { cookie })).items[0]).toMatchObject({ userVote: true });
  });
});

describe('details', () => {
  it('finds an item by its path, with no-product for none, and 404s otherwise', async () => {
    const found = await ctx.app.inject(
      '/api/v1/requests/by-path?company=notewren&product=no-product&slug=dark-mode',
    );
    expect(found.json()).toMatchObject({ title: 'Dark mode', product: null, buildCount: 1, voteCount: 2 });
    const withProduct = await ctx.app.inject(
      '/api/v1/requests/by-path?company=notewren&product=sync&slug=offline-sync',
    );
    expect(withProduct.json().product).toMatchObject({ name: 'Sync' });
    const missing = await ctx.app.inject(
      '/api/v1/requests/by-path?company=notewren&product=sync&slug=dark-mode',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("The feature request you're looking for doesn't exist.");
    const vent = await ctx.app.inject('/api/v1/vents/by-path?company=notewren&product=no-product&slug=nope');
    expect(vent.json().error.message).toBe("The vent you're looking for doesn't exist.");
  });

  it('lists companies with their products', async () => {
    const catalog = (await ctx.app.inject('/api/v1/catalog')).json();
    expect(catalog.map((c: { name: string }) => c.name)).toEqual(['Notewren', 'Ripplebeat']);
    expect(catalog[0].products).toEqual([{ id: expect.any(String), name: 'Sync', slug: 'sync' }]);
  });
});
