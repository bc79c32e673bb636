import { ArrowBigUp, Hammer, NotebookPen } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ListView } from '@/shared/contracts/requests';
import { listPath, modeOfPath } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { modeCopy } from '@/web/lib/mode-copy';
import { useTabCounts } from '../api/get-tab-counts';

const pills = [
  { view: 'your-requests', Icon: NotebookPen },
  { view: 'your-votes', Icon: ArrowBigUp },
  { view: 'your-builds', Icon: Hammer },
] as const satisfies { view: ListView; Icon: unknown }[];

/**
 * Your Requests / Your Votes / Your Builds (vent mode: Your Vents…) with counts over the whole
 * board; each opens that tab of the home list. `pills` is the desktop top bar's (labels from
 * 1280 px, icons before); `list` is the rows of the signed-in mobile menu.
 */
export function YourViewPills({ variant = 'pills' }: { variant?: 'pills' | 'list' }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const mode = modeOfPath(pathname);
  const home = listPath(mode);
  const { data: counts } = useTabCounts(mode, {});
  const activeView = pathname === home ? searchParams.get('view') : null;
  if (variant === 'list') {
    return (
      <nav aria-label="Your activity" className="flex flex-col gap-1">
        <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">You</h2>
        {pills.map(({ view, Icon }) => {
          const count = counts?.[view];
          const isActive = activeView === view;
          return (
            <Link
              key={view}
              to={`${home}?view=${view}`}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3 py-2 text-sm transition-colors duration-150 hover:bg-background',
                isActive && 'bg-accent-soft font-semibold text-accent-text',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {modeCopy[mode].viewLabels[view]}
              {typeof count === 'number' ? (
                <span className="ml-auto text-xs font-semibold text-muted-foreground tabular-nums">
                  {count}
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
    );
  }
  return (
    <nav aria-label="Your activity" className="flex shrink-0 items-center gap-0.5 lg:gap-1">
      {pills.map(({ view, Icon }) => {
        const label = modeCopy[mode].viewLabels[view];
        const count = counts?.[view];
        const isActive = activeView === view;
        return (
          <Link
            key={view}
            to={`${home}?view=${view}`}
            aria-current={isActive ? 'page' : undefined}
            title={label}
            className={cn(
              'inline-flex h-8 items-center gap-1 rounded-full border px-1.5 text-sm font-medium whitespace-nowrap transition-colors duration-150 lg:gap-1.5 lg:px-2.5',
              isActive
                ? 'border-accent bg-accent-soft text-accent-text'
                : 'border-border text-muted-foreground hover:border-accent/40 hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {/* Below 1280 px only the icon shows; the words stay in the name ('Your Votes 3'). */}
            <span className="sr-only xl:not-sr-only">{label}</span>
            {typeof count === 'number' ? (
              <span className="text-center text-xs font-semibold text-foreground tabular-nums lg:min-w-4">
                {count}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
