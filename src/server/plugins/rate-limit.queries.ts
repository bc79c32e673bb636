import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/connect';

/**
 * The upsert that counts one hit of a key, answering `count` and `window_start`: a window that
 * ended before `windowStartFloor` starts again at `nowMs` with 1. `rate_limits.last_request` holds
 * the window's start, in ms.
 */
function countHitStatement(key: string, nowMs: number, windowStartFloor: number): SQL {
  return sql`insert into rate_limits (key, count, last_request) values (${key}::text, 1, ${nowMs}::bigint)
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStartFloor} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStartFloor} then ${nowMs}::bigint else rate_limits.last_request end
    returning count, last_request as window_start`;
}

/**
 * Counts one hit of a key in one atomic upsert, so that parallel hits from several processes are
 * all counted. Inside a transaction the key's row stays locked until it ends, and a rollback takes
 * the hit back.
 */
export async function countHit(db: Db, key: string, nowMs: number, windowStartFloor: number) {
  const [row] = await selectRows<{ count: number; window_start: string | number }>(
    db,
    countHitStatement(key, nowMs, windowStartFloor),
  );
  return { count: Number(row!.count), windowStartMs: Number(row!.window_start) };
}

/** A key's hits in its current window, without counting one (0 when its window has ended). */
export async function peekHits(db: Db, key: string, windowStartFloor: number) {
  const [row] = await selectRows<{ count: number; window_start: string | number }>(
    db,
    sql`select count, last_request as window_start from rate_limits
        where key = ${key} and last_request > ${windowStartFloor}`,
  );
  return row ? { count: Number(row.count), windowStartMs: Number(row.window_start) } : undefined;
}

/**
 * Takes up to `want` hits of a key's window at once (never past `max`), in one short transaction:
 * the row is made if missing, locked, read, and moved by what was granted. A window that ended
 * starts again at `nowMs`. Answers how many were granted (0 when the window is full) and when the
 * window started.
 */
export async function leaseHits(
  db: Db,
  rule: { key: string; max: number },
  want: number,
  nowMs: number,
  windowStartFloor: number,
) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into rate_limits (key, count, last_request) values (${rule.key}, 0, ${nowMs})
          on conflict (key) do nothing`,
    );
    const [row] = await selectRows<{ count: number; window_start: string | number }>(
      tx,
      sql`select count, last_request as window_start from rate_limits where key = ${rule.key} for update`,
    );
    const isOver = Number(row!.window_start) <= windowStartFloor;
    const count = isOver ? 0 : Number(row!.count);
    const windowStartMs = isOver ? nowMs : Number(row!.window_start);
    const granted = Math.max(0, Math.min(want, rule.max - count));
    if (granted > 0 || isOver) {
      await tx.execute(
        sql`update rate_limits set count = ${count + granted}, last_request = ${windowStartMs}
            where key = ${rule.key}`,
      );
    }
    return { granted, windowStartMs };
  });
}
