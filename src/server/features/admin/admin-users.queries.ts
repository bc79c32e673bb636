import { eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/connect';
import { builds, featureRequests, sessions, users, vents, verifications } from '../../db/schema';

/** The person an admin acts on, locked until the transaction ends; undefined when there is none. */
export async function lockUserForAction(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.displayUsername,
      email: users.email,
      role: users.role,
      banned: users.banned,
      banReason: users.banReason,
      banExpires: users.banExpires,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setSuspension(db: Db, userId: string, reason: string, endsAt: Date | null) {
  await db
    .update(users)
    .set({ banned: true, banReason: reason, banExpires: endsAt })
    .where(eq(users.id, userId));
}

export async function clearSuspension(db: Db, userId: string) {
  await db
    .update(users)
    .set({ banned: false, banReason: null, banExpires: null })
    .where(eq(users.id, userId));
}

/** Ends every session of a person, and throws away any sign-in code they have been sent. */
export async function endEverySession(db: Db, userId: string, codeIdentifier: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(verifications).where(eq(verifications.identifier, codeIdentifier));
}

interface SummaryRow {
  requests: string | number;
  vents: string | number;
  builds: string | number;
  votes: string | number;
  builds_by_others: string | number;
}

/** How much a person wrote and voted, and how many of others' builds sit on their items. */
export async function selectContentSummary(db: Db, userId: string) {
  const [row] = await selectRows<SummaryRow>(
    db,
    sql`select
      (select count(*) from feature_requests where user_id = ${userId}) as requests,
      (select count(*) from vents where user_id = ${userId}) as vents,
      (select count(*) from builds where user_id = ${userId}) as builds,
      (select count(*) from votes where user_id = ${userId})
        + (select count(*) from vent_votes where user_id = ${userId})
        + (select count(*) from build_votes where user_id = ${userId}) as votes,
      (select count(*) from builds b
        where b.user_id is distinct from ${userId}
          and (b.feature_request_id in (select id from feature_requests where user_id = ${userId})
            or b.vent_id in (select id from vents where user_id = ${userId}))) as builds_by_others`,
  );
  return {
    requests: Number(row!.requests),
    vents: Number(row!.vents),
    builds: Number(row!.builds),
    votes: Number(row!.votes),
    buildsByOthers: Number(row!.builds_by_others),
  };
}

/**
 * Deletes everything a person wrote: their builds first (the counters of others' items they sat on
 * follow by trigger), then their requests and vents (with every vote and build on them, by
 * cascade). Answers what went, for the live events: the items, and others' items whose builds changed.
 */
export async function deleteUserContent(db: Db, userId: string) {
  const ownBuilds = await db
    .delete(builds)
    .where(eq(builds.userId, userId))
    .returning({ requestId: builds.featureRequestId, ventId: builds.ventId });
  const requests = await db
    .delete(featureRequests)
    .where(eq(featureRequests.userId, userId))
    .returning({ id: featureRequests.id, companyId: featureRequests.companyId });
  const ventRows = await db
    .delete(vents)
    .where(eq(vents.userId, userId))
    .returning({ id: vents.id, companyId: vents.companyId });
  const gone = new Set([...requests, ...ventRows].map((item) => item.id));
  const touchedRequestIds = [
    ...new Set(ownBuilds.flatMap((b) => (b.requestId && !gone.has(b.requestId) ? [b.requestId] : []))),
  ];
  const touchedVentIds = [
    ...new Set(ownBuilds.flatMap((b) => (b.ventId && !gone.has(b.ventId) ? [b.ventId] : []))),
  ];
  return {
    builds: ownBuilds.length,
    requests,
    vents: ventRows,
    touched: {
      requests: await selectBuildCounts(db, featureRequests, touchedRequestIds),
      vents: await selectBuildCounts(db, vents, touchedVentIds),
    },
  };
}

/** Ids as one PostgreSQL array literal: one parameter however many (they are uuids read from the database). */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

async function selectBuildCounts(db: Db, table: typeof featureRequests | typeof vents, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: table.id, companyId: table.companyId, buildCount: table.buildCount })
    .from(table)
    .where(sql`${table.id} = any(${uuidArray(ids)}::uuid[])`);
}

/** The requests and vents a person voted on: their counts change when the person goes. */
export async function selectVotedItemIds(db: Db, userId: string) {
  const rows = await selectRows<{ request_id: string | null; vent_id: string | null }>(
    db,
    sql`select feature_request_id as request_id, null as vent_id from votes where user_id = ${userId}
        union all
        select null, vent_id from vent_votes where user_id = ${userId}`,
  );
  return {
    requests: rows.flatMap((row) => (row.request_id ? [row.request_id] : [])),
    vents: rows.flatMap((row) => (row.vent_id ? [row.vent_id] : [])),
  };
}

/**
 * The vote counts of items, after a change (the items that are gone are left out). The ids go as one
 * array parameter: a heavy voter's can be more than a statement's 65,535 parameters.
 */
export async function selectVoteCounts(db: Db, table: typeof featureRequests | typeof vents, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: table.id, companyId: table.companyId, voteCount: table.voteCount })
    .from(table)
    .where(sql`${table.id} = any(${uuidArray(ids)}::uuid[])`);
}
