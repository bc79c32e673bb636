import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { applyAdminEmailsEverywhere } from './db/admins';
import { DatabaseUnavailableError, openDatabase } from './db/connect';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { createLogger } from './logger';
import { mailerFor } from './mail/mailer';
import { buildWeb, isWebBuildStale, webRoot } from './web-build';

/** Start-up problems a user can fix: one clear line and exit code 1, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`ilii: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config);

  // `npm run dev` serves the web app through Vite and passes --no-web-build.
  if (!process.argv.includes('--no-web-build') && isWebBuildStale()) {
    logger.info('building the web app (first start or changed sources)…');
    await buildWeb();
  }

  let unlock = () => {};
  if (!config.DATABASE_URL) {
    try {
      unlock = lockDataDir(config.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'pglite'),
    });
  } catch (error) {
    unlock();
    if (error instanceof DatabaseUnavailableError) fail(`DATABASE_URL: ${error.message}`);
    throw error;
  }
  await migrateDatabase(database);
  await applyAdminEmailsEverywhere(database, config.ADMIN_EMAILS);

  const mailer = mailerFor(config, logger);
  const app = await buildApp({ config, database, mailer, webRoot, logger });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    mailer.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await database.close();
    unlock();
    if (code === 'EADDRINUSE') fail(`PORT ${config.PORT} is already in use. Set PORT to a free port.`);
    throw error;
  }
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  const mail = !config.useDevMailbox
    ? 'SMTP'
    : config.DEV_MAILBOX === 'public'
      ? 'the dev mailbox at /dev/mailbox, OPEN TO EVERYONE (DEV_MAILBOX=public)'
      : 'the dev mailbox at /dev/mailbox, for this machine only';
  logger.info(`ilii is ready at ${config.PUBLIC_URL} (data: ${where}; mail: ${mail})`);
}

main().catch((error) => {
  process.stderr.write(`ilii: start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
