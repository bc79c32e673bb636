import { z } from 'zod';

export const resolvePathQuery = z.object({ path: z.string().min(1).max(2000) });

const named = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/** What a path names, so screens and the server agree on which paths exist. */
export const resolvedPath = z.object({
  found: z.boolean(),
  mode: z.enum(['requests', 'vents']),
  company: named.optional(),
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
