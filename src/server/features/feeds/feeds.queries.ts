import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { isPublicItem } from '../../db/content-tables';
import { companies, featureRequests, products } from '../../db/schema';

/** A company's newest public requests, on `feature_requests_company_created_idx`. */
export async function selectNewestRequests(db: Db, companyId: string, limit: number) {
  return db
    .select({
      id: featureRequests.id,
      slug: featureRequests.slug,
      title: featureRequests.title,
      userStoryWant: featureRequests.userStoryWant,
      userStorySoThat: featureRequests.userStorySoThat,
      createdAt: featureRequests.createdAt,
      companySlug: companies.slug,
      companyName: companies.name,
      productSlug: products.slug,
    })
    .from(featureRequests)
    .innerJoin(companies, eq(companies.id, featureRequests.companyId))
    .leftJoin(products, eq(products.id, featureRequests.productId))
    .where(and(eq(featureRequests.companyId, companyId), isPublicItem(featureRequests)))
    .orderBy(desc(featureRequests.createdAt))
    .limit(limit);
}
