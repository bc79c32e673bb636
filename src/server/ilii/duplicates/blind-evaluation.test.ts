import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createItem, createProduct } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import {
  type BlindDraft,
  blindCompanies,
  blindDrafts,
  fourthBlindCompanies,
  fourthBlindDrafts,
  secondBlindCompanies,
  secondBlindDrafts,
  thirdBlindCompanies,
  thirdBlindDrafts,
} from './blind-pairs';
import { embeddingText } from './embeddings';
import { findSimilar } from './find-similar';
import { embedItemsWithoutVector } from './item-embeddings';
import { embedMany, localEmbeddingsModel } from './local-embeddings';

/**
 * The duplicate search on the blind pairs (data/blind-pairs.json): eight companies and drafts written
 * by someone who read none of the search's code, split once. The re-ranker (rerank.ts) is trained on
 * the 'tune' split and the project's own cases (`npm run train:duplicates`), so 'tune' here is not
 * held out; 'eval' is never read by the trainer. Both splits print with the targets (precision and
 * recall of at least 0.9), and 'eval' must not fall below where it stands (decision 53: measured once,
 * after the design and its parameters were frozen; the floors are the lower of the two engines'
 * figures, rounded down).
 *
 * A pair counts as the person writing the draft would: a labelled duplicate the search shows is a
 * true positive, one it misses a false negative, a labelled near miss it shows a false positive.
 * 'Any wrong flag' counts every shown item that is not a labelled duplicate.
 *
 * The second set (data/second-blind-pairs.json: eight more companies, 272 drafts) was written after
 * the first set's 'eval' had been measured, and is all 'eval': it was measured once, with the search
 * as it stood, and holds the figures there the same way (decision 55). Its writers were asked for
 * duplicates that share almost no words with the original, which a search by words finds about half
 * of.
 *
 * Every set is measured twice: by words alone (the search without a vector, as when the embeddings
 * model is off or fails) and with the local embeddings model's vectors (decision 56), as the server
 * searches by default. The third set (data/third-blind-pairs.json: eight more companies) was written
 * before that model was tried and after the second set's misses had been read; it is all 'eval' and
 * was measured once, after the meaning model was trained and frozen. The fourth
 * (data/fourth-blind-pairs.json: eight more companies) was written after the third's misses had been
 * read, and measured once with the shipped re-ranker, beside one trained on the second and third sets
 * too, which was not shipped (decision 60).
 */
/** The targets, printed beside the figures; the test holds the figures where they stand. */
const targets = { precision: 0.9, recall: 0.9 };
/**
 * By words alone, the word model as retrained with the training pairs (decision 56): it gained on the
 * second set (0.807 / 0.536 before) and lost a little precision on the first 'eval' (0.925 / 0.886).
 */
const evalFloors = { precision: 0.91, recall: 0.9 };
const secondFloors = { precision: 0.75, recall: 0.66 };
const fourthFloors = { precision: 0.68, recall: 0.59 };
/** With meaning, the floors of each set: the same on both engines when measured. */
const meaningFloors = {
  eval: { precision: 0.88, recall: 0.91 },
  second: { precision: 0.76, recall: 0.76 },
  third: { precision: 0.66, recall: 0.68 },
  fourth: { precision: 0.75, recall: 0.66 },
};

let database: TestDatabase;
const companyIds = new Map<string, string>();
const productIds = new Map<string, string>();
const itemIds = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const company of [
    ...blindCompanies,
    ...secondBlindCompanies,
    ...thirdBlindCompanies,
    ...fourthBlindCompanies,
  ]) {
    const row = await createCompany(database.db, company.name);
    companyIds.set(company.name, row.id);
    for (const name of company.products) {
      productIds.set(`${company.name}/${name}`, (await createProduct(database.db, row.id, name)).id);
    }
    for (const item of company.items) {
      const saved = await createItem(database.db, {
        companyId: row.id,
        productId: item.product ? productIds.get(`${company.name}/${item.product}`)! : null,
        title: item.title,
        userStoryWant: item.want,
        userStorySoThat: item.soThat,
      });
      itemIds.set(item.key, saved.id);
    }
  }
  await embedItemsWithoutVector(database.db, { model: localEmbeddingsModel, embedMany });
}, 120_000);

afterAll(async () => {
  await database?.destroy();
});

