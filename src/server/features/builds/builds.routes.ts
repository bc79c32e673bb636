import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { build, buildInput, buildOutcome } from '../../../shared/contracts/builds';
import { documentedErrors } from '../../../shared/contracts/errors';
import { idParams } from '../../../shared/contracts/params';
import { contentKind } from '../../../shared/contracts/requests';
import { kindNames, sessionOptional } from '../../openapi';
import { addBuild, editBuild, listBuilds, removeBuild } from './builds.service';

export const buildsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['builds'];
  for (const kind of contentKind.options) {
    const { One, one } = kindNames(kind);
    app.get(
      `/api/v1/${kind}/:id/builds`,
      {
        schema: {
          tags,
          operationId: `list${One}Builds`,
          summary: `Builds on a ${one}, newest first`,
          security: sessionOptional,
          params: idParams,
          response: { 200: z.array(build), ...documentedErrors(400) },
        },
      },
      async (request) =>
        listBuilds({ db, viewer: await request.getViewer(), kind, itemId: request.params.id }),
    );
    app.post(
      `/api/v1/${kind}/:id/builds`,
      {
        schema: {
          tags,
          operationId: `add${One}Build`,
          summary: `Add a build to a ${one} (moderated; closed once it launched: 409)`,
          params: idParams,
          body: buildInput,
          response: { 200: buildOutcome, ...documentedErrors(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request) =>
        addBuild({
          db,
          ilii: app.ilii,
          limits: app.writeLimiter,
          live: request.writerBus(),
          viewer: await request.getViewer(),
          kind,
          itemId: request.params.id,
          content: request.body.content,
        }),
    );
  }
  app.patch(
    '/api/v1/builds/:id',
    {
      schema: {
        tags,
        operationId: 'editBuild',
        summary: 'Edit your own build (moderated)',
        params: idParams,
        body: buildInput,
        response: { 200: buildOutcome, ...documentedErrors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) =>
      editBuild({
        db,
        ilii: app.ilii,
        live: request.writerBus(),
        viewer: await request.getViewer(),
        id: request.params.id,
        content: request.body.content,
      }),
  );
  app.delete(
    '/api/v1/builds/:id',
    {
      schema: {
        tags,
        operationId: 'deleteBuild',
        summary: 'Delete your own build',
        params: idParams,
        response: {
          200: z.object({ ok: z.literal(true) }),
          ...documentedErrors(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      await removeBuild({
        db,
        live: request.writerBus(),
        viewer: await request.getViewer(),
        id: request.params.id,
      });
      return { ok: true as const };
    },
  );
};
