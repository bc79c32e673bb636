import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@/shared/messages';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { type ErrorToast, serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { adminKeys } from './admin-keys';

export function deleteUser(id: string) {
  return apiFetch<{ success: true; message: string }>(`/api/v1/admin/users/${id}`, { method: 'DELETE' });
}

/** A 409 says what the user still has; anything else asks to try again. */
function deleteUserFailureToast(error: Error): ErrorToast {
  if (error instanceof ApiError && error.status === 409) {
    return { title: messages.cannotDeleteUser, description: serverMessage };
  }
  return { title: messages.error, description: messages.deleteUserFailed };
}

/**
 * Deletes a user with no requests, votes or builds. The server re-checks: a 409 says what the user
 * still has ('User has {n} requests, …'), shown under 'Cannot delete user'.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { errorToast: deleteUserFailureToast },
    onSuccess: (answer) => toast.success(messages.userDeleted, { description: answer.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
