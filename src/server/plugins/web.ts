import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { canonicalPathOf, resolvePath } from '../features/paths/paths.service';
import { withPageMeta } from './page-meta';

const missingBuild = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ilii</title></head>
<body><p>The web app is not built yet: run <code>npm run build</code> (npm start does it for you).</p></body></html>`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The module the web app's detail route loads (src/web/app/router.tsx). */
const detailScreen = 'src/web/pages/request-detail.tsx';

/**
 * `<link rel="modulepreload">` tags for the chunks a detail page needs beyond the first load, read
 * from the build's manifest: a detail opened directly then fetches its screen with the page instead
 * of after the app has started. Empty without a manifest.
 */
export function detailPreloadLinks(root: string): string {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const firstLoad = closure('index.html');
  return [...closure(detailScreen)]
    .filter((key) => !firstLoad.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`)
    .join('');
}

/**
 * Serves the built web app: hashed assets with a year-long cache, index.html never cached, and
 * every screen path answered with index.html — status 404 when the path names nothing.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { db: Db; root: string; publicUrl: string },
): Promise<void> {
  const indexFile = path.join(options.root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : missingBuild;
  const detailHtml = indexHtml.replace('</head>', `${detailPreloadLinks(options.root)}</head>`);

  if (existsSync(indexFile)) {
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
    const requestLink = /^\/request\/([0-9a-f-]{36})$/.exec(pathname);
    if (requestLink) {
      const canonical = await canonicalPathOf({ db: options.db, id: requestLink[1]! });
      if (canonical) return reply.redirect(canonical, 302);
    }
    const resolved = await resolvePath({ db: options.db, path: pathname });
    if (!resolved.found) request.log.info({ path: pathname }, 'page not found');
    return reply
      .status(resolved.found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        withPageMeta(
          resolved.item ? detailHtml : indexHtml,
          resolved,
          `${options.publicUrl}${pathname}`,
          options.publicUrl,
        ),
      );
  });
}
