import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentKind } from '../../../shared/contracts/requests';
import { voteInput, voteState } from '../../../shared/contracts/votes';
import { castVote } from './votes.service';

const idParams = z.object({ id: z.uuid() });

export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of contentKind.options) {
    app.post(
      `/api/v1/${kind}/:id/vote`,
      {
        schema: {
          tags: [kind],
          summary: 'Toggle your vote, or set it with { voted }',
          params: idParams,
          body: voteInput,
          response: { 200: voteState },
        },
      },
      async (request) =>
        castVote({
          db: app.database.db,
          live: app.live,
          viewer: await request.getViewer(),
          kind,
          id: request.params.id,
          voted: request.body?.voted,
        }),
    );
  }
};
