import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/contracts/params';
import { contentKind } from '../../../shared/contracts/requests';
import { voteInput, voteState } from '../../../shared/contracts/votes';
import { castBuildVote, castVote } from './votes.service';

/** Votes on requests, vents and builds: each sets the caller's vote to `voted`. */
export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const kind of contentKind.options) {
    app.post(
      `/api/v1/${kind}/:id/vote`,
      {
        schema: {
          tags: [kind],
          summary: 'Set your vote with { voted }',
          params: idParams,
          body: voteInput,
          response: { 200: voteState },
        },
      },
      async (request) =>
        castVote({
          db,
          live: app.live,
          viewer: await request.getViewer(),
          kind,
          id: request.params.id,
          voted: request.body.voted,
        }),
    );
  }
  app.post(
    '/api/v1/builds/:id/vote',
    {
      schema: {
        tags: ['builds'],
        summary: 'Set your vote on a build with { voted }',
        params: idParams,
        body: voteInput,
        response: { 200: voteState },
      },
    },
    async (request) =>
      castBuildVote({
        db,
        viewer: await request.getViewer(),
        id: request.params.id,
        voted: request.body.voted,
      }),
  );
};
