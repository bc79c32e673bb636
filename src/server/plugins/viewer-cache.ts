import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../../shared/contracts/auth';
import type { ContentKind } from '../../shared/contracts/requests';
import type { LiveBus } from './live-bus';

/** How long a person's own data is trusted at most, even when nothing said it changed. */
export const viewerCacheTtlMs = 60_000;
/** People kept at most; the oldest entry goes first. */
export const viewerCacheMaxPeople = 10_000;
/** Voted ids kept at most over everyone; the oldest entries go first beyond it. */
export const viewerCacheMaxIds = 500_000;
/** A person with more votes than this on one kind has their votes read page by page instead. */
export const votedIdsPerPerson = 5_000;
/** Filters whose 'your-…' counts are kept per person. */
const countsPerPerson = 50;

interface Entry {
  /** When the entry was made (clock milliseconds): everything in it was read after this. */
  createdAt: number;
  votedIds: Map<ContentKind, Promise<ReadonlySet<string> | null>>;
  counts: Map<string, Promise<unknown>>;
  /** How many voted ids the entry holds (for `viewerCacheMaxIds`). */
  ids: number;
}

/** One reader's view of the cache: their id, and when their last write was answered, if known. */
export interface Reader {
  id: string;
  wroteAt?: number;
}

/**
 * What a signed-in person's pages show of their own: the ids they voted on (a card's filled
 * arrow) and their 'your-…' counts under a filter. It changes almost only when they write, so it
 * is kept until they do: a person's write drops their entry in every process (the `viewer-wrote`
 * change of the bus, sent before the writer's answer leaves), and the answer carries the time of
 * the write (the `ilii_wrote` cookie, see `registerViewerCache`) so that a process the change has
 * not reached yet still refuses an entry made before it. Edits and deletions, which can move
 * someone else's votes out of a filter, drop every entry; nothing lives past `ttlMs`.
 */
export class ViewerCache {
  private readonly entries = new Map<string, Entry>();
  private totalIds = 0;

  constructor(
    private readonly ttlMs = viewerCacheTtlMs,
    private readonly maxPeople = viewerCacheMaxPeople,
    private readonly maxIds = viewerCacheMaxIds,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The ids of the reader's votes on a kind, or null when they are too many to keep or the cache
   * is off (the caller then asks about the page's ids only). `load` reads at most `votedIdsPerPerson + 1` of them.
   */
  votedIds(
    reader: Reader,
    kind: ContentKind,
    load: () => Promise<ReadonlySet<string>>,
  ): Promise<ReadonlySet<string> | null> {
    const entry = this.entryOf(reader);
    // Off: nothing is kept, so all of a person's votes are not worth reading for one page.
    if (!entry) return Promise.resolve(null);
    const cached = entry.votedIds.get(kind);
    if (cached) return cached;
    const value = load().then(limitVotes);
    entry.votedIds.set(kind, value);
    value.then(
      (ids) => this.count(reader.id, entry, ids?.size ?? 0),
      () => entry.votedIds.delete(kind),
    );
    return value;
  }

  /** The reader's 'your-…' counts under one filter (`key`). */
  counts<T>(reader: Reader, key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entryOf(reader);
    if (!entry) return load();
    const cached = entry.counts.get(key);
    if (cached) return cached as Promise<T>;
    const value = load();
    if (entry.counts.size >= countsPerPerson) entry.counts.delete(entry.counts.keys().next().value!);
    entry.counts.set(key, value);
    value.catch(() => entry.counts.delete(key));
    return value;
  }

  /** The reader's own data, bound to them: what the requests service asks for. */
  of(reader: Reader) {
    return {
      votedIds: (kind: ContentKind, load: () => Promise<ReadonlySet<string>>) =>
        this.votedIds(reader, kind, load),
      counts: <T>(key: string, load: () => Promise<T>) => this.counts(reader, key, load),
    };
  }

  /** Forgets what is kept of one person (they wrote, or their account changed). */
  dropPerson(userId: string): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.entries.delete(userId);
    this.totalIds -= entry.ids;
  }

  clear(): void {
    this.entries.clear();
    this.totalIds = 0;
  }

  /** Applies the bus's changes, this process's own and every other's. */
  followChanges(bus: LiveBus): () => void {
    const stopPeople = bus.subscribeSessions((change) => {
      if (change.kind === 'viewer-wrote' || change.kind === 'user-changed') this.dropPerson(change.userId);
      else if (change.kind === 'everything') this.clear();
    });
    const stopItems = bus.subscribe((event) => {
      if (event.kind === 'updated' || event.kind === 'deleted') this.clear();
    });
    return () => {
      stopPeople();
      stopItems();
    };
  }

  /** The reader's entry, made afresh when missing, too old, or older than their last write. */
  private entryOf(reader: Reader): Entry | undefined {
    if (this.ttlMs === 0) return undefined;
    const now = Date.now();
    let entry = this.entries.get(reader.id);
    const isStale =
      entry &&
      (entry.createdAt + this.ttlMs <= now ||
        (reader.wroteAt !== undefined && entry.createdAt <= reader.wroteAt));
    if (isStale) {
      this.dropPerson(reader.id);
      entry = undefined;
    }
    if (!entry) {
      entry = { createdAt: now, votedIds: new Map(), counts: new Map(), ids: 0 };
      this.entries.set(reader.id, entry);
      if (this.entries.size > this.maxPeople) this.dropPerson(this.entries.keys().next().value!);
    }
    return entry;
  }

  /** Counts a loaded set against the bound, if its entry is still the person's. */
  private count(userId: string, entry: Entry, ids: number): void {
    if (this.entries.get(userId) !== entry) return;
    entry.ids += ids;
    this.totalIds += ids;
    while (this.totalIds > this.maxIds && this.entries.size > 0) {
      this.dropPerson(this.entries.keys().next().value!);
    }
  }
}

function limitVotes(ids: ReadonlySet<string>): ReadonlySet<string> | null {
  return ids.size > votedIdsPerPerson ? null : ids;
}

/** The cookie that tells every process when its holder's last write was answered. */
export const wroteCookieName = 'ilii_wrote';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in reader as the viewer cache knows them (with their last write's time). */
    readerOf(viewer: { id: string }): Reader;
    /**
     * The bus for a write's services: its events carry the writer (`publishAs`), so the write
     * needs no announcement of its own.
     */
    writerBus(): LiveBus;
    /** Set once the request's events have told every process who wrote. */
    writeAnnounced: boolean;
  }
}

