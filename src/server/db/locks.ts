import { sql } from 'drizzle-orm';
import type { Db } from './connect';

/**
 * Holds a lock named `key` until the caller's transaction ends, so that writers choosing a free
 * name (a slug, a company) one after another see each other's rows instead of racing to the same
 * unique key. Outside a transaction it would end with its own statement: always call it on a `tx`.
 */
export async function lockForTransaction(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
