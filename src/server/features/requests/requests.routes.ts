import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Viewer } from '../../../shared/contracts/auth';
import { documentedErrors } from '../../../shared/contracts/errors';
import { idParams } from '../../../shared/contracts/params';
import {
  byPathQuery,
  type ContentKind,
  card,
  cardPage,
  contentKind,
  listFilter,
  listQuery,
  personalViews,
  tabCounts,
} from '../../../shared/contracts/requests';
import { AppError } from '../../errors';
import { kindNames, sessionOptional } from '../../openapi';
import { sendShared as sendSharedJson } from '../../plugins/read-cache';
import {
  type CardAddress,
  countBoardTabs,
  countTabs,
  getCard,
  listCards,
  sharedCard,
  sharedCardPage,
  votedAmong,
} from './requests.service';
import { readerJson, type SharedCards } from './shared-cards';

/** How a merged item's lookups answer (docs/decisions.md #51). */
const movedDescription =
  'A request or vent merged into another answers 301 (code MOVED) with the same lookup of the one it was merged into in the `Location` header, which a browser follows by itself.';

/** Lists, counts and details of requests (/api/v1/requests…) and vents (/api/v1/vents…). */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /**
   * Anonymous readers share one answer per key for up to a second (the read cache), checked and
   * encoded once. Signed-in readers share the cards' bytes the same way (`sendSigned`) with their
   * own vote and ownership added.
   */
  const sendShared = (reply: FastifyReply, key: string, schema: z.ZodType, load: () => Promise<unknown>) =>
    sendSharedJson(app.readCache, reply, key, schema, load);

  /**
   * A signed-in answer: the shared text (read cache) and the viewer's votes (viewer cache). What
   * either kept from before the viewer's own last write is not used.
   */
  async function sendSigned(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      kind,
      viewer,
      key,
      load,
    }: { kind: ContentKind; viewer: Viewer; key: string; load: () => Promise<SharedCards> },
  ) {
    const reader = request.readerOf(viewer);
    const shared = await app.readCache.get(key, load, reader.wroteAt);
    const ids = shared.cards.map((slots) => slots.id);
    const voted = await votedAmong({ db, kind, viewer, ids, own: app.viewerCache.of(reader) });
    return reply.type('application/json; charset=utf-8').send(readerJson(shared, viewer.id, voted));
  }

  /** One item's detail, for anyone, by its id or its path. */
  async function sendCard(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ContentKind,
    address: CardAddress,
  ) {
    const viewer = await request.getViewer();
    if (!viewer) {
      return sendShared(reply, `${kind}:card:${request.url}`, card, () =>
        getCard({ db, viewer, kind, address }),
      );
    }
    try {
      return await sendSigned(request, reply, {
        kind,
        viewer,
        key: `${kind}:signed-card:${request.url}`,
        load: () => sharedCard({ db, kind, address }),
      });
    } catch (error) {
      // A removed item is in no shared answer; its author and admins still see it, marked.
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      return getCard({ db, viewer, kind, address });
    }
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
        // The 'your-…' tabs are the viewer's alone: read for them each time.
        if (personalViews.has(input.view)) {
          return listCards({ db, viewer, input, own: app.viewerCache.of(request.readerOf(viewer)) });
        }
        return sendSigned(request, reply, {
          kind,
          viewer,
          key: `${kind}:signed-list:${request.url}`,
          load: () => sharedCardPage({ db, input }),
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
        const reader = viewer ? request.readerOf(viewer) : undefined;
        const filter = request.query;
        // The board-wide part is the same for everyone: signed-in readers share it too (a second
        // at most, emptied by every write); their own counts are kept until they write.
        const boardCounts = () =>
          app.readCache.get(
            `${kind}:board-counts:${JSON.stringify(filter)}`,
            () => countBoardTabs({ db, kind, filter }),
            reader?.wroteAt,
          );
        if (!viewer) {
          return sendShared(reply, `${kind}:counts:${request.url}`, tabCounts, () =>
            countTabs({ db, viewer, kind, filter, boardCounts }),
          );
        }
        return countTabs({ db, viewer, kind, filter, boardCounts, own: app.viewerCache.of(reader!) });
      },
    );
    app.get(
      `/api/v1/${kind}/by-path`,
      {
        schema: {
          tags,
          operationId: `get${One}ByPath`,
          summary: `One ${one} by its company, product (or no-product) and slug`,
          description: movedDescription,
          security: sessionOptional,
          querystring: byPathQuery,
          response: { 200: card, ...documentedErrors(400, 404) },
        },
      },
      async (request, reply) => sendCard(request, reply, kind, { path: request.query }),
    );
    app.get(
      `/api/v1/${kind}/:id`,
      {
        schema: {
          tags,
          operationId: `get${One}`,
          summary: `One ${one} by its id`,
          description: movedDescription,
          security: sessionOptional,
          params: idParams,
          response: { 200: card, ...documentedErrors(400, 404) },
        },
      },
      async (request, reply) => sendCard(request, reply, kind, { id: request.params.id }),
    );
  }
};
