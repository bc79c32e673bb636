import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables, isPublicItem, itemRef } from '../../db/content-tables';
import { builds, buildVotes, featureRequests, profiles, users, vents } from '../../db/schema';
import { unreadCountsOf } from '../notifications/notifications.queries';

const buildColumns = {
  id: builds.id,
  content: builds.content,
  createdAt: builds.createdAt,
  updatedAt: builds.updatedAt,
  voteCount: builds.voteCount,
  userId: builds.userId,
  authorUsername: users.displayUsername,
  authorDisplayName: profiles.displayName,
  removedAt: builds.removedAt,
  removedReason: builds.removedReason,
  hiddenAt: builds.hiddenAt,
  // The title of the item a merge brought this build from (docs/decisions.md #51).
  mergedFrom: sql<string | null>`(select coalesce(r.title, v.title) from merges m
    left join feature_requests r on r.id = m.source_request_id left join vents v on v.id = m.source_vent_id
    where m.id = ${builds.mergeId})`,
};

/**
 * An item's builds, newest first, with their authors: one query. Removed builds, and builds hidden
 * by reports, are left out, except for their author (`viewer`) and for admins (`viewer: 'all'`).
 */
export async function selectBuilds(db: Db, kind: ContentKind, itemId: string, viewer: string | 'all' | null) {
  const { buildItemId } = contentTables(kind);
  const shown =
    viewer === 'all'
      ? undefined
      : viewer
        ? or(isPublicItem(builds), eq(builds.userId, viewer))
        : isPublicItem(builds);
  return db
    .select(buildColumns)
    .from(builds)
    .leftJoin(users, eq(users.id, builds.userId))
    .leftJoin(profiles, eq(profiles.userId, builds.userId))
    .where(and(eq(buildItemId, itemId), shown))
    .orderBy(desc(builds.createdAt), desc(builds.id));
}

export type BuildRow = Awaited<ReturnType<typeof selectBuilds>>[number];

/**
 * One build, with whether `viewerId` voted on it and the unread notification counts of `unreadOf`
 * (the people a new build notified, none by default): a saved build's answer and its inbox events
 * read in one query after the commit.
 */
export async function selectBuild(db: Db, id: string, viewerId: string, unreadOf: string[] = []) {
  const [row] = await db
    .select({
      ...buildColumns,
      isVoted: sql<boolean>`exists (select 1 from ${buildVotes}
        where ${buildVotes.buildId} = ${builds.id} and ${buildVotes.userId} = ${viewerId})`,
      unread: unreadOf.length > 0 ? unreadCountsOf(unreadOf) : sql<Record<string, number> | null>`null`,
    })
    .from(builds)
    .leftJoin(users, eq(users.id, builds.userId))
    .leftJoin(profiles, eq(profiles.userId, builds.userId))
    .where(eq(builds.id, id));
  return row && { ...row, unread: new Map(Object.entries(row.unread ?? {})) };
}

export async function selectVotedBuildIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: buildVotes.buildId })
    .from(buildVotes)
    .where(and(eq(buildVotes.userId, userId), inArray(buildVotes.buildId, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Saves a build and bumps its item's activity (the 'all' tab sorts by it) in one statement; answers
 * the build's id and the item's build count after it. The trigger moves the count at the
 * statement's end, after the bump has read it: as the caller holds the item's lock (`lockItem`), no
 * other build moves it in between, so the count after is the count read plus this build (a new build
 * is public, and counted), as a vote's count is (`setVote`).
 */
export async function insertBuild(
  db: Db,
  kind: ContentKind,
  itemId: string,
  userId: string,
  content: string,
) {
  const { items } = contentTables(kind);
  const bumped = db
    .$with('bumped')
    .as(
      db
        .update(items)
        .set({ lastActivityAt: sql`now()` })
        .where(eq(items.id, itemId))
        .returning({ buildCount: items.buildCount }),
    );
  const [row] = await db
    .with(bumped)
    .insert(builds)
    .values({ userId, content, ...itemRef(kind, itemId) })
    .returning({ id: builds.id, buildCount: sql<number>`(select ${bumped.buildCount} + 1 from ${bumped})` });
  return row!;
}

/** The build's owner and the status of the item it belongs to. */
export async function selectBuildOwnership(db: Db, id: string) {
  const [row] = await db
    .select({
      userId: builds.userId,
      featureRequestId: builds.featureRequestId,
      ventId: builds.ventId,
      requestStatus: featureRequests.status,
      ventStatus: vents.status,
    })
    .from(builds)
    .leftJoin(featureRequests, eq(featureRequests.id, builds.featureRequestId))
    .leftJoin(vents, eq(vents.id, builds.ventId))
    .where(eq(builds.id, id));
  return row;
}

export async function updateBuildContent(db: Db, id: string, content: string) {
  await db.update(builds).set({ content }).where(eq(builds.id, id));
}

/** Deletes a build; answers its item with the build count and company the trigger left. */
export async function deleteBuildRow(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(builds)
      .where(eq(builds.id, id))
      .returning({ featureRequestId: builds.featureRequestId, ventId: builds.ventId });
    if (!deleted) return null;
    const kind: ContentKind = deleted.ventId ? 'vents' : 'requests';
    const itemId = (deleted.ventId ?? deleted.featureRequestId)!;
    const { items } = contentTables(kind);
    const [item] = await tx
      .select({ buildCount: items.buildCount, companyId: items.companyId })
      .from(items)
      .where(eq(items.id, itemId));
    return item ? { kind, itemId, ...item } : null;
  });
}
