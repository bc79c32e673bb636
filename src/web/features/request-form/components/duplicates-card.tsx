import { skipToken, useQuery } from '@tanstack/react-query';
import { CopyCheck, X } from 'lucide-react';
import type { Ref } from 'react';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { contentKeys } from '@/web/lib/content-cache';
import { formCopy } from '../form-copy';
import { SimilarCard } from './similar-card';

/**
 * 'Similar Requests Found': what ilii matched when the draft was submitted. The cards sit in the
 * query cache (put there by the form), so a vote on one moves its count like anywhere else.
 */
export function DuplicatesCard({
  kind,
  formId,
  onClose,
  onSubmitAnyway,
  ref,
}: {
  kind: ContentKind;
  formId: string;
  onClose: () => void;
  onSubmitAnyway: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const { data: cards = [] } = useQuery<Card[]>({
    queryKey: contentKeys.duplicates(kind, formId),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const noun = formCopy[kind].noun;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${formId}-duplicates`}
      className="relative flex flex-col gap-3 rounded-xl border border-accent/40 bg-accent-soft p-4 outline-none"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close similar requests"
        className="absolute top-2.5 right-2.5 inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground hover:bg-background hover:text-foreground"
      >
        <X className="size-4" aria-hidden />
      </button>
      <div className="flex gap-3 pr-8">
        <CopyCheck className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
        <div className="flex flex-col gap-1">
          <h3 id={`${formId}-duplicates`} className="font-semibold text-accent-text">
            {messages.similarRequestsFound}
          </h3>
          <p className="text-sm text-foreground">
            Someone may have asked for this already. Vote for a match, or open it to build on it. If none of
            these is what you mean, submit yours anyway.
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-2">
        {cards.map((card) => (
          <SimilarCard key={card.id} kind={kind} card={card} />
        ))}
      </ul>
      <div className="flex justify-end">
        <Button size="sm" onClick={onSubmitAnyway}>
          Submit my {noun} anyway
        </Button>
      </div>
    </section>
  );
}
