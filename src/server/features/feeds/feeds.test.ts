import { DOMParser, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createItem, createProduct } from '../../test/factories';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

/** The Atom feeds, read back with a real XML parser and checked against RFC 4287's required elements. */
const atomNs = 'http://www.w3.org/2005/Atom';
const publicUrl = 'https://ilii.example';
const trickyTitle = `Quotes "like" this & <b>that</b> it's`;
let ctx: TestApp;

function parseFeed(xml: string) {
  const errors: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      errors.push(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'application/xml');
  expect(errors).toEqual([]);
  const feed = document.documentElement!;
  expect(feed.localName).toBe('feed');
  expect(feed.namespaceURI).toBe(atomNs);
  return feed;
}

const children = (parent: Element, name: string) =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === name,
  );
const text = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? undefined;
const isDate = (value: string | undefined) =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value));

/** RFC 4287 §4.1.1–4.1.2: what a feed and each entry must have (author on the feed covers entries). */
function expectValidAtom(feed: Element, selfPath: string) {
  expect(text(feed, 'id')).toBe(`${publicUrl}${selfPath}`);
  expect(text(feed, 'title')).toBeTruthy();
  expect(isDate(text(feed, 'updated'))).toBe(true);
  const links = children(feed, 'link');
  const self = links.find((link) => link.getAttribute('rel') === 'self');
  expect(self?.getAttribute('href')).toBe(`${publicUrl}${selfPath}`);
  expect(links.find((link) => link.getAttribute('rel') === 'alternate')?.getAttribute('href')).toMatch(
    /^https:\/\/ilii\.example\//,
  );
  expect(text(children(feed, 'author')[0]!, 'name')).toBe('ilii');
  const entries = children(feed, 'entry');
  const ids = new Set<string>();
  for (const entry of entries) {
    const id = text(entry, 'id')!;
    expect(id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    ids.add(id);
    expect(text(entry, 'title')).toBeTruthy();
    expect(isDate(text(entry, 'updated'))).toBe(true);
    const link = children(entry, 'link').find(
      (one) => (one.getAttribute('rel') ?? 'alternate') === 'alternate',
    );
    expect(link?.getAttribute('href')).toMatch(
      /^https:\/\/ilii\.example\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/,
    );
    expect(text(entry, 'summary')).toBeTruthy();
  }
  expect(ids.size).toBe(entries.length);
  return entries;
}

beforeAll(async () => {
  ctx = await createTestApp({
    config: testConfig({ PUBLIC_URL: publicUrl, HOST: '127.0.0.1', READ_CACHE_MS: '0' }),
  });
  const db = ctx.database.db;
  const company = await createCompany(db, 'Feedwell');
  const product = await createProduct(db, company.id, 'Feedwell Reader');
  await createItem(db, {
    companyId: company.id,
    productId: product.id,
    title: trickyTitle,
    slug: 'quotes-like-this',
    status: 'launched',
    statusComment: 'Out now <script>alert(1)</script> & "done"',
    statusUpdatedAt: new Date('2026-03-02T10:00:00.000Z'),
    createdAt: new Date('2026-02-02T10:00:00.000Z'),
  });
  await createItem(db, {
    companyId: company.id,
    title: 'Older launch',
    status: 'launched',
    statusUpdatedAt: new Date('2026-03-01T10:00:00.000Z'),
    createdAt: new Date('2026-02-01T10:00:00.000Z'),
  });
  await createItem(db, {
    companyId: company.id,
    title: 'Still an idea',
    createdAt: new Date('2026-03-03T10:00:00.000Z'),
  });
  await createItem(db, { companyId: company.id, title: 'Removed idea', removedAt: new Date() });
  await createCompany(db, 'Quietco');
});
afterAll(async () => ctx?.close());

describe('Atom feeds', () => {
  it('serves the global changelog as valid Atom, escaping titles and comments', async () => {
    const response = await ctx.app.inject('/feeds/changelog.atom');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).not.toContain('<b>');
    expect(response.body).not.toContain('<script>');
    const feed = parseFeed(response.body);
    const entries = expectValidAtom(feed, '/feeds/changelog.atom');
    expect(entries.map((entry) => text(entry, 'title'))).toEqual([trickyTitle, 'Older launch']);
    expect(text(feed, 'updated')).toBe('2026-03-02T10:00:00.000Z');
    const first = entries[0]!;
    expect(text(first, 'summary')).toContain('The company said: Out now <script>alert(1)</script> & "done"');
    expect(children(first, 'link')[0]!.getAttribute('href')).toBe(
      `${publicUrl}/feedwell/feedwell-reader/quotes-like-this`,
    );
  });

  it("serves a company's changelog and its new requests (public ones only)", async () => {
    const changelog = parseFeed((await ctx.app.inject('/feeds/feedwell/changelog.atom')).body);
    expect(expectValidAtom(changelog, '/feeds/feedwell/changelog.atom')).toHaveLength(2);
    const requests = parseFeed((await ctx.app.inject('/feeds/feedwell/requests.atom')).body);
    const entries = expectValidAtom(requests, '/feeds/feedwell/requests.atom');
    expect(entries.map((entry) => text(entry, 'title'))).toEqual([
      'Still an idea',
      trickyTitle,
      'Older launch',
    ]);
  });

  it('is still valid Atom with no entries', async () => {
    const feed = parseFeed((await ctx.app.inject('/feeds/quietco/requests.atom')).body);
    expect(expectValidAtom(feed, '/feeds/quietco/requests.atom')).toHaveLength(0);
  });

  it('answers 404 for a company naming none and 400 for a path no slug can be', async () => {
    expect((await ctx.app.inject('/feeds/nobody/changelog.atom')).statusCode).toBe(404);
    expect((await ctx.app.inject('/feeds/Not_A_Slug/requests.atom')).statusCode).toBe(400);
  });
});
