import { LayoutDashboard, LogOut, MonitorSmartphone, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Viewer } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { useSignOut } from '../api/sign-out';
import { ViewerAvatar, viewerArea, viewerName } from './viewer-avatar';

const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-panel focus-visible:bg-panel';

/**
 * The signed-in person's avatar in the mobile top bar, opening a small menu: their area, 'Account settings',
 * 'Log Out' and 'Log out of all devices'. Its own chunk (with the popover library), loaded once someone is signed in.
 */
export function AccountMenu({ user }: { user: Viewer }) {
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const area = viewerArea(user);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className="inline-flex size-9 items-center justify-center rounded-full"
        aria-label={`Account: ${viewerName(user)}`}
      >
        <ViewerAvatar user={user} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-60">
        <div className="border-b border-border px-2 pt-1 pb-2">
          <p className="truncate text-sm font-medium">{viewerName(user)}</p>
          {user.username ? <p className="truncate text-xs text-muted-foreground">@{user.username}</p> : null}
        </div>
        <div className="flex flex-col pt-1">
          {area ? (
            <Link to={area.to} onClick={() => setOpen(false)} className={menuItemClass}>
              <LayoutDashboard className="size-4" aria-hidden />
              {area.label}
            </Link>
          ) : null}
          <Link to={staticPaths.account} onClick={() => setOpen(false)} className={menuItemClass}>
            <Settings className="size-4" aria-hidden />
            {messages.accountSettings}
          </Link>
          <button
            type="button"
            className={menuItemClass}
            onClick={() => {
              setOpen(false);
              signOut.mutate('local');
            }}
          >
            <LogOut className="size-4" aria-hidden />
            {messages.logOut}
          </button>
          <button
            type="button"
            className={menuItemClass}
            onClick={() => {
              setOpen(false);
              signOut.mutate('global');
            }}
          >
            <MonitorSmartphone className="size-4" aria-hidden />
            {messages.logOutOfAllDevices}
          </button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
