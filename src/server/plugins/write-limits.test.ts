import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { companies, companyMembers, featureRequests, users } from '../db/schema';
import { AppError } from '../errors';
import { latestCode, origin, post, signInAs, signUpBody } from '../test/auth-helpers';
import { addBuild, createCompany, createItem } from '../test/factories';
import { raisedWriteLimits } from '../test/raised-limits';
import { createSecondApp, createTestApp, type TestApp, testConfig } from '../test/test-app';
import { leaseSize } from './vote-allowance';
import { enforceWriteLimit } from './write-limits';

/** The write limits at their defaults: every other test file runs with them raised. */
const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: './data' });
const limitsAtDefaults = Object.fromEntries(
  Object.keys(raisedWriteLimits).map((key) => [key, String(defaults[key as keyof typeof raisedWriteLimits])]),
);
const config = testConfig({ ...limitsAtDefaults, AUTH_IP_SEND_LIMIT: '1000', AUTH_IP_VERIFY_LIMIT: '1000' });

/** A clock that stands still unless moved, so that the waits in the messages are exact. */
let nowMs = Date.parse('2026-11-24T09:00:00Z');
const clock = () => new Date(nowMs);
const advance = (ms: number) => {
  nowMs += ms;
};
const minute = 60_000;
const hour = 60 * minute;

let ctx: TestApp;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp({ config, clock });
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
});
afterAll(async () => ctx.close());

let people = 0;
/** A new person, signed up from an address of their own (the sign-up limit is per address). */
async function person() {
  const n = ++people;
  const { cookie, response } = await signInAs(ctx.app, `writer-${n}@example.com`, {
    signUp: signUpBody({ username: `writer-${n}` }),
    stayLoggedIn: true,
    ip: `10.20.${Math.floor(n / 200)}.${n % 200}`,
  });
  return { cookie, id: response.json().user.id as string };
}

let drafts = 0;
const draft = (overrides: Record<string, unknown> = {}) => ({
  company: { id: companyId },
  product: null,
  title: `Idea number ${++drafts}`,
  userStoryWant: 'notes could be tagged with colours',
  userStorySoThat: 'I find related notes quickly',
  confirmDuplicates: true,
  ...overrides,
});
const submit = (cookie: string, body: unknown, kind = 'requests') =>
  post(ctx.app, `/api/v1/${kind}`, body, { cookie });
const vote = (cookie: string, path: string, voted: boolean) =>
  post(ctx.app, `/api/v1/${path}/vote`, { voted }, { cookie });

/** A refusal as the person's client sees it: 429, the seconds in Retry-After, the words in the body. */
function expectLimited(response: Awaited<ReturnType<typeof post>>, seconds: number, message: string) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json().error).toMatchObject({ code: 'RATE_LIMITED', message });
}

