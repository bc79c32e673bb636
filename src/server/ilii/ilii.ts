import type { FastifyBaseLogger } from 'fastify';
import { type ModerationContext, moderationCategoryLabel } from '../../shared/rules/moderation';
import type { Db } from '../db/connect';
import type { SubmittedContent } from '../db/schema/moderation';
import { type DuplicateDraft, findSimilar, type SimilarItem } from './duplicates/find-similar';
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
}

export function createIlii(options: {
  db: Db;
  moderator: Moderator;
  log: FastifyBaseLogger;
  /** The duplicate search; replaceable so tests can make it fail. */
  findSimilar?: typeof findSimilar;
}): Ilii {
  const { db, moderator, log } = options;
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
            reason: verdict.violationReason || 'Content violates community guidelines',
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
        similar = await search(db, draft);
      } catch (error) {
        log.warn({ err: error }, 'duplicate search failed; letting the submission through');
        return [];
      }
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
  };
}
