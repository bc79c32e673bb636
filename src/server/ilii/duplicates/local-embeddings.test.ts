import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemEmbeddings } from '../../db/schema';
import { post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany, createItem } from '../../test/factories';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { cosine, embeddingText } from './embeddings';
import { findSimilar } from './find-similar';
import { embedItemsWithoutVector, textHash } from './item-embeddings';
import {
  createLocalEmbeddingsClient,
  embedMany,
  localEmbeddingsModel,
  stopLocalEmbeddings,
} from './local-embeddings';

/**
 * ilii's own embeddings model (decision 56), as the server runs it by default: the real model, a
 * real database, the API. The model takes a fraction of a second to load and 15-35 ms a text.
 */
let ctx: TestApp;
let cookie: string;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestApp({ config: testConfig({ ILII_EMBEDDINGS: 'local' }) });
  cookie = (await signInAs(ctx.app, 'meaning@example.com', { signUp: signUpBody({ username: 'meaning' }) }))
    .cookie;
  companyId = (await createCompany(ctx.database.db, 'Tallyboard')).id;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const words = (title: string, userStoryWant: string, userStorySoThat: string) => ({
  title,
  userStoryWant,
  userStorySoThat,
});
async function submit(body: ReturnType<typeof words>, confirmDuplicates: boolean) {
  const response = await post(
    ctx.app,
    '/api/v1/requests',
    { company: { id: companyId }, product: null, ...body, confirmDuplicates },
    { cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the local embeddings model', () => {
  it('gives unit vectors of 512 numbers, alike for texts that mean the same, for any text', async () => {
    const client = createLocalEmbeddingsClient();
    const [a, b, c, nul, empty] = await Promise.all([
      client.embed('Log my hours on each task so that I can bill clients'),
      client.embed('Time tracking on cards, for invoicing'),
      client.embed('A dark theme for reading at night'),
      client.embed('bad\u0000input'),
      client.embed(''),
    ]);
    for (const vector of [a!, b!, c!, nul!, empty!]) {
      expect(vector).toHaveLength(512);
      expect(vector.every(Number.isFinite)).toBe(true);
    }
    expect(Math.hypot(...a!)).toBeCloseTo(1, 5);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!) + 0.1);
    const [batched] = await embedMany(['Log my hours on each task so that I can bill clients']);
    expect(cosine(a!, batched!)).toBeCloseTo(1, 4);
  });

  it('embeds a saved request through the outbox, and the items saved before it in one pass', async () => {
    const saved = await submit(
      words('Colour labels', 'cards could carry colour labels', 'I sort them at a glance'),
      true,
    );
    await ctx.app.outbox.drain();
    const [stored] = await ctx.database.db
      .select()
      .from(itemEmbeddings)
      .where(eq(itemEmbeddings.featureRequestId, saved.item.id));
    expect(stored).toMatchObject({ model: localEmbeddingsModel, textHash: textHash(saved.item) });
    const older = await createItem(ctx.database.db, { companyId, title: 'Archive old boards' });
    expect(await embedItemsWithoutVector(ctx.database.db, { model: localEmbeddingsModel, embedMany })).toBe(
      1,
    );
    expect(await embedItemsWithoutVector(ctx.database.db, { model: localEmbeddingsModel, embedMany })).toBe(
      0,
    );
    const [backfilled] = await ctx.database.db
      .select()
      .from(itemEmbeddings)
      .where(eq(itemEmbeddings.featureRequestId, older.id));
    expect(backfilled?.model).toBe(localEmbeddingsModel);
  });

  it('stops a draft that asks for an existing request in other words, and not one that asks for something else', async () => {
    await submit(
      words(
        'Time tracking on cards',
        'I could track the time I spend on each card',
        'I can bill my clients for it',
      ),
      true,
    );
    await submit(words('Dark theme', 'the boards had a dark theme', 'my eyes rest at night'), true);
    await ctx.app.outbox.drain();
    const paraphrase = await submit(
      words('Billable hours', 'I could record how long I work on a card', 'invoices to clients are accurate'),
      false,
    );
    expect(paraphrase.outcome).toBe('duplicates');
    expect(paraphrase.duplicates.map((item: { title: string }) => item.title)).toEqual([
      'Time tracking on cards',
    ]);
    const different = await submit(
      words(
        'Export to CSV',
        'I could download a board as a spreadsheet',
        'I can share it with my accountant',
      ),
      false,
    );
    expect(different.outcome).toBe('saved');
  });

  it('finds an item that shares no word with the draft only by meaning', async () => {
    const draft = {
      kind: 'requests' as const,
      companyId,
      ...words('Stopwatch for jobs', 'a stopwatch ran on every job', 'invoicing customers is simple'),
    };
    const vector = await createLocalEmbeddingsClient().embed(embeddingText(draft));
    const titles = (items: { title: string }[]) => items.map((item) => item.title);
    expect(titles(await findSimilar(ctx.database.db, draft, { threshold: 0 }))).not.toContain(
      'Time tracking on cards',
    );
    const byMeaning = await findSimilar(ctx.database.db, draft, {
      threshold: 0,
      meaning: { model: localEmbeddingsModel, vector },
    });
    expect(titles(byMeaning)).toContain('Time tracking on cards');
  });

  it('runs on a thread of its own: a stopped thread fails what it held, and the next text starts a new one', async () => {
    const client = createLocalEmbeddingsClient();
    const first = await client.embed('Dark mode for the editor');
    const held = embedMany(Array.from({ length: 64 }, (_, index) => `Export report number ${index}`));
    await stopLocalEmbeddings();
    await expect(held).rejects.toThrow("the embeddings model's thread stopped");
    const again = await client.embed('Dark mode for the editor');
    expect(again).toHaveLength(512);
    expect(again.map((value) => value.toFixed(5))).toEqual(first.map((value) => value.toFixed(5)));
  });
});
