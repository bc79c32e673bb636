import { eq, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { RequestStatus } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { contentTables } from '../../db/content-tables';
import { companies, products, users } from '../../db/schema';

export async function writeStatus(
  db: Db,
  kind: ContentKind,
  id: string,
  change: { status: RequestStatus; statusComment: string | null; at: Date },
) {
  const { items } = contentTables(kind);
  await db
    .update(items)
    .set({
      status: change.status,
      statusComment: change.statusComment,
      statusUpdatedAt: change.at,
      lastActivityAt: change.at,
    })
    .where(eq(items.id, id));
}

/** Everyone to tell about a launch: the voters and the author, each once. */
export async function selectLaunchAudience(
  db: Db,
  kind: ContentKind,
  id: string,
  authorId: string | null,
): Promise<string[]> {
  const t = contentTables(kind);
  const rows = await db.select({ userId: t.voteUserId }).from(t.votes).where(eq(t.voteItemId, id));
  return [...new Set([...rows.map((row) => row.userId), ...(authorId ? [authorId] : [])])];
}

/** What a launch e-mail needs: the person's address and the item as the public sees it. */
export async function selectLaunchMail(db: Db, kind: ContentKind, itemId: string, userId: string) {
  const { items } = contentTables(kind);
  const [row] = await db
    .select({
      email: users.email,
      title: items.title,
      slug: items.slug,
      status: items.status,
      statusComment: items.statusComment,
      authorId: items.userId,
      companyName: companies.name,
      companySlug: companies.slug,
      productSlug: products.slug,
    })
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .leftJoin(products, eq(products.id, items.productId))
    .innerJoin(users, sql`${users.id} = ${userId}`)
    .where(eq(items.id, itemId));
  return row;
}
