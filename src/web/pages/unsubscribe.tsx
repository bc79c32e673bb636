import { CheckCircle2, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { useUnsubscribe, useUnsubscribeTarget } from '@/web/features/notifications/api/notifications';
import { ApiError } from '@/web/lib/api-client';

/**
 * /unsubscribe?token=…: the page an e-mail's unsubscribe link opens. It needs no sign-in: the
 * signed token names the person and the kind of mail; one button turns that mail off.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token);
  const error = target.error ?? unsubscribe.error;
  const invalid = !token || error;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      <span className="flex size-12 items-center justify-center rounded-full bg-panel text-accent-text">
        {unsubscribe.isSuccess ? (
          <CheckCircle2 className="size-6" aria-hidden />
        ) : (
          <MailX className="size-6" aria-hidden />
        )}
      </span>
      {invalid ? (
        <>
          <h1 className="text-2xl font-semibold">{messages.unsubscribeTitle}</h1>
          <p className="text-muted-foreground" role="alert">
            {error instanceof ApiError ? error.message : messages.unsubscribeLinkWithoutToken}
          </p>
          <Link to={staticPaths.account} className={buttonVariants({ variant: 'outline' })}>
            {messages.openAccountSettings}
          </Link>
        </>
      ) : unsubscribe.isSuccess ? (
        <>
          <h1 className="text-2xl font-semibold">{messages.unsubscribed}</h1>
          <p className="text-muted-foreground">
            {messages.unsubscribedDetail(unsubscribe.data.kind, unsubscribe.data.email)}
          </p>
          <Link to={staticPaths.account} className={buttonVariants({ variant: 'outline' })}>
            {messages.openAccountSettings}
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">{messages.unsubscribeTitle}</h1>
          <p className="text-muted-foreground">
            {target.data ? messages.unsubscribeQuestion(target.data.kind, target.data.email) : '\u00a0'}
          </p>
          <Button onClick={() => unsubscribe.mutate()} disabled={!target.data || unsubscribe.isPending}>
            {unsubscribe.isPending ? messages.unsubscribing : messages.unsubscribeButton}
          </Button>
        </>
      )}
    </section>
  );
}
