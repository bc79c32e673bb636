import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, boardParamsOf } from '../../shared/api-paths';
import { layout } from '../../shared/constants';
import type { ResolvedPath } from '../../shared/contracts/paths';
import { parsePath, staticPaths } from '../../shared/routes';
import { personalViews } from '../../shared/rules/views';
import { escapeAttribute } from './page-meta';

/**
 * What a page's HTML tells the browser to fetch at once, before the app's scripts have run: the
 * chunks its screen needs beyond the first load, and the API answers its first screen asks for.
 * Without these the browser learns of them only once the scripts have arrived and run (on a slow
 * phone, seconds), and each is one more round trip before the page shows its content.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The modules the web app loads on first use (src/web/app/router.tsx, request-list.tsx). */
const detailScreen = 'src/web/pages/request-detail.tsx';
const phoneStrip = 'src/web/features/requests/components/request-strip.tsx';
const phoneQuery = `(max-width: ${layout.mobileBreakpointPx - 1}px)`;

function readManifest(root: string): Manifest | null {
  const file = path.join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The files of a module and everything it imports, less what index.html loads anyway. */
function chunksBeyondFirstLoad(manifest: Manifest, key: string): string[] {
  const closure = (from: string, into = new Set<string>()) => {
    if (into.has(from) || !manifest[from]) return into;
    into.add(from);
    for (const imported of manifest[from].imports ?? []) closure(imported, into);
    return into;
  };
  const firstLoad = closure('index.html');
  return [...closure(key)]
    .filter((chunk) => !firstLoad.has(chunk))
    .map((chunk) => `/${manifest[chunk]!.file}`);
}

export interface PreloadTags {
  /** Every page: the phone's strip of cards, which a phone fetches as soon as the app starts. */
  everyPage: string;
  /** A detail page: its screen's chunks. */
  detail: string;
}

/** The `<link>` tags for chunks, read from the build's manifest; empty without one. */
export function chunkPreloadTags(root: string): PreloadTags {
  const manifest = readManifest(root);
  if (!manifest) return { everyPage: '', detail: '' };
  return {
    // `media` keeps the strip off a desktop's first load; only `rel=preload` honours it.
    everyPage: chunksBeyondFirstLoad(manifest, phoneStrip)
      .map((file) => `<link rel="preload" as="script" crossorigin href="${file}" media="${phoneQuery}" />`)
      .join(''),
    detail: chunksBeyondFirstLoad(manifest, detailScreen)
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
      .join(''),
  };
}

/**
 * The API addresses the first screen of a board or detail page asks for, as the web app builds
 * them (src/shared/api-paths.ts), so the browser reuses the answers instead of asking again. Only
 * what that screen is sure to ask for: the home list of someone signed in may send them on to
 * their console, and a personal tab's list waits for the session.
 */
export function firstScreenFetches(url: string, resolved: ResolvedPath, isSignedIn: boolean): string[] {
  if (!resolved.found) return [];
  const [pathname = '/', query = ''] = url.split('?');
  const parsed = parsePath(pathname);
  const shell = [apiPaths.session, apiPaths.catalog];
  if (parsed.kind === 'detail') {
    if (!resolved.item) return [];
    const detail = { company: parsed.companySlug, product: parsed.productSlug, slug: parsed.itemSlug };
    return [
      ...shell,
      apiPaths.byPath(parsed.mode, detail),
      apiPaths.builds(parsed.mode, resolved.item.id),
      apiPaths.mergedFrom(parsed.mode, resolved.item.id),
    ];
  }
  const isHome = pathname === staticPaths.home || pathname === staticPaths.vent;
  if (!(isHome && !isSignedIn) && parsed.kind !== 'company' && parsed.kind !== 'product') return [];
  const board = boardParamsOf(pathname, new URLSearchParams(query));
  const screen = isHome ? shell : [...shell, apiPaths.resolve(pathname)];
  const counts = apiPaths.counts(board.kind, board.filter);
  if (personalViews.has(board.view)) return [...screen, counts];
  return [...screen, counts, apiPaths.list(board.kind, board.view, board.filter)];
}

/** `<link rel="preload" as="fetch">` for each address (credentials as the app's own fetch sends them). */
export function fetchPreloadTags(paths: string[]): string {
  return paths
    .map((apiPath) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(apiPath)}" />`)
    .join('');
}
