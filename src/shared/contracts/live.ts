import { z } from 'zod';

/**
 * Messages on the /api/v1/live WebSocket. A page subscribes to the topics it shows
 * ('requests', 'vents', 'request:<id>', 'vent:<id>', 'company:<id>') and receives the events
 * published on them, from any server process. The server answers a subscription with
 * 'subscribed' once the topics are followed: every event published after it reaches the page.
 *
 * 'inbox' is private: the server follows the signed-in person of the socket's cookie (read when
 * it subscribes) and sends their own notifications' events only, as `{ topic: 'inbox', kind:
 * 'notification', id: <notification id>, data: { unread } }` (a new or grown notification) and
 * `{ topic: 'inbox', kind: 'read', id: '', data: { unread } }` (marked read, in any tab). A socket
 * without a signed-in person gets an 'error' message instead of 'subscribed'. No other person's
 * inbox can be named.
 */
export const liveTopic = z.string().regex(/^(requests|vents|inbox|(request|vent|company):[0-9a-f-]{36})$/);

export const liveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topics: z.array(liveTopic).max(100) }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(liveTopic).max(100) }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

export const liveEvent = z.object({
  topic: liveTopic,
  kind: z.enum(['vote', 'build', 'status', 'created', 'updated', 'deleted', 'notification', 'read']),
  id: z.string(),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type LiveEvent = z.infer<typeof liveEvent>;

export type LiveServerMessage =
  | { type: 'ready' }
  | { type: 'heartbeat' }
  | { type: 'subscribed'; topics: string[] }
  | { type: 'event'; event: LiveEvent }
  | { type: 'error'; message: string };
