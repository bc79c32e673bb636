import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { useSession } from '../api/get-session';
import { useSignOut } from '../api/sign-out';
import { useSignInPrompt } from './sign-in-prompt';
import { ViewerAvatar, viewerArea, viewerName } from './viewer-avatar';

const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-panel focus-visible:bg-panel';

/** The mobile top bar's account control: a compact 'Log In', or the avatar with a small menu. */
export function TopBarAccount() {
  const { user, isPending } = useSession();
  const prompt = useSignInPrompt();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);

  if (isPending) return <span className="size-9 animate-pulse rounded-full bg-panel" aria-hidden />;
  if (!user) {
    return (
      <Button
        size="sm"
        className="size-9 px-0 min-[460px]:w-auto min-[460px]:px-3"
        onClick={() => prompt.open()}
        aria-label={messages.logIn}
      >
        <LogIn className="size-4" aria-hidden />
        <span className="hidden min-[460px]:inline">{messages.logIn}</span>
      </Button>
    );
  }
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
          <button
            type="button"
            className={menuItemClass}
            onClick={() => {
              setOpen(false);
              signOut.mutate();
            }}
          >
            <LogOut className="size-4" aria-hidden />
            {messages.logOut}
          </button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
