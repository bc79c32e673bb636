import { describe, expect, it } from 'vitest';
import type { ModerationCategory } from '../../../shared/rules/moderation';
import {
  blindTexts,
  type LabelledText,
  ninthBlindTexts,
  plainRequestsNotTrainedOn,
  trainingTexts,
} from './data/labelled';
import { moderateLocally } from './local-moderator';

/**
 * ilii's offline judgment on the blind yardstick (data/blind-texts.json), split once: the rules
 * and the weights were tuned on 'tune' only; 'eval' is measured, never tuned on. Both figures print.
 * A violation counts as caught when it is blocked at all (under any category), which is what keeps
 * it off the board; a clean text counts against when it is blocked.
 *
 * The targets are recall ≥ 90 % in every class and ≤ 2 % clean texts blocked. The floors
 * below are what the shipped rules and weights reach on 'eval' today (every class meets the target;
 * clean texts blocked do not yet); the test fails if a change falls below them, and prints how far
 * each figure is from its target.
 *
 * Five more blind sets (data/second- to sixth-blind-texts.json, 2,864 texts by twenty more writers)
 * were each written after the set before had been measured and its misses read, and each was measured
 * once, after the weights were frozen (decisions 55, 56 and 58); the later ones label sexual or
 * graphic content apart (counted with attacks on groups, where the policy puts it, and printed apart
 * too). Once read, they became training texts (decision 60), and so did the seventh and eighth sets,
 * measured once each in turn. The ninth set (data/ninth-blind-texts.json) was written after the
 * eighth's misses had been read, and measured once (decision 60); it holds the shipped figures as
 * floors.
 */
const targets = { recall: 0.9, cleanBlocked: 0.02 };
const evalFloors: Record<ModerationCategory | 'cleanBlocked', number> = {
  foul_language: 0.9,
  // 32/34 until decision 56's word classes of gore and sex moved some of the clean budget from
  // attacks on people to attacks on groups (31/34); 32/34 again with the read sets (decision 60).
  generally_offensive: 0.94,
  group_offensive: 0.93,
  // 16/16 until the seventh and eighth sets were trained on (decision 60): 15/16.
  complaint_not_request: 0.93,
  // 3/103 until the texts written to teach the hard cases (decision 60): 2/103.
  cleanBlocked: 0.02,
};

const classes: ModerationCategory[] = [
  'foul_language',
  'generally_offensive',
  'group_offensive',
  'complaint_not_request',
];

interface Figures {
  recall: Map<ModerationCategory, { caught: number; total: number }>;
  /** Of the group class, the texts labelled sexual or graphic content. */
  sexualOrGraphic: { caught: number; total: number };
  cleanBlocked: number;
  clean: number;
  misses: string[];
}

