import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '../../../shared/contracts/dashboard';
import { documentedErrors } from '../../../shared/contracts/errors';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dashboard',
    {
      schema: {
        tags: ['companies'],
        operationId: 'getDashboard',
        summary: "An approved member's company dashboard",
        response: { 200: dashboard, ...documentedErrors(400, 401, 403) },
      },
    },
    async (request) => getDashboard({ db: app.database.db, viewer: await request.getViewer() }),
  );
};