/**
 * How long after a write its time still matters: the bus carries the write's events to every
 * process within milliseconds; until they arrive, the cookie makes the writer's reads skip what
 * was kept before the write. A time further off than this either way (an edited cookie) is ignored.
 */
const wroteAtMattersMs = 10_000;

/**
 * After every successful write by a signed-in person, and before its answer leaves: drops what
 * every process keeps of them (this one's at once), and sets `ilii_wrote` to the time, so their
 * next read anywhere shows their write.
 */
export function registerViewerCache(app: FastifyInstance, options: { isSecure: boolean }): void {
  app.decorateRequest('readerOf', function (this: FastifyRequest, viewer: { id: string }): Reader {
    const wroteAt = Number(this.cookies[wroteCookieName]);
    const isKnown = Number.isSafeInteger(wroteAt) && Math.abs(Date.now() - wroteAt) < wroteAtMattersMs;
    return isKnown ? { id: viewer.id, wroteAt } : { id: viewer.id };
  });
  app.decorateRequest('writeAnnounced', false);
  app.decorateRequest('writerBus', function (this: FastifyRequest): LiveBus {
    const request = this;
    return {
      ...app.live,
      async publish(...events) {
        const viewer = await request.viewerLookup?.catch(() => null);
        if (!viewer) return app.live.publish(...events);
        await app.live.publishAs(viewer.id, ...events);
        request.writeAnnounced = true;
      },
    };
  });
  async function announceWrite(request: FastifyRequest, reply: FastifyReply, lookup: Promise<Viewer | null>) {
    const viewer = await lookup.catch(() => null);
    if (!viewer) return;
    reply.setCookie(wroteCookieName, String(Date.now()), {
      path: '/',
      maxAge: 60,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.isSecure,
    });
    if (request.writeAnnounced) return;
    // This process's cache is emptied before the bus is asked; the write itself is done either way.
    await app.live
      .publishSessions({ kind: 'viewer-wrote', userId: viewer.id })
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a write'));
  }
  // A callback hook: reads, by far the most requests, pass without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const lookup = request.viewerLookup;
    if (safeMethods.has(request.method) || reply.statusCode >= 400 || !lookup) return done(null, payload);
    announceWrite(request, reply, lookup).then(() => done(null, payload), done);
  });
}
