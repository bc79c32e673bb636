import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { MembershipStatus } from '../../../shared/rules/statuses';
import { type Db, selectRows } from '../../db/connect';
import { contentTables } from '../../db/content-tables';
import { companies, companyMembers, products } from '../../db/schema';
import { escapeLike } from '../companies/companies.queries';

const kinds: ContentKind[] = ['requests', 'vents'];

/** A page of companies by name with their counts; every request and vent counts, removed ones too. */
export async function selectCatalogCompanies(
  db: Db,
  search: string | undefined,
  offset: number,
  limit: number,
) {
  const filter = search ? sql`where c.name ilike ${`%${escapeLike(search)}%`}` : sql``;
  return selectRows<{
    id: string;
    name: string;
    slug: string;
    isVerified: boolean;
    memberCount: number;
    requestCount: number;
    ventCount: number;
  }>(
    db,
    sql`select c.id, c.name, c.slug,
        exists (select 1 from company_members m where m.company_id = c.id and m.status = 'approved') as "isVerified",
        (select count(*)::int from company_members m where m.company_id = c.id) as "memberCount",
        (select count(*)::int from feature_requests r where r.company_id = c.id) as "requestCount",
        (select count(*)::int from vents v where v.company_id = c.id) as "ventCount"
      from companies c ${filter}
      order by lower(c.name), c.id
      offset ${offset} limit ${limit}`,
  );
}

export async function selectCatalogProducts(db: Db, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return selectRows<{
    id: string;
    companyId: string;
    name: string;
    slug: string;
    requestCount: number;
    ventCount: number;
  }>(
    db,
    sql`select p.id, p.company_id as "companyId", p.name, p.slug,
        (select count(*)::int from feature_requests r where r.product_id = p.id) as "requestCount",
        (select count(*)::int from vents v where v.product_id = p.id) as "ventCount"
      from products p
      where p.company_id in (${sql.join(
        companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by lower(p.name), p.id`,
  );
}

/**
 * The company, locked until the transaction ends. NO KEY UPDATE, so a writer adding an item to it
 * (whose foreign key takes KEY SHARE) is not made to wait.
 */
export async function lockCompany(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, id))
    .for('no key update');
  return row;
}

/** The product with its company's name and slug, locked like `lockCompany`. */
export async function lockProduct(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      companyId: products.companyId,
      companySlug: companies.slug,
      companyName: companies.name,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(products.id, id))
    .for('no key update', { of: products });
  return row;
}

/** Another company of that name, whatever its case. */
export async function findOtherCompanyNamed(tx: Db, name: string, exceptId: string) {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`lower(${companies.name}) = lower(${name})`, ne(companies.id, exceptId)))
    .limit(1);
  return row;
}

export async function findOtherProductNamed(tx: Db, companyId: string, name: string, exceptId: string) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        sql`lower(${products.name}) = lower(${name})`,
        ne(products.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function updateCompany(tx: Db, id: string, values: { name: string; slug: string }) {
  await tx.update(companies).set(values).where(eq(companies.id, id));
}

export async function updateProduct(
  tx: Db,
  id: string,
  values: { name?: string; slug: string; companyId?: string },
) {
  await tx.update(products).set(values).where(eq(products.id, id));
}

export async function selectProductsOf(tx: Db, companyId: string) {
  return tx
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.companyId, companyId))
    .orderBy(asc(products.name));
}

/** How many requests and vents (removed ones included) a company or a product holds. */
export async function countItems(tx: Db, where: { companyId: string } | { productId: string }) {
  const counts = { requests: 0, vents: 0 };
  for (const kind of kinds) {
    const table = contentTables(kind).items;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(
        'companyId' in where ? eq(table.companyId, where.companyId) : eq(table.productId, where.productId),
      );
    counts[kind] = row?.n ?? 0;
  }
  return counts;
}

/**
 * Locks the items of a company (or product) before anything else: an owner's edit holds its
 * item's row and then waits for the company's slug lock, so taking the rows first keeps the two
 * from waiting on each other.
 */
