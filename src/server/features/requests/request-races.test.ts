import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { companies, companyMembers, featureRequests, products } from '../../db/schema';
import { post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Several people doing the same thing at once, and saves that cannot create what they name. */
let ctx: TestApp;
let cookies: string[];
let memberCookie: string;
let acme: { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  cookies = [];
  for (let n = 0; n < 10; n++) {
    const email = `racer${n}@example.com`;
    cookies.push((await signInAs(ctx.app, email, { signUp: signUpBody({ username: `racer${n}` }) })).cookie);
  }
  acme = await createCompany(ctx.database.db, 'Acme Racing');
  const member = await signInAs(ctx.app, 'member@example.com', {
    signUp: signUpBody({ username: 'member' }),
  });
  memberCookie = member.cookie;
  await ctx.database.db.insert(companyMembers).values({
    userId: member.response.json().user.id,
    companyId: acme.id,
    title: 'PM',
    phoneNumber: '555',
    status: 'approved',
  });
});
afterAll(async () => ctx.close());

const draft = (overrides: Record<string, unknown> = {}) => ({
  company: { id: acme.id },
  product: null,
  title: 'Faster pit stops',
  userStoryWant: 'the pit crew had a timer',
  userStorySoThat: 'we win races',
  confirmDuplicates: true,
  ...overrides,
});
const submit = (body: unknown, cookie: string, kind = 'requests') =>
  post(ctx.app, `/api/v1/${kind}`, body, { cookie });

describe('at the same moment', () => {
  for (const kind of ['requests', 'vents']) {
    it(`gives ten ${kind} with one title for one company ten paths: the slug, then -2, -3…`, async () => {
      const answers = await Promise.all(cookies.map((cookie) => submit(draft(), cookie, kind)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const slugs = answers.map((answer) => answer.json().item.slug).sort();
      expect(slugs).toEqual(
        ['faster-pit-stops', ...Array.from({ length: 9 }, (_, n) => `faster-pit-stops-${n + 2}`)].sort(),
      );
    });

    it(`makes one company when ten ${kind} name the same new one`, async () => {
      const name = kind === 'vents' ? 'Brand New Vent Co' : 'Brand New Co';
      const answers = await Promise.all(
        cookies.map((cookie, n) =>
          submit(draft({ company: { name: n % 2 ? name.toUpperCase() : name } }), cookie, kind),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const companyIds = new Set(answers.map((answer) => answer.json().item.company.id));
      expect(companyIds.size).toBe(1);
      expect(answers.filter((answer) => answer.json().createdCompany).length).toBe(1);
      const rows = await ctx.database.db
        .select()
        .from(companies)
        .where(sql`lower(${companies.name}) = lower(${name})`);
      expect(rows).toHaveLength(1);
    });
  }

  it('makes one product when a member names the same new one ten times at once', async () => {
    const answers = await Promise.all(
      cookies.map((_, n) =>
        submit(draft({ title: `Pit radio ${n}`, product: { name: 'Pit Wall' } }), memberCookie),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().item.product.id)).size).toBe(1);
    expect(await ctx.database.db.select().from(products).where(eq(products.companyId, acme.id))).toHaveLength(
      1,
    );
  });
});

describe('an answered request stays with its company', () => {
  it('refuses to move a request the company answered, and lets an unanswered one move', async () => {
    const cookie = cookies[0]!;
    const other = await createCompany(ctx.database.db, 'Beta Motors');
    const answered = (await submit(draft({ title: 'Launch control' }), cookie)).json().item;
    const launch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/requests/${answered.id}/status`,
      payload: { status: 'launched', comment: 'Shipped in the spring update' },
      headers: { cookie: memberCookie, origin: 'http://localhost:3000' },
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const move = (id: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/requests/${id}`,
        payload: draft({ title: 'Launch control', company: { id: other.id } }),
        headers: { cookie, origin: 'http://localhost:3000' },
      });
    const refused = await move(answered.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CONFLICT',
      message: messages.answeredItemStaysWithCompany,
      fields: { company: messages.answeredItemStaysWithCompany },
    });
    const [row] = await ctx.database.db
      .select()
      .from(featureRequests)
      .where(eq(featureRequests.id, answered.id));
    expect(row).toMatchObject({
      companyId: acme.id,
      status: 'launched',
      statusComment: 'Shipped in the spring update',
    });
    const onBeta = await ctx.app.inject('/api/v1/requests?company=beta-motors&view=launched');
    expect(onBeta.json().items).toEqual([]);

    const fresh = (await submit(draft({ title: 'Traction control' }), cookie)).json().item;
    const moved = await move(fresh.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().item).toMatchObject({
      company: { id: other.id },
      status: 'requested',
      statusComment: null,
    });
  });
});

describe('a save that cannot create what it names', () => {
  async function failInserts(table: string) {
    await ctx.database.db.execute(
      sql.raw(
        `create or replace function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
      ),
    );
    await ctx.database.db.execute(
      sql.raw(
        `create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`,
      ),
    );
    return () => ctx.database.db.execute(sql.raw(`drop trigger refuse_insert on ${table}`));
  }

  it("says 'Failed to create company' and saves nothing", async () => {
    const restore = await failInserts('companies');
    try {
      const response = await submit(
        draft({ company: { name: 'Doomed Co' }, title: 'Never saved' }),
        cookies[1]!,
      );
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({ message: messages.failedToCreateCompany });
    } finally {
      await restore();
    }
    const saved = await ctx.database.db
      .select()
      .from(featureRequests)
      .where(eq(featureRequests.title, 'Never saved'));
    expect(saved).toEqual([]);
  });

  it("says 'Failed to create product' and saves nothing", async () => {
    const restore = await failInserts('products');
    try {
      const response = await submit(
        draft({ product: { name: 'Doomed' }, title: 'Never saved' }),
        memberCookie,
      );
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({ message: messages.failedToCreateProduct });
    } finally {
      await restore();
    }
  });
});
