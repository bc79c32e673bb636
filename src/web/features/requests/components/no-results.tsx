import { SearchX } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { TabCounts } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { listPath } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { modeCopy } from '@/web/lib/mode-copy';
import { type BoardParams, searchParam } from '../hooks/use-board-params';
import { EmptyState } from './empty-state';

/**
 * 'No Results' with the one way out that fits: another tab that does hold matches (a search that
 * only finds launched requests), else clearing the search, else every tab, else every company.
 */
export function NoResults({ params, counts }: { params: BoardParams; counts?: TabCounts }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const copy = modeCopy[params.mode];
  const otherTab = params.search
    ? (['all', 'launched'] as const).find((view) => view !== params.view && (counts?.[view] ?? 0) > 0)
    : undefined;
  const way = otherTab
    ? {
        label: `See ${counts?.[otherTab]} in ${copy.viewLabels[otherTab]}`,
        to: { search: withParam(search, 'view', otherTab === 'all' ? null : otherTab) },
      }
    : params.search
      ? { label: 'Clear search', to: { search: withParam(search, searchParam, null) } }
      : params.view !== 'all'
        ? { label: `Show all ${copy.nounPlural}`, to: { pathname, search: '' } }
        : params.company
          ? { label: 'Show every company', to: { pathname: listPath(params.mode), search: '' } }
          : null;
  return (
    <EmptyState
      Icon={SearchX}
      title={messages.noResults}
      text={
        params.search
          ? `Nothing here matches "${params.search}". Try other words, or be the first to ask for it.`
          : `No ${copy.nounPlural} here yet. Yours could be the first.`
      }
      action={
        way ? (
          <Button variant="outline" onClick={() => navigate(way.to)}>
            {way.label}
          </Button>
        ) : null
      }
    />
  );
}

/** `search` with `key` set to `value`, or removed when `value` is null. */
function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
