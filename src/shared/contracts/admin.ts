import { z } from 'zod';
import { membershipStatuses } from '../rules/statuses';

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

export const userRow = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  requestCount: z.number(),
  voteCount: z.number(),
  buildCount: z.number(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRow>;
export const userPage = z.object({ items: z.array(userRow), hasMore: z.boolean() });

export const deletedUser = z.object({ success: z.literal(true), message: z.string() });
