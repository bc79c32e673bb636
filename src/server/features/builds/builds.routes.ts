import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { build, buildInput, buildOutcome } from '../../../shared/contracts/builds';
import { idParams } from '../../../shared/contracts/params';
import { contentKind } from '../../../shared/contracts/requests';
import { addBuild, editBuild, listBuilds, removeBuild } from './builds.service';

export const buildsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['builds'];
  for (const kind of contentKind.options) {
    app.get(
      `/api/v1/${kind}/:id/builds`,
      {
        schema: {
          tags,
          summary: 'Builds on an item, newest first',
          params: idParams,
          response: { 200: z.array(build) },
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
          summary: 'Add a build (moderated)',
          params: idParams,
          body: buildInput,
          response: { 200: buildOutcome },
        },
      },
      async (request) =>
        addBuild({
          db,
          ilii: app.ilii,
          live: app.live,
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
        summary: 'Edit your own build (moderated)',
        params: idParams,
        body: buildInput,
        response: { 200: buildOutcome },
      },
    },
    async (request) =>
      editBuild({
        db,
        ilii: app.ilii,
        live: app.live,
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
        summary: 'Delete your own build',
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await removeBuild({ db, live: app.live, viewer: await request.getViewer(), id: request.params.id });
      return { ok: true as const };
    },
  );
};
