import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MergeCandidates } from '@/shared/contracts/merges';
import type { ContentKind } from '@/shared/contracts/requests';
import { apiFetch } from '@/web/lib/api-client';
import { mergeKeys } from './merge-keys';

export function listMergeCandidates(kind: ContentKind, id: string, search: string, signal?: AbortSignal) {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return apiFetch<MergeCandidates>(`/api/v1/${kind}/${id}/merge-candidates${query}`, { signal });
}

const mergeCandidatesQuery = (kind: ContentKind, id: string, search: string) =>
  queryOptions({
    queryKey: mergeKeys.candidates(kind, id, search),
    queryFn: ({ signal }) => listMergeCandidates(kind, id, search, signal),
  });

/** What 'Merge into…' offers for a search; the last answer stays while the next one loads. */
export function useMergeCandidates(kind: ContentKind, id: string, search: string, isEnabled: boolean) {
  return useQuery({
    ...mergeCandidatesQuery(kind, id, search),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
