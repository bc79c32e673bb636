import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/connect';
import { isDatabaseReady } from '../db/migrate';

const status = z.object({ status: z.enum(['ok', 'unavailable']) });

/** /healthz: the process answers. /readyz: the database answers too. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { tags: ['operations'], response: { 200: status } } }, async () => ({
      status: 'ok' as const,
    }));
    app.get(
      '/readyz',
      { schema: { tags: ['operations'], response: { 200: status, 503: status } } },
      async (_request, reply) =>
        (await isDatabaseReady(database))
          ? { status: 'ok' as const }
          : reply.status(503).send({ status: 'unavailable' as const }),
    );
  };
}
