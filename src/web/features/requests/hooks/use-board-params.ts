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

/** A tab named by navigation state (`{ activeTab }`), when it is one of the list's tabs. */
function tabOfState(state: unknown): ListView | undefined {
  const tab = (state as { activeTab?: unknown } | null)?.activeTab;
  return listViews.find((view) => view === tab);
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
  const stateTab = searchParams.has('view') ? undefined : tabOfState(state);

  useEffect(() => {
    if (!stateTab) return;
    const { activeTab: _, ...rest } = state as { activeTab: ListView };
    navigate(
      { pathname, search: withView(searchParams, stateTab) },
      { replace: true, state: Object.keys(rest).length ? rest : null, preventScrollReset: true },
    );
  }, [stateTab, state, pathname, searchParams, navigate]);

  return stateTab ? { ...params, view: stateTab } : params;
}
