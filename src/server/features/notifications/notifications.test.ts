import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '../../../shared/contracts/notifications';
import { selectRows } from '../../db/connect';
import { origin, signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany, createItem, createProduct } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { announceNotifications, notifyMerged } from './notify';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
  const other = await createCompany(ctx.database.db, 'Ripplebeat');
  roles = await signInRoles(ctx.app, ctx.database.db, companyId, other.id, 'notify');
});
afterAll(async () => ctx.close());

let people = 0;
/** A new signed-in person: their id and cookie. */
async function person() {
  people += 1;
  const name = `follower-${people}`;
  const { cookie, response } = await signInAs(ctx.app, `${name}@example.com`, {
    signUp: signUpBody({ username: name }),
  });
  return { cookie, id: response.json().user.id as string };
}

type Person = Awaited<ReturnType<typeof person>>;

const call = (method: string, url: string, who: { cookie: string } | null, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who?.cookie ? { cookie: who.cookie, origin } : { origin },
  });

const following = async (who: Person, id: string, kind = 'requests') =>
  (await call('GET', `/api/v1/${kind}/${id}/follow`, who)).json().following as boolean;
const vote = (who: Person, id: string, voted: boolean) =>
  call('POST', `/api/v1/requests/${id}/vote`, who, { voted });
const build = (who: Person, id: string, kind = 'requests') =>
  call('POST', `/api/v1/${kind}/${id}/builds`, who, { content: 'I would use this every day at work.' });
const setStatus = (id: string, body: object, kind = 'requests') =>
  call('PATCH', `/api/v1/${kind}/${id}/status`, roles.member, body);
