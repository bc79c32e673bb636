import { BellOff, Hammer, Merge, MessageSquareText, Rocket, ShieldAlert, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { Notification } from '@/shared/contracts/notifications';
import { messages } from '@/shared/messages';
import { ListEmpty, ListLoading, LoadMore } from '@/web/components/list-states';
import { cn } from '@/web/lib/cn';
import { formatShortDate } from '@/web/lib/format-date';
import { useMarkRead, useNotifications } from '../api/notifications';
import { notificationLink, notificationText } from '../notification-text';

function KindIcon({ notification }: { notification: Notification }) {
  const className = 'size-4';
  switch (notification.kind) {
    case 'status':
      return notification.data.status === 'launched' ? (
        <Rocket className={className} aria-hidden />
      ) : (
        <Sparkles className={className} aria-hidden />
      );
    case 'comment':
      return <MessageSquareText className={className} aria-hidden />;
    case 'builds':
      return <Hammer className={className} aria-hidden />;
    case 'merged':
      return <Merge className={className} aria-hidden />;
    case 'removed':
      return <ShieldAlert className={className} aria-hidden />;
  }
}

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { headline, detail } = notificationText(notification);
  const link = notificationLink(notification);
  const body = (
    <>
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          notification.isRead ? 'bg-panel text-muted-foreground' : 'bg-accent text-accent-foreground',
        )}
      >
        <KindIcon notification={notification} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm leading-snug', !notification.isRead && 'font-semibold')}>
          {headline}
        </span>
        {detail ? <span className="line-clamp-2 text-sm text-muted-foreground">“{detail}”</span> : null}
        <span className="text-xs text-muted-foreground">
          {notification.item.kind === 'vents' ? 'Vent' : 'Request'} · {formatShortDate(notification.at)}
        </span>
      </span>
      {notification.isRead ? null : (
        <span
          className="mt-2 size-2 shrink-0 rounded-full bg-accent"
          role="img"
          aria-label={messages.unread}
        />
      )}
    </>
  );
  const className =
    'flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors duration-150 hover:bg-panel focus-visible:bg-panel';
  return (
    <li>
      {link ? (
        <Link to={link} onClick={onOpen} className={className}>
          {body}
        </Link>
      ) : (
        <button type="button" onClick={onOpen} className={className}>
          {body}
        </button>
      )}
    </li>
  );
}

/**
 * The inbox: newest first, unread ones in bold with a dot, 'Mark all as read' at the top. Opening
 * one marks it read. `onNavigate` closes a popover around it.
 */
export function NotificationList({
  onNavigate,
  limit,
  footer,
}: {
  onNavigate?: () => void;
  /** Show at most this many (the bell's popover); the page shows every page. */
  limit?: number;
  footer?: React.ReactNode;
}) {
  const query = useNotifications();
  const markRead = useMarkRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  const shown = limit ? items.slice(0, limit) : items;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3 px-3 pt-1">
        <h2 className="text-sm font-semibold">{messages.notificationsTitle}</h2>
        <button
          type="button"
          className="text-sm font-medium text-accent-text hover:underline disabled:text-muted-foreground disabled:no-underline"
          disabled={unread === 0 && !items.some((item) => !item.isRead)}
          onClick={() => markRead.mutate(undefined)}
        >
          {messages.markAllAsRead}
        </button>
      </div>
      {query.isPending ? (
        <ListLoading text={messages.loadingNotifications} />
      ) : items.length === 0 ? (
        <ListEmpty Icon={BellOff} text={messages.noNotificationsYet} />
      ) : (
        <ul className="flex flex-col gap-0.5" aria-label={messages.notificationsTitle}>
          {shown.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onOpen={() => {
                if (!notification.isRead) markRead.mutate([notification.id]);
                onNavigate?.();
              }}
            />
          ))}
        </ul>
      )}
      {limit ? null : (
        <LoadMore
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
        />
      )}
      {footer}
    </div>
  );
}
