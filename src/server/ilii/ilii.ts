import type { FastifyBaseLogger } from 'fastify';
import type { ContentKind } from '../../shared/contracts/requests';
import { messages } from '../../shared/messages';
import { type ModerationContext, moderationCategoryLabel } from '../../shared/rules/moderation';
import type { Db } from '../db/connect';
import type { SubmittedContent } from '../db/schema/moderation';
import { enqueue } from '../outbox/outbox.queries';
import { type DuplicateDraft, defaultLimit, findSimilar, type SimilarItem } from './duplicates/find-similar';
import {
  type EmbedItemPayload,
  embedItemJob,
  rerankByMeaning,
  type SemanticSearch,
} from './duplicates/item-embeddings';
import { insertModerationLog } from './ilii.queries';
import type { Moderator } from './moderation/moderation';

export interface Violation {
  reason: string;
  category: string;
  label: string;
}

/**
 * The ilii assistant as the rest of the server sees it: checks content and looks for similar
 * requests, logs every check, and never stands in the way when its own services fail.
 */
export interface Ilii {
  checkContent(input: {
    userId: string;
    context: ModerationContext;
    text: string;
    submitted: SubmittedContent;
  }): Promise<Violation | null>;
  findDuplicates(input: {
    userId: string;
    draft: DuplicateDraft;
    submitted: SubmittedContent;
  }): Promise<SimilarItem[]>;
  /**
   * Queues the embedding of a saved request or vent, in the caller's transaction; does nothing
   * unless `ILII_EMBEDDINGS_URL` is set.
   */
  queueEmbedding(tx: Db, item: { kind: ContentKind; id: string }): Promise<void>;
}

/**
 * How many SQL candidates (all above the SQL threshold) the embeddings may reorder before the
 * best `defaultLimit` are kept: a candidate the words ranked sixth can still come first by meaning.
 */
const semanticCandidates = 20;

export function createIlii(options: {
  db: Db;
  moderator: Moderator;
  log: FastifyBaseLogger;
  /** The duplicate search; replaceable so tests can make it fail. */
  findSimilar?: typeof findSimilar;
  /** The embeddings endpoint, when one is configured. */
  semantic?: SemanticSearch | null;
}): Ilii {
  const { db, moderator, log } = options;
  const semantic = options.semantic ?? null;
  const search = options.findSimilar ?? findSimilar;
  return {
    async checkContent({ userId, context, text, submitted }) {
      let verdict: Awaited<ReturnType<Moderator['moderate']>>;
      try {
        verdict = await moderator.moderate({ text, context });
      } catch (error) {
        log.warn({ err: error }, 'moderation failed; letting the submission through');
        return null;
      }
      const violation = verdict.approved
        ? null
        : {
            reason: verdict.violationReason || messages.violationFallbackReason,
            category: verdict.violationCategory || 'generally_offensive',
          };
      await insertModerationLog(db, {
        userId,
        checkType: 'content_moderation',
        context,
        submittedContent: submitted,
        wasBlocked: violation !== null,
        violationReason: violation?.reason ?? null,
        violationCategory: violation?.category ?? null,
      }).catch((error) => log.error({ err: error }, 'writing the moderation log failed'));
      return violation ? { ...violation, label: moderationCategoryLabel(violation.category) } : null;
    },

    async findDuplicates({ userId, draft, submitted }) {
      let similar: SimilarItem[];
      try {
        similar = await search(db, draft, semantic ? { limit: semanticCandidates } : {});
      } catch (error) {
        log.warn({ err: error }, 'duplicate search failed; letting the submission through');
        return [];
      }
      if (semantic && similar.length > 1) {
        const candidates = similar;
        similar = await rerankByMeaning({ db, semantic, draft, candidates }).catch((error) => {
          log.warn({ err: error }, 'embedding the draft failed; keeping the SQL ranking');
          return candidates;
        });
      }
      similar = similar.slice(0, defaultLimit);
      if (similar.length > 0) {
        await insertModerationLog(db, {
          userId,
          checkType: 'duplicate_check',
          context: draft.kind === 'vents' ? 'vent' : 'feature_request',
          submittedContent: submitted,
          wasBlocked: true,
          duplicateRequestIds: similar.map((item) => item.id),
        }).catch((error) => log.error({ err: error }, 'writing the duplicate log failed'));
      }
      return similar;
    },

    async queueEmbedding(tx, item) {
      if (!semantic) return;
      const payload: EmbedItemPayload = { kind: item.kind, itemId: item.id };
      await enqueue(tx, [{ kind: embedItemJob, payload: { ...payload } }]);
    },
  };
}
