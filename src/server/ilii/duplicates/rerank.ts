import type { SimilarItem } from './find-similar';
import { boilerplateLexemes, type Candidate } from './find-similar.queries';

/**
 * The duplicate search's judge: a logistic regression over what the query measured of each
 * candidate (its `ts_rank` and trigram similarities) and what is cheap to compute here from the
 * lexemes it returned (shared words, weighted by how rare they are among the candidates; the titles'
 * words; the products) and, where both have a vector of the local embeddings model, how alike
 * their meanings are. `scripts/train-duplicates.ts` fits it on the tuning data (the blind pairs'
 * tuning split, the training pairs and the project's cases) and writes `rerank-weights.json`
 * (decisions 53 and 56).
 */
/** The word features, which both models read. */
export const featureNames = [
  'textRank',
  'textSimilarity',
  'titleSimilarity',
  'sameProduct',
  'onlyDraftProduct',
  'onlyItemProduct',
  'draftCovered',
  'itemCovered',
  'itemTitleInDraft',
  'draftTitleInItem',
  'behindBest',
  'isBest',
] as const;

/**
 * What the local embeddings model says (decision 56): the cosine of the candidate's vector with the
 * draft's, how far it is behind the best candidate's, and whether it is the best. Zero for a
 * candidate without a current vector, which the word model judges.
 */
export const meaningFeatureNames = ['meaning', 'meaningBehindBest', 'isMeaningBest'] as const;

/** Every feature, in the order of a row of `candidateFeatures`. */
export const allFeatureNames = [...featureNames, ...meaningFeatureNames] as const;

export type FeatureName = (typeof allFeatureNames)[number];

export interface RerankModel {
  /** A weight for each feature the model reads, on its raw scale; a feature it does not read has none. */
  weights: Partial<Record<FeatureName, number>>;
  bias: number;
  /** The lowest probability shown. */
  threshold: number;
}

/**
 * The two models of `rerank-weights.json`: `words` for a candidate judged on its words alone (the
 * draft or the item has no vector), `meaning` for one with the cosine of the two vectors too.
 */
export interface RerankModels {
  words: RerankModel;
  meaning: RerankModel;
}

/** What the re-ranker reads of the draft besides the candidates' lexemes. */
export interface RerankDraft {
  productId: string | null;
  /** The draft's title: an item with the same title is always shown (`sameTitle`). */
  title?: string;
}

