import { ChevronUp, Flame, Hammer, Lock, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardItem } from '@/shared/contracts/dashboard';
import { messages } from '@/shared/messages';
import { type DeleteLock, deleteLockOf } from '@/shared/rules/eligibility';
import { requestStatusLabels } from '@/shared/rules/statuses';
import { Button } from '@/web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { cn } from '@/web/lib/cn';
import { formatLongDate, formatShortDate } from '@/web/lib/format-date';
import { modeCopy } from '@/web/lib/mode-copy';
import type { ProductRef } from '../hooks/use-dashboard-filter';
import type { ViewMode } from '../hooks/use-view-mode';

export interface DashboardCardProps {
  item: DashboardItem;
  viewMode: ViewMode;
  /** The status selector and comment, composed by the page (the status feature). */
  status: ReactNode;
  /** 'Merge into…', composed by the page (the merges feature). */
  merge?: ReactNode;
  onOpenBuilds: (opener: HTMLElement) => void;
  onProduct: (product: ProductRef) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The vote count alone: companies read votes, they do not cast them here. */
function VoteCount({ count }: { count: number }) {
  return (
    <div
      className="flex h-14 w-11 shrink-0 flex-col items-center justify-center rounded-xl border border-border bg-panel text-sm font-semibold text-muted-foreground tabular-nums"
      title={`${count} ${count === 1 ? 'vote' : 'votes'}`}
    >
      <ChevronUp className="size-4 stroke-[2.5]" aria-hidden />
      <span className="sr-only">{`${count} ${count === 1 ? 'vote' : 'votes'}`}</span>
      <span aria-hidden>{count}</span>
    </div>
  );
}

const lockReasons: Record<DeleteLock, string> = {
  votes: messages.deleteLockedByVotes,
  builds: messages.deleteLockedByBuilds,
};

/**
 * Delete, locked: the server keeps an item others voted or built on, so the button says so
 * ('Cannot delete request', a lock) and, pressed or hovered, why. It stays focusable, so a keyboard
 * or a phone can read the reason too.
 */
function LockedDelete({ lock, isWide }: { lock: DeleteLock; isWide: boolean }) {
  const reason = lockReasons[lock];
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${messages.cannotDeleteRequest}: ${reason}`}
          title={reason}
          className="text-muted-foreground hover:bg-panel"
        >
          <Lock className="size-4" aria-hidden />
          <span className={cn('hidden', isWide && 'sm:inline')}>{messages.cannotDeleteRequest}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="max-w-64 p-3 text-sm">
        <p className="font-medium">{messages.cannotDeleteRequest}</p>
        <p className="mt-1 text-muted-foreground">{reason}</p>
      </PopoverContent>
    </Popover>
  );
}

const chip =
  'relative z-10 inline-flex h-6 max-w-[120px] items-center gap-1 rounded-full px-2 text-xs font-medium';

/**
 * One request or vent on the dashboard. The title button is stretched over the card, so a click
 * anywhere opens its builds; the product badge, the status control and the buttons are their own targets.
 */
export function DashboardCard({ item, viewMode, status, merge, ...on }: DashboardCardProps) {
  const copy = modeCopy[item.kind];
  const isLaunched = item.status === 'launched';
  const isGrid = viewMode === 'grid';
  const lock = deleteLockOf(item);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col rounded-xl border bg-background shadow-sm transition duration-150 hover:-translate-y-px hover:shadow-md',
        'has-[[data-card-link]:focus-visible]:outline-2 has-[[data-card-link]:focus-visible]:outline-offset-2 has-[[data-card-link]:focus-visible]:outline-ring',
        isLaunched ? 'border-launched/60' : 'border-border hover:border-zinc-300',
      )}
    >
      <div className="flex flex-1 gap-3 p-4">
        <VoteCount count={item.voteCount} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-1.5">
            {item.kind === 'vents' ? (
              <span className={cn(chip, 'bg-orange-50 text-orange-800')}>
                <Flame className="size-3.5" aria-hidden />
                Vent
              </span>
            ) : null}
            {item.product ? (
              <button
                type="button"
                onClick={() => item.product && on.onProduct(item.product)}
                title={`Show only ${item.product.name}`}
                aria-label={`Show only ${item.product.name}`}
                className={cn(
                  chip,
                  'border border-dashed border-border text-muted-foreground transition-colors hover:border-accent/40 hover:text-accent-text',
                )}
              >
                <span className="truncate">{item.product.name}</span>
              </button>
            ) : null}
            {isLaunched ? (
              <span className={cn(chip, 'bg-launched-soft text-launched-text')}>
                {requestStatusLabels.launched}
              </span>
            ) : null}
            <span
              className="ml-auto inline-flex items-center gap-1 text-xs text-muted-foreground tabular-nums"
              title={`${item.buildCount} ${item.buildCount === 1 ? 'build' : 'builds'}`}
            >
              <Hammer className="size-3.5" aria-hidden />
              {item.buildCount}
              <span aria-hidden className="px-0.5">
                ·
              </span>
              <time dateTime={item.createdAt} title={formatLongDate(item.createdAt)}>
                {formatShortDate(item.createdAt)}
              </time>
            </span>
          </div>
          <h3 className="text-base leading-snug font-semibold text-balance">
            <button
              type="button"
              data-card-link
              onClick={(event) => on.onOpenBuilds(event.currentTarget)}
              aria-haspopup="dialog"
              className="text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-accent-text"
            >
              {item.title}
            </button>
          </h3>
          <dl className="flex flex-col gap-1 text-sm leading-relaxed">
            {[
              { label: copy.storyWant, text: item.userStoryWant },
              { label: copy.storySoThat, text: item.userStorySoThat },
            ].map((line) => (
              <div key={line.label} className={cn(isGrid && 'line-clamp-2')}>
                <dt className="inline font-medium text-muted-foreground">{line.label}</dt>{' '}
                <dd className="inline break-words">{line.text}</dd>
              </div>
            ))}
          </dl>
          {item.statusComment ? (
            <div className="rounded-lg border-l-[3px] border-accent bg-accent-soft px-3 py-1.5 text-sm">
              <p className="line-clamp-2 break-words">
                <span className="font-medium text-accent-text">Your update: </span>“{item.statusComment}”
              </p>
            </div>
          ) : null}
          {item.authorDisplayName ? (
            <p className="truncate text-xs text-muted-foreground">by {item.authorDisplayName}</p>
          ) : null}
        </div>
      </div>
      {/*
        Edit and Delete sit at the top right, beside the selector, so an open comment box gets the
        full width. Delete is offered only where the server allows it; otherwise it is shown locked.
      */}
      <footer className="relative z-10 flex min-h-15 rounded-b-xl border-t border-border bg-panel/60 px-4 py-3">
        {status}
        <div className="absolute top-3.5 right-3 flex items-center gap-1">
          {merge}
          <Button variant="ghost" size="sm" onClick={on.onEdit} aria-label={`Edit ${item.title}`}>
            <Pencil className="size-4" aria-hidden />
            <span className="hidden sm:inline">Edit</span>
          </Button>
          {lock ? (
            <LockedDelete lock={lock} isWide={!isGrid} />
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onClick={on.onDelete}
              aria-label={`Delete ${item.title}`}
              className="text-danger hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 className="size-4" aria-hidden />
              <span className="hidden sm:inline">Delete</span>
            </Button>
          )}
        </div>
      </footer>
    </article>
  );
}
