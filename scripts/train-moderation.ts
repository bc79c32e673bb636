/**
 * Trains ilii's learned moderator and writes src/server/ilii/moderation/classifier/weights.json.
 *
 *   npm run train:moderation
 *
 * It reads only the training texts (`trainingTexts()`: the yardstick's tuning split, the texts
 * written for training, the project's own cases), never the evaluation split. For each violation
 * class it trains a logistic regression over hashed n-grams (classifier/features.ts), with
 * AdaGrad, L2 and the positives weighted up to balance the classes. The thresholds come from
 * five-fold cross-validation: each text is scored by a model that did not see it, together with
 * the rules, and each class's threshold is lowered step by step, the class with the lowest recall
 * first, while clean texts wrongly blocked stay within budget. Deterministic: same data, same file.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  bucketCount,
  classesIn,
  featureVector,
  hashBits,
} from '../src/server/ilii/moderation/classifier/features';
import type { WeightsFile } from '../src/server/ilii/moderation/classifier/model';
import { type LabelledText, trainingTexts } from '../src/server/ilii/moderation/data/labelled';
import {
  isLongEnough,
  judgeByRules,
  mayBe,
  prepareForJudgment,
  withoutReportedSpeech,
} from '../src/server/ilii/moderation/local-moderator';
import type { ModerationCategory } from '../src/shared/rules/moderation';

/**
 * Swearing is left to the rules (obscenity, masked spellings): it is a matter of words, and a learned
 * foul-language class only added false alarms from n-grams it shares with clean words.
 */
const classes: ModerationCategory[] = ['group_offensive', 'generally_offensive', 'complaint_not_request'];
/**
 * Share of clean training texts the rules and the model together may block, out of fold: of those
 * written to test a moderator (many built to trip one), and of plain everyday requests.
 */
const cleanBudget = { written: 0.015, plain: 0.005 };
const isPlain = (text: LabelledText) => text.id.startsWith('plain-');
const epochs = 40;
/** No class flags a text it thinks more likely fine than not. */
const lowestThreshold = 0.5;
const l2 = 1e-5;
const learningRate = 0.5;
const folds = 5;

interface Example {
  text: LabelledText;
  features: [number, number][];
  /** The classes whose score may count at all (`mayBe`, as on the server). */
  mayBe: Set<ModerationCategory>;
  /** Whether the classifier judges it at all (`isLongEnough`, as on the server). */
  judged: boolean;
}

/** Deterministic order: a seeded shuffle (mulberry32). */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Whether an example takes part in a class's model: complaints are judged on requests only. */
const judgedFor = (category: ModerationCategory, text: LabelledText) =>
  category !== 'complaint_not_request' || text.context === 'feature_request';

interface Trained {
  bias: number;
  weights: Float64Array;
}

function train(examples: Example[], category: ModerationCategory): Trained {
  const usable = examples.filter((example) => judgedFor(category, example.text));
  const positives = usable.filter((example) => example.text.label === category).length;
  const positiveWeight = Math.min(10, (usable.length - positives) / Math.max(1, positives));
  const weights = new Float64Array(bucketCount);
  const squares = new Float64Array(bucketCount).fill(1e-8);
  let bias = 0;
  let biasSquares = 1e-8;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const example of shuffled(usable, 17 + epoch)) {
      const y = example.text.label === category ? 1 : 0;
      let z = bias;
      for (const [bucket, value] of example.features) z += weights[bucket]! * value;
      const p = 1 / (1 + Math.exp(-z));
      const gradient = (p - y) * (y === 1 ? positiveWeight : 1);
      for (const [bucket, value] of example.features) {
        const g = gradient * value + l2 * weights[bucket]!;
        squares[bucket]! += g * g;
        weights[bucket]! -= (learningRate * g) / Math.sqrt(squares[bucket]!);
      }
      biasSquares += gradient * gradient;
      bias -= (learningRate * gradient) / Math.sqrt(biasSquares);
    }
  }
  return { bias, weights };
}

function probability(model: Trained, example: Example): number {
  let z = model.bias;
  for (const [bucket, value] of example.features) z += model.weights[bucket]! * value;
  return 1 / (1 + Math.exp(-z));
}

/** Out-of-fold probabilities: each text scored by the models trained without its fold. */
function outOfFold(examples: Example[]): Map<Example, Map<ModerationCategory, number>> {
  const order = shuffled(examples, 16042026);
  const scores = new Map<Example, Map<ModerationCategory, number>>();
  for (let fold = 0; fold < folds; fold += 1) {
    const held = order.filter((_, index) => index % folds === fold);
    const rest = order.filter((_, index) => index % folds !== fold);
    for (const category of classes) {
      const model = train(rest, category);
      for (const example of held) {
        const entry = scores.get(example) ?? new Map();
        entry.set(category, probability(model, example));
        scores.set(example, entry);
      }
    }
  }
  return scores;
}

const seriousness = (category: ModerationCategory | null) =>
  category === null ? -1 : classes.length - classes.indexOf(category);

