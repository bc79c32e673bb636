import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/contracts/params';
import { contentKind } from '../../../shared/contracts/requests';
import { statusState, statusUpdateInput } from '../../../shared/contracts/status';
import { updateStatus } from './status.service';

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of contentKind.options) {
    app.patch(
      `/api/v1/${kind}/:id/status`,
      {
        schema: {
          tags: ['companies'],
          summary: "Set the status and comment (approved members of the item's company, and admins)",
          params: idParams,
          body: statusUpdateInput,
          response: { 200: statusState },
        },
      },
      async (request) =>
        updateStatus({
          db: app.database.db,
          live: app.live,
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
