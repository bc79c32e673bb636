import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/shared/api-paths';
import type { ContentKind, TabCounts } from '@/shared/contracts/requests';
import { apiFetch } from '@/web/lib/api-client';
import { contentKeys, type ListFilter } from '@/web/lib/content-cache';

export function getTabCounts(kind: ContentKind, filter: ListFilter, signal?: AbortSignal) {
  return apiFetch<TabCounts>(apiPaths.counts(kind, filter), { signal });
}

export const tabCountsQuery = (kind: ContentKind, filter: ListFilter) =>
  queryOptions({
    queryKey: contentKeys.countsFor(kind, filter),
    queryFn: ({ signal }) => getTabCounts(kind, filter, signal),
  });

/** How many cards each tab holds under the filter and search; `null` for the your-… tabs when signed out. */
export function useTabCounts(kind: ContentKind, filter: ListFilter) {
  return useQuery({ ...tabCountsQuery(kind, filter), placeholderData: keepPreviousData });
}
