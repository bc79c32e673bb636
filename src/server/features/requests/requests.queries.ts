import { type AnyColumn, and, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ContentKind, ListView } from '../../../shared/contracts/requests';
import { type Db, selectRows } from '../../db/connect';
import { contentTables, isPublicItem } from '../../db/content-tables';
import { anyScope, boardCounts, builds, companies, products, profiles, users } from '../../db/schema';
import { escapeLike } from '../companies/companies.queries';

export interface ListFilter {
  companyId?: string;
  companySlug?: string;
  productSlug?: string;
  search?: string;
  /** The signed-in person, for the 'your-…' views. */
  userId?: string;
}

/** The sort of each view: its key column, newest or biggest first, the id as a tie-breaker. */
export function sortColumn(kind: ContentKind, view: ListView) {
  const { items } = contentTables(kind);
  if (view === 'top-requests') return items.voteCount;
  if (view === 'all') return items.lastActivityAt;
  return items.createdAt;
}

/**
 * A filter with its slugs and the search's company and product names already looked up, so the
 * list query stands on the item table's own indexed columns and the planner sees real values: a
 * company list walks that company's index in order, and a search's estimate comes from the
 * trigram index alone when no company or product name matches (a rare word then takes the
 * bitmap path instead of walking the whole board in order).
 */
export interface ResolvedFilter {
  /** Undefined: any company. Null: a slug that names none, so nothing matches. */
  companyId?: string | null;
  /** Undefined: any product. Empty: nothing matches. */
  productIds?: string[];
  search?: { pattern: string; companyIds: string[]; productIds: string[] };
  userId?: string;
}

/** One small query over companies and products, skipped when the filter names none of them. */
export async function resolveFilter(db: Db, filter: ListFilter): Promise<ResolvedFilter> {
  const resolved: ResolvedFilter = { companyId: filter.companyId, userId: filter.userId };
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  if (!filter.companySlug && !filter.productSlug && !pattern) return resolved;
  const companySlug = filter.companySlug ?? null;
  const [row] = await selectRows<{
    companyId: string | null;
    productIds: string[];
    companyMatches: string[];
    productMatches: string[];
  }>(
    db,
    sql`select
      (select ${companies.id} from ${companies} where ${companies.slug} = ${companySlug}) as "companyId",
      (select coalesce(json_agg(${products.id}), '[]') from ${products} join ${companies} on ${companies.id} = ${products.companyId}
        where ${products.slug} = ${filter.productSlug ?? null} and (${companySlug}::text is null or ${companies.slug} = ${companySlug})) as "productIds",
      (select coalesce(json_agg(${companies.id}), '[]') from ${companies} where ${companies.name} ilike ${pattern}) as "companyMatches",
      (select coalesce(json_agg(${products.id}), '[]') from ${products} where ${products.name} ilike ${pattern}) as "productMatches"`,
  );
  if (filter.companySlug) resolved.companyId = row!.companyId;
  if (filter.productSlug) resolved.productIds = row!.productIds;
  if (pattern) {
    resolved.search = {
      pattern,
      companyIds: row!.companyMatches,
      productIds: row!.productMatches,
    };
  }
  return resolved;
}

/** The filter part of a list's WHERE, on the item table's own columns. */
export function filterConditions(kind: ContentKind, filter: ResolvedFilter): SQL[] {
  const { items } = contentTables(kind);
  const conditions: SQL[] = [];
  if (filter.companyId === null) conditions.push(sql`false`);
  else if (filter.companyId) conditions.push(eq(items.companyId, filter.companyId));
  if (filter.productIds) {
    conditions.push(filter.productIds.length > 0 ? inArray(items.productId, filter.productIds) : sql`false`);
  }
  if (filter.search) {
    const { pattern, companyIds, productIds } = filter.search;
    // The concatenation matches the trigram index `<kind>_search_trgm_idx` exactly.
    const text = sql`(${items.title} || ' ' || ${items.userStoryWant} || ' ' || ${items.userStorySoThat})`;
    conditions.push(
      or(
        sql`${text} ilike ${pattern}`,
        companyIds.length > 0 ? inArray(items.companyId, companyIds) : undefined,
        productIds.length > 0 ? inArray(items.productId, productIds) : undefined,
      )!,
    );
  }
  return conditions;
}

