/**
 * The owner may delete a request (or vent) only while nobody else has voted on it and it has no
 * builds: vote_count 0, or 1 being the owner's own vote.
 */
export function canDeleteItem(item: {
  isOwner: boolean;
  voteCount: number;
  buildCount: number;
  userVote: boolean;
}): boolean {
  if (!item.isOwner || item.buildCount > 0) return false;
  return item.voteCount === 0 || (item.voteCount === 1 && item.userVote);
}
