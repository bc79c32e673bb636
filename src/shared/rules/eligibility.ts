/** Why a request or vent can no longer be deleted: others voted on it, or it has builds. */
export type DeleteLock = 'votes' | 'builds';

/**
 * A request (or vent) may be deleted only while nobody but its author has voted on it and it has
 * no builds: vote_count 0, or 1 being the author's own vote. The same rule holds for its author and
 * for the members of its company. Null while it may go.
 */
export function deleteLockOf(item: {
  voteCount: number;
  buildCount: number;
  authorVoted: boolean;
}): DeleteLock | null {
  if (item.buildCount > 0) return 'builds';
  if (item.voteCount === 0 || (item.voteCount === 1 && item.authorVoted)) return null;
  return 'votes';
}

/** The owner may delete their request (or vent) while the rule above lets it go. */
export function canDeleteItem(item: {
  isOwner: boolean;
  voteCount: number;
  buildCount: number;
  userVote: boolean;
}): boolean {
  return item.isOwner && deleteLockOf({ ...item, authorVoted: item.userVote }) === null;
}
