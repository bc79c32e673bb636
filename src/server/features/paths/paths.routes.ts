import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolvedPath, resolvePathQuery } from '../../../shared/contracts/paths';
import type { Db } from '../../db/connect';
import { resolvePath } from './paths.service';

export function pathsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/paths/resolve',
      {
        schema: {
          tags: ['paths'],
          summary: 'What a site path names (company, product, request or vent), or that it is unknown',
          querystring: resolvePathQuery,
          response: { 200: resolvedPath },
        },
      },
      async (request) => resolvePath({ db, path: request.query.path }),
    );
  };
}
