import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lightbulb, LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { listPath } from '@/shared/routes';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { Button } from '@/web/components/ui/button';
import { dashboardKeys } from '@/web/features/dashboard/api/get-dashboard';
import { RequestForm } from '@/web/features/request-form/components/request-form';
import { formCopy } from '@/web/features/request-form/form-copy';
import { useRequestFormContext } from '@/web/features/request-form/hooks/request-form-context';

/** What a screen passes to open this page in edit mode (the company dashboard does). */
export interface CreateRequestState {
  item?: Card;
  kind?: ContentKind;
  /** Where a save or delete leads, instead of the list's your-requests tab (the dashboard's own path). */
  returnTo?: string;
}

/**
 * /create-request: the request form as a page. An item in the navigation state (`{ item, kind }`)
 * opens it in edit mode (the company dashboard's Edit does, with `returnTo` to come back to it);
 * signed out, it asks for sign-in first.
 */
export function CreateRequestPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isSignedIn, requireSignIn } = useRequestFormContext();
  const state = (location.state ?? {}) as CreateRequestState;
  const kind: ContentKind = state.kind ?? 'requests';
  const item = state.item;
  // Only a path of this site: navigation state is the app's own, but never trust a path blindly.
  const returnTo =
    state.returnTo?.startsWith('/') && !state.returnTo.startsWith('//') ? state.returnTo : undefined;
  const copy = formCopy[kind];
  const prompted = useRef(false);

  useEffect(() => {
    if (isSignedIn !== false || prompted.current) return;
    prompted.current = true;
    requireSignIn();
  }, [isSignedIn, requireSignIn]);

  // The first entry of the history has nowhere to go back to: then the list is the way out.
  const leave = () => (location.key === 'default' ? navigate(listPath(kind)) : navigate(-1));

  if (isSignedIn === undefined) return <PageSkeleton />;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6 sm:py-8">
      <Button variant="ghost" size="sm" className="-ml-3 self-start" onClick={leave}>
        <ArrowLeft className="size-4" aria-hidden />
        Back
      </Button>
      <header className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
          <Lightbulb className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h1 className="text-2xl font-semibold tracking-tight">
            {item ? copy.editTitle : copy.createTitle}
          </h1>
          <p className="text-sm text-muted-foreground">
            {item
              ? 'Changes are checked by ilii again before they go up.'
              : 'Pick a company, name your idea in up to 4 words, then finish the two sentences.'}
          </p>
        </div>
      </header>
      {isSignedIn ? (
        <div className="rounded-xl border border-border bg-background p-4 shadow-sm sm:p-6 dark:bg-panel">
          <RequestForm
            key={item?.id ?? 'new'}
            kind={kind}
            item={item}
            onCancel={leave}
            returnTo={returnTo}
            // The dashboard's list is fetched again when it opens.
            onDone={
              returnTo ? () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }) : undefined
            }
            autoFocus
          />
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
            <LogIn className="size-6" aria-hidden />
          </span>
          <h2 className="text-lg font-semibold">{messages.authenticationRequired}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{messages.signInToCreateRequest}</p>
          <Button onClick={requireSignIn}>{messages.logIn}</Button>
        </div>
      )}
    </section>
  );
}
