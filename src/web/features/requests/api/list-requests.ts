import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { pageSizes } from '@/shared/constants';
import type { CardPage, ContentKind, ListView } from '@/shared/contracts/requests';
import { apiFetch } from '@/web/lib/api-client';
import { contentKeys, type ListFilter } from '@/web/lib/content-cache';

export interface ListParams {
  kind: ContentKind;
  view: ListView;
  filter: ListFilter;
}

/** `?view=&company=&product=&search=&cursor=&limit=`, leaving out what is empty ('all' is the default view). */
function listSearch({ view, filter }: ListParams, cursor: string | null): string {
  const query = new URLSearchParams();
  if (view !== 'all') query.set('view', view);
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(pageSizes.homeList));
  return query.toString();
}

export function listRequests(params: ListParams, cursor: string | null, signal?: AbortSignal) {
  return apiFetch<CardPage>(`/api/v1/${params.kind}?${listSearch(params, cursor)}`, { signal });
}

export const listRequestsQuery = (params: ListParams) =>
  infiniteQueryOptions({
    queryKey: contentKeys.list(params.kind, params.view, params.filter),
    queryFn: ({ pageParam, signal }) => listRequests(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Ten cards a page; 'Load more...' fetches the next ten. The previous list stays, dimmed, while a new one loads. */
export function useRequestList(params: ListParams, enabled = true) {
  return useInfiniteQuery({ ...listRequestsQuery(params), enabled, placeholderData: keepPreviousData });
}
