import { CopyCheck, ExternalLink } from 'lucide-react';
import { messages } from '@/shared/messages';
import { Badge } from '@/web/components/ui/badge';
import { useLogs } from '../api/list-logs';
import { AdminEmpty, LoadMore } from './admin-bits';
import { LogCard } from './log-card';
import { LogListSkeleton } from './log-list-skeleton';

/** Duplicate Checks: the similar requests people were shown before saving theirs. */
export function DuplicatesView() {
  const logs = useLogs('duplicate-checks');
  if (logs.isPending) return <LogListSkeleton />;
  const entries = logs.data?.pages.flatMap((page) => page.items) ?? [];
  if (entries.length === 0) return <AdminEmpty Icon={CopyCheck} text={messages.noDuplicateChecksFound} />;
  return (
    <div className="flex flex-col gap-3">
      {entries.map((entry) => (
        <LogCard
          key={entry.id}
          entry={entry}
          badge={
            <Badge variant="secondary">{messages.duplicatesFound(entry.duplicateRequestIds.length)}</Badge>
          }
        >
          {entry.duplicateRequestIds.length > 0 ? (
            <div className="flex flex-col gap-1.5 text-sm">
              <p className="font-medium">{messages.duplicateRequests}</p>
              <ul className="flex flex-wrap gap-1.5">
                {entry.duplicateRequestIds.map((id) => (
                  <li key={id}>
                    <a
                      href={`/request/${id}`}
                      target="_blank"
                      rel="noopener"
                      title={id}
                      className="inline-flex h-7 items-center gap-1 rounded-md border border-border bg-panel px-2 font-mono text-xs text-accent-text hover:border-accent/40 hover:underline"
                    >
                      {id.slice(0, 8)}
                      <ExternalLink className="size-3" aria-hidden />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </LogCard>
      ))}
      <LoadMore
        hasMore={logs.hasNextPage}
        isLoading={logs.isFetchingNextPage}
        onLoad={() => logs.fetchNextPage()}
      />
    </div>
  );
}
