import { Flame, Lightbulb, PenLine, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ContentKind } from '@/shared/contracts/requests';
import { formCopy } from '../form-copy';
import { useRequestFormContext } from '../hooks/request-form-context';
import type { FormValues } from '../hooks/use-request-form-state';
import { LazyRequestForm as RequestForm } from './lazy-request-form';

/**
 * The home list's 'I'd love it if ...' button, which opens the request form in place as a card.
 * `initial` prefills it (the list's company, the search typed so far).
 */
export function InlineRequestComposer({
  kind,
  initial,
}: {
  kind: ContentKind;
  initial?: Partial<FormValues>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const { requireSignIn } = useRequestFormContext();
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const copy = formCopy[kind];
  const Icon = kind === 'vents' ? Flame : Lightbulb;

  function close() {
    setIsOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  if (!isOpen) {
    return (
      <button
        ref={opener}
        type="button"
        onClick={() => requireSignIn() && setIsOpen(true)}
        className="group flex h-14 w-full items-center gap-3 rounded-xl border border-dashed border-accent/50 bg-background px-3 text-left shadow-sm transition duration-150 hover:-translate-y-px hover:border-accent hover:shadow-md sm:px-4 dark:bg-panel"
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1 truncate text-base font-medium text-muted-foreground group-hover:text-foreground">
          {copy.composerButton}
        </span>
        <span className="hidden shrink-0 items-center gap-1.5 rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-accent-foreground sm:inline-flex">
          <PenLine className="size-4" aria-hidden />
          {copy.createTitle}
        </span>
      </button>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="animate-fade-in rounded-xl border border-accent/40 bg-background p-4 shadow-md sm:p-6 dark:bg-panel"
    >
      <header className="mb-5 flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
            <Icon className="size-4" aria-hidden />
          </span>
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {copy.createTitle}
          </h2>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close the form"
          className="-mt-1 -mr-1 inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground hover:bg-panel hover:text-foreground"
        >
          <X className="size-4" aria-hidden />
        </button>
      </header>
      <RequestForm kind={kind} initial={initial} onCancel={close} onDone={() => setIsOpen(false)} autoFocus />
    </section>
  );
}
