import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { selectRows } from '../../db/connect';
import { auditLog, featureRequests, reports } from '../../db/schema';
import { origin, post } from '../../test/auth-helpers';
import { addBuild, createCompany, createItem, createUser } from '../../test/factories';
import { signedInUser } from '../../test/sessions';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

/**
 * Reports hide an item once enough different people (with accounts older than a day) report it;
 * an admin dismisses, removes or restores. A removed item leaves every list, count and search and
 * answers 404 to everyone but its author and admins, who see why.
 */
let ctx: TestApp;
let company: { id: string; slug: string };
let author: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
const threshold = 3;

beforeAll(async () => {
  // No read cache: every answer is read from the database, right after the write before it.
  ctx = await createTestApp({
    config: testConfig({ READ_CACHE_MS: '0', REPORT_HIDE_THRESHOLD: String(threshold) }),
  });
  const db = ctx.database.db;
  company = await createCompany(db, 'Notewren');
  author = await signedInUser(db, { joinedDaysAgo: 30 });
  admin = await signedInUser(db, { joinedDaysAgo: 30 });
  await db.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
  stranger = await signedInUser(db, { joinedDaysAgo: 30 });
});
afterAll(async () => ctx.close());

const get = (url: string, cookie = '') => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const report = (kind: string, id: string, cookie: string, body: object = { reason: 'harassment' }) =>
  post(ctx.app, `/api/v1/reports/${kind}/${id}`, body, { cookie });
const decide = (kind: string, id: string, decision: string, body: object = {}, cookie = admin.cookie) =>
  post(ctx.app, `/api/v1/admin/moderation/${kind}/${id}/${decision}`, body, { cookie });

let made = 0;
async function newRequest(title = `Coloured tags ${++made}`) {
  return createItem(ctx.database.db, { companyId: company.id, userId: author.id, title });
}

/** Reporters whose reports count: accounts a month old. */
async function reporters(n: number, joinedDaysAgo = 30) {
  return Promise.all(Array.from({ length: n }, () => signedInUser(ctx.database.db, { joinedDaysAgo })));
}

