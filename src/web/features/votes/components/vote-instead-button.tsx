import { Loader2, ThumbsUp } from 'lucide-react';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { useToggleVote } from '../api/toggle-vote';

/**
 * 'Vote for this instead', on a similar request beside the form: votes for it (one vote path, so
 * every cached copy of the card moves) and then calls `onVoted`, which takes the writer to it. A
 * request they already voted for is only opened.
 */
export function VoteInsteadButton({
  kind,
  card,
  onVoted,
}: {
  kind: ContentKind;
  card: Pick<Card, 'id' | 'title' | 'voteCount' | 'userVote'>;
  onVoted: () => void;
}) {
  const toggle = useToggleVote(kind);
  function onClick() {
    if (toggle.isPending) return;
    if (card.userVote) return onVoted();
    toggle.mutate({ id: card.id, voteCount: card.voteCount, userVote: false }, { onSuccess: onVoted });
  }
  return (
    <Button
      size="sm"
      onClick={onClick}
      disabled={toggle.isPending}
      aria-label={messages.voteInsteadLabel(card.title)}
    >
      {toggle.isPending ? (
        <Loader2 className="size-4 animate-spin" aria-hidden />
      ) : (
        <ThumbsUp className="size-4" aria-hidden />
      )}
      {messages.voteInstead}
    </Button>
  );
}
