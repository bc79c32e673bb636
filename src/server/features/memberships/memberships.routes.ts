import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import {
  applyInput,
  membershipChange,
  revokedMembership,
  revokeInput,
} from '../../../shared/contracts/memberships';
import { idParams } from '../../../shared/contracts/params';
import { requireAdmin } from '../admin/admin.service';
import { applyForCompany, leaveCompany, revokeMembership } from './memberships.service';

/** A person's own company membership (apply while signed in, leave), and an admin's revoke. */
export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['companies'];
  app.post(
    '/api/v1/membership',
    {
      schema: {
        tags,
        operationId: 'applyForCompany',
        summary: 'Apply for a company account with your own account (one pending or approved at a time)',
        body: applyInput,
        response: { 200: membershipChange, ...documentedErrors(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request) =>
      applyForCompany({
        db,
        live: app.live,
        viewer: await request.getViewer(),
        input: request.body,
      }),
  );
  app.delete(
    '/api/v1/membership',
    {
      schema: {
        tags,
        operationId: 'leaveCompany',
        summary: 'Leave your company (approved members)',
        response: { 200: membershipChange, ...documentedErrors(400, 401, 403, 413, 415) },
      },
    },
    async (request) => leaveCompany({ db, live: app.live, viewer: await request.getViewer() }),
  );
  app.post(
    '/api/v1/admin/applications/:id/revoke',
    {
      schema: {
        tags: ['admin'],
        operationId: 'revokeMembership',
        summary: 'End an approved company membership, with an optional reason (admins)',
        params: idParams,
        body: revokeInput,
        response: { 200: revokedMembership, ...documentedErrors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      revokeMembership({
        db,
        live: app.live,
        admin: requireAdmin(await request.getViewer()),
        id: request.params.id,
        reason: request.body.reason,
      }),
  );
};
