import { and, eq } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables } from '../../db/content-tables';

/**
 * Sets or toggles one person's vote in one transaction. The database's trigger moves vote_count
 * with the row, and the unique (user, item) key keeps parallel toggles from double-counting.
 */
export async function writeVote(
  db: Db,
  kind: ContentKind,
  itemId: string,
  userId: string,
  desired?: boolean,
) {
  const t = contentTables(kind);
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ status: t.items.status, companyId: t.items.companyId })
      .from(t.items)
      .where(eq(t.items.id, itemId))
      .for('update');
    if (!item) return { found: false as const };
    if (item.status === 'launched') return { found: true as const, isLaunched: true as const };
    const mine = and(eq(t.voteItemId, itemId), eq(t.voteUserId, userId));
    let userVote: boolean;
    if (desired === true) {
      await tx
        .insert(t.votes)
        .values(voteRow(kind, itemId, userId))
        .onConflictDoNothing();
      userVote = true;
    } else if (desired === false) {
      await tx.delete(t.votes).where(mine);
      userVote = false;
    } else {
      const removed = await tx.delete(t.votes).where(mine).returning({ id: t.voteItemId });
      if (removed.length === 0)
        await tx
          .insert(t.votes)
          .values(voteRow(kind, itemId, userId))
          .onConflictDoNothing();
      userVote = removed.length === 0;
    }
    const [counted] = await tx
      .select({ voteCount: t.items.voteCount })
      .from(t.items)
      .where(eq(t.items.id, itemId));
    return {
      found: true as const,
      isLaunched: false as const,
      userVote,
      voteCount: counted!.voteCount,
      companyId: item.companyId,
    };
  });
}

function voteRow(kind: ContentKind, itemId: string, userId: string) {
  return kind === 'vents' ? { ventId: itemId, userId } : { featureRequestId: itemId, userId };
}
