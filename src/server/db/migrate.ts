import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './connect';

export const migrationsFolder = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** A fixed key so that only one of several starting processes migrates at a time. */
const migrationLockKey = 7_311_420_025;

/** Applies the committed SQL migrations that this database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several processes may start at once on one PostgreSQL: one migrates while the others wait
  // on a session advisory lock held by a reserved connection.
  const reserved = await database.client!.reserve();
  try {
    await reserved`select pg_advisory_lock(${migrationLockKey})`;
    await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder });
  } finally {
    await reserved`select pg_advisory_unlock(${migrationLockKey})`;
    reserved.release();
  }
}

export async function isDatabaseReady(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
