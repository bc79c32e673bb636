import type { Db } from '../db/connect';
import { countHit } from './rate-limit.queries';

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

/** Counts one hit against a fixed window that starts at the key's first hit (kept in `rate_limits`). */
export async function hitRateLimit(db: Db, rule: RateLimitRule, now: Date): Promise<RateLimitResult> {
  const nowMs = now.getTime();
  const windowStartFloor = nowMs - rule.windowSeconds * 1000;
  const { count, windowStartMs } = await countHit(db, rule.key, nowMs, windowStartFloor);
  const windowEndsMs = windowStartMs + rule.windowSeconds * 1000;
  return {
    isAllowed: count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsMs - nowMs) / 1000)),
  };
}
