import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { type Database, DatabaseUnavailableError, openDatabase } from '../db/connect';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { migrateDatabase } from '../db/migrate';

/** Opens and migrates the configured database for a command-line task; exits with one line on failure. */
export async function openConfiguredDatabase(): Promise<{ database: Database; done: () => Promise<void> }> {
  try {
    const config = loadConfig();
    const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
    try {
      const database = await openDatabase({
        url: config.DATABASE_URL,
        dataDir: path.join(config.DATA_DIR, 'pglite'),
      });
      await migrateDatabase(database);
      return {
        database,
        done: async () => {
          await database.close();
          unlock();
        },
      };
    } catch (error) {
      unlock();
      throw error;
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) exitWith(error.message);
    if (error instanceof DatabaseUnavailableError) exitWith(`DATABASE_URL: ${error.message}`);
    throw error;
  }
}

export function exitWith(message: string): never {
  process.stderr.write(`ilii: ${message}\n`);
  process.exit(1);
}
