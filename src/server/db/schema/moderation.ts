import { boolean, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moderationCheckTypes, moderationContexts } from '../../../shared/rules/moderation';
import { users } from './auth';
import { createdAt, id } from './columns';
import { builds, featureRequests, vents } from './content';

export const moderationCheckType = pgEnum('moderation_check_type', moderationCheckTypes);
export const moderationContext = pgEnum('moderation_context', moderationContexts);

/** What the user submitted, as the admin console shows it. */
export interface SubmittedContent {
  title?: string;
  userStoryWant?: string;
  userStorySoThat?: string;
  company?: string;
  product?: string | null;
  content?: string;
}

export const moderationLogs = pgTable(
  'moderation_logs',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkType: moderationCheckType('check_type').notNull(),
    context: moderationContext('context').notNull(),
    submittedContent: jsonb('submitted_content').$type<SubmittedContent>().notNull(),
    wasBlocked: boolean('was_blocked').notNull().default(false),
    violationReason: text('violation_reason'),
    violationCategory: text('violation_category'),
    featureRequestId: uuid('feature_request_id').references(() => featureRequests.id, {
      onDelete: 'set null',
    }),
    ventId: uuid('vent_id').references(() => vents.id, { onDelete: 'set null' }),
    buildId: uuid('build_id').references(() => builds.id, { onDelete: 'set null' }),
    duplicateRequestIds: uuid('duplicate_request_ids').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_logs_list_idx').on(t.checkType, t.wasBlocked, t.createdAt.desc().nullsFirst())],
);
