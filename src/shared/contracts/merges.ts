import { z } from 'zod';
import { requestStatuses } from '../rules/statuses';

/**
 * Merging duplicates (docs/decisions.md #51): `POST /api/v1/{kind}/:id/merge` merges the item into
 * another of its company and kind, `DELETE` on the same path unmerges it.
 */
export const mergeInput = z.object({
  /** The request (or vent) that stays: it takes the merged one's voters, builds and address. */
  targetId: z.uuid(),
});
export type MergeInput = z.infer<typeof mergeInput>;

const itemLink = z.object({ id: z.string(), title: z.string(), path: z.string() });

/** What a merge or an unmerge did, with both items' counts after it. */
export const mergeOutcome = z.object({
  source: itemLink.extend({ voteCount: z.number(), buildCount: z.number() }),
  target: itemLink.extend({ voteCount: z.number(), buildCount: z.number() }),
  /** Votes the target gained (a merge) or gave back (an unmerge): the merged item's voters it did not have. */
  votesMoved: z.number(),
  buildsMoved: z.number(),
});
export type MergeOutcome = z.infer<typeof mergeOutcome>;

/** `GET /api/v1/{kind}/:id/merge-candidates?search=`: what the picker offers. */
export const mergeCandidatesQuery = z.object({
  search: z.string().trim().max(200).optional(),
});

export const mergeCandidate = itemLink.extend({
  status: z.enum(requestStatuses),
  voteCount: z.number(),
  /** One of ilii's similar requests (shown first), rather than a match of the search. */
  isSuggested: z.boolean(),
});
export type MergeCandidate = z.infer<typeof mergeCandidate>;

export const mergeCandidates = z.object({ items: z.array(mergeCandidate) });
export type MergeCandidates = z.infer<typeof mergeCandidates>;

/** `GET /api/v1/{kind}/:id/merged-from`: the items merged into this one, newest merge first. */
export const mergedFromItem = itemLink.extend({
  userStoryWant: z.string(),
  userStorySoThat: z.string(),
  mergedAt: z.string(),
});
export type MergedFromItem = z.infer<typeof mergedFromItem>;

export const mergedFrom = z.object({ items: z.array(mergedFromItem) });
export type MergedFrom = z.infer<typeof mergedFrom>;
