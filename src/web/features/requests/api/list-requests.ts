import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@/shared/api-paths';
import type { CardPage, ContentKind, ListView } from '@/shared/contracts/requests';
import { apiFetch } from '@/web/lib/api-client';
import { contentKeys, type ListFilter } from '@/web/lib/content-cache';

export interface ListParams {
  kind: ContentKind;
  view: ListView;
  filter: ListFilter;
}

export function listRequests(params: ListParams, cursor: string | null, signal?: AbortSignal) {
  return apiFetch<CardPage>(apiPaths.list(params.kind, params.view, params.filter, cursor), { signal });
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
