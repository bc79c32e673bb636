import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { selectRows } from './connect';
import { migrationsFolder } from './migrate';
import {
  anyScope,
  boardCounts,
  builds,
  buildVotes,
  companies,
  featureRequests,
  products,
  users,
  vents,
  ventVotes,
  votes,
} from './schema';

let database: TestDatabase;
let companyId: string;
let userIds: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await database.db
    .insert(companies)
    .values({ name: 'Notewren', slug: 'notewren' })
    .returning();
  companyId = company!.id;
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        name: `u${i}`,
        email: `u${i}@example.com`,
        username: `u${i}`,
      })),
    )
    .returning({ id: users.id });
  userIds = rows.map((row) => row.id);
});
afterAll(async () => database.destroy());

const story = { userStoryWant: 'a thing', userStorySoThat: 'a reason' };
async function newRequest(slug: string) {
  const [row] = await database.db
    .insert(featureRequests)
    .values({ companyId, slug, title: slug, ...story })
    .returning();
  return row!;
}
const voteCount = async (id: string) =>
  (
    await database.db
      .select({ n: featureRequests.voteCount })
      .from(featureRequests)
      .where(eq(featureRequests.id, id))
  )[0]!.n;

describe('data model', () => {
  it('has pg_trgm enabled', async () => {
    const [row] = await selectRows<{ ok: boolean }>(
      database.db,
      sql`select similarity('dark mode', 'dark-mode') > 0.3 as ok`,
    );
    expect(row?.ok).toBe(true);
  });

  it('keeps one vote per user and request, and counts them in the same transaction', async () => {
    const request = await newRequest('one-vote');
    await database.db.insert(votes).values({ userId: userIds[0]!, featureRequestId: request.id });
    await expect(
      database.db.insert(votes).values({ userId: userIds[0]!, featureRequestId: request.id }),
    ).rejects.toThrow();
    expect(await voteCount(request.id)).toBe(1);
    await database.db.delete(votes).where(eq(votes.featureRequestId, request.id));
    expect(await voteCount(request.id)).toBe(0);
  });

  it('never lets a vote count go below zero', async () => {
    const request = await newRequest('never-negative');
    await expect(
      database.db.update(featureRequests).set({ voteCount: -1 }).where(eq(featureRequests.id, request.id)),
    ).rejects.toThrow();
  });

  it('counts exactly under 50 parallel votes', async () => {
    const request = await newRequest('parallel');
    await Promise.all(
      userIds.map((userId) =>
        database.db.insert(votes).values({ userId, featureRequestId: request.id }).onConflictDoNothing(),
      ),
    );
    expect(await voteCount(request.id)).toBe(50);
  });

  it('keeps vent votes, builds and build votes counted, also through cascades', async () => {
    const [vent] = await database.db
      .insert(vents)
      .values({ companyId, slug: 'lost-notes', title: 'Lost notes', ...story })
      .returning();
    await database.db.insert(ventVotes).values({ userId: userIds[1]!, ventId: vent!.id });
    const [build] = await database.db
      .insert(builds)
      .values({ userId: userIds[1]!, ventId: vent!.id, content: 'Same here' })
      .returning();
    await database.db.insert(buildVotes).values([
      { userId: userIds[2]!, buildId: build!.id },
      { userId: userIds[3]!, buildId: build!.id },
    ]);
    const [counted] = await database.db.select().from(vents).where(eq(vents.id, vent!.id));
    expect([counted!.voteCount, counted!.buildCount]).toEqual([1, 1]);
    expect((await database.db.select().from(builds).where(eq(builds.id, build!.id)))[0]!.voteCount).toBe(2);

    await database.db.delete(users).where(eq(users.id, userIds[2]!));
    expect((await database.db.select().from(builds).where(eq(builds.id, build!.id)))[0]!.voteCount).toBe(1);
    await database.db.delete(builds).where(eq(builds.id, build!.id));
    expect((await database.db.select().from(vents).where(eq(vents.id, vent!.id)))[0]!.buildCount).toBe(0);
  });

  it("counts public builds only: removing, hiding and restoring a build move its request's count", async () => {
    const request = await newRequest('counted-builds');
    const buildCount = async () =>
      (await database.db.select().from(featureRequests).where(eq(featureRequests.id, request.id)))[0]!
        .buildCount;
    const [kept, removed] = await database.db
      .insert(builds)
      .values([
        { userId: userIds[4]!, featureRequestId: request.id, content: 'Kept' },
        { userId: userIds[5]!, featureRequestId: request.id, content: 'Removed later' },
      ])
      .returning();
    expect(await buildCount()).toBe(2);
    await database.db.update(builds).set({ removedAt: new Date() }).where(eq(builds.id, removed!.id));
    expect(await buildCount()).toBe(1);
    // Hidden as well as removed: still counted out once.
    await database.db.update(builds).set({ hiddenAt: new Date() }).where(eq(builds.id, removed!.id));
    expect(await buildCount()).toBe(1);
    await database.db.update(builds).set({ hiddenAt: new Date() }).where(eq(builds.id, kept!.id));
    expect(await buildCount()).toBe(0);
    await database.db
      .update(builds)
      .set({ removedAt: null, hiddenAt: null })
      .where(eq(builds.id, removed!.id));
    expect(await buildCount()).toBe(1);
    // Deleting a hidden build takes nothing off; inserting a removed one adds nothing.
    await database.db.delete(builds).where(eq(builds.id, kept!.id));
    await database.db
      .insert(builds)
      .values({ featureRequestId: request.id, content: 'Born removed', removedAt: new Date() });
    expect(await buildCount()).toBe(1);
  });

  it('keeps slugs unique per parent only', async () => {
    await newRequest('same-slug');
    await expect(newRequest('same-slug')).rejects.toThrow();
    const [other] = await database.db
      .insert(companies)
      .values({ name: 'Ripplebeat', slug: 'ripplebeat' })
      .returning();
    await database.db
      .insert(featureRequests)
      .values({ companyId: other!.id, slug: 'same-slug', title: 'x', ...story });
    await database.db.insert(products).values({ companyId, name: 'Sync', slug: 'sync' });
    await expect(
      database.db.insert(products).values({ companyId, name: 'Sync 2', slug: 'sync' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(companies).values({ name: 'Notewren 2', slug: 'notewren' }),
    ).rejects.toThrow();
  });

  it('lets a build belong to exactly one of a request or a vent', async () => {
    await expect(
      database.db.insert(builds).values({ userId: userIds[4]!, content: 'orphan' }),
    ).rejects.toThrow();
  });

  it('refuses to delete a company that still has requests', async () => {
    await expect(database.db.delete(companies).where(eq(companies.id, companyId))).rejects.toThrow();
  });
});

describe('board counts', () => {
  /** Every counter that is not 0, as 'kind company product status' → n. */
  const counters = async () =>
    Object.fromEntries(
      (
        await selectRows<{ key: string; n: number }>(
          database.db,
          sql`select concat_ws(' ', kind, company_id, product_id, status) as key, n from board_counts
              where n > 0 order by key`,
        )
      ).map((row) => [row.key, row.n]),
    );
  /** The same counters recounted from the rows by the migration's own fill statement. */
  async function refill() {
    const migration = await readFile(path.join(migrationsFolder, '0008_board_counts.sql'), 'utf8');
    const fill = migration.split('--> statement-breakpoint').at(-1)!;
    await database.db.transaction(async (tx) => {
      await tx.delete(boardCounts);
      await tx.execute(sql.raw(fill));
    });
  }
  async function recounted() {
    const before = await counters();
    await refill();
    expect(await counters()).toEqual(before);
  }
  const whole = async (status: 'requested' | 'launched') =>
    (
      await database.db
        .select({ n: boardCounts.n })
        .from(boardCounts)
        .where(
          sql`${boardCounts.kind} = 'requests' and ${boardCounts.companyId} = ${companyId}
            and ${boardCounts.productId} = ${anyScope} and ${boardCounts.status} = ${status}`,
        )
    )[0]?.n ?? 0;

  it('follow bulk inserts, bulk updates, a deleted product and bulk deletes, and equal a recount', async () => {
    const [product] = await database.db
      .insert(products)
      .values({ companyId, name: 'Counted', slug: 'counted' })
      .returning();
    const before = await whole('requested');
    const rows = await database.db
      .insert(featureRequests)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          companyId,
          productId: i % 3 === 0 ? null : product!.id,
          status: i % 5 === 0 ? ('launched' as const) : ('requested' as const),
          slug: `bulk-${i}`,
          title: `Bulk ${i}`,
          ...story,
        })),
      )
      .returning({ id: featureRequests.id });
    expect(await whole('requested')).toBe(before + 24);
    await recounted();
    // One statement launching ten rows, and votes, which move no counter.
    await database.db.execute(
      sql`update feature_requests set status = 'launched' where slug in ('bulk-1', 'bulk-2', 'bulk-3', 'bulk-4',
        'bulk-6', 'bulk-7', 'bulk-8', 'bulk-9', 'bulk-11', 'bulk-12')`,
    );
    await database.db
      .insert(votes)
      .values(userIds.slice(10, 20).map((userId) => ({ userId, featureRequestId: rows[1]!.id })));
    expect(await whole('requested')).toBe(before + 14);
    await recounted();
    await database.db.delete(products).where(eq(products.id, product!.id));
    await recounted();
    await database.db.delete(featureRequests).where(sql`${featureRequests.slug} like 'bulk-%'`);
    expect(await whole('requested')).toBe(before);
    await recounted();
  });

  it('roll back with the writing transaction, and refuse a counter below zero', async () => {
    const before = await counters();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(featureRequests).values({ companyId, slug: 'rolled-back', title: 'x', ...story });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counters()).toEqual(before);
    await newRequest('below-zero');
    expect(await whole('requested')).toBeGreaterThan(0);
    await database.db.execute(sql`update board_counts set n = 0 where kind = 'requests'`);
    await expect(
      database.db.delete(featureRequests).where(eq(featureRequests.slug, 'below-zero')),
    ).rejects.toThrow();
    // Recounted, the request goes as any other.
    await refill();
    await database.db.delete(featureRequests).where(eq(featureRequests.slug, 'below-zero'));
    expect(await counters()).toEqual(before);
  });
});
