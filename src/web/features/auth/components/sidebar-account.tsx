import { LayoutDashboard, LogIn, LogOut, MonitorSmartphone, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { openSignIn } from '@/web/lib/sign-in-prompt';
import { useSession } from '../api/get-session';
import { useSignOut } from '../api/sign-out';
import { ViewerAvatar, viewerArea, viewerName } from './viewer-avatar';

const actionClass =
  'flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-muted-foreground hover:bg-background hover:text-foreground';

/**
 * The sidebar's foot (and the mobile menu's account block): 'Log In' when signed out; otherwise who
 * is signed in, 'Account settings', 'Log Out' and 'Log out of all devices'.
 */
export function SidebarAccount() {
  const { user, isPending } = useSession();
  const signOut = useSignOut();

  if (isPending) {
    return <div className="h-10 animate-pulse rounded-lg bg-background" role="status" aria-label="Loading" />;
  }
  if (!user) {
    return (
      <Button className="w-full" onClick={openSignIn}>
        <LogIn className="size-4" aria-hidden />
        {messages.logIn}
      </Button>
    );
  }
  const area = viewerArea(user);
  return (
    <div className="flex flex-col gap-1 border-t border-border pt-3">
      <div className="flex min-w-0 items-center gap-3 px-3 py-1.5">
        <ViewerAvatar user={user} />
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm font-medium" title={viewerName(user)}>
            {viewerName(user)}
          </p>
          {user.username ? <p className="truncate text-xs text-muted-foreground">@{user.username}</p> : null}
        </div>
      </div>
      {area ? (
        <Link
          to={area.to}
          className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-background"
        >
          <LayoutDashboard className="size-4" aria-hidden />
          {area.label}
        </Link>
      ) : null}
      <Link to={staticPaths.account} className={actionClass}>
        <Settings className="size-4" aria-hidden />
        {messages.accountSettings}
      </Link>
      <button type="button" onClick={() => signOut.mutate('local')} className={actionClass}>
        <LogOut className="size-4" aria-hidden />
        {messages.logOut}
      </button>
      <button type="button" onClick={() => signOut.mutate('global')} className={actionClass}>
        <MonitorSmartphone className="size-4" aria-hidden />
        {messages.logOutOfAllDevices}
      </button>
    </div>
  );
}
