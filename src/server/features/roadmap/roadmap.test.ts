import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadmapLaunchedDays } from '../../../shared/constants';
import type { RoadmapPage } from '../../../shared/contracts/roadmap';
import { messages } from '../../../shared/messages';
import type { RequestStatus } from '../../../shared/rules/statuses';
import { origin } from '../../test/auth-helpers';
import { addVotes, createCompany, createItem, createProduct, createUser } from '../../test/factories';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { seedWorld, type World } from '../../test/world';

/** The roadmap: a company's public items in columns by status, most votes first, paged without loss. */
let ctx: TestApp;
let world: World;
const now = new Date('2026-04-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
/** Each column's ids in the expected order (votes, then id, descending). */
const columns = new Map<RequestStatus, { id: string; votes: number; product?: string }[]>();
let productId: string;

async function column(query: string, limit: number) {
  const seen: RoadmapPage['items'] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const response = await ctx.app.inject(`/api/v1/requests/roadmap?${params}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as RoadmapPage;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

const order = (rows: { id: string; votes: number }[]) =>
  [...rows].sort((a, b) => b.votes - a.votes || (b.id > a.id ? 1 : -1)).map((row) => row.id);

beforeAll(async () => {
  ctx = await createTestApp({ config: testConfig({ READ_CACHE_MS: '0' }), clock: () => now });
  world = await seedWorld(ctx);
  const db = ctx.database.db;
  const voters = await Promise.all([0, 1, 2, 3].map(() => createUser(db)));
  productId = (await createProduct(db, world.company.id, 'Roadmap Sync')).id;
  const other = await createCompany(db, 'Elsewhere');
  // Per status, items with 0–3 votes (ties included), some in the product.
  const plan: { status: RequestStatus; votes: number[]; launchedDaysAgo?: number }[] = [
    { status: 'requested', votes: [3, 0, 2, 2, 1] },
    { status: 'seen', votes: [1, 1, 0] },
    { status: 'planned', votes: [2, 3, 0, 1] },
    { status: 'launched', votes: [1, 2], launchedDaysAgo: 3 },
  ];
  for (const step of plan) {
    const rows = [];
    for (const [index, votes] of step.votes.entries()) {
      const inProduct = index % 2 === 0;
      const item = await createItem(db, {
        companyId: world.company.id,
        productId: inProduct ? productId : undefined,
        title: `${step.status} ${index}`,
        status: step.status,
        statusUpdatedAt: step.launchedDaysAgo ? daysAgo(step.launchedDaysAgo) : daysAgo(1),
      });
      await addVotes(
        db,
        item.id,
        voters.slice(0, votes).map((voter) => voter.id),
      );
      rows.push({ id: item.id, votes, product: inProduct ? productId : undefined });
    }
    columns.set(step.status, rows);
  }
  // The seeded world's two requests (one vote, none) are requested too.
  columns
    .get('requested')!
    .push({ id: world.request.id, votes: 1 }, { id: world.productRequest.id, votes: 0 });
  // Launched too long ago for the column, removed, or another company's: never on this roadmap.
  await createItem(db, {
    companyId: world.company.id,
    title: 'Old launch',
    status: 'launched',
    statusUpdatedAt: daysAgo(roadmapLaunchedDays + 1),
  });
  await createItem(db, {
    companyId: world.company.id,
    title: 'Removed plan',
    status: 'planned',
    removedAt: now,
  });
  await createItem(db, { companyId: other.id, title: 'Elsewhere plan', status: 'planned' });
});
afterAll(async () => ctx?.close());

describe('roadmap API', () => {
  it('gives each status its public items, most votes first, the same at every page size', async () => {
    for (const [status, rows] of columns) {
      for (const limit of [1, 2, 50]) {
        const items = await column(`company=notewren&status=${status}`, limit);
        expect(
          items.map((item) => item.id),
          `${status} by ${limit}`,
        ).toEqual(order(rows));
        expect(items.every((item) => item.status === status)).toBe(true);
      }
    }
  });

  it(`keeps launches of the last ${roadmapLaunchedDays} days in the Launched column`, async () => {
    const titles = (await column('company=notewren&status=launched', 10)).map((item) => item.title);
    expect(titles).toEqual(['launched 1', 'launched 0']);
  });

  it('filters by product', async () => {
    const items = await column('company=notewren&product=roadmap-sync&status=requested', 2);
    const expected = columns.get('requested')!.filter((row) => row.product === productId);
    expect(items.map((item) => item.id)).toEqual(order(expected));
    expect(items.every((item) => item.product?.slug === 'roadmap-sync')).toBe(true);
  });

  it("moves an item to its new column when a member changes its status, with the member's comment", async () => {
    const moved = columns.get('requested')![0]!;
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/requests/${moved.id}/status`,
      payload: { status: 'planned', comment: 'Next quarter' },
      headers: { cookie: world.roles.member.cookie, origin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const planned = await column('company=notewren&status=planned', 50);
    expect(planned.map((item) => item.id)).toEqual(order([...columns.get('planned')!, moved]));
    expect(planned.find((item) => item.id === moved.id)).toMatchObject({
      statusComment: 'Next quarter',
      voteCount: 3,
    });
    const requested = await column('company=notewren&status=requested', 50);
    expect(requested.map((item) => item.id)).not.toContain(moved.id);
  });

  it('answers 404 for a company or product naming none, 400 for odd input', async () => {
    const company = await ctx.app.inject('/api/v1/requests/roadmap?company=nobody&status=seen');
    expect(company.statusCode).toBe(404);
    expect(company.json().error.message).toBe(messages.noSuchCompany);
    const product = await ctx.app.inject(
      '/api/v1/requests/roadmap?company=notewren&product=nope&status=seen',
    );
    expect(product.statusCode).toBe(404);
    expect(product.json().error.message).toBe(messages.noSuchProduct);
    const odd = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const query of [
      'company=notewren',
      'company=notewren&status=done',
      'status=seen',
      'company=notewren&status=seen&cursor=garbage',
      `company=notewren&status=seen&cursor=${odd([-1, '00000000-0000-4000-8000-000000000000'])}`,
      `company=notewren&status=seen&cursor=${odd([2 ** 31, '00000000-0000-4000-8000-000000000000'])}`,
      `company=notewren&status=seen&cursor=${odd(['3', '00000000-0000-4000-8000-000000000000'])}`,
      'company=notewren&status=seen&limit=100',
    ]) {
      expect((await ctx.app.inject(`/api/v1/requests/roadmap?${query}`)).statusCode, query).toBe(400);
    }
  });
});
