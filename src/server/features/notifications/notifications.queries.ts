import { eq, type SQL, sql } from 'drizzle-orm';
import {
  defaultEmailModes,
  type EmailMode,
  type NotificationKind,
} from '../../../shared/contracts/notifications';
import type { ContentKind } from '../../../shared/contracts/requests';
import { type Db, selectRows } from '../../db/connect';
import { contentTables, isPublicItem, isPublicItemRow } from '../../db/content-tables';
import { companies, notificationSettings, products, users } from '../../db/schema';
import { exactTime } from '../requests/requests.queries';

/** A request or vent, as follows and notifications name it. */
export interface ItemRef {
  kind: ContentKind;
  id: string;
}

/** The column of follows and notifications that names an item of this kind. */
const itemColumn = (kind: ContentKind) => sql.identifier(kind === 'vents' ? 'vent_id' : 'feature_request_id');

/** The automatic follows a person can turn off, by the setting's column. */
export type FollowSetting = 'follow_own_posts' | 'follow_voted' | 'follow_built';

/**
 * A follow written for what a person just did (posted, voted, built), unless their setting for it
 * is off. `source` selects the item's id (`select … as id`), so a statement that found no item
 * follows nothing. An existing row, an unfollow on purpose included, is left as it is.
 */
export function autoFollowStatement(kind: ContentKind, userId: string, setting: FollowSetting, source: SQL) {
  return sql`insert into follows (user_id, ${itemColumn(kind)})
    select ${userId}::uuid, source.id from (${source}) source
    where not exists (
      select 1 from notification_settings s where s.user_id = ${userId}::uuid and not s.${sql.identifier(setting)}
    )
    on conflict do nothing`;
}

export async function followAutomatically(
  db: Db,
  follow: ItemRef & { userId: string; setting: FollowSetting },
): Promise<void> {
  await db.execute(
    autoFollowStatement(follow.kind, follow.userId, follow.setting, sql`select ${follow.id}::uuid as id`),
  );
}

/** A follow set by hand: the Follow button's on and off, which automatic follows never undo. */
export async function setFollow(db: Db, item: ItemRef & { userId: string; isFollowing: boolean }) {
  const column = itemColumn(item.kind);
  await db.execute(sql`insert into follows (user_id, ${column}, is_following)
    values (${item.userId}::uuid, ${item.id}::uuid, ${item.isFollowing})
    on conflict (user_id, ${column}) do update set is_following = excluded.is_following`);
}

export async function isFollowing(db: Db, item: ItemRef & { userId: string }): Promise<boolean> {
  const rows = await selectRows<{ isFollowing: boolean }>(
    db,
    sql`select is_following as "isFollowing" from follows
      where user_id = ${item.userId}::uuid and ${itemColumn(item.kind)} = ${item.id}::uuid`,
  );
  return rows[0]?.isFollowing ?? false;
}

/** Whether the item exists and is public (neither removed nor hidden by reports). */
export async function isPublicItemId(db: Db, item: ItemRef): Promise<boolean> {
  const { items } = contentTables(item.kind);
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(sql`${items.id} = ${item.id} and ${isPublicItem(items)}`);
  return row !== undefined;
}

/** What a notification shows of its item, kept in its payload so it outlives the item's page. */
export async function selectItemSnapshot(db: Db, item: ItemRef) {
  const { items } = contentTables(item.kind);
  const [row] = await db
    .select({
      title: items.title,
      slug: items.slug,
      authorId: items.userId,
      companyId: items.companyId,
      companyName: companies.name,
      companySlug: companies.slug,
      productSlug: products.slug,
    })
    .from(items)
    .innerJoin(companies, eq(companies.id, items.companyId))
    .leftJoin(products, eq(products.id, items.productId))
    .where(eq(items.id, item.id));
  return row;
}
export type ItemSnapshot = NonNullable<Awaited<ReturnType<typeof selectItemSnapshot>>>;

/** A notification just written, with its recipient's e-mail choice for its kind. */
export interface WrittenNotification {
  id: string;
  recipientId: string;
  mode: EmailMode;
  /** A grouped notification's count after this event (new builds), else null. */
  count: number | null;
}

