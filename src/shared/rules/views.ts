/**
 * The list tabs (`?view=`); no parameter means 'all'. Plain values, without zod, so the board's
 * first load can use them without the contracts' schemas.
 */
export const listViews = [
  'all',
  'top-requests',
  'latest-requests',
  'launched',
  'your-requests',
  'your-votes',
  'your-builds',
] as const;
export type ListView = (typeof listViews)[number];
export const personalViews: ReadonlySet<ListView> = new Set(['your-requests', 'your-votes', 'your-builds']);
