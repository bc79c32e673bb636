import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangelogPage } from '../../../shared/contracts/changelog';
import { messages } from '../../../shared/messages';
import { origin } from '../../test/auth-helpers';
import { addVotes, createCompany, createItem, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { seedWorld, type World } from '../../test/world';

/** The changelogs: launched, public items, newest launch first, paged without loss. */
let ctx: TestApp;
let world: World;
const launched = new Map<string, { title: string; at: Date; company: string }>();
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 12, minutes, 0, 0) + 123);

async function all(path: string, limit: number) {
  const seen: ChangelogPage['items'] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const response = await ctx.app.inject(`${path}${path.includes('?') ? '&' : '?'}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as ChangelogPage;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  ctx = await createTestApp({ config: testConfig({ READ_CACHE_MS: '0' }) });
  world = await seedWorld(ctx);
  const db = ctx.database.db;
  const voter = await createUser(db);
  const other = await createCompany(db, 'Launchpadly');
  const product = await createProduct(db, world.company.id, 'Notewren Web');
  // Seven launches at five moments (two pairs at the very same time, ties broken by id), across
  // two companies; items not launched, removed or hidden are in no changelog.
  const plan = [
    { company: world.company.id, minutes: 1 },
    { company: world.company.id, minutes: 2 },
    { company: world.company.id, minutes: 2 },
    { company: other.id, minutes: 3 },
    { company: world.company.id, minutes: 4, product: product.id },
    { company: other.id, minutes: 4 },
    { company: world.company.id, minutes: 5 },
  ];
  for (const [index, step] of plan.entries()) {
    const item = await createItem(db, {
      companyId: step.company,
      productId: step.product,
      title: `Launch number ${index}`,
      status: 'launched',
      statusComment: index === 6 ? 'Shipped in 2.0 <b>today</b> & more' : null,
      statusUpdatedAt: at(step.minutes),
    });
    launched.set(item.id, { title: item.title, at: at(step.minutes), company: step.company });
  }
  const topVoted = [...launched.keys()][6]!;
  await addVotes(db, topVoted, [voter.id]);
  await createItem(db, {
    companyId: world.company.id,
    title: 'Planned one',
    status: 'planned',
    statusUpdatedAt: at(9),
  });
  await createItem(db, {
    companyId: world.company.id,
    title: 'Removed launch',
    status: 'launched',
    statusUpdatedAt: at(8),
    removedAt: new Date(),
    removedReason: 'spam',
  });
  await createItem(db, {
    companyId: world.company.id,
    title: 'Hidden launch',
    status: 'launched',
    statusUpdatedAt: at(8),
    hiddenAt: new Date(),
  });
  await createItem(
    db,
    { companyId: world.company.id, title: 'Fixed vent', status: 'launched', statusUpdatedAt: at(7) },
    'vents',
  );
});
afterAll(async () => ctx?.close());

const expectedOrder = (company?: string) =>
  [...launched]
    .filter(([, item]) => !company || item.company === company)
    .sort(([idA, a], [idB, b]) => b.at.getTime() - a.at.getTime() || (idB > idA ? 1 : -1))
    .map(([id]) => id);

describe('changelog API', () => {
  it('lists every public launch, newest first, the same at every page size', async () => {
    for (const limit of [1, 2, 3, 50]) {
      const items = await all('/api/v1/requests/changelog', limit);
      expect(items.map((item) => item.id)).toEqual(expectedOrder());
    }
  });

  it("gives each launch its date, the company's comment, votes, company, product and path pieces", async () => {
    const [first] = (await ctx.app.inject('/api/v1/requests/changelog?limit=1')).json()
      .items as ChangelogPage['items'];
    expect(first).toMatchObject({
      title: 'Launch number 6',
      statusComment: 'Shipped in 2.0 <b>today</b> & more',
      launchedAt: at(5).toISOString(),
      voteCount: 1,
      company: { id: world.company.id, name: 'Notewren', slug: 'notewren' },
      product: null,
    });
    const withProduct = (await all('/api/v1/requests/changelog', 50)).find(
      (item) => item.title === 'Launch number 4',
    );
    expect(withProduct?.product).toMatchObject({ name: 'Notewren Web', slug: 'notewren-web' });
  });

  it("keeps to one company's launches with ?company=", async () => {
    const items = await all('/api/v1/requests/changelog?company=notewren', 2);
    expect(items.map((item) => item.id)).toEqual(expectedOrder(world.company.id));
    const other = await all('/api/v1/requests/changelog?company=launchpadly', 1);
    expect(other.map((item) => item.title)).toEqual(['Launch number 5', 'Launch number 3']);
  });

  it('has a changelog of vents of its own', async () => {
    const items = await all('/api/v1/vents/changelog', 5);
    expect(items.map((item) => item.title)).toEqual(['Fixed vent']);
  });

  it('puts a launch made by the company on top, and takes it out when it is removed', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/requests/${world.request.id}/status`,
      payload: { status: 'launched', comment: 'Out now' },
      headers: { cookie: world.roles.member.cookie, origin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [top] = await all('/api/v1/requests/changelog?company=notewren', 50);
    expect(top).toMatchObject({ id: world.request.id, statusComment: 'Out now' });
    const removed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/moderation/requests/${world.request.id}/remove`,
      payload: { reason: 'Testing removal' },
      headers: { cookie: world.roles.admin.cookie, origin },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await all('/api/v1/requests/changelog', 50);
    expect(after.map((item) => item.id)).not.toContain(world.request.id);
  });

  it('answers 404 for a company slug naming none, 400 for odd cursors and limits', async () => {
    const missing = await ctx.app.inject('/api/v1/requests/changelog?company=nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(messages.noSuchCompany);
    const odd = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'not-a-cursor',
      odd([5, '00000000-0000-4000-8000-000000000000']),
      odd(['2026-02-30T12:00:00.000000Z', '00000000-0000-4000-8000-000000000000']),
      odd(['2026-03-01T12:00:00.000000Z', 'nope']),
      odd({}),
    ]) {
      const response = await ctx.app.inject(`/api/v1/requests/changelog?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error.message).toBe(messages.listLinkOutOfDate);
    }
    for (const query of ['limit=0', 'limit=51', 'company=Not_A_Slug']) {
      expect((await ctx.app.inject(`/api/v1/requests/changelog?${query}`)).statusCode, query).toBe(400);
    }
  });
});
