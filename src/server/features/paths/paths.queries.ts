import { and, eq, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables } from '../../db/content-tables';
import { companies, products } from '../../db/schema';

const company = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  // Written out: Drizzle leaves a one-table select's columns unqualified, and `id` would be the member's.
  isVerified: sql<boolean>`exists (select 1 from company_members m
    where m.company_id = companies.id and m.status = 'approved')`.mapWith(Boolean),
};

export async function findCompanyBySlug(db: Db, slug: string) {
  const [row] = await db.select(company).from(companies).where(eq(companies.slug, slug)).limit(1);
  return row;
}

export async function findCompanyById(db: Db, id: string) {
  const [row] = await db.select(company).from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findProductBySlug(db: Db, companyId: string, slug: string) {
  const [product] = await db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.slug, slug)))
    .limit(1);
  return product;
}

/** A product by id with its company's slug: where a redirect to it leads. */
export async function findProductPathById(db: Db, id: string) {
  const [row] = await db
    .select({ slug: products.slug, companySlug: companies.slug })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

export async function findItemBySlug(db: Db, kind: ContentKind, companyId: string, slug: string) {
  const table = contentTables(kind).items;
  const [item] = await db
    .select({
      id: table.id,
      slug: table.slug,
      title: table.title,
      userStoryWant: table.userStoryWant,
      userStorySoThat: table.userStorySoThat,
      productId: table.productId,
      removedAt: table.removedAt,
      mergedIntoId: table.mergedIntoId,
    })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.slug, slug)))
    .limit(1);
  return item;
}

/** Where an item lives, by id, for the /request/{id} links of the admin logs. */
export async function findItemPathById(db: Db, kind: ContentKind, id: string) {
  const table = contentTables(kind).items;
  const [row] = await db
    .select({ slug: table.slug, companySlug: companies.slug, productSlug: products.slug })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .leftJoin(products, eq(products.id, table.productId))
    .where(eq(table.id, id))
    .limit(1);
  return row;
}