/** The combined verdict on one example with the given thresholds: the most serious flag wins. */
function verdict(
  example: Example,
  byRules: ModerationCategory | null,
  scores: Map<ModerationCategory, number>,
  thresholds: Map<ModerationCategory, number>,
): ModerationCategory | null {
  let found = byRules;
  if (!example.judged) return found;
  for (const category of classes) {
    if (!judgedFor(category, example.text)) continue;
    if (!example.mayBe.has(category)) continue;
    if (scores.get(category)! >= thresholds.get(category)! && seriousness(category) > seriousness(found)) {
      found = category;
    }
  }
  return found;
}

function tally(
  examples: Example[],
  rules: Map<Example, ModerationCategory | null>,
  scores: Map<Example, Map<ModerationCategory, number>>,
  thresholds: Map<ModerationCategory, number>,
) {
  const recall = new Map<ModerationCategory, { caught: number; total: number }>();
  for (const category of classes) recall.set(category, { caught: 0, total: 0 });
  let cleanBlocked = 0;
  const blockedBy = { written: 0, plain: 0 };
  const cleanBy = { written: 0, plain: 0 };
  let clean = 0;
  for (const example of examples) {
    const found = verdict(example, rules.get(example)!, scores.get(example)!, thresholds);
    const label = example.text.label;
    if (label === null) {
      clean += 1;
      const source = isPlain(example.text) ? 'plain' : 'written';
      cleanBy[source] += 1;
      if (found !== null) {
        cleanBlocked += 1;
        blockedBy[source] += 1;
      }
    } else {
      const entry = recall.get(label) ?? { caught: 0, total: 0 };
      recall.set(label, entry);
      entry.total += 1;
      if (found !== null) entry.caught += 1;
    }
  }
  const withinBudget = (['written', 'plain'] as const).every(
    (source) => blockedBy[source] <= Math.floor(cleanBudget[source] * cleanBy[source]),
  );
  return { recall, cleanBlocked, clean, blockedBy, cleanBy, withinBudget };
}

function chooseThresholds(
  examples: Example[],
  rules: Map<Example, ModerationCategory | null>,
  scores: Map<Example, Map<ModerationCategory, number>>,
): Map<ModerationCategory, number> {
  const thresholds = new Map<ModerationCategory, number>(classes.map((category) => [category, 0.95]));
  const step = 0.01;
  for (;;) {
    const current = tally(examples, rules, scores, thresholds);
    const candidates = classes
      .filter((category) => thresholds.get(category)! - step >= lowestThreshold)
      .sort((a, b) => {
        const ra = current.recall.get(a)!;
        const rb = current.recall.get(b)!;
        return ra.caught / ra.total - rb.caught / rb.total;
      });
    let moved = false;
    for (const category of candidates) {
      const trial = new Map(thresholds).set(category, thresholds.get(category)! - step);
      const next = tally(examples, rules, scores, trial);
      if (next.withinBudget) {
        thresholds.set(category, trial.get(category)!);
        moved = true;
        break;
      }
    }
    if (!moved) return thresholds;
  }
}

/** Int8 weights with one scale per class: a quarter of the float file's size, same verdicts. */
function quantized(weights: Float64Array): { scale: number; bytes: Buffer } {
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest / 127 || 1;
  const bytes = Buffer.alloc(weights.length);
  for (let i = 0; i < weights.length; i += 1) bytes.writeInt8(Math.round(weights[i]! / scale), i);
  return { scale, bytes };
}

function main() {
  const texts = trainingTexts();
  const examples: Example[] = texts.map((text) => {
    const prepared = prepareForJudgment(text.text);
    const targets = classesIn(prepared);
    const allowed = new Set(classes.filter((category) => mayBe(category, text.context, prepared, targets)));
    return {
      text,
      features: [...featureVector(prepared).entries()],
      mayBe: allowed,
      judged: isLongEnough(prepared),
    };
  });
  const rules = new Map(
    examples.map((example) => [
      example,
      judgeByRules({ text: withoutReportedSpeech(example.text.text), context: example.text.context })
        .violationCategory,
    ]),
  );
  const scores = outOfFold(examples);
  const thresholds = chooseThresholds(examples, rules, scores);
  const figures = tally(examples, rules, scores, thresholds);
  console.log(`Trained on ${examples.length} texts; five-fold cross-validation, rules and model together:`);
  for (const [category, { caught, total }] of figures.recall) {
    const share = ((100 * caught) / total).toFixed(1);
    const threshold = thresholds.get(category)?.toFixed(2) ?? 'rules only';
    console.log(`  ${category.padEnd(22)} recall ${share}% (${caught}/${total}), threshold ${threshold}`);
  }
  console.log(
    `  clean wrongly blocked  ${((100 * figures.cleanBlocked) / figures.clean).toFixed(1)}% (${figures.cleanBlocked}/${figures.clean}): ` +
      `written to test ${figures.blockedBy.written}/${figures.cleanBy.written}, plain ${figures.blockedBy.plain}/${figures.cleanBy.plain}`,
  );

  const file: WeightsFile = {
    hashBits,
    classes: classes.map((category) => {
      const model = train(examples, category);
      const { scale, bytes } = quantized(model.weights);
      return {
        category,
        bias: Number(model.bias.toFixed(6)),
        scale,
        threshold: Number(thresholds.get(category)!.toFixed(2)),
        weights: bytes.toString('base64'),
      };
    }),
  };
  const target = fileURLToPath(
    new URL('../src/server/ilii/moderation/classifier/weights.json', import.meta.url),
  );
  writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`Wrote ${target}`);
}

main();
