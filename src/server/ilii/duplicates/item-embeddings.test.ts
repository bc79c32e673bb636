import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/connect';
import { itemEmbeddings, outbox } from '../../db/schema';
import { origin, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany } from '../../test/factories';
import { fakeDimensions, fakeEmbedding, startFakeEmbeddingsServer } from '../../test/fake-embeddings-server';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { embeddingText } from './embeddings';
import { findSimilar } from './find-similar';
import { textHash } from './item-embeddings';

let fake: Awaited<ReturnType<typeof startFakeEmbeddingsServer>>;
let ctx: TestApp;
let cookie: string;
let companyId: string;
/** The embeddings time limit here: 10 s in production, shortened so a slow endpoint is quick to test. */
const timeoutMs = 800;

beforeAll(async () => {
  fake = await startFakeEmbeddingsServer();
  ctx = await createTestApp({
    config: testConfig({ ILII_EMBEDDINGS_URL: fake.url, ILII_EMBEDDINGS_MODEL: 'fake-64' }),
    embeddingsTimeoutMs: timeoutMs,
  });
  cookie = (await signInAs(ctx.app, 'embedder@example.com', { signUp: signUpBody({ username: 'embedder' }) }))
    .cookie;
  companyId = (await createCompany(ctx.database.db, 'Notewren')).id;
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
afterEach(() => {
  fake.state.mode = 'ok';
});

const text = (title: string, userStoryWant: string, userStorySoThat: string) => ({
  title,
  userStoryWant,
  userStorySoThat,
});
const draft = (words: ReturnType<typeof text>, company = companyId, confirmDuplicates = true) => ({
  company: { id: company },
  product: null,
  ...words,
  confirmDuplicates,
});
async function submit(body: unknown, kind = 'requests') {
  const response = await post(ctx.app, `/api/v1/${kind}`, body, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const jobsFor = (itemId: string) =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'embed-item'), sql`${outbox.payload}->>'itemId' = ${itemId}`));
const embeddingOf = async (column: 'featureRequestId' | 'ventId', id: string) =>
  (await ctx.database.db.select().from(itemEmbeddings).where(eq(itemEmbeddings[column], id)))[0];

describe('embedding saved requests and vents', () => {
  it('queues a job with a new request and stores its embedding when the worker runs', async () => {
    const words = text('Colour tags', 'notes could be tagged with colours', 'I find related notes quickly');
    const saved = await submit(draft(words));
    expect(await jobsFor(saved.item.id)).toMatchObject([
      { payload: { kind: 'requests', itemId: saved.item.id } },
    ]);
    await ctx.app.outbox.drain();
    const [job] = await jobsFor(saved.item.id);
    expect(job).toMatchObject({ processedAt: expect.any(Date), lastError: null });
    const stored = await embeddingOf('featureRequestId', saved.item.id);
    expect(stored).toMatchObject({ model: 'fake-64', textHash: textHash(words), ventId: null });
    expect(stored!.embedding).toHaveLength(fakeDimensions);
    expect(stored!.embedding).toEqual(fakeEmbedding(embeddingText(words)));
  });

  it('does the same for a vent', async () => {
    const saved = await submit(
      draft(text('Slow sync', 'sync did not take a minute', 'I stop waiting')),
      'vents',
    );
    await ctx.app.outbox.drain();
    expect(await embeddingOf('ventId', saved.item.id)).toMatchObject({
      featureRequestId: null,
      model: 'fake-64',
    });
  });

  it('embeds an edit that changes the words, and queues nothing for a change of product only', async () => {
    const words = text('Pin notes', 'notes could be pinned to the top', 'I see them first');
    const saved = await submit(draft(words));
    await ctx.app.outbox.drain();
    const edit = (body: unknown) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/requests/${saved.item.id}`,
        payload: body as object,
        headers: { cookie, origin },
      });
    expect((await edit(draft(words))).statusCode).toBe(200);
    expect(await jobsFor(saved.item.id)).toHaveLength(1);
    const reworded = { ...words, userStoryWant: 'notes could be pinned above the others' };
    expect((await edit(draft(reworded))).statusCode).toBe(200);
    expect(await jobsFor(saved.item.id)).toHaveLength(2);
    await ctx.app.outbox.drain();
    expect((await embeddingOf('featureRequestId', saved.item.id))!.textHash).toBe(textHash(reworded));
  });

  it('leaves the job for a later try, with the reason, when the endpoint fails', async () => {
    fake.state.mode = 'broken';
    const saved = await submit(draft(text('Coloured notes', 'notes had colours', 'I can tell them apart')));
    await ctx.app.outbox.drain();
    const [job] = await jobsFor(saved.item.id);
    expect(job!.processedAt).toBeNull();
    expect(job!.lastError).toBe('embeddings endpoint answered 500 Internal Server Error: model crashed');
    expect(job!.runAfter.getTime()).toBeGreaterThan(Date.now());
    expect(await embeddingOf('featureRequestId', saved.item.id)).toBeUndefined();
  });

  it('gives up on a slow endpoint after the time limit and leaves the job for a later try', async () => {
    fake.state.mode = 'slow';
    const saved = await submit(draft(text('Note folders', 'notes could live in folders', 'I keep order')));
    const started = Date.now();
    await ctx.app.outbox.drain();
    expect(Date.now() - started).toBeLessThan(4_000);
    const [job] = await jobsFor(saved.item.id);
    expect(job!.processedAt).toBeNull();
    expect(job!.lastError).toBe(`embeddings request timed out after ${timeoutMs} ms`);
    expect(await embeddingOf('featureRequestId', saved.item.id)).toBeUndefined();
  });

  it('ends the job quietly when the item was deleted before it ran', async () => {
    const saved = await submit(draft(text('Note stars', 'notes could be starred', 'I find favourites')));
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/requests/${saved.item.id}`,
      headers: { cookie, origin },
    });
    expect(deleted.statusCode).toBe(200);
    await ctx.app.outbox.drain();
    const [job] = await jobsFor(saved.item.id);
    expect(job).toMatchObject({ processedAt: expect.any(Date), lastError: null });
    expect(await embeddingOf('featureRequestId', saved.item.id)).toBeUndefined();
  });
});

