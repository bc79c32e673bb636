import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@/shared/contracts/audit';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { type AuditFilter, adminKeys } from './admin-keys';

export function listAudit(filter: AuditFilter, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value.trim()) query.set(key, value.trim());
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return apiFetch<AuditPage>(`/api/v1/admin/audit${search ? `?${search}` : ''}`, { signal });
}

/** The audit log under its filters, newest first, a page at a time; the old page stays while a filter loads. */
export function useAudit(filter: AuditFilter) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.auditBy(filter),
    queryFn: ({ pageParam, signal }) => listAudit(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  useErrorToast(query.error, messages.error, messages.failedToLoadAuditLog);
  return query;
}
