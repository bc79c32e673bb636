import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import { idParams } from '../../../shared/contracts/params';
import {
  byPathQuery,
  card,
  cardPage,
  contentKind,
  listFilter,
  listQuery,
  tabCounts,
} from '../../../shared/contracts/requests';
import { kindNames, sessionOptional } from '../../openapi';
import { countBoardTabs, countTabs, getCard, getCardByPath, listCards } from './requests.service';

/** Lists, counts and details of requests (/api/v1/requests…) and vents (/api/v1/vents…). */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /**
   * Anonymous readers share one answer per key for up to a second (the read cache): it is checked
   * against the response schema and serialized once, and everyone else in that second is sent the
   * same JSON text (Fastify sends a string with a JSON content type as it is). Signed-in readers
   * get answers of their own, built on the shared parts below.
   */
  async function sendShared(
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    load: () => Promise<unknown>,
  ) {
    const json = await app.readCache.get(key, async () => JSON.stringify(schema.parse(await load())));
    return reply.type('application/json; charset=utf-8').send(json);
  }

  for (const kind of contentKind.options) {
    const tags = [kind];
    const { One, Many, one } = kindNames(kind);
    app.get(
      `/api/v1/${kind}`,
      {
        schema: {
          tags,
          operationId: `list${Many}`,
          summary: `A page of ${kind} for a tab, filter and search`,
          description: `The 'your-…' views (the caller's own ${kind}, votes and builds) need a session (401 without one); the others are public, and with a session each card also tells the caller's vote and ownership.`,
          security: sessionOptional,
          querystring: listQuery,
          response: { 200: cardPage, ...documentedErrors(400, 401) },
        },
      },
      async (request, reply) => {
        const viewer = await request.getViewer();
        const input = { kind, ...request.query };
        if (!viewer) {
          return sendShared(reply, `${kind}:list:${request.url}`, cardPage, () =>
            listCards({ db, viewer, input }),
          );
        }
        // Signed-in readers share the page's rows (a second at most, emptied by every write) and
        // get their own votes and ownership on top, read fresh.
        return listCards({
          db,
          viewer,
          input,
          sharedRows: (load) => app.readCache.get(`${kind}:rows:${request.url}`, load),
        });
      },
    );
    app.get(
      `/api/v1/${kind}/counts`,
      {
        schema: {
          tags,
          operationId: `count${Many}`,
          summary: `How many ${kind} each tab holds under a filter`,
          description: "With a session the 'your-…' tabs are counted too.",
          security: sessionOptional,
          querystring: listFilter,
          response: { 200: tabCounts, ...documentedErrors(400) },
        },
      },
      async (request, reply) => {
        const viewer = await request.getViewer();
        const filter = request.query;
        // The board-wide part is the same for everyone: signed-in readers share it too (a second
        // at most, emptied by every write); their own counts are always read fresh.
        const boardCounts = () =>
          app.readCache.get(`${kind}:board-counts:${JSON.stringify(filter)}`, () =>
            countBoardTabs({ db, kind, filter }),
          );
        const load = () => countTabs({ db, viewer, kind, filter, boardCounts });
        return viewer ? load() : sendShared(reply, `${kind}:counts:${request.url}`, tabCounts, load);
      },
    );
    app.get(
      `/api/v1/${kind}/by-path`,
      {
        schema: {
          tags,
          operationId: `get${One}ByPath`,
          summary: `One ${one} by its company, product (or no-product) and slug`,
          security: sessionOptional,
          querystring: byPathQuery,
          response: { 200: card, ...documentedErrors(400, 404) },
        },
      },
      async (request, reply) => {
        const viewer = await request.getViewer();
        const load = () => getCardByPath({ db, viewer, kind, path: request.query });
        return viewer ? load() : sendShared(reply, `${kind}:path:${request.url}`, card, load);
      },
    );
    app.get(
      `/api/v1/${kind}/:id`,
      {
        schema: {
          tags,
          operationId: `get${One}`,
          summary: `One ${one} by its id`,
          security: sessionOptional,
          params: idParams,
          response: { 200: card, ...documentedErrors(400, 404) },
        },
      },
      async (request) => getCard({ db, viewer: await request.getViewer(), kind, id: request.params.id }),
    );
  }
};
