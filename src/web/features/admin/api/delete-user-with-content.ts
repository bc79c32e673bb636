import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedUserWithContent, UserContentSummary } from '@/shared/contracts/admin';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { adminKeys } from './admin-keys';
import { userActionFailure } from './user-action-failure';

export function userContentQuery(id: string) {
  return queryOptions({
    queryKey: [...adminKeys.users, id, 'content'] as const,
    queryFn: ({ signal }) => apiFetch<UserContentSummary>(`/api/v1/admin/users/${id}/content`, { signal }),
    // Counted afresh each time the dialog opens: it says what the delete will take.
    staleTime: 0,
  });
}

/** What 'Delete user and content' would delete, loaded while its dialog is open. */
export function useUserContent(id: string | null) {
  return useQuery({ ...userContentQuery(id ?? ''), enabled: id !== null });
}

export function deleteUserWithContent({ id, ...body }: { id: string; confirmation: string; reason: string }) {
  return apiFetch<z.infer<typeof deletedUserWithContent>>(`/api/v1/admin/users/${id}/delete-with-content`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** Deletes a person with everything they wrote; the server checks the typed confirmation again. */
export function useDeleteUserWithContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserWithContent,
    meta: { errorToast: userActionFailure(messages.couldNotDeleteUserAndContent) },
    onSuccess: (answer) => toast.success(messages.userDeleted, { description: answer.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
