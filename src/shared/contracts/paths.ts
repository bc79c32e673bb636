import { z } from 'zod';

export const resolvePathQuery = z.object({ path: z.string().min(1).max(2000) });

const named = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/**
 * What a path names, so screens and the server agree on which paths exist. An old path of a
 * renamed or merged company, product or item names nothing itself: `redirect` is its new path
 * (a page load answers a 301 to it, the web app replaces the address).
 */
export const resolvedPath = z.object({
  found: z.boolean(),
  mode: z.enum(['requests', 'vents']),
  redirect: z.string().optional(),
  /** `isVerified`: at least one approved member answers for the company here. */
  company: named.extend({ isVerified: z.boolean() }).optional(),
  product: named.optional(),
  item: z
    .object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      userStoryWant: z.string(),
      userStorySoThat: z.string(),
    })
    .optional(),
});
export type ResolvedPath = z.infer<typeof resolvedPath>;
