import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { auditLog, companies, companyMembers, featureRequests, products, vents } from '../../db/schema';
import { origin, post } from '../../test/auth-helpers';
import { expectCountersRecounted } from '../../test/board-counters';
import { addVotes, createCompany, createItem, createProduct, createUser } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const home = await createCompany(db, 'Homebase');
  const other = await createCompany(db, 'Elsewhere');
  roles = await signInRoles(ctx.app, db, home.id, other.id, 'catalog');
});
afterAll(async () => ctx.close());

const admin = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: roles.admin.cookie, origin } });

/** Where a page load of `url` is sent: its 301's Location, or its status when it answers itself. */
async function pageLoad(url: string) {
  const response = await ctx.app.inject(url);
  return response.statusCode === 301 ? response.headers.location : response.statusCode;
}

const resolve = async (path: string) =>
  (await ctx.app.inject(`/api/v1/paths/resolve?path=${encodeURIComponent(path)}`)).json();

async function auditOf(targetId: string) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

describe('renaming', () => {
  it('moves a company to its new name and slug; its old company, product and detail paths answer 301s', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, 'Acme Notes');
    const sync = await createProduct(db, company.id, 'Sync');
    await createItem(db, { companyId: company.id, productId: sync.id, title: 'Offline mode' });
    await createItem(db, { companyId: company.id, title: 'Lost data' }, 'vents');
    // Read once, so the read cache holds the old name.
    const before = (await ctx.app.inject('/api/v1/requests?company=acme-notes')).json();
    expect(before.items[0].company.name).toBe('Acme Notes');

    const renamed = await admin('PATCH', `/api/v1/admin/companies/${company.id}`, {
      name: 'Acme Docs',
      reason: 'Rebranded',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      id: company.id,
      name: 'Acme Docs',
      slug: 'acme-docs',
      path: '/acme-docs',
    });

    expect(await pageLoad('/acme-notes')).toBe('/acme-docs');
    expect(await pageLoad('/acme-notes?view=top-requests')).toBe('/acme-docs?view=top-requests');
    expect(await pageLoad('/acme-notes/sync')).toBe('/acme-docs/sync');
    expect(await pageLoad('/acme-notes/sync/offline-mode')).toBe('/acme-docs/sync/offline-mode');
    expect(await pageLoad('/vent/acme-notes')).toBe('/vent/acme-docs');
    expect(await pageLoad('/vent/acme-notes/no-product/lost-data')).toBe(
      '/vent/acme-docs/no-product/lost-data',
    );
    expect(await pageLoad('/acme-notes/sync/no-such-thing')).toBe(404);
    expect(await pageLoad('/acme-docs/sync/offline-mode')).toBe(200);
    expect(await resolve('/acme-notes/sync')).toEqual({
      found: false,
      mode: 'requests',
      redirect: '/acme-docs/sync',
    });

    const after = (await ctx.app.inject('/api/v1/requests?company=acme-docs')).json();
    expect(after.items[0].company).toMatchObject({ name: 'Acme Docs', slug: 'acme-docs' });
    const catalog = (await ctx.app.inject('/api/v1/catalog')).json() as { name: string }[];
    expect(catalog.map((entry) => entry.name)).toContain('Acme Docs');
    expect(catalog.map((entry) => entry.name)).not.toContain('Acme Notes');

    const [entry] = await auditOf(company.id);
    expect(entry).toMatchObject({
      action: 'company.rename',
      actorId: roles.admin.id,
      targetKind: 'company',
      targetLabel: 'Acme Docs',
      reason: 'Rebranded',
      before: { name: 'Acme Notes', slug: 'acme-notes' },
      after: { name: 'Acme Docs', slug: 'acme-docs' },
    });
  });

  it("refuses a name another company has, whatever its case, and keeps a slug off the site's own paths", async () => {
    const db = ctx.database.db;
    await createCompany(db, 'Taken Name');
    const company = await createCompany(db, 'Free Name');
    const taken = await admin('PATCH', `/api/v1/admin/companies/${company.id}`, { name: 'taken name' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(messages.companyNameTaken('taken name'));
    const cased = await admin('PATCH', `/api/v1/admin/companies/${company.id}`, { name: 'FREE NAME' });
    expect(cased.json()).toMatchObject({ name: 'FREE NAME', slug: 'free-name' });
    expect(await auditOf(company.id)).toHaveLength(1);
    const reserved = await admin('PATCH', `/api/v1/admin/companies/${company.id}`, { name: 'Admin' });
    expect(reserved.json()).toMatchObject({ slug: 'admin-2' });
    const empty = await admin('PATCH', `/api/v1/admin/companies/${company.id}`, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    const missing = await admin('PATCH', '/api/v1/admin/companies/00000000-0000-4000-8000-000000000000', {
      name: 'Ghost',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("renames a product within its company; its old path and its items' paths answer 301s", async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, 'Prodco');
    const web = await createProduct(db, company.id, 'Web');
    await createProduct(db, company.id, 'Desktop');
    await createItem(db, { companyId: company.id, productId: web.id, title: 'Tabs' });
    const elsewhere = await createCompany(db, 'Otherprod');
    await createProduct(db, elsewhere.id, 'Web App');

    const taken = await admin('PATCH', `/api/v1/admin/products/${web.id}`, { name: 'DESKTOP' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(messages.productNameTaken('DESKTOP'));
    const renamed = await admin('PATCH', `/api/v1/admin/products/${web.id}`, {
      name: 'Web App',
      reason: 'Clearer',
    });
    expect(renamed.json()).toEqual({ id: web.id, name: 'Web App', slug: 'web-app', path: '/prodco/web-app' });

    expect(await pageLoad('/prodco/web')).toBe('/prodco/web-app');
    expect(await pageLoad('/vent/prodco/web')).toBe('/vent/prodco/web-app');
    expect(await pageLoad('/prodco/web/tabs')).toBe('/prodco/web-app/tabs');
    expect(await pageLoad('/prodco/web-app/tabs')).toBe(200);
    // The company renamed after its product: the oldest link still lands.
    await admin('PATCH', `/api/v1/admin/companies/${company.id}`, { name: 'Prodco Two' });
    expect(await pageLoad('/prodco/web')).toBe('/prodco-two/web-app');
    expect(await pageLoad('/prodco/web/tabs')).toBe('/prodco-two/web-app/tabs');
    const [entry] = await auditOf(web.id);
    expect(entry).toMatchObject({
      action: 'product.rename',
      reason: 'Clearer',
      before: { name: 'Web', slug: 'web' },
    });
  });

  it('lets a new company take an old slug: the live company wins over the redirect', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, 'Reused Slug');
    await admin('PATCH', `/api/v1/admin/companies/${company.id}`, { name: 'Moved Along' });
    expect(await pageLoad('/reused-slug')).toBe('/moved-along');
    const created = await post(
      ctx.app,
      '/api/v1/requests',
      {
        company: { name: 'Reused Slug' },
        title: 'A brand new idea',
        userStoryWant: 'the new company had a board',
        userStorySoThat: 'people can ask it things',
        confirmDuplicates: true,
      },
      { cookie: roles.user.cookie },
    );
    expect(created.json().item.company.slug).toBe('reused-slug');
    expect(await pageLoad('/reused-slug')).toBe(200);
    expect(await pageLoad('/moved-along')).toBe(200);
  });
});

describe('merging companies', () => {
  it('moves products, items and memberships; colliding slugs get -2; every old path answers a 301', async () => {
    const db = ctx.database.db;
    const alpha = await createCompany(db, 'Alpha Merge');
    const beta = await createCompany(db, 'Beta Merge');
    const alphaSync = await createProduct(db, alpha.id, 'Sync');
    const alphaMobile = await createProduct(db, alpha.id, 'Mobile');
    const betaSync = await createProduct(db, beta.id, 'sync');
    await createProduct(db, beta.id, 'Mobile!');
    const dark = await createItem(db, { companyId: alpha.id, productId: alphaSync.id, title: 'Dark mode' });
    await createItem(db, { companyId: alpha.id, productId: alphaMobile.id, title: 'Export' });
    await createItem(db, { companyId: alpha.id, title: 'Spam', removedAt: new Date() });
    await createItem(db, { companyId: alpha.id, title: 'Crash' }, 'vents');
    await createItem(db, { companyId: beta.id, title: 'Dark mode' });
    await createItem(db, { companyId: beta.id, title: 'Crash', status: 'planned' }, 'vents');
    const [x, y, z] = [await createUser(db), await createUser(db), await createUser(db)];
    await addVotes(db, dark.id, [x.id, y.id]);
    const member = (userId: string, companyId: string, status: 'approved' | 'pending' | 'rejected') => ({
      userId,
      companyId,
      status,
      title: status,
      phoneNumber: '555',
    });
    await db
      .insert(companyMembers)
      .values([
        member(x.id, alpha.id, 'approved'),
        member(x.id, beta.id, 'pending'),
        member(y.id, alpha.id, 'pending'),
        member(y.id, beta.id, 'approved'),
        member(z.id, alpha.id, 'rejected'),
      ]);

    const merged = await admin('POST', `/api/v1/admin/companies/${alpha.id}/merge`, {
      targetId: beta.id,
      reason: 'Same company',
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({
      into: { id: beta.id, name: 'Beta Merge', slug: 'beta-merge', path: '/beta-merge' },
      moved: { requests: 3, vents: 1, products: 2, memberships: 3 },
    });

    expect(await db.select().from(companies).where(eq(companies.id, alpha.id))).toEqual([]);
    const productRows = await db
      .select({ name: products.name, slug: products.slug })
      .from(products)
      .where(eq(products.companyId, beta.id))
      .orderBy(asc(products.slug));
    expect(productRows).toEqual([
      { name: 'Mobile!', slug: 'mobile' },
      { name: 'Mobile', slug: 'mobile-2' },
      { name: 'sync', slug: 'sync' },
    ]);
    const requestSlugs = await db
      .select({
        slug: featureRequests.slug,
        productId: featureRequests.productId,
        votes: featureRequests.voteCount,
      })
      .from(featureRequests)
      .where(eq(featureRequests.companyId, beta.id))
      .orderBy(asc(featureRequests.slug));
    expect(requestSlugs.map((row) => row.slug)).toEqual(['dark-mode', 'dark-mode-2', 'export', 'spam']);
    expect(requestSlugs[1]).toMatchObject({ productId: betaSync.id, votes: 2 });
    const ventSlugs = await db.select({ slug: vents.slug }).from(vents).where(eq(vents.companyId, beta.id));
    expect(ventSlugs.map((row) => row.slug).sort()).toEqual(['crash', 'crash-2']);
    const memberships = await db
      .select({
        userId: companyMembers.userId,
        status: companyMembers.status,
        companyId: companyMembers.companyId,
      })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, beta.id));
    expect(new Map(memberships.map((row) => [row.userId, row.status]))).toEqual(
      new Map([
        [x.id, 'approved'],
        [y.id, 'approved'],
        [z.id, 'rejected'],
      ]),
    );

    expect(await pageLoad('/alpha-merge')).toBe('/beta-merge');
    expect(await pageLoad('/alpha-merge/sync')).toBe('/beta-merge/sync');
    expect(await pageLoad('/alpha-merge/mobile')).toBe('/beta-merge/mobile-2');
    expect(await pageLoad('/alpha-merge/sync/dark-mode')).toBe('/beta-merge/sync/dark-mode-2');
    expect(await pageLoad('/alpha-merge/mobile/export')).toBe('/beta-merge/mobile-2/export');
    expect(await pageLoad('/vent/alpha-merge/no-product/crash')).toBe('/vent/beta-merge/no-product/crash-2');
    expect(await pageLoad('/beta-merge/no-product/dark-mode')).toBe(200);
    expect(await resolve('/vent/alpha-merge/no-product/crash')).toEqual({
      found: false,
      mode: 'vents',
      redirect: '/vent/beta-merge/no-product/crash-2',
    });

    await expectCountersRecounted(db);
    const counts = (await ctx.app.inject('/api/v1/requests/counts?company=beta-merge')).json();
    expect(counts.all).toBe(3);

    const [entry] = await auditOf(alpha.id);
    expect(entry).toMatchObject({
      action: 'company.merge',
      companyId: beta.id,
      reason: 'Same company',
      before: { name: 'Alpha Merge', slug: 'alpha-merge', requests: 3, vents: 1 },
      after: {
        into: { id: beta.id, name: 'Beta Merge' },
        mergedProducts: ['Sync'],
        movedProducts: [{ name: 'Mobile', from: 'mobile', to: 'mobile-2' }],
      },
    });
  });

  it('follows a chain of merges and renames to the last company', async () => {
    const db = ctx.database.db;
    const first = await createCompany(db, 'Chain One');
    const second = await createCompany(db, 'Chain Two');
    const third = await createCompany(db, 'Chain Three');
    await createItem(db, { companyId: first.id, title: 'Kept idea' });
    await createItem(db, { companyId: third.id, title: 'Kept idea' });
    await admin('POST', `/api/v1/admin/companies/${first.id}/merge`, { targetId: second.id });
    await admin('POST', `/api/v1/admin/companies/${second.id}/merge`, { targetId: third.id });
    await admin('PATCH', `/api/v1/admin/companies/${third.id}`, { name: 'Chain Final' });
    expect(await pageLoad('/chain-one')).toBe('/chain-final');
    expect(await pageLoad('/chain-two')).toBe('/chain-final');
    expect(await pageLoad('/chain-one/no-product/kept-idea')).toBe('/chain-final/no-product/kept-idea-2');
    expect(await pageLoad('/chain-three/no-product/kept-idea')).toBe('/chain-final/no-product/kept-idea');
    await expectCountersRecounted(db);
  });

  it('refuses a merge into itself or into a company that does not exist', async () => {
    const company = await createCompany(ctx.database.db, 'Lonely Co');
    const itself = await admin('POST', `/api/v1/admin/companies/${company.id}/merge`, {
      targetId: company.id,
    });
    expect(itself.statusCode).toBe(400);
    const nowhere = await admin('POST', `/api/v1/admin/companies/${company.id}/merge`, {
      targetId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nowhere.statusCode).toBe(404);
  });

  it('keeps counters exact and answers no 5xx when people post to a company while it merges', async () => {
    const db = ctx.database.db;
    const from = await createCompany(db, 'Busy From');
    const into = await createCompany(db, 'Busy Into');
    for (let n = 0; n < 5; n++) await createItem(db, { companyId: from.id, title: `Busy idea ${n}` });
    const posts = Array.from({ length: 6 }, (_, n) =>
      post(
        ctx.app,
        '/api/v1/requests',
        {
          company: { id: from.id },
          title: `Busy idea ${n}`,
          userStoryWant: 'the board stayed up during a merge',
          userStorySoThat: 'my post is not lost',
          confirmDuplicates: true,
        },
        { cookie: roles.user.cookie },
      ),
    );
    const [merge, ...answers] = await Promise.all([
      admin('POST', `/api/v1/admin/companies/${from.id}/merge`, { targetId: into.id }),
      ...posts,
    ]);
    expect(merge.statusCode).toBe(200);
    for (const answer of answers) expect([200, 201, 404, 409]).toContain(answer.statusCode);
    await expectCountersRecounted(db);
    const left = await db.select().from(featureRequests).where(eq(featureRequests.companyId, from.id));
    expect(left).toEqual([]);
  });
});

describe('merging products', () => {
  it('moves the items to the other product of the company; the old path answers a 301', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, 'Gamma Products');
    const web = await createProduct(db, company.id, 'Web');
    const site = await createProduct(db, company.id, 'Website');
    await createItem(db, { companyId: company.id, productId: web.id, title: 'Print view' });
    await createItem(db, { companyId: company.id, productId: web.id, title: 'Slow pages' }, 'vents');
    const merged = await admin('POST', `/api/v1/admin/products/${web.id}/merge`, {
      targetId: site.id,
      reason: 'Duplicate',
    });
    expect(merged.json()).toEqual({
      into: { id: site.id, name: 'Website', slug: 'website', path: '/gamma-products/website' },
      moved: { requests: 1, vents: 1, products: 0, memberships: 0 },
    });
    expect(await db.select().from(products).where(eq(products.id, web.id))).toEqual([]);
    expect(await pageLoad('/gamma-products/web')).toBe('/gamma-products/website');
    expect(await pageLoad('/gamma-products/web/print-view')).toBe('/gamma-products/website/print-view');
    expect(await pageLoad('/vent/gamma-products/web/slow-pages')).toBe(
      '/vent/gamma-products/website/slow-pages',
    );
    await expectCountersRecounted(db);
    const [entry] = await auditOf(web.id);
    expect(entry).toMatchObject({ action: 'product.merge', reason: 'Duplicate', before: { name: 'Web' } });
  });

  it('refuses a merge into a product of another company', async () => {
    const db = ctx.database.db;
    const one = await createProduct(db, (await createCompany(db, 'Cross One')).id, 'App');
    const two = await createProduct(db, (await createCompany(db, 'Cross Two')).id, 'App');
    const refused = await admin('POST', `/api/v1/admin/products/${one.id}/merge`, { targetId: two.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(messages.productsMergeWithinCompany);
  });
});

describe('deleting', () => {
  it('refuses a company that still has requests or vents, removed ones included', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, 'Not Empty');
    await createItem(db, { companyId: company.id, title: 'Gone', removedAt: new Date() });
    const refused = await admin('DELETE', `/api/v1/admin/companies/${company.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.companyStillHasItems(1, 0));
    expect(refused.json().error.message).toContain('1 request and 0 vents, removed ones included');
  });

  it('deletes an empty company with its products and memberships, and writes it down', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, 'Empty Co');
    await createProduct(db, company.id, 'Nothing');
    await db
      .insert(companyMembers)
      .values({ userId: (await createUser(db)).id, companyId: company.id, title: 'PM', phoneNumber: '555' });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/companies/${company.id}`,
      payload: { reason: 'Test company' },
      headers: { cookie: roles.admin.cookie, origin },
    });
    expect(deleted.json()).toEqual({ id: company.id });
    expect(await pageLoad('/empty-co')).toBe(404);
    const catalog = (await ctx.app.inject('/api/v1/catalog')).json() as { name: string }[];
    expect(catalog.map((entry) => entry.name)).not.toContain('Empty Co');
    expect(await db.select().from(companyMembers).where(eq(companyMembers.companyId, company.id))).toEqual(
      [],
    );
    const [entry] = await auditOf(company.id);
    expect(entry).toMatchObject({
      action: 'company.delete',
      reason: 'Test company',
      before: { name: 'Empty Co', products: ['Nothing'], members: 1 },
    });
  });

  it('deletes a product only when no request or vent names it', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, 'Product Keeper');
    const used = await createProduct(db, company.id, 'Used');
    const unused = await createProduct(db, company.id, 'Unused');
    await createItem(
      db,
      { companyId: company.id, productId: used.id, title: 'Hidden one', hiddenAt: new Date() },
      'vents',
    );
    const refused = await admin('DELETE', `/api/v1/admin/products/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.productStillHasItems(0, 1));
    expect((await admin('DELETE', `/api/v1/admin/products/${unused.id}`)).statusCode).toBe(200);
    expect(
      await db
        .select()
        .from(products)
        .where(and(eq(products.id, unused.id))),
    ).toEqual([]);
    expect((await auditOf(unused.id))[0]).toMatchObject({ action: 'product.delete' });
    expect((await admin('DELETE', `/api/v1/admin/products/${unused.id}`)).statusCode).toBe(404);
  });
});

describe('the company page and the admin list', () => {
  it('says whether a company has a verified account: an approved member', async () => {
    const db = ctx.database.db;
    const verified = await createCompany(db, 'Verified Co');
    const waiting = await createCompany(db, 'Waiting Co');
    await db.insert(companyMembers).values([
      {
        userId: (await createUser(db)).id,
        companyId: verified.id,
        title: 'PM',
        phoneNumber: '555',
        status: 'approved',
      },
      {
        userId: (await createUser(db)).id,
        companyId: waiting.id,
        title: 'PM',
        phoneNumber: '555',
        status: 'pending',
      },
    ]);
    expect((await resolve('/verified-co')).company).toMatchObject({ name: 'Verified Co', isVerified: true });
    expect((await resolve('/vent/verified-co')).company).toMatchObject({ isVerified: true });
    expect((await resolve('/waiting-co')).company).toMatchObject({ name: 'Waiting Co', isVerified: false });
  });

  it('lists companies by name with their products and counts, searchable', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, 'Listed Zeta');
    const product = await createProduct(db, company.id, 'Widget');
    await createItem(db, {
      companyId: company.id,
      productId: product.id,
      title: 'One',
      removedAt: new Date(),
    });
    await createItem(db, { companyId: company.id, title: 'Two' }, 'vents');
    const page = await ctx.app.inject({
      url: '/api/v1/admin/companies?search=zeta',
      headers: { cookie: roles.admin.cookie },
    });
    expect(page.json()).toEqual({
      items: [
        {
          id: company.id,
          name: 'Listed Zeta',
          slug: 'listed-zeta',
          isVerified: false,
          memberCount: 0,
          requestCount: 1,
          ventCount: 1,
          products: [{ id: product.id, name: 'Widget', slug: 'widget', requestCount: 1, ventCount: 0 }],
        },
      ],
      hasMore: false,
    });
    const all = (
      await ctx.app.inject({ url: '/api/v1/admin/companies', headers: { cookie: roles.admin.cookie } })
    ).json();
    const names = (all.items as { name: string }[]).map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const total = (await db.select().from(companies)).length;
    expect(names).toHaveLength(Math.min(total, 20));
    expect(all.hasMore).toBe(total > 20);
  });
});
