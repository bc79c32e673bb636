import { z } from 'zod';
import { named, slug } from './requests';

/** A page of a changelog: every company's launched items, or one company's (`company`). */
export const changelogQuery = z.object({
  company: slug.optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ChangelogQuery = z.input<typeof changelogQuery>;

/** One launched request or vent: what was launched, when, and what the company said about it. */
export const changelogEntry = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  userStoryWant: z.string(),
  /** The company's comment with the launch, if any. */
  statusComment: z.string().nullable(),
  /** When its status became Launched. */
  launchedAt: z.string(),
  voteCount: z.number(),
  buildCount: z.number(),
  company: named,
  product: named.nullable(),
});
export type ChangelogEntry = z.infer<typeof changelogEntry>;

/** Newest launch first; `nextCursor` asks for the launches before the last one. */
export const changelogPage = z.object({ items: z.array(changelogEntry), nextCursor: z.string().nullable() });
export type ChangelogPage = z.infer<typeof changelogPage>;
