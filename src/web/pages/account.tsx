import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AccountChange } from '@/shared/contracts/account';
import type { SessionState } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { Button } from '@/web/components/ui/button';
import { AccountSection } from '@/web/features/account/components/account-section';
import { EmailSection } from '@/web/features/account/components/email-section';
import { ProfileSection } from '@/web/features/account/components/profile-section';
import { SessionsSection } from '@/web/features/account/components/sessions-section';
import { YourDataSection } from '@/web/features/account/components/your-data-section';
import { sessionQueryKey, useSession } from '@/web/features/auth/api/get-session';
import { useSignOut } from '@/web/features/auth/api/sign-out';
import { NotificationSettingsSection } from '@/web/features/notifications/components/notification-settings';
import { openSignIn } from '@/web/lib/sign-in-prompt';
import { toast } from '@/web/lib/toast';

/** /account: the signed-in person's settings, in the order of docs/product.md#your-account. */
export function AccountPage() {
  const { user, isPending } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { hash } = useLocation();
  const isSignedIn = user !== null;
  // A link to one section (the inbox's 'E-mail settings' opens #notifications) lands on it.
  useEffect(() => {
    if (isSignedIn && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, isSignedIn]);
  if (isPending) return <PageSkeleton />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold tracking-tight">{messages.accountSettings}</h1>
        <p className="text-sm text-muted-foreground">{messages.signInToSeeAccount}</p>
        <Button onClick={openSignIn}>
          <LogIn className="size-4" aria-hidden />
          {messages.logIn}
        </Button>
      </section>
    );
  }
  // Profile and e-mail answers carry the person as they now are: the whole app shows it at once.
  const onChanged = ({ user }: AccountChange) =>
    queryClient.setQueryData<SessionState>(sessionQueryKey, { user });
  const onDeleted = (message: string) => {
    queryClient.setQueryData<SessionState>(sessionQueryKey, { user: null });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    toast.success(message);
    navigate(staticPaths.home);
  };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{messages.accountSettings}</h1>
      <ProfileSection user={user} onChanged={onChanged} />
      <EmailSection user={user} onChanged={onChanged} />
      <AccountSection
        id="notifications"
        title={messages.notificationsTitle}
        hint={messages.notificationsSettingsHint}
      >
        <NotificationSettingsSection />
      </AccountSection>
      <SessionsSection onSignOutEverywhere={() => signOut.mutate('global')} />
      <YourDataSection email={user.email} onDeleted={onDeleted} />
    </div>
  );
}