/** The tab part of a list's WHERE. The 'your-…' tabs of nobody hold nothing. */
export function viewConditions(kind: ContentKind, view: ListView, userId: string | undefined): SQL[] {
  const t = contentTables(kind);
  const person = userId ?? '00000000-0000-0000-0000-000000000000';
  // Removed items, and items hidden by reports, are in no list but their author's own.
  const isPublic = isPublicItem(t.items);
  switch (view) {
    case 'all':
      return [ne(t.items.status, 'launched'), isPublic];
    case 'launched':
      return [eq(t.items.status, 'launched'), isPublic];
    // The author's own keep their removed items (marked), not those merged into another.
    case 'your-requests':
      return [eq(t.items.userId, person), isNull(t.items.mergedIntoId)];
    // Uncorrelated: driven from the person's votes (or builds), or one hashed set for a count.
    case 'your-votes':
      return [
        sql`${t.items.id} in (select ${t.voteItemId} from ${t.votes} where ${t.voteUserId} = ${person})`,
        isPublic,
      ];
    case 'your-builds':
      return [
        sql`${t.items.id} in (select ${t.buildItemId} from ${builds} where ${builds.userId} = ${person})`,
        isPublic,
      ];
    default:
      return [isPublic];
  }
}

/** The WHERE of a list: filter and tab. */
export function listConditions(kind: ContentKind, view: ListView, filter: ResolvedFilter): SQL[] {
  return [...filterConditions(kind, filter), ...viewConditions(kind, view, filter.userId)];
}

function cardColumns(kind: ContentKind) {
  const { items } = contentTables(kind);
  return {
    id: items.id,
    slug: items.slug,
    title: items.title,
    userStoryWant: items.userStoryWant,
    userStorySoThat: items.userStorySoThat,
    description: items.description,
    status: items.status,
    statusComment: items.statusComment,
    statusUpdatedAt: items.statusUpdatedAt,
    voteCount: items.voteCount,
    buildCount: items.buildCount,
    createdAt: items.createdAt,
    lastActivityAt: items.lastActivityAt,
    userId: items.userId,
    company: { id: companies.id, name: companies.name, slug: companies.slug },
    productId: products.id,
    productName: products.name,
    productSlug: products.slug,
    authorUsername: users.displayUsername,
    authorDisplayName: profiles.displayName,
    removedAt: items.removedAt,
    removedReason: items.removedReason,
    hiddenAt: items.hiddenAt,
    mergedIntoId: items.mergedIntoId,
  };
}

function cardsFrom<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  kind: ContentKind,
  extra: Extra = {} as Extra,
) {
  const { items } = contentTables(kind);
  return db
    .select({ ...cardColumns(kind), ...extra })
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .leftJoin(products, eq(products.id, items.productId))
    .leftJoin(users, eq(users.id, items.userId))
    .leftJoin(profiles, eq(profiles.userId, items.userId));
}

export type CardRow = Awaited<ReturnType<typeof selectCardById>>[number];

/**
 * Where a page ended: the last row's sort key, exactly as the database holds it, and its id.
 * A date is the UTC text with microseconds, since PostgreSQL keeps microseconds and a JavaScript
 * Date only milliseconds: a boundary rounded to the millisecond skipped the rows made in it.
 */
export interface Keyset {
  value: number | string;
  id: string;
}

