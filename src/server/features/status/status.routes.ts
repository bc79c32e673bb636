import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import { idParams } from '../../../shared/contracts/params';
import { contentKind } from '../../../shared/contracts/requests';
import { statusState, statusUpdateInput } from '../../../shared/contracts/status';
import { kindNames } from '../../openapi';
import { updateStatus } from './status.service';

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of contentKind.options) {
    const { One, one } = kindNames(kind);
    app.patch(
      `/api/v1/${kind}/:id/status`,
      {
        schema: {
          tags: ['companies'],
          operationId: `set${One}Status`,
          summary: `Set a ${one}'s status and comment (approved members of its company, and admins)`,
          params: idParams,
          body: statusUpdateInput,
          response: { 200: statusState, ...documentedErrors(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) =>
        updateStatus({
          db: app.database.db,
          live: request.writerBus(),
          clock: app.clock,
          viewer: await request.getViewer(),
          kind,
          id: request.params.id,
          status: request.body.status,
          comment: request.body.comment,
        }),
    );
  }
};
