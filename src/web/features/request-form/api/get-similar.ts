import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { apiFetch } from '@/web/lib/api-client';
import { contentKeys } from '@/web/lib/content-cache';

export interface SimilarParams {
  companyId: string;
  productId?: string;
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
}

/** The query string's entries, leaving out what is empty. */
function toQuery(params: SimilarParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : ''])
      .filter(([, value]) => value),
  );
}

export const similarRequestsQuery = (kind: ContentKind, params: SimilarParams) => {
  const query = toQuery(params);
  return queryOptions({
    queryKey: contentKeys.similar(kind, query),
    queryFn: ({ signal }) =>
      apiFetch<Card[]>(`/api/v1/${kind}/similar?${new URLSearchParams(query)}`, { signal }),
    staleTime: 60_000,
  });
};

/**
 * The company's requests most like the draft so far (its top requests before anything is typed).
 * While the text changes the last answer for the same company stays on screen.
 */
export function useSimilarRequests(kind: ContentKind, params: SimilarParams | null) {
  const options = similarRequestsQuery(
    kind,
    params ?? { companyId: '', title: '', userStoryWant: '', userStorySoThat: '' },
  );
  return useQuery({
    ...options,
    enabled: params !== null,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as { companyId?: string } | undefined)?.companyId === params?.companyId
        ? previous
        : undefined,
  });
}
