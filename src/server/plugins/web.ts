import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../shared/rules/validators';
import type { Db } from '../db/connect';
import { sessionCookieName } from '../features/auth/sessions';
import { canonicalPathOf, resolvePath } from '../features/paths/paths.service';
import { chunkPreloadTags, fetchPreloadTags, firstScreenFetches } from './first-load';
import { beforeHeadEnd, withPageMeta } from './page-meta';

const missingBuild = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ilii</title></head>
<body><p>The web app is not built yet: run <code>npm run build</code> (npm start does it for you).</p></body></html>`;

/**
 * Serves the built web app: hashed assets with a year-long cache, index.html never cached, and
 * every screen path answered with index.html — status 404 when the path names nothing.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { db: Db; root: string; publicUrl: string },
): Promise<void> {
  const indexFile = path.join(options.root, 'index.html');
  const isBuilt = existsSync(indexFile);
  const builtHtml = isBuilt ? readFileSync(indexFile, 'utf8') : missingBuild;
  const chunks = chunkPreloadTags(options.root);
  /** The page with what its first screen needs named in its head (first-load.ts). */
  const pageHtml = (extra: string) =>
    isBuilt ? beforeHeadEnd(builtHtml, `${chunks.everyPage}${extra}`) : missingBuild;

  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each script and stylesheet (vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (/^\/(api|dev|assets)(\/|$)/.test(pathname)) {
      return reply.callNotFound();
    }
    const requestLink = /^\/request\/([^/]+)$/.exec(pathname);
    if (requestLink && isUuid(requestLink[1]!)) {
      const canonical = await canonicalPathOf({ db: options.db, id: requestLink[1]! });
      if (canonical) return reply.redirect(canonical, 302);
    }
    const resolved = await resolvePath({ db: options.db, path: pathname });
    // An old path of a renamed or merged company, product or item: its new path. Not kept by the
    // browser: an unmerge, or a slug taken again, gives the old path back.
    if (resolved.redirect) {
      const query = request.url.slice(pathname.length);
      return reply.header('cache-control', 'no-store').redirect(`${resolved.redirect}${query}`, 301);
    }
    if (!resolved.found) request.log.info({ path: pathname }, 'page not found');
    const isSignedIn = Boolean(request.cookies[sessionCookieName]);
    const fetches = fetchPreloadTags(firstScreenFetches(request.url, resolved, isSignedIn));
    return reply
      .status(resolved.found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        withPageMeta(
          pageHtml(`${resolved.item ? chunks.detail : ''}${fetches}`),
          resolved,
          pathname,
          options.publicUrl,
        ),
      );
  });
}
