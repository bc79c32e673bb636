import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/shared/api-paths';
import type { SessionState, Viewer } from '@/shared/contracts/auth';
import { apiFetch } from '@/web/lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: () => apiFetch<SessionState>(apiPaths.session),
    staleTime: 60_000,
  });

/** The signed-in person: `isPending` until the first answer, then `user` (null when signed out). */
export function useSession(): { user: Viewer | null; isPending: boolean } {
  const { data, isPending, isError } = useQuery(sessionQuery());
  return { user: data?.user ?? null, isPending: isPending && !isError };
}
