import { messages } from '../../shared/messages';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import { hitRateLimit, peekRateLimit, type RateLimitRule } from './rate-limit';
import type { VoteAllowance } from './vote-allowance';

/**
 * What a person may write, each so many in a fixed window (docs/decisions.md #47):
 * new requests and vents together, builds, votes (and taking them back), the companies and
 * products a request or vent creates, and reports.
 */
export type WriteLimitKind = 'posts' | 'builds' | 'votes' | 'catalog' | 'reports';

export type WriteLimitConfig = Pick<
  Config,
  | 'WRITE_LIMIT_POSTS'
  | 'WRITE_LIMIT_BUILDS'
  | 'WRITE_LIMIT_VOTES'
  | 'WRITE_LIMIT_CATALOG'
  | 'WRITE_LIMIT_REPORTS'
  | 'AUTH_IP_SIGNUP_LIMIT'
>;

/** The settings and the time a limit is checked with; the database is the caller's (its transaction). */
export interface WriteLimiter {
  config: WriteLimitConfig;
  clock: () => Date;
  /** This process's blocks of each person's vote allowance (votes are the hot write). */
  votes: VoteAllowance;
}

/** What a counted limit needs: the settings, the time and the database (the write's transaction). */
type LimitDeps = Pick<WriteLimiter, 'config' | 'clock'> & { db: Db };

const hour = 3600;
const day = 24 * hour;

const writeLimits: Record<
  WriteLimitKind,
  { setting: keyof WriteLimitConfig; windowSeconds: number; message: (max: number, wait: number) => string }
> = {
  posts: { setting: 'WRITE_LIMIT_POSTS', windowSeconds: hour, message: messages.postLimitReached },
  builds: { setting: 'WRITE_LIMIT_BUILDS', windowSeconds: hour, message: messages.buildLimitReached },
  votes: { setting: 'WRITE_LIMIT_VOTES', windowSeconds: 60, message: messages.voteLimitReached },
  catalog: { setting: 'WRITE_LIMIT_CATALOG', windowSeconds: day, message: messages.catalogLimitReached },
  reports: { setting: 'WRITE_LIMIT_REPORTS', windowSeconds: day, message: messages.reportLimitReached },
};

/** The counter of one person's writes of one kind, in `rate_limits` as `write:<kind>:<userId>`. */
export function writeLimitRule(
  config: WriteLimitConfig,
  kind: WriteLimitKind,
  userId: string,
): RateLimitRule {
  const limit = writeLimits[kind];
  return { key: `write:${kind}:${userId}`, max: config[limit.setting], windowSeconds: limit.windowSeconds };
}

/**
 * The 429 of a limit reached: the product's words with the wait, and the seconds for Retry-After;
 * with `field`, the words are that field's error too (the form shows them under it).
 */
export function writeLimitError(
  config: WriteLimitConfig,
  kind: WriteLimitKind,
  retryAfterSeconds: number,
  field?: string,
) {
  const limit = writeLimits[kind];
  const userMessage = limit.message(config[limit.setting], retryAfterSeconds);
  return new AppError('RATE_LIMITED', {
    userMessage,
    retryAfterSeconds,
    ...(field ? { fields: { [field]: userMessage } } : {}),
  });
}

/**
 * Counts one write of `kind` by the person, or throws the 429 when it is one too many. Call it just
 * before saving, once the write has passed its other checks, and inside the write's transaction
 * when there is one: a write that then fails takes its count back with the rollback, and the
 * person's key stays locked until the transaction ends, so the count is exact across processes.
 */
export async function enforceWriteLimit(
  deps: LimitDeps,
  kind: WriteLimitKind,
  userId: string,
  options: { field?: string } = {},
): Promise<void> {
  const rule = writeLimitRule(deps.config, kind, userId);
  const result = await hitRateLimit(deps.db, rule, deps.clock());
  if (!result.isAllowed) throw writeLimitError(deps.config, kind, result.retryAfterSeconds, options.field);
}

/** New accounts from one IP address: AUTH_IP_SIGNUP_LIMIT an hour. */
const signUpRule = (config: WriteLimitConfig, ip: string): RateLimitRule => ({
  key: `signup-ip:${ip}`,
  max: config.AUTH_IP_SIGNUP_LIMIT,
  windowSeconds: hour,
});

const signUpError = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', {
    userMessage: messages.signUpLimitReached(retryAfterSeconds),
    retryAfterSeconds,
  });

/** Refuses a sign-up from an address that has made its new accounts this hour, without counting one. */
export async function checkSignUpLimit(deps: LimitDeps, ip: string): Promise<void> {
  const result = await peekRateLimit(deps.db, signUpRule(deps.config, ip), deps.clock());
  if (!result.isAllowed) throw signUpError(result.retryAfterSeconds);
}

/** Counts a new account from the address (in the account's transaction), or throws the 429. */
export async function enforceSignUpLimit(deps: LimitDeps, ip: string): Promise<void> {
  const result = await hitRateLimit(deps.db, signUpRule(deps.config, ip), deps.clock());
  if (!result.isAllowed) throw signUpError(result.retryAfterSeconds);
}
