import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import {
  unsubscribeBody,
  unsubscribeQuery,
  unsubscribeTarget,
} from '../../../shared/contracts/notifications';
import { withoutSession } from '../../openapi';
import { describeUnsubscribe, unsubscribe } from './unsubscribe.service';

/**
 * The link in every notification e-mail: works without a session, by its signed token alone. The
 * POST takes RFC 8058's one-click form body (`List-Unsubscribe=One-Click`, which mail clients send
 * from their own servers), as well as the unsubscribe page's empty or JSON body. The form parser is
 * registered here only: every other route still reads JSON alone.
 */
export function unsubscribeRoutes(secret: () => Promise<string>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const deps = { db: app.database.db, secret, clock: app.clock };
    app.get(
      '/api/v1/unsubscribe',
      {
        schema: {
          tags: ['notifications'],
          operationId: 'describeUnsubscribe',
          summary: "What an e-mail's unsubscribe link turns off, and for which (masked) address",
          security: withoutSession,
          querystring: unsubscribeQuery,
          response: { 200: unsubscribeTarget, ...documentedErrors(400) },
        },
      },
      async (request) => describeUnsubscribe({ ...deps, token: request.query.token }),
    );
    app.post(
      '/api/v1/unsubscribe',
      {
        schema: {
          tags: ['notifications'],
          operationId: 'unsubscribe',
          summary: "Turn off the mail an e-mail's unsubscribe link names (RFC 8058 one-click, no session)",
          security: withoutSession,
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          querystring: unsubscribeQuery,
          body: unsubscribeBody,
          response: { 200: unsubscribeTarget, ...documentedErrors(400, 403, 413, 415, 429) },
        },
      },
      async (request) => unsubscribe({ ...deps, token: request.query.token }),
    );
  };
}
