import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import { idParams } from '../../../shared/contracts/params';
import { contentKind } from '../../../shared/contracts/requests';
import { voteInput, voteState } from '../../../shared/contracts/votes';
import { kindNames } from '../../openapi';
import { castBuildVote, castVote } from './votes.service';

/** Votes on requests, vents and builds: each sets the caller's vote to `voted`. */
export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const kind of contentKind.options) {
    const { One, one } = kindNames(kind);
    app.post(
      `/api/v1/${kind}/:id/vote`,
      {
        schema: {
          tags: [kind],
          operationId: `set${One}Vote`,
          summary: `Set your vote on a ${one} with { voted } (closed once it launched: 409)`,
          params: idParams,
          body: voteInput,
          response: { 200: voteState, ...documentedErrors(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request) =>
        castVote({
          db,
          limits: app.writeLimiter,
          live: request.writerBus(),
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
        operationId: 'setBuildVote',
        summary: 'Set your vote on a build with { voted } (closed once its item launched: 409)',
        params: idParams,
        body: voteInput,
        response: { 200: voteState, ...documentedErrors(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request) =>
      castBuildVote({
        db,
        limits: app.writeLimiter,
        viewer: await request.getViewer(),
        id: request.params.id,
        voted: request.body.voted,
      }),
  );
};
