import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { featureRequests, vents } from './content';

/**
 * Who follows which request or vent. A person follows what they follow by hand, and what they post,
 * vote on or build on (each automatic kind can be turned off in their settings). `is_following`
 * false records an unfollow on purpose: an automatic follow (a later vote, a build) never brings it
 * back, only the Follow button does.
 */
export const follows = pgTable(
  'follows',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    featureRequestId: uuid('feature_request_id').references(() => featureRequests.id, {
      onDelete: 'cascade',
    }),
    ventId: uuid('vent_id').references(() => vents.id, { onDelete: 'cascade' }),
    isFollowing: boolean('is_following').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('follows_user_request_key').on(t.userId, t.featureRequestId),
    unique('follows_user_vent_key').on(t.userId, t.ventId),
    check('follows_one_item', sql`(${t.featureRequestId} is null) <> (${t.ventId} is null)`),
    index('follows_request_idx').on(t.featureRequestId).where(sql`${t.isFollowing}`),
    index('follows_vent_idx').on(t.ventId).where(sql`${t.isFollowing}`),
  ],
);

/**
 * One notification for one person, written in the transaction of the event that causes it.
 * `kind` is one of `notificationKinds` (src/shared/contracts/notifications.ts); `payload` holds what
 * the inbox and the e-mail show (titles, the status and comment, counts), so neither needs the item
 * to still be public. `emailed_at` is set once the notification has left by e-mail (instantly or in
 * a digest), or when its kind's e-mail is off: a digest takes only rows where it is null.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    featureRequestId: uuid('feature_request_id').references(() => featureRequests.id, {
      onDelete: 'cascade',
    }),
    ventId: uuid('vent_id').references(() => vents.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Moves when a grouped notification (new builds) takes in another event. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_recipient_updated_idx').on(t.recipientId, t.updatedAt.desc().nullsFirst()),
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    index('notifications_unmailed_idx').on(t.recipientId).where(sql`${t.emailedAt} is null`),
    // New builds are grouped: one unread 'builds' notification per person and item takes them all in.
    uniqueIndex('notifications_builds_request_key')
      .on(t.recipientId, t.featureRequestId)
      .where(sql`${t.kind} = 'builds' and ${t.readAt} is null and ${t.featureRequestId} is not null`),
    uniqueIndex('notifications_builds_vent_key')
      .on(t.recipientId, t.ventId)
      .where(sql`${t.kind} = 'builds' and ${t.readAt} is null and ${t.ventId} is not null`),
  ],
);

/**
 * A person's notification choices; no row means every default. `email` maps a notification kind to
 * 'instant', 'daily' or 'off' (a kind that is missing has its default). `company_digest` is a
 * company member's daily digest of new requests and vents about their company: 'daily' or 'off'.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: jsonb('email').$type<Record<string, string>>().notNull().default({}),
  followOwnPosts: boolean('follow_own_posts').notNull().default(true),
  followVoted: boolean('follow_voted').notNull().default(true),
  followBuilt: boolean('follow_built').notNull().default(true),
  companyDigest: text('company_digest').notNull().default('off'),
  updatedAt: updatedAt(),
});

/**
 * A change of e-mail address waiting for its code: the code went to `new_email` only, and the old
 * address signs in until the new one is verified. One pending change per person.
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  createdAt: createdAt(),
});

/**
 * Values the server makes once and keeps, such as the secret that signs unsubscribe links when
 * `SECRET` is not set (so the two-command start needs no configuration).
 */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
