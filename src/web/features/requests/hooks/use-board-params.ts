import { useLocation, useSearchParams } from 'react-router';
import type { ContentKind } from '@/shared/contracts/requests';
import { type Mode, modeOfPath, parsePath } from '@/shared/routes';
import { type ListView, listViews } from '@/shared/rules/views';
import type { ListFilter } from '@/web/lib/content-cache';

/** The URL parameter holding the search, so a search survives a reload and can be shared. */
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

/** Everything a board list is showing, read from the path (`/vent?/{company}/{product}`) and `?view=&q=`. */
export function useBoardParams(): BoardParams {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
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
