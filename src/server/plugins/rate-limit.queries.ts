import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/connect';

/**
 * Counts one hit of a key in one atomic upsert, so that parallel hits from several processes are
 * all counted: a window that ended before `windowStartFloor` starts again at `nowMs` with 1.
 * `rate_limits.last_request` holds the window's start, in ms.
 */
export async function countHit(db: Db, key: string, nowMs: number, windowStartFloor: number) {
  const [row] = await selectRows<{ count: number; window_start: string | number }>(
    db,
    sql`insert into rate_limits (key, count, last_request) values (${key}, 1, ${nowMs})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${windowStartFloor} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${windowStartFloor} then ${nowMs} else rate_limits.last_request end
        returning count, last_request as window_start`,
  );
  return { count: Number(row!.count), windowStartMs: Number(row!.window_start) };
}
