import { z } from 'zod';

/** A vote is set to a value, never toggled, so a retried request cannot flip it twice. */
export const voteInput = z.object({ voted: z.boolean() });
export const voteState = z.object({ id: z.string(), voteCount: z.number(), userVote: z.boolean() });
export type VoteState = z.infer<typeof voteState>;
