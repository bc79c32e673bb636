import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { UserSort } from '../../../shared/contracts/admin';
import type { ModerationCheckType } from '../../../shared/rules/moderation';
import { type Db, selectRows } from '../../db/connect';
import { companies, companyMembers, moderationLogs, profiles, users } from '../../db/schema';

/** Applications with applicant and company, newest first: one query for the page. */
export async function selectApplications(db: Db, offset: number, limit: number) {
  return db
    .select({
      id: companyMembers.id,
      displayName: profiles.displayName,
      username: users.displayUsername,
      company: { id: companies.id, name: companies.name, slug: companies.slug },
      title: companyMembers.title,
      phoneNumber: companyMembers.phoneNumber,
      status: companyMembers.status,
      appliedAt: companyMembers.appliedAt,
      reviewedAt: companyMembers.reviewedAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .orderBy(desc(companyMembers.appliedAt), desc(companyMembers.id))
    .limit(limit)
    .offset(offset);
}

/** Reviews a pending application (the caller has checked, under the row's lock, that it is pending). */
export async function reviewPendingApplication(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  reviewerId: string,
  at: Date,
) {
  await db
    .update(companyMembers)
    .set({ status, reviewedAt: at, reviewedBy: reviewerId })
    .where(and(eq(companyMembers.id, id), eq(companyMembers.status, 'pending')));
}

/** The request or vent a log names, with what its link needs: one row or null. */
export interface LogSubjectRow {
  kind: 'requests' | 'vents';
  title: string;
  slug: string;
  companySlug: string;
  productSlug: string | null;
}

const subjectOf = (kind: 'requests' | 'vents', table: string, id: SQL) => sql`
  select json_build_object('kind', ${kind}::text, 'title', i.title, 'slug', i.slug,
    'companySlug', c.slug, 'productSlug', p.slug)
  from ${sql.raw(table)} i
  inner join companies c on c.id = i.company_id
  left join products p on p.id = i.product_id
  where i.id = ${id}`;

const logSubject = sql<LogSubjectRow | null>`coalesce(
  (${subjectOf('requests', 'feature_requests', sql`${moderationLogs.featureRequestId}`)}),
  (${subjectOf('vents', 'vents', sql`${moderationLogs.ventId}`)})
)`;

/** The blocked checks of one kind, newest first, with who submitted them and what they were about. */
export async function selectLogs(db: Db, checkType: ModerationCheckType, offset: number, limit: number) {
  return db
    .select({
      id: moderationLogs.id,
      createdAt: moderationLogs.createdAt,
      username: users.displayUsername,
      context: moderationLogs.context,
      violationReason: moderationLogs.violationReason,
      violationCategory: moderationLogs.violationCategory,
      submittedContent: moderationLogs.submittedContent,
      duplicateRequestIds: moderationLogs.duplicateRequestIds,
      subject: logSubject,
      buildId: moderationLogs.buildId,
    })
    .from(moderationLogs)
    .leftJoin(users, eq(users.id, moderationLogs.userId))
    .where(and(eq(moderationLogs.checkType, checkType), eq(moderationLogs.wasBlocked, true)))
    .orderBy(desc(moderationLogs.createdAt), desc(moderationLogs.id))
    .limit(limit)
    .offset(offset);
}

const activity = sql`
  (select count(*) from feature_requests r where r.user_id = u.id)
    + (select count(*) from vents v where v.user_id = u.id) as request_count,
  (select count(*) from votes x where x.user_id = u.id)
    + (select count(*) from vent_votes x where x.user_id = u.id)
    + (select count(*) from build_votes x where x.user_id = u.id) as vote_count,
  (select count(*) from builds b where b.user_id = u.id) as build_count`;

/** The role and the suspension columns (a suspension whose end has passed is sorted out by the service). */
const userColumns = sql`u.role, u.banned, u.ban_reason, u.ban_expires`;

const sortColumns: Record<UserSort, string> = {
  requests: 'request_count',
  votes: 'vote_count',
  builds: 'build_count',
  joined: 'created_at',
};

export interface UserActivityRow {
  id: string;
  username: string | null;
  email: string | null;
  role: string;
  banned: boolean;
  ban_reason: string | null;
  ban_expires: string | Date | null;
  request_count: string | number;
  vote_count: string | number;
  build_count: string | number;
  created_at: string | Date;
}

/** Every user with their activity, sorted by the database over all users, a page at a time. */
export async function selectUsersByActivity(
  db: Db,
  sort: UserSort,
  direction: 'asc' | 'desc',
  offset: number,
  limit: number,
) {
  // Sort keys come from a fixed table, never from the request text.
  const order = sql.raw(`${sortColumns[sort]} ${direction === 'asc' ? 'asc' : 'desc'}, id asc`);
  return selectRows<UserActivityRow>(
    db,
    sql`select * from (
          select u.id, u.display_username as username, u.email, u.created_at, ${userColumns}, ${activity}
          from users u
        ) activity
        order by ${order}
        limit ${limit} offset ${offset}`,
  );
}

export async function selectUserActivity(db: Db, userId: string) {
  const [row] = await selectRows<UserActivityRow>(
    db,
    sql`select u.id, u.display_username as username, u.email, u.created_at, ${userColumns}, ${activity} from users u where u.id = ${userId}`,
  );
  return row;
}

/** The user's row, locked until the transaction ends; undefined when there is none. */
export async function lockUser(db: Db, userId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function deleteUserRow(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}
