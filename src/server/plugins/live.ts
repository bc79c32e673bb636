import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { timings } from '../../shared/constants';
import { type LiveServerMessage, liveClientMessage } from '../../shared/contracts/live';
import { messages } from '../../shared/messages';
import { AppError } from '../errors';
import type { LiveBus } from './live-bus';
import { sameOriginRule } from './same-origin';

const livePath = '/api/v1/live';

/**
 * GET /api/v1/live: subscribe to topics (acknowledged with 'subscribed'), receive their events, a
 * heartbeat every 25 s. Only this site's pages may connect (a browser always sends the page's
 * Origin on a WebSocket), and clients that are not browsers, which send none.
 */
export async function registerLive(
  app: FastifyInstance,
  bus: LiveBus,
  options: { publicUrl: string },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const isSameOrigin = sameOriginRule(options.publicUrl);

  // Every route would take an upgrade and close it at once, and a malformed handshake would get
  // the WebSocket library's HTML page: both are answered here, in the API's error shape.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.ws) return done();
    if (request.routeOptions.url !== livePath) {
      return done(new AppError('NOT_FOUND', { userMessage: messages.noWebSocketHere }));
    }
    const key = request.headers['sec-websocket-key'];
    const version = String(request.headers['sec-websocket-version']);
    if (!key || !/^[+/0-9A-Za-z]{22}==$/.test(key) || (version !== '13' && version !== '8')) {
      return done(new AppError('VALIDATION', { userMessage: messages.unreadableWebSocketHandshake }));
    }
    done();
  });

  app.route({
    method: 'GET',
    url: livePath,
    schema: { hide: true },
    onRequest: async (request) => {
      if (request.headers.origin !== undefined && !isSameOrigin(request)) {
        throw new AppError('FORBIDDEN', { userMessage: messages.requestFromAnotherSite });
      }
    },
    // A plain HTTP request to the socket's address.
    handler: async () => {
      throw new AppError('UPGRADE_REQUIRED', {
        userMessage: messages.webSocketOnly,
      });
    },
    wsHandler: (socket) => {
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
          return send({ type: 'error', message: messages.liveMessageNotJson });
        }
        const parsed = liveClientMessage.safeParse(message);
        if (!parsed.success) return send({ type: 'error', message: messages.liveMessageUnknown });
        const { type, topics: named } = parsed.data;
        for (const topic of named) {
          if (type === 'subscribe') topics.add(topic);
          else topics.delete(topic);
        }
        if (type === 'subscribe') send({ type: 'subscribed', topics: named });
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      send({ type: 'ready' });
    },
  });
}
