import { ChevronRight, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LogEntry } from '@/shared/contracts/admin';
import { messages } from '@/shared/messages';
import { formatDateTime, formatLongDate } from '@/web/lib/format-date';

const contextLabels: Record<string, string> = {
  feature_request: 'Feature request',
  vent: 'Vent',
  build_response: 'Build',
};

/** What the person had typed, as formatted JSON, folded away until asked for. */
function SubmittedContent({ content }: { content: LogEntry['submittedContent'] }) {
  return (
    <details className="group/details rounded-lg border border-border">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium select-none hover:bg-panel [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 text-muted-foreground transition-transform duration-150 group-open/details:rotate-90"
          aria-hidden
        />
        {messages.submittedContent}
      </summary>
      <pre className="max-h-80 overflow-auto border-t border-border bg-panel px-3 py-2.5 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap">
        {JSON.stringify(content, null, 2)}
      </pre>
    </details>
  );
}

/** One log entry: when, who, in which context, about which request or vent (a link), a badge, the view's own lines, then the submitted content. */
export function LogCard({
  entry,
  badge,
  children,
}: {
  entry: LogEntry;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-background p-4 shadow-xs">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <time
            dateTime={entry.createdAt}
            title={formatLongDate(entry.createdAt)}
            className="text-xs text-muted-foreground tabular-nums"
          >
            {formatDateTime(entry.createdAt)}
          </time>
          <dl className="flex min-w-0 flex-wrap gap-x-5 gap-y-1 text-sm">
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-muted-foreground">User</dt>
              <dd className="truncate font-medium">{entry.username ?? 'Unknown'}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">Context</dt>
              <dd className="font-medium">{contextLabels[entry.context] ?? entry.context}</dd>
            </div>
            {entry.subject ? (
              <div className="flex min-w-0 gap-1.5">
                <dt className="text-muted-foreground">
                  {entry.subject.kind === 'vents' ? 'Vent' : 'Request'}
                </dt>
                <dd className="min-w-0 truncate">
                  <a
                    href={entry.subject.path}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex max-w-full items-center gap-1 font-medium text-accent-text hover:underline"
                  >
                    <span className="truncate">{entry.subject.title}</span>
                    <ExternalLink className="size-3 shrink-0" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        {badge}
      </header>
      {children}
      <SubmittedContent content={entry.submittedContent} />
    </article>
  );
}
