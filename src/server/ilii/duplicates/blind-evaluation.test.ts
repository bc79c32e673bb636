import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createItem, createProduct } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import {
  type BlindDraft,
  blindCompanies,
  blindDrafts,
  secondBlindCompanies,
  secondBlindDrafts,
} from './blind-pairs';
import { findSimilar } from './find-similar';

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
 */
/** The targets, printed beside the figures; the test holds the figures where they stand. */
const targets = { precision: 0.9, recall: 0.9 };
const evalFloors = { precision: 0.92, recall: 0.87 };
const secondFloors = { precision: 0.8, recall: 0.53 };

let database: TestDatabase;
const companyIds = new Map<string, string>();
const productIds = new Map<string, string>();
const itemIds = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const company of [...blindCompanies, ...secondBlindCompanies]) {
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
});

afterAll(async () => {
  await database?.destroy();
});

async function measure(chosen: BlindDraft[]) {
  const tally = { truePositives: 0, falsePositives: 0, falseNegatives: 0, anyWrongFlag: 0, pairs: 0 };
  const misses: string[] = [];
  for (const draft of chosen) {
    const found = await findSimilar(database.db, {
      kind: 'requests',
      companyId: companyIds.get(draft.company)!,
      productId: draft.product ? productIds.get(`${draft.company}/${draft.product}`)! : null,
      title: draft.title,
      userStoryWant: draft.want,
      userStorySoThat: draft.soThat,
    });
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
  it('holds precision and recall on the evaluation split', async () => {
    const tune = await measure(blindDrafts.filter((draft) => draft.split === 'tune'));
    const evaluation = await measure(blindDrafts.filter((draft) => draft.split === 'eval'));
    const second = await measure(secondBlindDrafts);
    const line = (name: string, figures: typeof tune) =>
      `  ${name.padEnd(10)} ${figures.drafts} drafts, ${figures.pairs} labelled pairs: precision ${figures.precision.toFixed(3)}  ` +
      `recall ${figures.recall.toFixed(3)}  (targets ${targets.precision} and ${targets.recall}; TP ${figures.truePositives}, FP ${figures.falsePositives}, ` +
      `FN ${figures.falseNegatives}, any wrong flag ${figures.anyWrongFlag})`;
    console.log(
      [
        `duplicate search on blind pairs (${database.engine})`,
        line('tune', tune),
        line('eval', evaluation),
        line('second set', second),
        'evaluation misses:',
        ...evaluation.misses.map((miss) => `  ${miss}`),
        'second set misses:',
        ...second.misses.map((miss) => `  ${miss}`),
      ].join('\n'),
    );
    expect(blindDrafts.length).toBeGreaterThanOrEqual(200);
    expect(evaluation.precision).toBeGreaterThanOrEqual(evalFloors.precision);
    expect(evaluation.recall).toBeGreaterThanOrEqual(evalFloors.recall);
    expect(second.precision).toBeGreaterThanOrEqual(secondFloors.precision);
    expect(second.recall).toBeGreaterThanOrEqual(secondFloors.recall);
  });
});
