import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationLogs } from '../db/schema';
import { origin } from '../test/auth-helpers';
import { createCompany, createItem } from '../test/factories';
import { signInRoles } from '../test/roles';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Moderation logs name what they checked (feature_request_id, vent_id, build_id): a saved request's
 * or vent's checks name it, a build's name the request or vent it was written on, and the build once
 * saved; a blocked build's log names its request, which the admin console links to.
 */
let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
  const other = await createCompany(ctx.database.db, 'Ripplebeat');
  roles = await signInRoles(ctx.app, ctx.database.db, companyId, other.id, 'subjects');
});
afterAll(async () => ctx.close());

const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  role: 'user' | 'admin' = 'user',
) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: roles[role].cookie, origin },
  });

const draft = (title: string, want = 'to export a board as a file') => ({
  company: { id: companyId },
  title,
  userStoryWant: want,
  userStorySoThat: 'I can share it with my team',
  confirmDuplicates: true,
});

/** The newest log of a submission, found by its title (requests, vents) or its text (builds). */
async function logOf(text: string) {
  const [log] = await ctx.database.db
    .select()
    .from(moderationLogs)
    .where(
      sql`${moderationLogs.submittedContent}->>'title' = ${text} or ${moderationLogs.submittedContent}->>'content' = ${text}`,
    )
    .orderBy(desc(moderationLogs.createdAt))
    .limit(1);
  return log!;
}

describe('moderation logs name what they checked', () => {
  it('a saved request, and a saved vent', async () => {
    for (const kind of ['requests', 'vents'] as const) {
      const title = `Calendar export for ${kind}`;
      const saved = await send('POST', `/api/v1/${kind}`, draft(title));
      expect(saved.json().outcome).toBe('saved');
      const id = saved.json().item.id;
      const log = await logOf(title);
      expect(log).toMatchObject({
        checkType: 'content_moderation',
        wasBlocked: false,
        featureRequestId: kind === 'requests' ? id : null,
        ventId: kind === 'vents' ? id : null,
        buildId: null,
      });
    }
  });

  it('a blocked edit names the request it would have changed', async () => {
    const item = await createItem(ctx.database.db, { companyId, userId: roles.user.id, title: 'Tabs' });
    const blocked = await send(
      'PATCH',
      `/api/v1/requests/${item.id}`,
      draft('Tabs', 'this sh1t app had tabs'),
    );
    expect(blocked.json().outcome).toBe('blocked');
    expect(await logOf('Tabs')).toMatchObject({ wasBlocked: true, featureRequestId: item.id });
  });

  it('a blocked build names its request; a saved one its request and itself; an edit its vent', async () => {
    const item = await createItem(ctx.database.db, { companyId, title: 'Dark mode everywhere' });
    const blocked = await send('POST', `/api/v1/requests/${item.id}/builds`, {
      content: 'what a load of sh1t',
    });
    expect(blocked.json().outcome).toBe('blocked');
    const blockedLog = await logOf('what a load of sh1t');
    expect(blockedLog).toMatchObject({ wasBlocked: true, featureRequestId: item.id, buildId: null });

    const saved = await send('POST', `/api/v1/requests/${item.id}/builds`, {
      content: 'Also on the web app',
    });
    expect(await logOf('Also on the web app')).toMatchObject({
      featureRequestId: item.id,
      buildId: saved.json().build.id,
    });

    const vent = await createItem(ctx.database.db, { companyId, title: 'Logouts' }, 'vents');
    const build = (await send('POST', `/api/v1/vents/${vent.id}/builds`, { content: 'Same here' })).json()
      .build;
    await send('PATCH', `/api/v1/builds/${build.id}`, { content: 'Same here, every day' });
    expect(await logOf('Same here, every day')).toMatchObject({
      ventId: vent.id,
      buildId: build.id,
      featureRequestId: null,
    });

    // The console's entry for the blocked build links to its request.
    const page = (await send('GET', '/api/v1/admin/moderation-checks', undefined, 'admin')).json();
    const entry = page.items.find((e: { id: string }) => e.id === blockedLog.id);
    expect(entry).toMatchObject({
      subject: {
        kind: 'requests',
        title: 'Dark mode everywhere',
        path: '/notewren/no-product/dark-mode-everywhere',
      },
      buildId: null,
    });
  });
});