/**
 * The item's followers (and `alsoTo`, when given, and its voters with `alsoVoters`) except the person
 * who caused the event, each
 * with their e-mail choice for the notification's kind (their setting, else the kind's default).
 */
function recipients(n: {
  kind: NotificationKind;
  item: ItemRef;
  actorId: string | null;
  alsoTo?: string | null;
  alsoVoters?: boolean;
}) {
  const also = n.alsoTo ?? null;
  const column = itemColumn(n.item.kind);
  const voters = n.alsoVoters
    ? sql`union select v.user_id from ${sql.identifier(n.item.kind === 'vents' ? 'vent_votes' : 'votes')} v
        where v.${column} = ${n.item.id}::uuid`
    : sql``;
  return sql`audience as (
      select f.user_id from follows f where f.${column} = ${n.item.id}::uuid and f.is_following
      union select ${also}::uuid where ${also}::uuid is not null
      ${voters}
    ), recipients as (
      select a.user_id, coalesce(s.email ->> ${n.kind}, ${defaultEmailModes[n.kind]}) as mode
      from audience a left join notification_settings s on s.user_id = a.user_id
      where a.user_id is distinct from ${n.actorId}::uuid
    )`;
}

/**
 * One notification per recipient (see `recipients`), in one statement. A kind whose e-mail is off
 * is marked mailed at once; `authorExtra` is added to the author's payload only (a removal's reason).
 */
export async function insertNotifications(
  db: Db,
  n: {
    kind: NotificationKind;
    item: ItemRef;
    actorId: string | null;
    payload: Record<string, unknown>;
    alsoTo?: string | null;
    alsoVoters?: boolean;
    authorExtra?: { authorId: string | null; payload: Record<string, unknown> };
  },
): Promise<WrittenNotification[]> {
  const extra = n.authorExtra
    ? sql`case when r.user_id = ${n.authorExtra.authorId}::uuid then ${JSON.stringify(n.authorExtra.payload)}::jsonb else '{}'::jsonb end`
    : sql`'{}'::jsonb`;
  return selectRows<WrittenNotification>(
    db,
    sql`with ${recipients(n)}, inserted as (
        insert into notifications (recipient_id, kind, ${itemColumn(n.item.kind)}, payload, emailed_at)
        select r.user_id, ${n.kind}, ${n.item.id}::uuid, ${JSON.stringify(n.payload)}::jsonb || ${extra},
          case when r.mode = 'off' then now() end
        from recipients r
        returning id, recipient_id
      )
      select i.id, i.recipient_id as "recipientId", r.mode, null::int as count
      from inserted i join recipients r on r.user_id = i.recipient_id`,
  );
}

/**
 * What every notification keeps of its item (`itemPayload` in notify.ts, from `selectItemSnapshot`),
 * read as a `snapshot (payload)` row inside a statement that writes notifications: no item, no row.
 */
function snapshotOf(item: ItemRef) {
  const items = sql.identifier(item.kind === 'vents' ? 'vents' : 'feature_requests');
  return sql`snapshot as (
      select jsonb_build_object('title', i.title, 'companyName', c.name, 'companySlug', c.slug,
        'productSlug', p.slug, 'slug', i.slug) as payload
      from ${items} i join companies c on c.id = i.company_id left join products p on p.id = i.product_id
      where i.id = ${item.id}::uuid
    )`;
}

/**
 * New builds, grouped: each follower's one unread 'builds' notification of the item takes the
 * build in (its count grows, it moves up, and it is due by e-mail again), or a new one starts at 1.
 * The builder follows the item too (`autoFollowStatement`, 'follow_built'). One statement reads the
 * item's snapshot, writes the notifications and the follow: a build is the most frequent write that
 * notifies, and each statement in its transaction is a round trip while the item is locked. The
 * builder's new follow is not among the recipients: they caused the event, and every part of one
 * statement sees the follows as they were before it.
 */
