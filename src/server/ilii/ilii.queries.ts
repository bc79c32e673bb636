import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { moderationLogs } from '../db/schema';
import type { CheckSubject } from './ilii';

/** Writes one check's log; answers its id. */
export async function insertModerationLog(db: Db, row: typeof moderationLogs.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(moderationLogs).values(row).returning({ id: moderationLogs.id });
  return inserted!.id;
}

/** Names the request, vent or build a check was about, once it was saved. */
export async function nameLogSubject(db: Db, id: string, subject: CheckSubject): Promise<void> {
  await db.update(moderationLogs).set(subject).where(eq(moderationLogs.id, id));
}
