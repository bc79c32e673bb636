import type { Viewer } from '../../../shared/contracts/auth';
import type { MergeCandidates, MergedFrom, MergeOutcome } from '../../../shared/contracts/merges';
import type { ContentKind } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { detailPath } from '../../../shared/routes';
import type { Db } from '../../db/connect';
import { AppError, itemNotFound } from '../../errors';
import { findSimilar } from '../../ilii/duplicates/find-similar';
import { type BusEvent, itemEvents, type LiveBus } from '../../plugins/live-bus';
import { hitRateLimit } from '../../plugins/rate-limit';
import { recordAudit } from '../audit/audit.service';
import { requireSignedIn } from '../auth/viewer.service';
import { isApprovedMember } from '../companies/companies.queries';
import { announceNotifications, notifyMerged } from '../notifications/notify';
import {
  type CandidateRow,
  followTarget,
  hasMergesInto,
  type ItemNow,
  lockMergeOf,
  type MergeItemRow,
  selectCandidates,
  selectItems,
  selectItemsNow,
  selectMergedFrom,
  undoMerge,
  writeMerge,
} from './merges.queries';

/** Merges and unmerges one person may do in an hour, together. */
export const mergesPerHour = 30;

export interface MergeDeps {
  db: Db;
  live: LiveBus;
  clock: () => Date;
  viewer: Viewer | null;
  kind: ContentKind;
}

const nounOf = (kind: ContentKind) => (kind === 'vents' ? 'vent' : 'request');

/** Only admins and the approved members of the item's company merge and unmerge its items. */
async function requireMergeRight(db: Db, viewer: Viewer, companyId: string) {
  if (viewer.isAdmin || (await isApprovedMember(db, viewer.id, companyId))) return;
  throw new AppError('FORBIDDEN', { userMessage: messages.notAuthorized });
}

