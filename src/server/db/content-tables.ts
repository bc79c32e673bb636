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
 * The one condition that keeps removed items, and items hidden by reports, out of every list,
 * count and search: a request, vent or build is public while both `removed_at` and `hidden_at`
 * are null (the counters in `board_counts` and `build_count` count the same rows).
 */
export function isPublicItem(table: ContentTable | typeof builds): SQL {
  return sql`(${table.removedAt} is null and ${table.hiddenAt} is null)`;
}
