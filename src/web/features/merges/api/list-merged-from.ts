import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/shared/api-paths';
import type { MergedFrom } from '@/shared/contracts/merges';
import type { ContentKind } from '@/shared/contracts/requests';
import { apiFetch } from '@/web/lib/api-client';
import { mergeKeys } from './merge-keys';

export function listMergedFrom(kind: ContentKind, id: string, signal?: AbortSignal) {
  return apiFetch<MergedFrom>(apiPaths.mergedFrom(kind, id), { signal });
}

const mergedFromQuery = (kind: ContentKind, id: string) =>
  queryOptions({
    queryKey: mergeKeys.mergedFrom(kind, id),
    queryFn: ({ signal }) => listMergedFrom(kind, id, signal),
  });

/** The requests (or vents) merged into this one. */
export function useMergedFrom(kind: ContentKind, id: string) {
  return useQuery(mergedFromQuery(kind, id));
}
