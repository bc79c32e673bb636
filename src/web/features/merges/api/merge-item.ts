import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MergeOutcome } from '@/shared/contracts/merges';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { apiFetch, apiPost } from '@/web/lib/api-client';
import { contentKeys, patchCard, removeCard } from '@/web/lib/content-cache';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { mergeKeys } from './merge-keys';

export interface MergeRequest {
  kind: ContentKind;
  id: string;
  targetId: string;
}

export function mergeItem({ kind, id, targetId }: MergeRequest) {
  return apiPost<MergeOutcome>(`/api/v1/${kind}/${id}/merge`, { targetId });
}

export function unmergeItem({ kind, id }: { kind: ContentKind; id: string }) {
  return apiFetch<MergeOutcome>(`/api/v1/${kind}/${id}/merge`, { method: 'DELETE' });
}

/** Both items' counts as the server answered them, and every list, count and merge read again. */
function afterChange(queryClient: QueryClient, kind: ContentKind, outcome: MergeOutcome) {
  for (const item of [outcome.source, outcome.target]) {
    patchCard(queryClient, kind, item.id, { voteCount: item.voteCount, buildCount: item.buildCount });
  }
  void queryClient.invalidateQueries({ queryKey: contentKeys.lists(kind) });
  void queryClient.invalidateQueries({ queryKey: contentKeys.counts(kind) });
  void queryClient.invalidateQueries({ queryKey: mergeKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['builds'] });
}

/** Merges an item into another; the merged card leaves every cached list at once. */
export function useMergeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeItem,
    meta: { errorToast: { title: messages.mergeInto.replace('…', ''), description: serverMessage } },
    onSuccess: (outcome, { kind, id }) => {
      removeCard(queryClient, kind, id);
      afterChange(queryClient, kind, outcome);
      toast.success(messages.mergeDone(outcome.target.title));
    },
  });
}

/** Unmerges an item: both are again as they were. */
export function useUnmergeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmergeItem,
    meta: { errorToast: { title: messages.unmerge, description: serverMessage } },
    onSuccess: (outcome, { kind }) => {
      afterChange(queryClient, kind, outcome);
      toast.success(messages.unmergeDone(outcome.source.title));
    },
  });
}
