/** An author's name: username, else display name, else 'Anonymous User' (docs/product.md#roles). */
export function authorDisplayName(author: { username?: string | null; displayName?: string | null }): string {
  return author.username || author.displayName || 'Anonymous User';
}
