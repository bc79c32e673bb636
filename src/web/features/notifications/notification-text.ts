import type { Notification } from '@/shared/contracts/notifications';
import type { RequestStatus } from '@/shared/rules/statuses';
import { requestStatusLabels } from '@/shared/rules/statuses';

const quoted = (title: string) => `“${title}”`;

/** One notification in words: the headline the inbox shows, and the company's or moderator's words. */
export function notificationText(notification: Notification): { headline: string; detail: string | null } {
  const { item, data } = notification;
  const title = quoted(item.title);
  switch (notification.kind) {
    case 'status': {
      const status = requestStatusLabels[data.status as RequestStatus] ?? String(data.status ?? '');
      return {
        headline:
          data.status === 'launched'
            ? `${item.companyName} launched ${title}`
            : `${item.companyName} marked ${title} as ${status}`,
        detail: typeof data.comment === 'string' && data.comment ? data.comment : null,
      };
    }
    case 'comment':
      return {
        headline: `${item.companyName} commented on ${title}`,
        detail: typeof data.comment === 'string' && data.comment ? data.comment : null,
      };
    case 'builds': {
      const count = typeof data.count === 'number' ? data.count : 1;
      return { headline: `${count} new ${count === 1 ? 'build' : 'builds'} on ${title}`, detail: null };
    }
    case 'merged': {
      const into = data.into as { title?: string } | undefined;
      return {
        headline: into?.title ? `${title} was merged into ${quoted(into.title)}` : `${title} was merged`,
        detail: null,
      };
    }
    case 'removed':
      return {
        headline: `${title} was removed by a moderator`,
        detail: typeof data.reason === 'string' && data.reason ? data.reason : null,
      };
  }
}

/** Where a notification leads: the merged-into item, else the item itself (null when it is gone). */
export function notificationLink(notification: Notification): string | null {
  if (notification.kind === 'merged') {
    const into = notification.data.into as { path?: string | null } | undefined;
    if (into?.path) return into.path;
  }
  return notification.item.path;
}
