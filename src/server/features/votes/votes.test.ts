import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/connect';
import { featureRequests } from '../../db/schema';
import { origin, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { addBuild, addVotes, createCompany, createItem, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let cookie: string;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await signInAs(ctx.app, 'voter@example.com', { signUp: signUpBody({ username: 'voter' }) }))
    .cookie;
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
});
afterAll(async () => ctx.close());

const vote = (
  kind: string,
  id: string,
  payload: unknown = { voted: true },
  headers: Record<string, string> = { cookie },
) => post(ctx.app, `/api/v1/${kind}/${id}/vote`, payload, headers);

describe('voting', () => {
  it('sets a vote: yes counts once however often it is sent, no takes it back, never below 0', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const yes = { id: item.id, voteCount: 1, userVote: true };
    const no = { id: item.id, voteCount: 0, userVote: false };
    expect((await vote('requests', item.id, { voted: true })).json()).toEqual(yes);
    expect((await vote('requests', item.id, { voted: true })).json()).toEqual(yes);
    expect((await vote('requests', item.id, { voted: false })).json()).toEqual(no);
    expect((await vote('requests', item.id, { voted: false })).json()).toEqual(no);
  });

  it('refuses a body without voted: a vote is set, never toggled', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const noBody = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${item.id}/vote`,
      headers: { cookie, origin },
    });
    for (const response of [await vote('requests', item.id, {}), noBody]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    const build = await addBuild(ctx.database.db, item.id, (await createUser(ctx.database.db)).id);
    expect((await post(ctx.app, `/api/v1/builds/${build.id}/vote`, {}, { cookie })).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.id, item.id));
    expect(row!.voteCount).toBe(0);
  });

  it('adds to the votes of others', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const others = await Promise.all([createUser(ctx.database.db), createUser(ctx.database.db)]);
    await addVotes(
      ctx.database.db,
      item.id,
      others.map((o) => o.id),
    );
    expect((await vote('requests', item.id)).json().voteCount).toBe(3);
    const listed = (await ctx.app.inject({ url: `/api/v1/requests/${item.id}`, headers: { cookie } })).json();
    expect(listed).toMatchObject({ voteCount: 3, userVote: true });
  });

  it('keeps the count equal to the vote rows under 50 parallel yes and no votes from one person', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) => vote('requests', item.id, { voted: n % 2 === 0 })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await selectRows<{ counted: number; rows: number }>(
      ctx.database.db,
      sql`select vote_count as counted, (select count(*)::int from votes where feature_request_id = ${item.id}) as rows
          from feature_requests where id = ${item.id}`,
    );
    expect(row!.counted).toBe(row!.rows);
    expect(row!.rows).toBeLessThanOrEqual(1);
  });

  it('answers each of 30 people voting at once the exact count after their own vote', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const cookies = await Promise.all(
      Array.from({ length: 30 }, async (_, n) => {
        const email = `crowd-${n}@example.com`;
        const signUp = signUpBody({ username: `crowd_${n}` });
        // Each from an address of their own: one address may ask for only so many codes.
        return (await signInAs(ctx.app, email, { signUp, ip: `10.30.0.${n + 1}` })).cookie;
      }),
    );
    const answers = await Promise.all(
      cookies.map((c) => vote('requests', item.id, { voted: true }, { cookie: c })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(cookies.map(() => 200));
    // The votes queue on the item: each answer is the count just after it, so together they are 1…30.
    const counts = answers.map((a) => a.json().voteCount as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 30 }, (_, n) => n + 1));
    const [row] = await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.id, item.id));
    expect(row!.voteCount).toBe(30);
  });

  it('votes on vents the same way', async () => {
    const vent = await createItem(ctx.database.db, { companyId }, 'vents');
    expect((await vote('vents', vent.id)).json()).toEqual({ id: vent.id, voteCount: 1, userVote: true });
  });

  it('refuses a vote on a launched request', async () => {
    const item = await createItem(ctx.database.db, { companyId, status: 'launched' });
    const response = await vote('requests', item.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('REQUEST_LAUNCHED');
    const [row] = await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.id, item.id));
    expect(row!.voteCount).toBe(0);
  });

  it('asks anonymous visitors to sign in', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const response = await vote('requests', item.id, { voted: true }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please sign in to vote on feature requests');
  });

  it('answers an unknown item with 404 and a malformed id with 400', async () => {
    expect((await vote('requests', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await vote('requests', 'not-an-id')).statusCode).toBe(400);
    expect(
      (await vote('requests', '00000000-0000-4000-8000-000000000000', { voted: 'yes' })).statusCode,
    ).toBe(400);
  });

  it('shows anonymous visitors a new vote at once, though their lists are cached', async () => {
    const item = await createItem(ctx.database.db, { companyId, title: 'Cached card' });
    const anonymousCount = async () =>
      (await ctx.app.inject(`/api/v1/requests?search=cached`)).json().items[0].voteCount as number;
    expect(await anonymousCount()).toBe(0);
    await vote('requests', item.id);
    expect(await anonymousCount()).toBe(1);
  });

  it('shows signed-in readers the new count at once and only the voter their vote', async () => {
    await createItem(ctx.database.db, { companyId, title: 'Shared rows card' });
    const other = (
      await signInAs(ctx.app, 'reader@example.com', { signUp: signUpBody({ username: 'reader' }) })
    ).cookie;
    const cardFor = async (who: string) =>
      (
        await ctx.app.inject({ url: '/api/v1/requests?search=shared%20rows', headers: { cookie: who } })
      ).json().items[0] as { id: string; voteCount: number; userVote: boolean };
    const before = await cardFor(other);
    expect(before).toMatchObject({ voteCount: 0, userVote: false });
    await vote('requests', before.id);
    expect(await cardFor(cookie)).toMatchObject({ voteCount: 1, userVote: true });
    expect(await cardFor(other)).toMatchObject({ voteCount: 1, userVote: false });
  });

  it('counts build votes like request votes, closed on launched requests', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const build = await addBuild(ctx.database.db, item.id, (await createUser(ctx.database.db)).id);
    const other = (
      await signInAs(ctx.app, 'build.voter@example.com', { signUp: signUpBody({ username: 'build.voter' }) })
    ).cookie;
    const voteOnBuild = (voted: boolean, as: Record<string, string> = { cookie }) =>
      post(ctx.app, `/api/v1/builds/${build.id}/vote`, { voted }, as);
    expect((await voteOnBuild(true, { cookie: other })).json()).toEqual({
      id: build.id,
      voteCount: 1,
      userVote: true,
    });
    expect((await voteOnBuild(true)).json().voteCount).toBe(2);
    expect((await voteOnBuild(true)).json().voteCount).toBe(2);
    expect((await voteOnBuild(false)).json()).toMatchObject({ voteCount: 1, userVote: false });
    expect((await voteOnBuild(true, {})).statusCode).toBe(401);
    const unknown = await post(
      ctx.app,
      '/api/v1/builds/00000000-0000-4000-8000-000000000000/vote',
      { voted: true },
      { cookie },
    );
    expect(unknown.statusCode).toBe(404);
    await ctx.database.db
      .update(featureRequests)
      .set({ status: 'launched' })
      .where(eq(featureRequests.id, item.id));
    const closed = await voteOnBuild(true);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('REQUEST_LAUNCHED');
  });
});
