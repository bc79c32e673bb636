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
import { documentedErrors } from '../../../shared/contracts/errors';
import type { Config } from '../../config';
import { sessionOptional, withoutSession } from '../../openapi';
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
      {
        schema: {
          tags,
          operationId: 'getSession',
          summary: 'Who is signed in (`user` is null without a session)',
          security: sessionOptional,
          response: { 200: sessionState, ...documentedErrors(400) },
        },
      },
      async (request) => ({ user: await request.getViewer() }),
    );

    app.post(
      '/api/v1/auth/email-availability',
      {
        schema: {
          tags,
          operationId: 'checkEmailAvailability',
          summary: 'Whether an e-mail is free for a new account',
          security: withoutSession,
          body: emailAvailabilityInput,
          response: { 200: availability, ...documentedErrors(400, 403, 413, 415, 429) },
        },
      },
      async (request) => ({
        available: await isEmailAvailable(deps(request.log), request.body.email, client(request)),
      }),
    );

    app.post(
      '/api/v1/auth/username-availability',
      {
        schema: {
          tags,
          operationId: 'checkUsernameAvailability',
          summary: 'Whether a username is free',
          security: withoutSession,
          body: usernameAvailabilityInput,
          response: { 200: availability, ...documentedErrors(400, 403, 413, 415, 429) },
        },
      },
      async (request) => ({
        available: await isUsernameAvailable(deps(request.log), request.body.username, client(request)),
      }),
    );

    app.post(
      '/api/v1/auth/code',
      {
        schema: {
          tags,
          operationId: 'sendSignInCode',
          summary: 'E-mail a 6-digit sign-in code',
          description:
            'For sign-in the e-mail must have an account (404); for sign-up it must not, and the username must be free (409). Limited per e-mail and per address (429).',
          security: withoutSession,
          body: sendCodeInput,
          response: { 200: codeSent, ...documentedErrors(400, 403, 404, 409, 413, 415, 429, 503) },
        },
      },
      async (request) => sendCode(deps(request.log), request.body, client(request)),
    );

    app.post(
      '/api/v1/auth/verify',
      {
        schema: {
          tags,
          operationId: 'verifySignInCode',
          summary: 'Sign in (or up) with the code; sets the session cookie',
          security: withoutSession,
          body: verifyCodeInput,
          response: { 200: verifiedSession, ...documentedErrors(400, 403, 409, 413, 415, 429) },
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
          operationId: 'signOut',
          summary: 'Sign out here, or with scope=global on every device',
          security: sessionOptional,
          querystring: signOutQuery,
          response: { 200: z.object({ ok: z.literal(true) }), ...documentedErrors(400, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        await endSession(
          { db: app.database.db, live: app.live },
          {
            token: request.cookies[sessionCookieName],
            scope: request.query.scope,
            now: app.clock(),
          },
        );
        reply.clearCookie(sessionCookieName, { path: '/' });
        return { ok: true as const };
      },
    );
  };
}