describe('new requests and vents', () => {
  it('takes 10 an hour, requests and vents together; the 11th gets 429 with the wait; the next hour takes more', async () => {
    const me = await person();
    for (let i = 0; i < 10; i++) {
      const response = await submit(me.cookie, draft(), i % 2 ? 'vents' : 'requests');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().outcome).toBe('saved');
      if (i === 0) advance(48 * minute);
    }
    const refused = await submit(me.cookie, draft({ title: 'One too many' }));
    expectLimited(
      refused,
      12 * 60,
      "You've posted 10 requests and vents in the last hour. You can post again in 12 minutes.",
    );
    expect(
      await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.title, 'One too many')),
    ).toEqual([]);
    // Someone else is not held back by it.
    expect((await submit((await person()).cookie, draft())).json().outcome).toBe('saved');
    advance(12 * minute);
    expect((await submit(me.cookie, draft({ title: 'One too many' }))).json().outcome).toBe('saved');
  });

  it('counts only what is saved: a blocked draft, a refused one and an edit spend nothing', async () => {
    const me = await person();
    const blocked = await submit(me.cookie, draft({ userStoryWant: 'this sh1t app had a dark mode' }));
    expect(blocked.json().outcome).toBe('blocked');
    expect((await submit(me.cookie, draft({ title: '  ' }))).statusCode).toBe(400);
    expect((await submit(me.cookie, draft({ company: { id: crypto.randomUUID() } }))).statusCode).toBe(400);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await submit(me.cookie, draft())).json().item.id);
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/requests/${ids[0]}`,
      payload: draft({ title: 'Edited after ten' }),
      headers: { cookie: me.cookie, origin },
    });
    expect(edit.json()).toMatchObject({ outcome: 'saved', item: { title: 'Edited after ten' } });
    expect((await submit(me.cookie, draft())).statusCode).toBe(429);
  });
});

describe('builds', () => {
  it('takes 30 an hour; the 31st gets 429; a blocked build or one on a launched item spends nothing', async () => {
    const me = await person();
    const item = await createItem(ctx.database.db, { companyId });
    const launched = await createItem(ctx.database.db, { companyId, status: 'launched' });
    const build = (itemId: string, content: string) =>
      post(ctx.app, `/api/v1/requests/${itemId}/builds`, { content }, { cookie: me.cookie });
    expect((await build(item.id, 'this sh1t thing')).json().outcome).toBe('blocked');
    expect((await build(launched.id, 'Too late')).statusCode).toBe(409);
    for (let i = 0; i < 30; i++) {
      const response = await build(item.id, `Thought number ${i + 1}`);
      expect(response.json().outcome, response.body).toBe('saved');
    }
    advance(20 * minute);
    expectLimited(
      await build(item.id, 'One more thought'),
      40 * 60,
      "You've added 30 builds in the last hour. You can add another in 40 minutes.",
    );
    advance(40 * minute);
    expect((await build(item.id, 'One more thought')).json().outcome).toBe('saved');
  });
});

describe('votes', () => {
  it('takes 120 votes and unvotes a minute on requests, vents and builds together; the 121st changes nothing', async () => {
    const me = await person();
    const request = await createItem(ctx.database.db, { companyId });
    const vent = await createItem(ctx.database.db, { companyId }, 'vents');
    const launched = await createItem(ctx.database.db, { companyId, status: 'launched' });
    const build = await addBuild(ctx.database.db, request.id, (await person()).id);
    // Votes that are refused for other reasons do not count.
    expect((await vote(me.cookie, `requests/${launched.id}`, true)).statusCode).toBe(409);
    expect((await vote(me.cookie, `requests/${crypto.randomUUID()}`, true)).statusCode).toBe(404);
    const targets = ['requests', 'vents', 'builds'].map(
      (kind, i) => `${kind}/${[request, vent, build][i]!.id}`,
    );
    for (let i = 0; i < 120; i++) {
      const response = await vote(me.cookie, targets[i % 3]!, i % 6 < 3);
      expect(response.statusCode, response.body).toBe(200);
    }
    advance(45_000);
    // The 120th vote took the request's vote back; the refused one would have set it again.
    const refused = await vote(me.cookie, targets[0]!, true);
    expectLimited(
      refused,
      15,
      "You've voted 120 times in the last minute. You can vote again in 15 seconds.",
    );
    const [stored] = await ctx.database.db
      .select({ voteCount: featureRequests.voteCount })
      .from(featureRequests)
      .where(eq(featureRequests.id, request.id));
    expect(stored!.voteCount).toBe(0);
    // Someone else votes meanwhile.
    expect((await vote((await person()).cookie, targets[0]!, true)).json()).toMatchObject({ voteCount: 1 });
    advance(15_000);
    expect((await vote(me.cookie, targets[0]!, true)).json()).toMatchObject({ voteCount: 2, userVote: true });
  });

  it('is exact in one process when a person votes many times at once', async () => {
    const me = await person();
    const item = await createItem(ctx.database.db, { companyId });
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        post(ctx.app, `/api/v1/requests/${item.id}/vote`, { voted: i % 2 === 0 }, { cookie: me.cookie }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(120);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
  });

  it('never lets more through across two server processes on one database (PostgreSQL)', async (test) => {
    if (!ctx.database.url) return test.skip();
    const second = await createSecondApp(ctx.database.url, config, clock);
    try {
      const me = await person();
      const item = await createItem(ctx.database.db, { companyId });
      const apps = [ctx.app, second.app];
      const answers = await Promise.all(
        Array.from({ length: 130 }, (_, i) =>
          post(
            apps[i % 2]!,
            `/api/v1/requests/${item.id}/vote`,
            { voted: i % 2 === 0 },
            { cookie: me.cookie },
          ),
        ),
      );
      // Never more than the limit; each process may hold back what is left of its block (9 of 10).
      const codes = answers.map((answer) => answer.statusCode);
      const passed = codes.filter((code) => code === 200).length;
      expect(passed).toBeLessThanOrEqual(120);
      expect(passed).toBeGreaterThanOrEqual(120 - (leaseSize(120) - 1));
      expect(codes.filter((code) => code === 429)).toHaveLength(130 - passed);
      const [row] = await ctx.database.db
        .select({ voteCount: featureRequests.voteCount })
        .from(featureRequests)
        .where(eq(featureRequests.id, item.id));
      expect(row!.voteCount).toBeLessThanOrEqual(1);
    } finally {
      await second.close();
    }
  });
});

describe('new companies and products', () => {
  it('takes 5 a day from requests and vents; the 6th is refused under its field and nothing is saved', async () => {
    const me = await person();
    const mine = await createCompany(ctx.database.db, 'Member Co');
    await ctx.database.db
      .insert(companyMembers)
      .values({ userId: me.id, companyId: mine.id, title: 'PM', phoneNumber: '555', status: 'approved' });
    // Naming a company that exists, by name, creates nothing and counts nothing.
    expect(
      (await submit(me.cookie, draft({ company: { name: 'notewren' } }))).json().createdCompany,
    ).toBeNull();
    for (const name of ['Alpha Co', 'Beta Co', 'Gamma Co']) {
      expect((await submit(me.cookie, draft({ company: { name } }))).json().createdCompany).toBe(name);
    }
    for (const name of ['Reader', 'Writer']) {
      const saved = await submit(me.cookie, draft({ company: { id: mine.id }, product: { name } }), 'vents');
      expect(saved.json().createdProduct).toBe(name);
    }
    advance(6 * hour);
    const message =
      "You've added 5 new companies and products in the last 24 hours. You can add another in 18 hours; until then, please choose one that's already listed.";
    const refused = await submit(
      me.cookie,
      draft({ title: 'Needs a company', company: { name: 'Delta Co' } }),
    );
    expectLimited(refused, 18 * 3600, message);
    expect(refused.json().error.fields).toEqual({ company: message });
    const product = await submit(
      me.cookie,
      draft({ company: { id: mine.id }, product: { name: 'Painter' } }),
    );
    expect(product.json().error.fields).toEqual({ product: message });
    expect(await ctx.database.db.select().from(companies).where(eq(companies.name, 'Delta Co'))).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(featureRequests)
        .where(eq(featureRequests.title, 'Needs a company')),
    ).toEqual([]);
    // A listed company still takes the request, and the refusals spent no post.
    expect((await submit(me.cookie, draft({ title: 'Needs a company' }))).json().outcome).toBe('saved');
    advance(18 * hour);
    expect((await submit(me.cookie, draft({ company: { name: 'Delta Co' } }))).json().createdCompany).toBe(
      'Delta Co',
    );
  });
});

describe('reports', () => {
  it('takes 20 a day; the 21st gets 429; a repeated report spends nothing', async () => {
    const me = await person();
    const author = await person();
    const items = [];
    for (let i = 0; i < 22; i++)
      items.push(await createItem(ctx.database.db, { companyId, userId: author.id }));
    const report = (id: string, as = me.cookie) =>
      post(ctx.app, `/api/v1/reports/requests/${id}`, { reason: 'spam' }, { cookie: as });
    for (let i = 0; i < 20; i++) {
      const response = await report(items[i]!.id);
      expect(response.statusCode, response.body).toBe(200);
      // Reporting the same item again is refused and counts nothing.
      if (i === 0) expect((await report(items[0]!.id)).statusCode).toBe(409);
    }
    advance(4 * hour);
    expectLimited(
      await report(items[20]!.id),
      20 * 3600,
      "You've sent 20 reports in the last 24 hours. You can report again in 20 hours.",
    );
    expect((await report(items[20]!.id, (await person()).cookie)).statusCode).toBe(200);
    advance(20 * hour);
    expect((await report(items[21]!.id)).statusCode).toBe(200);
  });

  it('counts through enforceWriteLimit, which other writes call in their transaction', async () => {
    const deps = { db: ctx.database.db, ...ctx.app.writeLimiter };
    const [me, other] = [crypto.randomUUID(), crypto.randomUUID()];
    for (let i = 0; i < 20; i++) await enforceWriteLimit(deps, 'reports', me);
    const refusal = await enforceWriteLimit(deps, 'reports', me).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 24 * 3600 });
    await enforceWriteLimit(deps, 'reports', other);
  });
});

describe('new accounts per address', () => {
  const address = '10.30.0.1';
  const sendCode = (email: string, username: string, remoteAddress = address) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/code',
      payload: { email, intent: 'sign-up', signUp: signUpBody({ username }) },
      headers: { origin },
      remoteAddress,
    });
  const verifyCode = async (email: string, username: string, remoteAddress = address) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { email, code: await latestCode(ctx.app, email), signUp: signUpBody({ username }) },
      headers: { origin },
      remoteAddress,
    });

  it('takes 10 an hour, counted as accounts are made; the 11th is refused before its code is spent', async () => {
    for (let i = 1; i <= 9; i++) {
      await signInAs(ctx.app, `new-${i}@example.com`, {
        signUp: signUpBody({ username: `new-${i}` }),
        ip: address,
      });
    }
    // Two codes asked for while one account is left: the first made takes it.
    expect((await sendCode('new-10@example.com', 'new-10')).statusCode).toBe(200);
    expect((await sendCode('new-11@example.com', 'new-11')).statusCode).toBe(200);
    expect((await verifyCode('new-10@example.com', 'new-10')).statusCode).toBe(200);
    advance(10 * minute);
    const message = 'Too many new accounts from your network. Please wait 50 minutes and try again.';
    expectLimited(await verifyCode('new-11@example.com', 'new-11'), 50 * 60, message);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'new-11@example.com'))).toEqual(
      [],
    );
    expectLimited(await sendCode('new-12@example.com', 'new-12'), 50 * 60, message);
    // Signing in to an account that exists is not held back, nor is another address.
    await signInAs(ctx.app, 'new-1@example.com', { ip: address });
    await signInAs(ctx.app, 'new-13@example.com', {
      signUp: signUpBody({ username: 'new-13' }),
      ip: '10.30.0.2',
    });
    advance(50 * minute);
    // An hour after the first of them, the address makes accounts again.
    await signInAs(ctx.app, 'new-11@example.com', {
      signUp: signUpBody({ username: 'new-11' }),
      ip: address,
    });
  });
});

describe('settings', () => {
  it('takes a whole number from 1 to 1000000 for each limit', () => {
    for (const name of Object.keys(raisedWriteLimits)) {
      expect(() => testConfig({ [name]: '0' })).toThrow(`${name} must be a whole number from 1 to 1000000`);
      expect(() => testConfig({ [name]: '1000001' })).toThrow(name);
      expect(testConfig({ [name]: '7' })[name as keyof typeof raisedWriteLimits]).toBe(7);
    }
    expect(defaults).toMatchObject({
      WRITE_LIMIT_POSTS: 10,
      WRITE_LIMIT_BUILDS: 30,
      WRITE_LIMIT_VOTES: 120,
      WRITE_LIMIT_CATALOG: 5,
      WRITE_LIMIT_REPORTS: 20,
      AUTH_IP_SIGNUP_LIMIT: 10,
    });
  });
});
