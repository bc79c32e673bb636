import { z } from 'zod';
import { requestStatuses } from '../rules/statuses';
import { named, slug } from './requests';

/** One column of a company's roadmap: its items of one status, most votes first. */
export const roadmapQuery = z.object({
  company: slug,
  product: slug.optional(),
  status: z.enum(requestStatuses),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type RoadmapQuery = z.input<typeof roadmapQuery>;

export const roadmapItem = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  userStoryWant: z.string(),
  status: z.enum(requestStatuses),
  statusComment: z.string().nullable(),
  statusUpdatedAt: z.string().nullable(),
  voteCount: z.number(),
  buildCount: z.number(),
  company: named,
  product: named.nullable(),
});
export type RoadmapItem = z.infer<typeof roadmapItem>;

/**
 * A page of one column. The Launched column holds what launched in the last
 * `roadmapLaunchedDays` days only; the changelog keeps the rest.
 */
export const roadmapPage = z.object({ items: z.array(roadmapItem), nextCursor: z.string().nullable() });
export type RoadmapPage = z.infer<typeof roadmapPage>;
