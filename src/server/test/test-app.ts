import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/connect';
import { mailerFor } from '../mail/mailer';
import { createDatabaseFrom, dropDatabase } from './postgres-databases';
import { raisedWriteLimits } from './raised-limits';

export interface TestDatabase extends Database {
  /** The copy's URL, on PostgreSQL (a second "process" can open it). */
  url?: string;
  /** Closes the copy and, on PostgreSQL, drops it. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file: PGlite, or PostgreSQL with TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const copyUrl = await createDatabaseFrom(url, template);
    const database = await openDatabase({ url: copyUrl });
    return {
      ...database,
      url: copyUrl,
      destroy: async () => {
        await database.close();
        await dropDatabase(url, new URL(copyUrl).pathname.slice(1));
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate')!);
  const database = await openDatabase({ loadDataDir: new Blob([dump]) });
  return { ...database, destroy: () => database.close() };
}

/** With the write limits raised (raised-limits.ts); the limits' own tests pass the defaults back in. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // ilii's embeddings model costs 0.2 s to load and 20 ms an item: only the tests of it turn it on.
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: './data',
    ILII_EMBEDDINGS: 'off',
    ...raisedWriteLimits,
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole server on a fresh database, for app.inject. The web root is a small fixture build. */
export async function createTestApp(
  options: { config?: Config; clock?: () => Date } & Pick<
    AppOptions,
    'moderator' | 'findSimilar' | 'embeddingsTimeoutMs' | 'requestTimeoutMs' | 'logger' | 'sitemapPageUrls'
  > = {},
): Promise<TestApp> {
  const config = options.config ?? testConfig();
  const database = await createTestDatabase();
  const mailer = mailerFor(config, pino({ level: 'silent' }));
  const app = await buildApp({
    config,
    database,
    mailer,
    webRoot: path.join(import.meta.dirname, 'fixtures', 'web'),
    clock: options.clock,
    moderator: options.moderator,
    findSimilar: options.findSimilar,
    embeddingsTimeoutMs: options.embeddingsTimeoutMs,
    requestTimeoutMs: options.requestTimeoutMs,
    sitemapPageUrls: options.sitemapPageUrls,
    // TEST_LOG=error shows what a 500 hid.
    logger: options.logger ?? (process.env.TEST_LOG ? pino({ level: process.env.TEST_LOG }) : undefined),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** A clock tests can move forward: `clock.advance(61_000)`. */
export function testClock() {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  return Object.assign(clock, {
    advance(ms: number) {
      offsetMs += ms;
    },
  });
}

/**
 * A second server process's app on the same database (PostgreSQL): its own connections, its own
 * LISTEN and caches, sharing nothing in memory with the first. For the two-process tests.
 */
export async function createSecondApp(url: string, config: Config = testConfig(), clock?: () => Date) {
  const database = await openDatabase({ url });
  const app = await buildApp({
    config,
    clock,
    database,
    mailer: mailerFor(config, pino({ level: 'silent' })),
    webRoot: path.join(import.meta.dirname, 'fixtures', 'web'),
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
