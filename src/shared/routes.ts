import { noProductSegment, reservedCompanySlugs, reservedProductSlugs } from './rules/slug';

/** Screens with a fixed path. */
export const staticPaths = {
  home: '/',
  vent: '/vent',
  createRequest: '/create-request',
  auth: '/auth',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  communityPolicy: '/ugc-policy',
  cookiePolicy: '/cookie-policy',
  companies: '/companies',
  admin: '/admin',
  companyDashboard: '/company-dashboard',
  account: '/account',
  notifications: '/notifications',
  unsubscribe: '/unsubscribe',
} as const;

const staticPathSet: ReadonlySet<string> = new Set(Object.values(staticPaths));

export type Mode = 'requests' | 'vents';

export type ParsedPath =
  | { kind: 'static'; mode: Mode; path: string }
  | { kind: 'company'; mode: Mode; companySlug: string }
  | { kind: 'product'; mode: Mode; companySlug: string; productSlug: string }
  | { kind: 'detail'; mode: Mode; companySlug: string; productSlug: string; itemSlug: string }
  /** Launched items, newest launch first: everywhere (no company) or one company's. */
  | { kind: 'changelog'; mode: Mode; companySlug?: string }
  /** A company's items in columns by status. */
  | { kind: 'roadmap'; mode: Mode; companySlug: string }
  | { kind: 'unknown' };

/** The second segment of a company's changelog and roadmap pages. */
const companyPages = { changelog: 'changelog', roadmap: 'roadmap' } as const;

/** Any path starting with /vent is vents mode; everything else is requests mode. */
export function modeOfPath(pathname: string): Mode {
  return pathname === '/vent' || pathname.startsWith('/vent/') ? 'vents' : 'requests';
}

/** Reads a path against the route table; slugs still need the database to be known. */
export function parsePath(pathname: string): ParsedPath {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (staticPathSet.has(path)) return { kind: 'static', mode: modeOfPath(path), path };
  let segments: string[];
  try {
    segments = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return { kind: 'unknown' };
  }
  const mode = modeOfPath(path);
  if (mode === 'vents') segments = segments.slice(1);
  if (segments.some((segment) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment))) return { kind: 'unknown' };
  const [companySlug, productSlug, itemSlug, ...rest] = segments;
  if (companySlug === companyPages.changelog && segments.length === 1) return { kind: 'changelog', mode };
  if (!companySlug || rest.length > 0 || reservedCompanySlugs.has(companySlug)) return { kind: 'unknown' };
  if (!productSlug) return { kind: 'company', mode, companySlug };
  if (!itemSlug) {
    if (productSlug === companyPages.changelog) return { kind: 'changelog', mode, companySlug };
    if (productSlug === companyPages.roadmap) return { kind: 'roadmap', mode, companySlug };
    return productSlug === noProductSegment
      ? { kind: 'unknown' }
      : { kind: 'product', mode, companySlug, productSlug };
  }
  // 'roadmap' and 'changelog' are pages, never a product, so no detail lives below them.
  if (productSlug !== noProductSegment && reservedProductSlugs.has(productSlug)) return { kind: 'unknown' };
  return { kind: 'detail', mode, companySlug, productSlug, itemSlug };
}

/** The public path of a list or a detail screen. */
export function listPath(mode: Mode, companySlug?: string, productSlug?: string): string {
  const parts = [mode === 'vents' ? 'vent' : '', companySlug, productSlug].filter(Boolean);
  return `/${parts.join('/')}`;
}

export function detailPath(
  mode: Mode,
  companySlug: string,
  productSlug: string | null,
  itemSlug: string,
): string {
  return `${listPath(mode, companySlug, productSlug ?? noProductSegment)}/${itemSlug}`;
}

/** The changelog page: every company's (no slug) or one company's. */
export function changelogPath(mode: Mode, companySlug?: string): string {
  return `${listPath(mode, companySlug)}${companySlug || mode === 'vents' ? '/' : ''}${companyPages.changelog}`;
}

/** A company's roadmap page. */
export function roadmapPath(mode: Mode, companySlug: string): string {
  return `${listPath(mode, companySlug)}/${companyPages.roadmap}`;
}

/**
 * The Atom feeds (requests only): launched requests everywhere and per company, and a company's
 * new requests.
 */
export const feedPaths = {
  changelog: (companySlug?: string) =>
    companySlug ? `/feeds/${companySlug}/changelog.atom` : '/feeds/changelog.atom',
  requests: (companySlug: string) => `/feeds/${companySlug}/requests.atom`,
};
