import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedErrors } from '../../shared/contracts/errors';
import type { Database } from '../db/connect';
import { isDatabaseReady } from '../db/migrate';
import { withoutSession } from '../openapi';

const status = z.object({ status: z.enum(['ok', 'unavailable']) });
const tags = ['operations'];

/** /healthz: the process answers. /readyz: the database answers too. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags,
          operationId: 'checkHealth',
          summary: 'The process answers',
          security: withoutSession,
          response: { 200: status, ...documentedErrors(400) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/readyz',
      {
        schema: {
          tags,
          operationId: 'checkReadiness',
          summary: 'The process and its database answer (503 when the database does not)',
          security: withoutSession,
          response: {
            200: status,
            503: status.describe('The database does not answer.'),
            ...documentedErrors(400),
          },
        },
      },
      async (_request, reply) =>
        (await isDatabaseReady(database))
          ? { status: 'ok' as const }
          : reply.status(503).send({ status: 'unavailable' as const }),
    );
  };
}
