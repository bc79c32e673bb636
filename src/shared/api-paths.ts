import { pageSizes } from './constants';
import type { ContentKind } from './contracts/requests';
import { type Mode, modeOfPath, parsePath } from './routes';
import { type ListView, listViews } from './rules/views';

/**
 * The API addresses a screen's first load asks for, built in one place: the web app fetches them,
 * and the server names the same ones in a page's HTML (`<link rel="preload" as="fetch">`) so the
 * browser asks for them alongside the scripts. A preload is only used when the address matches to
 * the character, hence one builder for both sides. Plain code, without zod.
 */

/** What a board list is filtered by; one cached list per combination. */
export interface ListFilter {
  company?: string;
  product?: string;
  search?: string;
}

export interface DetailPath {
  company: string;
  product: string;
  slug: string;
}

/** `?company=&product=&search=` in that order, leaving out what is empty. */
function filterQuery(filter: ListFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return query;
}

export const apiPaths = {
  session: '/api/v1/auth/session',
  catalog: '/api/v1/catalog',
  /** `?view=&company=&product=&search=&cursor=&limit=`, without what is empty ('all' is the default view). */
  list(kind: ContentKind, view: ListView, filter: ListFilter, cursor: string | null = null): string {
    const query = new URLSearchParams();
    if (view !== 'all') query.set('view', view);
    for (const [key, value] of filterQuery(filter)) query.set(key, value);
    if (cursor) query.set('cursor', cursor);
    query.set('limit', String(pageSizes.homeList));
    return `/api/v1/${kind}?${query}`;
  },
  counts(kind: ContentKind, filter: ListFilter): string {
    const search = filterQuery(filter).toString();
    return `/api/v1/${kind}/counts${search ? `?${search}` : ''}`;
  },
  byPath(kind: ContentKind, path: DetailPath): string {
    return `/api/v1/${kind}/by-path?${new URLSearchParams({ company: path.company, product: path.product, slug: path.slug })}`;
  },
  builds(kind: ContentKind, itemId: string): string {
    return `/api/v1/${kind}/${itemId}/builds`;
  },
  /** What was merged into an item ('Merged from' on its detail). */
  mergedFrom(kind: ContentKind, itemId: string): string {
    return `/api/v1/${kind}/${itemId}/merged-from`;
  },
  /** A page of a changelog: every company's launches, or one company's. */
  changelog(kind: ContentKind, company: string | undefined, cursor: string | null = null): string {
    const query = filterQuery({ company });
    if (cursor) query.set('cursor', cursor);
    query.set('limit', String(pageSizes.changelog));
    return `/api/v1/${kind}/changelog?${query}`;
  },
  /** A page of one column (status) of a company's roadmap, optionally of one product. */
  roadmap(
    kind: ContentKind,
    column: { company: string; product?: string; status: string },
    cursor: string | null = null,
  ): string {
    const query = filterQuery({ company: column.company, product: column.product });
    query.set('status', column.status);
    if (cursor) query.set('cursor', cursor);
    query.set('limit', String(pageSizes.roadmapColumn));
    return `/api/v1/${kind}/roadmap?${query}`;
  },
  /** What a company or product path names (the board checks its slugs). */
  resolve(pathname: string): string {
    return `/api/v1/paths/resolve?path=${encodeURIComponent(pathname)}`;
  },
};

/** The URL parameter holding a board's search, so a search survives a reload and can be shared. */
export const searchParam = 'q';

export interface BoardParams {
  mode: Mode;
  kind: ContentKind;
  company?: string;
  product?: string;
  view: ListView;
  search: string;
  /** Company, product and search: what the tab counts and every tab's list share. */
  filter: ListFilter;
}

export function viewOf(value: string | null): ListView {
  return listViews.find((view) => view === value) ?? 'all';
}

/** Everything a board list shows, read from the path (`/vent?/{company}/{product}`) and `?view=&q=`. */
export function boardParamsOf(pathname: string, searchParams: URLSearchParams): BoardParams {
  const mode = modeOfPath(pathname);
  const parsed = parsePath(pathname);
  const company = parsed.kind === 'company' || parsed.kind === 'product' ? parsed.companySlug : undefined;
  const product = parsed.kind === 'product' ? parsed.productSlug : undefined;
  const search = searchParams.get(searchParam)?.trim() ?? '';
  return {
    mode,
    kind: mode,
    company,
    product,
    view: viewOf(searchParams.get('view')),
    search,
    filter: { company, product, search: search || undefined },
  };
}
