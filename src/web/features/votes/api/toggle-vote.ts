import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import type { VoteState } from '@/shared/contracts/votes';
import { messages } from '@/shared/messages';
import { apiPost } from '@/web/lib/api-client';
import { contentKeys, patchCard } from '@/web/lib/content-cache';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';

export type VoteTarget = Pick<Card, 'id' | 'voteCount' | 'userVote'>;

/** Sets the vote to `voted` (explicit rather than a bare toggle, so a retried request cannot flip it twice). */
export function castVote(kind: ContentKind, id: string, voted: boolean) {
  return apiPost<VoteState>(`/api/v1/${kind}/${id}/vote`, { voted });
}

/**
 * Toggles a vote optimistically: every cached list and detail holding the card moves at once, the
 * server's answer then settles the count, and an error puts the card back as it was.
 */
export function toggleVoteOptions(queryClient: QueryClient, kind: ContentKind) {
  return mutationOptions({
    mutationFn: (target: VoteTarget) => castVote(kind, target.id, !target.userVote),
    meta: {
      errorToast: { title: messages.errorVoting, description: serverMessage },
      signInToast: messages.signInToVote,
    },
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: contentKeys.details(kind) });
      patchCard(queryClient, kind, target.id, {
        userVote: !target.userVote,
        voteCount: Math.max(0, target.voteCount + (target.userVote ? -1 : 1)),
      });
    },
    onSuccess: (state) => {
      patchCard(queryClient, kind, state.id, { voteCount: state.voteCount, userVote: state.userVote });
      if (state.userVote) toast.success(messages.voteAdded, { description: messages.voteAddedText });
      else toast.success(messages.voteRemoved, { description: messages.voteRemovedText });
    },
    onError: (_error, target) => {
      patchCard(queryClient, kind, target.id, { voteCount: target.voteCount, userVote: target.userVote });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.counts(kind) }),
  });
}

export function useToggleVote(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation(toggleVoteOptions(queryClient, kind));
}
