import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connect';
import { migrateDatabase } from '../db/migrate';
import { createTemplateDatabase, dropDatabase } from './postgres-databases';

/**
 * Migrates one database per test run and hands its location to the test files, which each open
 * a copy: a PGlite data dump (embedded), or a template database on TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createTemplateDatabase(url);
    project.provide('postgresTemplate', template);
    return async () => dropDatabase(url, template);
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `ilii-test-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    postgresTemplate?: string;
  }
}
