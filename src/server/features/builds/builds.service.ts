import type { Viewer } from '../../../shared/contracts/auth';
import type { Build, BuildOutcome } from '../../../shared/contracts/builds';
import type { ModerationNotice } from '../../../shared/contracts/reports';
import type { ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { authorDisplayName } from '../../../shared/rules/display-name';
import type { Db } from '../../db/connect';
import { lockItem } from '../../db/content.queries';
import { AppError, buildNotFound, itemNotFound } from '../../errors';
import { type CheckSubject, type Ilii, itemSubject } from '../../ilii/ilii';
import { itemEvents, type LiveBus, publishInBatches, publishItemEvent } from '../../plugins/live-bus';
import { enforceWriteLimit, type WriteLimiter } from '../../plugins/write-limits';
import { requireSignedIn } from '../auth/viewer.service';
import { selectUnreadCounts } from '../notifications/notifications.queries';
import { inboxEvents, notifyNewBuild, recipientsOf } from '../notifications/notify';
import {
  type BuildRow,
  deleteBuildRow,
  insertBuild,
  selectBuild,
  selectBuildOwnership,
  selectBuilds,
  selectVotedBuildIds,
  updateBuildContent,
} from './builds.queries';

const launchedMessage = messages.buildsClosedLaunched;

/**
 * Author names for signed-in viewers ('a deleted account' once the author deleted theirs);
 * anonymous visitors see 'Anonymous User' and no ids.
 */
function toBuild(row: BuildRow, viewer: Viewer | null, voted: Set<string>): Build {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    voteCount: row.voteCount,
    authorDisplayName: !viewer
      ? messages.anonymousUser
      : row.userId === null
        ? messages.deletedAccount
        : authorDisplayName({ username: row.authorUsername, displayName: row.authorDisplayName }),
    moderation: viewer !== null && (viewer.isAdmin || row.userId === viewer.id) ? moderationOf(row) : null,
    userVote: voted.has(row.id),
    isOwner: viewer !== null && row.userId === viewer.id,
    mergedFrom: row.mergedFrom ?? null,
  };
}

/** What a build's author and admins are told of its removal or hiding. */
function moderationOf(row: BuildRow): ModerationNotice {
  if (row.removedAt) {
    return { state: 'removed', reason: row.removedReason ?? '', removedAt: row.removedAt.toISOString() };
  }
  return row.hiddenAt ? { state: 'hidden', reason: null, removedAt: null } : null;
}

export async function listBuilds({
  db,
  viewer,
  kind,
  itemId,
}: {
  db: Db;
  viewer: Viewer | null;
  kind: ContentKind;
  itemId: string;
}) {
  const rows = await selectBuilds(db, kind, itemId, viewer?.isAdmin ? 'all' : (viewer?.id ?? null));
  const voted = viewer
    ? await selectVotedBuildIds(
        db,
        viewer.id,
        rows.map((row) => row.id),
      )
    : new Set<string>();
  return rows.map((row) => toBuild(row, viewer, voted));
}

/** A build as its writer's answer shows it; `row` is `selectBuild`'s, with whether they voted on it. */
function answerBuild(row: Awaited<ReturnType<typeof selectBuild>>, viewer: Viewer) {
  if (!row) throw buildNotFound();
  return toBuild(row, viewer, new Set(row.isVoted ? [row.id] : []));
}

interface Deps {
  db: Db;
  ilii: Ilii;
  live: LiveBus;
  viewer: Viewer | null;
}

/** Moderation's verdict on a build's text; its log names the request or vent (and the build, if saved). */
const moderateBuild = (ilii: Ilii, viewer: Viewer, content: string, subject: CheckSubject) =>
  ilii.checkContent({
    userId: viewer.id,
    context: 'build_response',
    text: content,
    submitted: { content },
    subject,
  });

/**
 * A new build: moderated, refused on launched items, bumps activity. It counts against the
 * person's WRITE_LIMIT_BUILDS in its transaction, once the item is known to take it; in the same
 * transaction the item's followers are notified (grouped per item) and the builder follows it
 * (unless their setting says not to, or they unfollowed it).
 */
export async function addBuild(
  deps: Deps & { limits: WriteLimiter; kind: ContentKind; itemId: string; content: string },
): Promise<BuildOutcome> {
  const viewer = requireSignedIn(deps.viewer);
  const { violation, logId } = await moderateBuild(
    deps.ilii,
    viewer,
    deps.content,
    itemSubject(deps.kind, deps.itemId),
  );
  if (violation) return { outcome: 'blocked', violation };
  const saved = await deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, deps.kind, deps.itemId);
    if (!item || item.removedAt || item.mergedIntoId) throw itemNotFound(deps.kind);
    if (item.status === 'launched') throw new AppError('CONFLICT', { userMessage: launchedMessage });
    await enforceWriteLimit({ db: tx, ...deps.limits }, 'builds', viewer.id);
    const build = await insertBuild(tx, deps.kind, deps.itemId, viewer.id, deps.content);
    const ref = { kind: deps.kind, id: deps.itemId };
    const notified = await notifyNewBuild(tx, { ...ref, actorId: viewer.id });
    return { ...build, companyId: item.companyId, notified };
  });
  await deps.ilii.nameSubject(logId, { buildId: saved.id });
  // After the commit, one query reads the answer's build and the notified people's unread counts
  // (a build deleted meanwhile still has its notifications announced), and the item's events and
  // the recipients' inbox events leave together, in one message for up to 21 recipients.
  const notified = recipientsOf(saved.notified);
  const row = await selectBuild(deps.db, saved.id, viewer.id, notified);
  const unread = row ? row.unread : await selectUnreadCounts(deps.db, notified);
  await publishInBatches(deps.live, [
    ...itemEvents({ kind: deps.kind, id: deps.itemId, companyIds: [saved.companyId] }, 'build', {
      buildId: saved.id,
      buildCount: saved.buildCount,
    }),
    ...inboxEvents(saved.notified, unread),
  ]);
  return { outcome: 'saved', build: answerBuild(row, viewer) };
}

async function requireOwnBuild(db: Db, id: string, viewer: Viewer) {
  const build = await selectBuildOwnership(db, id);
  if (!build) throw buildNotFound();
  if (build.userId !== viewer.id) throw new AppError('FORBIDDEN', { userMessage: messages.notAuthorized });
  return build;
}

export async function editBuild(deps: Deps & { id: string; content: string }): Promise<BuildOutcome> {
  const viewer = requireSignedIn(deps.viewer);
  const build = await requireOwnBuild(deps.db, deps.id, viewer);
  const { violation } = await moderateBuild(deps.ilii, viewer, deps.content, {
    featureRequestId: build.featureRequestId,
    ventId: build.ventId,
    buildId: deps.id,
  });
  if (violation) return { outcome: 'blocked', violation };
  await updateBuildContent(deps.db, deps.id, deps.content);
  return { outcome: 'saved', build: answerBuild(await selectBuild(deps.db, deps.id, viewer.id), viewer) };
}

export async function removeBuild(deps: Omit<Deps, 'ilii'> & { id: string }): Promise<void> {
  const viewer = requireSignedIn(deps.viewer);
  await requireOwnBuild(deps.db, deps.id, viewer);
  const item = await deleteBuildRow(deps.db, deps.id);
  if (!item) return;
  await publishItemEvent(
    deps.live,
    { kind: item.kind, id: item.itemId, companyIds: [item.companyId] },
    'build',
    { buildId: deps.id, buildCount: item.buildCount },
  );
}