/** The exact text of a timestamp, microseconds included, in a fixed format (UTC). */
export const exactTime = (column: SQL | AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of a list in one query, keyset-paged on (sort key, id), with each row's exact key. */
export async function selectCardPage(
  db: Db,
  kind: ContentKind,
  view: ListView,
  filter: ListFilter,
  options: { limit: number; after?: Keyset },
) {
  const { items } = contentTables(kind);
  const key = sortColumn(kind, view);
  const isCount = key === items.voteCount;
  const conditions = listConditions(kind, view, await resolveFilter(db, filter));
  if (options.after) {
    const value = isCount ? sql`${options.after.value}::int` : sql`${options.after.value}::timestamptz`;
    const id = sql`${options.after.id}::uuid`;
    // `key <= value` lets the planner bound the index scan; the rest breaks ties by id.
    conditions.push(sql`${key} <= ${value} and (${key} < ${value} or ${items.id} < ${id})`);
  }
  return cardsFrom(db, kind, { sortKey: isCount ? sql<number>`${key}` : exactTime(key) })
    .where(and(...conditions))
    .orderBy(desc(key), desc(items.id))
    .limit(options.limit + 1);
}

export async function selectCardById(db: Db, kind: ContentKind, id: string) {
  const { items } = contentTables(kind);
  return cardsFrom(db, kind).where(eq(items.id, id)).limit(1);
}

export async function selectCardsByIds(db: Db, kind: ContentKind, ids: string[]) {
  const { items } = contentTables(kind);
  return cardsFrom(db, kind).where(inArray(items.id, ids));
}

export async function selectCardByPath(
  db: Db,
  kind: ContentKind,
  path: { company: string; product: string; slug: string },
) {
  const { items } = contentTables(kind);
  return cardsFrom(db, kind)
    .where(
      and(
        eq(companies.slug, path.company),
        eq(items.slug, path.slug),
        path.product === 'no-product' ? sql`${items.productId} is null` : eq(products.slug, path.product),
      ),
    )
    .limit(1);
}

/**
 * The board-wide tab counts under one filter: the same for everyone, in one query. Without a
 * search they are read from `board_counts` (a handful of rows per company or product, kept by
 * triggers: docs/decisions.md #40); a product slug without a company may name products of several
 * companies, whose counts add up. A search counts its matching rows, since which rows match a
 * text is only known once it is asked.
 */
export async function selectBoardCounts(db: Db, kind: ContentKind, listFilter: ListFilter) {
  const filter = await resolveFilter(db, { ...listFilter, userId: undefined });
  if (filter.search) return countBoardRows(db, kind, filter);
  // A company or product slug that names nothing: nothing matches.
  if (filter.companyId === null || filter.productIds?.length === 0) return { all: 0, top: 0, launched: 0 };
  const scope = filter.productIds
    ? [
        inArray(boardCounts.productId, filter.productIds),
        ...(filter.companyId ? [eq(boardCounts.companyId, filter.companyId)] : []),
      ]
    : [eq(boardCounts.companyId, filter.companyId ?? anyScope), eq(boardCounts.productId, anyScope)];
  const sum = (condition?: SQL) =>
    sql<number>`coalesce(sum(${boardCounts.n})${condition ? sql` filter (where ${condition})` : sql``}, 0)::int`;
  const [row] = await db
    .select({
      all: sum(ne(boardCounts.status, 'launched')),
      top: sum(),
      launched: sum(eq(boardCounts.status, 'launched')),
    })
    .from(boardCounts)
    .where(and(eq(boardCounts.kind, kind), ...scope));
  return row!;
}

/** The tab counts of a filter by counting its rows: a search's. */
async function countBoardRows(db: Db, kind: ContentKind, filter: ResolvedFilter) {
  const { items } = contentTables(kind);
  const count = (view: ListView) =>
    sql<number>`count(*) filter (where ${and(...viewConditions(kind, view, undefined)) ?? sql`true`})::int`;
  const [row] = await db
    .select({ all: count('all'), top: count('top-requests'), launched: count('launched') })
    .from(items)
    .where(and(...filterConditions(kind, filter)));
  return row!;
}

/**
 * One person's 'your-…' counts under a filter, in one query driven by their own rows (their
 * items, votes and builds through the indexes), not by a scan of the board.
 */
export async function selectPersonalCounts(
  db: Db,
  kind: ContentKind,
  listFilter: ListFilter,
  userId: string,
) {
  const t = contentTables(kind);
  const filter = await resolveFilter(db, { ...listFilter, userId });
  const count = (view: ListView) =>
    sql<number>`count(*) filter (where ${and(...viewConditions(kind, view, userId))})::int`;
  const theirs = sql`(${t.items.userId} = ${userId}
    or ${t.items.id} = any(array(select ${t.voteItemId} from ${t.votes} where ${t.voteUserId} = ${userId}))
    or ${t.items.id} = any(array(select ${t.buildItemId} from ${builds} where ${builds.userId} = ${userId} and ${t.buildItemId} is not null)))`;
  const [row] = await db
    .select({
      yourRequests: count('your-requests'),
      yourVotes: count('your-votes'),
      yourBuilds: count('your-builds'),
    })
    .from(t.items)
    .where(and(theirs, ...filterConditions(kind, filter)));
  return row!;
}

/** Which of these items the person voted on: one query for a whole page. */
export async function selectVotedIds(
  db: Db,
  kind: ContentKind,
  userId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const t = contentTables(kind);
  const rows = await db
    .select({ id: t.voteItemId })
    .from(t.votes)
    .where(and(eq(t.voteUserId, userId), inArray(t.voteItemId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The ids of a person's votes on a kind, at most `limit` of them, from their votes' own index. */
export async function selectAllVotedIds(
  db: Db,
  kind: ContentKind,
  userId: string,
  limit: number,
): Promise<Set<string>> {
  const t = contentTables(kind);
  const rows = await db
    .select({ id: t.voteItemId })
    .from(t.votes)
    .where(eq(t.voteUserId, userId))
    .limit(limit);
  return new Set(rows.map((row) => row.id));
}