export async function upsertBuildNotifications(
  db: Db,
  n: { item: ItemRef; actorId: string },
): Promise<WrittenNotification[]> {
  const column = itemColumn(n.item.kind);
  const follow = autoFollowStatement(
    n.item.kind,
    n.actorId,
    'follow_built',
    sql`select ${n.item.id}::uuid as id`,
  );
  return selectRows<WrittenNotification>(
    db,
    sql`with ${recipients({ ...n, kind: 'builds' })}, ${snapshotOf(n.item)}, followed as (${follow}), upserted as (
        insert into notifications (recipient_id, kind, ${column}, payload, emailed_at)
        select r.user_id, 'builds', ${n.item.id}::uuid, snapshot.payload || '{"count": 1}'::jsonb,
          case when r.mode = 'off' then now() end
        from recipients r cross join snapshot
        on conflict (recipient_id, ${column}) where kind = 'builds' and read_at is null and ${column} is not null
        do update set
          payload = excluded.payload || jsonb_build_object('count', coalesce((notifications.payload ->> 'count')::int, 0) + 1),
          updated_at = now(),
          emailed_at = excluded.emailed_at
        returning id, recipient_id, (payload ->> 'count')::int as count
      )
      select u.id, u.recipient_id as "recipientId", r.mode, u.count
      from upserted u join recipients r on r.user_id = u.recipient_id`,
  );
}

/**
 * Each person's unread count as one JSON object by id (a person with none is left out), as a
 * subquery: a query that reads something else after a write can bring the counts with it.
 */
export function unreadCountsOf(userIds: string[]) {
  const ids = `{${userIds.join(',')}}`;
  return sql<Record<string, number>>`(select coalesce(json_object_agg(recipient_id, unread), '{}')
    from (select recipient_id, count(*)::int as unread from notifications
      where read_at is null and recipient_id = any(${ids}::uuid[]) group by recipient_id) counts)`;
}

/** Each person's unread count, for the live inbox events. */
export async function selectUnreadCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const [row] = await selectRows<{ unread: Record<string, number> }>(
    db,
    sql`select ${unreadCountsOf(userIds)} as unread`,
  );
  return new Map(Object.entries(row?.unread ?? {}));
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await selectRows<{ unread: number }>(
    db,
    sql`select count(*)::int as unread from notifications where recipient_id = ${userId}::uuid and read_at is null`,
  );
  return row?.unread ?? 0;
}

export interface InboxRow {
  id: string;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  isRead: boolean;
  at: string;
  itemKind: ContentKind;
  itemId: string;
  /** The item now: null fields when it is gone. */
  title: string | null;
  slug: string | null;
  companyName: string | null;
  companySlug: string | null;
  productSlug: string | null;
  isPublic: boolean;
}

/**
 * One page of a person's notifications, newest first by when they last changed, keyset-paged on
 * (updated_at, id) with the exact time; each with its item as it is now, in one query.
 */
