import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListView, listViews, personalViews } from '../../../shared/contracts/requests';
import { messages } from '../../../shared/messages';
import { selectRows } from '../../db/connect';
import { signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * 'Load more' never skips or repeats. PostgreSQL keeps microseconds; rows made in the same
 * millisecond (8 at a time, like a busy board) used to be lost at page boundaries.
 */
let ctx: TestApp;
let cookie: string;
const expected = new Map<ListView, Set<string>>();
const cursorOf = (value: unknown, id: unknown) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const signedIn = await signInAs(ctx.app, 'pager@example.com', {
    signUp: signUpBody({ username: 'pager' }),
  });
  cookie = signedIn.cookie;
  const me = signedIn.response.json().user.id as string;
  const other = await createUser(db);
  const company = await createCompany(db, 'Pagewell');
  // 64 requests in 8 milliseconds: 8 per millisecond, microseconds apart, and two pairs with the
  // very same microsecond (ties on the key, broken by id). Every third is launched.
  const rows = await selectRows<{ id: string; n: number }>(
    db,
    sql`insert into feature_requests (slug, title, user_story_want, user_story_so_that, company_id, user_id, status, created_at, last_activity_at)
        select 'paged-' || n, 'Paged ' || n, 'the list paged', 'nothing is lost', ${company.id},
          case when n % 2 = 0 then ${me}::uuid else ${other.id}::uuid end,
          (case when n % 3 = 0 then 'launched' else 'requested' end)::request_status,
          timestamptz '2026-03-01 12:00:00.123+00' + (n / 8) * interval '1 millisecond' + (case when n in (5, 6, 40, 41) then 0 else n % 8 end) * interval '1 microsecond',
          timestamptz '2026-03-02 08:00:00.456+00' + (n / 8) * interval '1 millisecond' + (n % 8) * interval '1 microsecond'
        from generate_series(0, 63) as n
        returning id, (substring(slug from 7))::int as n`,
  );
  const byN = new Map(rows.map((row) => [Number(row.n), row.id]));
  const ids = (pick: (n: number) => boolean) =>
    new Set([...byN].filter(([n]) => pick(n)).map(([, id]) => id));
  // Votes in few distinct counts, so the top tab has long runs of ties.
  for (const [n, id] of byN) {
    if (n % 4 === 1)
      await db.execute(sql`insert into votes (user_id, feature_request_id) values (${me}, ${id})`);
    if (n % 5 === 2)
      await db.execute(sql`insert into votes (user_id, feature_request_id) values (${other.id}, ${id})`);
    if (n % 7 === 3)
      await db.execute(
        sql`insert into builds (user_id, feature_request_id, content) values (${me}, ${id}, 'a thought')`,
      );
  }
  const everyone = ids(() => true);
  expected.set(
    'all',
    ids((n) => n % 3 !== 0),
  );
  expected.set('top-requests', everyone);
  expected.set('latest-requests', everyone);
  expected.set(
    'launched',
    ids((n) => n % 3 === 0),
  );
  expected.set(
    'your-requests',
    ids((n) => n % 2 === 0),
  );
  expected.set(
    'your-votes',
    ids((n) => n % 4 === 1),
  );
  expected.set(
    'your-builds',
    ids((n) => n % 7 === 3),
  );
});
afterAll(async () => ctx.close());

async function readAll(view: ListView, headers: Record<string, string>, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await ctx.app.inject({
      url: `/api/v1/requests?company=pagewell&view=${view}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { items: { id: string }[]; nextCursor: string | null };
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('load more', () => {
  for (const view of listViews) {
    it(`shows every row of '${view}' once, signed in and out, whatever the page size`, async () => {
      const readers: Record<string, string>[] = personalViews.has(view) ? [{ cookie }] : [{}, { cookie }];
      for (const headers of readers) {
        for (const limit of [3, 8, 10]) {
          const seen = await readAll(view, headers, limit);
          expect(seen.length, `${view}, ${limit} a page`).toBe(new Set(seen).size);
          expect(new Set(seen)).toEqual(expected.get(view));
        }
      }
    });
  }

  it('refuses a cursor its view cannot use with a 400 that says the link is out of date', async () => {
    const id = '0b6f2a4e-8c1d-4f3a-9e2b-7d5c6a1b0f9e';
    const bad: [ListView, string][] = [
      ['top-requests', cursorOf(1.5, id)],
      ['top-requests', cursorOf(1e308, id)],
      ['top-requests', cursorOf(-1, id)],
      ['top-requests', cursorOf(2147483648, id)],
      ['top-requests', cursorOf('2020-01-01', id)],
      ['all', cursorOf(2147483648, id)],
      ['latest-requests', cursorOf('-000001-01-01T00:00:00.000Z', id)],
      ['latest-requests', cursorOf('+275760-09-13T00:00:00.000Z', id)],
      ['latest-requests', cursorOf('0000-01-01T00:00:00.000Z', id)],
      ['latest-requests', cursorOf('2026-02-30T00:00:00.000000Z', id)],
      ['latest-requests', cursorOf('2026-03-01T12:00:00.123Z', '-'.repeat(36))],
      ['all', cursorOf('2026-03-01T12:00:00.123Z', id.toUpperCase().replace('0', 'G'))],
      ['all', 'not base64 !'],
      ['all', Buffer.from('{"a":1}').toString('base64url')],
    ];
    for (const [view, cursor] of bad) {
      for (const headers of [{}, { cookie }]) {
        const response = await ctx.app.inject({
          url: `/api/v1/requests?view=${view}&cursor=${cursor}`,
          headers,
        });
        expect(response.statusCode, `${view} ${cursor}`).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION',
          message: messages.listLinkOutOfDate,
        });
      }
    }
  });

  it('takes a cursor at the edges of what the database holds', async () => {
    const id = '0b6f2a4e-8c1d-4f3a-9e2b-7d5c6a1b0f9e';
    for (const [view, value] of [
      ['top-requests', 2147483647],
      ['top-requests', 0],
      ['latest-requests', '9999-12-31T23:59:59.999999Z'],
      ['all', '0001-01-01T00:00:00.000Z'],
    ] as const) {
      const response = await ctx.app.inject(`/api/v1/requests?view=${view}&cursor=${cursorOf(value, id)}`);
      expect(response.statusCode, `${view} ${value}`).toBe(200);
    }
  });
});
