import { DOMParser, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, products } from '../../db/schema';
import { createItem } from '../../test/factories';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { idRange } from './sitemap.service';

/**
 * robots.txt, the sitemap index and its files (four URLs a file here, so that a handful of rows
 * fills several), and the canonical and feed links in the pages' head.
 */
const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const publicUrl = 'https://ilii.example';
const pageUrls = 4;
const companyId = '80000000-0000-4000-8000-000000000001';
/** Ids spread so each of the three files of six public requests holds two. */
const requestIds = ['10', '30', '60', '90', 'b0', 'f0'].map(
  (prefix) => `${prefix}000000-0000-4000-8000-000000000000`,
);
let ctx: TestApp;

function parse(xml: string, root: string) {
  const errors: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => void errors.push(`${level}: ${message}`),
  }).parseFromString(xml, 'application/xml');
  expect(errors).toEqual([]);
  const element = document.documentElement!;
  expect(element.localName).toBe(root);
  expect(element.namespaceURI).toBe(sitemapNs);
  return element;
}

const elements = (parent: Element, name: string) =>
  Array.from(parent.getElementsByTagNameNS(sitemapNs, name));

async function urlsOf(path: string, maxUrls = pageUrls) {
  const response = await ctx.app.inject(path);
  expect(response.statusCode, path).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const urls = elements(parse(response.body, 'urlset'), 'url');
  expect(urls.length, path).toBeLessThanOrEqual(maxUrls);
  for (const url of urls) {
    expect(elements(url, 'lastmod')[0]?.textContent ?? '2026-01-01T00:00:00Z').toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
    );
  }
  return urls.map((url) => elements(url, 'loc')[0]!.textContent!);
}

beforeAll(async () => {
  ctx = await createTestApp({
    config: testConfig({ PUBLIC_URL: publicUrl, HOST: '127.0.0.1', READ_CACHE_MS: '0' }),
    sitemapPageUrls: pageUrls,
  });
  const db = ctx.database.db;
  await db.insert(companies).values({ id: companyId, name: 'Mapwell', slug: 'mapwell' });
  await db.insert(products).values({ companyId, name: 'Mapwell Go', slug: 'mapwell-go' });
  for (const [index, id] of requestIds.entries()) {
    await createItem(db, { id, companyId, title: `Mapped ${index}`, slug: `mapped-${index}` });
  }
  await createItem(db, {
    id: '20000000-0000-4000-8000-000000000000',
    companyId,
    title: 'Removed one',
    removedAt: new Date(),
  });
  await createItem(db, {
    id: '40000000-0000-4000-8000-000000000000',
    companyId,
    title: 'Hidden one',
    hiddenAt: new Date(),
  });
  await createItem(db, { companyId, title: 'Mapped vent', slug: 'mapped-vent' }, 'vents');
});
afterAll(async () => ctx?.close());

describe('robots.txt and the sitemaps', () => {
  it('lets crawlers read public pages, not the API or personal screens, and names the sitemap', async () => {
    const response = await ctx.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dev/',
      'Disallow: /admin$',
      'Disallow: /account$',
      'Disallow: /company-dashboard$',
      'Disallow: /notifications$',
      'Disallow: /unsubscribe?',
      `Sitemap: ${publicUrl}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
    // Screens are closed exactly, so a company such as /administrate stays open.
    expect(lines).not.toContain('Disallow: /admin');
  });

  it('indexes one file per share of ids, each under the page size, listing every public request once', async () => {
    const index = await ctx.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const files = elements(parse(index.body, 'sitemapindex'), 'loc').map((loc) => loc.textContent!);
    expect(files).toEqual([
      `${publicUrl}/sitemaps/site.xml`,
      `${publicUrl}/sitemaps/companies-1.xml`,
      `${publicUrl}/sitemaps/products-1.xml`,
      `${publicUrl}/sitemaps/requests-1.xml`,
      `${publicUrl}/sitemaps/requests-2.xml`,
      `${publicUrl}/sitemaps/requests-3.xml`,
      `${publicUrl}/sitemaps/vents-1.xml`,
    ]);
    const requestUrls = [];
    for (const n of [1, 2, 3]) {
      const urls = await urlsOf(`/sitemaps/requests-${n}.xml`);
      expect(urls).toHaveLength(2);
      requestUrls.push(...urls);
    }
    expect(requestUrls).toEqual(
      requestIds.map((_, index) => `${publicUrl}/mapwell/no-product/mapped-${index}`),
    );
    expect(await urlsOf('/sitemaps/companies-1.xml')).toEqual([
      `${publicUrl}/mapwell`,
      `${publicUrl}/mapwell/roadmap`,
      `${publicUrl}/mapwell/changelog`,
    ]);
    expect(await urlsOf('/sitemaps/products-1.xml')).toEqual([`${publicUrl}/mapwell/mapwell-go`]);
    expect(await urlsOf('/sitemaps/vents-1.xml')).toEqual([
      `${publicUrl}/vent/mapwell/no-product/mapped-vent`,
    ]);
    // The site's own pages are a fixed few, in a file of their own.
    expect(await urlsOf('/sitemaps/site.xml', 20)).toContain(`${publicUrl}/changelog`);
  });

  it('splits the id space into equal ranges that meet end to end', () => {
    expect(idRange(1, 1)).toEqual({ from: '00000000-0000-0000-0000-000000000000', to: undefined });
    expect(idRange(1, 3)).toEqual({
      from: '00000000-0000-0000-0000-000000000000',
      to: '55555555-0000-0000-0000-000000000000',
    });
    expect(idRange(3, 3).from).toBe('aaaaaaaa-0000-0000-0000-000000000000');
    for (let n = 1; n < 7; n++) expect(idRange(n, 7).to).toBe(idRange(n + 1, 7).from);
  });

  it('answers 404 for files that do not exist', async () => {
    for (const file of [
      'requests-4.xml',
      'requests-0.xml',
      'users-1.xml',
      'requests-1.json',
      'x'.repeat(100),
    ]) {
      expect((await ctx.app.inject(`/sitemaps/${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe("the pages' head", () => {
  it('names the canonical address of a detail page', async () => {
    const body = (await ctx.app.inject('/mapwell/no-product/mapped-0/')).body;
    expect(body).toContain(`<link rel="canonical" href="${publicUrl}/mapwell/no-product/mapped-0" />`);
    expect(body).toContain(`<meta property="og:url" content="${publicUrl}/mapwell/no-product/mapped-0" />`);
  });

  it("links a company's pages to its feeds, and the changelog and home to the global one", async () => {
    const feed = (path: string) => `href="${publicUrl}${path}"`;
    for (const page of ['/mapwell', '/mapwell/roadmap', '/mapwell/changelog']) {
      const body = (await ctx.app.inject(page)).body;
      expect(body, page).toContain(feed('/feeds/mapwell/changelog.atom'));
      expect(body, page).toContain(feed('/feeds/mapwell/requests.atom'));
      expect(body).toContain('rel="alternate" type="application/atom+xml"');
    }
    for (const page of ['/', '/changelog']) {
      expect((await ctx.app.inject(page)).body, page).toContain(feed('/feeds/changelog.atom'));
    }
    expect((await ctx.app.inject('/about')).body).not.toContain('application/atom+xml');
  });
});
