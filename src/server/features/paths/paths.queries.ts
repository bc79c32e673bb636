import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { companies, featureRequests, products, vents } from '../../db/schema';

export async function findCompanyBySlug(db: Db, slug: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1);
  return company;
}

export async function findProductBySlug(db: Db, companyId: string, slug: string) {
  const [product] = await db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.slug, slug)))
    .limit(1);
  return product;
}

export async function findItemBySlug(db: Db, kind: 'requests' | 'vents', companyId: string, slug: string) {
  const table = kind === 'vents' ? vents : featureRequests;
  const [item] = await db
    .select({ id: table.id, slug: table.slug, title: table.title, productId: table.productId })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.slug, slug)))
    .limit(1);
  return item;
}
