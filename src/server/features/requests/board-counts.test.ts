import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/connect';
import { products, users } from '../../db/schema';
import { origin, post } from '../../test/auth-helpers';
import { expectCountersRecounted } from '../../test/board-counters';
import { addVotes, createCompany, createProduct, createUser } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

/**
 * The board's tab counts come from counters kept by triggers (docs/decisions.md #40): after every
 * kind of write they must equal a count of the rows, under every filter.
 */
let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let notewren: { id: string };
let ripple: { id: string };
let noteSync: { id: string };
let noteMobile: { id: string };
let rippleSync: { id: string };
beforeAll(async () => {
  // No read cache: every count is read from the database, right after the write before it.
  ctx = await createTestApp({ config: testConfig({ READ_CACHE_MS: '0' }) });
  const db = ctx.database.db;
  notewren = await createCompany(db, 'Notewren');
  ripple = await createCompany(db, 'Ripplebeat');
  // Two companies with a product of the same slug: `?product=sync` adds both up.
  noteSync = await createProduct(db, notewren.id, 'Sync');
  noteMobile = await createProduct(db, notewren.id, 'Mobile');
  rippleSync = await createProduct(db, ripple.id, 'Sync');
  roles = await signInRoles(ctx.app, db, notewren.id, ripple.id, 'counts');
});
afterAll(async () => ctx.close());

type Kind = 'requests' | 'vents';
const kinds: Kind[] = ['requests', 'vents'];
const filters: Record<string, string>[] = [
  {},
  { company: 'notewren' },
  { company: 'ripplebeat' },
  { product: 'sync' },
  { product: 'mobile' },
  { company: 'notewren', product: 'sync' },
  { company: 'ripplebeat', product: 'mobile' },
  { company: 'nobody' },
  { product: 'nothing' },
  { search: 'idea' },
  { company: 'notewren', search: 'idea' },
];

let drafts = 0;
const draft = (company: { id: string } | { name: string }, product: { id: string } | null = null) => ({
  company: 'id' in company ? { id: company.id } : company,
  product: product && { id: product.id },
  title: `Idea number ${++drafts}`,
  userStoryWant: 'notes could be tagged with colours',
  userStorySoThat: 'I find related notes quickly',
  confirmDuplicates: true,
});

