import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/connect';
import { outbox } from '../db/schema';

export interface OutboxJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Adds jobs in the caller's transaction; a repeated dedupe key is ignored (at most once). */
export async function enqueue(
  db: Db,
  jobs: { kind: string; payload: Record<string, unknown>; dedupeKey?: string }[],
) {
  if (jobs.length === 0) return;
  await db
    .insert(outbox)
    .values(jobs.map((job) => ({ kind: job.kind, payload: job.payload, dedupeKey: job.dedupeKey ?? null })))
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

/**
 * Claims due jobs: FOR UPDATE SKIP LOCKED lets several processes drain one table, and pushing
 * run_after ahead makes a claim a lease: a job whose process died runs again when it expires.
 */
export async function claimDueJobs(db: Db, now: Date, limit: number, leaseMs: number): Promise<OutboxJob[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  return selectRows<OutboxJob>(
    db,
    sql`update outbox set run_after = ${leaseUntil.toISOString()}, attempts = attempts + 1
        where id in (
          select id from outbox
          where processed_at is null and run_after <= ${now.toISOString()}
          order by run_after
          limit ${limit}
          for update skip locked
        )
        returning id, kind, payload, attempts`,
  );
}

export async function markDone(db: Db, id: string, now: Date): Promise<void> {
  await db.execute(
    sql`update outbox set processed_at = ${now.toISOString()}, last_error = null where id = ${id}`,
  );
}

export async function markFailed(db: Db, id: string, error: string, retryAt: Date | null): Promise<void> {
  // With no retry left the job stays unprocessed but is never due again; last_error says why.
  const runAfter = retryAt ? retryAt.toISOString() : 'infinity';
  await db.execute(
    sql`update outbox set last_error = ${error.slice(0, 2000)}, run_after = ${runAfter}::timestamptz where id = ${id}`,
  );
}
