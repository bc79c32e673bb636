import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Build, BuildOutcome } from '@/shared/contracts/builds';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { apiFetch } from '@/web/lib/api-client';
import { serverMessage } from '@/web/lib/query-client';
import { buildKeys } from './list-builds';

export function editBuild(id: string, content: string) {
  return apiFetch<BuildOutcome>(`/api/v1/builds/${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ content }),
  });
}

/** The owner's edit; the saved build replaces the old one in place. */
export function useEditBuild(kind: ContentKind, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => editBuild(id, content),
    meta: { errorToast: { title: messages.errorUpdatingBuild, description: serverMessage } },
    onSuccess: (outcome) => {
      if (outcome.outcome !== 'saved') return;
      queryClient.setQueryData<Build[]>(buildKeys.list(kind, itemId), (builds) =>
        builds?.map((build) => (build.id === outcome.build.id ? outcome.build : build)),
      );
    },
  });
}