async function submit(kind: Kind, body: unknown, cookie = roles.user.cookie) {
  const response = await post(ctx.app, `/api/v1/${kind}`, body, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item as { id: string };
}

async function patch(url: string, payload: object, cookie: string) {
  const response = await ctx.app.inject({ method: 'PATCH', url, payload, headers: { cookie, origin } });
  expect(response.statusCode, response.body).toBe(200);
}

/** The counts endpoint's board part under a filter. */
async function served(kind: Kind, filter: Record<string, string>) {
  const response = await ctx.app.inject({
    url: `/api/v1/${kind}/counts?${new URLSearchParams(filter)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const counts = response.json();
  return { all: counts.all, top: counts['top-requests'], launched: counts.launched };
}

/** The same counts by counting the rows, written out on their own. */
async function counted(kind: Kind, filter: Record<string, string>) {
  const table = sql.identifier(kind === 'requests' ? 'feature_requests' : 'vents');
  const search = filter.search ? `%${filter.search}%` : null;
  const [row] = await selectRows<{ all: number; top: number; launched: number }>(
    ctx.database.db,
    sql`select count(*) filter (where i.status <> 'launched')::int as "all", count(*)::int as top,
        count(*) filter (where i.status = 'launched')::int as launched
      from ${table} i join companies c on c.id = i.company_id left join products p on p.id = i.product_id
      where (${filter.company ?? null}::text is null or c.slug = ${filter.company ?? null})
        and (${filter.product ?? null}::text is null or p.slug = ${filter.product ?? null})
        and (${search}::text is null or i.title || ' ' || i.user_story_want || ' ' || i.user_story_so_that ilike ${search}
          or c.name ilike ${search} or p.name ilike ${search})`,
  );
  return row!;
}

async function expectExactCounts() {
  for (const kind of kinds) {
    for (const filter of filters) {
      expect(await served(kind, filter), `${kind} ${JSON.stringify(filter)}`).toEqual(
        await counted(kind, filter),
      );
    }
  }
  await expectCountersRecounted(ctx.database.db);
}

describe('board counts', () => {
  it('are exact on an empty board', async () => {
    await expectExactCounts();
  });

  it('follow creation, status changes, moves, deletion and a deleted user', async () => {
    const made: Record<Kind, { id: string }[]> = { requests: [], vents: [] };
    for (const kind of kinds) {
      made[kind].push(
        await submit(kind, draft(notewren)),
        await submit(kind, draft(notewren, noteSync)),
        await submit(kind, draft(notewren, noteMobile)),
        await submit(kind, draft(ripple, rippleSync)),
        await submit(kind, draft(ripple)),
        await submit(kind, draft(notewren, noteSync), roles.admin.cookie),
      );
    }
    await expectExactCounts();

    for (const kind of kinds) {
      const [first, second, third] = made[kind];
      // Launched and back, and launched for good.
      await patch(`/api/v1/${kind}/${first!.id}/status`, { status: 'launched' }, roles.admin.cookie);
      await expectExactCounts();
      await patch(`/api/v1/${kind}/${first!.id}/status`, { status: 'planned' }, roles.admin.cookie);
      await patch(`/api/v1/${kind}/${second!.id}/status`, { status: 'launched' }, roles.member.cookie);
      await expectExactCounts();
      // The owner moves a launched request to another product, and another one to another company.
      await patch(`/api/v1/${kind}/${second!.id}`, draft(notewren, noteMobile), roles.user.cookie);
      await expectExactCounts();
      await patch(`/api/v1/${kind}/${third!.id}`, draft(ripple, rippleSync), roles.user.cookie);
      await expectExactCounts();
      // An edit that changes neither company nor product nor status moves no counter.
      await patch(`/api/v1/${kind}/${third!.id}`, draft(ripple, rippleSync), roles.user.cookie);
    }
    await expectExactCounts();

    // Votes update the counted rows without touching the counters.
    const voters = await Promise.all([createUser(ctx.database.db), createUser(ctx.database.db)]);
    for (const kind of kinds) {
      await addVotes(
        ctx.database.db,
        made[kind][2]!.id,
        voters.map((voter) => voter.id),
        kind,
      );
      await post(
        ctx.app,
        `/api/v1/${kind}/${made[kind][3]!.id}/vote`,
        { voted: true },
        { cookie: roles.admin.cookie },
      );
    }
    await expectExactCounts();

    for (const kind of kinds) {
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/${kind}/${made[kind][4]!.id}`,
        headers: { cookie: roles.user.cookie, origin },
      });
      expect(response.json()).toEqual({ ok: true });
    }
    await expectExactCounts();

    // Deleting an author with content: their items stay (authorless), their votes go by cascade.
    await ctx.database.db.delete(users).where(eq(users.id, roles.user.id));
    await ctx.database.db.delete(users).where(eq(users.id, voters[0]!.id));
    await expectExactCounts();

    // A deleted product leaves its items without one (ON DELETE SET NULL), moved off its counters.
    await ctx.database.db.delete(products).where(eq(products.id, noteMobile.id));
    await expectExactCounts();
  });

  it('count public items only: removing, hiding and restoring move the counters', async () => {
    for (const kind of kinds) {
      const table = sql.identifier(kind === 'requests' ? 'feature_requests' : 'vents');
      const [a, b, c] = [
        await submit(kind, draft(notewren, noteSync), roles.admin.cookie),
        await submit(kind, draft(ripple), roles.admin.cookie),
        await submit(kind, draft(notewren), roles.admin.cookie),
      ];
      const set = (id: string, assignments: ReturnType<typeof sql>) =>
        ctx.database.db.execute(sql`update ${table} set ${assignments} where id = ${id}`);
      await set(a!.id, sql`removed_at = now()`);
      await set(b!.id, sql`hidden_at = now()`);
      await expectCountersRecounted(ctx.database.db);
      // Hidden and then removed: still out once; a status change while out moves nothing.
      await set(b!.id, sql`removed_at = now()`);
      await set(b!.id, sql`status = 'planned'`);
      await expectCountersRecounted(ctx.database.db);
      await set(a!.id, sql`removed_at = null`);
      await set(b!.id, sql`removed_at = null, hidden_at = null`);
      await expectCountersRecounted(ctx.database.db);
      // Deleting a removed item takes nothing off; inserting one removed adds nothing.
      await set(c!.id, sql`removed_at = now()`);
      await ctx.database.db.execute(sql`delete from ${table} where id = ${c!.id}`);
      await expectCountersRecounted(ctx.database.db);
    }
  });

  it('stay exact when twenty requests are created at once in different companies', async () => {
    const companies = await Promise.all(
      Array.from({ length: 10 }, (_, n) => createCompany(ctx.database.db, `Parallel ${n}`)),
    );
    const answers = await Promise.all([
      ...companies.map((company) =>
        post(ctx.app, '/api/v1/requests', draft(company), { cookie: roles.admin.cookie }),
      ),
      ...companies.map((_, n) =>
        post(ctx.app, '/api/v1/requests', draft({ name: `Brand new ${n}` }), { cookie: roles.member.cookie }),
      ),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    await expectExactCounts();
    expect((await served('requests', { company: 'parallel-3' })).top).toBe(1);
    expect((await served('requests', { company: 'brand-new-7' })).top).toBe(1);
  });
});
