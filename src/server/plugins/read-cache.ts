import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { LiveBus } from './live-bus';

/**
 * A short-lived cache of board reads that are the same for everyone: anonymous visitors' whole
 * answers (lists, counts, details), and the parts signed-in readers share (a page's rows, the
 * board-wide tab counts), to which their own votes, ownership and 'your-…' counts are added
 * fresh. Any write event for a kind empties that kind: in the writing process before its answer
 * leaves, so an author sees their own write on the next read; in every other process through
 * LISTEN/NOTIFY. Nothing lives longer than `ttlMs`, so everyone sees a change within a second.
 */
export class ReadCache {
  private readonly entries = new Map<
    string,
    { createdAt: number; expires: number; value: Promise<unknown> }
  >();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 1000,
  ) {}

  /**
   * The entry for `key`, or a fresh load kept for the next readers. `notBefore` (clock ms) refuses
   * an entry made at or before it: a reader who has just written (see `Reader.wroteAt`) gets what
   * was read after their write, even in a process their write's event has not reached yet.
   */
  async get<T>(key: string, load: () => Promise<T>, notBefore?: number): Promise<T> {
    // A lifetime of 0 (READ_CACHE_MS=0) is no cache: every read is the database's.
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    const isFresh = hit && hit.expires > now && (notBefore === undefined || hit.createdAt > notBefore);
    if (isFresh) return hit.value as Promise<T>;
    const value = load();
    const entry = { createdAt: now, expires: now + this.ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry whose key starts with the prefix (a kind: 'requests', 'vents'). */
  clear(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Empties the kind an event belongs to whenever anything is written. */
  followWrites(bus: LiveBus): () => void {
    return bus.subscribe((event) => {
      if (event.topic === 'vents' || event.topic.startsWith('vent:')) this.clear('vents');
      else this.clear('requests');
    });
  }
}

/**
 * Sends an answer every reader shares: checked against its response schema and encoded once per
 * key and lifetime, and sent as the same JSON bytes to everyone else (Fastify sends a buffer as it is).
 */
export async function sendShared(
  cache: ReadCache,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType,
  load: () => Promise<unknown>,
) {
  const json = await cache.get(key, async () => Buffer.from(JSON.stringify(schema.parse(await load()))));
  return reply.type('application/json; charset=utf-8').send(json);
}
