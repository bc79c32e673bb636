/**
 * Trains the duplicate search's re-ranker and writes src/server/ilii/duplicates/rerank-weights.json.
 *
 *   npm run train:duplicates
 *
 * It reads only the tuning split of the blind pairs (`split: 'tune'`; the evaluation drafts are
 * dropped as the file is read) and the project's own cases (duplicate-cases.ts). Both are seeded into
 * an in-memory PGlite, each draft's candidates come from the search's own query, and their features
 * from the server's own code (rerank.ts), so training and serving cannot drift apart. A candidate is
 * a duplicate when the draft's `duplicateOf` names it; every other candidate is not (the labelled
 * near misses and the rest alike).
 *
 * The model is a logistic regression (Newton's method, L2 on standardised features). The L2 strength
 * and the threshold come from five-fold cross-validation by draft, repeated with three shuffles: each
 * draft is judged by a model that never saw it, the way the tests count (the best five above the
 * threshold are shown; precision over the labelled pairs). The threshold is the one whose worse of
 * precision and recall is highest. Deterministic: same data, same file.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '../src/server/db/connect';
import { openDatabase } from '../src/server/db/connect';
import { migrateDatabase } from '../src/server/db/migrate';
import {
  type BlindDraft,
  blindCompanies,
  blindDrafts,
  trainingCompanies,
  trainingDrafts,
} from '../src/server/ilii/duplicates/blind-pairs';
import { labelledDrafts, seedDuplicateCases } from '../src/server/ilii/duplicates/duplicate-cases';
import { embeddingText } from '../src/server/ilii/duplicates/embeddings';
import { candidateFloor, candidateLimit, defaultLimit } from '../src/server/ilii/duplicates/find-similar';
import {
  type Candidate,
  meaningCandidates,
  selectCandidates,
  trigramCandidates,
} from '../src/server/ilii/duplicates/find-similar.queries';
import { embedItemsWithoutVector } from '../src/server/ilii/duplicates/item-embeddings';
import { embedMany, localEmbeddingsModel } from '../src/server/ilii/duplicates/local-embeddings';
import {
  allFeatureNames,
  candidateFeatures,
  type FeatureName,
  featureNames,
  type RerankModel,
} from '../src/server/ilii/duplicates/rerank';
import { createCompany, createItem, createProduct } from '../src/server/test/factories';
import { shuffled } from './seeded';

const folds = 5;
const shuffles = [20260417, 17, 4242];
const l2Grid = [0.01, 0.1, 1, 3, 10];
const newtonSteps = 25;

/** One draft with its candidates' features and labels. */
interface Draft {
  key: string;
  text: string;
  candidates: Candidate[];
  features: number[][];
  /** Per candidate: 1 a labelled duplicate, 0 not. */
  labels: number[];
  /** Per candidate: whether it is a labelled near miss (counted against precision). */
  nearMiss: boolean[];
  /** Labelled duplicates the query did not return at all: misses whatever the model says. */
  unreachable: number;
}

/** The drafts twice: their word-only candidates (the word model) and their candidates with meaning. */
interface Loaded {
  words: { blind: Draft[]; cases: Draft[] };
  meaning: { blind: Draft[]; cases: Draft[] };
}

interface PairsCompany {
  name: string;
  products: string[];
  items: { key: string; product?: string; title: string; want: string; soThat: string }[];
}

/** Seeds companies of a pairs file; returns their ids and their items' ids by key. */
async function seedPairs(db: Db, companies: readonly PairsCompany[]) {
  const ids = { companies: new Map<string, string>(), products: new Map<string, string>() };
  const itemIds = new Map<string, string>();
  for (const company of companies) {
    const row = await createCompany(db, company.name);
    ids.companies.set(company.name, row.id);
    for (const name of company.products) {
      ids.products.set(`${company.name}/${name}`, (await createProduct(db, row.id, name)).id);
    }
    for (const item of company.items) {
      const saved = await createItem(db, {
        companyId: row.id,
        productId: item.product ? ids.products.get(`${company.name}/${item.product}`)! : null,
        title: item.title,
        userStoryWant: item.want,
        userStorySoThat: item.soThat,
      });
      itemIds.set(item.key, saved.id);
    }
  }
  return { ...ids, itemIds };
}

