import type { Viewer } from '../../../shared/contracts/auth';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { VoteState } from '../../../shared/contracts/votes';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError, buildNotFound, itemNotFound } from '../../errors';
import { type LiveBus, publishItemEvent } from '../../plugins/live-bus';
import { rateLimitResult, windowStartFloor } from '../../plugins/rate-limit';
import { type WriteLimiter, writeLimitError, writeLimitRule } from '../../plugins/write-limits';
import { requireSignedIn } from '../auth/viewer.service';
import { setVote, type VoteKind } from './votes.queries';

const requireVoter = (viewer: Viewer | null) => requireSignedIn(viewer, messages.signInToVote);

/**
 * Sets a vote unless voting has closed or the person has voted WRITE_LIMIT_VOTES times this
 * minute: voting closes when an item launches, on the item and on its builds alike. The vote is
 * one statement (no transaction to hold open) that counts it against the limit too; its target is
 * locked from the status check to the write, so the item cannot launch in between.
 */
async function setVoteUnlessLaunched(
  { db, limits }: { db: Db; limits: WriteLimiter },
  vote: { on: VoteKind; id: string; userId: string; voted: boolean },
  notFound: () => AppError,
) {
  const now = limits.clock();
  const rule = writeLimitRule(limits.config, 'votes', vote.userId);
  const limit = { ...rule, nowMs: now.getTime(), windowStartFloor: windowStartFloor(rule, now) };
  const result = await setVote(db, { ...vote, closedStatus: 'launched', limit });
  if (!result) throw notFound();
  if (result.status === 'launched') {
    throw new AppError('REQUEST_LAUNCHED', { userMessage: messages.votingClosedLaunched });
  }
  const hit = { count: result.hitCount ?? 0, windowStartMs: result.windowStartMs ?? now.getTime() };
  const { isAllowed, retryAfterSeconds } = rateLimitResult(rule, hit, now);
  if (!isAllowed) throw writeLimitError(limits.config, 'votes', retryAfterSeconds);
  return result;
}

/**
 * A vote on a request or vent, signed-in only. The item stays locked from the status check to the
 * write, so it cannot launch in between; the new count is pushed live.
 */
export async function castVote({
  db,
  limits,
  live,
  viewer,
  kind,
  id,
  voted,
}: {
  db: Db;
  limits: WriteLimiter;
  live: LiveBus;
  viewer: Viewer | null;
  kind: ContentKind;
  id: string;
  voted: boolean;
}): Promise<VoteState> {
  const voter = requireVoter(viewer);
  const vote = { on: kind, id, userId: voter.id, voted };
  const { voteCount, companyId } = await setVoteUnlessLaunched({ db, limits }, vote, () =>
    itemNotFound(kind),
  );
  await publishItemEvent(live, { kind, id, companyIds: [companyId] }, 'vote', { voteCount });
  return { id, voteCount, userVote: voted };
}

/** A vote on a build, signed-in only, closed once the build's item launched. */
export async function castBuildVote({
  db,
  limits,
  viewer,
  id,
  voted,
}: {
  db: Db;
  limits: WriteLimiter;
  viewer: Viewer | null;
  id: string;
  voted: boolean;
}): Promise<VoteState> {
  const voter = requireVoter(viewer);
  const vote = { on: 'builds' as const, id, userId: voter.id, voted };
  const { voteCount } = await setVoteUnlessLaunched({ db, limits }, vote, buildNotFound);
  return { id, voteCount, userVote: voted };
}
