import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/connect';

export interface RateLimitRule {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  isAllowed: boolean;
  /** Seconds until the window resets, when refused. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit against a fixed window that starts at the key's first hit, in one atomic upsert so
 * that parallel hits from several processes are all counted. Kept in `rate_limits`
 * (`last_request` holds the window's start, in ms).
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, now: Date): Promise<RateLimitResult> {
  const nowMs = now.getTime();
  const windowStartFloor = nowMs - rule.windowSeconds * 1000;
  const [row] = await selectRows<{ count: number; window_start: string | number }>(
    db,
    sql`insert into rate_limits (key, count, last_request) values (${rule.key}, 1, ${nowMs})
        on conflict (key) do update set
          count = case when rate_limits.last_request <= ${windowStartFloor} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request <= ${windowStartFloor} then ${nowMs} else rate_limits.last_request end
        returning count, last_request as window_start`,
  );
  const count = Number(row!.count);
  const windowEndsMs = Number(row!.window_start) + rule.windowSeconds * 1000;
  return {
    isAllowed: count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsMs - nowMs) / 1000)),
  };
}
