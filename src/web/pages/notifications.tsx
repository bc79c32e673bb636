import { useEffect } from 'react';
import { Link } from 'react-router';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { Button } from '@/web/components/ui/button';
import { useSession } from '@/web/features/auth/api/get-session';
import { NotificationList } from '@/web/features/notifications/components/notification-list';
import { openSignIn } from '@/web/lib/sign-in-prompt';

/** /notifications: the whole inbox, page by page, with a link to the e-mail choices. */
export function NotificationsPage() {
  const { user, isPending } = useSession();
  useEffect(() => {
    const previous = document.title;
    document.title = `${messages.notificationsTitle} · ilii`;
    return () => {
      document.title = previous;
    };
  }, []);
  if (isPending) return <PageSkeleton />;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{messages.notificationsTitle}</h1>
          <p className="text-sm text-muted-foreground">{messages.notificationsIntro}</p>
        </div>
        {user ? (
          <Link
            to={`${staticPaths.account}#notifications`}
            className="text-sm font-medium text-accent-text hover:underline"
          >
            {messages.emailSettingsLink}
          </Link>
        ) : null}
      </header>
      {user ? (
        <div className="rounded-xl border border-border p-2">
          <NotificationList />
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <p className="text-sm text-muted-foreground">{messages.signInForNotifications}</p>
          <Button onClick={openSignIn}>{messages.logIn}</Button>
        </div>
      )}
    </section>
  );
}
