import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/shared/api-paths';
import type { Build } from '@/shared/contracts/builds';
import type { ContentKind } from '@/shared/contracts/requests';
import { apiFetch } from '@/web/lib/api-client';

export const buildKeys = {
  all: ['builds'] as const,
  list: (kind: ContentKind, itemId: string) => ['builds', kind, itemId] as const,
};

export function listBuilds(kind: ContentKind, itemId: string, signal?: AbortSignal) {
  return apiFetch<Build[]>(apiPaths.builds(kind, itemId), { signal });
}

export const buildsQuery = (kind: ContentKind, itemId: string) =>
  queryOptions({
    queryKey: buildKeys.list(kind, itemId),
    queryFn: ({ signal }) => listBuilds(kind, itemId, signal),
  });

/** The builds on a request or vent, newest first. */
export function useBuilds(kind: ContentKind, itemId: string) {
  return useQuery(buildsQuery(kind, itemId));
}