export async function lockItemsOf(tx: Db, where: { companyId: string } | { productId: string }) {
  for (const kind of kinds) {
    const table = contentTables(kind).items;
    await tx
      .select({ id: table.id })
      .from(table)
      .where(
        'companyId' in where ? eq(table.companyId, where.companyId) : eq(table.productId, where.productId),
      )
      .for('update');
  }
}

export async function selectItemSlugsOf(tx: Db, kind: ContentKind, companyId: string) {
  const table = contentTables(kind).items;
  return tx.select({ id: table.id, slug: table.slug }).from(table).where(eq(table.companyId, companyId));
}

export async function setItemSlug(tx: Db, kind: ContentKind, id: string, slug: string) {
  const table = contentTables(kind).items;
  await tx.update(table).set({ slug }).where(eq(table.id, id));
}

/** Every item of one product moves to another (same company). */
export async function moveItemsToProduct(tx: Db, fromProductId: string, toProductId: string) {
  for (const kind of kinds) {
    const table = contentTables(kind).items;
    await tx.update(table).set({ productId: toProductId }).where(eq(table.productId, fromProductId));
  }
}

/** Every item of one company moves to another, keeping its product; answers how many of each kind. */
export async function moveItemsToCompany(tx: Db, fromCompanyId: string, toCompanyId: string) {
  const moved = { requests: 0, vents: 0 };
  for (const kind of kinds) {
    const table = contentTables(kind).items;
    const rows = await tx
      .update(table)
      .set({ companyId: toCompanyId })
      .where(eq(table.companyId, fromCompanyId))
      .returning({ id: table.id });
    moved[kind] = rows.length;
  }
  return moved;
}

/** Each item's old path (`/company/slug`) leads to it: written before its company or slug changes. */
export async function addItemRedirectsOf(tx: Db, companyId: string, companySlug: string) {
  for (const kind of kinds) {
    const table = kind === 'vents' ? sql`vents` : sql`feature_requests`;
    await tx.execute(sql`
      insert into path_redirects (scope, from_path, target_kind, target_id)
      select ${kind}, ${`/${companySlug}/`} || slug, ${kind}, id from ${table} where company_id = ${companyId}
      on conflict (scope, from_path) do update set target_kind = excluded.target_kind,
        target_id = excluded.target_id, created_at = now()`);
  }
}

export async function deleteCompanyRow(tx: Db, id: string) {
  await tx.delete(companies).where(eq(companies.id, id));
}

export async function deleteProductRows(tx: Db, ids: string[]) {
  if (ids.length > 0) await tx.delete(products).where(inArray(products.id, ids));
}

export async function selectMemberships(tx: Db, companyId: string) {
  return tx
    .select({
      id: companyMembers.id,
      userId: companyMembers.userId,
      status: companyMembers.status,
      title: companyMembers.title,
      phoneNumber: companyMembers.phoneNumber,
      appliedAt: companyMembers.appliedAt,
      reviewedAt: companyMembers.reviewedAt,
      reviewedBy: companyMembers.reviewedBy,
    })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .for('update');
}

export type MembershipRow = Awaited<ReturnType<typeof selectMemberships>>[number];

export async function moveMembership(tx: Db, id: string, companyId: string) {
  await tx.update(companyMembers).set({ companyId }).where(eq(companyMembers.id, id));
}

/** The kept membership takes the better one's status and application. */
export async function replaceMembership(tx: Db, keptId: string, better: MembershipRow) {
  await tx
    .update(companyMembers)
    .set({
      status: better.status as MembershipStatus,
      title: better.title,
      phoneNumber: better.phoneNumber,
      appliedAt: better.appliedAt,
      reviewedAt: better.reviewedAt,
      reviewedBy: better.reviewedBy,
    })
    .where(eq(companyMembers.id, keptId));
}

export async function deleteMembership(tx: Db, id: string) {
  await tx.delete(companyMembers).where(eq(companyMembers.id, id));
}

export async function selectMemberIds(tx: Db, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return rows.map((row) => row.userId);
}