async function loadDrafts(): Promise<Loaded> {
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    const { db } = database;
    const first = await seedPairs(db, blindCompanies);
    const training = await seedPairs(db, trainingCompanies);
    const seeded = await seedDuplicateCases(db);
    const embedded = await embedItemsWithoutVector(db, { model: localEmbeddingsModel, embedMany });
    console.log(`Embedded ${embedded} items with ${localEmbeddingsModel}.`);

    interface Entry {
      key: string;
      kind: 'requests' | 'vents';
      companyId: string;
      productId: string | null;
      title: string;
      want: string;
      soThat: string;
      duplicateOf: string[];
      notDuplicateOf: string[];
    }
    const prepare = async (entry: Entry, vector: number[] | null): Promise<Draft> => {
      const candidates = await selectCandidates(db, {
        kind: entry.kind,
        title: entry.title,
        userStoryWant: entry.want,
        userStorySoThat: entry.soThat,
        companyId: entry.companyId,
        productId: entry.productId,
        excludeId: null,
        limit: vector ? trigramCandidates + meaningCandidates : candidateLimit,
        floor: vector ? 0 : candidateFloor,
        meaning: vector ? { model: localEmbeddingsModel, vector } : null,
      });
      const duplicates = new Set(entry.duplicateOf);
      const near = new Set(entry.notDuplicateOf);
      const ids = new Set(candidates.map((candidate) => candidate.item.id));
      return {
        key: entry.key,
        text: `${entry.title} | ${entry.want} | ${entry.soThat}`,
        candidates,
        features: candidateFeatures({ productId: entry.productId }, candidates),
        labels: candidates.map((candidate) => (duplicates.has(candidate.item.id) ? 1 : 0)),
        nearMiss: candidates.map((candidate) => near.has(candidate.item.id)),
        unreachable: entry.duplicateOf.filter((id) => !ids.has(id)).length,
      };
    };

    // The evaluation split is never read past this line; the training pairs are all for training.
    const fromPairs = (
      drafts: readonly BlindDraft[],
      seededPairs: Awaited<ReturnType<typeof seedPairs>>,
      prefix: string,
    ): Entry[] =>
      drafts
        .filter((draft) => draft.split === 'tune')
        .map((draft) => ({
          key: `${prefix}/${draft.key}`,
          kind: 'requests',
          companyId: seededPairs.companies.get(draft.company)!,
          productId: draft.product ? seededPairs.products.get(`${draft.company}/${draft.product}`)! : null,
          title: draft.title,
          want: draft.want,
          soThat: draft.soThat,
          duplicateOf: draft.duplicateOf.map((key) => seededPairs.itemIds.get(key)!),
          notDuplicateOf: draft.notDuplicateOf.map((key) => seededPairs.itemIds.get(key)!),
        }));
    const blindEntries = [
      ...fromPairs(blindDrafts, first, 'blind'),
      ...fromPairs(trainingDrafts, training, 'training'),
    ];
    const caseEntries: Entry[] = labelledDrafts.map((draft) => ({
      key: `cases/${draft.key}`,
      kind: draft.kind ?? 'requests',
      companyId: seeded.companyIds.get(draft.company)!,
      productId: draft.product ? seeded.productIds.get(draft.product)! : null,
      title: draft.title,
      want: draft.want,
      soThat: draft.soThat,
      duplicateOf: draft.duplicateOf.map((key) => seeded.itemIds.get(key)!),
      notDuplicateOf: draft.notDuplicateOf.map((key) => seeded.itemIds.get(key)!),
    }));
    const vectors = new Map<Entry, number[]>();
    const all = [...blindEntries, ...caseEntries];
    const embeddings = await embedMany(
      all.map((entry) =>
        embeddingText({ title: entry.title, userStoryWant: entry.want, userStorySoThat: entry.soThat }),
      ),
    );
    for (const [index, entry] of all.entries()) vectors.set(entry, embeddings[index]!);
    const loaded: Loaded = { words: { blind: [], cases: [] }, meaning: { blind: [], cases: [] } };
    for (const [list, entries] of [
      ['blind', blindEntries],
      ['cases', caseEntries],
    ] as const) {
      for (const entry of entries) {
        loaded.words[list].push(await prepare(entry, null));
        loaded.meaning[list].push(await prepare(entry, vectors.get(entry)!));
      }
    }
    return loaded;
  } finally {
    await database.close();
  }
}

