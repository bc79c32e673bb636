import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card, CardPage, TabCounts } from '../../../shared/contracts/requests';
import { companyMembers } from '../../db/schema';
import { wroteCookieName } from '../../plugins/viewer-cache';
import { origin, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany, createItem } from '../../test/factories';
import { createSecondApp, createTestApp, type TestApp, testConfig } from '../../test/test-app';

/**
 * Two server processes on one PostgreSQL: A (the test app, where the writes happen) and B (a
 * second app with its own connections and LISTEN), sharing nothing in memory. B keeps shared
 * reads for a minute (READ_CACHE_MS=60000) and each person's own data until they write, so a
 * change can only show on B within the test's second if the bus tells B, or, for the writer's
 * own next read, if the `ilii_wrote` cookie their write set does. Each test first reads on B, so
 * that B holds the old answers.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'writes on one process reach reads on another (PostgreSQL only)',
  () => {
    let a: TestApp;
    let b: FastifyInstance;
    let second: Awaited<ReturnType<typeof createSecondApp>>;
    let people = 0;

    beforeAll(async () => {
      a = await createTestApp();
      second = await createSecondApp(a.database.url!, testConfig({ READ_CACHE_MS: '60000' }));
      b = second.app;
    });
    afterAll(async () => {
      await second?.close();
      await a?.close();
    });

    async function signUp() {
      const name = `reader${++people}`;
      const { cookie, response } = await signInAs(a.app, `${name}@example.com`, {
        signUp: signUpBody({ username: name }),
      });
      return { cookie, id: response.json().user.id as string };
    }

    const read = async <T>(url: string, cookie = '') => {
      const response = await b.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBe(200);
      return response.json() as T;
    };

    /** The session cookie and the `ilii_wrote` cookie a write answered with. */
    function withWrote(cookie: string, written: { cookies: { name: string; value: string }[] }) {
      const wrote = written.cookies.find((set) => set.name === wroteCookieName);
      expect(wrote, 'the write sets ilii_wrote').toBeDefined();
      return `${cookie}; ${wroteCookieName}=${wrote!.value}`;
    }

    /** What `get` answers once `isDone` holds, or after 1 s, whichever is first. */
    async function withinOneSecond<T>(get: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
      const deadline = Date.now() + 1_000;
      for (;;) {
        const value = await get();
        if (isDone(value) || Date.now() > deadline) return value;
        await sleep(25);
      }
    }

    const cardIn = (page: CardPage, id: string) => page.items.find((item) => item.id === id);

    it('shows a vote made on A to the voter on B at once, and to others within 1 s', async () => {
      const company = await createCompany(a.database.db);
      const item = await createItem(a.database.db, { companyId: company.id });
      const voter = await signUp();
      const other = await signUp();
      const list = `/api/v1/requests?company=${company.slug}`;
      const detail = `/api/v1/requests/${item.id}`;
      const counts = `/api/v1/requests/counts?company=${company.slug}`;
      expect(cardIn(await read<CardPage>(list, voter.cookie), item.id)).toMatchObject({
        userVote: false,
        voteCount: 0,
      });
      expect(await read<Card>(detail, voter.cookie)).toMatchObject({ userVote: false, voteCount: 0 });
      expect((await read<TabCounts>(counts, voter.cookie))['your-votes']).toBe(0);
      expect(cardIn(await read<CardPage>(list, other.cookie), item.id)?.voteCount).toBe(0);
      expect((await read<Card>(detail)).voteCount).toBe(0);

      const voted = await post(
        a.app,
        `/api/v1/requests/${item.id}/vote`,
        { voted: true },
        { cookie: voter.cookie },
      );
      expect(voted.statusCode).toBe(200);

      // The voter without the cookie their vote set (an API client that drops it), within 1 s:
      // only the bus can tell B.
      const voterLater = await withinOneSecond(
        () => read<Card>(detail, voter.cookie),
        (card) => card.userVote && card.voteCount === 1,
      );
      expect(voterLater).toMatchObject({ userVote: true, voteCount: 1 });
      // With it, at once, whether the bus has come or not: list, detail and counts.
      const voterNow = withWrote(voter.cookie, voted);
      expect(cardIn(await read<CardPage>(list, voterNow), item.id)).toMatchObject({
        userVote: true,
        voteCount: 1,
      });
      expect(await read<Card>(detail, voterNow)).toMatchObject({ userVote: true, voteCount: 1 });
      expect((await read<TabCounts>(counts, voterNow))['your-votes']).toBe(1);
      const seenByOther = await withinOneSecond(
        () => read<CardPage>(list, other.cookie),
        (page) => cardIn(page, item.id)?.voteCount === 1,
      );
      expect(cardIn(seenByOther, item.id)).toMatchObject({ userVote: false, voteCount: 1 });
      expect(
        (
          await withinOneSecond(
            () => read<Card>(detail),
            (card) => card.voteCount === 1,
          )
        ).voteCount,
      ).toBe(1);
    });

    it("shows a new request posted on A in its author's counts on B at once, and on the board within 1 s", async () => {
      const company = await createCompany(a.database.db);
      const author = await signUp();
      const other = await signUp();
      const list = `/api/v1/requests?company=${company.slug}&view=latest-requests`;
      const counts = `/api/v1/requests/counts?company=${company.slug}`;
      expect(await read<TabCounts>(counts, author.cookie)).toMatchObject({ 'your-requests': 0, all: 0 });
      expect((await read<CardPage>(list, other.cookie)).items).toEqual([]);
      expect((await read<CardPage>(list)).items).toEqual([]);

      const posted = await post(
        a.app,
        '/api/v1/requests',
        {
          company: { id: company.id },
          product: null,
          title: 'Shared shelves',
          userStoryWant: 'I could share a shelf with my team',
          userStorySoThat: 'we read the same things',
          confirmDuplicates: true,
        },
        { cookie: author.cookie },
      );
      expect(posted.json()).toMatchObject({ outcome: 'saved' });
      const id = posted.json().item.id as string;

      // The author without the cookie their write set, within 1 s (the bus); with it, at once.
      const authorLater = await withinOneSecond(
        () => read<TabCounts>(counts, author.cookie),
        (tabs) => tabs['your-requests'] === 1 && tabs.all === 1,
      );
      expect(authorLater).toMatchObject({ 'your-requests': 1, all: 1 });
      const authorNow = withWrote(author.cookie, posted);
      expect(await read<TabCounts>(counts, authorNow)).toMatchObject({ 'your-requests': 1, all: 1 });
      expect(cardIn(await read<CardPage>(list, authorNow), id)).toMatchObject({ isOwner: true });
      const board = await withinOneSecond(
        () => read<CardPage>(list, other.cookie),
        (page) => cardIn(page, id) !== undefined,
      );
      expect(cardIn(board, id)).toMatchObject({ isOwner: false, title: 'Shared shelves' });
      expect(
        cardIn(
          await withinOneSecond(
            () => read<CardPage>(list),
            (page) => page.items.length === 1,
          ),
          id,
        ),
      ).toBeDefined();
    });

    it('shows a status set on A to readers on B within 1 s', async () => {
      const company = await createCompany(a.database.db);
      const item = await createItem(a.database.db, { companyId: company.id });
      const member = await signUp();
      const reader = await signUp();
      await a.database.db.insert(companyMembers).values({
        userId: member.id,
        companyId: company.id,
        title: 'PM',
        phoneNumber: '555',
        status: 'approved',
      });
      const detail = `/api/v1/requests/${item.id}`;
      const list = `/api/v1/requests?company=${company.slug}`;
      expect((await read<Card>(detail, reader.cookie)).status).toBe('requested');
      expect((await read<Card>(detail)).status).toBe('requested');
      expect(cardIn(await read<CardPage>(list, reader.cookie), item.id)?.status).toBe('requested');

      const changed = await a.app.inject({
        method: 'PATCH',
        url: `/api/v1/requests/${item.id}/status`,
        payload: { status: 'planned', comment: 'Next month.' },
        headers: { cookie: member.cookie, origin },
      });
      expect(changed.statusCode).toBe(200);

      const signedIn = await withinOneSecond(
        () => read<Card>(detail, reader.cookie),
        (card) => card.status === 'planned',
      );
      expect(signedIn).toMatchObject({ status: 'planned', statusComment: 'Next month.' });
      expect(
        (
          await withinOneSecond(
            () => read<Card>(detail),
            (card) => card.status === 'planned',
          )
        ).status,
      ).toBe('planned');
      const page = await withinOneSecond(
        () => read<CardPage>(list, reader.cookie),
        (listed) => cardIn(listed, item.id)?.status === 'planned',
      );
      expect(cardIn(page, item.id)?.status).toBe('planned');
    });
  },
);
