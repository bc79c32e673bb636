import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables, isPublicItem } from '../../db/content-tables';
import { afterKeyset } from '../../db/keyset';
import { companies, products } from '../../db/schema';
import { exactTime } from '../requests/requests.queries';

/** Where a changelog page ended: the last launch's exact time and its id. */
export interface LaunchKeyset {
  launchedAt: string;
  id: string;
}

/**
 * A page of launched items, newest launch first, everywhere or in one company, in one query
 * walking `<items>_launched_idx` or `<items>_company_launched_idx`. An item launched without a
 * date (none since migration 0013) is left out rather than sorted first.
 */
export async function selectLaunchedPage(
  db: Db,
  kind: ContentKind,
  options: { companyId?: string; limit: number; after?: LaunchKeyset },
) {
  const { items } = contentTables(kind);
  const conditions: SQL[] = [
    eq(items.status, 'launched'),
    sql`${items.statusUpdatedAt} is not null`,
    isPublicItem(items),
  ];
  if (options.companyId) conditions.push(eq(items.companyId, options.companyId));
  if (options.after) {
    const at = sql`${options.after.launchedAt}::timestamptz`;
    conditions.push(afterKeyset(items.statusUpdatedAt, at, items.id, options.after.id));
  }
  return db
    .select({
      id: items.id,
      slug: items.slug,
      title: items.title,
      userStoryWant: items.userStoryWant,
      userStorySoThat: items.userStorySoThat,
      statusComment: items.statusComment,
      launchedAt: items.statusUpdatedAt,
      sortKey: exactTime(items.statusUpdatedAt),
      voteCount: items.voteCount,
      buildCount: items.buildCount,
      company: { id: companies.id, name: companies.name, slug: companies.slug },
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
    })
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .leftJoin(products, eq(products.id, items.productId))
    .where(and(...conditions))
    .orderBy(desc(items.statusUpdatedAt), desc(items.id))
    .limit(options.limit + 1);
}

export type LaunchedRow = Awaited<ReturnType<typeof selectLaunchedPage>>[number];

/** A company by its slug (id and name), for the pages of one company. */
export async function selectCompanyBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, createdAt: companies.createdAt })
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1);
  return row;
}
