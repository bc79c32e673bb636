import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables, itemRef } from '../../db/content-tables';
import { itemEmbeddings } from '../../db/schema';

export interface ItemText {
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
}

/**
 * The words of one item as they are now. `lock` holds the row (FOR SHARE) until the transaction
 * ends, so an edit cannot commit between this read and the write of its embedding.
 */
export async function selectItemText(
  db: Db,
  kind: ContentKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ItemText | undefined> {
  const { items } = contentTables(kind);
  const query = db
    .select({
      title: items.title,
      userStoryWant: items.userStoryWant,
      userStorySoThat: items.userStorySoThat,
    })
    .from(items)
    .where(eq(items.id, id));
  const [row] = options.lock ? await query.for('share') : await query;
  return row;
}

export async function selectEmbeddingSource(db: Db, kind: ContentKind, id: string) {
  const [row] = await db
    .select({ model: itemEmbeddings.model, textHash: itemEmbeddings.textHash })
    .from(itemEmbeddings)
    .where(eq(contentTables(kind).embeddingItemId, id));
  return row;
}

export async function upsertItemEmbedding(
  db: Db,
  row: { kind: ContentKind; id: string; model: string; textHash: string; embedding: number[] },
): Promise<void> {
  await upsertItemEmbeddings(db, row.kind, [row]);
}

/** Stores the vectors of several items of one kind in one statement, replacing any they had. */
export async function upsertItemEmbeddings(
  db: Db,
  kind: ContentKind,
  rows: { id: string; model: string; textHash: string; embedding: number[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(itemEmbeddings)
    .values(
      rows.map((row) => ({
        model: row.model,
        textHash: row.textHash,
        embedding: row.embedding,
        ...itemRef(kind, row.id),
      })),
    )
    .onConflictDoUpdate({
      target: contentTables(kind).embeddingItemId,
      set: {
        model: sql`excluded.model`,
        textHash: sql`excluded.text_hash`,
        embedding: sql`excluded.embedding`,
        embeddedAt: sql`now()`,
      },
    });
}

/** The stored embeddings of a model for a few items (a draft's candidates), by item id. */
export async function selectItemEmbeddings(
  db: Db,
  kind: ContentKind,
  ids: string[],
  model: string,
): Promise<Map<string, { textHash: string; embedding: number[] }>> {
  if (ids.length === 0) return new Map();
  const target = contentTables(kind).embeddingItemId;
  const rows = await db
    .select({ id: target, textHash: itemEmbeddings.textHash, embedding: itemEmbeddings.embedding })
    .from(itemEmbeddings)
    .where(and(inArray(target, ids), eq(itemEmbeddings.model, model)));
  return new Map(
    rows.map((row) => [row.id!, { textHash: row.textHash, embedding: row.embedding.map(Number) }]),
  );
}

/** Up to `limit` items of a kind with no vector of `model` (never embedded, or by another model). */
export async function selectItemsWithoutEmbedding(
  db: Db,
  kind: ContentKind,
  model: string,
  limit: number,
): Promise<(ItemText & { id: string })[]> {
  const { items, embeddingItemId } = contentTables(kind);
  return db
    .select({
      id: items.id,
      title: items.title,
      userStoryWant: items.userStoryWant,
      userStorySoThat: items.userStorySoThat,
    })
    .from(items)
    .leftJoin(itemEmbeddings, and(eq(embeddingItemId, items.id), eq(itemEmbeddings.model, model)))
    .where(isNull(itemEmbeddings.id))
    .orderBy(items.id)
    .limit(limit);
}
