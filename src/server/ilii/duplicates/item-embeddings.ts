import { createHash } from 'node:crypto';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import type { OutboxJob } from '../../outbox/outbox.queries';
import { type EmbeddingsClient, embeddingText, rerankWithEmbeddings } from './embeddings';
import type { DuplicateDraft, SimilarItem } from './find-similar';
import {
  type ItemText,
  selectEmbeddingSource,
  selectItemEmbeddings,
  selectItemsWithoutEmbedding,
  selectItemText,
  upsertItemEmbedding,
  upsertItemEmbeddings,
} from './item-embeddings.queries';

/** The semantic side of the duplicate search, present only when `ILII_EMBEDDINGS_URL` is set. */
export interface SemanticSearch {
  client: EmbeddingsClient;
  /** Stored with every vector: vectors of another model are neither compared nor kept. */
  model: string;
}

export const embedItemJob = 'embed-item';

export interface EmbedItemPayload {
  kind: ContentKind;
  itemId: string;
}

/** Which text a stored vector was made from; compared with the item's text as it is now. */
export const textHash = (item: ItemText) => createHash('sha256').update(embeddingText(item)).digest('hex');

/**
 * The outbox handler: embeds the item's current text and stores it. A failed or timed-out call
 * throws, so the worker logs it and retries with backoff. An item deleted meanwhile, an unchanged
 * text, or a text edited again while the call ran (that edit queued its own job) ends the job quietly.
 */
export function embedItemHandler(options: { db: Db; semantic: SemanticSearch | null }) {
  const { db, semantic } = options;
  return async (job: OutboxJob) => {
    // Jobs queued before the endpoint was switched off have nothing to call.
    if (!semantic) return;
    const { kind, itemId } = job.payload as unknown as EmbedItemPayload;
    const item = await selectItemText(db, kind, itemId);
    if (!item) return;
    const hash = textHash(item);
    const stored = await selectEmbeddingSource(db, kind, itemId);
    if (stored?.model === semantic.model && stored.textHash === hash) return;
    const embedding = await semantic.client.embed(embeddingText(item));
    await db.transaction(async (tx) => {
      const current = await selectItemText(tx, kind, itemId, { lock: true });
      if (!current || textHash(current) !== hash) return;
      await upsertItemEmbedding(tx, { kind, id: itemId, model: semantic.model, textHash: hash, embedding });
    });
  };
}

/**
 * Reorders a draft's SQL candidates by meaning. Only candidates with a vector of the current text
 * take part; when fewer than two have one there is nothing to reorder and the draft is not embedded.
 * The endpoint's errors and timeout reach the caller, which keeps the SQL order.
 */
export async function rerankByMeaning(options: {
  db: Db;
  semantic: SemanticSearch;
  draft: DuplicateDraft;
  candidates: SimilarItem[];
}): Promise<SimilarItem[]> {
  const { db, semantic, draft, candidates } = options;
  const stored = await selectItemEmbeddings(
    db,
    draft.kind,
    candidates.map((candidate) => candidate.id),
    semantic.model,
  );
  const fresh = new Map<string, number[]>();
  for (const candidate of candidates) {
    const vector = stored.get(candidate.id);
    if (vector && vector.textHash === textHash(candidate)) fresh.set(candidate.id, vector.embedding);
  }
  if (fresh.size < 2) return candidates;
  const draftEmbedding = await semantic.client.embed(embeddingText(draft));
  return rerankWithEmbeddings(candidates, draftEmbedding, fresh);
}

/**
 * Embeds every request and vent that has no vector of the model yet, `batch` at a time, and returns
 * how many it stored: items saved before the model was switched on (or changed), and the training
 * and evaluation data. An item edited meanwhile keeps the vector of its old text, which the search
 * does not use (`text_hash`) until its own `embed-item` job has run.
 */
export async function embedItemsWithoutVector(
  db: Db,
  options: { model: string; embedMany: (texts: string[]) => Promise<number[][]>; batch?: number },
): Promise<number> {
  const batch = options.batch ?? 64;
  let stored = 0;
  for (const kind of ['requests', 'vents'] as const) {
    for (;;) {
      const items = await selectItemsWithoutEmbedding(db, kind, options.model, batch);
      if (items.length === 0) break;
      const vectors = await options.embedMany(items.map(embeddingText));
      await upsertItemEmbeddings(
        db,
        kind,
        items.map((item, index) => ({
          id: item.id,
          model: options.model,
          textHash: textHash(item),
          embedding: vectors[index]!,
        })),
      );
      stored += items.length;
      if (items.length < batch) break;
    }
  }
  return stored;
}
