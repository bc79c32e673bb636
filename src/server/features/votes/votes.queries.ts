import { and, eq } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables, itemRef } from '../../db/content-tables';
import { builds, buildVotes } from '../../db/schema';

/** What can be voted on: requests, vents, and the builds on either. */
export type VoteKind = ContentKind | 'builds';

/** The votes of one kind: their table, the columns naming the target and the voter, the counted table. */
function ballotBox(on: VoteKind, id: string) {
  if (on === 'builds') {
    const { buildId, userId } = buildVotes;
    return { votes: buildVotes, target: buildId, voter: userId, counted: builds, ref: { buildId: id } };
  }
  const t = contentTables(on);
  return {
    votes: t.votes,
    target: t.voteItemId,
    voter: t.voteUserId,
    counted: t.items,
    ref: itemRef(on, id),
  };
}

/**
 * Sets one person's vote and answers the count after it. The count is the database trigger's,
 * moved with the row in the same transaction; the unique (voter, target) key makes a second
 * 'yes' a no-op, so parallel votes of one person count once.
 */
export async function setVote(db: Db, on: VoteKind, id: string, userId: string, voted: boolean) {
  const box = ballotBox(on, id);
  if (voted)
    await db
      .insert(box.votes)
      .values({ userId, ...box.ref })
      .onConflictDoNothing();
  else await db.delete(box.votes).where(and(eq(box.target, id), eq(box.voter, userId)));
  const [row] = await db
    .select({ voteCount: box.counted.voteCount })
    .from(box.counted)
    .where(eq(box.counted.id, id));
  return row!.voteCount;
}
