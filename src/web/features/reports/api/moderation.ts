import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ModeratedKind, ReportInput, reportedPage } from '@/shared/contracts/reports';
import { messages } from '@/shared/messages';
import { apiFetch, apiPost } from '@/web/lib/api-client';
import { contentKeys } from '@/web/lib/content-cache';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  list: (state: 'open' | 'removed') => ['admin', 'reports', state] as const,
};

export function reportItem(kind: ModeratedKind, id: string, input: ReportInput) {
  return apiPost<{ message: string }>(`/api/v1/reports/${kind}/${id}`, input);
}

/** A signed-in person reports an item; the dialog closes and a toast says it was received. */
export function useReportItem(kind: ModeratedKind, id: string) {
  return useMutation({
    mutationFn: (input: ReportInput) => reportItem(kind, id, input),
    onSuccess: ({ message }) => toast.success(message),
  });
}

export type Decision = 'remove' | 'restore' | 'dismiss';

export function decideOnItem(kind: ModeratedKind, id: string, decision: Decision, reason?: string) {
  return apiPost<{ state: string; message: string }>(
    `/api/v1/admin/moderation/${kind}/${id}/${decision}`,
    decision === 'remove' ? { reason } : {},
  );
}

/**
 * An admin removes, restores or keeps an item. Everything that may show it is read again: the
 * boards and details of its kind (a build's: both kinds, which hold its request's build count),
 * builds, and the Reports view.
 */
export function useDecideOnItem(kind: ModeratedKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: Decision; reason?: string }) =>
      decideOnItem(kind, id, decision, reason),
    meta: { errorToast: { title: messages.couldNotSaveDecision, description: serverMessage } },
    onSuccess: ({ message }) => {
      toast.success(message);
      for (const itemKind of kind === 'builds' ? (['requests', 'vents'] as const) : [kind]) {
        void queryClient.invalidateQueries({ queryKey: contentKeys.all(itemKind) });
      }
      void queryClient.invalidateQueries({ queryKey: ['builds'] });
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}

export type ReportedPage = z.infer<typeof reportedPage>;

export function listReported(state: 'open' | 'removed', offset: number, signal?: AbortSignal) {
  return apiFetch<ReportedPage>(`/api/v1/admin/reports?state=${state}&offset=${offset}`, { signal });
}

/** The Reports view's items, 20 at a time: open reports grouped by item, or removed items. */
export function useReportedItems(state: 'open' | 'removed') {
  const query = useInfiniteQuery({
    queryKey: reportKeys.list(state),
    queryFn: ({ pageParam, signal }) => listReported(state, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((total, page) => total + page.items.length, 0) : undefined,
  });
  useErrorToast(query.error, messages.error, messages.failedToLoadReports);
  return query;
}
