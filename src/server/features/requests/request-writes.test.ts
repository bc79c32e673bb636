import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { companies, companyMembers, featureRequests, moderationLogs } from '../../db/schema';
import { post, signInAs, signUpBody } from '../../test/auth-helpers';
import {
  addBuild,
  addVotes,
  createCompany,
  createItem,
  createProduct,
  createUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let cookie: string;
let otherCookie: string;
let meId: string;
let notewren: { id: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const me = await signInAs(ctx.app, 'writer@example.com', { signUp: signUpBody({ username: 'writer' }) });
  cookie = me.cookie;
  meId = me.response.json().user.id;
  otherCookie = (await signInAs(ctx.app, 'other@example.com', { signUp: signUpBody({ username: 'other' }) }))
    .cookie;
  notewren = await createCompany(ctx.database.db, 'Notewren');
  await createItem(ctx.database.db, {
    companyId: notewren.id,
    title: 'Dark mode',
    userStoryWant: 'the app had a dark mode for night reading',
    userStorySoThat: 'my eyes do not hurt at night',
  });
});
afterAll(async () => ctx.close());

// Numbered, not random: random letters now and then spell a word the moderation blocks.
let drafts = 0;
const draft = (overrides: Record<string, unknown> = {}) => ({
  company: { id: notewren.id },
  product: null,
  title: `Idea number ${++drafts}`,
  userStoryWant: 'notes could be tagged with colours',
  userStorySoThat: 'I find related notes quickly',
  // Most tests are not about the similar-requests step: they confirm it up front.
  confirmDuplicates: true,
  ...overrides,
});
const submit = (body: unknown, as = cookie, kind = 'requests') =>
  post(ctx.app, `/api/v1/${kind}`, body, { cookie: as });
const itemCount = async () => (await ctx.database.db.select({ n: count() }).from(featureRequests))[0]!.n;

describe('validation', () => {
  it('answers every broken rule with its message and saves nothing', async () => {
    const before = await itemCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ company: undefined }, messages.companyRequired],
      [{ title: '  ' }, 'Title is required'],
      [{ title: 'one two three four five' }, 'Title must be 4 words or less (currently 5 words)'],
      [{ title: 'x'.repeat(101) }, 'Title must be 100 characters or less'],
      [{ userStoryWant: '' }, 'Please describe what you want'],
      [{ userStorySoThat: ' ' }, 'Please describe why this is important'],
      [{ userStoryWant: 'w'.repeat(501) }, 'Must be 500 characters or less'],
      [{ company: { name: '' } }, 'Company name must be between 1 and 100 characters'],
      [{ company: { name: 'c'.repeat(101) } }, 'Company name must be between 1 and 100 characters'],
      [{ company: {} }, messages.companyRequired],
      [{ product: { name: 'p'.repeat(101) } }, 'Product name must be between 1 and 100 characters'],
    ];
    for (const [overrides, message] of cases) {
      const body = draft(overrides);
      const response = await submit(body);
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await submit(undefined)).statusCode).toBe(400);
    expect(await itemCount()).toBe(before);
  });

  it('asks anonymous visitors to sign in', async () => {
    const response = await post(ctx.app, '/api/v1/requests', draft());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please sign in to create feature requests');
  });
});

