import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationPage,
  deletedUser,
  logPage,
  offsetQuery,
  reviewInput,
  userPage,
  usersQuery,
} from '../../../shared/contracts/admin';
import { idParams } from '../../../shared/contracts/params';
import {
  deleteIdleUser,
  listApplications,
  listLogs,
  listUsers,
  requireAdmin,
  reviewApplication,
} from './admin.service';

const tags = ['admin'];

/** The admin console's calls; every one checks the admin role on the server. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', async (request) => {
    requireAdmin(await request.getViewer());
  });

  app.get(
    '/api/v1/admin/applications',
    { schema: { tags, querystring: offsetQuery, response: { 200: applicationPage } } },
    async (request) => listApplications({ db, offset: request.query.offset }),
  );
  app.patch(
    '/api/v1/admin/applications/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: reviewInput,
        response: { 200: z.object({ id: z.string(), status: z.string() }) },
      },
    },
    async (request) =>
      reviewApplication({
        db,
        clock: app.clock,
        admin: requireAdmin(await request.getViewer()),
        id: request.params.id,
        status: request.body.status,
      }),
  );
  app.get(
    '/api/v1/admin/moderation-checks',
    { schema: { tags, querystring: offsetQuery, response: { 200: logPage } } },
    async (request) => listLogs({ db, checkType: 'content_moderation', offset: request.query.offset }),
  );
  app.get(
    '/api/v1/admin/duplicate-checks',
    { schema: { tags, querystring: offsetQuery, response: { 200: logPage } } },
    async (request) => listLogs({ db, checkType: 'duplicate_check', offset: request.query.offset }),
  );
  app.get(
    '/api/v1/admin/users',
    { schema: { tags, querystring: usersQuery, response: { 200: userPage } } },
    async (request) => listUsers({ db, ...request.query }),
  );
  app.delete(
    '/api/v1/admin/users/:id',
    { schema: { tags, params: idParams, response: { 200: deletedUser } } },
    async (request) =>
      deleteIdleUser({ db, admin: requireAdmin(await request.getViewer()), userId: request.params.id }),
  );
};
