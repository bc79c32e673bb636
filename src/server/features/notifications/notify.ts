import { detailPath } from '../../../shared/routes';
import type { RequestStatus } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { enqueue } from '../../outbox/outbox.queries';
import { type BusEvent, inboxTopicOf, type LiveBus, publishInBatches } from '../../plugins/live-bus';
import {
  type ItemRef,
  type ItemSnapshot,
  insertNotifications,
  selectItemSnapshot,
  selectUnreadCounts,
  upsertBuildNotifications,
  type WrittenNotification,
} from './notifications.queries';

/**
 * Notifications are written in the transaction of the event that causes them (a status change, a
 * build, a removal, a merge), to every follower of the item but the person who caused it. Each
 * function answers what it wrote; once the transaction has committed, `announceNotifications`
 * tells the recipients' open pages (a new build sends `inboxEvents` with its own item's events).
 */

/** The outbox job that mails one notification as soon as it is written (its kind set to 'instant'). */
export const notificationEmailJob = 'notification-email';

/**
 * What every notification keeps of its item: enough for the inbox and the e-mail once it is gone.
 * A build's notifications build the same object in SQL (`snapshotOf` in notifications.queries.ts).
 */
function itemPayload(item: ItemSnapshot) {
  return {
    title: item.title,
    companyName: item.companyName,
    companySlug: item.companySlug,
    productSlug: item.productSlug,
    slug: item.slug,
  };
}

/** One instant e-mail per written notification whose kind is set to 'instant', at most once. */
async function queueInstantMail(tx: Db, written: WrittenNotification[]): Promise<void> {
  await enqueue(
    tx,
    written
      .filter((notification) => notification.mode === 'instant')
      .map((notification) => ({
        kind: notificationEmailJob,
        payload: { notificationId: notification.id },
        // A grouped notification is mailed again for each build it takes in.
        dedupeKey: `notification:${notification.id}${notification.count ? `:${notification.count}` : ''}`,
      })),
  );
}

/**
 * A company's answer changed: 'status' when the status changed (with the comment), 'comment' when
 * only the comment did, nothing when neither did.
 */
export async function notifyStatusChange(
  tx: Db,
  change: ItemRef & {
    actorId: string | null;
    before: { status: RequestStatus; comment: string | null };
    after: { status: RequestStatus; comment: string | null };
  },
): Promise<WrittenNotification[]> {
  const { before, after } = change;
  const isStatus = before.status !== after.status;
  if (!isStatus && before.comment === after.comment) return [];
  const item = await selectItemSnapshot(tx, change);
  if (!item) return [];
  const written = await insertNotifications(tx, {
    kind: isStatus ? 'status' : 'comment',
    item: change,
    actorId: change.actorId,
    payload: { ...itemPayload(item), ...(isStatus ? { status: after.status } : {}), comment: after.comment },
  });
  await queueInstantMail(tx, written);
  return written;
}

/**
 * A new build on an item: grouped into each follower's one unread 'builds' notification of it, and
 * the builder follows it (unless their setting says not to, or they unfollowed it), in one statement.
 */
export async function notifyNewBuild(tx: Db, build: ItemRef & { actorId: string }) {
  const written = await upsertBuildNotifications(tx, { item: build, actorId: build.actorId });
  await queueInstantMail(tx, written);
  return written;
}

/**
 * An admin removed the item: its followers hear of it, and its author always does (even one who
 * unfollowed it); only the author is given the admin's reason, as only they see it on the page.
 */
export async function notifyRemoved(tx: Db, removal: ItemRef & { actorId: string; reason: string | null }) {
  const item = await selectItemSnapshot(tx, removal);
  if (!item) return [];
  const written = await insertNotifications(tx, {
    kind: 'removed',
    item: removal,
    actorId: removal.actorId,
    payload: { ...itemPayload(item), reason: null },
    alsoTo: item.authorId,
    authorExtra: { authorId: item.authorId, payload: { reason: removal.reason } },
  });
  await queueInstantMail(tx, written);
  return written;
}

/**
 * The item was merged into another (`into`): its followers, its author and its voters (even those
 * who do not follow it) are told where it went. Call it in the merge's transaction, while the
 * merged item still holds its votes.
 */
export async function notifyMerged(
  tx: Db,
  merge: ItemRef & { actorId: string | null; into: ItemRef },
): Promise<WrittenNotification[]> {
  const [item, into] = [await selectItemSnapshot(tx, merge), await selectItemSnapshot(tx, merge.into)];
  if (!item || !into) return [];
  const written = await insertNotifications(tx, {
    kind: 'merged',
    item: merge,
    actorId: merge.actorId,
    payload: {
      ...itemPayload(item),
      into: {
        title: into.title,
        path: detailPath(merge.into.kind, into.companySlug, into.productSlug, into.slug),
      },
    },
    alsoTo: item.authorId,
    alsoVoters: true,
  });
  await queueInstantMail(tx, written);
  return written;
}

/**
 * Tells each recipient's open pages (the private 'inbox' topic) of what was written, with their
 * unread count, once the event's transaction has committed.
 */
export async function announceNotifications(db: Db, live: LiveBus, written: WrittenNotification[]) {
  if (written.length === 0) return;
  const unread = await selectUnreadCounts(db, recipientsOf(written));
  await publishInBatches(live, inboxEvents(written, unread));
}

/** The people notifications were written to, each once. */
export const recipientsOf = (written: WrittenNotification[]) => [
  ...new Set(written.map((n) => n.recipientId)),
];

/**
 * The inbox events of what was written, with each recipient's unread count read after the commit:
 * `announceNotifications`' own, or those of a write that reads the counts in its own query and sends
 * the events with its own (a new build).
 */
export function inboxEvents(written: WrittenNotification[], unread: Map<string, number>): BusEvent[] {
  return written.map((n) => ({
    topic: inboxTopicOf(n.recipientId),
    kind: 'notification',
    id: n.id,
    data: { unread: unread.get(n.recipientId) ?? 0 },
  }));
}
