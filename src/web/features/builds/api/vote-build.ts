import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Build } from '@/shared/contracts/builds';
import type { ContentKind } from '@/shared/contracts/requests';
import type { VoteState } from '@/shared/contracts/votes';
import { messages } from '@/shared/messages';
import { apiPost } from '@/web/lib/api-client';
import { serverMessage } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { buildKeys } from './list-builds';

type BuildVoteTarget = Pick<Build, 'id' | 'voteCount' | 'userVote'>;

/** Sets the vote to `voted` rather than toggling, so a retried request cannot flip it twice. */
export function voteOnBuild(id: string, voted: boolean) {
  return apiPost<VoteState>(`/api/v1/builds/${id}/vote`, { voted });
}

/** A build vote, optimistic like a request vote: the count moves at once and rolls back on error. */
export function useVoteBuild(kind: ContentKind, itemId: string) {
  const queryClient = useQueryClient();
  const key = buildKeys.list(kind, itemId);
  const patch = (id: string, next: Pick<Build, 'voteCount' | 'userVote'>) =>
    queryClient.setQueryData<Build[]>(key, (builds) =>
      builds?.map((build) => (build.id === id ? { ...build, ...next } : build)),
    );
  return useMutation({
    mutationFn: (target: BuildVoteTarget) => voteOnBuild(target.id, !target.userVote),
    meta: {
      errorToast: { title: messages.errorVoting, description: serverMessage },
      signInToast: messages.signInToVote,
    },
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: key });
      patch(target.id, {
        userVote: !target.userVote,
        voteCount: Math.max(0, target.voteCount + (target.userVote ? -1 : 1)),
      });
    },
    onSuccess: (state) => {
      patch(state.id, { voteCount: state.voteCount, userVote: state.userVote });
      if (state.userVote) toast.success(messages.voteAdded, { description: messages.voteAddedText });
      else toast.success(messages.voteRemoved, { description: messages.voteRemovedText });
    },
    onError: (_error, target) => patch(target.id, { voteCount: target.voteCount, userVote: target.userVote }),
  });
}
