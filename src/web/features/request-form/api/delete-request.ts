import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { contentKeys, removeCard } from '@/web/lib/content-cache';
import { type ErrorToast, serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { formCopy } from '../form-copy';

export function deleteRequest(kind: ContentKind, id: string) {
  return apiFetch<{ ok: true }>(`/api/v1/${kind}/${id}`, { method: 'DELETE' });
}

/** An item others voted or built on stays up (409); any other failure shows the server's words. */
function deleteFailureToast(kind: ContentKind, error: Error): ErrorToast {
  if (error instanceof ApiError && error.status === 409) {
    return {
      title: messages.cannotDeleteRequest,
      description: `Once others vote or build on a ${formCopy[kind].noun}, it stays up for them.`,
    };
  }
  return { title: messages.errorDeletingRequest, description: serverMessage };
}

/**
 * Deletes the owner's item: it leaves every cached list at once and the counts refresh. A detail is
 * left alone, since the caller navigates away from it (refetching it now would toast 'not found').
 */
export function useDeleteRequest(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRequest(kind, id),
    meta: { errorToast: (error) => deleteFailureToast(kind, error) },
    onSuccess: (_, id) => {
      removeCard(queryClient, kind, id);
      void queryClient.invalidateQueries({ queryKey: contentKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.counts(kind) });
      toast.success(formCopy[kind].deleted, { description: formCopy[kind].deletedText });
    },
  });
}
