import { type AnyColumn, and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables, isPublicItem } from '../../db/content-tables';
import { anyScope, boardCounts, companies, featureRequests, products } from '../../db/schema';

/** A range of ids: from `from` (inclusive) to `to` (exclusive; none for the last range). */
export interface IdRange {
  from: string;
  to?: string;
}

function inRange(column: AnyColumn, range: IdRange): SQL[] {
  const from = sql`${column} >= ${range.from}::uuid`;
  return range.to ? [from, sql`${column} < ${range.to}::uuid`] : [from];
}

/** How many public items of a kind there are, from the board's counters (decision 40): no scan. */
export async function countPublicItems(db: Db, kind: ContentKind): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${boardCounts.n}), 0)::int` })
    .from(boardCounts)
    .where(
      and(
        eq(boardCounts.kind, kind),
        eq(boardCounts.companyId, anyScope),
        eq(boardCounts.productId, anyScope),
      ),
    );
  return row?.n ?? 0;
}

export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/**
 * Companies whose id is in the range, in id order, each with when its board last changed: its
 * newest public request's activity (one probe of `feature_requests_company_activity_idx` each),
 * else when it was created.
 */
export async function selectCompaniesIn(db: Db, range: IdRange, limit: number) {
  const latest = sql<Date | null>`(select ${featureRequests.lastActivityAt} from ${featureRequests}
    where ${featureRequests.companyId} = ${companies.id} and ${isPublicItem(featureRequests)}
    order by ${featureRequests.lastActivityAt} desc limit 1)`;
  return db
    .select({
      slug: companies.slug,
      lastmod: sql<string>`to_char(greatest(${companies.createdAt}, ${latest}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(companies)
    .where(and(...inRange(companies.id, range)))
    .orderBy(asc(companies.id))
    .limit(limit);
}

/** Products whose id is in the range, in id order, with their company's slug. */
export async function selectProductsIn(db: Db, range: IdRange, limit: number) {
  return db
    .select({
      slug: products.slug,
      companySlug: companies.slug,
      lastmod: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(...inRange(products.id, range)))
    .orderBy(asc(products.id))
    .limit(limit);
}

/**
 * Public items whose id is in the range, in id order: one scan of the primary key's range, no
 * OFFSET. `lastmod` is the later of their last edit and their last activity (builds, status).
 */
export async function selectItemsIn(db: Db, kind: ContentKind, range: IdRange, limit: number) {
  const { items } = contentTables(kind);
  return db
    .select({
      slug: items.slug,
      companySlug: companies.slug,
      productSlug: products.slug,
      lastmod: sql<string>`to_char(greatest(${items.updatedAt}, ${items.lastActivityAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .leftJoin(products, eq(products.id, items.productId))
    .where(and(...inRange(items.id, range), isPublicItem(items)))
    .orderBy(asc(items.id))
    .limit(limit);
}
