import { z } from 'zod';
import { messages } from '../messages';
import { membershipStatuses } from '../rules/statuses';
import { suspensionLimits } from '../rules/suspension';

export const offsetQuery = z.object({ offset: z.coerce.number().int().min(0).max(1_000_000).default(0) });

export const application = z.object({
  id: z.string(),
  applicant: z.object({ displayName: z.string().nullable(), username: z.string().nullable() }),
  company: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  title: z.string(),
  phoneNumber: z.string(),
  status: z.enum(membershipStatuses),
  appliedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Application = z.infer<typeof application>;
export const applicationPage = z.object({ items: z.array(application), hasMore: z.boolean() });

export const reviewInput = z.object({
  status: z.enum(['approved', 'rejected'], { message: 'Choose approved or rejected.' }),
});

const submitted = z.record(z.string(), z.unknown());
export const logEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  username: z.string().nullable(),
  context: z.string(),
  violationReason: z.string().nullable(),
  violationCategory: z.string().nullable(),
  submittedContent: submitted,
  duplicateRequestIds: z.array(z.string()),
  /** The request or vent the check was about (a build's: the one it was written on), once saved. */
  subject: z.object({ kind: z.enum(['requests', 'vents']), title: z.string(), path: z.string() }).nullable(),
  /** The build the check was about, once saved. */
  buildId: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntry>;
export const logPage = z.object({ items: z.array(logEntry), hasMore: z.boolean() });

export const userSorts = ['requests', 'votes', 'builds', 'joined'] as const;
export type UserSort = (typeof userSorts)[number];
export const usersQuery = offsetQuery.extend({
  sort: z.enum(userSorts).default('requests'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});

/** A suspension that applies now: its reason, and its end (null: until an admin lifts it). */
export const suspension = z.object({ reason: z.string(), endsAt: z.string().nullable() });

export const userRow = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  suspension: suspension.nullable(),
  requestCount: z.number(),
  voteCount: z.number(),
  buildCount: z.number(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRow>;
export const userPage = z.object({ items: z.array(userRow), hasMore: z.boolean() });

export const deletedUser = z.object({ success: z.literal(true), message: z.string() });

const reason = z
  .string({ message: messages.reasonRequired })
  .trim()
  .min(1, messages.reasonRequired)
  .max(suspensionLimits.reasonMaxChars, messages.reasonTooLong);

/**
 * Suspends a person, or changes their suspension: a reason they will read, and an optional end
 * (an instant, in the future; null or absent: until an admin lifts it).
 */
export const suspendInput = z.object({
  reason,
  endsAt: z.iso.datetime({ offset: true, message: messages.suspensionEndInvalid }).nullish(),
});
export type SuspendInput = z.infer<typeof suspendInput>;

export const suspensionState = z.object({ message: z.string(), suspension: suspension.nullable() });

/** What 'Delete user and content' would delete, for the dialog that asks to confirm it. */
export const userContentSummary = z.object({
  id: z.string(),
  /** What the admin must type to confirm: the username, or the e-mail when there is none. */
  confirmation: z.string(),
  requests: z.number(),
  vents: z.number(),
  builds: z.number(),
  votes: z.number(),
  /** Other people's builds on this person's requests and vents, which go with them. */
  buildsByOthers: z.number(),
});
export type UserContentSummary = z.infer<typeof userContentSummary>;

export const deleteWithContentInput = z.object({
  confirmation: z.string().max(suspensionLimits.confirmationMaxChars),
  reason,
});

export const deletedUserWithContent = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.object({ requests: z.number(), vents: z.number(), builds: z.number(), votes: z.number() }),
});
