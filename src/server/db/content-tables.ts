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
