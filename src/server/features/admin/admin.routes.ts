import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationPage,
  deletedUser,
  deletedUserWithContent,
  deleteWithContentInput,
  logPage,
  offsetQuery,
  reviewInput,
  suspendInput,
  suspensionState,
  userContentSummary,
  userPage,
  usersQuery,
} from '../../../shared/contracts/admin';
import type { Viewer } from '../../../shared/contracts/auth';
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
import {
  deleteUserWithContent,
  liftSuspension,
  summarizeUserContent,
  suspendUser,
} from './admin-users.service';

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
    async (request) => listUsers({ db, clock: app.clock, ...request.query }),
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

  /** The acting admin, on the person named by the path. */
  const onUser = async (request: { getViewer: () => Promise<Viewer | null>; params: { id: string } }) => ({
    db,
    live: app.live,
    clock: app.clock,
    admin: requireAdmin(await request.getViewer()),
    userId: request.params.id,
  });
  app.put(
    '/api/v1/admin/users/:id/suspension',
    {
      schema: {
        tags,
        operationId: 'suspendUser',
        summary: 'Suspend a user, or change their suspension: every session of theirs ends at once',
        description:
          'A reason (shown to them when they try to sign in) and an optional end in the future. Not yourself, not an admin (409).',
        params: idParams,
        body: suspendInput,
        response: { 200: suspensionState, ...documentedErrors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => suspendUser({ ...(await onUser(request)), input: request.body }),
  );
  app.delete(
    '/api/v1/admin/users/:id/suspension',
    {
      schema: {
        tags,
        operationId: 'liftSuspension',
        summary: "Lift a user's suspension: they can sign in again",
        params: idParams,
        response: { 200: suspensionState, ...documentedErrors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => liftSuspension(await onUser(request)),
  );
  app.get(
    '/api/v1/admin/users/:id/content',
    {
      schema: {
        tags,
        operationId: 'summarizeUserContent',
        summary: "What 'Delete user and content' would delete, and the text that confirms it",
        params: idParams,
        response: { 200: userContentSummary, ...documentedErrors(400, 401, 403, 404) },
      },
    },
    async (request) => summarizeUserContent(await onUser(request)),
  );
  app.post(
    '/api/v1/admin/users/:id/delete-with-content',
    {
      schema: {
        tags,
        operationId: 'deleteUserWithContent',
        summary: 'Delete a user with their requests, vents, builds and votes (not yourself, not an admin)',
        description:
          '`confirmation` must be the username exactly (the e-mail when there is none), else 400 and nothing is deleted.',
        params: idParams,
        body: deleteWithContentInput,
        response: { 200: deletedUserWithContent, ...documentedErrors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => deleteUserWithContent({ ...(await onUser(request)), input: request.body }),
  );
};
