import type { Viewer } from '../../../shared/contracts/auth';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { VoteState } from '../../../shared/contracts/votes';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { type LiveBus, publishItemEvent } from '../../plugins/live-bus';
import { writeVote } from './votes.queries';

/** A vote on a request or vent: signed-in only, never on a launched one; pushes the new count live. */
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
  voted?: boolean;
}): Promise<VoteState> {
  if (!viewer) throw new AppError('UNAUTHENTICATED', { userMessage: messages.pleaseSignInToVoteOn });
  const result = await writeVote(db, kind, id, viewer.id, voted);
  if (!result.found) {
    throw new AppError('NOT_FOUND', {
      userMessage:
        kind === 'vents' ? messages.theVentYoureLookingForDoesnt : messages.theFeatureRequestYoureLookingFor,
    });
  }
  if (result.isLaunched) {
    throw new AppError('REQUEST_LAUNCHED', {
      userMessage: messages.votingClosedLaunched,
    });
  }
  await publishItemEvent(live, { kind, id, companyIds: [result.companyId] }, 'vote', {
    voteCount: result.voteCount,
  });
  return { id, voteCount: result.voteCount, userVote: result.userVote };
}
