import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { origin } from '../test/auth-helpers';
import { createCompany, createItem, createProduct } from '../test/factories';
import { signInRoles } from '../test/roles';
import { createTestApp, type TestApp } from '../test/test-app';
import { nameCandidates } from './ilii.queries';

/**
 * A company or product name never counts against a text by itself: one in the catalogue, one being
 * created with the request, and letters inside a longer word ('Scunthorpe') never trigger a
 * violation; the same words outside a name still do.
 */
let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await createCompany(ctx.database.db, 'Munchly')).id;
  const other = await createCompany(ctx.database.db, 'Ripplebeat');
  // A shop and a product in the catalogue whose names are rude words.
  await createCompany(ctx.database.db, 'Bastard Burgers');
  await createProduct(ctx.database.db, other.id, 'Shit Happens');
  roles = await signInRoles(ctx.app, ctx.database.db, companyId, other.id, 'names');
});
afterAll(async () => ctx.close());

const submit = (company: { id: string } | { name: string }, title: string, want: string, kind = 'requests') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/${kind}`,
    payload: {
      company,
      title,
      userStoryWant: want,
      userStorySoThat: 'I can order lunch',
      confirmDuplicates: true,
    },
    headers: { cookie: roles.user.cookie, origin },
  });

describe('names never trigger a violation', () => {
  it('lets a catalogue company or product be named, in any case; the word alone is still foul', async () => {
    const saved = await submit({ id: companyId }, 'Burger places', 'bastard burgers showed up in the search');
    expect(saved.json()).toMatchObject({ outcome: 'saved' });
    const product = await submit(
      { id: companyId },
      'Board game shelf',
      'you stocked Shit Happens, the card game',
    );
    expect(product.json()).toMatchObject({ outcome: 'saved' });
    const vent = await submit(
      { id: companyId },
      'Missing burgers',
      'Bastard Burgers vanished from the app',
      'vents',
    );
    expect(vent.json()).toMatchObject({ outcome: 'saved' });

    const foul = await submit({ id: companyId }, 'Search results', 'this bastard search showed results');
    expect(foul.json()).toMatchObject({ outcome: 'blocked', violation: { category: 'foul_language' } });
  });

  it('lets a company or product being created with the request be named', async () => {
    const saved = await submit(
      { name: 'Cockburn Bastards' },
      'Opening hours',
      'cockburn bastards listed their opening hours',
    );
    expect(saved.json()).toMatchObject({ outcome: 'saved', createdCompany: 'Cockburn Bastards' });
  });

  it('never reads letters inside a longer word as a swear word', async () => {
    for (const place of ['Scunthorpe', 'Penistone', 'Shitterton', 'Clitheroe', 'Twatt']) {
      const saved = await submit({ id: companyId }, `Delivery to ${place}`, `you delivered to ${place}`);
      expect(saved.json(), place).toMatchObject({ outcome: 'saved' });
    }
  });

  it('lets a build name the catalogue', async () => {
    const item = await createItem(ctx.database.db, { companyId, title: 'Lunch deals' });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/requests/${item.id}/builds`,
      payload: { content: 'bastard burgers already does this on their own site' },
      headers: { cookie: roles.user.cookie, origin },
    });
    expect(saved.json()).toMatchObject({ outcome: 'saved' });
  });
});

describe('nameCandidates', () => {
  it('gives every run of one to four words, lower case, without edge punctuation', () => {
    expect(nameCandidates('Try "Dick\'s Sporting Goods", now!')).toEqual(
      expect.arrayContaining(["dick's sporting goods", "dick's", 'try', 'now']),
    );
    expect(nameCandidates('Kum & Go sells fuel')).toContain('kum & go');
    expect(nameCandidates('a b c d e f')).not.toContain('a b c d e');
    expect(nameCandidates('word '.repeat(5000)).length).toBeLessThanOrEqual(2000);
    expect(nameCandidates('')).toEqual([]);
  });
});
