import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/connect';

type Row = Record<string, unknown>;

/** A request's or vent's exported columns, with its company and product by name. */
const itemColumns = (table: 'feature_requests' | 'vents') =>
  sql.raw(`
  select i.id, c.name as company, p.name as product, i.title, i.user_story_want, i.user_story_so_that,
    i.status, i.vote_count, i.build_count, i.removed_at, i.created_at
  from ${table} i
  join companies c on c.id = i.company_id
  left join products p on p.id = i.product_id`);

/**
 * Everything ilii keeps about one person, section by section (one query each), for the export.
 * Sessions leave their token hashes behind.
 */
export async function selectAccountData(db: Db, userId: string) {
  const rows = (query: ReturnType<typeof sql>) => selectRows<Row>(db, query);
  const [profile] = await rows(sql`
    select u.id, u.email, u.display_username as username, p.first_name, p.last_name, p.display_name,
      u.role, u.created_at, p.terms_accepted_at, coalesce(p.stay_logged_in, false) as stay_logged_in,
      (select new_email from email_changes where user_id = u.id) as pending_email
    from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`);
  return {
    profile,
    memberships: await rows(sql`
      select c.name as company, m.title, m.phone_number, m.status, m.applied_at
      from company_members m join companies c on c.id = m.company_id
      where m.user_id = ${userId} order by m.applied_at`),
    requests: await rows(
      sql`${itemColumns('feature_requests')} where i.user_id = ${userId} order by i.created_at`,
    ),
    vents: await rows(sql`${itemColumns('vents')} where i.user_id = ${userId} order by i.created_at`),
    builds: await rows(sql`
      select b.id, b.content, b.vote_count, b.created_at, b.updated_at,
        case when b.feature_request_id is not null then 'requests' else 'vents' end as kind,
        coalesce(b.feature_request_id, b.vent_id) as item_id, coalesce(r.title, v.title) as item_title
      from builds b
      left join feature_requests r on r.id = b.feature_request_id
      left join vents v on v.id = b.vent_id
      where b.user_id = ${userId} order by b.created_at`),
    votes: await rows(sql`
      select 'requests' as kind, r.id, r.title, x.created_at
        from votes x join feature_requests r on r.id = x.feature_request_id where x.user_id = ${userId}
      union all
      select 'vents', v.id, v.title, x.created_at
        from vent_votes x join vents v on v.id = x.vent_id where x.user_id = ${userId}
      union all
      select 'builds', x.build_id, null, x.created_at from build_votes x where x.user_id = ${userId}
      order by 4`),
    reports: await rows(sql`
      select feature_request_id, vent_id, build_id, reason, note, created_at, resolution
      from reports where reporter_id = ${userId} order by created_at`),
    sessions: await rows(sql`
      select ip_address, user_agent, created_at, updated_at, expires_at
      from sessions where user_id = ${userId} order by created_at`),
    signIns: await rows(sql`
      select ip_address, user_agent, created_at from sign_ins where user_id = ${userId} order by created_at`),
    settings: (
      await rows(sql`
        select email, follow_own_posts, follow_voted, follow_built, company_digest,
          exists (select 1 from company_members where user_id = ${userId} and status = 'approved') as is_member
        from (select 1) one left join notification_settings s on s.user_id = ${userId}`)
    )[0]!,
    follows: await rows(sql`
      select case when f.feature_request_id is not null then 'requests' else 'vents' end as kind,
        coalesce(f.feature_request_id, f.vent_id) as item_id, coalesce(r.title, v.title) as item_title,
        f.is_following, f.created_at
      from follows f
      left join feature_requests r on r.id = f.feature_request_id
      left join vents v on v.id = f.vent_id
      where f.user_id = ${userId} order by f.created_at`),
    notifications: await rows(sql`
      select id, kind, coalesce(feature_request_id, vent_id) as item_id, payload, read_at, created_at
      from notifications where recipient_id = ${userId} order by created_at`),
  };
}
