import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dashboard, DashboardItem } from '@/shared/contracts/dashboard';
import { messages } from '@/shared/messages';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { removeCard } from '@/web/lib/content-cache';
import { type ErrorToast, serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { dashboardKeys } from './get-dashboard';

export function deleteItem(item: Pick<DashboardItem, 'kind' | 'id' | 'isOwner'>) {
  return apiFetch<{ ok: true }>(`/api/v1/${item.kind}/${item.id}`, { method: 'DELETE' });
}

/** A 409 is the delete rule (someone voted or built meanwhile); any other failure shows the server's words. */
function deleteFailureToast(error: Error): ErrorToast {
  if (error instanceof ApiError && error.status === 409) {
    return { title: messages.cannotDeleteRequest, description: messages.deleteLockedByVotesOrBuilds };
  }
  return { title: messages.errorDeletingRequest, description: serverMessage };
}

/**
 * Deletes a request or vent of the company (the server allows its author and the company's members
 * while nobody else voted or built on it) and drops its card. Someone else's item: its author is
 * told by e-mail, and the toast says so.
 */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    meta: { errorToast: deleteFailureToast },
    onSuccess: (_answer, item) => {
      queryClient.setQueryData<Dashboard>(dashboardKeys.all, (data) =>
        data ? { ...data, items: data.items.filter((entry) => entry.id !== item.id) } : data,
      );
      removeCard(queryClient, item.kind, item.id);
      const isVent = item.kind === 'vents';
      const description = item.isOwner
        ? isVent
          ? messages.ventDeletedText
          : messages.requestDeletedText
        : messages.authorToldByEmail;
      toast.success(isVent ? messages.ventDeleted : messages.requestDeleted, { description });
    },
  });
}
