import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Build } from '@/shared/contracts/builds';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { afterBuildCountChange } from './add-build';
import { buildKeys } from './list-builds';

export function deleteBuild(id: string) {
  return apiFetch<{ ok: true }>(`/api/v1/builds/${id}`, { method: 'DELETE' });
}

/** The owner deletes a build: it leaves the list and the card's build count drops. */
export function useDeleteBuild(kind: ContentKind, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBuild(id),
    meta: { errorToast: { title: messages.errorDeletingBuild, description: serverMessage } },
    onSuccess: (_, id) => {
      queryClient.setQueryData<Build[]>(buildKeys.list(kind, itemId), (builds) =>
        builds?.filter((build) => build.id !== id),
      );
      afterBuildCountChange(queryClient, kind, itemId, { delta: -1 });
      toast.success(messages.buildDeleted);
    },
  });
}
