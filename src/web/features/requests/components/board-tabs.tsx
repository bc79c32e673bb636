import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TabCounts } from '@/shared/contracts/requests';
import type { Mode } from '@/shared/routes';
import { type ListView, listViews, personalViews } from '@/shared/rules/views';
import { cn } from '@/web/lib/cn';
import { modeCopy } from '@/web/lib/mode-copy';
import { useRevealCurrent } from '@/web/lib/use-reveal-current';
import { withView } from '../hooks/use-board-params';

/**
 * The list's tabs (`?view=`) with their counts under the current filter and search; the your-…
 * tabs only for a signed-in visitor. Links, so each tab is a URL and Back walks through them.
 */
export function BoardTabs({
  mode,
  view,
  counts,
  isSignedIn,
}: {
  mode: Mode;
  view: ListView;
  counts?: TabCounts;
  isSignedIn: boolean;
}) {
  const [searchParams] = useSearchParams();
  const strip = useRef<HTMLElement>(null);
  useRevealCurrent(strip, `${view}:${isSignedIn}:${Boolean(counts)}`);
  const labels = modeCopy[mode].viewLabels;
  const views = listViews.filter((tab) => isSignedIn || !personalViews.has(tab) || tab === view);
  return (
    <nav
      ref={strip}
      aria-label="Tabs"
      className="relative -mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden"
    >
      <ul className="flex min-w-max border-b border-border">
        {views.map((tab) => {
          const isActive = tab === view;
          const count = counts?.[tab];
          return (
            <li key={tab} className={cn(tab === 'your-requests' && 'ml-auto')}>
              <Link
                to={{ search: withView(searchParams, tab) }}
                preventScrollReset
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  '-mb-px flex h-10 items-center gap-1 rounded-t-lg border-b-2 px-2 text-sm font-medium whitespace-nowrap transition-colors duration-150 focus-visible:outline-offset-[-2px]',
                  isActive
                    ? 'border-accent text-foreground'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )}
              >
                {labels[tab]}
                {typeof count === 'number' ? (
                  <span
                    className={cn(
                      'min-w-5 rounded-full px-1 py-px text-center text-xs tabular-nums',
                      isActive
                        ? 'bg-accent text-accent-foreground'
                        : 'bg-panel text-muted-foreground dark:bg-zinc-800',
                    )}
                  >
                    {count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