async function enforceMergeLimit(db: Db, viewer: Viewer, now: Date) {
  const rule = { key: `merges:${viewer.id}`, max: mergesPerHour, windowSeconds: 3600 };
  const result = await hitRateLimit(db, rule, now);
  if (!result.isAllowed) {
    throw new AppError('RATE_LIMITED', {
      userMessage: messages.mergeLimitReached(mergesPerHour, result.retryAfterSeconds),
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

const refuse = (code: 'VALIDATION' | 'CONFLICT', message: string) =>
  new AppError(code, {
    userMessage: message,
    ...(code === 'VALIDATION' ? { fields: { targetId: message } } : {}),
  });

/** Why this source may not be merged into this target, in the order a person would fix it. */
function checkPair(kind: ContentKind, source: MergeItemRow, target: MergeItemRow | undefined) {
  const noun = nounOf(kind);
  if (!target) return refuse('VALIDATION', messages.mergeTargetMissing(noun));
  if (target.companyId !== source.companyId) return refuse('VALIDATION', messages.mergeAcrossCompanies(noun));
  if (source.mergedIntoId) return refuse('CONFLICT', messages.mergeSourceMerged(noun));
  if (target.mergedIntoId) return refuse('CONFLICT', messages.mergeTargetMerged(noun));
  if (target.isRemoved) return refuse('CONFLICT', messages.mergeTargetRemoved(noun));
  return null;
}

const auditTarget = (kind: ContentKind, item: { id: string; title: string }) => ({
  kind: kind === 'vents' ? ('vent' as const) : ('request' as const),
  id: item.id,
  label: item.title,
});

function outcome(kind: ContentKind, items: ItemNow[], ids: { sourceId: string; targetId: string }) {
  const link = (id: string) => {
    const item = items.find((row) => row.id === id)!;
    const path = detailPath(kind, item.companySlug, item.productSlug, item.slug);
    return { id, title: item.title, path, voteCount: item.voteCount, buildCount: item.buildCount };
  };
  return { source: link(ids.sourceId), target: link(ids.targetId) };
}

/**
 * Tells every process and page: the source leaves (merge) or comes back to (unmerge) the lists,
 * the target's counts move, and the people whose votes moved read their own pages again.
 */
async function announce(
  live: LiveBus,
  change: {
    kind: ContentKind;
    companyId: string;
    result: MergeOutcome;
    isMerge: boolean;
    voterIds: string[];
  },
) {
  const { kind, companyId, result } = change;
  const companyIds = [companyId];
  const target = { kind, id: result.target.id, companyIds };
  const events: BusEvent[] = [
    ...itemEvents({ kind, id: result.source.id, companyIds }, change.isMerge ? 'deleted' : 'created'),
    ...itemEvents(target, 'vote', { voteCount: result.target.voteCount }),
    ...itemEvents(target, 'build', { buildCount: result.target.buildCount }),
    ...itemEvents(target, 'updated'),
  ];
  await live.publish(...events);
  const people = [...new Set(change.voterIds)];
  // Past a few dozen people one message for everyone costs less than one each.
  if (people.length > 50) await live.publishSessions({ kind: 'everything' });
  else for (const userId of people) await live.publishSessions({ kind: 'viewer-wrote', userId });
}

/**
 * Merges a request into another request of its company (or a vent into a vent): the target gains a
 * vote for each of the source's voters it did not have, the source's builds move to it, the source
 * leaves every list and its address leads to the target. Its followers, author and voters are told
 * and follow the target. Audited, limited per person, undone exactly by `unmergeItem`.
 */
export async function mergeItem(
  deps: MergeDeps & { sourceId: string; targetId: string },
): Promise<MergeOutcome> {
  const { db, kind, sourceId, targetId } = deps;
  const viewer = requireSignedIn(deps.viewer);
  if (sourceId === targetId) throw refuse('VALIDATION', messages.mergeIntoItself(nounOf(kind)));
  const at = deps.clock();
  const done = await db.transaction(async (tx) => {
    const rows = await selectItems(tx, kind, [sourceId, targetId], { lock: true });
    const source = rows.find((row) => row.id === sourceId);
    if (!source || source.isRemoved) throw itemNotFound(kind);
    await requireMergeRight(tx, viewer, source.companyId);
    const refusal = checkPair(
      kind,
      source,
      rows.find((row) => row.id === targetId),
    );
    if (refusal) throw refusal;
    if (await hasMergesInto(tx, kind, sourceId))
      throw refuse('CONFLICT', messages.mergeSourceHasMerges(nounOf(kind)));
    await enforceMergeLimit(tx, viewer, at);
    const moved = await writeMerge(tx, { kind, sourceId, targetId, actorId: viewer.id, at });
    const notified = await notifyMerged(tx, {
      kind,
      id: sourceId,
      actorId: viewer.id,
      into: { kind, id: targetId },
    });
    await followTarget(tx, { kind, sourceId, targetId });
    const items = await selectItemsNow(tx, kind, [sourceId, targetId]);
    const result = { ...outcome(kind, items, { sourceId, targetId }), ...moved };
    await recordAudit(tx, {
      actor: viewer,
      action: 'item.merge',
      target: auditTarget(kind, source),
      companyId: source.companyId,
      after: {
        into: auditTarget(kind, result.target),
        votesMoved: moved.votesMoved,
        buildsMoved: moved.buildsMoved,
      },
    });
    return { result, notified, companyId: source.companyId, voterIds: moved.voterIds };
  });
  const result: MergeOutcome = {
    source: done.result.source,
    target: done.result.target,
    votesMoved: done.result.votesMoved,
    buildsMoved: done.result.buildsMoved,
  };
  await announce(deps.live, {
    kind,
    companyId: done.companyId,
    result,
    isMerge: true,
    voterIds: done.voterIds,
  });
  await announceNotifications(db, deps.live, done.notified);
  return result;
}

/**
 * Replays the source's merge backwards: the votes it added to the target and that are still there
 * go, its builds come back, and the source is on its own again, at its own address. Votes cast on
 * the target since stay, and the source's own votes never left it.
 */
export async function unmergeItem(deps: MergeDeps & { sourceId: string }): Promise<MergeOutcome> {
  const { db, kind, sourceId } = deps;
  const viewer = requireSignedIn(deps.viewer);
  const at = deps.clock();
  const done = await db.transaction(async (tx) => {
    const [source] = await selectItems(tx, kind, [sourceId], { lock: true });
    if (!source) throw itemNotFound(kind);
    await requireMergeRight(tx, viewer, source.companyId);
    const merge = await lockMergeOf(tx, kind, sourceId);
    if (!merge) throw refuse('CONFLICT', messages.notMerged(nounOf(kind)));
    await enforceMergeLimit(tx, viewer, at);
    const moved = await undoMerge(tx, { kind, merge, sourceId, actorId: viewer.id, at });
    const items = await selectItemsNow(tx, kind, [sourceId, merge.targetId]);
    const links = outcome(kind, items, { sourceId, targetId: merge.targetId });
    await recordAudit(tx, {
      actor: viewer,
      action: 'item.unmerge',
      target: auditTarget(kind, source),
      companyId: source.companyId,
      before: { into: auditTarget(kind, links.target) },
      after: { votesMoved: moved.votesMoved, buildsMoved: moved.buildsMoved },
    });
    return {
      result: { ...links, votesMoved: moved.votesMoved, buildsMoved: moved.buildsMoved },
      moved,
      source,
    };
  });
  await announce(deps.live, {
    kind,
    companyId: done.source.companyId,
    result: done.result,
    isMerge: false,
    voterIds: done.moved.voterIds,
  });
  return done.result;
}

const candidateLimit = 20;

const toCandidate = (kind: ContentKind, row: CandidateRow, isSuggested: boolean) => ({
  id: row.id,
  title: row.title,
  path: detailPath(kind, row.companySlug, row.productSlug, row.slug),
  status: row.status,
  voteCount: row.voteCount,
  isSuggested,
});

/**
 * What 'Merge into…' offers: ilii's similar items first (those whose title holds the search, when
 * there is one), then the company's items whose title holds the search, most voted first. Never
 * the item itself, nor merged or removed items. For those who may merge it only.
 */
export async function findMergeCandidates(deps: {
  db: Db;
  viewer: Viewer | null;
  kind: ContentKind;
  id: string;
  search?: string;
}): Promise<MergeCandidates> {
  const { db, kind, id } = deps;
  const viewer = requireSignedIn(deps.viewer);
  const [item] = await selectItems(db, kind, [id], { lock: false });
  if (!item || item.isRemoved || item.mergedIntoId) throw itemNotFound(kind);
  await requireMergeRight(db, viewer, item.companyId);
  const search = deps.search || undefined;
  const similar = await findSimilar(
    db,
    {
      kind,
      companyId: item.companyId,
      productId: item.productId,
      title: item.title,
      ...stories(item),
      excludeId: id,
    },
    { limit: 5 },
  ).catch(() => []);
  const order = new Map(similar.map((row, index) => [row.id, index]));
  const filter = { companyId: item.companyId, excludeId: id, search };
  const suggested =
    similar.length === 0
      ? []
      : await selectCandidates(db, kind, { ...filter, ids: [...order.keys()], limit: 5 });
  suggested.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const found = await selectCandidates(db, kind, { ...filter, limit: candidateLimit + suggested.length });
  const others = found.filter((row) => !order.has(row.id)).slice(0, candidateLimit);
  return {
    items: [
      ...suggested.map((row) => toCandidate(kind, row, true)),
      ...others.map((row) => toCandidate(kind, row, false)),
    ],
  };
}

const stories = (item: MergeItemRow) => ({
  userStoryWant: item.userStoryWant,
  userStorySoThat: item.userStorySoThat,
});

/** The items merged into this one now: the target's 'Merged from'. Public, like the item. */
export async function listMergedFrom(deps: { db: Db; kind: ContentKind; id: string }): Promise<MergedFrom> {
  const rows = await selectMergedFrom(deps.db, deps.kind, deps.id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      path: detailPath(deps.kind, row.companySlug, row.productSlug, row.slug),
      userStoryWant: row.userStoryWant,
      userStorySoThat: row.userStorySoThat,
      mergedAt: row.mergedAt,
    })),
  };
}
