import { ChevronUp } from 'lucide-react';
import type { Build } from '@/shared/contracts/builds';
import { cn } from '@/web/lib/cn';

/** A small vote pill for a build (arrow above the count); closed on launched items. */
export function BuildVoteButton({
  build,
  isClosed,
  isBusy,
  onVote,
}: {
  build: Pick<Build, 'voteCount' | 'userVote'>;
  isClosed: boolean;
  isBusy: boolean;
  onVote: () => void;
}) {
  const voted = build.userVote;
  const count = `${build.voteCount} ${build.voteCount === 1 ? 'vote' : 'votes'}`;
  return (
    <button
      type="button"
      onClick={() => (isBusy ? undefined : onVote())}
      disabled={isClosed}
      aria-pressed={isClosed ? undefined : voted}
      aria-label={
        isClosed ? `This build, ${count}. Launched, voting is closed` : `Vote for this build, ${count}`
      }
      title={isClosed ? 'Launched: voting is closed' : voted ? 'Remove your vote' : 'Vote'}
      className={cn(
        'flex h-12 w-10 shrink-0 flex-col items-center justify-center rounded-lg border text-xs font-semibold tabular-nums transition duration-150 select-none',
        isClosed
          ? 'cursor-not-allowed border-launched/40 text-launched-text'
          : voted
            ? 'border-accent bg-accent text-accent-foreground hover:bg-accent-hover'
            : 'border-border bg-background text-foreground hover:border-accent hover:text-accent-text active:scale-95 dark:bg-zinc-900',
      )}
    >
      <ChevronUp className="size-4 stroke-[2.5]" aria-hidden />
      <span>{build.voteCount}</span>
    </button>
  );
}