export async function selectInboxPage(
  db: Db,
  userId: string,
  limit: number,
  after?: { at: string; id: string },
): Promise<InboxRow[]> {
  const keyset = after
    ? sql`and (n.updated_at, n.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return selectRows<InboxRow>(
    db,
    sql`select n.id, n.kind, n.payload, n.read_at is not null as "isRead", ${exactTime(sql`n.updated_at`)} as at,
        case when n.vent_id is null then 'requests' else 'vents' end as "itemKind",
        coalesce(n.feature_request_id, n.vent_id) as "itemId",
        coalesce(r.title, v.title) as title, coalesce(r.slug, v.slug) as slug,
        c.name as "companyName", c.slug as "companySlug", p.slug as "productSlug",
        case when r.id is not null then ${isPublicItemRow('r')}
          when v.id is not null then ${isPublicItemRow('v')}
          else false end as "isPublic"
      from notifications n
      left join feature_requests r on r.id = n.feature_request_id
      left join vents v on v.id = n.vent_id
      left join companies c on c.id = coalesce(r.company_id, v.company_id)
      left join products p on p.id = coalesce(r.product_id, v.product_id)
      where n.recipient_id = ${userId}::uuid ${keyset}
      order by n.updated_at desc, n.id desc
      limit ${limit}`,
  );
}

/** Marks the person's notifications read (the ids given, or all); others' ids are left alone. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined): Promise<void> {
  const only = ids ? sql`and id = any(${`{${ids.join(',')}}`}::uuid[])` : sql``;
  await db.execute(
    sql`update notifications set read_at = now()
      where recipient_id = ${userId}::uuid and read_at is null ${only}`,
  );
}

/** A person's stored choices; undefined when they have kept every default. */
export async function selectSettings(db: Db, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

/**
 * Changes some of a person's choices in one statement, keeping the rest (and making the row, with
 * the defaults, on the first change): `email` is merged into the stored choices by kind, and each
 * other setting changes only when given. Two changes at once both apply.
 */
export async function upsertSettings(
  db: Db,
  userId: string,
  change: {
    email?: Record<string, string>;
    followOwnPosts?: boolean;
    followVoted?: boolean;
    followBuilt?: boolean;
    companyDigest?: 'daily' | 'off';
  },
): Promise<void> {
  const email = JSON.stringify(change.email ?? {});
  const flag = (value: boolean | undefined) => (value === undefined ? null : value);
  const [own, voted, built] = [
    flag(change.followOwnPosts),
    flag(change.followVoted),
    flag(change.followBuilt),
  ];
  const digest = change.companyDigest ?? null;
  await db.execute(sql`insert into notification_settings
      (user_id, email, follow_own_posts, follow_voted, follow_built, company_digest)
    values (${userId}::uuid, ${email}::jsonb, coalesce(${own}::boolean, true), coalesce(${voted}::boolean, true),
      coalesce(${built}::boolean, true), coalesce(${digest}::text, 'off'))
    on conflict (user_id) do update set
      email = notification_settings.email || excluded.email,
      follow_own_posts = coalesce(${own}::boolean, notification_settings.follow_own_posts),
      follow_voted = coalesce(${voted}::boolean, notification_settings.follow_voted),
      follow_built = coalesce(${built}::boolean, notification_settings.follow_built),
      company_digest = coalesce(${digest}::text, notification_settings.company_digest),
      updated_at = now()`);
}

export async function selectUserEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Stores `made` as the server's secret unless one is stored already; answers the stored one. */
export async function keepServerSecret(db: Db, made: string): Promise<string | undefined> {
  await db.execute(
    sql`insert into server_settings (key, value) values ('secret', ${made}) on conflict (key) do nothing`,
  );
  const [row] = await selectRows<{ value: string }>(
    db,
    sql`select value from server_settings where key = 'secret'`,
  );
  return row?.value;
}

/** Each kind's e-mail for the row's recipient: their choice, else the kind's default (SQL). */
const modeOf = (kindColumn: SQL) =>
  sql`coalesce(s.email ->> ${kindColumn}, ${JSON.stringify(defaultEmailModes)}::jsonb ->> ${kindColumn})`;

/** The item columns a mail links with, as it is now (see `InboxRow`). */
const itemNow = sql`case when n.vent_id is null then 'requests' else 'vents' end as "itemKind",
  coalesce(r.slug, v.slug) as slug, c.slug as "companySlug", p.slug as "productSlug",
  case when r.id is not null then ${isPublicItemRow('r')}
    when v.id is not null then ${isPublicItemRow('v')} else false end as "isPublic"`;
const itemJoins = sql`left join feature_requests r on r.id = n.feature_request_id
  left join vents v on v.id = n.vent_id
  left join companies c on c.id = coalesce(r.company_id, v.company_id)
  left join products p on p.id = coalesce(r.product_id, v.product_id)`;

export interface MailedNotification {
  id: string;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  recipientId: string;
  email: string;
  mode: EmailMode;
  isMailed: boolean;
  itemKind: ContentKind;
  itemId: string;
  slug: string | null;
  companySlug: string | null;
  productSlug: string | null;
  isPublic: boolean;
}

const mailColumns = sql`n.id, n.kind, n.payload, n.recipient_id as "recipientId", u.email,
  ${modeOf(sql`n.kind`)} as mode, n.emailed_at is not null as "isMailed",
  coalesce(n.feature_request_id, n.vent_id) as "itemId", ${itemNow}`;

/** One notification as its instant e-mail needs it, with its recipient's address and choice now. */
export async function selectNotificationForMail(db: Db, id: string): Promise<MailedNotification | undefined> {
  const [row] = await selectRows<MailedNotification>(
    db,
    sql`select ${mailColumns}
      from notifications n join users u on u.id = n.recipient_id
      left join notification_settings s on s.user_id = n.recipient_id
      ${itemJoins}
      where n.id = ${id}::uuid`,
  );
  return row;
}

/** A person's notifications not yet mailed whose kind they get daily, oldest first (a digest's rows). */
export async function selectDigestNotifications(db: Db, userId: string): Promise<MailedNotification[]> {
  return selectRows<MailedNotification>(
    db,
    sql`select ${mailColumns}
      from notifications n join users u on u.id = n.recipient_id
      left join notification_settings s on s.user_id = n.recipient_id
      ${itemJoins}
      where n.recipient_id = ${userId}::uuid and n.emailed_at is null and ${modeOf(sql`n.kind`)} = 'daily'
      order by n.updated_at, n.id`,
  );
}

/** Everyone with something for a digest: unmailed notifications of a kind they get daily. */
export async function selectDigestRecipients(db: Db): Promise<string[]> {
  const rows = await selectRows<{ userId: string }>(
    db,
    sql`select distinct n.recipient_id as "userId" from notifications n
      left join notification_settings s on s.user_id = n.recipient_id
      where n.emailed_at is null and ${modeOf(sql`n.kind`)} = 'daily'`,
  );
  return rows.map((row) => row.userId);
}

/** Marks notifications mailed (sent, or left out of e-mail on purpose). */
export async function markMailed(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update notifications set emailed_at = now() where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
}

/**
 * Approved members who asked for their company's daily digest and whose company had public requests
 * or vents posted in [from, to): one row per member and company.
 */
export async function selectCompanyDigestMembers(db: Db, window: { from: Date; to: Date }) {
  const { from, to } = { from: window.from.toISOString(), to: window.to.toISOString() };
  const isNew = (table: SQL) => sql`exists (select 1 from ${table} i where i.company_id = m.company_id
    and i.created_at >= ${from}::timestamptz and i.created_at < ${to}::timestamptz
    and ${isPublicItemRow('i')})`;
  return selectRows<{ userId: string; companyId: string }>(
    db,
    sql`select m.user_id as "userId", m.company_id as "companyId"
      from company_members m join notification_settings s on s.user_id = m.user_id
      where m.status = 'approved' and s.company_digest = 'daily'
        and (${isNew(sql`feature_requests`)} or ${isNew(sql`vents`)})`,
  );
}

export interface CompanyDigestItem {
  kind: ContentKind;
  title: string;
  slug: string;
  productSlug: string | null;
}

/** A company's public requests and vents posted in [from, to), oldest first, with its name. */
export async function selectNewCompanyItems(db: Db, companyId: string, window: { from: Date; to: Date }) {
  const { from, to } = { from: window.from.toISOString(), to: window.to.toISOString() };
  const items = await selectRows<CompanyDigestItem>(
    db,
    sql`select i.kind, i.title, i.slug, p.slug as "productSlug" from (
        select 'requests' as kind, title, slug, product_id, created_at from feature_requests i
          where company_id = ${companyId}::uuid and ${isPublicItemRow('i')}
            and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
        union all
        select 'vents', title, slug, product_id, created_at from vents i
          where company_id = ${companyId}::uuid and ${isPublicItemRow('i')}
            and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      ) i left join products p on p.id = i.product_id
      order by i.created_at, i.slug
      limit 200`,
  );
  const [company] = await db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company ? { company, items } : undefined;
}

/** Whether the person is an approved member of the company (the digest checks again as it sends). */
export async function selectMemberDigest(db: Db, userId: string, companyId: string) {
  const [row] = await selectRows<{ email: string; companyDigest: string }>(
    db,
    sql`select u.email, s.company_digest as "companyDigest" from company_members m
      join users u on u.id = m.user_id join notification_settings s on s.user_id = m.user_id
      where m.user_id = ${userId}::uuid and m.company_id = ${companyId}::uuid and m.status = 'approved'`,
  );
  return row;
}
