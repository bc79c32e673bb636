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
import { documentedErrors } from '../../../shared/contracts/errors';
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
/** What every admin call may answer besides its own errors: not signed in, not an admin. */
const readErrors = documentedErrors(400, 401, 403);

/** The admin console's calls; every one checks the admin role on the server. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', async (request) => {
    requireAdmin(await request.getViewer());
  });

  app.get(
    '/api/v1/admin/applications',
    {
      schema: {
        tags,
        operationId: 'listApplications',
        summary: 'Company account applications, newest first',
        querystring: offsetQuery,
        response: { 200: applicationPage, ...readErrors },
      },
    },
    async (request) => listApplications({ db, offset: request.query.offset }),
  );
  app.patch(
    '/api/v1/admin/applications/:id',
    {
      schema: {
        tags,
        operationId: 'reviewApplication',
        summary: 'Approve or reject a pending company account application',
        params: idParams,
        body: reviewInput,
        response: {
          200: z.object({ id: z.string(), status: z.string() }),
          ...documentedErrors(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) =>
      reviewApplication({
        db,
        live: app.live,
        clock: app.clock,
        admin: requireAdmin(await request.getViewer()),
        id: request.params.id,
        status: request.body.status,
      }),
  );
  app.get(
    '/api/v1/admin/moderation-checks',
    {
      schema: {
        tags,
        operationId: 'listModerationChecks',
        summary: "Submissions ilii's moderation blocked, newest first",
        querystring: offsetQuery,
        response: { 200: logPage, ...readErrors },
      },
    },
    async (request) => listLogs({ db, checkType: 'content_moderation', offset: request.query.offset }),
  );
  app.get(
    '/api/v1/admin/duplicate-checks',
    {
      schema: {
        tags,
        operationId: 'listDuplicateChecks',
        summary: "Submissions ilii's duplicate check stopped, newest first",
        querystring: offsetQuery,
        response: { 200: logPage, ...readErrors },
      },
    },
    async (request) => listLogs({ db, checkType: 'duplicate_check', offset: request.query.offset }),
  );
  app.get(
    '/api/v1/admin/users',
    {
      schema: {
        tags,
        operationId: 'listUsers',
        summary: 'Users with their request, vote and build counts, sorted',
        querystring: usersQuery,
        response: { 200: userPage, ...readErrors },
      },
    },
    async (request) => listUsers({ db, ...request.query }),
  );
  app.delete(
    '/api/v1/admin/users/:id',
    {
      schema: {
        tags,
        operationId: 'deleteUser',
        summary: 'Delete a user who has no requests, votes or builds (not yourself)',
        params: idParams,
        response: { 200: deletedUser, ...documentedErrors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      deleteIdleUser({
        db,
        live: app.live,
        admin: requireAdmin(await request.getViewer()),
        userId: request.params.id,
      }),
  );
};
