import { z } from 'zod';
import { companyApplicationInput, viewer } from './auth';

/**
 * `POST /membership`: a signed-in person applies for a company account with their own account:
 * only the company part of the /companies form (company, job title, phone).
 */
export const applyInput = companyApplicationInput;
export type ApplyInput = z.input<typeof applyInput>;

/** What applying and leaving answer: the person as they now are, and the words to show. */
export const membershipChange = z.object({ user: viewer, message: z.string() });
export type MembershipChange = z.infer<typeof membershipChange>;

/** `POST /admin/applications/:id/revoke`: why, optionally; it goes to the audit log. */
export const revokeInput = z.object({
  reason: z.string().trim().max(500).nullish(),
});
export type RevokeInput = z.input<typeof revokeInput>;

export const revokedMembership = z.object({ id: z.string(), message: z.string() });
