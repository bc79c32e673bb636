import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { RequestFormProps } from './request-form';

const RequestForm = lazy(async () => ({ default: (await import('./request-form')).RequestForm }));

/**
 * The request form, loaded the first time it opens (its own chunk, with the validators and the
 * similar-requests search), so the board's first load carries none of it.
 */
export function LazyRequestForm(props: RequestFormProps) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-48 items-center justify-center text-muted-foreground" aria-busy="true">
          <Loader2 className="size-5 animate-spin" aria-hidden />
        </div>
      }
    >
      <RequestForm {...props} />
    </Suspense>
  );
}
