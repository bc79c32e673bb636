import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { claimDueJobs, markDone, markFailed, type OutboxJob } from './outbox.queries';

export type JobHandler = (job: OutboxJob) => Promise<void>;

export interface OutboxWorker {
  /** Runs every due job once (tests call this instead of waiting for the timer). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

const maxAttempts = 6;
/** 30 s, 2 min, 8 min, 32 min, ~2 h between tries. */
const backoffMs = (attempts: number) => 30_000 * 4 ** (attempts - 1);

/**
 * Drains the outbox in every process: claims due jobs, runs their handler, retries failures with
 * backoff and logs them; nothing is lost on restart because a claim is only a lease.
 */
export function startOutboxWorker(options: {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** Runs before each poll claims jobs, with the time: queues work due by the clock (the daily digests). */
  schedule?: (now: Date) => Promise<void>;
  intervalMs?: number;
  leaseMs?: number;
}): OutboxWorker {
  const { db, handlers, log, clock } = options;
  let running: Promise<number> | null = null;
  let isStopped = false;

  async function runOnce(): Promise<number> {
    await options.schedule?.(clock());
    const jobs = await claimDueJobs(db, clock(), 20, options.leaseMs ?? 5 * 60_000);
    for (const job of jobs) {
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for outbox job kind '${job.kind}'`);
        await handler(job);
        await markDone(db, job.id, clock());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt =
          job.attempts < maxAttempts ? new Date(clock().getTime() + backoffMs(job.attempts)) : null;
        log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: error }, 'outbox job failed');
        await markFailed(db, job.id, message, retryAt);
      }
    }
    return jobs.length;
  }

  const drain = async () => {
    while (running) await running;
    running = runOnce();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const timer = setInterval(() => {
    if (!isStopped && !running) drain().catch((error) => log.error({ err: error }, 'outbox poll failed'));
  }, options.intervalMs ?? 2000);
  timer.unref();

  return {
    drain,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      if (running) await running.catch(() => 0);
    },
  };
}
