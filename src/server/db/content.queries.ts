import { eq } from 'drizzle-orm';
import type { ContentKind } from '../../shared/contracts/requests';
import type { Db } from './connect';
import { contentTables } from './content-tables';

/**
 * A request or vent locked until the transaction ends (FOR UPDATE), with what the rules about it
 * read: its status and comment (nothing is added to a launched item; a status change is audited
 * with the one before), its title, its company, its author and whether it was removed or merged
 * into another (then nothing is added to it either). Call it on a `tx`: outside a transaction the lock would end
 * with the statement.
 */
export async function lockItem(db: Db, kind: ContentKind, id: string) {
  const { items } = contentTables(kind);
  const [row] = await db
    .select({
      status: items.status,
      statusComment: items.statusComment,
      title: items.title,
      companyId: items.companyId,
      userId: items.userId,
      removedAt: items.removedAt,
      mergedIntoId: items.mergedIntoId,
    })
    .from(items)
    .where(eq(items.id, id))
    .for('update');
  return row;
}
