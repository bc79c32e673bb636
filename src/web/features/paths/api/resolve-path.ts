import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/shared/api-paths';
import type { ResolvedPath } from '@/shared/contracts/paths';
import { apiFetch } from '@/web/lib/api-client';

export const resolvePathQuery = (path: string) =>
  queryOptions({
    queryKey: ['paths', path],
    queryFn: () => apiFetch<ResolvedPath>(apiPaths.resolve(path)),
  });

/** What the current company / product / detail path names; `found: false` means a 404 screen. */
export function useResolvedPath(path: string) {
  return useQuery(resolvePathQuery(path));
}
