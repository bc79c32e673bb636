import { Megaphone } from 'lucide-react';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { StatusControl } from './status-control';

/** The detail page's company box: set the status and a public comment for everyone who asked. */
export function StatusPanel({ kind, card }: { kind: ContentKind; card: Card }) {
  return (
    <section
      aria-labelledby={`status-${card.id}`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-panel p-4 sm:p-5"
    >
      <header className="flex items-start gap-2.5">
        <Megaphone className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
        <div className="flex flex-col gap-0.5">
          <h2 id={`status-${card.id}`} className="text-sm font-semibold">
            Answer as {card.company.name}
          </h2>
          <p className="text-xs text-muted-foreground">
            The status and comment appear on the {kind === 'vents' ? 'vent' : 'request'} for everyone.
          </p>
        </div>
      </header>
      <StatusControl kind={kind} item={card} variant="panel" />
    </section>
  );
}
