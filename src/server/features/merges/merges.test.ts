import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentKind } from '../../../shared/contracts/requests';
import { selectRows } from '../../db/connect';
import { origin } from '../../test/auth-helpers';
import { expectCountersRecounted } from '../../test/board-counters';
import { addBuild, addVotes, createCompany, createItem, createUser } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let companyId: string;
let otherCompanyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
  otherCompanyId = (await createCompany(ctx.database.db, 'Ripplebeat')).id;
  roles = await signInRoles(ctx.app, ctx.database.db, companyId, otherCompanyId, 'merges');
});
afterAll(async () => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, body?: object) =>
  ctx.app.inject({ method, url, payload: body, headers: cookie ? { cookie, origin } : { origin } });
const merge = (
  sourceId: string,
  targetId: string,
  cookie = roles.member.cookie,
  kind: ContentKind = 'requests',
) => call('POST', `/api/v1/${kind}/${sourceId}/merge`, cookie, { targetId });
const unmerge = (sourceId: string, cookie = roles.member.cookie, kind: ContentKind = 'requests') =>
  call('DELETE', `/api/v1/${kind}/${sourceId}/merge`, cookie);

/** The ids of the people who voted on an item, sorted. */
async function votersOf(id: string, kind: ContentKind = 'requests') {
  const table = sql.identifier(kind === 'vents' ? 'vent_votes' : 'votes');
  const column = sql.identifier(kind === 'vents' ? 'vent_id' : 'feature_request_id');
  const rows = await selectRows<{ userId: string }>(
    ctx.database.db,
    sql`select user_id as "userId" from ${table} where ${column} = ${id}::uuid`,
  );
  return rows.map((row) => row.userId).sort();
}

const card = async (id: string, kind: ContentKind = 'requests') =>
  (await ctx.app.inject(`/api/v1/${kind}/${id}`)).json();

async function people(count: number) {
  return Promise.all(Array.from({ length: count }, () => createUser(ctx.database.db)));
}

