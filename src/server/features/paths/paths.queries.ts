import { and, eq } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables } from '../../db/content-tables';
import { companies, products } from '../../db/schema';

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
