import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import { idParams } from '../../../shared/contracts/params';
import { requestDraft, similarQuery, submitOutcome } from '../../../shared/contracts/request-form';
import { card, contentKind } from '../../../shared/contracts/requests';
import { kindNames, sessionOptional } from '../../openapi';
import { findRelated } from './related.service';
import { deleteItem, editItem, submitItem } from './request-writes.service';

/** Making, editing and deleting requests and vents, and the form's 'similar requests' panel. */
export const requestWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const kind of contentKind.options) {
    const tags = [kind];
    const { One, Many, one } = kindNames(kind);
    app.post(
      `/api/v1/${kind}`,
      {
        schema: {
          tags,
          operationId: `submit${One}`,
          summary: `Submit a ${one}: moderation, similar ${kind}, then save (within the write limits: 429)`,
          body: requestDraft,
          response: { 200: submitOutcome, ...documentedErrors(400, 401, 403, 409, 413, 415, 429) },
        },
      },
      async (request) =>
        submitItem({
          db,
          ilii: app.ilii,
          limits: app.writeLimiter,
          live: request.writerBus(),
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
          operationId: `edit${One}`,
          summary: `Edit a ${one}: its author, or an approved member of its company (moderated)`,
          params: idParams,
          body: requestDraft,
          response: { 200: submitOutcome, ...documentedErrors(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request) =>
        editItem({
          db,
          ilii: app.ilii,
          limits: app.writeLimiter,
          live: request.writerBus(),
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
          operationId: `delete${One}`,
          summary: `Delete a ${one} (its author, or an approved member of its company) while nobody else voted and it has no builds`,
          params: idParams,
          response: {
            200: z.object({ ok: z.literal(true) }),
            ...documentedErrors(400, 401, 403, 404, 409, 413, 415),
          },
        },
      },
      async (request) => {
        await deleteItem({
          db,
          live: request.writerBus(),
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
          operationId: `findSimilar${Many}`,
          summary: `The company's ${kind} most like a draft (the form's panel)`,
          security: sessionOptional,
          querystring: similarQuery,
          response: { 200: z.array(card), ...documentedErrors(400) },
        },
      },
      async (request) => findRelated({ db, viewer: await request.getViewer(), kind, query: request.query }),
    );
  }
};