async function listedIds(cookie = '', query = '', view = 'latest-requests') {
  const response = await get(`/api/v1/requests?view=${view}&limit=50${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { id: string }[]).map((item) => item.id);
}

async function topCount(query = '') {
  return (await get(`/api/v1/requests/counts?company=notewren${query}`)).json()['top-requests'] as number;
}

describe('reporting', () => {
  it('takes one report per person, with a reason from the policy and an optional note', async () => {
    const item = await newRequest();
    const response = await report('requests', item.id, stranger.cookie, {
      reason: 'spam',
      note: ' Ad link ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: messages.reportReceived });
    const [stored] = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.featureRequestId, item.id));
    expect(stored).toMatchObject({ reporterId: stranger.id, reason: 'spam', note: 'Ad link', counts: true });

    const again = await report('requests', item.id, stranger.cookie, { reason: 'harassment' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.alreadyReported);
  });

  it('refuses bad input, its own author, anonymous callers and missing items, changing nothing', async () => {
    const item = await newRequest();
    const cases: [string, number, string | undefined][] = [
      [JSON.stringify({ reason: 'rude' }), 400, messages.chooseReportReason],
      [JSON.stringify({}), 400, messages.chooseReportReason],
      [JSON.stringify({ reason: 'spam', note: 'x'.repeat(501) }), 400, messages.reportNoteTooLong],
      [JSON.stringify({ reason: 'spam', note: 'a\u0000b' }), 400, undefined],
    ];
    for (const [payload, status, message] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/reports/requests/${item.id}`,
        payload,
        headers: { cookie: stranger.cookie, origin, 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(status);
      if (message) expect(response.json().error.message).toBe(message);
    }
    const own = await report('requests', item.id, author.cookie);
    expect([own.statusCode, own.json().error.message]).toEqual([409, messages.cannotReportOwn]);
    expect((await report('requests', item.id, '')).statusCode).toBe(401);
    expect((await report('requests', crypto.randomUUID(), stranger.cookie)).statusCode).toBe(404);
    expect((await report('vents', item.id, stranger.cookie)).statusCode).toBe(404);
    expect((await report('things', item.id, stranger.cookie)).statusCode).toBe(400);
    expect((await report('requests', 'not-an-id', stranger.cookie)).statusCode).toBe(400);
    const stored = await ctx.database.db.select().from(reports).where(eq(reports.featureRequestId, item.id));
    expect(stored).toEqual([]);
  });

  it('hides an item from lists, counts and search once enough people with older accounts report it', async () => {
    const item = await newRequest('Zeppelin mode for maps');
    const before = await topCount();
    // Fresh accounts do not count, however many.
    for (const fresh of await reporters(threshold, 0)) {
      expect((await report('requests', item.id, fresh.cookie)).statusCode).toBe(200);
    }
    expect(await listedIds()).toContain(item.id);
    const counting = await reporters(threshold);
    for (const [n, reporter] of counting.entries()) {
      expect((await report('requests', item.id, reporter.cookie)).statusCode).toBe(200);
      expect((await listedIds()).includes(item.id), `after ${n + 1}`).toBe(n + 1 < threshold);
    }
    expect(await topCount()).toBe(before - 1);
    expect(await listedIds('', '&search=zeppelin')).toEqual([]);
    expect(await topCount('&search=zeppelin')).toBe(0);
    // Its page still opens; its author finds it on their own tab, told it is under review.
    expect((await get(`/api/v1/requests/${item.id}`)).statusCode).toBe(200);
    const own = await get('/api/v1/requests?view=your-requests&limit=50', author.cookie);
    const mine = (own.json().items as { id: string; moderation: unknown }[]).find(
      (card) => card.id === item.id,
    );
    expect(mine?.moderation).toEqual({ state: 'hidden', reason: null, removedAt: null });
    // The open reports wait in the admin's view, grouped on the item.
    const open = await get('/api/v1/admin/reports', admin.cookie);
    const group = (open.json().items as { id: string }[]).find((entry) => entry.id === item.id);
    expect(group).toMatchObject({
      kind: 'requests',
      title: 'Zeppelin mode for maps',
      state: 'hidden',
      openReports: threshold * 2,
      reasons: [{ reason: 'harassment', count: threshold * 2 }],
      path: `/notewren/no-product/${item.slug}`,
    });
  });

  it('is hidden once when many people report at the same moment', async () => {
    const item = await newRequest();
    const many = await reporters(threshold * 3);
    const answers = await Promise.all(many.map((reporter) => report('requests', item.id, reporter.cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(many.map(() => 200));
    const [row] = await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.id, item.id));
    expect(row!.hiddenAt).not.toBeNull();
    expect(await listedIds()).not.toContain(item.id);
  });

  it('after an admin keeps an item, reports queue for review without hiding it again', async () => {
    const item = await newRequest();
    for (const reporter of await reporters(threshold)) await report('requests', item.id, reporter.cookie);
    expect(await listedIds()).not.toContain(item.id);
    const dismissed = await decide('requests', item.id, 'dismiss');
    expect(dismissed.json()).toEqual({ state: 'public', message: messages.reportsDismissed });
    expect(await listedIds()).toContain(item.id);
    for (const reporter of await reporters(threshold + 1)) await report('requests', item.id, reporter.cookie);
    expect(await listedIds()).toContain(item.id);
    const open = (await get('/api/v1/admin/reports', admin.cookie)).json().items as { id: string }[];
    expect(open.find((entry) => entry.id === item.id)).toMatchObject({ state: 'public', isKept: true });
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, item.id));
    expect(audit).toMatchObject({ action: 'reports.dismiss', actorId: admin.id, targetKind: 'request' });
  });
});

