import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type BoardParams, boardParamsOf } from '@/shared/api-paths';
import { type ListView, listViews } from '@/shared/rules/views';

export { type BoardParams, searchParam, viewOf } from '@/shared/api-paths';

/** `?view=` with the rest of the query kept; 'all' is the bare list. */
export function withView(params: URLSearchParams, view: ListView): string {
  const next = new URLSearchParams(params);
  if (view === 'all') next.delete('view');
  else next.set('view', view);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** The tab a list's navigation state names (`{ activeTab }`), when `?view=` names none and it is a tab. */
export function stateTabOf(searchParams: URLSearchParams, state: unknown): ListView | undefined {
  if (searchParams.has('view')) return undefined;
  const tab = (state as { activeTab?: unknown } | null)?.activeTab;
  return listViews.find((view) => view === tab);
}

/** What replaces an entry opened with `{ activeTab }`: the tab in `?view=`, the rest of the state kept. */
export function entryForStateTab(searchParams: URLSearchParams, state: unknown, tab: ListView) {
  const { activeTab: _, ...rest } = state as { activeTab: ListView };
  return { search: withView(searchParams, tab), state: Object.keys(rest).length ? rest : null };
}

/**
 * Everything a board list is showing, read from the path (`/vent?/{company}/{product}`) and
 * `?view=&q=`. A list opened with `{ activeTab }` in its navigation state and no `?view=` shows that
 * tab, and the entry is replaced by its URL, so that the URL stays the list's whole state.
 */
export function useBoardParams(): BoardParams {
  const { pathname, state } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = boardParamsOf(pathname, searchParams);
  const stateTab = stateTabOf(searchParams, state);

  useEffect(() => {
    if (!stateTab) return;
    const entry = entryForStateTab(searchParams, state, stateTab);
    navigate(
      { pathname, search: entry.search },
      { replace: true, state: entry.state, preventScrollReset: true },
    );
  }, [stateTab, state, pathname, searchParams, navigate]);

  return stateTab ? { ...params, view: stateTab } : params;
}
