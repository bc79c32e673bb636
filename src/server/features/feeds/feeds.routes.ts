import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slug } from '../../../shared/contracts/requests';
import type { Db } from '../../db/connect';
import { changelogFeed, requestsFeed } from './feeds.service';

const companyParams = z.object({ company: slug });

/**
 * The Atom feeds (feedPaths in src/shared/routes.ts): documents, not API answers, so they stay out
 * of the OpenAPI document. Shared by every reader through the read cache under the requests'
 * prefix (emptied by their writes), and kept by browsers and feed readers for five minutes.
 */
export function feedsRoutes(options: { db: Db; publicUrl: string }): FastifyPluginAsyncZod {
  const { db, publicUrl } = options;
  return async (app) => {
    async function sendFeed(reply: FastifyReply, key: string, load: () => Promise<string>) {
      const xml = await app.readCache.get(`requests:feed:${key}`, load);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    }
    app.get('/feeds/changelog.atom', { schema: { hide: true } }, async (_request, reply) =>
      sendFeed(reply, 'changelog', () => changelogFeed({ db, publicUrl })),
    );
    app.get(
      '/feeds/:company/changelog.atom',
      { schema: { hide: true, params: companyParams } },
      async (request, reply) =>
        sendFeed(reply, `changelog:${request.params.company}`, () =>
          changelogFeed({ db, publicUrl, companySlug: request.params.company }),
        ),
    );
    app.get(
      '/feeds/:company/requests.atom',
      { schema: { hide: true, params: companyParams } },
      async (request, reply) =>
        sendFeed(reply, `requests:${request.params.company}`, () =>
          requestsFeed({ db, publicUrl, companySlug: request.params.company }),
        ),
    );
  };
}