describe('merging a request into another', () => {
  it('counts each voter of either once, moves the builds, and takes the merged one out of every list', async () => {
    const { db } = ctx.database;
    const x = await createItem(db, { companyId, title: 'Export notes as PDF' });
    const y = await createItem(db, { companyId, title: 'PDF export for notebooks' });
    const [a, b, c, d] = await people(4);
    await addVotes(db, x.id, [a!.id, b!.id, c!.id]);
    await addVotes(db, y.id, [a!.id, b!.id, d!.id]);
    const build = await addBuild(db, x.id, c!.id, 'A print view would do');
    await addBuild(db, y.id, d!.id, 'Me too');
    const before = (await ctx.app.inject('/api/v1/requests/counts?company=notewren')).json();

    const response = await merge(x.id, y.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: { id: x.id, title: 'Export notes as PDF', voteCount: 3, buildCount: 0 },
      target: {
        id: y.id,
        voteCount: 4,
        buildCount: 2,
        path: '/notewren/no-product/pdf-export-for-notebooks',
      },
      votesMoved: 1,
      buildsMoved: 1,
    });
    expect(await votersOf(y.id)).toEqual([a!.id, b!.id, c!.id, d!.id].sort());
    expect(await votersOf(x.id)).toEqual([a!.id, b!.id, c!.id].sort());
    expect((await card(y.id)).voteCount).toBe(4);

    const builds = (await ctx.app.inject(`/api/v1/requests/${y.id}/builds`)).json();
    expect(builds.find((row: { id: string }) => row.id === build.id)).toMatchObject({
      mergedFrom: 'Export notes as PDF',
    });
    expect(builds).toHaveLength(2);

    const list = (
      await ctx.app.inject('/api/v1/requests?view=top-requests&company=notewren&limit=50')
    ).json();
    expect(list.items.map((item: { id: string }) => item.id)).not.toContain(x.id);
    const search = (await ctx.app.inject('/api/v1/requests?view=top-requests&search=Export%20notes')).json();
    expect(search.items.map((item: { id: string }) => item.id)).not.toContain(x.id);
    const after = (await ctx.app.inject('/api/v1/requests/counts?company=notewren')).json();
    expect(after.all).toBe(before.all - 1);
    await expectCountersRecounted(db);

    const mergedFrom = (await ctx.app.inject(`/api/v1/requests/${y.id}/merged-from`)).json();
    expect(mergedFrom.items).toEqual([
      expect.objectContaining({
        id: x.id,
        title: 'Export notes as PDF',
        path: '/notewren/no-product/export-notes-as-pdf',
      }),
    ]);
    const [audit] = await selectRows<{ action: string; after: { votesMoved: number; buildsMoved: number } }>(
      db,
      sql`select action, after from audit_log where target_id = ${x.id}::uuid`,
    );
    expect(audit).toMatchObject({ action: 'item.merge', after: { votesMoved: 1, buildsMoved: 1 } });
  });

  it('unmerges back to exactly what was, keeping votes cast on the target since', async () => {
    const { db } = ctx.database;
    const x = await createItem(db, { companyId, title: 'Dark mode for the editor' });
    const y = await createItem(db, { companyId, title: 'A dark theme' });
    const [a, b, c, d] = await people(4);
    await addVotes(db, x.id, [a!.id, b!.id, c!.id]);
    await addVotes(db, y.id, [a!.id, b!.id, d!.id]);
    const build = await addBuild(db, x.id, c!.id, 'Please, my eyes');
    expect((await merge(x.id, y.id)).statusCode).toBe(200);

    // E votes on the target after the merge; C, whose vote the merge moved, takes it back there.
    const e = await signInRoles(ctx.app, db, companyId, otherCompanyId, 'merges-late');
    const vote = await call('POST', `/api/v1/requests/${y.id}/vote`, e.user.cookie, { voted: true });
    expect(vote.json()).toMatchObject({ voteCount: 5 });
    await db.execute(
      sql`delete from votes where feature_request_id = ${y.id}::uuid and user_id = ${c!.id}::uuid`,
    );
    expect((await card(y.id)).voteCount).toBe(4);

    const response = await unmerge(x.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: { voteCount: 3, buildCount: 1 },
      target: { voteCount: 4, buildCount: 0 },
      votesMoved: 0,
      buildsMoved: 1,
    });
    expect(await votersOf(x.id)).toEqual([a!.id, b!.id, c!.id].sort());
    expect(await votersOf(y.id)).toEqual([a!.id, b!.id, d!.id, e.user.id].sort());
    expect((await card(x.id)).voteCount).toBe(3);
    const builds = (await ctx.app.inject(`/api/v1/requests/${x.id}/builds`)).json();
    expect(builds).toEqual([expect.objectContaining({ id: build.id, mergedFrom: null })]);
    expect((await ctx.app.inject(`/api/v1/requests/${y.id}/merged-from`)).json()).toEqual({ items: [] });
    const resolved = (
      await ctx.app.inject('/api/v1/paths/resolve?path=/notewren/no-product/dark-mode-for-the-editor')
    ).json();
    expect(resolved).toMatchObject({ found: true, item: { id: x.id } });
    await expectCountersRecounted(db);

    // Unmerged, it can be merged again, and unmerged once only.
    expect((await unmerge(x.id)).statusCode).toBe(409);
    expect((await merge(x.id, y.id)).json()).toMatchObject({ target: { voteCount: 5 } });
    expect((await unmerge(x.id)).json()).toMatchObject({ target: { voteCount: 4 }, votesMoved: 1 });
  });

  it("answers the merged one's addresses with a 301 to the target: API lookups and the page itself", async () => {
    const { db } = ctx.database;
    const x = await createItem(db, { companyId, title: 'Offline mode please' });
    const y = await createItem(db, { companyId, title: 'Work offline' });
    await merge(x.id, y.id);

    const byPath = await ctx.app.inject(
      '/api/v1/requests/by-path?company=notewren&product=no-product&slug=offline-mode-please',
    );
    expect(byPath.statusCode).toBe(301);
    expect(byPath.headers.location).toBe(
      '/api/v1/requests/by-path?company=notewren&product=no-product&slug=work-offline',
    );
    expect(byPath.json().error.code).toBe('MOVED');
    const signedIn = await call(
      'GET',
      '/api/v1/requests/by-path?company=notewren&product=no-product&slug=offline-mode-please',
      roles.admin.cookie,
    );
    expect(signedIn.statusCode).toBe(301);
    const byId = await ctx.app.inject(`/api/v1/requests/${x.id}`);
    expect([byId.statusCode, byId.headers.location]).toEqual([301, `/api/v1/requests/${y.id}`]);

    const page = await ctx.app.inject('/notewren/no-product/offline-mode-please?from=mail');
    expect([page.statusCode, page.headers.location]).toEqual([
      301,
      '/notewren/no-product/work-offline?from=mail',
    ]);
    // An unmerge gives the address back: browsers must not keep the redirect.
    expect([page.headers['cache-control'], byPath.headers['cache-control']]).toEqual([
      'no-store',
      'no-store',
    ]);
    const resolved = (
      await ctx.app.inject('/api/v1/paths/resolve?path=/notewren/no-product/offline-mode-please')
    ).json();
    expect(resolved).toEqual({
      found: false,
      mode: 'requests',
      redirect: '/notewren/no-product/work-offline',
    });

    await unmerge(x.id);
    expect((await ctx.app.inject(`/api/v1/requests/${x.id}`)).statusCode).toBe(200);
    expect((await ctx.app.inject('/notewren/no-product/offline-mode-please')).statusCode).toBe(200);
  });

  it('is for approved members of the company and admins only', async () => {
    const { db } = ctx.database;
    const expected = {
      anonymous: 401,
      user: 403,
      pending: 403,
      outsider: 403,
      member: 200,
      admin: 200,
    } as const;
    for (const [role, status] of Object.entries(expected)) {
      // The plain user is the author of both: authorship alone does not let them merge.
      const x = await createItem(db, { companyId, userId: roles.user.id });
      const y = await createItem(db, { companyId, userId: roles.user.id });
      const response = await merge(x.id, y.id, roles[role as keyof typeof roles].cookie);
      expect(response.statusCode, role).toBe(status);
      if (status === 403) expect(response.json().error.message).toBe('Not authorized');
      const candidates = await call(
        'GET',
        `/api/v1/requests/${y.id}/merge-candidates`,
        roles[role as keyof typeof roles].cookie,
      );
      expect(candidates.statusCode, role).toBe(status);
    }
  });

  it('refuses itself, another company, another kind, a merged target, a chain and a second merge, changing nothing', async () => {
    const { db } = ctx.database;
    const x = await createItem(db, { companyId });
    const y = await createItem(db, { companyId });
    const z = await createItem(db, { companyId });
    const elsewhere = await createItem(db, { companyId: otherCompanyId });
    const vent = await createItem(db, { companyId }, 'vents');
    const refusal = async (sourceId: string, targetId: string) => {
      const response = await merge(sourceId, targetId);
      return [response.statusCode, response.json().error.message];
    };
    expect(await refusal(x.id, x.id)).toEqual([400, 'A request cannot be merged into itself.']);
    expect(await refusal(x.id, elsewhere.id)).toEqual([
      400,
      'A request can only be merged into a request of the same company.',
    ]);
    expect(await refusal(x.id, vent.id)).toEqual([
      400,
      'There is no request with that id to merge into. A request can only be merged into another request.',
    ]);
    expect((await merge(x.id, 'not-a-uuid')).statusCode).toBe(400);
    expect((await merge('00000000-0000-4000-8000-000000000000', y.id)).statusCode).toBe(404);

    expect((await merge(x.id, y.id)).statusCode).toBe(200);
    expect(await refusal(z.id, x.id)).toEqual([
      409,
      'That request was itself merged into another one. Merge into the one it was merged into.',
    ]);
    expect(await refusal(y.id, z.id)).toEqual([
      409,
      'Other requests were merged into this one. Unmerge them first, or merge them into the request you picked.',
    ]);
    expect(await refusal(x.id, z.id)).toEqual([409, 'This request is already merged into another one.']);
    const merges = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from merges where target_request_id = ${z.id}::uuid`,
    );
    expect(merges[0]!.n).toBe(0);
    // A merged request takes no votes and no builds.
    expect(
      (await call('POST', `/api/v1/requests/${x.id}/vote`, roles.user.cookie, { voted: true })).statusCode,
    ).toBe(404);
  });

  it('lets one of three merges sent at once over the same items through, the others a clear 409', async () => {
    const { db } = ctx.database;
    const [x, y, z] = [
      await createItem(db, { companyId }),
      await createItem(db, { companyId }),
      await createItem(db, { companyId }),
    ];
    await addVotes(db, x.id, [(await createUser(db)).id]);
    const answers = await Promise.all([merge(x.id, y.id), merge(y.id, x.id), merge(x.id, z.id)]);
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const rows = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from merges
      where source_request_id in (${x.id}::uuid, ${y.id}::uuid) and undone_at is null`,
    );
    expect(rows[0]!.n).toBe(1);
    await expectCountersRecounted(db);
  });

  it('tells the author and the voters, followers or not, who then follow the target unless they unfollowed it', async () => {
    const { db } = ctx.database;
    const [author, voter, quitter] = await people(3);
    const x = await createItem(db, { companyId, userId: author!.id, title: 'Tags on notes' });
    const y = await createItem(db, { companyId, title: 'Labels for notes' });
    await addVotes(db, x.id, [voter!.id, quitter!.id]);
    await db.execute(sql`insert into follows (user_id, feature_request_id, is_following)
      values (${quitter!.id}::uuid, ${y.id}::uuid, false)`);
    expect((await merge(x.id, y.id)).statusCode).toBe(200);

    const told = await selectRows<{ userId: string; into: string }>(
      db,
      sql`select recipient_id as "userId", payload -> 'into' ->> 'path' as into from notifications
        where kind = 'merged' and feature_request_id = ${x.id}::uuid`,
    );
    expect(told.map((row) => row.userId).sort()).toEqual([author!.id, voter!.id, quitter!.id].sort());
    expect(told[0]!.into).toBe('/notewren/no-product/labels-for-notes');
    const following = await selectRows<{ userId: string; isFollowing: boolean }>(
      db,
      sql`select user_id as "userId", is_following as "isFollowing" from follows where feature_request_id = ${y.id}::uuid`,
    );
    expect(Object.fromEntries(following.map((row) => [row.userId, row.isFollowing]))).toEqual({
      [author!.id]: true,
      [voter!.id]: true,
      [quitter!.id]: false,
    });
  });

  it('merges vents into vents the same way', async () => {
    const { db } = ctx.database;
    const x = await createItem(db, { companyId, title: 'The app logs me out' }, 'vents');
    const y = await createItem(db, { companyId, title: 'Logged out every day' }, 'vents');
    const [a, b] = await people(2);
    await addVotes(db, x.id, [a!.id, b!.id], 'vents');
    await addVotes(db, y.id, [b!.id], 'vents');
    const response = await merge(x.id, y.id, roles.admin.cookie, 'vents');
    expect(response.json()).toMatchObject({
      target: { voteCount: 2, path: '/vent/notewren/no-product/logged-out-every-day' },
    });
    const page = await ctx.app.inject('/vent/notewren/no-product/the-app-logs-me-out');
    expect([page.statusCode, page.headers.location]).toEqual([
      301,
      '/vent/notewren/no-product/logged-out-every-day',
    ]);
    expect((await unmerge(x.id, roles.admin.cookie, 'vents')).json()).toMatchObject({
      target: { voteCount: 1 },
    });
    expect(await votersOf(x.id, 'vents')).toEqual([a!.id, b!.id].sort());
    await expectCountersRecounted(db);
  });

  it("offers ilii's similar requests first, then the company's by title, never itself or merged ones", async () => {
    const { db } = ctx.database;
    const company = (await createCompany(db, 'Pickerly')).id;
    const members = await signInRoles(ctx.app, db, company, otherCompanyId, 'merges-picker');
    const item = await createItem(db, {
      companyId: company,
      title: 'Export to PDF',
      userStoryWant: 'I could export my notes to PDF',
      userStorySoThat: 'I can print them',
    });
    const similar = await createItem(db, {
      companyId: company,
      title: 'PDF export of notes',
      userStoryWant: 'I could export notes as a PDF file',
      userStorySoThat: 'I can print them',
    });
    const other = await createItem(db, { companyId: company, title: 'Calendar sync', voteCount: 0 });
    const merged = await createItem(db, { companyId: company, title: 'Calendar export' });
    await merge(merged.id, other.id, members.member.cookie);

    const offered = (
      await call('GET', `/api/v1/requests/${item.id}/merge-candidates`, members.member.cookie)
    ).json();
    expect(offered.items[0]).toMatchObject({ id: similar.id, isSuggested: true });
    const ids = offered.items.map((row: { id: string }) => row.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(item.id);
    expect(ids).not.toContain(merged.id);
    const searched = (
      await call('GET', `/api/v1/requests/${item.id}/merge-candidates?search=calendar`, members.member.cookie)
    ).json();
    expect(searched.items).toEqual([expect.objectContaining({ id: other.id, isSuggested: false })]);
  });
});

