import type { Viewer } from '../../../shared/contracts/auth';
import type { Notification, NotificationPage } from '../../../shared/contracts/notifications';
import type { ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { detailPath } from '../../../shared/routes';
import { isUuid } from '../../../shared/rules/validators';
import type { Db } from '../../db/connect';
import { AppError, itemNotFound } from '../../errors';
import { inboxTopicOf, type LiveBus } from '../../plugins/live-bus';
import { hitRateLimit } from '../../plugins/rate-limit';
import { requireSignedIn } from '../auth/viewer.service';
import { isRealTime } from '../requests/requests.service';
import {
  countUnread,
  type InboxRow,
  isFollowing,
  isPublicItemId,
  markRead,
  selectInboxPage,
  setFollow,
} from './notifications.queries';

export const inboxPageSize = 20;

const hour = 3600;

/**
 * Writes a person may repeat, each so many an hour (counted in `rate_limits` like every limit):
 * following and unfollowing, changing settings, marking read, and one unsubscribe link's uses.
 */
export const notificationLimits = {
  follow: { max: 200, message: messages.followLimitReached },
  settings: { max: 60, message: messages.notificationSettingsLimitReached },
  read: { max: 600, message: messages.markReadLimitReached },
  unsubscribe: { max: 30, message: messages.unsubscribeLimitReached },
} as const;

/** Counts one write of `kind` by `who` (a person's id), or throws the 429. */
export async function enforceNotificationLimit(
  db: Db,
  kind: keyof typeof notificationLimits,
  who: string,
  now: Date,
): Promise<void> {
  const limit = notificationLimits[kind];
  const result = await hitRateLimit(
    db,
    { key: `notifications:${kind}:${who}`, max: limit.max, windowSeconds: hour },
    now,
  );
  if (!result.isAllowed) {
    throw new AppError('RATE_LIMITED', {
      userMessage: limit.message(result.retryAfterSeconds),
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

interface FollowDeps {
  db: Db;
  clock: () => Date;
  viewer: Viewer | null;
  kind: ContentKind;
  id: string;
}

async function requirePublicItem(db: Db, kind: ContentKind, id: string) {
  if (!(await isPublicItemId(db, { kind, id }))) throw itemNotFound(kind);
}

/** Whether the signed-in person follows a public request or vent. */
export async function getFollow(deps: FollowDeps) {
  const viewer = requireSignedIn(deps.viewer, messages.signInToFollow);
  await requirePublicItem(deps.db, deps.kind, deps.id);
  return { following: await isFollowing(deps.db, { kind: deps.kind, id: deps.id, userId: viewer.id }) };
}

/** The Follow button: on or off by hand; an automatic follow never undoes an unfollow made here. */
export async function changeFollow(deps: FollowDeps & { following: boolean }) {
  const viewer = requireSignedIn(deps.viewer, messages.signInToFollow);
  await requirePublicItem(deps.db, deps.kind, deps.id);
  await enforceNotificationLimit(deps.db, 'follow', viewer.id, deps.clock());
  await setFollow(deps.db, { kind: deps.kind, id: deps.id, userId: viewer.id, isFollowing: deps.following });
  return { following: deps.following };
}

function encodeCursor(row: InboxRow): string {
  return Buffer.from(JSON.stringify([row.at, row.id])).toString('base64url');
}

/** A 'Load more' cursor, checked before any of it reaches SQL (docs/decisions.md #25). */
function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [at, id] = decoded as [unknown, unknown];
      if (typeof at === 'string' && isRealTime(at) && typeof id === 'string' && isUuid(id)) return { at, id };
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('VALIDATION', {
    userMessage: messages.listLinkOutOfDate,
    fields: { cursor: messages.listLinkOutOfDate },
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What each kind shows beside its item (see the contract's `notification.data`). */
function dataOf(row: InboxRow): Record<string, unknown> {
  const payload = row.payload;
  switch (row.kind) {
    case 'status':
      return { status: payload.status, comment: payload.comment ?? null };
    case 'comment':
      return { comment: payload.comment ?? null };
    case 'builds':
      return { count: payload.count ?? 1 };
    case 'merged':
      return { into: payload.into ?? null };
    case 'removed':
      return { reason: payload.reason ?? null };
    default:
      return {};
  }
}

function toNotification(row: InboxRow): Notification {
  const { payload } = row;
  const path =
    row.isPublic && row.companySlug && row.slug
      ? detailPath(row.itemKind, row.companySlug, row.productSlug, row.slug)
      : null;
  return {
    id: row.id,
    kind: row.kind,
    item: {
      kind: row.itemKind,
      id: row.itemId,
      title: row.title ?? text(payload.title),
      path,
      companyName: row.companyName ?? text(payload.companyName),
    },
    data: dataOf(row),
    isRead: row.isRead,
    at: new Date(row.at).toISOString(),
  };
}

/** The person's notifications, newest first, 20 a page, with their unread count. */
export async function listNotifications(deps: {
  db: Db;
  viewer: Viewer | null;
  cursor?: string;
}): Promise<NotificationPage> {
  const viewer = requireSignedIn(deps.viewer, messages.signInForNotifications);
  const after = deps.cursor ? decodeCursor(deps.cursor) : undefined;
  const rows = await selectInboxPage(deps.db, viewer.id, inboxPageSize + 1, after);
  const page = rows.slice(0, inboxPageSize);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    unread: await countUnread(deps.db, viewer.id),
    nextCursor: rows.length > inboxPageSize && last ? encodeCursor(last) : null,
  };
}

export async function getUnreadCount(deps: { db: Db; viewer: Viewer | null }) {
  const viewer = requireSignedIn(deps.viewer, messages.signInForNotifications);
  return { unread: await countUnread(deps.db, viewer.id) };
}

/**
 * Marks the ids given read (or every notification, without ids); ids of other people's
 * notifications are ignored. The person's other tabs hear the new count on the 'inbox' topic.
 */
export async function markNotificationsRead(deps: {
  db: Db;
  live: LiveBus;
  clock: () => Date;
  viewer: Viewer | null;
  ids: string[] | undefined;
}) {
  const viewer = requireSignedIn(deps.viewer, messages.signInForNotifications);
  await enforceNotificationLimit(deps.db, 'read', viewer.id, deps.clock());
  await markRead(
    deps.db,
    viewer.id,
    deps.ids?.map((id) => id.toLowerCase()),
  );
  const unread = await countUnread(deps.db, viewer.id);
  await deps.live.publish({ topic: inboxTopicOf(viewer.id), kind: 'read', id: '', data: { unread } });
  return { unread };
}
