import { z } from 'zod';

/**
 * What a person can be told about a request or vent they follow:
 * - `status`: the company changed its status (every status, with the company's comment);
 * - `comment`: the company changed its comment and kept the status;
 * - `builds`: new builds arrived (grouped: one unread notification per item counts them);
 * - `merged`: it was merged into another request or vent;
 * - `removed`: it was removed by a moderator.
 */
export const notificationKinds = ['status', 'comment', 'builds', 'merged', 'removed'] as const;
export const notificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKind>;

/** How a kind of notification reaches a person by e-mail; the inbox always has it. */
export const emailModes = ['instant', 'daily', 'off'] as const;
export const emailMode = z.enum(emailModes);
export type EmailMode = z.infer<typeof emailMode>;

/** The e-mail each kind gets until a person chooses otherwise. */
export const defaultEmailModes: Record<NotificationKind, EmailMode> = {
  status: 'instant',
  comment: 'instant',
  builds: 'daily',
  merged: 'instant',
  removed: 'instant',
};

/** The item a notification is about, as the inbox shows and links it. */
export const notificationItem = z.object({
  kind: z.enum(['requests', 'vents']),
  id: z.string(),
  title: z.string(),
  /** The detail path ('/company/product/slug'), or null when the item is no longer public. */
  path: z.string().nullable(),
  companyName: z.string(),
});

export const notification = z.object({
  id: z.string(),
  kind: notificationKind,
  item: notificationItem,
  /**
   * By kind: `status` { status, comment }, `comment` { comment }, `builds` { count },
   * `merged` { into: { title, path } }, `removed` { reason }.
   */
  data: z.record(z.string(), z.unknown()),
  isRead: z.boolean(),
  /** When it last changed (a grouped notification moves up with each new build). */
  at: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** `GET /api/v1/notifications?cursor=`: newest first, 20 a page. */
export const notificationsQuery = z.object({ cursor: z.string().max(200).optional() });
export const notificationPage = z.object({
  items: z.array(notification),
  unread: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const unreadCount = z.object({ unread: z.number().int().nonnegative() });

/** `POST /api/v1/notifications/read`: the ids given, or every notification when `ids` is absent. */
export const markReadInput = z.object({ ids: z.array(z.uuid()).min(1).max(100).optional() });

/** Each kind's e-mail, every kind named (a record keyed by an enum documents no properties). */
const emailModeByKind = z.object({
  status: emailMode,
  comment: emailMode,
  builds: emailMode,
  merged: emailMode,
  removed: emailMode,
} satisfies Record<NotificationKind, typeof emailMode>);

/** A person's notification choices (`GET` / `PUT /api/v1/notification-settings`). */
export const notificationSettings = z.object({
  email: emailModeByKind,
  followOwnPosts: z.boolean(),
  followVoted: z.boolean(),
  followBuilt: z.boolean(),
  /** A company member's daily digest of new requests and vents about their company; null for others. */
  companyDigest: z.enum(['daily', 'off']).nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** A change to some of the choices; what is absent stays as it is. */
export const notificationSettingsInput = z
  .object({
    email: z.partialRecord(notificationKind, emailMode),
    followOwnPosts: z.boolean(),
    followVoted: z.boolean(),
    followBuilt: z.boolean(),
    companyDigest: z.enum(['daily', 'off']),
  })
  .partial()
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** `GET`, `PUT` and `DELETE /api/v1/{requests|vents}/:id/follow`. */
export const followState = z.object({ following: z.boolean() });

/**
 * What an unsubscribe link turns off: one kind of notification e-mail, the daily digest of a
 * person's notifications ('digest', every kind set to daily), or a company member's daily digest
 * of new requests and vents ('company-digest').
 */
export const unsubscribeKinds = [...notificationKinds, 'digest', 'company-digest'] as const;
export const unsubscribeKind = z.enum(unsubscribeKinds);
export type UnsubscribeKind = z.infer<typeof unsubscribeKind>;

/** `GET` and `POST /api/v1/unsubscribe?token=`: the signed token of the e-mail's link. */
export const unsubscribeQuery = z.object({ token: z.string().max(1000) });

/**
 * `POST /api/v1/unsubscribe`: the RFC 8058 one-click body (`List-Unsubscribe=One-Click`, sent as a
 * form by mail clients), or nothing / `{}` from the unsubscribe page.
 */
export const unsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).nullish();

/** What the link turns off, and whose address it is (masked: `m***@example.com`). */
export const unsubscribeTarget = z.object({
  kind: unsubscribeKind,
  email: z.string(),
  /** Whether that mail is off already (after the POST, always). */
  isOff: z.boolean(),
});
export type UnsubscribeTarget = z.infer<typeof unsubscribeTarget>;
