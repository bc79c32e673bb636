import { Hammer } from 'lucide-react';
import type { Card } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import type { Mode } from '@/shared/routes';
import { modeCopy } from '@/web/lib/mode-copy';

/**
 * Where a request's builds go (consumer-side.md §2, 'Builds section'). This release shows only how
 * many there are; the list, the vote on each build and the build form come next and live here.
 */
export function BuildsSection({ mode, card }: { mode: Mode; card: Pick<Card, 'buildCount' | 'status'> }) {
  const count = card.buildCount;
  return (
    <section aria-label="Builds" className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Hammer className="size-5 text-muted-foreground" aria-hidden />
        Builds
        <span className="rounded-full bg-panel px-2 py-0.5 text-sm font-medium text-muted-foreground tabular-nums dark:bg-zinc-800">
          {count}
        </span>
      </h2>
      <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
        {card.status === 'launched'
          ? messages.thisFeatureHasBeenLaunchedBuilds
          : count === 0
            ? modeCopy[mode].noBuildsYet
            : `${count} ${count === 1 ? 'build' : 'builds'} so far. Reading and adding builds arrives soon.`}
      </p>
    </section>
  );
}
