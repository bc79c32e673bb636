import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type postgres from 'postgres';
import { type LiveEvent, liveEvent } from '../../shared/contracts/live';
import type { ContentKind } from '../../shared/contracts/requests';

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const channel = 'ilii_live';

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
  const own = item.kind === 'vents' ? `vent:${item.id}` : `request:${item.id}`;
  const companies = [...new Set(item.companyIds)].map((id) => `company:${id}`);
  for (const topic of [own, item.kind, ...companies]) await bus.publish({ topic, kind, id: item.id, data });
}

/** One process (the embedded database): events stay in memory. */
export function createLocalBus(): LiveBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit(channel, event);
    },
    subscribe(listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
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
    const { origin: from, event } = JSON.parse(payload) as { origin?: string; event?: unknown };
    if (from === origin) return;
    const parsed = liveEvent.safeParse(event);
    if (parsed.success) void local.publish(parsed.data);
  });
  return {
    async publish(event) {
      await local.publish(event);
      await client.notify(channel, JSON.stringify({ origin, event }));
    },
    subscribe: local.subscribe,
    async close() {
      await listening.unlisten();
      await local.close();
    },
  };
}