describe('removal', () => {
  it('takes an item out of every list, count and search, answers 404 to others and tells its author why', async () => {
    const item = await newRequest('Monsoon theme');
    const voter = await signedInUser(ctx.database.db);
    expect(
      (await post(ctx.app, `/api/v1/requests/${item.id}/vote`, { voted: true }, { cookie: voter.cookie }))
        .statusCode,
    ).toBe(200);
    const before = await topCount();
    await report('requests', item.id, stranger.cookie);

    const removed = await decide('requests', item.id, 'remove', {
      reason: 'Personal attack on a named employee',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ state: 'removed', message: messages.itemRemoved });

    expect(await listedIds()).not.toContain(item.id);
    expect(await listedIds(voter.cookie, '', 'your-votes')).not.toContain(item.id);
    expect(await topCount()).toBe(before - 1);
    expect(await listedIds('', '&search=monsoon')).toEqual([]);
    const path = `/api/v1/requests/by-path?company=notewren&product=no-product&slug=${item.slug}`;
    for (const cookie of ['', stranger.cookie, voter.cookie]) {
      expect((await get(`/api/v1/requests/${item.id}`, cookie)).statusCode).toBe(404);
      expect((await get(path, cookie)).statusCode).toBe(404);
    }
    const resolved = await get(`/api/v1/paths/resolve?path=/notewren/no-product/${item.slug}`);
    expect(resolved.json().found).toBe(false);
    // Nothing more can be added to it.
    expect(
      (await post(ctx.app, `/api/v1/requests/${item.id}/vote`, { voted: false }, { cookie: voter.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          ctx.app,
          `/api/v1/requests/${item.id}/builds`,
          { content: 'Me too, please' },
          { cookie: voter.cookie },
        )
      ).statusCode,
    ).toBe(404);
    expect((await report('requests', item.id, voter.cookie)).statusCode).toBe(404);

    // Its author and admins still see it, marked removed with the reason.
    const notice = {
      state: 'removed',
      reason: 'Personal attack on a named employee',
      removedAt: expect.any(String),
    };
    for (const cookie of [author.cookie, admin.cookie]) {
      const detail = await get(`/api/v1/requests/${item.id}`, cookie);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().moderation).toEqual(notice);
      expect((await get(path, cookie)).json().moderation).toEqual(notice);
    }
    const own = await get('/api/v1/requests?view=your-requests&limit=50', author.cookie);
    expect(
      (own.json().items as { id: string; moderation: unknown }[]).find((c) => c.id === item.id)?.moderation,
    ).toEqual(notice);

    // Nothing was deleted; the reports are closed; the removal is in the audit log.
    const [row] = await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.id, item.id));
    expect(row).toMatchObject({ removedBy: admin.id, voteCount: 1 });
    const open = await ctx.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.featureRequestId, item.id), sql`${reports.resolvedAt} is null`));
    expect(open).toEqual([]);
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, item.id));
    expect(audit).toMatchObject({ action: 'item.remove', reason: 'Personal attack on a named employee' });
    const removedView = (await get('/api/v1/admin/reports?state=removed', admin.cookie)).json().items;
    expect(removedView[0]).toMatchObject({
      id: item.id,
      state: 'removed',
      removedReason: 'Personal attack on a named employee',
    });
    expect(
      ((await get('/api/v1/admin/reports', admin.cookie)).json().items as { id: string }[]).map((e) => e.id),
    ).not.toContain(item.id);

    // Restored, it is back everywhere, counts included.
    expect((await decide('requests', item.id, 'remove', { reason: 'again' })).statusCode).toBe(409);
    const restored = await decide('requests', item.id, 'restore');
    expect(restored.json()).toEqual({ state: 'public', message: messages.itemRestored });
    expect(await listedIds()).toContain(item.id);
    expect(await topCount()).toBe(before);
    expect((await get(`/api/v1/requests/${item.id}`, stranger.cookie)).json().moderation).toBeNull();
    expect((await decide('requests', item.id, 'restore')).statusCode).toBe(409);
  });

  it('needs a reason, and is for admins only', async () => {
    const item = await newRequest();
    const noReason = await decide('requests', item.id, 'remove', { reason: '  ' });
    expect([noReason.statusCode, noReason.json().error.message]).toEqual([
      400,
      messages.removalReasonRequired,
    ]);
    expect((await decide('requests', item.id, 'remove', { reason: 'x' }, stranger.cookie)).statusCode).toBe(
      403,
    );
    expect((await decide('requests', item.id, 'remove', { reason: 'x' }, author.cookie)).statusCode).toBe(
      403,
    );
    expect((await decide('requests', item.id, 'remove', { reason: 'x' }, '')).statusCode).toBe(401);
    expect((await get('/api/v1/admin/reports', stranger.cookie)).statusCode).toBe(403);
    expect((await decide('requests', crypto.randomUUID(), 'remove', { reason: 'x' })).statusCode).toBe(404);
    expect((await decide('requests', item.id, 'dismiss')).statusCode).toBe(409);
  });

  it('removes a vent the same way', async () => {
    const vent = await createItem(
      ctx.database.db,
      { companyId: company.id, userId: author.id, title: 'Logs me out' },
      'vents',
    );
    expect((await decide('vents', vent.id, 'remove', { reason: 'Threat' })).statusCode).toBe(200);
    expect((await get(`/api/v1/vents/${vent.id}`)).statusCode).toBe(404);
    const vents = (await get('/api/v1/vents?view=latest-requests')).json().items as { id: string }[];
    expect(vents.map((v) => v.id)).not.toContain(vent.id);
    expect((await get(`/api/v1/vents/${vent.id}`, author.cookie)).json().moderation.state).toBe('removed');
  });

  it("takes a build out of its request's builds and build count, shown to its author and admins only", async () => {
    const item = await newRequest();
    const writer = await createUser(ctx.database.db);
    const build = await addBuild(ctx.database.db, item.id, writer.id, 'A rude build');
    await addBuild(ctx.database.db, item.id, author.id, 'A kind build');
    const buildCount = async () => (await get(`/api/v1/requests/${item.id}`)).json().buildCount as number;
    expect(await buildCount()).toBe(2);
    expect((await report('builds', build.id, stranger.cookie, { reason: 'foul_language' })).statusCode).toBe(
      200,
    );
    expect((await decide('builds', build.id, 'remove', { reason: 'Foul language' })).statusCode).toBe(200);
    expect(await buildCount()).toBe(1);
    const shown = async (cookie: string) =>
      (await get(`/api/v1/requests/${item.id}/builds`, cookie)).json() as {
        id: string;
        moderation: unknown;
      }[];
    expect((await shown('')).map((b) => b.id)).not.toContain(build.id);
    expect((await shown(stranger.cookie)).map((b) => b.id)).not.toContain(build.id);
    expect((await shown(admin.cookie)).find((b) => b.id === build.id)?.moderation).toMatchObject({
      state: 'removed',
      reason: 'Foul language',
    });
    expect(
      (await post(ctx.app, `/api/v1/builds/${build.id}/vote`, { voted: true }, { cookie: stranger.cookie }))
        .statusCode,
    ).toBe(404);
    const [group] = (await get('/api/v1/admin/reports?state=removed', admin.cookie)).json().items;
    expect(group).toMatchObject({ kind: 'builds', id: build.id, text: 'A rude build', title: item.title });
    expect((await decide('builds', build.id, 'restore')).statusCode).toBe(200);
    expect(await buildCount()).toBe(2);
  });

  it('keeps the board counters equal to the public rows', async () => {
    const recount = await selectRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from feature_requests where removed_at is null and hidden_at is null`,
    );
    const stored = await selectRows<{ n: number }>(
      ctx.database.db,
      sql`select coalesce(sum(n), 0)::int as n from board_counts where kind = 'requests'
        and company_id = '00000000-0000-0000-0000-000000000000'`,
    );
    expect(stored[0]!.n).toBe(recount[0]!.n);
  });
});
