import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { applicationPage } from '@/shared/contracts/admin';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { adminKeys, nextOffset } from './admin-keys';

export type ApplicationPage = z.infer<typeof applicationPage>;

export function listApplications(offset: number, signal?: AbortSignal) {
  return apiFetch<ApplicationPage>(`/api/v1/admin/applications?offset=${offset}`, { signal });
}

/** Company applications, newest first, 20 at a time; a failure toasts 'Failed to load applications'. */
export function useApplications() {
  const query = useInfiniteQuery({
    queryKey: adminKeys.applications,
    queryFn: ({ pageParam, signal }) => listApplications(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
  useErrorToast(query.error, messages.error, messages.failedToLoadApplications);
  return query;
}
