/** The spec's author fallback: username, else display name, else 'Anonymous User'. */
export function authorDisplayName(author: { username?: string | null; displayName?: string | null }): string {
  return author.username || author.displayName || 'Anonymous User';
}
