import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type postgres from 'postgres';
import { z } from 'zod';
import { type LiveEvent, liveEvent, liveTopic } from '../../shared/contracts/live';
import type { ContentKind } from '../../shared/contracts/requests';

/**
 * A change to who a session cookie stands for, or to a person's own data, which every process
 * applies to its session and viewer caches at once. Internal: it travels beside the live events,
 * never as one, so no WebSocket (which only forwards `subscribe`'s events of public topics) can
 * receive it.
 */
export const sessionChange = z.discriminatedUnion('kind', [
  /** One session ended (signed out): the SHA-256 of its token. */
  z.object({ kind: z.literal('session-ended'), tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  /** Everything about a person's sessions may have changed: signed out everywhere, role, membership, deleted. */
  z.object({ kind: z.literal('user-changed'), userId: z.string().min(1).max(100) }),
  /** A person wrote something (a vote, a request, a build…): what their own pages show may have changed. */
  z.object({ kind: z.literal('viewer-wrote'), userId: z.string().min(1).max(100) }),
  /** Anything may have changed (a lost connection to the bus may have missed events). */
  z.object({ kind: z.literal('everything') }),
]);
export type SessionChange = z.infer<typeof sessionChange>;

/**
 * The bus's name for one person's inbox ('inbox:<userId>'). It never leaves the server: a socket
 * subscribes to 'inbox' and is given its own person's topic (plugins/live.ts), and `liveTopic`,
 * which checks what a client names, refuses this form.
 */
export const inboxTopicOf = (userId: string) => `inbox:${userId}`;

/** What travels on the bus: the public topics' events, and inbox events under their private topic. */
const busEvent = liveEvent.extend({
  topic: z.union([liveTopic, z.string().regex(/^inbox:[0-9a-f-]{36}$/)]),
});
export type BusEvent = z.infer<typeof busEvent>;

export interface LiveBus {
  /** Delivers events to every process: this one first, then the others, all in one message. */
  publish(...events: BusEvent[]): Promise<void>;
  /**
   * The same, for events a signed-in person's write caused: the message also carries a private
   * `viewer-wrote` change for them (a session change, never a live event), so one write needs one
   * NOTIFY.
   */
  publishAs(writerId: string, ...events: BusEvent[]): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  /** Tells every process (this one first, before the promise settles) that sessions changed. */
  publishSessions(change: SessionChange): Promise<void>;
  subscribeSessions(listener: (change: SessionChange) => void): () => void;
  close(): Promise<void>;
}

const channel = 'ilii_live';
const sessionsChannel = 'ilii_sessions';

/**
 * Publishes a change to a request or vent wherever a page shows it: its detail ('request:<id>'),
 * its board ('requests') and its company's dashboard ('company:<id>'; an edit that moves the item
 * to another company names both).
 */
export async function publishItemEvent(
  bus: LiveBus,
  item: { kind: ContentKind; id: string; companyIds: readonly string[] },
  kind: LiveEvent['kind'],
  data: Record<string, unknown> = {},
): Promise<void> {
  await bus.publish(...itemEvents(item, kind, data));
}

/** The events of one change to an item, one per topic that shows it (see `publishItemEvent`). */
export function itemEvents(
  item: { kind: ContentKind; id: string; companyIds: readonly string[] },
  kind: LiveEvent['kind'],
  data: Record<string, unknown> = {},
): LiveEvent[] {
  const own = item.kind === 'vents' ? `vent:${item.id}` : `request:${item.id}`;
  const companies = [...new Set(item.companyIds)].map((id) => `company:${id}`);
  const topics = [own, item.kind, ...companies];
  return topics.map((topic) => ({ topic, kind, id: item.id, data }));
}

/**
 * Publishes many events (one change touching many items) a few dozen per message, each message
 * well under NOTIFY's 8000-byte payload limit.
 */
export async function publishInBatches(bus: LiveBus, events: BusEvent[], size = 24): Promise<void> {
  for (let start = 0; start < events.length; start += size) {
    await bus.publish(...events.slice(start, start + size));
  }
}

/** One process (the embedded database): events stay in memory. */
export function createLocalBus(): LiveBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    async publish(...events) {
      for (const event of events) emitter.emit(channel, event);
    },
    async publishAs(writerId, ...events) {
      emitter.emit(sessionsChannel, { kind: 'viewer-wrote', userId: writerId } satisfies SessionChange);
      for (const event of events) emitter.emit(channel, event);
    },
    subscribe(listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async publishSessions(change) {
      emitter.emit(sessionsChannel, change);
    },
    subscribeSessions(listener) {
      emitter.on(sessionsChannel, listener);
      return () => emitter.off(sessionsChannel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several processes on one PostgreSQL: events travel by LISTEN/NOTIFY, so every process sees them.
 * The publishing process delivers its own events at once (its read cache is emptied before the
 * writer's answer leaves) and skips their echo from the database.
 */
export async function createPostgresBus(client: postgres.Sql): Promise<LiveBus> {
  const local = createLocalBus();
  const origin = randomUUID();
  const listening = await client.listen(channel, (payload) => {
    const {
      origin: from,
      events,
      writer,
    } = JSON.parse(payload) as {
      origin?: string;
      events?: unknown;
      writer?: unknown;
    };
    if (from === origin) return;
    const parsed = z.array(busEvent).safeParse(events);
    if (!parsed.success) return;
    const writerId = z.string().min(1).max(100).safeParse(writer);
    if (writerId.success) void local.publishAs(writerId.data, ...parsed.data);
    else void local.publish(...parsed.data);
  });
  let hasListened = false;
  const listeningToSessions = await client.listen(
    sessionsChannel,
    (payload) => {
      const { origin: from, change } = JSON.parse(payload) as { origin?: string; change?: unknown };
      if (from === origin) return;
      const parsed = sessionChange.safeParse(change);
      if (parsed.success) void local.publishSessions(parsed.data);
    },
    // postgres.js listens again after a lost connection; what was sent meanwhile is gone.
    () => {
      if (hasListened) void local.publishSessions({ kind: 'everything' });
      hasListened = true;
    },
  );
  return {
    async publish(...events) {
      await local.publish(...events);
      // One NOTIFY for an item's few topics: one round trip per write, well under the 8000-byte payload limit.
      await client.notify(channel, JSON.stringify({ origin, events }));
    },
    async publishAs(writerId, ...events) {
      await local.publishAs(writerId, ...events);
      await client.notify(channel, JSON.stringify({ origin, events, writer: writerId }));
    },
    subscribe: local.subscribe,
    async publishSessions(change) {
      await local.publishSessions(change);
      await notifySessionChange(client, change, origin);
    },
    subscribeSessions: local.subscribeSessions,
    async close() {
      await listening.unlisten();
      await listeningToSessions.unlisten();
      await local.close();
    },
  };
}

/**
 * Tells every server process on this PostgreSQL that sessions changed, from anywhere: a
 * command-line task (`npm run admin`) has no bus of its own.
 */
export async function notifySessionChange(
  client: postgres.Sql,
  change: SessionChange,
  origin = 'elsewhere',
): Promise<void> {
  await client.notify(sessionsChannel, JSON.stringify({ origin, change }));
}
