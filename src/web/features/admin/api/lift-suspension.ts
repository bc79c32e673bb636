import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { suspensionState } from '@/shared/contracts/admin';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { adminKeys } from './admin-keys';
import { userActionFailure } from './user-action-failure';

export function liftSuspension(id: string) {
  return apiFetch<z.infer<typeof suspensionState>>(`/api/v1/admin/users/${id}/suspension`, {
    method: 'DELETE',
  });
}

/** Lifts a suspension: the person can sign in again at once. */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSuspension,
    meta: { errorToast: userActionFailure(messages.couldNotLiftSuspension) },
    onSuccess: (answer) => toast.success(messages.liftSuspension, { description: answer.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
