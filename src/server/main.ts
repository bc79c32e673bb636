import cluster from 'node:cluster';
import path from 'node:path';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { pgliteRefusal, shareDevMailbox, superviseWorkers } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
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
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config);
  // A worker of WEB_CONCURRENCY > 1: the primary has built the web app and migrated.
  if (cluster.isWorker) return serve(config, logger, await openData(config), { isWorker: true });
  const workers = config.WEB_CONCURRENCY;
  if (workers > 1 && !config.DATABASE_URL) fail(pgliteRefusal(workers));

  // `npm run dev` serves the web app through Vite and passes --no-web-build.
  if (!process.argv.includes('--no-web-build') && isWebBuildStale()) {
    logger.info('building the web app (first start or changed sources)…');
    await buildWeb();
  }

  const data = await openData(config);
  await migrateDatabase(data.database);
  await applyAdminEmailsEverywhere(data.database, config.ADMIN_EMAILS);
  if (workers === 1) return serve(config, logger, data, { isWorker: false });

  await data.database.close();
  superviseWorkers({ count: workers, logger, onReady: () => logger.info(readyLine(config, workers)) });
}

/** The database the configuration names; the embedded one behind its data directory's lock. */
async function openData(config: Config) {
  let unlock = () => {};
  if (!config.DATABASE_URL) {
    try {
      unlock = lockDataDir(config.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }
  try {
    const database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'pglite'),
    });
    return { database, unlock };
  } catch (error) {
    unlock();
    if (error instanceof DatabaseUnavailableError) fail(`DATABASE_URL: ${error.message}`);
    throw error;
  }
}

/** Builds the app and listens: the one process, or one worker of several (which says nothing when ready). */
async function serve(
  config: Config,
  logger: Logger,
  { database, unlock }: Awaited<ReturnType<typeof openData>>,
  { isWorker }: { isWorker: boolean },
): Promise<void> {
  const mailer = isWorker ? shareDevMailbox(mailerFor(config, logger)) : mailerFor(config, logger);
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
  if (!isWorker) logger.info(readyLine(config, 1));
}

function readyLine(config: Config, workers: number): string {
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  const mail = !config.useDevMailbox
    ? 'SMTP'
    : config.DEV_MAILBOX === 'public'
      ? 'the dev mailbox at /dev/mailbox, OPEN TO EVERYONE (DEV_MAILBOX=public)'
      : 'the dev mailbox at /dev/mailbox, for this machine only';
  const processes = workers > 1 ? `${workers} workers; ` : '';
  return `ilii is ready at ${config.PUBLIC_URL} (${processes}data: ${where}; mail: ${mail})`;
}

main().catch((error) => {
  process.stderr.write(`ilii: start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