/** Solves `a x = b` (a symmetric positive definite) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1)
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = col + 1; row < n; row += 1) {
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k += 1) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = m[row]![n]!;
    for (let k = row + 1; k < n; k += 1) sum -= m[row]![k]! * x[k]!;
    x[row] = sum / m[row]![row]!;
  }
  return x;
}

/** The features a model reads: the word model the word features, the meaning model all. */
let names: readonly FeatureName[] = featureNames;
const columns = () => names.map((name) => allFeatureNames.indexOf(name));

/** A logistic regression on the drafts' candidates, returned on the features' raw scale. */
function fitModel(drafts: readonly Draft[], l2: number): RerankModel {
  const picked = columns();
  const rows = drafts.flatMap((draft) => draft.features.map((row) => picked.map((j) => row[j]!)));
  const labels = drafts.flatMap((draft) => draft.labels);
  const n = names.length;
  const mean = names.map((_, j) => rows.reduce((sum, row) => sum + row[j]!, 0) / rows.length);
  const scale = names.map((_, j) => {
    const variance = rows.reduce((sum, row) => sum + (row[j]! - mean[j]!) ** 2, 0) / rows.length;
    return Math.sqrt(variance) || 1;
  });
  const x = rows.map((row) => [1, ...row.map((value, j) => (value - mean[j]!) / scale[j]!)]);
  let beta = new Array<number>(n + 1).fill(0);
  for (let step = 0; step < newtonSteps; step += 1) {
    const gradient = new Array<number>(n + 1).fill(0);
    const hessian = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(0));
    for (let i = 0; i < x.length; i += 1) {
      const xi = x[i]!;
      const z = xi.reduce((sum, value, j) => sum + value * beta[j]!, 0);
      const p = 1 / (1 + Math.exp(-z));
      const w = p * (1 - p);
      for (let j = 0; j <= n; j += 1) {
        gradient[j]! += (p - labels[i]!) * xi[j]!;
        for (let k = 0; k <= n; k += 1) hessian[j]![k]! += w * xi[j]! * xi[k]!;
      }
    }
    for (let j = 1; j <= n; j += 1) {
      gradient[j]! += l2 * beta[j]!;
      hessian[j]![j]! += l2;
    }
    const delta = solve(hessian, gradient);
    beta = beta.map((value, j) => value - delta[j]!);
    if (Math.max(...delta.map(Math.abs)) < 1e-10) break;
  }
  const weights: Partial<Record<FeatureName, number>> = {};
  let bias = beta[0]!;
  names.forEach((name, j) => {
    weights[name] = beta[j + 1]! / scale[j]!;
    bias -= (beta[j + 1]! * mean[j]!) / scale[j]!;
  });
  return { weights, bias, threshold: 0.5 };
}

function score(model: RerankModel, features: readonly number[]): number {
  let z = model.bias;
  allFeatureNames.forEach((name, j) => {
    z += (model.weights[name] ?? 0) * features[j]!;
  });
  return 1 / (1 + Math.exp(-z));
}

/** Per draft, per candidate: a probability. */
type Scores = Map<Draft, number[]>;

function scoreAll(model: RerankModel, drafts: readonly Draft[]): Scores {
  return new Map(drafts.map((draft) => [draft, draft.features.map((features) => score(model, features))]));
}

