import type { Viewer } from '../../../shared/contracts/auth';
import type { LiveBus, SessionChange } from '../../plugins/live-bus';
import { sessionLifetimeMs, slideAfterMs } from './sessions';

/** How long a looked-up session is trusted without asking the database again. */
export const sessionCacheTtlMs = 5_000;
/** Sessions kept at most; the oldest entry goes first. */
export const sessionCacheMaxEntries = 10_000;

interface Entry {
  viewer: Viewer;
  /** When this entry stops being used (clock milliseconds). */
  usableUntil: number;
}

/**
 * The viewers of recently seen sessions, keyed by the SHA-256 of the cookie token (the raw token
 * is never kept), so a signed-in read does not ask the database who is asking. An entry lives
 * `sessionCacheTtlMs` at most, never past the session's own end, and never past the moment the
 * session is due for its sliding extension: a hit never has an extension to do, the next miss
 * does it. Every process drops entries at once on the `session` events of the bus (sign-out,
 * sign-out everywhere, role or membership change, user deletion), and a lookup that was under way
 * when such an event came is not kept (`epoch`).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly hashesByUser = new Map<string, Set<string>>();
  /** Moves on every drop: a lookup started before a drop must not store what it read. */
  private epoch = 0;

  constructor(
    private readonly ttlMs = sessionCacheTtlMs,
    private readonly maxEntries = sessionCacheMaxEntries,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached viewer of a token hash, or undefined (absent, or no longer usable at `now`). */
  get(tokenHash: string, now: Date): Viewer | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.usableUntil > now.getTime()) return entry.viewer;
    this.remove(tokenHash);
    return undefined;
  }

  /** The value to give `set` with the lookup's result, read before the lookup starts. */
  currentEpoch(): number {
    return this.epoch;
  }

  /**
   * Keeps a looked-up session, unless something was dropped since `epoch` (the lookup may have
   * read a session that has been ended since).
   */
  set(
    tokenHash: string,
    session: { viewer: Viewer; expiresAt: Date; stayLoggedIn: boolean },
    now: Date,
    epoch: number,
  ): void {
    if (epoch !== this.epoch) return;
    const expiresAt = session.expiresAt.getTime();
    // A kept session is extended once `now + 30 days - expiresAt` passes a day.
    const extensionDue = session.stayLoggedIn
      ? expiresAt - sessionLifetimeMs.stayLoggedIn + slideAfterMs
      : Number.POSITIVE_INFINITY;
    const usableUntil = Math.min(now.getTime() + this.ttlMs, expiresAt, extensionDue);
    if (usableUntil <= now.getTime()) return;
    this.remove(tokenHash);
    this.entries.set(tokenHash, { viewer: session.viewer, usableUntil });
    const userId = session.viewer.id;
    const hashes = this.hashesByUser.get(userId) ?? new Set<string>();
    hashes.add(tokenHash);
    this.hashesByUser.set(userId, hashes);
    if (this.entries.size > this.maxEntries) this.remove(this.entries.keys().next().value!);
  }

  /** Forgets one session (signed out). */
  dropToken(tokenHash: string): void {
    this.epoch++;
    this.remove(tokenHash);
  }

  private remove(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const hashes = this.hashesByUser.get(entry.viewer.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.hashesByUser.delete(entry.viewer.id);
  }

  /** Forgets every session of a person (signed out everywhere, role, membership, deleted). */
  dropUser(userId: string): void {
    this.epoch++;
    for (const tokenHash of this.hashesByUser.get(userId) ?? []) this.entries.delete(tokenHash);
    this.hashesByUser.delete(userId);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.hashesByUser.clear();
  }

  /** Applies the bus's session events, this process's own and every other's. */
  followChanges(bus: LiveBus): () => void {
    return bus.subscribeSessions((change: SessionChange) => {
      if (change.kind === 'session-ended') this.dropToken(change.tokenHash);
      else if (change.kind === 'user-changed') this.dropUser(change.userId);
      else if (change.kind === 'everything') this.clear();
    });
  }
}
