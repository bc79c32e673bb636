import { useCallback } from 'react';
import type { Card } from '@/shared/contracts/requests';
import { useSession } from '@/web/features/auth/api/get-session';
import { useSignInPrompt } from '@/web/features/auth/components/sign-in-prompt';
import { RequestBoard } from '@/web/features/requests/components/request-board';
import { VoteButton } from '@/web/features/votes/components/vote-button';
import { useMode } from '@/web/lib/use-mode';

/** The session and the sign-in prompt the board's votes need, from the auth feature. */
export function useViewer() {
  const { user, isPending } = useSession();
  const prompt = useSignInPrompt();
  const onAuthRequired = useCallback(() => prompt.open(), [prompt]);
  return { isSignedIn: isPending ? undefined : user !== null, onAuthRequired };
}

/** The list pages' board (search, tabs, cards) with the votes feature's button on each card. */
export function BoardList() {
  const mode = useMode();
  const { isSignedIn, onAuthRequired } = useViewer();
  const renderVote = (card: Card) => (
    <VoteButton kind={mode} card={card} isSignedIn={isSignedIn} onAuthRequired={onAuthRequired} />
  );
  return <RequestBoard isSignedIn={isSignedIn} renderVote={renderVote} onAuthRequired={onAuthRequired} />;
}
