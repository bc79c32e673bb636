import { type SQL, sql } from 'drizzle-orm';
import type { ContentKind } from '../../shared/contracts/requests';
import { builds, featureRequests, itemEmbeddings, vents, ventVotes, votes } from './schema';

/**
 * A table of requests or of vents. Both are made by one function (`contentTable` in
 * schema/content.ts), so they have the same columns, and Drizzle's builder takes either.
 */
export type ContentTable = typeof featureRequests | typeof vents;

const tables = {
  requests: {
    items: featureRequests,
    votes,
    voteItemId: votes.featureRequestId,
    voteUserId: votes.userId,
    buildItemId: builds.featureRequestId,
    embeddingItemId: itemEmbeddings.featureRequestId,
  },
  vents: {
    items: vents,
    votes: ventVotes,
    voteItemId: ventVotes.ventId,
    voteUserId: ventVotes.userId,
    buildItemId: builds.ventId,
    embeddingItemId: itemEmbeddings.ventId,
  },
};

/** The tables of one kind: its items, its votes, and the columns of builds and embeddings naming an item. */
export function contentTables(kind: ContentKind) {
  return tables[kind];
}

/**
 * The column values naming one item in a row of votes, builds or embeddings, which name a request
 * in `feature_request_id` and a vent in `vent_id`.
 */
export function itemRef(kind: ContentKind, id: string) {
  return kind === 'vents' ? { ventId: id } : { featureRequestId: id };
}

/**
 * The one condition that keeps removed items, items hidden by reports and items merged into
 * another out of every list, count and search: a request or vent is public while `removed_at`,
 * `hidden_at` and `merged_into_id` are null, a build while `removed_at` and `hidden_at` are (the
 * counters in `board_counts` and `build_count` count the same rows).
 */
export function isPublicItem(table: ContentTable | typeof builds): SQL {
  if ('mergedIntoId' in table) {
    return sql`(${table.removedAt} is null and ${table.hiddenAt} is null and ${table.mergedIntoId} is null)`;
  }
  return sql`(${table.removedAt} is null and ${table.hiddenAt} is null)`;
}

/** `isPublicItem` for SQL written out, on a request or vent row named `alias` (`i`, `r`, `v`…). */
export function isPublicItemRow(alias: 'i' | 'r' | 'v'): SQL {
  return sql.raw(
    `(${alias}.removed_at is null and ${alias}.hidden_at is null and ${alias}.merged_into_id is null)`,
  );
}
