import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Mail, Mailer } from './mail/mailer';

/** A worker that exits this soon after its start counts as a failed start. */
const quickDeathMs = 5_000;
/** Failed starts in a row after which the primary stops trying (a crash at start, not bad luck). */
const maxQuickDeaths = 5;
/** How long workers get to close their connections and database after SIGTERM. */
const shutdownGraceMs = 20_000;

export const pgliteRefusal = (workers: number) =>
  `WEB_CONCURRENCY=${workers} needs PostgreSQL (DATABASE_URL): the embedded PGlite serves one process.`;

/**
 * The primary of `WEB_CONCURRENCY` > 1 (docs/decisions.md #37): forks the workers, one first and the
 * rest once it listens (a start-up failure such as a port in use is then said once, by that
 * worker), calls `onReady` when all of them listen, replaces a worker that exits unexpectedly, and
 * on SIGINT or SIGTERM has every worker shut down gracefully before it exits. It opens no
 * database and serves nothing itself: node's cluster hands each connection to a worker.
 */
export function superviseWorkers(options: { count: number; logger: Logger; onReady: () => void }): void {
  const { count, logger } = options;
  const forkedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let isReady = false;
  let hasForkedAll = false;
  /** Set once the primary is stopping: the exit code it ends with when the last worker is gone. */
  let closingCode: number | null = null;
  let quickDeaths = 0;

  const fork = () => {
    // A replacement due after the shutdown began is not started.
    if (closingCode === null) forkedAt.set(cluster.fork(), Date.now());
  };
  // cluster.workers may still hold a worker that has exited but not yet disconnected.
  const workers = () =>
    Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());

  cluster.on('listening', (worker) => {
    logger.info(
      { worker: worker.id, workerPid: worker.process.pid },
      `worker ${worker.process.pid} is listening`,
    );
    listening.add(worker);
    if (isReady) return;
    if (!hasForkedAll) {
      hasForkedAll = true;
      for (let n = 1; n < count; n++) fork();
    }
    if (listening.size === count) {
      isReady = true;
      options.onReady();
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (forkedAt.get(worker) ?? 0);
    forkedAt.delete(worker);
    listening.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (closingCode !== null) {
      if (workers().length === 0) process.exit(closingCode);
      return;
    }
    if (!isReady) {
      // The worker has said why (a port in use, a database gone) in its own line.
      logger.error(
        { workerPid: worker.process.pid, code, signal },
        `a worker exited during start-up (${how})`,
      );
      return stopAll(1);
    }
    quickDeaths = lived < quickDeathMs ? quickDeaths + 1 : 0;
    if (quickDeaths >= maxQuickDeaths) {
      logger.error(
        { workerPid: worker.process.pid, code, signal },
        `${maxQuickDeaths} workers in a row exited within ${quickDeathMs / 1000} s of starting (the last: ${how}); giving up`,
      );
      return stopAll(1);
    }
    logger.error(
      { workerPid: worker.process.pid, code, signal },
      `worker ${worker.process.pid} exited unexpectedly (${how}); starting another`,
    );
    // No tight loop: a worker that died young is replaced after a second.
    setTimeout(fork, quickDeaths > 0 ? 1_000 : 0);
  });

  // A dev mailbox lives in each worker: a mail one of them keeps is copied to the others, so that
  // /dev/mailbox shows every code whichever worker answers.
  cluster.on('message', (from, message: unknown) => {
    if (!isMailMessage(message)) return;
    for (const worker of workers()) if (worker !== from && worker.isConnected()) worker.send(message);
  });

  function stopAll(exitCode: number) {
    closingCode = exitCode;
    const alive = workers();
    if (alive.length === 0) process.exit(exitCode);
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownGraceMs).unref();
  }

  const shutdown = (signal: string) => {
    if (closingCode !== null) return;
    logger.info({ signal }, 'shutting down the workers');
    stopAll(0);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  fork();
}

interface MailMessage {
  type: 'ilii:dev-mail';
  mail: Mail;
}

function isMailMessage(message: unknown): message is MailMessage {
  return typeof message === 'object' && message !== null && (message as MailMessage).type === 'ilii:dev-mail';
}

/** In a worker: the mails this worker keeps go to the others (through the primary), and theirs come here. */
export function shareDevMailbox(mailer: Mailer): Mailer {
  const mailbox = mailer.mailbox;
  if (!mailbox || !cluster.isWorker) return mailer;
  process.on('message', (message: unknown) => {
    if (isMailMessage(message)) mailbox.add(message.mail);
  });
  return {
    ...mailer,
    async send(mail) {
      await mailer.send(mail);
      const message: MailMessage = { type: 'ilii:dev-mail', mail };
      if (process.connected) process.send?.(message);
    },
  };
}
