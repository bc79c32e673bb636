import { and, eq } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { contentTables } from '../../db/content-tables';

/**
 * The company's items their own author voted on: such a vote does not stop a delete (the rule in
 * shared/rules/eligibility.ts), so the dashboard needs to know it for every card.
 */
export async function selectAuthorVotedIds(
  db: Db,
  kind: ContentKind,
  companyId: string,
): Promise<Set<string>> {
  const t = contentTables(kind);
  const rows = await db
    .select({ id: t.items.id })
    .from(t.votes)
    .innerJoin(t.items, and(eq(t.items.id, t.voteItemId), eq(t.items.userId, t.voteUserId)))
    .where(eq(t.items.companyId, companyId));
  return new Set(rows.map((row) => row.id));
}
