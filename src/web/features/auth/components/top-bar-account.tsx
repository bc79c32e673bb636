import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { openSignIn } from '@/web/lib/sign-in-prompt';
import { useSession } from '../api/get-session';
import { ViewerAvatar } from './viewer-avatar';

const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** The mobile top bar's account control: a compact 'Log In', or the avatar with a small menu. */
export function TopBarAccount() {
  const { user, isPending } = useSession();

  if (isPending) return <span className="size-9 animate-pulse rounded-full bg-panel" aria-hidden />;
  if (!user) {
    return (
      <Button
        size="sm"
        className="size-9 px-0 min-[460px]:w-auto min-[460px]:px-3"
        onClick={openSignIn}
        aria-label={messages.logIn}
      >
        <LogIn className="size-4" aria-hidden />
        <span className="hidden min-[460px]:inline">{messages.logIn}</span>
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <span className="inline-flex size-9 items-center justify-center rounded-full">
          <ViewerAvatar user={user} />
        </span>
      }
    >
      <AccountMenu user={user} />
    </Suspense>
  );
}
