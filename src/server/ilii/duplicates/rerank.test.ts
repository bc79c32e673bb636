import { describe, expect, it } from 'vitest';
import type { Candidate } from './find-similar.queries';
import {
  allFeatureNames,
  candidateFeatures,
  featureNames,
  probability,
  type RerankModels,
  rerank,
  sameTitle,
} from './rerank';
import modelFile from './rerank-weights.json' with { type: 'json' };

const models = modelFile as RerankModels;
const model = models.words;

function candidate(
  id: string,
  blend: number,
  text: string,
  productId: string | null = null,
  meaning: number | null = null,
): Candidate {
  const lexemes = text.split(' ');
  return {
    item: {
      id,
      slug: id,
      title: lexemes.slice(0, 2).join(' '),
      userStoryWant: text,
      userStorySoThat: '',
      status: 'requested',
      voteCount: 0,
      productId,
    },
    textRank: blend,
    textSimilarity: blend,
    titleSimilarity: blend,
    blend,
    titleLexemes: lexemes.slice(0, 2),
    textLexemes: lexemes,
    draftTitleLexemes: ['export', 'pdf'],
    draftLexemes: ['export', 'pdf', 'note', 'share'],
    meaning,
  };
}

describe('the re-ranker', () => {
  it('has a word model over the word features and a meaning model over all, each with a threshold in (0, 1)', () => {
    expect(Object.keys(models.words.weights).sort()).toEqual([...featureNames].sort());
    expect(Object.keys(models.meaning.weights).sort()).toEqual([...allFeatureNames].sort());
    for (const each of [models.words, models.meaning]) {
      for (const weight of [...Object.values(each.weights), each.bias])
        expect(Number.isFinite(weight)).toBe(true);
      expect(each.threshold).toBeGreaterThan(0);
      expect(each.threshold).toBeLessThan(1);
    }
  });

  it('judges a candidate with a cosine by the meaning model and one without by the word model', () => {
    const candidates = [
      candidate('words', 0.5, 'export pdf note share'),
      candidate('meaning', 0.5, 'export pdf note share', null, 0.9),
    ];
    const features = candidateFeatures({ productId: null }, candidates);
    const shown = rerank(models, { productId: null }, candidates, { limit: 5, threshold: 0 });
    const score = (id: string) => shown.find((item) => item.id === id)!.score;
    expect(score('words')).toBeCloseTo(probability(models.words, features[0]!), 4);
    expect(score('meaning')).toBeCloseTo(probability(models.meaning, features[1]!), 4);
    const named = Object.fromEntries(allFeatureNames.map((name, index) => [name, features[1]![index]]));
    expect(named).toMatchObject({ meaning: 0.9, meaningBehindBest: 0, isMeaningBest: 1 });
    expect(features[0]![allFeatureNames.indexOf('meaning')]).toBe(0);
  });

  it('computes one finite feature vector per candidate, and none for no candidate', () => {
    expect(candidateFeatures({ productId: null }, [])).toEqual([]);
    const features = candidateFeatures({ productId: 'p' }, [
      candidate('a', 0.4, 'export pdf note share', 'p'),
      candidate('b', 0.2, 'import pdf file'),
      candidate('c', 0.1, ''),
    ]);
    expect(features).toHaveLength(3);
    for (const row of features) {
      expect(row).toHaveLength(allFeatureNames.length);
      for (const value of row) expect(Number.isFinite(value)).toBe(true);
    }
    const named = (row: number[]) =>
      Object.fromEntries(featureNames.map((name, index) => [name, row[index]]));
    expect(named(features[0]!)).toMatchObject({ sameProduct: 1, isBest: 1, behindBest: 0, draftCovered: 1 });
    expect(named(features[1]!)).toMatchObject({ onlyDraftProduct: 1, isBest: 0 });
  });

  it('keeps the likely duplicates above the threshold, most likely first, within the limit', () => {
    const candidates = [
      candidate('weak', 0.12, 'import pdf file'),
      candidate('same', 0.5, 'export pdf note share'),
    ];
    const shown = rerank(models, { productId: null }, candidates, { limit: 5, threshold: model.threshold });
    expect(shown.map((item) => item.id)).toEqual(['same']);
    expect(shown[0]!.score).toBeCloseTo(
      probability(model, candidateFeatures({ productId: null }, candidates)[1]!),
      4,
    );
    const all = rerank(models, { productId: null }, candidates, { limit: 5, threshold: 0 });
    expect(all.map((item) => item.id)).toEqual(['same', 'weak']);
    expect(rerank(models, { productId: null }, candidates, { limit: 1, threshold: 0 })).toHaveLength(1);
  });

  it('always shows an item with the draft’s very title, in any case and punctuation', () => {
    const candidates = [
      candidate('weak', 0.12, 'import pdf file'),
      candidate('same', 0.5, 'export pdf note share'),
    ];
    const byModel = rerank(models, { productId: null }, candidates, { limit: 5, threshold: model.threshold });
    expect(byModel.map((item) => item.id)).toEqual(['same']);
    for (const title of ['import pdf', 'Import  PDF!', 'IMPORT-PDF']) {
      const shown = rerank(models, { productId: null, title }, candidates, {
        limit: 5,
        threshold: model.threshold,
      });
      expect(shown.map((item) => item.id).sort(), title).toEqual(['same', 'weak']);
    }
    expect(sameTitle('import pdfs', 'import pdf')).toBe(false);
    expect(sameTitle('', '')).toBe(false);
    expect(sameTitle(undefined, 'import pdf')).toBe(false);
  });
});
