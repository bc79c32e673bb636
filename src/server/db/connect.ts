import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One open database, whichever engine: PGlite (embedded) or PostgreSQL (DATABASE_URL). */
export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The raw PGlite instance, when embedded. */
  pglite?: PGlite;
  /** The raw postgres.js client, when on PostgreSQL (LISTEN/NOTIFY uses it). */
  client?: postgres.Sql;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (test databases). */
  loadDataDir?: Blob | File;
}

export class DatabaseUnavailableError extends Error {}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    engine: 'pglite',
    pglite,
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, { max: 10, connect_timeout: 5, onnotice: () => {} });
  try {
    await client`select 1`;
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`cannot connect to PostgreSQL (${reason})`);
  }
  return {
    db: drizzlePostgres(preparingAlways(client), { schema }) as unknown as Db,
    engine: 'postgres',
    client,
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Drizzle asks postgres.js for unnamed statements, so every query with parameters costs a describe
 * round trip and a fresh plan (a few milliseconds for a list's five-table join, ten times its
 * execution). Named statements are prepared once per connection and reused; the set of query
 * shapes is small and fixed, since values are always parameters (docs/decisions.md #17).
 */
function preparingAlways(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'unsafe') return Reflect.get(target, property, receiver);
      return (query: string, parameters?: never[], options?: { prepare?: boolean }) =>
        target.unsafe(query, parameters, { ...options, prepare: true });
    },
  });
}

/** Rows of a raw SQL query; the two drivers shape `execute` results differently. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
