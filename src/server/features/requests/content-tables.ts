import type { ContentKind } from '../../../shared/contracts/requests';
import { builds, featureRequests, vents, ventVotes, votes } from '../../db/schema';

/** Requests and vents have the same shape; these are the tables and columns of one kind. */
export function contentTables(kind: ContentKind) {
  if (kind === 'vents') {
    return {
      items: vents as unknown as typeof featureRequests,
      votes: ventVotes,
      voteItemId: ventVotes.ventId,
      voteUserId: ventVotes.userId,
      buildItemId: builds.ventId,
    };
  }
  return {
    items: featureRequests,
    votes,
    voteItemId: votes.featureRequestId,
    voteUserId: votes.userId,
    buildItemId: builds.featureRequestId,
  };
}
