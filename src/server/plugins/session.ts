import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../../shared/contracts/auth';
import { messages } from '../../shared/messages';
import { AppError } from '../errors';
import type { SessionCache } from '../features/auth/session-cache';
import { hashSessionToken, sessionCookieName, sessionCookieOptions } from '../features/auth/sessions';
import { findViewerBySessionToken } from '../features/auth/viewer.service';
import { sameOriginRule } from './same-origin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, looked up once per request from the session cookie. */
    getViewer(): Promise<Viewer | null>;
    /** The lookup `getViewer` started, if anything asked; undefined when nothing did. */
    viewerLookup: Promise<Viewer | null> | undefined;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the session cookie lazily, from the session cache or else the database, slides kept
 * sessions, and refuses cookie-carrying writes from another site (a page elsewhere cannot act for
 * a signed-in visitor).
 */
export function registerSession(
  app: FastifyInstance,
  options: { publicUrl: string; isSecure: boolean; cache: SessionCache },
): void {
  const { cache } = options;
  const isSameOrigin = sameOriginRule(options.publicUrl);

  app.decorateRequest('getViewer', async function (this: FastifyRequest) {
    return null as Viewer | null;
  });
  app.decorateRequest('viewerLookup', undefined);

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const token = request.cookies[sessionCookieName];
    if (token && !safeMethods.has(request.method) && !isSameOrigin(request)) {
      return done(new AppError('FORBIDDEN', { userMessage: messages.requestFromAnotherSite }));
    }
    request.getViewer = () => {
      request.viewerLookup ??= (async () => {
        if (!token) return null;
        const tokenHash = hashSessionToken(token);
        const cached = cache.get(tokenHash, app.clock());
        if (cached) return cached;
        const epoch = cache.currentEpoch();
        const now = app.clock();
        const found = await findViewerBySessionToken(app.database.db, token, now);
        if (!found) {
          reply.clearCookie(sessionCookieName, { path: '/' });
          return null;
        }
        if (found.wasExtended) {
          reply.setCookie(
            sessionCookieName,
            token,
            sessionCookieOptions({ isSecure: options.isSecure, stayLoggedIn: true }),
          );
        }
        cache.set(tokenHash, found, now, epoch);
        return found.viewer;
      })();
      return request.viewerLookup;
    };
    done();
  });
}