/** A title as a person compares it: letters and digits, in lower case, one space between words. */
const comparable = (title: string) =>
  title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether an item's title is the draft's, word for word. A person who types the exact title of an
 * existing request is asking for it again, whatever the rest says ('Time tracking on cards', 'a
 * timer on every card'), so such an item is shown however the model scores it.
 */
export const sameTitle = (draftTitle: string | undefined, itemTitle: string) =>
  draftTitle !== undefined &&
  comparable(draftTitle) !== '' &&
  comparable(draftTitle) === comparable(itemTitle);

const boilerplate = new Set(boilerplateLexemes);
const content = (lexemes: readonly string[]) => new Set(lexemes.filter((lexeme) => !boilerplate.has(lexeme)));

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * The features of each candidate, in `featureNames` order:
 * - what the query measured: `ts_rank` and the trigram similarities of the texts and the titles;
 * - the products: the draft's and the item's the same, only the draft naming one, only the item
 *   (neither naming one is the baseline; an item of another product is no candidate at all);
 * - the share of the draft's words the item has (`draftCovered`) and of the item's words the draft
 *   has (`itemCovered`), each word weighted by its rarity among the candidates, since a word most of
 *   them share ('card' at a bank) says little; the boilerplate of the request template left out;
 * - the share of each title's words found anywhere in the other text;
 * - how far the candidate's blend is behind the best candidate's, and whether it is the best: a
 *   person judges a candidate against the others;
 * - the same three of meaning (`meaningFeatureNames`), among the candidates that have a vector.
 */
export function candidateFeatures(draft: RerankDraft, candidates: readonly Candidate[]): number[][] {
  if (candidates.length === 0) return [];
  const draftLexemes = content(candidates[0]!.draftLexemes);
  const draftTitle = content(candidates[0]!.draftTitleLexemes);
  const items = candidates.map((candidate) => ({
    lexemes: content(candidate.textLexemes),
    title: content(candidate.titleLexemes),
  }));
  const frequency = new Map<string, number>();
  for (const { lexemes } of items) {
    for (const lexeme of lexemes) frequency.set(lexeme, (frequency.get(lexeme) ?? 0) + 1);
  }
  const rarity = (lexeme: string) => Math.log((candidates.length + 1) / ((frequency.get(lexeme) ?? 0) + 0.5));
  const weigh = (lexemes: Iterable<string>) => {
    let sum = 0;
    for (const lexeme of lexemes) sum += rarity(lexeme);
    return sum;
  };
  const found = (lexemes: ReadonlySet<string>, within: ReadonlySet<string>) =>
    ratio([...lexemes].filter((lexeme) => within.has(lexeme)).length, lexemes.size);
  const draftWeight = weigh(draftLexemes);
  const best = Math.max(...candidates.map((candidate) => candidate.blend));
  const meanings = candidates.flatMap((candidate) => (candidate.meaning === null ? [] : [candidate.meaning]));
  const bestMeaning = meanings.length > 0 ? Math.max(...meanings) : 0;
  return candidates.map((candidate, index) => {
    const { lexemes, title } = items[index]!;
    const common = weigh([...lexemes].filter((lexeme) => draftLexemes.has(lexeme)));
    const features: Record<FeatureName, number> = {
      textRank: candidate.textRank,
      textSimilarity: candidate.textSimilarity,
      titleSimilarity: candidate.titleSimilarity,
      sameProduct: draft.productId !== null && draft.productId === candidate.item.productId ? 1 : 0,
      onlyDraftProduct: draft.productId !== null && candidate.item.productId === null ? 1 : 0,
      onlyItemProduct: draft.productId === null && candidate.item.productId !== null ? 1 : 0,
      draftCovered: ratio(common, draftWeight),
      itemCovered: ratio(common, weigh(lexemes)),
      itemTitleInDraft: found(title, draftLexemes),
      draftTitleInItem: found(draftTitle, lexemes),
      behindBest: candidate.blend - best,
      isBest: candidate.blend === best ? 1 : 0,
      meaning: candidate.meaning ?? 0,
      meaningBehindBest: candidate.meaning === null ? 0 : candidate.meaning - bestMeaning,
      isMeaningBest: candidate.meaning !== null && candidate.meaning === bestMeaning ? 1 : 0,
    };
    return allFeatureNames.map((name) => features[name]);
  });
}

/** The model's probability that a candidate with these features is a duplicate of the draft. */
export function probability(model: RerankModel, features: readonly number[]): number {
  let z = model.bias;
  allFeatureNames.forEach((name, index) => {
    z += (model.weights[name] ?? 0) * features[index]!;
  });
  return 1 / (1 + Math.exp(-z));
}

/** The model that judges a candidate: with a cosine, the meaning model; without, the word model. */
export const modelFor = (models: RerankModels, candidate: Candidate) =>
  candidate.meaning === null ? models.words : models.meaning;

/**
 * The candidates a person would call the same ask, most likely first: each scored by its model
 * (`modelFor`), those at or above that model's threshold (or `options.threshold`) kept, and any with
 * the draft's very title; best first (more votes, then the id, on a tie), at most `limit`.
 */
export function rerank(
  models: RerankModels,
  draft: RerankDraft,
  candidates: readonly Candidate[],
  options: { limit: number; threshold?: number },
): SimilarItem[] {
  const features = candidateFeatures(draft, candidates);
  return candidates
    .map((candidate, index) => {
      const model = modelFor(models, candidate);
      const score = Math.round(probability(model, features[index]!) * 10_000) / 10_000;
      return { item: { ...candidate.item, score }, threshold: options.threshold ?? model.threshold };
    })
    .filter(({ item, threshold }) => item.score >= threshold || sameTitle(draft.title, item.title))
    .map(({ item }) => item)
    .sort(
      (a, b) => b.score - a.score || b.voteCount - a.voteCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, options.limit);
}
