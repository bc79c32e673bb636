import type { ContentKind } from '../../../shared/contracts/requests';
import { isUuid } from '../../../shared/rules/validators';
import type { Db } from '../../db/connect';
import { meaningCandidates, selectCandidates, trigramCandidates } from './find-similar.queries';
import { type RerankModels, rerank } from './rerank';
import modelFile from './rerank-weights.json' with { type: 'json' };

export interface DuplicateDraft {
  kind: ContentKind;
  companyId: string;
  productId?: string | null;
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
  /** The request being edited, which must not match itself. */
  excludeId?: string;
}

export interface SimilarItem {
  id: string;
  slug: string;
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
  status: string;
  voteCount: number;
  productId: string | null;
  score: number;
}

/**
 * How many candidates the query hands to the re-ranker, and the lowest word-based blend a candidate
 * may have (`blendWeights`): every labelled duplicate of the tuning data blends above 0.14.
 */
export const candidateLimit = 20;
export const candidateFloor = 0.1;
/** At most this many similar items are shown. */
export const defaultLimit = 5;

const models = modelFile as RerankModels;

const maxFieldLength = 1000;
/** PostgreSQL text cannot hold NUL; the form allows 500 characters a field, more only costs time. */
const clean = (text: string) => text.replaceAll('\u0000', '').slice(0, maxFieldLength);
const asUuid = (value: string | null | undefined) => (value && isUuid(value) ? value : null);

/**
 * The existing requests (or vents) of the draft's company a person would call the same ask, most
 * likely first. The query finds the company's items that share words with the draft (at most
 * `candidateLimit`; with `meaning`, the draft's vector of the local embeddings model, the best
 * `trigramCandidates` by words and the `meaningCandidates` nearest in meaning, each with its cosine); the re-ranker (rerank.ts) judges each and
 * keeps those whose probability of being a duplicate reaches its model's threshold (or
 * `threshold`). `score` is that probability.
 */
export async function findSimilar(
  db: Db,
  draft: DuplicateDraft,
  options: {
    limit?: number;
    threshold?: number;
    meaning?: { model: string; vector: readonly number[] } | null;
  } = {},
): Promise<SimilarItem[]> {
  // A company or product still to be created on submit ('pending') has nothing to compare with.
  const companyId = asUuid(draft.companyId);
  if (!companyId) return [];
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? defaultLimit), 1), 50) || defaultLimit;
  const threshold = Number.isFinite(options.threshold) ? options.threshold! : undefined;
  const meaning = options.meaning ?? null;
  const productId = asUuid(draft.productId);
  const cleaned = {
    title: clean(draft.title),
    userStoryWant: clean(draft.userStoryWant),
    userStorySoThat: clean(draft.userStorySoThat),
  };
  const candidates = await selectCandidates(db, {
    kind: draft.kind,
    ...cleaned,
    companyId,
    productId,
    excludeId: asUuid(draft.excludeId),
    limit: Math.max(meaning ? trigramCandidates + meaningCandidates : candidateLimit, limit),
    floor: meaning ? 0 : candidateFloor,
    meaning,
  });
  return rerank(models, { productId, title: cleaned.title }, candidates, { limit, threshold });
}
