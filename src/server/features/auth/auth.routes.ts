import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availability,
  codeSent,
  emailAvailabilityInput,
  sendCodeInput,
  sessionState,
  signOutQuery,
  usernameAvailabilityInput,
  verifiedSession,
  verifyCodeInput,
} from '../../../shared/contracts/auth';
import type { Config } from '../../config';
import type { AuthLibrary } from './auth.library';
import { type AuthDeps, isEmailAvailable, isUsernameAvailable, sendCode, verifyCode } from './auth.service';
import { sessionCookieName, sessionCookieOptions } from './sessions';
import { endSession } from './viewer.service';

const tags = ['auth'];

export function authRoutes(options: {
  config: Config;
  library: AuthLibrary;
  isSecure: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = (log: AuthDeps['log']): AuthDeps => ({
      db: app.database.db,
      library: options.library,
      config: options.config,
      clock: app.clock,
      log,
    });
    const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    });

    app.get(
      '/api/v1/auth/session',
      { schema: { tags, summary: 'Who is signed in', response: { 200: sessionState } } },
      async (request) => ({ user: await request.getViewer() }),
    );

    app.post(
      '/api/v1/auth/email-availability',
      { schema: { tags, body: emailAvailabilityInput, response: { 200: availability } } },
      async (request) => ({
        available: await isEmailAvailable(deps(request.log), request.body.email, client(request)),
      }),
    );

    app.post(
      '/api/v1/auth/username-availability',
      { schema: { tags, body: usernameAvailabilityInput, response: { 200: availability } } },
      async (request) => ({
        available: await isUsernameAvailable(deps(request.log), request.body.username, client(request)),
      }),
    );

    app.post(
      '/api/v1/auth/code',
      {
        schema: {
          tags,
          summary: 'E-mail a 6-digit sign-in code',
          body: sendCodeInput,
          response: { 200: codeSent },
        },
      },
      async (request) => sendCode(deps(request.log), request.body, client(request)),
    );

    app.post(
      '/api/v1/auth/verify',
      {
        schema: {
          tags,
          summary: 'Sign in (or up) with the code',
          body: verifyCodeInput,
          response: { 200: verifiedSession },
        },
      },
      async (request, reply) => {
        const { token, stayLoggedIn, ...session } = await verifyCode(
          deps(request.log),
          request.body,
          client(request),
        );
        reply.setCookie(
          sessionCookieName,
          token,
          sessionCookieOptions({ isSecure: options.isSecure, stayLoggedIn }),
        );
        return session;
      },
    );

    app.post(
      '/api/v1/auth/sign-out',
      {
        schema: {
          tags,
          summary: 'Sign out here, or with scope=global on every device',
          querystring: signOutQuery,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        await endSession(app.database.db, {
          token: request.cookies[sessionCookieName],
          scope: request.query.scope,
          now: app.clock(),
        });
        reply.clearCookie(sessionCookieName, { path: '/' });
        return { ok: true as const };
      },
    );
  };
}
