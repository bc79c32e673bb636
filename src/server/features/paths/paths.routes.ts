import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import { resolvedPath, resolvePathQuery } from '../../../shared/contracts/paths';
import type { Db } from '../../db/connect';
import { withoutSession } from '../../openapi';
import { resolvePath } from './paths.service';

export function pathsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/paths/resolve',
      {
        schema: {
          tags: ['paths'],
          operationId: 'resolvePath',
          summary: 'What a site path names (company, product, request or vent), or that it is unknown',
          security: withoutSession,
          querystring: resolvePathQuery,
          response: { 200: resolvedPath, ...documentedErrors(400) },
        },
      },
      async (request) => resolvePath({ db, path: request.query.path }),
    );
  };
}
