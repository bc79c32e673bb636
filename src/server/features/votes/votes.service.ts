import type { Viewer } from '../../../shared/contracts/auth';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { VoteState } from '../../../shared/contracts/votes';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError, buildNotFound, itemNotFound } from '../../errors';
import { type LiveBus, publishItemEvent } from '../../plugins/live-bus';
import { type WriteLimiter, writeLimitError, writeLimitRule } from '../../plugins/write-limits';
import { requireSignedIn } from '../auth/viewer.service';
import { setVote, type VoteKind } from './votes.queries';

const requireVoter = (viewer: Viewer | null) => requireSignedIn(viewer, messages.signInToVote);

/**
 * Sets a vote unless voting has closed or the person has voted WRITE_LIMIT_VOTES times this
 * minute: voting closes when an item launches, on the item and on its builds alike. The vote is
 * counted against the limit first (from this process's block of the person's allowance, which
 * asks the database once in ten votes), then written in one statement whose target is locked from
 * the status check to the write, so the item cannot launch in between. A vote that is not written
 * (its target gone or closed) is given back.
 */
async function setVoteUnlessLaunched(
  { db, limits }: { db: Db; limits: WriteLimiter },
  vote: { on: VoteKind; id: string; userId: string; voted: boolean },
  notFound: () => AppError,
) {
  const now = limits.clock();
  const rule = writeLimitRule(limits.config, 'votes', vote.userId);
  const wait = await limits.votes.take(db, rule, now);
  if (wait !== null) throw writeLimitError(limits.config, 'votes', wait);
  let result: Awaited<ReturnType<typeof setVote>>;
  try {
    result = await setVote(db, { ...vote, closedStatus: 'launched' });
  } catch (error) {
    limits.votes.giveBack(rule, now);
    throw error;
  }
  if (!result || result.status === 'launched') limits.votes.giveBack(rule, now);
  if (!result) throw notFound();
  if (result.status === 'launched') {
    throw new AppError('REQUEST_LAUNCHED', { userMessage: messages.votingClosedLaunched });
  }
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