const inbox = async (who: Person, cursor?: string) => {
  const response = await call('GET', `/api/v1/notifications${cursor ? `?cursor=${cursor}` : ''}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationPage;
};

describe('following', () => {
  it('follows and unfollows by hand, signed in only, on public items only', async () => {
    const someone = await person();
    const item = await createItem(ctx.database.db, { companyId });
    expect(await following(someone, item.id)).toBe(false);
    expect((await call('PUT', `/api/v1/requests/${item.id}/follow`, someone)).json()).toEqual({
      following: true,
    });
    expect(await following(someone, item.id)).toBe(true);
    expect((await call('DELETE', `/api/v1/requests/${item.id}/follow`, someone)).json()).toEqual({
      following: false,
    });
    expect(await following(someone, item.id)).toBe(false);
    expect((await call('PUT', `/api/v1/requests/${item.id}/follow`, null)).statusCode).toBe(401);
    const removed = await createItem(ctx.database.db, {
      companyId,
      removedAt: new Date(),
      removedReason: 'Spam',
    });
    expect((await call('PUT', `/api/v1/requests/${removed.id}/follow`, someone)).statusCode).toBe(404);
    // A request's id is not a vent's.
    expect((await call('GET', `/api/v1/vents/${item.id}/follow`, someone)).statusCode).toBe(404);
  });

  it('follows what a person posts, votes on and builds on, unless their settings say not to', async () => {
    const someone = await person();
    const posted = await call('POST', '/api/v1/vents', someone, {
      company: { id: companyId },
      title: 'Sync drops my notes',
      userStoryWant: 'my notes vanish after a sync',
      userStorySoThat: 'I lose a day of work each time',
      confirmDuplicates: true,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await following(someone, posted.json().item.id, 'vents')).toBe(true);
    const voted = await createItem(ctx.database.db, { companyId });
    await vote(someone, voted.id, true);
    expect(await following(someone, voted.id)).toBe(true);
    // Taking the vote back does not unfollow.
    await vote(someone, voted.id, false);
    expect(await following(someone, voted.id)).toBe(true);
    const built = await createItem(ctx.database.db, { companyId });
    expect((await build(someone, built.id)).statusCode).toBe(200);
    expect(await following(someone, built.id)).toBe(true);

    const settings = await call('PUT', '/api/v1/notification-settings', someone, {
      followVoted: false,
      followBuilt: false,
    });
    expect(settings.json()).toMatchObject({ followVoted: false, followBuilt: false, followOwnPosts: true });
    const later = await createItem(ctx.database.db, { companyId });
    await vote(someone, later.id, true);
    await build(someone, later.id);
    expect(await following(someone, later.id)).toBe(false);
  });

  it('keeps an unfollow on purpose: a later vote or build does not follow again', async () => {
    const someone = await person();
    const item = await createItem(ctx.database.db, { companyId });
    await call('DELETE', `/api/v1/requests/${item.id}/follow`, someone);
    expect((await vote(someone, item.id, true)).statusCode).toBe(200);
    await build(someone, item.id);
    expect(await following(someone, item.id)).toBe(false);
    await call('PUT', `/api/v1/requests/${item.id}/follow`, someone);
    expect(await following(someone, item.id)).toBe(true);
  });
});

describe('what reaches the inbox', () => {
  it('status changes and comments, to followers but not to the member who made them', async () => {
    const [fan, quitter] = [await person(), await person()];
    const item = await createItem(ctx.database.db, { companyId, title: 'Dark mode' });
    for (const who of [fan, quitter, roles.member])
      await call('PUT', `/api/v1/requests/${item.id}/follow`, who);
    await call('DELETE', `/api/v1/requests/${item.id}/follow`, quitter);
    await setStatus(item.id, { status: 'planned', comment: 'Next month.' });
    await setStatus(item.id, { status: 'planned', comment: 'In two weeks.' });
    const page = await inbox(fan);
    expect(page.unread).toBe(2);
    expect(page.items.map((n) => [n.kind, n.data])).toEqual([
      ['comment', { comment: 'In two weeks.' }],
      ['status', { status: 'planned', comment: 'Next month.' }],
    ]);
    expect(page.items[0]!.item).toEqual({
      kind: 'requests',
      id: item.id,
      title: 'Dark mode',
      path: '/notewren/no-product/dark-mode',
      companyName: 'Notewren',
    });
    expect((await inbox(quitter)).items).toEqual([]);
    expect((await inbox(roles.member)).items.filter((n) => n.item.id === item.id)).toEqual([]);
  });

  it('new builds grouped: one unread notification per item counts them, and moves up', async () => {
    const fan = await person();
    const [first, second] = [await person(), await person()];
    const vent = await createItem(ctx.database.db, { companyId, title: 'Slow search' }, 'vents');
    const other = await createItem(ctx.database.db, { companyId, title: 'Tags' });
    await call('PUT', `/api/v1/vents/${vent.id}/follow`, fan);
    await call('PUT', `/api/v1/requests/${other.id}/follow`, fan);
    await build(first, vent.id, 'vents');
    await setStatus(other.id, { status: 'seen' });
    await build(second, vent.id, 'vents');
    let page = await inbox(fan);
    expect(page.items.map((n) => [n.kind, n.item.title, n.data])).toEqual([
      ['builds', 'Slow search', { count: 2 }],
      ['status', 'Tags', { status: 'seen', comment: null }],
    ]);
    expect(page.items[0]!.item.path).toBe('/vent/notewren/no-product/slow-search');
    // Once read, the next build starts a new group.
    await call('POST', '/api/v1/notifications/read', fan, { ids: [page.items[0]!.id] });
    await build(first, vent.id, 'vents');
    page = await inbox(fan);
    expect(page.items.map((n) => [n.kind, n.data, n.isRead])).toEqual([
      ['builds', { count: 1 }, false],
      ['builds', { count: 2 }, true],
      ['status', { status: 'seen', comment: null }, false],
    ]);
  });

  it("a new build's rows, mail, follow and live events, each follower with their own e-mail choice", async () => {
    const [builder, daily, instant, off, quitter] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    const product = await createProduct(ctx.database.db, companyId, 'Boards');
    const item = await createItem(ctx.database.db, {
      companyId,
      productId: product.id,
      title: 'Card covers',
    });
    for (const fan of [daily, instant, off]) await call('PUT', `/api/v1/requests/${item.id}/follow`, fan);
    await call('DELETE', `/api/v1/requests/${item.id}/follow`, quitter);
    await call('PUT', '/api/v1/notification-settings', instant, { email: { builds: 'instant' } });
    await call('PUT', '/api/v1/notification-settings', off, { email: { builds: 'off' } });
    await call('PUT', '/api/v1/notification-settings', quitter, { followBuilt: false });
    // An unread notification of another kind counts in the live unread count.
    await setStatus(item.id, { status: 'seen' });
    const fans = [daily, instant, off].map((fan) => fan.id);
    const rowsOf = () =>
      selectRows<{
        id: string;
        recipientId: string;
        payload: object;
        isMailed: boolean;
        dedupeKey: string | null;
      }>(
        ctx.database.db,
        sql`select n.id, n.recipient_id as "recipientId", n.payload, n.emailed_at is not null as "isMailed",
              (select o.dedupe_key from outbox o where o.payload ->> 'notificationId' = n.id::text
                order by o.created_at desc limit 1) as "dedupeKey"
          from notifications n where n.feature_request_id = ${item.id} and n.kind = 'builds'`,
      );
    const heard: { topic: string; kind: string; id: string; data: unknown }[] = [];
    const stop = ctx.app.live.subscribe((event) => heard.push(event));
    try {
      for (const [who, count] of [
        [builder, 1],
        [quitter, 2],
      ] as const) {
        heard.length = 0;
        const response = await build(who, item.id);
        expect(response.statusCode, response.body).toBe(200);
        const saved = response.json().build;
        expect(saved).toMatchObject({ userVote: false, isOwner: true, voteCount: 0, moderation: null });
        const rows = await rowsOf();
        // The builder is told of others' builds only: the quitter's build reaches the builder.
        const told = count === 1 ? fans : [...fans, builder.id];
        expect(rows.map((row) => row.recipientId).sort()).toEqual(told.sort());
        for (const row of rows) {
          const isBuilder = row.recipientId === builder.id;
          expect(row.payload).toEqual({
            title: 'Card covers',
            companyName: 'Notewren',
            companySlug: 'notewren',
            productSlug: 'boards',
            slug: 'card-covers',
            count: isBuilder ? 1 : count,
          });
          expect(row.isMailed).toBe(row.recipientId === off.id);
          const key = row.recipientId === instant.id ? `notification:${row.id}:${count}` : null;
          expect(row.dedupeKey).toBe(key);
        }
        const itemEvents = [`request:${item.id}`, 'requests', `company:${companyId}`].map((topic) => ({
          topic,
          kind: 'build',
          id: item.id,
          data: { buildId: saved.id, buildCount: count },
        }));
        const inboxEvents = rows
          .map((row) => ({
            topic: `inbox:${row.recipientId}`,
            kind: 'notification',
            id: row.id,
            data: { unread: row.recipientId === builder.id ? 1 : 2 },
          }))
          .sort((a, b) => a.topic.localeCompare(b.topic));
        expect(heard.slice(0, 3)).toEqual(itemEvents);
        expect(heard.slice(3).sort((a, b) => a.topic.localeCompare(b.topic))).toEqual(inboxEvents);
      }
    } finally {
      stop();
    }
    expect(await following(builder, item.id)).toBe(true);
    expect(await following(quitter, item.id)).toBe(false);
    // A vent without a product: its payload names no product.
    const vent = await createItem(ctx.database.db, { companyId, title: 'Lost drafts' }, 'vents');
    await call('PUT', `/api/v1/vents/${vent.id}/follow`, daily);
    expect((await build(builder, vent.id, 'vents')).statusCode).toBe(200);
    expect(
      await selectRows(
        ctx.database.db,
        sql`select recipient_id as "recipientId", payload from notifications where vent_id = ${vent.id}`,
      ),
    ).toEqual([
      {
        recipientId: daily.id,
        payload: {
          title: 'Lost drafts',
          companyName: 'Notewren',
          companySlug: 'notewren',
          productSlug: null,
          slug: 'lost-drafts',
          count: 1,
        },
      },
    ]);
    expect(await following(builder, vent.id, 'vents')).toBe(true);
  });

  it('a removal, to its followers and always its author, with the reason for the author only', async () => {
    const [author, fan] = [await person(), await person()];
    const item = await createItem(ctx.database.db, { companyId, userId: author.id, title: 'Spammy' });
    await call('DELETE', `/api/v1/requests/${item.id}/follow`, author);
    await call('PUT', `/api/v1/requests/${item.id}/follow`, fan);
    const removed = await call('POST', `/api/v1/admin/moderation/requests/${item.id}/remove`, roles.admin, {
      reason: 'Advertising',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [told] = (await inbox(author)).items;
    expect(told).toMatchObject({ kind: 'removed', data: { reason: 'Advertising' } });
    expect(told!.item).toMatchObject({ title: 'Spammy', path: null });
    expect((await inbox(fan)).items[0]).toMatchObject({ kind: 'removed', data: { reason: null } });
  });

  it("a merge, through notifyMerged, with the merged item's new home", async () => {
    const fan = await person();
    const merged = await createItem(ctx.database.db, { companyId, title: 'Export PDF' });
    const into = await createItem(ctx.database.db, { companyId, title: 'Export boards' });
    await call('PUT', `/api/v1/requests/${merged.id}/follow`, fan);
    const written = await ctx.database.db.transaction((tx) =>
      notifyMerged(tx, {
        kind: 'requests',
        id: merged.id,
        actorId: roles.admin.id,
        into: { kind: 'requests', id: into.id },
      }),
    );
    await announceNotifications(ctx.database.db, ctx.app.live, written);
    expect((await inbox(fan)).items[0]).toMatchObject({
      kind: 'merged',
      item: { title: 'Export PDF' },
      data: { into: { title: 'Export boards', path: '/notewren/no-product/export-boards' } },
    });
  });
});

describe('the inbox', () => {
  it('pages 20 at a time, newest first, and refuses an odd cursor with a 400', async () => {
    const fan = await person();
    const item = await createItem(ctx.database.db, { companyId });
    await call('PUT', `/api/v1/requests/${item.id}/follow`, fan);
    for (let n = 0; n < 23; n++) await setStatus(item.id, { status: 'seen', comment: `Note ${n}` });
    const first = await inbox(fan);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.data).toEqual({ comment: 'Note 22' });
    expect(first.nextCursor).not.toBeNull();
    const second = await inbox(fan, first.nextCursor!);
    // The first change set the status (with its comment); the others changed the comment only.
    expect(second.items.map((n) => [n.kind, n.data.comment])).toEqual([
      ['comment', 'Note 2'],
      ['comment', 'Note 1'],
      ['status', 'Note 0'],
    ]);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((n) => n.id);
    expect(new Set(all).size).toBe(23);
    for (const cursor of ['nope', Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(201)]) {
      expect((await call('GET', `/api/v1/notifications?cursor=${cursor}`, fan)).statusCode).toBe(400);
    }
    expect((await call('GET', '/api/v1/notifications', null)).statusCode).toBe(401);
  });

  it("marks read the person's own notifications only, or all of them", async () => {
    const [fan, other] = [await person(), await person()];
    const item = await createItem(ctx.database.db, { companyId });
    for (const who of [fan, other]) await call('PUT', `/api/v1/requests/${item.id}/follow`, who);
    await setStatus(item.id, { status: 'seen' });
    await setStatus(item.id, { status: 'planned' });
    const theirs = (await inbox(other)).items.map((n: Notification) => n.id);
    const mine = (await inbox(fan)).items.map((n: Notification) => n.id);
    const marked = await call('POST', '/api/v1/notifications/read', fan, { ids: [mine[0], ...theirs] });
    expect(marked.json()).toEqual({ unread: 1 });
    expect((await call('GET', '/api/v1/notifications/unread-count', other)).json()).toEqual({ unread: 2 });
    expect((await call('POST', '/api/v1/notifications/read', fan, {})).json()).toEqual({ unread: 0 });
    expect((await inbox(fan)).items.every((n) => n.isRead)).toBe(true);
    expect((await call('POST', '/api/v1/notifications/read', fan, { ids: ['nope'] })).statusCode).toBe(400);
  });
});

describe('notification settings', () => {
  it('answer the defaults, take changes part by part, and refuse bad values', async () => {
    const someone = await person();
    expect((await call('GET', '/api/v1/notification-settings', someone)).json()).toEqual({
      email: {
        status: 'instant',
        comment: 'instant',
        builds: 'daily',
        merged: 'instant',
        removed: 'instant',
      },
      followOwnPosts: true,
      followVoted: true,
      followBuilt: true,
      companyDigest: null,
    });
    const changed = await call('PUT', '/api/v1/notification-settings', someone, { email: { builds: 'off' } });
    expect(changed.json().email).toMatchObject({ builds: 'off', status: 'instant' });
    const again = await call('PUT', '/api/v1/notification-settings', someone, { email: { status: 'daily' } });
    expect(again.json().email).toMatchObject({ builds: 'off', status: 'daily' });
    for (const body of [
      { email: { builds: 'weekly' } },
      { email: { likes: 'off' } },
      { followVoted: 'no' },
      { x: 1 },
    ]) {
      expect((await call('PUT', '/api/v1/notification-settings', someone, body)).statusCode).toBe(400);
    }
    const digest = await call('PUT', '/api/v1/notification-settings', someone, { companyDigest: 'daily' });
    expect(digest.statusCode).toBe(403);
    expect(digest.json().error.message).toBe('The company digest is for approved members of a company.');
    expect((await call('GET', '/api/v1/notification-settings', null)).statusCode).toBe(401);
  });

  it("offer a company's approved members its daily digest", async () => {
    expect((await call('GET', '/api/v1/notification-settings', roles.member)).json().companyDigest).toBe(
      'off',
    );
    const set = await call('PUT', '/api/v1/notification-settings', roles.member, { companyDigest: 'daily' });
    expect(set.json().companyDigest).toBe('daily');
    expect(
      (await call('PUT', '/api/v1/notification-settings', roles.pending, { companyDigest: 'daily' }))
        .statusCode,
    ).toBe(403);
  });
});
