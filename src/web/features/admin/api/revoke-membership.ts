import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@/shared/messages';
import { apiPost } from '@/web/lib/api-client';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { adminKeys } from './admin-keys';

export type Revoke = { id: string; reason: string };

export function revokeMembership({ id, reason }: Revoke) {
  return apiPost<{ id: string; message: string }>(`/api/v1/admin/applications/${id}/revoke`, {
    reason: reason.trim() || null,
  });
}

/** Ends an approved membership; the applications and the audit log are loaded again. */
export function useRevokeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeMembership,
    meta: { errorToast: { title: messages.failedToRevokeMembership, description: serverMessage } },
    onSuccess: (answer) => toast.success(messages.success, { description: answer.message }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.applications }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