describe('the submit flow', () => {
  it('saves a request with a slug and returns its card', async () => {
    const response = await submit(draft({ title: 'Colour tags!' }));
    expect(response.json()).toMatchObject({
      outcome: 'saved',
      notices: [],
      item: { title: 'Colour tags!', slug: 'colour-tags', isOwner: true },
    });
  });

  it('blocks offensive content before looking for duplicates, saving nothing, and logs it', async () => {
    const before = await itemCount();
    const response = await submit(
      draft({ title: 'Dark mode', userStoryWant: 'this sh1t app had a dark mode' }),
    );
    expect(response.json()).toMatchObject({
      outcome: 'blocked',
      violation: { category: 'foul_language', label: 'Inappropriate Language' },
    });
    expect(await itemCount()).toBe(before);
    const logs = await ctx.database.db.select().from(moderationLogs).where(eq(moderationLogs.userId, meId));
    const blocked = logs.filter((log) => log.wasBlocked);
    expect(blocked.map((log) => log.checkType)).toEqual(['content_moderation']);
    expect(blocked[0]!.submittedContent).toMatchObject({ title: 'Dark mode', company: 'Notewren' });
  });

  it('shows similar requests first, and saves when the person confirms', async () => {
    const similar = draft({
      title: 'Dark mode, please',
      userStoryWant: 'the app had a dark mode for night reading',
      userStorySoThat: 'my eyes do not hurt at night',
      confirmDuplicates: false,
    });
    const warned = await submit(similar);
    expect(warned.json().outcome).toBe('duplicates');
    expect(warned.json().duplicates.map((d: { title: string }) => d.title)).toContain('Dark mode');
    const [log] = await ctx.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.checkType, 'duplicate_check'));
    expect(log!.duplicateRequestIds).toHaveLength(warned.json().duplicates.length);
    const confirmed = await submit({ ...similar, confirmDuplicates: true });
    expect(confirmed.json().outcome).toBe('saved');
  });

  it('creates a new company in the same transaction, and a new product only for approved members', async () => {
    const response = await submit(draft({ company: { name: 'Pagewick' }, product: { name: 'Reader' } }));
    expect(response.json()).toMatchObject({
      outcome: 'saved',
      notices: ['Product not created'],
      createdCompany: 'Pagewick',
      item: { company: { slug: 'pagewick' }, product: null },
    });
    const [pagewick] = await ctx.database.db.select().from(companies).where(eq(companies.slug, 'pagewick'));
    await ctx.database.db
      .insert(companyMembers)
      .values({ userId: meId, companyId: pagewick!.id, title: 'PM', phoneNumber: '555', status: 'approved' });
    const member = await submit(draft({ company: { id: pagewick!.id }, product: { name: 'Reader' } }));
    expect(member.json()).toMatchObject({
      outcome: 'saved',
      notices: [],
      createdProduct: 'Reader',
      item: { product: { name: 'Reader', slug: 'reader' } },
    });
  });

  it('leaves no company behind when saving fails half-way', async () => {
    const other = await createCompany(ctx.database.db, 'Ripplebeat');
    const foreignProduct = await createProduct(ctx.database.db, other.id, 'Radio');
    const response = await submit(
      draft({ company: { name: 'Orphan Co' }, product: { id: foreignProduct.id } }),
    );
    expect(response.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(companies).where(eq(companies.name, 'Orphan Co'))).toEqual([]);
  });

  it('lets the submission through when moderation or duplicate search fails', async () => {
    const failing = await createTestApp({
      moderator: { moderate: async () => Promise.reject(new Error('moderation is down')) },
      findSimilar: async () => Promise.reject(new Error('search is down')),
    });
    try {
      const { cookie: failingCookie } = await signInAs(failing.app, 'f@example.com', {
        signUp: signUpBody({ username: 'failing' }),
      });
      const company = await createCompany(failing.database.db, 'Notewren');
      await createItem(failing.database.db, { companyId: company.id, title: 'Dark mode' });
      const response = await post(
        failing.app,
        '/api/v1/requests',
        draft({ company: { id: company.id }, title: 'Dark mode' }),
        { cookie: failingCookie },
      );
      expect(response.json().outcome).toBe('saved');
    } finally {
      await failing.close();
    }
  });

  it('makes vents the same way', async () => {
    const response = await submit(
      draft({
        title: 'Sync keeps failing',
        userStoryWant: 'sync fails every morning',
        userStorySoThat: 'I lose my notes',
      }),
      cookie,
      'vents',
    );
    expect(response.json()).toMatchObject({ outcome: 'saved', item: { slug: 'sync-keeps-failing' } });
  });
});

describe('edit and delete', () => {
  async function mine(title: string) {
    return (await submit(draft({ title }))).json().item as { id: string; slug: string };
  }

  it('lets only the owner edit, keeping the path unless the new slug is free', async () => {
    const item = await mine('Pin notes');
    const logs = async () => (await ctx.database.db.select({ n: count() }).from(moderationLogs))[0]!.n;
    const logsBefore = await logs();
    const forbidden = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/requests/${item.id}`,
      payload: draft({ title: 'Hijack' }),
      headers: { cookie: otherCookie, origin: 'http://localhost:3000' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('Not authorized');
    // Refused before moderation reads someone else's draft: nothing is logged for it.
    expect(await logs()).toBe(logsBefore);
    const edit = (title: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/requests/${item.id}`,
        payload: draft({ title }),
        headers: { cookie, origin: 'http://localhost:3000' },
      });
    expect((await edit('Pinned notes')).json().item.slug).toBe('pinned-notes');
    expect((await edit('Dark mode')).json().item.slug).toBe('pinned-notes');
  });

  it('deletes only while nobody else voted and there are no builds', async () => {
    const del = (id: string, as = cookie) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/requests/${id}`,
        headers: { cookie: as, origin: 'http://localhost:3000' },
      });
    const fresh = await mine('Delete me');
    expect((await del(fresh.id, otherCookie)).statusCode).toBe(403);
    await post(ctx.app, `/api/v1/requests/${fresh.id}/vote`, { voted: true }, { cookie });
    expect((await del(fresh.id)).json()).toEqual({ ok: true });

    const voted = await mine('Voted on');
    const stranger = await createUser(ctx.database.db);
    await addVotes(ctx.database.db, voted.id, [stranger.id]);
    const refused = await del(voted.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Cannot delete request');

    const built = await mine('Built on');
    await addBuild(ctx.database.db, built.id, stranger.id);
    expect((await del(built.id)).statusCode).toBe(409);
    expect(
      await ctx.database.db.select().from(featureRequests).where(eq(featureRequests.id, built.id)),
    ).toHaveLength(1);
  });
});

describe('the similar-requests panel', () => {
  it("shows the company's top requests before any text, and similar ones after", async () => {
    const empty = (await ctx.app.inject(`/api/v1/requests/similar?companyId=${notewren.id}`)).json();
    expect(empty.length).toBeGreaterThan(0);
    const typed = (
      await ctx.app.inject(
        `/api/v1/requests/similar?companyId=${notewren.id}&title=dark%20theme&userStoryWant=dark%20mode%20at%20night`,
      )
    ).json();
    expect(typed.map((item: { title: string }) => item.title)).toContain('Dark mode');
  });
});
