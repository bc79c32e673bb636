import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dashboard, DashboardItem } from '@/shared/contracts/dashboard';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { removeCard } from '@/web/lib/content-cache';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { dashboardKeys } from './get-dashboard';

export function deleteItem(item: Pick<DashboardItem, 'kind' | 'id'>) {
  return apiFetch<{ ok: true }>(`/api/v1/${item.kind}/${item.id}`, { method: 'DELETE' });
}

/** Deletes a request or vent (its author only; the server says why otherwise) and drops its card. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    meta: { errorToast: { title: messages.errorDeletingRequest, description: serverMessage } },
    onSuccess: (_answer, item) => {
      queryClient.setQueryData<Dashboard>(dashboardKeys.all, (data) =>
        data ? { ...data, items: data.items.filter((entry) => entry.id !== item.id) } : data,
      );
      removeCard(queryClient, item.kind, item.id);
      if (item.kind === 'vents') {
        toast.success(messages.ventDeleted, { description: messages.ventDeletedText });
      } else {
        toast.success(messages.requestDeleted, { description: messages.requestDeletedText });
      }
    },
  });
}
