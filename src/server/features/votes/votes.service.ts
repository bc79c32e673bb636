import type { Viewer } from '../../../shared/contracts/auth';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { VoteState } from '../../../shared/contracts/votes';
import { messages } from '../../../shared/messages';
import type { RequestStatus } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { lockItem } from '../../db/content.queries';
import { AppError, buildNotFound, itemNotFound } from '../../errors';
import { type LiveBus, publishItemEvent } from '../../plugins/live-bus';
import { requireSignedIn } from '../auth/viewer.service';
import { selectBuildOwnership } from '../builds/builds.queries';
import { setVote, type VoteKind } from './votes.queries';

const requireVoter = (viewer: Viewer | null) => requireSignedIn(viewer, messages.signInToVote);

/** Voting closes when an item launches, on the item and on its builds alike. */
async function setVoteUnlessLaunched(
  tx: Db,
  status: RequestStatus,
  vote: { on: VoteKind; id: string; userId: string; voted: boolean },
) {
  if (status === 'launched') {
    throw new AppError('REQUEST_LAUNCHED', { userMessage: messages.votingClosedLaunched });
  }
  return setVote(tx, vote.on, vote.id, vote.userId, vote.voted);
}

/**
 * A vote on a request or vent, signed-in only. The item stays locked from the status check to the
 * write, so it cannot launch in between; the new count is pushed live.
 */
export async function castVote({
  db,
  live,
  viewer,
  kind,
  id,
  voted,
}: {
  db: Db;
  live: LiveBus;
  viewer: Viewer | null;
  kind: ContentKind;
  id: string;
  voted: boolean;
}): Promise<VoteState> {
  const voter = requireVoter(viewer);
  const { voteCount, companyId } = await db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id);
    if (!item) throw itemNotFound(kind);
    const vote = { on: kind, id, userId: voter.id, voted };
    return { voteCount: await setVoteUnlessLaunched(tx, item.status, vote), companyId: item.companyId };
  });
  await publishItemEvent(live, { kind, id, companyIds: [companyId] }, 'vote', { voteCount });
  return { id, voteCount, userVote: voted };
}

/** A vote on a build, signed-in only, closed once the build's item launched. */
export async function castBuildVote({
  db,
  viewer,
  id,
  voted,
}: {
  db: Db;
  viewer: Viewer | null;
  id: string;
  voted: boolean;
}): Promise<VoteState> {
  const voter = requireVoter(viewer);
  const voteCount = await db.transaction(async (tx) => {
    // The build is locked, its item only read: locking the item too would take it before the
    // build, the reverse of a build's delete (the build, then its item's count): a deadlock.
    const build = await selectBuildOwnership(tx, id, { lock: true });
    if (!build) throw buildNotFound();
    const status = (build.requestStatus ?? build.ventStatus)!;
    return setVoteUnlessLaunched(tx, status, { on: 'builds', id, userId: voter.id, voted });
  });
  return { id, voteCount, userVote: voted };
}
