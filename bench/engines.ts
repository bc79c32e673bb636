import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { type Database, openDatabase } from '../src/server/db/connect';
import { migrateDatabase } from '../src/server/db/migrate';
import { type LoadSummary, loadDataset, pickTargets, type Targets } from './dataset';

export const engineNames = ['pglite', 'postgres'] as const;
export type EngineName = (typeof engineNames)[number];

/** The bench's own database on the PostgreSQL server; dropped (if left over) before and after. */
export const benchDatabaseName = 'ilii_bench';

/** Where one engine's data lives, and how to give it back. */
export interface EngineStore {
  name: EngineName;
  /** What the app server needs to find the data (DATA_DIR or DATABASE_URL). */
  serverEnv: NodeJS.ProcessEnv;
  /** Set for PostgreSQL: the loaded database, for EXPLAIN. */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/** PGlite files in `<runDir>/pglite-data/pglite`, exactly where the app looks under DATA_DIR. */
async function pgliteStore(runDir: string): Promise<EngineStore> {
  const dataDir = path.join(runDir, 'pglite-data');
  // PGlite creates its own folder but not the parents.
  await mkdir(dataDir, { recursive: true });
  return {
    name: 'pglite',
    // An inherited DATABASE_URL would send the server to PostgreSQL; empty means unset to the app.
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh `ilii_bench` on the server of `adminUrl`; `with (force)` ends the server's connections. */
async function postgresStore(adminUrl: string, runDir: string): Promise<EngineStore> {
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  const drop = () => admin.unsafe(`drop database if exists ${benchDatabaseName} with (force)`);
  try {
    await drop();
    await admin.unsafe(`create database ${benchDatabaseName}`);
  } catch (error) {
    await admin.end({ timeout: 1 });
    throw error;
  }
  const url = databaseUrl(adminUrl, benchDatabaseName);
  return {
    name: 'postgres',
    // DATA_DIR only so that nothing lands in the project's ./data.
    serverEnv: { DATABASE_URL: url, DATA_DIR: path.join(runDir, 'postgres-data') },
    databaseUrl: url,
    dispose: async () => {
      try {
        await drop();
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}

export async function createStore(name: EngineName, options: { runDir: string; adminUrl: string }) {
  return name === 'pglite' ? pgliteStore(options.runDir) : postgresStore(options.adminUrl, options.runDir);
}

/**
 * Opens and migrates the store with the app's own functions, loads the board and reads the
 * benchmark's targets; closes again, since a PGlite directory takes one process at a time.
 */
/** Opens the store with the app's own function for `work`, and closes it again. */
export async function withStore<T>(store: EngineStore, work: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase(
    store.databaseUrl
      ? { url: store.databaseUrl }
      : { dataDir: path.join(String(store.serverEnv.DATA_DIR), 'pglite') },
  );
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export async function loadStore(
  store: EngineStore,
): Promise<{ migrateSeconds: number; load: LoadSummary; targets: Targets }> {
  const database = await openDatabase(
    store.databaseUrl
      ? { url: store.databaseUrl }
      : { dataDir: path.join(String(store.serverEnv.DATA_DIR), 'pglite') },
  );
  try {
    const started = performance.now();
    await migrateDatabase(database);
    const migrateSeconds = (performance.now() - started) / 1000;
    const load = await loadDataset(database.db);
    const targets = await pickTargets(database.db);
    return { migrateSeconds, load, targets };
  } finally {
    await database.close();
  }
}
