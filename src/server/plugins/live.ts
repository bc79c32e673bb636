import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { timings } from '../../shared/constants';
import { type LiveServerMessage, liveClientMessage } from '../../shared/contracts/live';
import type { LiveBus } from './live-bus';

/** GET /api/v1/live: subscribe to topics, receive their events, a heartbeat every 25 s. */
export async function registerLive(app: FastifyInstance, bus: LiveBus): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  app.get('/api/v1/live', { websocket: true, schema: { hide: true } }, (socket) => {
    const topics = new Set<string>();
    const send = (message: LiveServerMessage) => socket.send(JSON.stringify(message));
    let isAlive = true;

    const unsubscribe = bus.subscribe((event) => {
      if (topics.has(event.topic)) send({ type: 'event', event });
    });
    const heartbeat = setInterval(() => {
      if (!isAlive) return socket.terminate();
      isAlive = false;
      socket.ping();
      send({ type: 'heartbeat' });
    }, timings.realtimeHeartbeatMs);

    socket.on('pong', () => {
      isAlive = true;
    });
    socket.on('message', (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(String(raw));
      } catch {
        return send({ type: 'error', message: 'Messages must be JSON' });
      }
      const parsed = liveClientMessage.safeParse(message);
      if (!parsed.success) return send({ type: 'error', message: 'Unknown message' });
      for (const topic of parsed.data.topics) {
        if (parsed.data.type === 'subscribe') topics.add(topic);
        else topics.delete(topic);
      }
    });
    socket.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    send({ type: 'ready' });
  });
}