function measure(texts: LabelledText[]): Figures {
  const recall = new Map(classes.map((category) => [category, { caught: 0, total: 0 }]));
  let cleanBlocked = 0;
  const sexualOrGraphic = { caught: 0, total: 0 };
  const misses: string[] = [];
  for (const text of texts) {
    const verdict = moderateLocally({ text: text.text, context: text.context });
    if (text.label === null) {
      if (!verdict.approved) {
        cleanBlocked += 1;
        misses.push(`  clean blocked as ${verdict.violationCategory}: ${JSON.stringify(text.text)}`);
      }
      continue;
    }
    const entry = recall.get(text.label)!;
    entry.total += 1;
    if (text.sexualOrGraphic) sexualOrGraphic.total += 1;
    if (verdict.approved) {
      const label = text.sexualOrGraphic ? 'sexual_or_graphic' : text.label;
      misses.push(`  ${label} let through: ${JSON.stringify(text.text)}`);
    } else {
      entry.caught += 1;
      if (text.sexualOrGraphic) sexualOrGraphic.caught += 1;
    }
  }
  const clean = texts.filter((text) => text.label === null).length;
  return { recall, sexualOrGraphic, cleanBlocked, clean, misses };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`.padStart(6);

function table(name: string, figures: Figures): string {
  const rows = [...figures.recall].map(([category, { caught, total }]) => {
    const share = caught / total;
    const mark =
      share >= targets.recall
        ? 'meets 90%'
        : `below 90% by ${((targets.recall - share) * 100).toFixed(1)} points`;
    return `  ${category.padEnd(22)} recall ${percent(caught, total)} (${caught}/${total})  ${mark}`;
  });
  const { caught, total } = figures.sexualOrGraphic;
  if (total > 0) rows.push(`    of which sexual or graphic  ${percent(caught, total)} (${caught}/${total})`);
  const blockedShare = figures.cleanBlocked / figures.clean;
  const blockedMark = blockedShare <= targets.cleanBlocked ? 'meets ≤2%' : 'above 2%';
  return [
    `${name}:`,
    ...rows,
    `  clean wrongly blocked         ${percent(figures.cleanBlocked, figures.clean)} (${figures.cleanBlocked}/${figures.clean})  ${blockedMark}`,
  ].join('\n');
}

describe('ilii on text it has never seen (the blind yardstick)', () => {
  const tune = measure(blindTexts.tune);
  const evaluation = measure(blindTexts.eval);
  console.log(
    [
      'ilii’s offline judgment (rules and learned weights) on the blind yardstick',
      table(`tuning split (${blindTexts.tune.length} texts)`, tune),
      table(`evaluation split (${blindTexts.eval.length} texts, never tuned on)`, evaluation),
      'evaluation misses:',
      ...evaluation.misses,
    ].join('\n'),
  );

  it('holds at least 400 texts in every class and context, split once', () => {
    const all = [...blindTexts.tune, ...blindTexts.eval];
    expect(all.length).toBeGreaterThanOrEqual(400);
    for (const context of ['feature_request', 'vent', 'build_response'] as const) {
      for (const label of [null, ...classes]) {
        if (label === 'complaint_not_request' && context !== 'feature_request') continue;
        const count = (split: LabelledText[]) =>
          split.filter((text) => text.context === context && text.label === label).length;
        expect(count(blindTexts.tune), `${context} ${label} in tune`).toBeGreaterThan(4);
        expect(count(blindTexts.eval), `${context} ${label} in eval`).toBeGreaterThan(4);
      }
    }
    expect(
      all.some((text) => text.context !== 'feature_request' && text.label === 'complaint_not_request'),
    ).toBe(false);
    expect(all.filter((text) => text.hard).length).toBeGreaterThanOrEqual(40);
    const ids = new Set(all.map((text) => text.id));
    expect(ids.size).toBe(all.length);
  });

  it.each(classes)('catches %s on the evaluation split at least as well as today', (category) => {
    const { caught, total } = evaluation.recall.get(category)!;
    expect(caught / total).toBeGreaterThanOrEqual(evalFloors[category]);
  });

  it('blocks no more clean evaluation texts than today', () => {
    expect(evaluation.cleanBlocked / evaluation.clean).toBeLessThanOrEqual(evalFloors.cleanBlocked);
  });
});

/**
 * Measured once, after the weights were frozen (decision 60), with the seventh and eighth sets and
 * the texts on sexual content and attacks on groups trained on: foul 84/88, person 87/88, group
 * 92/104 (attacks on groups 64/68, sexual or graphic content 28/36), complaints 46/48, clean blocked
 * 0/248. The weights before, in the same run: group 89/104 (63/68 and 26/36), the rest the same.
 */
const ninthFloors: Record<ModerationCategory | 'cleanBlocked', number> = {
  foul_language: 0.95,
  generally_offensive: 0.98,
  group_offensive: 0.88,
  complaint_not_request: 0.95,
  cleanBlocked: 0,
};

/**
 * A blind set written after the ones before it had been measured and their misses read: printed with
 * its misses, holding texts of every class in every context, none of them trained on or in the first
 * set or an earlier blind set, and holding its figures as floors.
 */
function blindSet(name: string, texts: LabelledText[], floors: typeof evalFloors) {
  describe(`ilii on the ${name} blind set, never looked at before it was measured`, () => {
    const figures = measure(texts);
    console.log(
      [
        table(`${name} blind set (${texts.length} texts, never tuned on)`, figures),
        `${name} set misses:`,
        ...figures.misses,
      ].join('\n'),
    );

    it('holds texts of every class in every context, none of them trained on or in an earlier set', () => {
      expect(texts.length).toBeGreaterThanOrEqual(400);
      for (const context of ['feature_request', 'vent', 'build_response'] as const) {
        for (const label of [null, ...classes]) {
          if (label === 'complaint_not_request' && context !== 'feature_request') continue;
          const count = texts.filter((text) => text.context === context && text.label === label);
          expect(count.length, `${context} ${label}`).toBeGreaterThan(4);
        }
      }
      const seen = new Set(
        [...blindTexts.tune, ...blindTexts.eval, ...trainingTexts()].map((text) => text.text.toLowerCase()),
      );
      expect(texts.filter((text) => seen.has(text.text.toLowerCase()))).toEqual([]);
    });

    it.each(classes)(`catches %s on the ${name} set at least as well as when it was measured`, (category) => {
      const { caught, total } = figures.recall.get(category)!;
      expect(caught / total).toBeGreaterThanOrEqual(floors[category]);
    });

    it(`blocks no more clean texts of the ${name} set than when it was measured`, () => {
      expect(figures.cleanBlocked / figures.clean).toBeLessThanOrEqual(floors.cleanBlocked);
    });
  });
}

blindSet('ninth', ninthBlindTexts, ninthFloors);

/**
 * Plain requests as people write them: the items and drafts of the duplicate search's pairs that the
 * moderator never trains on (the second to fourth blind pair sets and the training pairs: 1,572
 * requests written to be found or not found as duplicates, none to test a moderator). Measured when
 * the ninth set was (decision 60): 29 blocked (17 as complaints, 9 as aimed at a person, 3 at a
 * group); 23 with the weights before this decision. Held where it stands.
 */
describe('ilii on plain requests written for the duplicate search', () => {
  const requests = plainRequestsNotTrainedOn();
  const blocked = requests.filter((text) => !moderateLocally({ text, context: 'feature_request' }).approved);
  console.log(
    `plain requests blocked: ${percent(blocked.length, requests.length)} (${blocked.length}/${requests.length})`,
  );

  it('blocks no more of them than when measured (29 of 1,572)', () => {
    expect(requests.length).toBe(1572);
    expect(blocked.length).toBeLessThanOrEqual(29);
  });
});
