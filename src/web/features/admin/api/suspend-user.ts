import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SuspendInput, suspensionState } from '@/shared/contracts/admin';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { adminKeys } from './admin-keys';
import { userActionFailure } from './user-action-failure';

type SuspensionState = z.infer<typeof suspensionState>;

export function suspendUser({ id, ...input }: SuspendInput & { id: string }) {
  return apiFetch<SuspensionState>(`/api/v1/admin/users/${id}/suspension`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

/** Suspends a person (their sessions end everywhere at once); the users list is loaded again. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    meta: { errorToast: userActionFailure(messages.couldNotSuspend) },
    onSuccess: (answer) => toast.success(messages.suspended, { description: answer.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
