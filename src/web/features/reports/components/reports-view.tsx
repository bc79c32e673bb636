import { Check, ExternalLink, Flag, RotateCcw, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportedItem } from '@/shared/contracts/reports';
import { messages } from '@/shared/messages';
import { reportReasonLabels } from '@/shared/rules/reports';
import { ListEmpty, ListLoading, LoadMore } from '@/web/components/list-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { formatDate, formatLongDate } from '@/web/lib/format-date';
import { useDecideOnItem, useReportedItems } from '../api/moderation';
import { RemoveDialog } from './remove-dialog';

const kindLabel = { requests: 'Request', vents: 'Vent', builds: 'Build' } as const;

function StateBadge({ item }: { item: ReportedItem }) {
  if (item.state === 'removed') return <Badge variant="danger">Removed</Badge>;
  if (item.state === 'hidden') return <Badge variant="warning">Hidden from lists</Badge>;
  return <Badge variant="outline">{item.isKept ? 'Kept by an admin' : 'Public'}</Badge>;
}

/** One reported or removed item: what it says, who wrote it, why people reported it, and the decisions. */
function ReportedCard({ item }: { item: ReportedItem }) {
  const [isRemoving, setIsRemoving] = useState(false);
  const decide = useDecideOnItem(item.kind, item.id);
  const name = item.kind === 'builds' ? `build on ${item.title}` : item.title;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-background p-4 dark:bg-panel">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="secondary">{kindLabel[item.kind]}</Badge>
        <StateBadge item={item} />
        <span className="truncate">{item.company.name}</span>
        <span aria-hidden>·</span>
        <span>{item.author ? `@${item.author}` : 'a deleted account'}</span>
        {item.lastReportedAt ? (
          <time
            className="ml-auto"
            dateTime={item.lastReportedAt}
            title={formatLongDate(item.lastReportedAt)}
          >
            Reported {formatDate(item.lastReportedAt)}
          </time>
        ) : item.removedAt ? (
          <time className="ml-auto" dateTime={item.removedAt} title={formatLongDate(item.removedAt)}>
            Removed {formatDate(item.removedAt)}
          </time>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={item.path}
          className="inline-flex min-w-0 items-center gap-1.5 font-semibold hover:text-accent-text"
        >
          <span className="truncate">{item.kind === 'builds' ? `On: ${item.title}` : item.title}</span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden />
        </Link>
        <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {item.text}
        </p>
      </div>
      {item.removedReason ? (
        <p className="text-sm">
          <span className="font-medium">Removal reason:</span> {item.removedReason}
        </p>
      ) : null}
      {item.openReports > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="flex flex-wrap items-center gap-1.5 text-sm">
            <Flag className="size-4 text-danger" aria-hidden />
            <span className="font-medium">
              {item.openReports} open {item.openReports === 1 ? 'report' : 'reports'}
            </span>
            {item.reasons.map(({ reason, count }) => (
              <Badge key={reason} variant="outline">
                {reportReasonLabels[reason]} · {count}
              </Badge>
            ))}
          </p>
          {item.notes.length > 0 ? (
            <ul className="flex flex-col gap-1 border-l-2 border-border pl-3 text-sm text-muted-foreground">
              {item.notes.map((note) => (
                <li key={`${note.reportedAt}${note.note}`} className="break-words">
                  “{note.note}”
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {item.state !== 'removed' && item.openReports > 0 ? (
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ decision: 'dismiss' })}
            aria-label={`${messages.dismissReports}: ${name}`}
          >
            <Check className="size-4" aria-hidden />
            {messages.dismissReports}
          </Button>
        ) : null}
        {item.state === 'removed' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ decision: 'restore' })}
            aria-label={`${messages.restoreItem}: ${name}`}
          >
            <RotateCcw className="size-4" aria-hidden />
            {messages.restoreItem}
          </Button>
        ) : null}
        {item.state !== 'removed' ? (
          <Button
            size="sm"
            className="bg-danger text-white hover:bg-danger/90"
            disabled={decide.isPending}
            onClick={() => setIsRemoving(true)}
            aria-label={`${messages.remove}: ${name}`}
          >
            <ShieldX className="size-4" aria-hidden />
            {messages.removeItem}
          </Button>
        ) : null}
      </div>
      <RemoveDialog kind={item.kind} id={item.id} open={isRemoving} onOpenChange={setIsRemoving} />
    </li>
  );
}

/**
 * The admin's Reports view: items with open reports, the most recently reported first, or the
 * removed items; Dismiss, Remove (with a reason) and Restore on each.
 */
export function ReportsView() {
  const [state, setState] = useState<'open' | 'removed'>('open');
  const items = useReportedItems(state);
  const rows = items.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label="Reports"
        className="inline-flex self-start rounded-lg border border-border p-0.5"
      >
        {(['open', 'removed'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={state === value}
            onClick={() => setState(value)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors duration-150 hover:text-foreground',
              state === value && 'bg-accent-soft text-accent-text hover:text-accent-text',
            )}
          >
            {value === 'open' ? 'Open reports' : 'Removed'}
          </button>
        ))}
      </div>
      {items.isPending ? (
        <ListLoading text={messages.loadingReports} />
      ) : rows.length === 0 ? (
        <ListEmpty
          Icon={Flag}
          text={state === 'open' ? messages.noReportsWaiting : messages.noRemovedItems}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((item) => (
            <ReportedCard key={`${item.kind}:${item.id}`} item={item} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={items.hasNextPage}
        isLoading={items.isFetchingNextPage}
        onLoad={() => items.fetchNextPage()}
      />
    </div>
  );
}
