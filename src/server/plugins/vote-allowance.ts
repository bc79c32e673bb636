import type { Db } from '../db/connect';
import { type RateLimitRule, windowStartFloor } from './rate-limit';
import { leaseHits } from './rate-limit.queries';

interface Lease {
  /** Votes this process may still count in the window without asking the database. */
  remaining: number;
  endsMs: number;
  /** The database had no more to give for this window: refuse without asking again. */
  isSpent: boolean;
}

/** How much of a limit one process takes at a time: a twelfth (10 of 120 votes a minute). */
export const leaseSize = (max: number) => Math.min(max, Math.max(1, Math.ceil(max / 12)));

/**
 * Counts a person's votes against WRITE_LIMIT_VOTES in blocks (docs/decisions.md #47): a process
 * takes a twelfth of the person's allowance from `rate_limits` at once and counts the votes in it
 * here, so a vote asks the database about the limit once in ten rather than every time. The
 * database still hands out at most the limit per window, so a person never gets more votes than
 * it, across any number of processes; in one process the boundary is exact. Votes spread over
 * several processes can be refused up to a block less one per other process early, where another
 * process holds the unused rest of its block. Concurrent votes of one person in one process wait
 * for one lease. At most 10,000 people are kept; forgetting one loses what is left of their block.
 */
export class VoteAllowance {
  private readonly leases = new Map<string, Lease>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly maxPeople = 10_000) {}

  /** Counts one vote; answers the seconds to wait when the window is spent, else null. */
  async take(db: Db, rule: RateLimitRule, now: Date): Promise<number | null> {
    const nowMs = now.getTime();
    for (;;) {
      const lease = this.leases.get(rule.key);
      if (lease && lease.endsMs > nowMs) {
        if (lease.remaining > 0) {
          lease.remaining -= 1;
          return null;
        }
        if (lease.isSpent) return Math.max(1, Math.ceil((lease.endsMs - nowMs) / 1000));
      }
      const inFlight = this.pending.get(rule.key);
      if (inFlight) {
        await inFlight;
        continue;
      }
      const leasing = this.lease(db, rule, now).finally(() => this.pending.delete(rule.key));
      this.pending.set(rule.key, leasing);
      await leasing;
    }
  }

  /** Puts back a vote that was counted but not written (its item was gone or closed). */
  giveBack(rule: RateLimitRule, now: Date): void {
    const lease = this.leases.get(rule.key);
    if (lease && lease.endsMs > now.getTime()) lease.remaining += 1;
  }

  private async lease(db: Db, rule: RateLimitRule, now: Date): Promise<void> {
    const want = leaseSize(rule.max);
    const { granted, windowStartMs } = await leaseHits(
      db,
      rule,
      want,
      now.getTime(),
      windowStartFloor(rule, now),
    );
    this.leases.delete(rule.key);
    this.leases.set(rule.key, {
      remaining: granted,
      endsMs: windowStartMs + rule.windowSeconds * 1000,
      isSpent: granted < want,
    });
    if (this.leases.size > this.maxPeople) this.leases.delete(this.leases.keys().next().value!);
  }
}
