import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../shared/contracts/params';
import { requestDraft, similarQuery, submitOutcome } from '../../../shared/contracts/request-form';
import { card, contentKind } from '../../../shared/contracts/requests';
import { findRelated } from './related.service';
import { deleteOwnItem, submitItem, updateOwnItem } from './request-writes.service';

/** Making, editing and deleting requests and vents, and the form's 'similar requests' panel. */
export const requestWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const kind of contentKind.options) {
    const tags = [kind];
    app.post(
      `/api/v1/${kind}`,
      {
        schema: {
          tags,
          summary: 'Submit a draft: moderation, similar requests, then save',
          body: requestDraft,
          response: { 200: submitOutcome },
        },
      },
      async (request) =>
        submitItem({
          db,
          ilii: app.ilii,
          live: app.live,
          viewer: await request.getViewer(),
          kind,
          draft: request.body,
        }),
    );
    app.patch(
      `/api/v1/${kind}/:id`,
      {
        schema: {
          tags,
          summary: 'Edit your own item',
          params: idParams,
          body: requestDraft,
          response: { 200: submitOutcome },
        },
      },
      async (request) =>
        updateOwnItem({
          db,
          ilii: app.ilii,
          live: app.live,
          viewer: await request.getViewer(),
          kind,
          id: request.params.id,
          draft: request.body,
        }),
    );
    app.delete(
      `/api/v1/${kind}/:id`,
      {
        schema: {
          tags,
          summary: 'Delete your own item while nobody else voted and it has no builds',
          params: idParams,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await deleteOwnItem({
          db,
          live: app.live,
          viewer: await request.getViewer(),
          kind,
          id: request.params.id,
        });
        return { ok: true as const };
      },
    );
    app.get(
      `/api/v1/${kind}/similar`,
      {
        schema: {
          tags,
          summary: "The company's requests most like a draft (the form's panel)",
          querystring: similarQuery,
          response: { 200: z.array(card) },
        },
      },
      async (request) => findRelated({ db, viewer: await request.getViewer(), kind, query: request.query }),
    );
  }
};