describe('similar requests with embeddings', () => {
  const printNotes = text(
    'Print my notes',
    'I could print my notes on paper',
    'I can read on paper away from the screen',
  );
  // The first shares the most words with the draft; the other two share its meaning (printing).
  const shareNotes = text(
    'Share my notes',
    'I could share my notes with a link',
    'I can read my notes away from the screen',
  );
  const pdfOfNotes = text(
    'PDF of my notes',
    'my notes could be saved as a PDF',
    'I can read a printed copy on paper',
  );
  const notesAsPdf = text('Notes as PDF', 'I could save my notes as PDF files', 'I can print them on paper');
  let printerCo: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    printerCo = (await createCompany(ctx.database.db, 'Paperleaf')).id;
    for (const words of [shareNotes, pdfOfNotes, notesAsPdf])
      ids.set(words.title, (await submit(draft(words, printerCo))).item.id);
    await ctx.app.outbox.drain();
  });
  const titlesOf = (items: { title: string }[]) => items.map((item) => item.title);

  it('come in the order of meaning, among the candidates the words found', async () => {
    const byWords = await findSimilar(ctx.database.db, {
      kind: 'requests',
      companyId: printerCo,
      ...printNotes,
    });
    expect(titlesOf(byWords)).toEqual(['Share my notes', 'PDF of my notes', 'Notes as PDF']);
    const asked = fake.state.inputs.length;
    const answer = await submit(draft(printNotes, printerCo, false));
    expect(answer.outcome).toBe('duplicates');
    expect(titlesOf(answer.duplicates)).toEqual(['PDF of my notes', 'Notes as PDF', 'Share my notes']);
    expect(fake.state.inputs.slice(asked)).toEqual([embeddingText(printNotes)]);
  });

  it('keep the order of the words when the endpoint fails or is too slow, and still stop the submission', async () => {
    for (const mode of ['broken', 'slow'] as const) {
      fake.state.mode = mode;
      const started = Date.now();
      const answer = await submit(draft(printNotes, printerCo, false));
      expect(Date.now() - started, mode).toBeLessThan(4_000);
      expect(answer.outcome, mode).toBe('duplicates');
      expect(titlesOf(answer.duplicates), mode).toEqual([
        'Share my notes',
        'PDF of my notes',
        'Notes as PDF',
      ]);
    }
  });

  it('leave a candidate whose words changed since it was embedded in the place the words gave it', async () => {
    await ctx.database.db.execute(
      sql`update item_embeddings set text_hash = 'older text' where feature_request_id = ${ids.get('PDF of my notes')!}`,
    );
    const answer = await submit(draft(printNotes, printerCo, false));
    expect(titlesOf(answer.duplicates)).toEqual(['Notes as PDF', 'PDF of my notes', 'Share my notes']);
  });
});

describe('without ILII_EMBEDDINGS_URL', () => {
  it('queues no embedding and calls no endpoint', async () => {
    const plain = await createTestApp();
    try {
      const me = await signInAs(plain.app, 'plain@example.com', {
        signUp: signUpBody({ username: 'plain' }),
      });
      const company = await createCompany(plain.database.db, 'Plainco');
      const asked = fake.state.inputs.length;
      const response = await post(
        plain.app,
        '/api/v1/requests',
        draft(text('Print my notes', 'I could print my notes', 'I read on paper'), company.id),
        { cookie: me.cookie },
      );
      expect(response.json().outcome).toBe('saved');
      await plain.app.outbox.drain();
      const rows = await selectRows<{ n: number }>(
        plain.database.db,
        sql`select (select count(*) from outbox where kind = 'embed-item')::int
              + (select count(*) from item_embeddings)::int as n`,
      );
      expect(rows[0]!.n).toBe(0);
      expect(fake.state.inputs.length).toBe(asked);
    } finally {
      await plain.close();
    }
  });
});
