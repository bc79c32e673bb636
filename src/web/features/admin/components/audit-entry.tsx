import { ChevronRight } from 'lucide-react';
import type { AuditEntry } from '@/shared/contracts/audit';
import { auditActionLabels } from '@/shared/rules/audit';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { formatDateTime, formatLongDate } from '@/web/lib/format-date';

/** Red for what takes something away, green for what gives back, grey for the rest. */
function actionVariant(action: AuditEntry['action']): BadgeVariant {
  if (/remove|delete|revoke|reject|suspend|merge/.test(action) && action !== 'user.unsuspend')
    return 'danger';
  if (/restore|approve|unsuspend/.test(action)) return 'success';
  return 'secondary';
}

const kindLabels: Record<AuditEntry['target']['kind'], string> = {
  request: 'Request',
  vent: 'Vent',
  build: 'Build',
  user: 'User',
  membership: 'Membership',
  company: 'Company',
  product: 'Product',
};

/** The content before and after, as formatted JSON, folded away until asked for. */
function Snapshots({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  if (!before && !after) return null;
  return (
    <details className="group/details rounded-lg border border-border">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium select-none hover:bg-panel [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 text-muted-foreground transition-transform duration-150 group-open/details:rotate-90"
          aria-hidden
        />
        Before and after
      </summary>
      <div className="grid gap-px border-t border-border bg-border sm:grid-cols-2">
        {(
          [
            ['Before', before],
            ['After', after],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="min-w-0 bg-panel px-3 py-2.5">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
            <pre className="mt-1 max-h-72 overflow-auto font-mono text-xs leading-relaxed break-words whitespace-pre-wrap">
              {value ? JSON.stringify(value, null, 2) : '—'}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

/** One audit entry: when, who, what, to what, why; the actor and the target filter the log when pressed. */
export function AuditEntryCard({
  entry,
  onActor,
  onTarget,
}: {
  entry: AuditEntry;
  onActor: (actor: string) => void;
  onTarget: (target: string) => void;
}) {
  const { target } = entry;
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
              <dt className="text-muted-foreground">By</dt>
              <dd className="min-w-0 truncate">
                <button
                  type="button"
                  className="font-medium hover:underline"
                  title={`Show what ${entry.actor} did`}
                  onClick={() => onActor(entry.actor)}
                >
                  {entry.actor}
                </button>
              </dd>
            </div>
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-muted-foreground">{kindLabels[target.kind]}</dt>
              <dd className="min-w-0 truncate">
                <button
                  type="button"
                  className="max-w-full truncate font-medium hover:underline"
                  title={`Show everything done to ${target.label}`}
                  onClick={() => onTarget(target.id ?? target.label)}
                >
                  {target.label}
                </button>
              </dd>
            </div>
          </dl>
        </div>
        <Badge variant={actionVariant(entry.action)}>{auditActionLabels[entry.action]}</Badge>
      </header>
      {entry.reason ? (
        <div className="rounded-lg bg-panel px-3 py-2 text-sm">
          <p className="font-medium">Reason</p>
          <p className="mt-0.5 break-words whitespace-pre-wrap text-muted-foreground">{entry.reason}</p>
        </div>
      ) : null}
      <Snapshots before={entry.before} after={entry.after} />
    </article>
  );
}