/** Counted as the tests count: the best `defaultLimit` at or above the threshold are shown. */
function tally(drafts: readonly Draft[], scores: Scores, threshold: number) {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let anyWrongFlag = 0;
  for (const draft of drafts) {
    const probabilities = scores.get(draft)!;
    const shown = new Set(
      probabilities
        .map((p, index) => ({ p, index }))
        .filter(({ p }) => Math.round(p * 10_000) / 10_000 >= threshold)
        .sort((a, b) => b.p - a.p)
        .slice(0, defaultLimit)
        .map(({ index }) => index),
    );
    draft.labels.forEach((label, index) => {
      if (label === 1) {
        if (shown.has(index)) truePositives += 1;
        else falseNegatives += 1;
      } else if (shown.has(index)) {
        anyWrongFlag += 1;
        if (draft.nearMiss[index]) falsePositives += 1;
      }
    });
    falseNegatives += draft.unreachable;
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    anyWrongFlag,
    precision: ratio(truePositives, truePositives + falsePositives),
    recall: ratio(truePositives, truePositives + falseNegatives),
  };
}

/** Out-of-fold probabilities, one map per shuffle. */
function outOfFold(drafts: readonly Draft[], l2: number): Scores[] {
  return shuffles.map((seed) => {
    const order = shuffled(drafts, seed);
    const scores: Scores = new Map();
    for (let fold = 0; fold < folds; fold += 1) {
      const held = order.filter((_, index) => index % folds === fold);
      const model = fitModel(
        order.filter((_, index) => index % folds !== fold),
        l2,
      );
      for (const [draft, probabilities] of scoreAll(model, held)) scores.set(draft, probabilities);
    }
    return scores;
  });
}

/** Precision and recall over all shuffles together, counted as one. */
function pooled(drafts: readonly Draft[], runs: readonly Scores[], threshold: number) {
  const sums = { truePositives: 0, falsePositives: 0, falseNegatives: 0, anyWrongFlag: 0 };
  for (const scores of runs) {
    const figures = tally(drafts, scores, threshold);
    sums.truePositives += figures.truePositives;
    sums.falsePositives += figures.falsePositives;
    sums.falseNegatives += figures.falseNegatives;
    sums.anyWrongFlag += figures.anyWrongFlag;
  }
  const precision = sums.truePositives / (sums.truePositives + sums.falsePositives || 1);
  const recall = sums.truePositives / (sums.truePositives + sums.falseNegatives || 1);
  return { ...sums, precision, recall, worse: Math.min(precision, recall) };
}

const thresholds = Array.from({ length: 91 }, (_, index) => Number((0.05 + index * 0.01).toFixed(2)));

/** The threshold whose worse of precision and recall is highest (the middle of a tie). */
function bestThreshold(drafts: readonly Draft[], runs: readonly Scores[]) {
  const results = thresholds.map((threshold) => ({ threshold, ...pooled(drafts, runs, threshold) }));
  const top = Math.max(...results.map((result) => result.worse));
  const tied = results.filter((result) => result.worse >= top - 1e-9);
  return tied[Math.floor((tied.length - 1) / 2)]!;
}

const fixed = (value: number) => value.toFixed(3);

