import type { ContentKind } from '../../../shared/contracts/requests';
import { isUuid } from '../../../shared/rules/validators';
import type { Db } from '../../db/connect';
import { selectSimilarItems } from './find-similar.queries';

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
 * How the parts of the score are blended (a weighted mean, plus the product bonus). Tuned on the
 * labelled pairs in duplicate-cases.ts; see find-similar.test.ts for the precision and recall.
 */
export interface ScoreWeights {
  /**
   * `ts_rank` of the item's words against the draft's words, ORed: roughly the share of the
   * draft's words the item has. Every word counts the same; weighting title and want above
   * so-that did not help on the labelled pairs and would need three `to_tsvector`s per item.
   */
  rank: number;
  /** Trigram `similarity` of the whole texts: catches typos, plurals and shared word stems. */
  text: number;
  /** Trigram `similarity` of the titles. */
  title: number;
  /** Added when the draft names the same product as the item. */
  sameProduct: number;
}

export const defaultWeights: ScoreWeights = { rank: 1, text: 1.5, title: 0.25, sameProduct: 0.03 };
/** Tuned with the weights: precision and recall stayed above 0.9 between 0.22 and 0.23. */
export const defaultThreshold = 0.225;
export const defaultLimit = 5;

const maxFieldLength = 1000;
/** PostgreSQL text cannot hold NUL; the form allows 500 characters a field, more only costs time. */
const clean = (text: string) => text.replaceAll('\u0000', '').slice(0, maxFieldLength);
const asUuid = (value: string | null | undefined) => (value && isUuid(value) ? value : null);

/** The existing requests (or vents) of the draft's company most like the draft, best first. */
export async function findSimilar(
  db: Db,
  draft: DuplicateDraft,
  options: { limit?: number; threshold?: number; weights?: Partial<ScoreWeights> } = {},
): Promise<SimilarItem[]> {
  // A company or product still to be created on submit ('pending') has nothing to compare with.
  const companyId = asUuid(draft.companyId);
  if (!companyId) return [];
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? defaultLimit), 1), 50) || defaultLimit;
  const threshold = Number.isFinite(options.threshold) ? options.threshold! : defaultThreshold;
  const weights = { ...defaultWeights, ...options.weights };
  return selectSimilarItems(db, {
    kind: draft.kind,
    title: clean(draft.title),
    userStoryWant: clean(draft.userStoryWant),
    userStorySoThat: clean(draft.userStorySoThat),
    companyId,
    productId: asUuid(draft.productId),
    excludeId: asUuid(draft.excludeId),
    limit,
    threshold,
    weights,
  });
}
