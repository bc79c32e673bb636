/**
 * A name or title as a slug: accents stripped, lower-case, runs of non-alphanumeric characters become
 * one hyphen, leading and trailing hyphens trimmed (docs/product.md#paths).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Top-level paths that a company slug must never take, or its list would hide a screen. */
export const reservedCompanySlugs: ReadonlySet<string> = new Set([
  'vent',
  'about',
  'terms',
  'privacy',
  'ugc-policy',
  'cookie-policy',
  'companies',
  'admin',
  'company-dashboard',
  'create-request',
  'auth',
  'api',
  'dev',
  'assets',
  'healthz',
  'readyz',
  'request',
  'account',
  'notifications',
  'unsubscribe',
  'changelog',
  'feeds',
  'sitemap.xml',
  'robots.txt',
]);

/** The product segment of a detail path when the request has no product; no product may take it. */
export const noProductSegment = 'no-product';

/**
 * Second segments that are not products: 'no-product' in detail paths, and a company's roadmap and
 * changelog pages (`/{company}/roadmap`, `/{company}/changelog`). No product slug takes them.
 */
export const reservedProductSlugs: ReadonlySet<string> = new Set([noProductSegment, 'roadmap', 'changelog']);

/**
 * Picks a free slug within one parent: the base slug, else `base-2`, `base-3`, …
 * `isTaken` sees the candidates; `fallback` is used when the text has no letters or digits.
 */
export function uniqueSlug(base: string, isTaken: (candidate: string) => boolean, fallback = 'item'): string {
  const root = slugify(base) || fallback;
  if (!isTaken(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
