import { type ContentKind, contentKind } from '../../../shared/contracts/requests';
import { changelogPath, detailPath, listPath, roadmapPath, staticPaths } from '../../../shared/routes';
import type { Db } from '../../db/connect';
import { escapeXml } from '../feeds/atom';
import {
  countCompanies,
  countProducts,
  countPublicItems,
  type IdRange,
  selectCompaniesIn,
  selectItemsIn,
  selectProductsIn,
} from './sitemap.queries';

/** The sitemap files besides the site's own pages, each paged by ranges of ids. */
export const sitemapKinds = ['companies', 'products', ...contentKind.options] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/** A company is three addresses: its list, its roadmap and its changelog. */
const urlsPerRow: Record<SitemapKind, number> = { companies: 3, products: 1, requests: 1, vents: 1 };

/** The public pages that are always there. */
const sitePages = [
  staticPaths.home,
  staticPaths.vent,
  staticPaths.companies,
  changelogPath('requests'),
  changelogPath('vents'),
  staticPaths.about,
  staticPaths.terms,
  staticPaths.privacy,
  staticPaths.communityPolicy,
  staticPaths.cookiePolicy,
];

interface SitemapOptions {
  db: Db;
  publicUrl: string;
  /** URLs one file may hold (the protocol's 50,000; tests pass a few). */
  pageUrls: number;
}

/**
 * How many files a kind is split into. Ids are random (v4 UUIDs), so equal ranges of the id space
 * hold nearly equal shares; the files are counted to be half full on average, so a range holding
 * more than a whole file is a practical impossibility (at 25,000 expected, 50,000 is 150 standard
 * deviations away). The count comes from counters or a small table, never a scan of the items.
 */
async function fileCount(db: Db, kind: SitemapKind, pageUrls: number): Promise<number> {
  const rows =
    kind === 'companies'
      ? await countCompanies(db)
      : kind === 'products'
        ? await countProducts(db)
        : await countPublicItems(db, kind);
  const rowsPerFile = Math.max(1, Math.floor(pageUrls / urlsPerRow[kind] / 2));
  return Math.max(1, Math.ceil(rows / rowsPerFile));
}

/** The ids of file `n` (1-based) of `files`: an equal share of the 32-bit prefix space. */
export function idRange(n: number, files: number): IdRange {
  const bound = (index: number) =>
    `${Math.floor((index * 2 ** 32) / files)
      .toString(16)
      .padStart(8, '0')}-0000-0000-0000-000000000000`;
  return { from: bound(n - 1), to: n < files ? bound(n) : undefined };
}

function urlset(urls: { loc: string; lastmod?: string }[]): string {
  const body = urls
    .map(
      (url) =>
        `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>\n`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</urlset>\n`;
}

/** The sitemap index: the site's pages, then every file of every kind. */
export async function sitemapIndex({ db, publicUrl, pageUrls }: SitemapOptions): Promise<string> {
  const files = [`${publicUrl}/sitemaps/site.xml`];
  for (const kind of sitemapKinds) {
    const count = await fileCount(db, kind, pageUrls);
    for (let n = 1; n <= count; n++) files.push(`${publicUrl}/sitemaps/${kind}-${n}.xml`);
  }
  const body = files.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</sitemapindex>\n`;
}

export function siteSitemap(publicUrl: string): string {
  return urlset(sitePages.map((path) => ({ loc: `${publicUrl}${path}` })));
}

/**
 * File `n` of a kind, or undefined when there is no such file (a 404). One indexed query on the
 * file's range of ids; it reads at most what a file may hold.
 */
export async function sitemapFile(
  options: SitemapOptions & { kind: SitemapKind; n: number },
): Promise<string | undefined> {
  const { db, publicUrl, pageUrls, kind, n } = options;
  const files = await fileCount(db, kind, pageUrls);
  if (n < 1 || n > files) return undefined;
  const range = idRange(n, files);
  const limit = Math.floor(pageUrls / urlsPerRow[kind]);
  const url = (path: string, lastmod?: string) => ({ loc: `${publicUrl}${path}`, lastmod });
  if (kind === 'companies') {
    const rows = await selectCompaniesIn(db, range, limit);
    return urlset(
      rows.flatMap((row) => [
        url(listPath('requests', row.slug), row.lastmod),
        url(roadmapPath('requests', row.slug), row.lastmod),
        url(changelogPath('requests', row.slug), row.lastmod),
      ]),
    );
  }
  if (kind === 'products') {
    const rows = await selectProductsIn(db, range, limit);
    return urlset(rows.map((row) => url(listPath('requests', row.companySlug, row.slug), row.lastmod)));
  }
  const itemKind: ContentKind = kind;
  const rows = await selectItemsIn(db, itemKind, range, limit);
  return urlset(
    rows.map((row) => url(detailPath(itemKind, row.companySlug, row.productSlug, row.slug), row.lastmod)),
  );
}

/**
 * robots.txt: everything public may be crawled; the API, the consoles, personal pages and the dev
 * mailbox may not. A screen without sub-paths is closed with `$` and `?` (RFC 9309's end-of-path
 * and its query) rather than as a prefix, so that a company whose slug starts the same
 * ('/administrate') stays open.
 */
export function robotsTxt(publicUrl: string): string {
  const screens = [
    staticPaths.admin,
    staticPaths.account,
    staticPaths.companyDashboard,
    staticPaths.notifications,
    staticPaths.unsubscribe,
    staticPaths.auth,
    staticPaths.createRequest,
  ];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    ...screens.flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}?`]),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
