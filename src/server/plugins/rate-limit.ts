import type { Db } from '../db/connect';
import { countHit, peekHits } from './rate-limit.queries';

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

/** What a window's count means at `now`: allowed while within `max`, and the seconds to its end. */
export function rateLimitResult(
  rule: RateLimitRule,
  hit: { count: number; windowStartMs: number },
  now: Date,
): RateLimitResult {
  const windowEndsMs = hit.windowStartMs + rule.windowSeconds * 1000;
  return {
    isAllowed: hit.count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsMs - now.getTime()) / 1000)),
  };
}

/** The floor a window's start must be above to still run at `now`. */
export const windowStartFloor = (rule: RateLimitRule, now: Date) => now.getTime() - rule.windowSeconds * 1000;

/** Counts one hit against a fixed window that starts at the key's first hit (kept in `rate_limits`). */
export async function hitRateLimit(db: Db, rule: RateLimitRule, now: Date): Promise<RateLimitResult> {
  const hit = await countHit(db, rule.key, now.getTime(), windowStartFloor(rule, now));
  return rateLimitResult(rule, hit, now);
}

/**
 * Whether one more hit would be allowed, without counting it: for a refusal that should come
 * before work the person cannot take back (a sign-in code consumed), the hit itself counted later.
 */
export async function peekRateLimit(db: Db, rule: RateLimitRule, now: Date): Promise<RateLimitResult> {
  const hits = await peekHits(db, rule.key, windowStartFloor(rule, now));
  if (!hits) return { isAllowed: true, retryAfterSeconds: 1 };
  return rateLimitResult(rule, { ...hits, count: hits.count + 1 }, now);
}
