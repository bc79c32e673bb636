import { describe, expect, it } from 'vitest';
import { defaultThreshold } from './find-similar';
import type { Candidate } from './find-similar.queries';
import { candidateFeatures, featureNames, probability, type RerankModel, rerank, sameTitle } from './rerank';
import modelFile from './rerank-weights.json' with { type: 'json' };

const model = modelFile as RerankModel;

function candidate(id: string, blend: number, text: string, productId: string | null = null): Candidate {
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
  };
}

describe('the re-ranker', () => {
  it('has a finite weight for every feature and a threshold between 0 and 1', () => {
    expect(Object.keys(model.weights).sort()).toEqual([...featureNames].sort());
    for (const weight of [...Object.values(model.weights), model.bias])
      expect(Number.isFinite(weight)).toBe(true);
    expect(defaultThreshold).toBe(model.threshold);
    expect(model.threshold).toBeGreaterThan(0);
    expect(model.threshold).toBeLessThan(1);
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
      expect(row).toHaveLength(featureNames.length);
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
    const shown = rerank(model, { productId: null }, candidates, { limit: 5, threshold: model.threshold });
    expect(shown.map((item) => item.id)).toEqual(['same']);
    expect(shown[0]!.score).toBeCloseTo(
      probability(model, candidateFeatures({ productId: null }, candidates)[1]!),
      4,
    );
    const all = rerank(model, { productId: null }, candidates, { limit: 5, threshold: 0 });
    expect(all.map((item) => item.id)).toEqual(['same', 'weak']);
    expect(rerank(model, { productId: null }, candidates, { limit: 1, threshold: 0 })).toHaveLength(1);
  });

  it('always shows an item with the draft’s very title, in any case and punctuation', () => {
    const candidates = [
      candidate('weak', 0.12, 'import pdf file'),
      candidate('same', 0.5, 'export pdf note share'),
    ];
    const byModel = rerank(model, { productId: null }, candidates, { limit: 5, threshold: model.threshold });
    expect(byModel.map((item) => item.id)).toEqual(['same']);
    for (const title of ['import pdf', 'Import  PDF!', 'IMPORT-PDF']) {
      const shown = rerank(model, { productId: null, title }, candidates, {
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
