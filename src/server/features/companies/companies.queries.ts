import { and, asc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { companies, companyMembers, products } from '../../db/schema';

const summary = { id: companies.id, name: companies.name, slug: companies.slug };

/** Companies by name; a search matches anywhere in the name, case-insensitively (trigram index). */
export async function selectCompanies(db: Db, search?: string) {
  const query = db.select(summary).from(companies);
  const filtered = search ? query.where(ilike(companies.name, `%${escapeLike(search)}%`)) : query;
  return filtered.orderBy(asc(companies.name)).limit(search ? 20 : 1000);
}

export async function findCompanyByName(db: Db, name: string) {
  const [row] = await db
    .select(summary)
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  return row;
}

export async function selectSlugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(like(companies.slug, base), like(companies.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertCompany(
  db: Db,
  company: { name: string; slug: string; createdBy: string | null },
) {
  const [row] = await db.insert(companies).values(company).returning(summary);
  return row!;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Approved membership is what grants member rights (status changes, new products). */
export async function isApprovedMember(db: Db, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.status, 'approved'),
      ),
    )
    .limit(1);
  return row !== undefined;
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
