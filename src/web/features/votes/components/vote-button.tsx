import { ChevronUp } from 'lucide-react';
import type { MouseEvent } from 'react';
import { timings } from '@/shared/constants';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { cn } from '@/web/lib/cn';
import { burstFrom } from '@/web/lib/confetti';
import { askToSignIn } from '@/web/lib/sign-in-prompt';
import { useToggleVote } from '../api/toggle-vote';

export interface VoteButtonProps {
  kind: ContentKind;
  card: Pick<Card, 'id' | 'title' | 'voteCount' | 'userVote' | 'status'>;
  /** Undefined while the session loads: the click then goes to the server, which answers 401 if need be. */
  isSignedIn: boolean | undefined;
  size?: 'md' | 'lg';
}

/**
 * The tall vote pill: arrow above the count (tabular numbers, so it does not jump); filled accent
 * once voted, with a burst of confetti as the vote goes in. Launched requests keep their count but
 * take no votes.
 */
export function VoteButton({ kind, card, isSignedIn, size = 'md' }: VoteButtonProps) {
  const toggle = useToggleVote(kind);
  const isLaunched = card.status === 'launched';
  const voted = card.userVote;

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    if (isLaunched || toggle.isPending) return;
    if (isSignedIn === false) return askToSignIn(messages.signInToVote);
    // Adding a vote (not taking one back) sets off a burst of confetti from the button.
    if (!voted) void burstFrom(event.currentTarget, timings.voteBurstParticles);
    toggle.mutate({ id: card.id, voteCount: card.voteCount, userVote: card.userVote });
  }

  const votes = `${card.voteCount} ${card.voteCount === 1 ? 'vote' : 'votes'}`;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isLaunched}
      aria-pressed={isLaunched ? undefined : voted}
      aria-label={
        isLaunched
          ? `${card.title}, ${votes}. Launched, voting is closed`
          : `Vote for ${card.title}, ${votes}`
      }
      title={isLaunched ? 'Launched: voting is closed' : voted ? 'Remove your vote' : 'Vote'}
      className={cn(
        'flex flex-col items-center justify-center rounded-xl border font-semibold tabular-nums transition duration-150 select-none',
        size === 'lg'
          ? 'h-16 w-12 text-base sm:h-20 sm:w-14 sm:gap-0.5 sm:text-lg'
          : 'h-16 w-11 text-sm sm:w-12',
        isLaunched
          ? 'cursor-not-allowed border-launched/40 bg-background/60 text-launched-text'
          : voted
            ? 'border-accent bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover'
            : 'border-border bg-background text-foreground hover:border-accent hover:text-accent-text active:scale-95 dark:bg-zinc-900',
      )}
    >
      <ChevronUp className={cn('size-5 stroke-[2.5]', size === 'lg' && 'sm:size-6')} aria-hidden />
      <span>{card.voteCount}</span>
    </button>
  );
}
