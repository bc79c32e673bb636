import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { RequestStatus } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { contentTables, isPublicItem } from '../../db/content-tables';
import { afterKeyset } from '../../db/keyset';
import { companies, products } from '../../db/schema';

/** Where a roadmap column's page ended: the last item's votes and its id. */
export interface VotesKeyset {
  votes: number;
  id: string;
}

/**
 * A page of one roadmap column in one query on `<items>_company_status_top_idx` (company, status,
 * votes): the company's public items of one status, most votes first, optionally of one product;
 * `launchedSince` keeps the Launched column to recent launches.
 */
export async function selectColumnPage(
  db: Db,
  kind: ContentKind,
  options: {
    companyId: string;
    productId?: string;
    status: RequestStatus;
    launchedSince?: Date;
    limit: number;
    after?: VotesKeyset;
  },
) {
  const { items } = contentTables(kind);
  const conditions: SQL[] = [
    eq(items.companyId, options.companyId),
    eq(items.status, options.status),
    isPublicItem(items),
  ];
  if (options.productId) conditions.push(eq(items.productId, options.productId));
  if (options.launchedSince) conditions.push(gte(items.statusUpdatedAt, options.launchedSince));
  if (options.after) {
    const votes = sql`${options.after.votes}::int`;
    conditions.push(afterKeyset(items.voteCount, votes, items.id, options.after.id));
  }
  return db
    .select({
      id: items.id,
      slug: items.slug,
      title: items.title,
      userStoryWant: items.userStoryWant,
      status: items.status,
      statusComment: items.statusComment,
      statusUpdatedAt: items.statusUpdatedAt,
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
    .orderBy(desc(items.voteCount), desc(items.id))
    .limit(options.limit + 1);
}
