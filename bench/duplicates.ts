/**
 * How long the duplicate check takes per draft: `npm run bench:duplicates`.
 *
 * One company with `BENCH_ITEMS` requests (3,000 by default: a large company), each with a vector of
 * ilii's embeddings model, on the embedded PGlite or, with `TEST_DATABASE_URL`, on PostgreSQL.
 * The items are the blind pairs' requests repeated with a number, so the words are realistic and
 * many items share them; the vectors are the model's own for a few hundred of them, reused. Then
 * 100 drafts (the blind pairs' drafts) are searched three ways, each timed apart: by words alone,
 * with the draft's vector (the query as the server makes it at submit), and the embedding of the
 * draft itself. Prints the median and the 95th percentile of each.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/connect';
import { migrateDatabase } from '../src/server/db/migrate';
import { itemEmbeddings } from '../src/server/db/schema';
import { blindCompanies, blindDrafts } from '../src/server/ilii/duplicates/blind-pairs';
import { embeddingText } from '../src/server/ilii/duplicates/embeddings';
import { findSimilar } from '../src/server/ilii/duplicates/find-similar';
import { textHash } from '../src/server/ilii/duplicates/item-embeddings';
import {
  createLocalEmbeddingsClient,
  embedMany,
  localEmbeddingsModel,
} from '../src/server/ilii/duplicates/local-embeddings';
import { createCompany, createItem } from '../src/server/test/factories';

const itemCount = Number(process.env.BENCH_ITEMS ?? 3_000);
const url = process.env.TEST_DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
await migrateDatabase(database);
const { db } = database;

const stories = blindCompanies.flatMap((company) => company.items);
const vectors = await embedMany(
  stories.map((story) =>
    embeddingText({ title: story.title, userStoryWant: story.want, userStorySoThat: story.soThat }),
  ),
);
const company = await createCompany(db, `Bench duplicates ${Date.now()}`);
for (let index = 0; index < itemCount; index += 1) {
  const story = stories[index % stories.length]!;
  const words = {
    title: `${story.title} ${index}`,
    userStoryWant: story.want,
    userStorySoThat: story.soThat,
  };
  const item = await createItem(db, { companyId: company.id, ...words });
  await db.insert(itemEmbeddings).values({
    featureRequestId: item.id,
    model: localEmbeddingsModel,
    textHash: textHash(words),
    embedding: vectors[index % stories.length]!,
  });
}

const drafts = blindDrafts.slice(0, 100).map((draft) => ({
  kind: 'requests' as const,
  companyId: company.id,
  title: draft.title,
  userStoryWant: draft.want,
  userStorySoThat: draft.soThat,
}));
const client = createLocalEmbeddingsClient();
await client.embed('warm up');

const timings = { words: [] as number[], meaning: [] as number[], embed: [] as number[] };
for (const draft of drafts) {
  let started = performance.now();
  await findSimilar(db, draft);
  timings.words.push(performance.now() - started);
  started = performance.now();
  const vector = await client.embed(embeddingText(draft));
  timings.embed.push(performance.now() - started);
  started = performance.now();
  await findSimilar(db, draft, { meaning: { model: localEmbeddingsModel, vector } });
  timings.meaning.push(performance.now() - started);
}

const at = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1);
};
// How long the process's own thread is held up while drafts are embedded, all at once as under load:
// the server's other requests wait that long (the model runs on a thread of its own, decision 59).
// The longest gap between ticks of a 1 ms timer, and the share of the time the loop was busy.
let lastTick = performance.now();
let longestGap = 0;
const probe = setInterval(() => {
  const now = performance.now();
  longestGap = Math.max(longestGap, now - lastTick);
  lastTick = now;
}, 1);
const busyBefore = performance.eventLoopUtilization();
await Promise.all(drafts.map((draft) => client.embed(embeddingText(draft))));
const busy = performance.eventLoopUtilization(busyBefore);
longestGap = Math.max(longestGap, performance.now() - lastTick);
clearInterval(probe);

console.log(
  `duplicate check, ${itemCount} items in one company, ${url ? 'PostgreSQL' : 'PGlite'}, ${drafts.length} drafts:`,
);
for (const [name, values] of Object.entries(timings)) {
  console.log(`  ${name.padEnd(8)} median ${at(values, 0.5)} ms, p95 ${at(values, 0.95)} ms`);
}
console.log(
  `  embedding ${drafts.length} drafts at once held the event loop up to ${longestGap.toFixed(1)} ms, busy ${(100 * busy.utilization).toFixed(0)} % of ${busy.active + busy.idle > 0 ? ((busy.active + busy.idle) / 1000).toFixed(1) : '0'} s`,
);
await database.close();
