import { eq } from 'drizzle-orm';
import type { ContentKind } from '../../../shared/contracts/requests';
import type { RequestStatus } from '../../../shared/rules/statuses';
import type { Db } from '../../db/connect';
import { contentTables } from '../../db/content-tables';

export async function writeStatus(
  db: Db,
  kind: ContentKind,
  id: string,
  change: { status: RequestStatus; statusComment: string | null; at: Date },
) {
  const { items } = contentTables(kind);
  await db
    .update(items)
    .set({
      status: change.status,
      statusComment: change.statusComment,
      statusUpdatedAt: change.at,
      lastActivityAt: change.at,
    })
    .where(eq(items.id, id));
}
