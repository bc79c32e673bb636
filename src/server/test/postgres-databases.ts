import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase } from '../db/connect';
import { migrateDatabase } from '../db/migrate';

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function admin<T>(url: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** A migrated database that each test file copies (CREATE DATABASE … TEMPLATE). */
export async function createTemplateDatabase(url: string): Promise<string> {
  const name = `ilii_template_${randomBytes(4).toString('hex')}`;
  await admin(url, (sql) => sql.unsafe(`create database ${name}`));
  const database = await openDatabase({ url: withDatabase(url, name) });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return name;
}

export async function createDatabaseFrom(url: string, template: string): Promise<string> {
  const name = `ilii_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (sql) => sql.unsafe(`create database ${name} template ${template}`));
  return withDatabase(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, (sql) => sql.unsafe(`drop database if exists ${name} with (force)`));
}
