import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/shared/api-paths';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { apiFetch } from '@/web/lib/api-client';
import { contentKeys, type DetailPath, findCachedCard } from '@/web/lib/content-cache';

export function getRequestByPath(kind: ContentKind, path: DetailPath, signal?: AbortSignal) {
  return apiFetch<Card>(apiPaths.byPath(kind, path), { signal });
}

/** One card by id (a live update: the detail's path may have changed with an edited title). */
export function getRequestById(kind: ContentKind, id: string) {
  return apiFetch<Card>(`/api/v1/${kind}/${id}`);
}

export const requestByPathQuery = (kind: ContentKind, path: DetailPath) =>
  queryOptions({
    queryKey: contentKeys.detail(kind, path),
    queryFn: ({ signal }) => getRequestByPath(kind, path, signal),
  });

/** One request or vent; a card already in a cached list shows at once while the detail loads. */
export function useRequestByPath(kind: ContentKind, path: DetailPath) {
  const queryClient = useQueryClient();
  return useQuery({
    ...requestByPathQuery(kind, path),
    placeholderData: () => findCachedCard(queryClient, kind, path),
  });
}
