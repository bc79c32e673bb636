import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changelogPage, changelogQuery } from '../../../shared/contracts/changelog';
import { documentedErrors } from '../../../shared/contracts/errors';
import { contentKind } from '../../../shared/contracts/requests';
import { kindNames, withoutSession } from '../../openapi';
import { sendShared } from '../../plugins/read-cache';
import { listChangelog } from './changelog.service';

/**
 * The changelogs (/api/v1/requests/changelog, /api/v1/vents/changelog): the same for everyone, so
 * every reader shares one answer per address through the read cache (docs/decisions.md #17),
 * emptied by any write of the kind.
 */
export const changelogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const kind of contentKind.options) {
    const { Many } = kindNames(kind);
    app.get(
      `/api/v1/${kind}/changelog`,
      {
        schema: {
          tags: [kind],
          operationId: `list${Many}Changelog`,
          summary: `Launched ${kind}, newest launch first: everywhere, or one company's`,
          description:
            "Each entry says when it launched, the company's comment and its votes. `nextCursor` asks for the next page; an edited or old cursor is a 400, a company slug naming none a 404.",
          security: withoutSession,
          querystring: changelogQuery,
          response: { 200: changelogPage, ...documentedErrors(400, 404) },
        },
      },
      async (request, reply) =>
        sendShared(app.readCache, reply, `${kind}:changelog:${request.url}`, changelogPage, () =>
          listChangelog({ db, kind, ...request.query }),
        ),
    );
  }
};