/** Chooses L2 and the threshold by cross-validation, prints the figures and fits the final model. */
function trainOne(name: string, blind: Draft[], cases: Draft[]): RerankModel {
  const drafts = [...blind, ...cases];
  const pairs = (list: Draft[]) => list.reduce((sum, draft) => sum + draft.candidates.length, 0);
  console.log(
    `The ${name} model: ${blind.length} tuning drafts of the pairs and ${cases.length} of the project's cases; ` +
      `${pairs(drafts)} candidates, ${drafts.reduce((sum, d) => sum + d.labels.filter(Boolean).length, 0)} of them duplicates`,
  );

  let chosen: { l2: number; threshold: number; worse: number } | null = null;
  for (const l2 of l2Grid) {
    const runs = outOfFold(drafts, l2);
    const best = bestThreshold(drafts, runs);
    const onBlind = pooled(blind, runs, best.threshold);
    console.log(
      `  l2 ${String(l2).padEnd(5)} threshold ${best.threshold.toFixed(2)}: all precision ${fixed(best.precision)} recall ${fixed(best.recall)}; ` +
        `tune split precision ${fixed(onBlind.precision)} recall ${fixed(onBlind.recall)}`,
    );
    if (!chosen || best.worse > chosen.worse + 1e-9)
      chosen = { l2, threshold: best.threshold, worse: best.worse };
  }
  const { l2, threshold } = chosen!;
  const runs = outOfFold(drafts, l2);
  const cv = {
    all: pooled(drafts, runs, threshold),
    blind: pooled(blind, runs, threshold),
    cases: pooled(cases, runs, threshold),
  };
  const line = (label: string, figures: ReturnType<typeof pooled>) =>
    `  ${label.padEnd(14)} precision ${fixed(figures.precision)}  recall ${fixed(figures.recall)}  ` +
    `(TP ${figures.truePositives}, FP ${figures.falsePositives}, FN ${figures.falseNegatives}, any wrong flag ${figures.anyWrongFlag})`;
  console.log(
    `Chosen: l2 ${l2}, threshold ${threshold}. Five-fold cross-validation, ${shuffles.length} shuffles pooled:`,
  );
  console.log(line('tune pairs', cv.blind));
  console.log(line('cases', cv.cases));
  console.log(line('both', cv.all));

  if (process.argv.includes('--misses')) {
    console.log('Out-of-fold misses (first shuffle):');
    for (const draft of drafts) {
      const probabilities = runs[0]!.get(draft)!;
      const shown = tally([draft], runs[0]!, threshold);
      if (shown.falseNegatives === 0 && shown.falsePositives === 0) continue;
      console.log(`  ${draft.key}: ${draft.text}`);
      draft.candidates.forEach((candidate, index) => {
        const mark = draft.labels[index] ? 'dup ' : draft.nearMiss[index] ? 'near' : '    ';
        const shownMark = probabilities[index]! >= threshold ? '*' : ' ';
        if (!draft.labels[index] && !draft.nearMiss[index] && probabilities[index]! < threshold) return;
        console.log(
          `    ${shownMark} ${mark} ${probabilities[index]!.toFixed(2)} ${candidate.item.title} | ${candidate.item.userStoryWant} ` +
            `[${draft.features[index]!.map((value) => value.toFixed(2)).join(' ')}]`,
        );
      });
    }
  }

  const model = { ...fitModel(drafts, l2), threshold };
  const trained = scoreAll(model, drafts);
  console.log('The final model on the data it was trained on:');
  console.log(line('tune pairs', { ...tally(blind, trained, threshold), worse: 0 }));
  console.log(line('cases', { ...tally(cases, trained, threshold), worse: 0 }));
  return model;
}

async function main() {
  const loaded = await loadDrafts();
  names = featureNames;
  const words = trainOne('word', loaded.words.blind, loaded.words.cases);
  names = allFeatureNames;
  const meaning = trainOne('meaning', loaded.meaning.blind, loaded.meaning.cases);

  const round = (value: number) => Number(value.toPrecision(6));
  const written = (model: RerankModel, modelNames: readonly FeatureName[]) => ({
    weights: Object.fromEntries(modelNames.map((name) => [name, round(model.weights[name]!)])),
    bias: round(model.bias),
    threshold: model.threshold,
  });
  const file = {
    about:
      'The duplicate search re-ranker (rerank.ts), written by scripts/train-duplicates.ts from the tuning split of the blind pairs, the training pairs and duplicate-cases.ts: `words` judges a candidate without a vector of the local embeddings model, `meaning` one with.',
    words: written(words, featureNames),
    meaning: written(meaning, allFeatureNames),
  };
  const target = fileURLToPath(new URL('../src/server/ilii/duplicates/rerank-weights.json', import.meta.url));
  writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`Wrote ${target}`);
}

await main();