describe('a merged item on the public pages', () => {
  it('leaves the changelog, the feeds and the sitemap, and comes back with an unmerge', async () => {
    const { db } = ctx.database;
    const launchedAt = new Date();
    const x = await createItem(db, {
      companyId,
      title: 'Offline notebooks',
      status: 'launched',
      statusUpdatedAt: launchedAt,
    });
    const y = await createItem(db, {
      companyId,
      title: 'Notebooks without a connection',
      status: 'launched',
      statusUpdatedAt: launchedAt,
    });
    const xPath = '/notewren/no-product/offline-notebooks';
    const shown = async () => {
      const changelog = (await ctx.app.inject('/api/v1/requests/changelog?company=notewren&limit=50')).json()
        .items as { id: string }[];
      const feed = (await ctx.app.inject('/feeds/notewren/changelog.atom')).body;
      const requestsFeed = (await ctx.app.inject('/feeds/notewren/requests.atom')).body;
      const index = (await ctx.app.inject('/sitemap.xml')).body;
      const pages = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/requests-\d+\.xml)<\/loc>/g)].map(
        (m) => m[1]!,
      );
      const sitemap = (await Promise.all(pages.map((page) => ctx.app.inject(page))))
        .map((r) => r.body)
        .join('');
      return {
        changelog: changelog.some((item) => item.id === x.id),
        feed: feed.includes('Offline notebooks'),
        requestsFeed: requestsFeed.includes('Offline notebooks'),
        sitemap: sitemap.includes(xPath),
        target:
          changelog.some((item) => item.id === y.id) && sitemap.includes('notebooks-without-a-connection'),
      };
    };
    expect(await shown()).toEqual({
      changelog: true,
      feed: true,
      requestsFeed: true,
      sitemap: true,
      target: true,
    });
    expect((await merge(x.id, y.id)).statusCode).toBe(200);
    expect(await shown()).toEqual({
      changelog: false,
      feed: false,
      requestsFeed: false,
      sitemap: false,
      target: true,
    });
    expect((await unmerge(x.id)).statusCode).toBe(200);
    expect(await shown()).toEqual({
      changelog: true,
      feed: true,
      requestsFeed: true,
      sitemap: true,
      target: true,
    });
  });
});
