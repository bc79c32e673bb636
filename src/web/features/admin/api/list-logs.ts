import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { logPage } from '@/shared/contracts/admin';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys, type LogKind, nextOffset } from './admin-keys';

export type LogPage = z.infer<typeof logPage>;

export function listLogs(kind: LogKind, offset: number, signal?: AbortSignal) {
  return apiFetch<LogPage>(`/api/v1/admin/${kind}?offset=${offset}`, { signal });
}

/**
 * Moderation or duplicate checks shown to users, newest first, 20 at a time. A load failure is
 * only logged and reads as an empty list.
 */
export function useLogs(kind: LogKind) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.logs(kind),
    queryFn: ({ pageParam, signal }) => listLogs(kind, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
  useEffect(() => {
    if (query.error) console.error(`Loading ${kind} failed`, query.error);
  }, [query.error, kind]);
  return query;
}
