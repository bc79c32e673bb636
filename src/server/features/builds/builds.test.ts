import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { featureRequests, moderationLogs } from '../../db/schema';
import { origin, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany, createItem } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let cookie: string;
let otherCookie: string;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await signInAs(ctx.app, 'builder@example.com', { signUp: signUpBody({ username: 'builder' }) }))
    .cookie;
  otherCookie = (await signInAs(ctx.app, 'other@example.com', { signUp: signUpBody({ username: 'other' }) }))
    .cookie;
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
});
afterAll(async () => ctx.close());

const addBuild = (itemId: string, content: unknown, as = cookie, kind = 'requests') =>
  post(ctx.app, `/api/v1/${kind}/${itemId}/builds`, { content }, { cookie: as });
const builds = (itemId: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/v1/requests/${itemId}/builds`, headers });
const send = (method: 'PATCH' | 'DELETE', url: string, payload?: unknown, as = cookie) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: as, origin } });

describe('builds', () => {
  it('adds builds, lists them newest first and bumps the request’s activity', async () => {
    const item = await createItem(ctx.database.db, { companyId, lastActivityAt: new Date('2025-01-01') });
    expect((await addBuild(item.id, '  First thought  ')).json()).toMatchObject({
      outcome: 'saved',
      build: { content: 'First thought', authorDisplayName: 'builder', isOwner: true, voteCount: 0 },
    });
    await addBuild(item.id, 'Second thought', otherCookie);
    const signedIn = (await builds(item.id, { cookie })).json();
    expect(signedIn.map((b: { content: string }) => b.content)).toEqual(['Second thought', 'First thought']);
    expect(signedIn.map((b: { isOwner: boolean }) => b.isOwner)).toEqual([false, true]);
    const [row] = await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.id, item.id));
    expect(row!.buildCount).toBe(2);
    expect(row!.lastActivityAt.getFullYear()).toBeGreaterThan(2025);
  });

  it('shows anonymous visitors every author as Anonymous User, without ids', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    await addBuild(item.id, 'A thought');
    const anonymous = await builds(item.id);
    expect(anonymous.json()[0]).toMatchObject({
      authorDisplayName: 'Anonymous User',
      isOwner: false,
      userVote: false,
    });
    expect(anonymous.body).not.toContain('userId');
  });

  it("refuses empty, too long, script and iframe content with the product's messages", async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const cases: [string, string][] = [
      ['   ', 'Build content cannot be empty'],
      ['b'.repeat(5001), 'Build content must be less than 5000 characters'],
      ['nice <script>alert(1)</script>', 'Script tags are not allowed'],
      ['<iframe src="x"></iframe>', 'Iframe tags are not allowed'],
    ];
    for (const [content, message] of cases) {
      const response = await addBuild(item.id, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await builds(item.id)).json()).toEqual([]);
  });

  it('keeps content as plain text', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const response = await addBuild(item.id, 'Use <b>bold</b> & <i>tags</i>');
    expect(response.json().build.content).toBe('Use <b>bold</b> & <i>tags</i>');
  });

  it('blocks and logs offensive builds', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const response = await addBuild(item.id, 'what a load of sh1t');
    expect(response.json()).toMatchObject({ outcome: 'blocked', violation: { category: 'foul_language' } });
    const logs = await ctx.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.context, 'build_response'));
    expect(logs.some((log) => log.wasBlocked && log.submittedContent.content === 'what a load of sh1t')).toBe(
      true,
    );
    expect((await builds(item.id)).json()).toEqual([]);
  });

  it('refuses builds on launched requests', async () => {
    const item = await createItem(ctx.database.db, { companyId, status: 'launched' });
    const response = await addBuild(item.id, 'Late thought');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(messages.buildsClosedLaunched);
  });

  it('lets only the owner edit and delete', async () => {
    const item = await createItem(ctx.database.db, { companyId });
    const { build } = (await addBuild(item.id, 'Draft thought')).json();
    expect(
      (await send('PATCH', `/api/v1/builds/${build.id}`, { content: 'x' }, otherCookie)).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/v1/builds/${build.id}`, undefined, otherCookie)).statusCode).toBe(403);
    expect(build.userVote).toBe(false);
    // The answer to an edit shows the owner's own vote on it.
    await post(ctx.app, `/api/v1/builds/${build.id}/vote`, { voted: true }, { cookie });
    expect(
      (await send('PATCH', `/api/v1/builds/${build.id}`, { content: 'Better thought' })).json().build,
    ).toMatchObject({
      content: 'Better thought',
      userVote: true,
      voteCount: 1,
    });
    expect((await send('DELETE', `/api/v1/builds/${build.id}`)).json()).toEqual({ ok: true });
    expect((await builds(item.id)).json()).toEqual([]);
  });
});
