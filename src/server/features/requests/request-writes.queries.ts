import { and, eq, like, or, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables } from '../../db/content-tables';
import { companies, products, users } from '../../db/schema';

export async function findCompanyById(db: Db, id: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export async function findProduct(db: Db, companyId: string, match: { id?: string; name?: string }) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        match.id !== undefined
          ? eq(products.id, match.id)
          : sql`lower(${products.name}) = lower(${match.name ?? ''})`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertProduct(
  db: Db,
  product: { companyId: string; name: string; slug: string; createdBy: string },
) {
  const [row] = await db
    .insert(products)
    .values({ ...product, description: `${product.name} product` })
    .returning({ id: products.id, name: products.name });
  return row!;
}

export async function selectProductSlugs(db: Db, companyId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(eq(products.companyId, companyId), or(eq(products.slug, base), like(products.slug, `${base}-%`))),
    );
  return new Set(rows.map((row) => row.slug));
}

export async function selectItemSlugs(
  db: Db,
  kind: ContentKind,
  companyId: string,
  base: string,
): Promise<Set<string>> {
  const { items } = contentTables(kind);
  const rows = await db
    .select({ slug: items.slug })
    .from(items)
    .where(and(eq(items.companyId, companyId), or(eq(items.slug, base), like(items.slug, `${base}-%`))));
  return new Set(rows.map((row) => row.slug));
}

export interface ItemValues {
  slug: string;
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
  companyId: string;
  productId: string | null;
}

export async function insertItem(db: Db, kind: ContentKind, values: ItemValues & { userId: string }) {
  const { items } = contentTables(kind);
  const [row] = await db.insert(items).values(values).returning({ id: items.id });
  return row!.id;
}

export async function updateItem(db: Db, kind: ContentKind, id: string, values: ItemValues) {
  const { items } = contentTables(kind);
  await db
    .update(items)
    .set({ ...values, lastActivityAt: sql`now()` })
    .where(eq(items.id, id));
}

/** The owner and what an edit or the delete rule reads, locked against a vote or build arriving meanwhile. */
export async function lockItemForChange(db: Db, kind: ContentKind, id: string) {
  const t = contentTables(kind);
  const [row] = await db
    .select({
      id: t.items.id,
      userId: t.items.userId,
      slug: t.items.slug,
      title: t.items.title,
      userStoryWant: t.items.userStoryWant,
      userStorySoThat: t.items.userStorySoThat,
      companyId: t.items.companyId,
      productId: t.items.productId,
      status: t.items.status,
      statusComment: t.items.statusComment,
      voteCount: t.items.voteCount,
      buildCount: t.items.buildCount,
    })
    .from(t.items)
    .where(eq(t.items.id, id))
    .for('update');
  return row;
}

/** Who owns an item and its company, read without a lock: a quick refusal before any work on it. */
export async function selectItemOwner(db: Db, kind: ContentKind, id: string) {
  const { items } = contentTables(kind);
  const [row] = await db
    .select({ userId: items.userId, companyId: items.companyId })
    .from(items)
    .where(eq(items.id, id));
  return row;
}

export async function hasVoted(db: Db, kind: ContentKind, id: string, userId: string): Promise<boolean> {
  const t = contentTables(kind);
  const [row] = await db
    .select({ id: t.voteItemId })
    .from(t.votes)
    .where(and(eq(t.voteItemId, id), eq(t.voteUserId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function deleteItemRow(db: Db, kind: ContentKind, id: string) {
  const { items } = contentTables(kind);
  await db.delete(items).where(eq(items.id, id));
}

export async function selectCompanyLabel(db: Db, id: string) {
  const [row] = await db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export async function selectProductName(db: Db, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, id));
  return row?.name ?? null;
}

/** A person's e-mail address; none once the account is gone. */
export async function selectUserEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** The slugs of an item's public path, while it exists. */
export async function selectItemPath(db: Db, kind: ContentKind, id: string) {
  const { items } = contentTables(kind);
  const [row] = await db
    .select({ slug: items.slug, companySlug: companies.slug, productSlug: products.slug })
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .leftJoin(products, eq(products.id, items.productId))
    .where(eq(items.id, id));
  return row;
}
