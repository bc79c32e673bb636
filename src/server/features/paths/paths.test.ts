import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, featureRequests, products, vents } from '../../db/schema';
import { createCompany, createItem } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const [company] = await db.insert(companies).values({ name: 'Notewren', slug: 'notewren' }).returning();
  const [product] = await db
    .insert(products)
    .values({ companyId: company!.id, name: 'Sync', slug: 'sync' })
    .returning();
  const story = { userStoryWant: 'notes sync offline', userStorySoThat: 'I can write on planes' };
  await db.insert(featureRequests).values([
    { companyId: company!.id, productId: product!.id, slug: 'offline-sync', title: 'Offline sync', ...story },
    { companyId: company!.id, slug: 'dark-mode', title: 'Dark mode', ...story },
  ]);
  await db
    .insert(vents)
    .values({ companyId: company!.id, slug: 'lost-notes', title: 'Lost notes', ...story });
});
afterAll(async () => ctx.close());

const status = async (url: string) => (await ctx.app.inject(url)).statusCode;

describe('screen paths', () => {
  it('answers the fixed screens with 200', async () => {
    for (const url of [
      '/',
      '/vent',
      '/about',
      '/terms',
      '/privacy',
      '/ugc-policy',
      '/cookie-policy',
      '/companies',
      '/admin',
      '/company-dashboard',
      '/create-request',
      '/auth',
    ]) {
      expect(await status(url), url).toBe(200);
    }
  });

  it('answers company, product and detail paths that exist with 200', async () => {
    for (const url of [
      '/notewren',
      '/notewren/sync',
      '/notewren/sync/offline-sync',
      '/notewren/no-product/dark-mode',
      '/vent/notewren',
      '/vent/notewren/no-product/lost-notes',
      '/notewren?view=top-requests',
    ]) {
      expect(await status(url), url).toBe(200);
    }
  });

  it('answers unknown paths and slugs with 404 and the app page', async () => {
    for (const url of [
      '/no-such-company',
      '/notewren/no-such-product',
      '/notewren/sync/no-such-request',
      '/notewren/no-product/offline-sync',
      '/notewren/sync/dark-mode',
      '/vent/notewren/no-product/dark-mode',
      '/a/b/c/d',
      '/About',
    ]) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('tells the web app what a path names', async () => {
    const response = await ctx.app.inject('/api/v1/paths/resolve?path=/notewren/sync/offline-sync');
    expect(response.json()).toMatchObject({
      found: true,
      mode: 'requests',
      company: { name: 'Notewren', slug: 'notewren' },
      product: { name: 'Sync', slug: 'sync' },
      item: { title: 'Offline sync', slug: 'offline-sync' },
    });
    const unknown = await ctx.app.inject('/api/v1/paths/resolve?path=/vent/nobody');
    expect(unknown.json()).toEqual({ found: false, mode: 'vents' });
  });

  it('describes a detail page in its title and Open Graph tags', async () => {
    const response = await ctx.app.inject('/notewren/sync/offline-sync');
    expect(response.body).toContain('<title>Offline sync · Notewren › Sync · ilii</title>');
    expect(response.body).toContain(
      '<meta property="og:description" content="I&#39;d love it if notes sync offline So that I can write on planes" />',
    );
    expect(response.body).toContain(
      '<meta property="og:url" content="http://localhost:3000/notewren/sync/offline-sync" />',
    );
    expect(response.body).toContain('<meta name="twitter:card" content="summary" />');
    const about = (await ctx.app.inject('/about')).body;
    expect(about).not.toContain('og:title');
    expect(about).toContain('<meta name="ilii-public-url" content="http://localhost:3000" />');
  });

  it('puts a title into the page as written, whatever replacement patterns it holds', async () => {
    const company = await createCompany(ctx.database.db, 'Pricewise');
    for (const [n, pattern] of ['$`', '$&', "$'", '$$', '$1', '$<name>'].entries()) {
      const title = `Price ${pattern} here`;
      await createItem(ctx.database.db, { companyId: company.id, title, slug: `price-${n}` });
      const body = (await ctx.app.inject(`/pricewise/no-product/price-${n}`)).body;
      expect(body.match(/<script type="module"/g), title).toHaveLength(1);
      expect(body.match(/<\/head>/g), title).toHaveLength(1);
      const escaped = title
        .replaceAll('&', '&#38;')
        .replaceAll("'", '&#39;')
        .replaceAll('<', '&#60;')
        .replaceAll('>', '&#62;');
      expect(body, title).toContain(`<meta property="og:title" content="${escaped} · Pricewise · ilii" />`);
      expect(body, title).toContain(`<title>${escaped} · Pricewise · ilii</title>`);
    }
  });

  it("preloads a detail page's screen chunks with its HTML, and only there", async () => {
    const detail = (await ctx.app.inject('/notewren/sync/offline-sync')).body;
    // From the fixture build's manifest: the detail's chunk and what it imports beyond the first load.
    expect(detail).toContain('<link rel="modulepreload" crossorigin href="/assets/request-detail-222.js" />');
    expect(detail).toContain('<link rel="modulepreload" crossorigin href="/assets/form-333.js" />');
    expect(detail).not.toContain('href="/assets/shared-111.js"');
    for (const url of ['/', '/notewren', '/about', '/no-such-company']) {
      expect((await ctx.app.inject(url)).body, url).not.toContain('modulepreload');
    }
  });

  it("names the phone's strip on every page, for phone-sized screens only", async () => {
    for (const url of ['/', '/vent', '/notewren/sync/offline-sync', '/about', '/no-such-company']) {
      expect((await ctx.app.inject(url)).body, url).toContain(
        '<link rel="preload" as="script" crossorigin href="/assets/request-strip-555.js" media="(max-width: 767px)" />',
      );
    }
  });

  /** The `as=fetch` preloads of a page, their addresses decoded as the browser reads them. */
  const fetchPreloads = async (url: string, cookie?: string) => {
    const body = (await ctx.app.inject({ url, headers: cookie ? { cookie } : {} })).body;
    return [...body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>/g)].map((match) =>
      match[1]!.replaceAll('&#38;', '&'),
    );
  };

  it("asks for a board's first answers with its HTML, as the web app asks for them", async () => {
    const shell = ['/api/v1/auth/session', '/api/v1/catalog'];
    expect(await fetchPreloads('/')).toEqual([
      ...shell,
      '/api/v1/requests/counts',
      '/api/v1/requests?limit=10',
    ]);
    expect(await fetchPreloads('/vent')).toEqual([
      ...shell,
      '/api/v1/vents/counts',
      '/api/v1/vents?limit=10',
    ]);
    expect(await fetchPreloads('/notewren/sync?view=top-requests&q=%20offline%20')).toEqual([
      ...shell,
      '/api/v1/paths/resolve?path=%2Fnotewren%2Fsync',
      '/api/v1/requests/counts?company=notewren&product=sync&search=offline',
      '/api/v1/requests?view=top-requests&company=notewren&product=sync&search=offline&limit=10',
    ]);
    // A personal tab's list waits for the session; the counts do not.
    expect(await fetchPreloads('/vent/notewren?view=your-votes')).toEqual([
      ...shell,
      '/api/v1/paths/resolve?path=%2Fvent%2Fnotewren',
      '/api/v1/vents/counts?company=notewren',
    ]);
    // Someone signed in may be sent from the home list to their console: nothing is guessed there.
    expect(await fetchPreloads('/', 'ilii_session=anything')).toEqual([]);
    expect(await fetchPreloads('/notewren', 'ilii_session=anything')).toContain(
      '/api/v1/requests?company=notewren&limit=10',
    );
    for (const url of ['/about', '/admin', '/auth', '/no-such-company', '/notewren/sync/no-such-request']) {
      expect(await fetchPreloads(url), url).toEqual([]);
    }
  });

  it("asks for a detail's card, builds and 'Merged from' with its HTML", async () => {
    const { db } = ctx.database;
    const [vent] = await db.select().from(vents).where(eq(vents.slug, 'lost-notes'));
    expect(await fetchPreloads('/vent/notewren/no-product/lost-notes')).toEqual([
      '/api/v1/auth/session',
      '/api/v1/catalog',
      '/api/v1/vents/by-path?company=notewren&product=no-product&slug=lost-notes',
      `/api/v1/vents/${vent!.id}/builds`,
      `/api/v1/vents/${vent!.id}/merged-from`,
    ]);
  });

  it('preloads only addresses the API answers', async () => {
    const pages = ['/', '/vent', '/notewren/sync?view=launched&q=sync', '/notewren/sync/offline-sync'];
    const addresses = new Set((await Promise.all(pages.map((page) => fetchPreloads(page)))).flat());
    expect(addresses.size).toBe(12);
    for (const address of addresses) {
      expect((await ctx.app.inject(address)).statusCode, address).toBe(200);
    }
  });

  it('redirects /request/{id} to the canonical detail path, for requests and vents', async () => {
    const { db } = ctx.database;
    const [request] = await db.select().from(featureRequests).where(eq(featureRequests.slug, 'dark-mode'));
    const redirect = await ctx.app.inject(`/request/${request!.id}`);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/notewren/no-product/dark-mode');
    const [vent] = await db.select().from(vents);
    expect((await ctx.app.inject(`/request/${vent!.id}`)).headers.location).toBe(
      '/vent/notewren/no-product/lost-notes',
    );
    expect((await ctx.app.inject('/request/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
