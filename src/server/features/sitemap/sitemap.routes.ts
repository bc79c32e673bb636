import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSizes } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import {
  robotsTxt,
  type SitemapKind,
  sitemapFile,
  sitemapIndex,
  sitemapKinds,
  siteSitemap,
} from './sitemap.service';

const fileParams = z.object({ file: z.string().max(100) });
const filePattern = new RegExp(`^(${sitemapKinds.join('|')})-([1-9][0-9]{0,5})\\.xml$`);

/**
 * robots.txt, the sitemap index and its files: documents for crawlers, out of the OpenAPI
 * document. Kept an hour by caches, and shared by readers through the read cache.
 */
export function sitemapRoutes(options: {
  db: Db;
  publicUrl: string;
  pageUrls?: number;
}): FastifyPluginAsyncZod {
  const { db, publicUrl } = options;
  const pageUrls = options.pageUrls ?? pageSizes.sitemapUrls;
  return async (app) => {
    const send = (reply: FastifyReply, type: string, body: string) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
    const xml = 'application/xml; charset=utf-8';

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      send(reply, 'text/plain; charset=utf-8', robotsTxt(publicUrl)),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      send(
        reply,
        xml,
        await app.readCache.get('requests:sitemap', () => sitemapIndex({ db, publicUrl, pageUrls })),
      ),
    );
    app.get('/sitemaps/:file', { schema: { hide: true, params: fileParams } }, async (request, reply) => {
      const { file } = request.params;
      if (file === 'site.xml') return send(reply, xml, siteSitemap(publicUrl));
      const match = filePattern.exec(file);
      const kind = match?.[1] as SitemapKind | undefined;
      const body =
        kind &&
        (await app.readCache.get(`${kind === 'vents' ? 'vents' : 'requests'}:sitemap:${file}`, () =>
          sitemapFile({ db, publicUrl, pageUrls, kind, n: Number(match![2]) }),
        ));
      if (!body) throw new AppError('NOT_FOUND', { userMessage: messages.notFound });
      return send(reply, xml, body);
    });
  };
}
