import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { timings } from '../../shared/constants';
import { type LiveEvent, type LiveServerMessage, liveClientMessage } from '../../shared/contracts/live';
import { messages } from '../../shared/messages';
import { AppError } from '../errors';
import { hashSessionToken, sessionCookieName } from '../features/auth/sessions';
import { type BusEvent, inboxTopicOf, type LiveBus } from './live-bus';
import { sameOriginRule } from './same-origin';

const livePath = '/api/v1/live';
const inboxTopic = 'inbox';

/**
 * GET /api/v1/live: subscribe to topics (acknowledged with 'subscribed'), receive their events, a
 * heartbeat every 25 s. Only this site's pages may connect (a browser always sends the page's
 * Origin on a WebSocket), and clients that are not browsers, which send none. 'inbox' stands for
 * the inbox of the person the upgrade request's cookie signs in, looked up when it is subscribed
 * and again when their sessions change: a socket whose session ends stops receiving it.
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
    wsHandler: (socket, request) => {
      const topics = new Set<string>();
      const send = (message: LiveServerMessage) => socket.send(JSON.stringify(message));
      let isAlive = true;
      /** The person whose inbox this socket follows, once it subscribed to 'inbox'. */
      let inboxOwner: string | null = null;
      const cookieToken = request.cookies[sessionCookieName];
      const tokenHash = cookieToken ? hashSessionToken(cookieToken) : null;

      const forward = (event: BusEvent) => {
        if (!topics.has(event.topic)) return;
        const shown =
          inboxOwner && event.topic === inboxTopicOf(inboxOwner) ? { ...event, topic: 'inbox' } : event;
        send({ type: 'event', event: shown as LiveEvent });
      };
      const unsubscribe = bus.subscribe(forward);

      /** Who the cookie stands for now (the session cache was emptied before this is asked again). */
      const currentViewerId = async () => {
        request.viewerLookup = undefined;
        return (await request.getViewer().catch(() => null))?.id ?? null;
      };
      const stopInbox = () => {
        if (inboxOwner) topics.delete(inboxTopicOf(inboxOwner));
        inboxOwner = null;
      };
      const stopWatchingSessions = bus.subscribeSessions((change) => {
        if (!inboxOwner) return;
        const concernsSocket =
          change.kind === 'everything' ||
          (change.kind === 'user-changed' && change.userId === inboxOwner) ||
          (change.kind === 'session-ended' && change.tokenHash === tokenHash);
        if (!concernsSocket) return;
        const owner = inboxOwner;
        void currentViewerId().then((id) => {
          if (id !== owner && inboxOwner === owner) stopInbox();
        });
      });

      const heartbeat = setInterval(() => {
        if (!isAlive) return socket.terminate();
        isAlive = false;
        socket.ping();
        send({ type: 'heartbeat' });
      }, timings.realtimeHeartbeatMs);

      async function onMessage(raw: unknown) {
        let message: unknown;
        try {
          message = JSON.parse(String(raw));
        } catch {
          return send({ type: 'error', message: messages.liveMessageNotJson });
        }
        const parsed = liveClientMessage.safeParse(message);
        if (!parsed.success) return send({ type: 'error', message: messages.liveMessageUnknown });
        const { type } = parsed.data;
        let named = parsed.data.topics;
        if (named.includes(inboxTopic)) {
          if (type === 'unsubscribe') stopInbox();
          else {
            const viewerId = inboxOwner ?? (await currentViewerId());
            if (viewerId) {
              inboxOwner = viewerId;
              topics.add(inboxTopicOf(viewerId));
            } else {
              send({ type: 'error', message: messages.liveInboxNeedsSignIn });
              named = named.filter((topic) => topic !== inboxTopic);
              if (named.length === 0) return;
            }
          }
        }
        for (const topic of named) {
          if (topic === inboxTopic) continue;
          if (type === 'subscribe') topics.add(topic);
          else topics.delete(topic);
        }
        if (type === 'subscribe') send({ type: 'subscribed', topics: named });
      }
      // One message at a time, in order: an inbox subscription waits for its lookup.
      let handling = Promise.resolve();
      socket.on('pong', () => {
        isAlive = true;
      });
      socket.on('message', (raw) => {
        // A message that fails (its socket closed meanwhile) must not stop the ones after it.
        handling = handling.then(() => onMessage(raw)).catch(() => undefined);
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        stopWatchingSessions();
      });
      send({ type: 'ready' });
    },
  });
}
