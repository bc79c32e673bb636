import { AlertTriangle, Hammer, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Build } from '@/shared/contracts/builds';
import type { Card } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import type { Mode } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { modeCopy } from '@/web/lib/mode-copy';
import { askToSignIn } from '@/web/lib/sign-in-prompt';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useBuilds } from '../api/list-builds';
import { useVoteBuild } from '../api/vote-build';
import { useLiveBuilds } from '../hooks/use-live-builds';
import { BuildForm } from './build-form';
import { BuildItem } from './build-item';

export interface BuildsSectionProps {
  mode: Mode;
  card: Pick<Card, 'id' | 'buildCount' | 'status'>;
  /** Undefined while the session loads. */
  isSignedIn: boolean | undefined;
  /** Each build's '⋮' menu (Report; Remove for admins), composed by the page. */
  renderMenu?: (build: Build) => ReactNode;
}

function BuildsSkeleton() {
  return (
    <ul aria-hidden className="divide-y divide-border">
      {[0, 1].map((row) => (
        <li key={row} className="flex animate-pulse gap-3 py-4">
          <div className="h-12 w-10 rounded-lg bg-panel dark:bg-zinc-800" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-40 rounded bg-panel dark:bg-zinc-800" />
            <div className="h-4 w-full rounded bg-panel dark:bg-zinc-800" />
            <div className="h-4 w-3/5 rounded bg-panel dark:bg-zinc-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The detail's builds: the form (or, once launched, the notice that replaces
 * it), then every build newest first with its vote; owners edit inline and delete after confirming.
 */
export function BuildsSection({ mode, card, isSignedIn, renderMenu }: BuildsSectionProps) {
  const builds = useBuilds(mode, card.id);
  useLiveBuilds(mode, card.id);
  const vote = useVoteBuild(mode, card.id);
  const isLaunched = card.status === 'launched';
  const count = builds.data?.length ?? card.buildCount;

  useErrorToast(builds.error, messages.errorLoadingBuilds, (error) => error.message);

  return (
    <section aria-labelledby="builds-heading" className="flex flex-col gap-4">
      <h2 id="builds-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Hammer className="size-5 text-muted-foreground" aria-hidden />
        Builds
        <span className="rounded-full bg-panel px-2 py-0.5 text-sm font-medium text-muted-foreground tabular-nums dark:bg-zinc-800">
          {count}
        </span>
      </h2>

      {isLaunched ? (
        <p className="flex items-center gap-2 rounded-xl border border-launched/50 bg-launched-soft px-4 py-3 text-sm font-medium text-launched-text">
          <Rocket className="size-4 shrink-0" aria-hidden />
          {messages.buildsClosedLaunched}
        </p>
      ) : (
        <BuildForm kind={mode} itemId={card.id} isSignedIn={isSignedIn} />
      )}

      {builds.isPending ? (
        <BuildsSkeleton />
      ) : builds.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-6 text-center">
          <AlertTriangle className="size-5 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">Couldn't load the builds.</p>
          <Button variant="outline" size="sm" onClick={() => builds.refetch()}>
            Try again
          </Button>
        </div>
      ) : builds.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {isLaunched
            ? modeCopy[mode].noBuildsYet
            : `${modeCopy[mode].noBuildsYet} Be the first to build on it.`}
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {builds.data.map((build) => (
            <BuildItem
              key={build.id}
              kind={mode}
              itemId={card.id}
              build={build}
              isClosed={isLaunched}
              isVoting={vote.isPending && vote.variables?.id === build.id}
              menu={renderMenu?.(build)}
              onVote={() => {
                if (isSignedIn === false) return askToSignIn(messages.signInToVote);
                vote.mutate(build);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
