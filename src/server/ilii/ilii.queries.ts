import type { Db } from '../db/connect';
import { moderationLogs } from '../db/schema';

export async function insertModerationLog(db: Db, row: typeof moderationLogs.$inferInsert): Promise<void> {
  await db.insert(moderationLogs).values(row);
}
