import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserSort, userPage } from '@/shared/contracts/admin';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys, nextOffset, type SortDirection } from './admin-keys';

export type UserPage = z.infer<typeof userPage>;

export function listUsers(sort: UserSort, direction: SortDirection, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ sort, direction, offset: String(offset) });
  return apiFetch<UserPage>(`/api/v1/admin/users?${query}`, { signal });
}

/** Every user with their activity, sorted by the server, 50 at a time; the old order stays while a new one loads. */
export function useUsers(sort: UserSort, direction: SortDirection) {
  return useInfiniteQuery({
    queryKey: adminKeys.usersBy(sort, direction),
    queryFn: ({ pageParam, signal }) => listUsers(sort, direction, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
  });
}
