import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@/shared/contracts/requests';
import type { StatusState, StatusUpdateInput } from '@/shared/contracts/status';
import { messages } from '@/shared/messages';
import { requestStatusLabels } from '@/shared/rules/statuses';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { patchCard } from '@/web/lib/content-cache';
import { toast } from '@/web/lib/toast';

export function updateStatus(kind: ContentKind, id: string, input: StatusUpdateInput) {
  return apiFetch<StatusState>(`/api/v1/${kind}/${id}/status`, {
    method: 'PATCH',
    body: JSON.stringify(input),
  });
}

/**
 * A company's answer on a request or vent. The answer is written into every cached list and detail
 * holding the card (so the company update box shows it at once); a failure toasts the server's
 * message, or 'Failed to update status'.
 */
export function useUpdateStatus(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StatusUpdateInput }) => updateStatus(kind, id, input),
    meta: {
      errorToast: {
        title: messages.error,
        description: (error) =>
          error instanceof ApiError && error.message ? error.message : messages.failedToUpdateStatus,
      },
    },
    onSuccess: (state) => {
      patchCard(queryClient, kind, state.id, {
        status: state.status,
        statusComment: state.statusComment,
        statusUpdatedAt: state.statusUpdatedAt,
      });
      toast.success(`Status set to ${requestStatusLabels[state.status]}`, {
        description: state.statusComment ? 'Your comment is shown on the request.' : undefined,
      });
    },
  });
}
