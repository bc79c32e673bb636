import { and, asc, desc, eq, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ContentKind, ListView } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { builds, companies, products, profiles, users } from '../../db/schema';
import { escapeLike } from '../companies/companies.queries';
import { contentTables } from './content-tables';

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

/** The WHERE of a list: view, company / product, search (title, both story lines, company, product). */
export function listConditions(kind: ContentKind, view: ListView, filter: ListFilter): SQL[] {
  const t = contentTables(kind);
  const conditions: SQL[] = [];
  if (view === 'all') conditions.push(ne(t.items.status, 'launched'));
  if (view === 'launched') conditions.push(eq(t.items.status, 'launched'));
  if (filter.companyId) conditions.push(eq(t.items.companyId, filter.companyId));
  if (filter.companySlug) conditions.push(eq(companies.slug, filter.companySlug));
  if (filter.productSlug) conditions.push(eq(products.slug, filter.productSlug));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    // The concatenation matches the trigram index `<kind>_search_trgm_idx` exactly.
    const text = sql`(${t.items.title} || ' ' || ${t.items.userStoryWant} || ' ' || ${t.items.userStorySoThat})`;
    conditions.push(
      or(sql`${text} ilike ${pattern}`, ilike(companies.name, pattern), ilike(products.name, pattern))!,
    );
  }
  const userId = filter.userId ?? '00000000-0000-0000-0000-000000000000';
  if (view === 'your-requests') conditions.push(eq(t.items.userId, userId));
  if (view === 'your-votes') {
    conditions.push(
      sql`exists (select 1 from ${t.votes} where ${t.voteItemId} = ${t.items.id} and ${t.voteUserId} = ${userId})`,
    );
  }
  if (view === 'your-builds') {
    conditions.push(
      sql`exists (select 1 from ${builds} where ${t.buildItemId} = ${t.items.id} and ${builds.userId} = ${userId})`,
    );
  }
  return conditions;
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
  };
}

function cardsFrom(db: Db, kind: ContentKind) {
  const { items } = contentTables(kind);
  return db
    .select(cardColumns(kind))
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .leftJoin(products, eq(products.id, items.productId))
    .leftJoin(users, eq(users.id, items.userId))
    .leftJoin(profiles, eq(profiles.userId, items.userId));
}

export type CardRow = Awaited<ReturnType<typeof selectCardById>>[number];

export interface Keyset {
  value: string | number;
  id: string;
}

/** One page of a list in one query, keyset-paged on (sort key, id). */
export async function selectCardPage(
  db: Db,
  kind: ContentKind,
  view: ListView,
  filter: ListFilter,
  options: { limit: number; after?: Keyset },
) {
  const { items } = contentTables(kind);
  const key = sortColumn(kind, view);
  const conditions = listConditions(kind, view, filter);
  if (options.after) {
    const value =
      key === items.voteCount ? Number(options.after.value) : new Date(String(options.after.value));
    conditions.push(or(lt(key, value), and(eq(key, value), lt(items.id, options.after.id)))!);
  }
  return cardsFrom(db, kind)
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

/** The tab counts under one filter, in one query. */
export async function selectTabCounts(db: Db, kind: ContentKind, filter: ListFilter) {
  const { items } = contentTables(kind);
  const count = (view: ListView) =>
    sql<number>`count(*) filter (where ${and(...listConditions(kind, view, filter)) ?? sql`true`})::int`;
  const [row] = await db
    .select({
      all: count('all'),
      top: count('top-requests'),
      launched: count('launched'),
      yourRequests: count('your-requests'),
      yourVotes: count('your-votes'),
      yourBuilds: count('your-builds'),
    })
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .leftJoin(products, eq(products.id, items.productId));
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

/** Companies with their products, by name: the sidebar and the pickers. */
export async function selectCatalog(db: Db) {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
    })
    .from(companies)
    .leftJoin(products, eq(products.companyId, companies.id))
    .orderBy(asc(companies.name), asc(products.name));
  return rows;
}
