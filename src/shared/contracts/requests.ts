import { z } from 'zod';
import { requestStatuses } from '../rules/statuses';

import { type ListView, listViews } from '../rules/views';
import { moderationNotice } from './reports';

export { type ListView, listViews, personalViews } from '../rules/views';

/** Requests and vents share one API shape under /api/v1/requests and /api/v1/vents. */
export const contentKind = z.enum(['requests', 'vents']);
export type ContentKind = z.infer<typeof contentKind>;

/** A company, product or item slug as paths hold it. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(200);

export const listFilter = z.object({
  company: slug.optional(),
  product: slug.optional(),
  search: z.string().trim().max(200).optional(),
});

export const listQuery = listFilter.extend({
  view: z.enum(listViews).default('all'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ListQuery = z.input<typeof listQuery>;

export const named = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const card = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  userStoryWant: z.string(),
  userStorySoThat: z.string(),
  description: z.string().nullable(),
  status: z.enum(requestStatuses),
  statusComment: z.string().nullable(),
  statusUpdatedAt: z.string().nullable(),
  voteCount: z.number(),
  buildCount: z.number(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  company: named,
  product: named.nullable(),
  /** Shown to signed-in visitors only (username, else display name); null otherwise. */
  authorDisplayName: z.string().nullable(),
  /** Removed (with the reason) or hidden while reports are reviewed: told to the author and admins only. */
  moderation: moderationNotice,
  userVote: z.boolean(),
  isOwner: z.boolean(),
});
export type Card = z.infer<typeof card>;

export const cardPage = z.object({ items: z.array(card), nextCursor: z.string().nullable() });
export type CardPage = z.infer<typeof cardPage>;

export const tabCounts = z.object(
  Object.fromEntries(listViews.map((view) => [view, z.number().nullable()])) as Record<
    ListView,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type TabCounts = z.infer<typeof tabCounts>;

export const byPathQuery = z.object({ company: slug, product: slug, slug });
