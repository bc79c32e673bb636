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
    db: drizzlePostgres(forDrizzle(client), { schema }) as unknown as Db,
    engine: 'postgres',
    client,
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * The postgres.js client Drizzle is given, with two changes.
 *
 * Prepared statements: Drizzle asks for unnamed statements, so every query with parameters costs a
 * describe round trip and a fresh plan (a few milliseconds for a list's five-table join, ten times
 * its execution). Named statements are prepared once per connection and reused; the set of query
 * shapes is small and fixed, since values are always parameters (docs/decisions.md #17).
 *
 * Transactions on a reserved connection: postgres.js 3.4.9's `sql.begin` pipelines BEGIN onto a
 * busy connection, and when BEGIN is the query that fills that connection's pipeline (100 queued
 * queries) the driver skips marking the connection as the transaction's; other queries then share
 * it and the driver fails with UNSAFE_TRANSACTION (porsager/postgres#823, #1189). Under about a
 * thousand votes in flight that was a few 500s in ten thousand. `sql.reserve()` hands out an idle
 * connection for the transaction alone, so BEGIN is never pipelined behind anyone.
 */
function forDrizzle(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') return preparedUnsafe(target);
      if (property === 'begin') return (...args: unknown[]) => beginReserved(target, args);
      return Reflect.get(target, property, receiver);
    },
  });
}

type Unsafe = postgres.Sql['unsafe'];

function preparedUnsafe(sql: { unsafe: Unsafe }): Unsafe {
  return ((query: string, parameters?: never[], options?: { prepare?: boolean }) =>
    sql.unsafe(query, parameters, { ...options, prepare: true })) as Unsafe;
}

type TransactionBody = (sql: postgres.TransactionSql) => unknown;

/** `sql.begin([options,] body)` on a connection of its own; nested `savepoint`s run on it too. */
async function beginReserved(client: postgres.Sql, args: unknown[]): Promise<unknown> {
  const body = args.at(-1) as TransactionBody;
  const options = args.length > 1 ? String(args[0]).replace(/[^a-z ]/gi, '') : '';
  const reserved = await client.reserve();
  let savepoints = 0;
  const transaction: postgres.TransactionSql = new Proxy(reserved, {
    get(target, property, receiver) {
      if (property === 'unsafe') return preparedUnsafe(target);
      if (property === 'savepoint') {
        return async (...inner: unknown[]) => {
          const name = `s${++savepoints}`;
          await target.unsafe(`savepoint ${name}`);
          try {
            const result = await (inner.at(-1) as TransactionBody)(transaction);
            await target.unsafe(`release savepoint ${name}`);
            return result;
          } catch (error) {
            await target.unsafe(`rollback to savepoint ${name}`);
            throw error;
          }
        };
      }
      return Reflect.get(target, property, receiver);
    },
  }) as unknown as postgres.TransactionSql;
  try {
    await reserved.unsafe(`begin ${options}`);
    try {
      const result = await body(transaction);
      await reserved.unsafe('commit');
      return result;
    } catch (error) {
      await reserved.unsafe('rollback').catch(() => {});
      throw error;
    }
  } finally {
    reserved.release();
  }
}

/** Rows of a raw SQL query; the two drivers shape `execute` results differently. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
