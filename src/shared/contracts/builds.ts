import { z } from 'zod';
import { buildContentField } from '../rules/validators';
import { moderationNotice } from './reports';
import { violation } from './request-form';

export const buildInput = z.object({ content: buildContentField });

export const build = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  voteCount: z.number(),
  authorDisplayName: z.string(),
  /** Removed (with the reason) or hidden while reports are reviewed: told to the author and admins only. */
  moderation: moderationNotice,
  userVote: z.boolean(),
  isOwner: z.boolean(),
  /** The title of the merged request (or vent) this build came from with its merge, else null. */
  mergedFrom: z.string().nullable(),
});
export type Build = z.infer<typeof build>;

export const buildOutcome = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('blocked'), violation }),
  z.object({ outcome: z.literal('saved'), build }),
]);
export type BuildOutcome = z.infer<typeof buildOutcome>;
