import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { useLiveTopic } from '@/web/lib/use-live-topic';
import { useOnInboxChange, useUnreadCount } from '../api/notifications';

const NotificationList = lazy(async () => ({
  default: (await import('./notification-list')).NotificationList,
}));

/** 1–99, then '99+'. */
const badge = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The top bar's bell for a signed-in person: the unread count, kept live over the WebSocket's
 * private `inbox` topic, opening the latest notifications with 'Mark all as read' and a link to all.
 */
export function NotificationBell() {
  const unread = useUnreadCount(true);
  const onInboxChange = useOnInboxChange();
  const [open, setOpen] = useState(false);
  useLiveTopic(
    'inbox',
    (event) => onInboxChange(typeof event.data.unread === 'number' ? event.data.unread : undefined),
    () => onInboxChange(),
  );
  const label = unread > 0 ? messages.notificationsUnread(unread) : messages.notificationsTitle;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors duration-150 hover:bg-panel hover:text-foreground"
        aria-label={label}
        title={label}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? (
          <span
            data-testid="unread-count"
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] animate-fade-in items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-none font-semibold text-accent-foreground tabular-nums ring-2 ring-background"
          >
            {badge(unread)}
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-2">
        <Suspense fallback={<div className="h-40" />}>
          <NotificationList
            limit={8}
            onNavigate={() => setOpen(false)}
            footer={
              <Link
                to={staticPaths.notifications}
                onClick={() => setOpen(false)}
                className="mt-1 rounded-lg px-3 py-2 text-center text-sm font-medium text-accent-text hover:bg-panel"
              >
                {messages.seeAllNotifications}
              </Link>
            }
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
