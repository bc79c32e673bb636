import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Build, BuildOutcome } from '@/shared/contracts/builds';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { ApiError, apiPost } from '@/web/lib/api-client';
import { contentKeys, patchCard } from '@/web/lib/content-cache';
import { serverMessage } from '@/web/lib/query-client';
import { buildKeys } from './list-builds';

export function addBuild(kind: ContentKind, itemId: string, content: string) {
  return apiPost<BuildOutcome>(`/api/v1/${kind}/${itemId}/builds`, { content });
}

/**
 * The card's build count moved (`delta`, or `count` when the whole list is known): every cached
 * copy follows, and the your-builds tab and counts refresh.
 */
export function afterBuildCountChange(
  queryClient: QueryClient,
  kind: ContentKind,
  itemId: string,
  change: { delta: number } | { count: number },
) {
  patchCard(queryClient, kind, itemId, (card) => ({
    buildCount: 'count' in change ? change.count : Math.max(0, card.buildCount + change.delta),
  }));
  void queryClient.invalidateQueries({ queryKey: contentKeys.counts(kind) });
  void queryClient.invalidateQueries({ queryKey: [...contentKeys.lists(kind), 'your-builds'] });
}

/** Adds a build; a saved one goes on top of the list (newest first), a blocked one is the form's to show. */
export function useAddBuild(kind: ContentKind, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addBuild(kind, itemId, content),
    meta: {
      errorToast: { title: messages.errorSubmittingBuild, description: serverMessage },
      signInToast: messages.signInToBuild,
    },
    onSuccess: (outcome) => {
      if (outcome.outcome !== 'saved') return;
      const builds = queryClient.setQueryData<Build[]>(buildKeys.list(kind, itemId), (builds) =>
        builds ? [outcome.build, ...builds.filter((build) => build.id !== outcome.build.id)] : builds,
      );
      // The live event of this build usually comes first and already set the count: count the
      // list (which holds every build) rather than adding one twice.
      afterBuildCountChange(queryClient, kind, itemId, builds ? { count: builds.length } : { delta: 1 });
    },
    onError: (error) => {
      // 409: the item launched meanwhile; the detail shows it and the form goes.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: contentKeys.details(kind) });
      }
    },
  });
}
