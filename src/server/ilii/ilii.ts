import type { FastifyBaseLogger } from 'fastify';
import type { ContentKind } from '../../shared/contracts/requests';
import { messages } from '../../shared/messages';
import { type ModerationContext, moderationCategoryLabel } from '../../shared/rules/moderation';
import type { Db } from '../db/connect';
import type { SubmittedContent } from '../db/schema/moderation';
import { enqueue } from '../outbox/outbox.queries';
import { embeddingText } from './duplicates/embeddings';
import { type DuplicateDraft, defaultLimit, findSimilar, type SimilarItem } from './duplicates/find-similar';
import {
  type EmbedItemPayload,
  embedItemJob,
  rerankByMeaning,
  type SemanticSearch,
} from './duplicates/item-embeddings';
import { localEmbeddingsModel } from './duplicates/local-embeddings';
import { catalogueNamesIn, insertModerationLog, nameLogSubject } from './ilii.queries';
import type { Moderator } from './moderation/moderation';

export interface Violation {
  reason: string;
  category: string;
  label: string;
}

/**
 * What a check's log names (moderation_logs' feature_request_id, vent_id, build_id): the request or
 * vent a draft is or a build is written on, and the build, once each exists.
 */
export interface CheckSubject {
  featureRequestId?: string | null;
  ventId?: string | null;
  buildId?: string | null;
}

/** The subject naming a request or a vent by its kind. */
export function itemSubject(kind: ContentKind, id: string): CheckSubject {
  return kind === 'vents' ? { ventId: id } : { featureRequestId: id };
}

/**
 * The ilii assistant as the rest of the server sees it: checks content and looks for similar
 * requests, logs every check, and never stands in the way when its own services fail.
 */
export interface Ilii {
  /** The verdict, and the id of its log (null when the log could not be written). */
  checkContent(input: {
    userId: string;
    context: ModerationContext;
    text: string;
    submitted: SubmittedContent;
    /** What already exists of the subject: an edited item, a build's item, an edited build. */
    subject?: CheckSubject;
    /**
     * Company and product names created with the text: never a violation by themselves, like the
     * catalogue's names the text mentions (looked up here).
     */
    names?: string[];
  }): Promise<{ violation: Violation | null; logId: string | null }>;
  /** Names what was saved after its check on that check's log (a new request, vent or build). */
  nameSubject(logId: string | null, subject: CheckSubject): Promise<void>;
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
    async checkContent({ userId, context, text, submitted, subject, names = [] }) {
      let verdict: Awaited<ReturnType<Moderator['moderate']>>;
      try {
        const catalogue = await catalogueNamesIn(db, text).catch((error) => {
          log.warn({ err: error }, 'looking up catalogue names failed; judging without them');
          return [];
        });
        verdict = await moderator.moderate({ text, context, names: [...names, ...catalogue] });
      } catch (error) {
        log.warn({ err: error }, 'moderation failed; letting the submission through');
        return { violation: null, logId: null };
      }
      const violation = verdict.approved
        ? null
        : {
            reason: verdict.violationReason || messages.violationFallbackReason,
            category: verdict.violationCategory || 'generally_offensive',
          };
      const logId = await insertModerationLog(db, {
        userId,
        checkType: 'content_moderation',
        context,
        submittedContent: submitted,
        wasBlocked: violation !== null,
        violationReason: violation?.reason ?? null,
        violationCategory: violation?.category ?? null,
        ...subject,
      }).catch((error) => {
        log.error({ err: error }, 'writing the moderation log failed');
        return null;
      });
      return {
        violation: violation ? { ...violation, label: moderationCategoryLabel(violation.category) } : null,
        logId,
      };
    },

    async nameSubject(logId, subject) {
      if (!logId) return;
      await nameLogSubject(db, logId, subject).catch((error) =>
        log.error({ err: error, logId }, 'naming the saved item on its moderation log failed'),
      );
    },

    async findDuplicates({ userId, draft, submitted }) {
      let similar: SimilarItem[];
      // The local model's vector feeds the learned re-ranker (decision 56); without it, or when it
      // fails, the words alone decide.
      const meaning =
        semantic?.model === localEmbeddingsModel
          ? await semantic.client
              .embed(embeddingText(draft))
              .then((vector) => ({ model: localEmbeddingsModel, vector }))
              .catch((error) => {
                log.warn({ err: error }, 'embedding the draft failed; judging by its words');
                return null;
              })
          : null;
      const endpoint = semantic !== null && semantic.model !== localEmbeddingsModel;
      try {
        similar = await search(db, draft, endpoint ? { limit: semanticCandidates } : { meaning });
      } catch (error) {
        log.warn({ err: error }, 'duplicate search failed; letting the submission through');
        return [];
      }
      // An endpoint's model (`ILII_EMBEDDINGS_URL`) reorders what the words found (decision 16).
      if (endpoint && similar.length > 1) {
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
