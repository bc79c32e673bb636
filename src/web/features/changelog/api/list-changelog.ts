import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@/shared/api-paths';
import type { ChangelogPage } from '@/shared/contracts/changelog';
import type { ContentKind } from '@/shared/contracts/requests';
import { apiFetch } from '@/web/lib/api-client';

export const changelogKeys = {
  all: (kind: ContentKind) => [kind, 'changelog'] as const,
  list: (kind: ContentKind, company: string | undefined) => [kind, 'changelog', company ?? null] as const,
};

export const changelogQuery = (kind: ContentKind, company: string | undefined) =>
  infiniteQueryOptions({
    queryKey: changelogKeys.list(kind, company),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ChangelogPage>(apiPaths.changelog(kind, company, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Launches, newest first, twenty a page: everywhere, or one company's. */
export function useChangelog(kind: ContentKind, company: string | undefined) {
  return useInfiniteQuery(changelogQuery(kind, company));
}
