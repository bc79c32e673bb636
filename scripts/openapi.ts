// `npm run openapi -- FILE`: writes the OpenAPI document that /api/docs/json serves to FILE (to stdout
// without one). The app is built as `npm start` would build it from this environment (PUBLIC_URL
// names the server), on an empty in-memory database, and asked for the document with app.inject.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { migrateDatabase } from '../src/server/db/migrate';
import { mailerFor } from '../src/server/mail/mailer';

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({});
await migrateDatabase(database);
const mailer = mailerFor(config, pino({ level: 'silent' }));
// No web build is needed: the document describes the API only.
const app = await buildApp({
  config,
  database,
  mailer,
  webRoot: path.join(import.meta.dirname, 'no-web-build'),
});
const answer = await app.inject('/api/docs/json');
await app.close();
mailer.close();
await database.close();
if (answer.statusCode !== 200)
  throw new Error(`/api/docs/json answered ${answer.statusCode}: ${answer.body}`);
const text = `${JSON.stringify(answer.json(), null, 2)}\n`;
const file = process.argv[2];
if (file) {
  await writeFile(file, text);
  process.stderr.write(`openapi: wrote ${file} in ${Date.now() - started} ms\n`);
} else {
  process.stdout.write(text);
}
