import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roadmapLaunchedDays } from '../../../shared/constants';
import { documentedErrors } from '../../../shared/contracts/errors';
import { contentKind } from '../../../shared/contracts/requests';
import { roadmapPage, roadmapQuery } from '../../../shared/contracts/roadmap';
import { kindNames, withoutSession } from '../../openapi';
import { sendShared } from '../../plugins/read-cache';
import { listRoadmapColumn } from './roadmap.service';

/**
 * A company's roadmap, one column (status) a call (/api/v1/requests/roadmap, /api/v1/vents/roadmap).
 * The same for everyone: one shared answer per address in the read cache (docs/decisions.md #17).
 */
export const roadmapRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const kind of contentKind.options) {
    const { Many } = kindNames(kind);
    app.get(
      `/api/v1/${kind}/roadmap`,
      {
        schema: {
          tags: [kind],
          operationId: `list${Many}Roadmap`,
          summary: `One column of a company's roadmap: its ${kind} of one status, most votes first`,
          description: `The launched column holds launches of the last ${roadmapLaunchedDays} days. \`nextCursor\` asks for the next page; an edited or old cursor is a 400, a company or product slug naming none a 404.`,
          security: withoutSession,
          querystring: roadmapQuery,
          response: { 200: roadmapPage, ...documentedErrors(400, 404) },
        },
      },
      async (request, reply) =>
        sendShared(app.readCache, reply, `${kind}:roadmap:${request.url}`, roadmapPage, () =>
          listRoadmapColumn({ db, kind, ...request.query, now: app.clock() }),
        ),
    );
  }
};
