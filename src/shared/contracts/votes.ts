import { z } from 'zod';

export const voteInput = z.object({ voted: z.boolean().optional() }).default({});
export const voteState = z.object({ id: z.string(), voteCount: z.number(), userVote: z.boolean() });
export type VoteState = z.infer<typeof voteState>;
