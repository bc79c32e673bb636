import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { adminKeys } from './admin-keys';

export type Review = { id: string; status: 'approved' | 'rejected' };

export function reviewApplication({ id, status }: Review) {
  return apiFetch<Review>(`/api/v1/admin/applications/${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status }),
  });
}

/** Approve or reject a pending application; the list (and the audit log) is loaded again either way. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    meta: { errorToast: { title: messages.error, description: messages.failedToUpdateApplication } },
    onSuccess: (review) =>
      toast.success(messages.success, { description: messages.applicationStatus(review.status) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.applications }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