async function measure(chosen: BlindDraft[], options: { meaning: boolean }) {
  const tally = { truePositives: 0, falsePositives: 0, falseNegatives: 0, anyWrongFlag: 0, pairs: 0 };
  const misses: string[] = [];
  const vectors = options.meaning
    ? await embedMany(
        chosen.map((draft) =>
          embeddingText({ title: draft.title, userStoryWant: draft.want, userStorySoThat: draft.soThat }),
        ),
      )
    : [];
  for (const [index, draft] of chosen.entries()) {
    const vector = vectors[index];
    const found = await findSimilar(
      database.db,
      {
        kind: 'requests',
        companyId: companyIds.get(draft.company)!,
        productId: draft.product ? productIds.get(`${draft.company}/${draft.product}`)! : null,
        title: draft.title,
        userStoryWant: draft.want,
        userStorySoThat: draft.soThat,
      },
      { meaning: vector ? { model: localEmbeddingsModel, vector } : null },
    );
    const flagged = new Set(found.map((item) => item.id));
    const duplicates = new Set(draft.duplicateOf.map((key) => itemIds.get(key)!));
    tally.pairs += draft.duplicateOf.length + draft.notDuplicateOf.length;
    for (const key of draft.duplicateOf) {
      if (flagged.has(itemIds.get(key)!)) tally.truePositives += 1;
      else {
        tally.falseNegatives += 1;
        misses.push(`missed  ${draft.key} → ${key}`);
      }
    }
    for (const key of draft.notDuplicateOf) {
      if (flagged.has(itemIds.get(key)!)) {
        tally.falsePositives += 1;
        misses.push(`wrongly ${draft.key} → ${key}`);
      }
    }
    tally.anyWrongFlag += [...flagged].filter((id) => !duplicates.has(id)).length;
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  return {
    drafts: chosen.length,
    ...tally,
    precision: ratio(tally.truePositives, tally.truePositives + tally.falsePositives),
    recall: ratio(tally.truePositives, tally.truePositives + tally.falseNegatives),
    misses,
  };
}

describe('the duplicate search on blind pairs', () => {
  it('holds precision and recall on the evaluation sets, by words and with meaning', async () => {
    const tuneDrafts = blindDrafts.filter((draft) => draft.split === 'tune');
    const evalDrafts = blindDrafts.filter((draft) => draft.split === 'eval');
    const words = {
      tune: await measure(tuneDrafts, { meaning: false }),
      eval: await measure(evalDrafts, { meaning: false }),
      second: await measure(secondBlindDrafts, { meaning: false }),
      third: await measure(thirdBlindDrafts, { meaning: false }),
      fourth: await measure(fourthBlindDrafts, { meaning: false }),
    };
    const meaning = {
      tune: await measure(tuneDrafts, { meaning: true }),
      eval: await measure(evalDrafts, { meaning: true }),
      second: await measure(secondBlindDrafts, { meaning: true }),
      third: await measure(thirdBlindDrafts, { meaning: true }),
      fourth: await measure(fourthBlindDrafts, { meaning: true }),
    };
    const line = (name: string, figures: typeof words.tune) =>
      `  ${name.padEnd(10)} ${figures.drafts} drafts, ${figures.pairs} labelled pairs: precision ${figures.precision.toFixed(3)}  ` +
      `recall ${figures.recall.toFixed(3)}  (targets ${targets.precision} and ${targets.recall}; TP ${figures.truePositives}, FP ${figures.falsePositives}, ` +
      `FN ${figures.falseNegatives}, any wrong flag ${figures.anyWrongFlag})`;
    const sets = ['tune', 'eval', 'second', 'third', 'fourth'] as const;
    console.log(
      [
        `duplicate search on blind pairs (${database.engine})`,
        'by words alone:',
        ...sets.map((name) => line(name, words[name])),
        `with meaning (${localEmbeddingsModel}):`,
        ...sets.map((name) => line(name, meaning[name])),
        'misses with meaning, fourth set:',
        ...meaning.fourth.misses.map((miss) => `  ${miss}`),
      ].join('\n'),
    );
    expect(blindDrafts.length).toBeGreaterThanOrEqual(200);
    expect(thirdBlindDrafts.length).toBeGreaterThanOrEqual(200);
    expect(fourthBlindDrafts.length).toBeGreaterThanOrEqual(200);
    expect(words.eval.precision).toBeGreaterThanOrEqual(evalFloors.precision);
    expect(words.eval.recall).toBeGreaterThanOrEqual(evalFloors.recall);
    expect(words.second.precision).toBeGreaterThanOrEqual(secondFloors.precision);
    expect(words.second.recall).toBeGreaterThanOrEqual(secondFloors.recall);
    expect(words.fourth.precision).toBeGreaterThanOrEqual(fourthFloors.precision);
    expect(words.fourth.recall).toBeGreaterThanOrEqual(fourthFloors.recall);
    for (const name of ['eval', 'second', 'third', 'fourth'] as const) {
      expect(meaning[name].precision, name).toBeGreaterThanOrEqual(meaningFloors[name].precision);
      expect(meaning[name].recall, name).toBeGreaterThanOrEqual(meaningFloors[name].recall);
    }
  }, 240_000);
});
