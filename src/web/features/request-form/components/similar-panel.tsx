import { ArrowDown, Loader2 } from 'lucide-react';
import { useId } from 'react';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { type SimilarParams, useSimilarRequests } from '../api/get-similar';
import { formCopy } from '../form-copy';
import { SimilarCard } from './similar-card';

const typingDebounceMs = 400;

/** The banner under the company picker: the panel it points to sits below the form. */
export function SimilarBanner() {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-accent-soft px-3 py-2.5 text-sm font-medium text-accent-text">
      <ArrowDown className="mt-0.5 size-4 shrink-0" aria-hidden />
      {messages.similarRequestsHint}
    </p>
  );
}

/**
 * The company's requests most like the draft, refreshed as the text settles: each can be voted on
 * here, or opened to build on, instead of posting a duplicate.
 */
export function SimilarPanel({
  kind,
  companyName,
  params,
}: {
  kind: ContentKind;
  companyName: string;
  params: SimilarParams;
}) {
  const headingId = useId();
  // One string, so the debounce restarts only when the text really changes.
  const settled = useDebouncedValue(JSON.stringify(params), typingDebounceMs);
  const similar = useSimilarRequests(kind, JSON.parse(settled) as SimilarParams);
  const cards = similar.data ?? [];
  const isLoading = similar.isPending || (similar.isPlaceholderData && similar.isFetching);
  return (
    <section aria-labelledby={headingId} aria-busy={isLoading} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3 border-t border-border pt-5">
        <h3 id={headingId} className="min-w-0 truncate text-sm font-semibold">
          Similar {formCopy[kind].noun}s at {companyName}
        </h3>
        {similar.isFetching && similar.data ? (
          <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
        ) : null}
      </div>
      {similar.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {messages.loadingSimilarRequests}
        </p>
      ) : similar.isError ? (
        <p className="text-sm text-muted-foreground">
          Couldn't load similar {formCopy[kind].noun}s just now.
        </p>
      ) : cards.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
          Nothing like it at {companyName} yet. Yours could be the first!
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <SimilarCard key={card.id} kind={kind} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
