import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { requestStatuses } from '../../../shared/rules/statuses';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { companies, products } from './companies';

export const requestStatus = pgEnum('request_status', requestStatuses);

/**
 * What moderation did to a request, vent or build. Removal is soft: a removed item leaves every
 * list, count and search and answers 404 to everyone but its author and admins, and stays in the
 * database to be restored. `hidden_at` is set when enough people report it and cleared when an
 * admin decides; `kept_at` records that an admin kept it, after which reports no longer hide it.
 * Only items with both `removed_at` and `hidden_at` null (and, for requests and vents, not merged
 * into another: `merged_into_id`) are public (`isPublicItem`).
 */
function moderationColumns() {
  return {
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedReason: text('removed_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    keptAt: timestamp('kept_at', { withTimezone: true }),
  };
}

/**
 * Feature requests and vents share one shape. `vote_count` and
 * `build_count` are kept by triggers in the same transaction as the rows they count.
 * Slugs are unique per company, so a detail path survives a product change.
 */
function contentTable<Name extends 'feature_requests' | 'vents'>(name: Name) {
  return pgTable(
    name,
    {
      id: id(),
      slug: text('slug').notNull(),
      title: text('title').notNull(),
      userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
      userStoryWant: text('user_story_want').notNull(),
      userStorySoThat: text('user_story_so_that').notNull(),
      description: text('description'),
      status: requestStatus('status').notNull().default('requested'),
      statusComment: text('status_comment'),
      statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
      voteCount: integer('vote_count').notNull().default(0),
      buildCount: integer('build_count').notNull().default(0),
      companyId: uuid('company_id')
        .notNull()
        .references(() => companies.id, { onDelete: 'restrict' }),
      productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
      lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
      ...moderationColumns(),
      // Set when the item is merged into another of its company and kind (docs/decisions.md #51):
      // it leaves every list, count and search, and its path leads to that one. A deleted target
      // gives its merged items back to the board.
      mergedIntoId: uuid('merged_into_id'),
      mergedAt: timestamp('merged_at', { withTimezone: true }),
    },
    (t) => [
      unique(`${name}_company_slug_key`).on(t.companyId, t.slug),
      foreignKey({
        name: `${name}_merged_into_id_fkey`,
        columns: [t.mergedIntoId],
        foreignColumns: [t.id],
      }).onDelete('set null'),
      index(`${name}_merged_into_idx`).on(t.mergedIntoId).where(sql`${t.mergedIntoId} is not null`),
      check(`${name}_vote_count_check`, sql`${t.voteCount} >= 0`),
      check(`${name}_build_count_check`, sql`${t.buildCount} >= 0`),
      index(`${name}_top_idx`).on(t.voteCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
      index(`${name}_created_idx`).on(t.createdAt.desc().nullsFirst()),
      index(`${name}_activity_idx`).on(t.lastActivityAt.desc().nullsFirst()),
      index(`${name}_company_top_idx`).on(t.companyId, t.voteCount.desc().nullsFirst()),
      index(`${name}_company_created_idx`).on(t.companyId, t.createdAt.desc().nullsFirst()),
      index(`${name}_company_activity_idx`).on(t.companyId, t.lastActivityAt.desc().nullsFirst()),
      index(`${name}_product_top_idx`).on(t.productId, t.voteCount.desc().nullsFirst()),
      index(`${name}_user_created_idx`).on(t.userId, t.createdAt.desc().nullsFirst()),
      index(`${name}_status_created_idx`).on(t.status, t.createdAt.desc().nullsFirst()),
      // The changelogs: launched items, newest launch first, everywhere and per company.
      index(`${name}_launched_idx`)
        .on(t.statusUpdatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.status} = 'launched'`),
      index(`${name}_company_launched_idx`)
        .on(t.companyId, t.statusUpdatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.status} = 'launched'`),
      // A company's roadmap: its items in columns by status, each ordered by votes.
      index(`${name}_company_status_top_idx`).on(t.companyId, t.status, t.voteCount.desc().nullsFirst()),
      // The admin's list of removed items, newest removal first.
      index(`${name}_removed_idx`).on(t.removedAt.desc().nullsFirst()).where(sql`${t.removedAt} is not null`),
      // Search matches title and both story lines case-insensitively (ILIKE), served by trigrams.
      index(`${name}_search_trgm_idx`).using(
        'gin',
        sql`(${t.title} || ' ' || ${t.userStoryWant} || ' ' || ${t.userStorySoThat}) gin_trgm_ops`,
      ),
    ],
  );
}

export const featureRequests = contentTable('feature_requests');
export const vents = contentTable('vents');

/** The nil UUID: in `board_counts`, a count over every company, or over every product of a company. */
export const anyScope = '00000000-0000-0000-0000-000000000000';

/**
 * How many requests or vents (`kind`) of each status the whole board (company and product are
 * `anyScope`), one company (product `anyScope`) and one product of a company hold: the board's tab
 * counts without counting rows. Triggers on both item tables keep it in the same transaction
 * (migration 0008, docs/decisions.md #40); nothing else writes it.
 */
export const boardCounts = pgTable(
  'board_counts',
  {
    kind: text('kind').notNull(),
    companyId: uuid('company_id').notNull(),
    productId: uuid('product_id').notNull(),
    status: requestStatus('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.companyId, t.productId, t.status] }),
    check('board_counts_kind_check', sql`${t.kind} in ('requests', 'vents')`),
    check('board_counts_n_check', sql`${t.n} >= 0`),
  ],
);

export const builds = pgTable(
  'builds',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
    featureRequestId: uuid('feature_request_id').references(() => featureRequests.id, {
      onDelete: 'cascade',
    }),
    ventId: uuid('vent_id').references(() => vents.id, { onDelete: 'cascade' }),
    /** The merge that brought this build from the merged item to its target (shown 'From “…”'). */
    mergeId: uuid('merge_id').references((): AnyPgColumn => merges.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...moderationColumns(),
  },
  (t) => [
    check('builds_vote_count_check', sql`${t.voteCount} >= 0`),
    check('builds_one_target_check', sql`num_nonnulls(${t.featureRequestId}, ${t.ventId}) = 1`),
    index('builds_request_created_idx').on(t.featureRequestId, t.createdAt.desc().nullsFirst()),
    index('builds_vent_created_idx').on(t.ventId, t.createdAt.desc().nullsFirst()),
    index('builds_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('builds_merge_idx').on(t.mergeId).where(sql`${t.mergeId} is not null`),
    index('builds_removed_idx').on(t.removedAt.desc().nullsFirst()).where(sql`${t.removedAt} is not null`),
  ],
);

export const votes = pgTable(
  'votes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    featureRequestId: uuid('feature_request_id')
      .notNull()
      .references(() => featureRequests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('votes_user_request_key').on(t.userId, t.featureRequestId),
    index('votes_request_idx').on(t.featureRequestId),
  ],
);

export const ventVotes = pgTable(
  'vent_votes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ventId: uuid('vent_id')
      .notNull()
      .references(() => vents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('vent_votes_user_vent_key').on(t.userId, t.ventId),
    index('vent_votes_vent_idx').on(t.ventId),
  ],
);

export const buildVotes = pgTable(
  'build_votes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildId: uuid('build_id')
      .notNull()
      .references(() => builds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('build_votes_user_build_key').on(t.userId, t.buildId),
    index('build_votes_build_idx').on(t.buildId),
  ],
);

/**
 * One merge of a request into another request of its company, or of a vent into a vent
 * (docs/decisions.md #51): who did it and when, and exactly what moved, so that an unmerge replays
 * it backwards. `added_vote_ids` are the vote rows written on the target for the merged item's
 * voters who had not voted on it (`votes` or `vent_votes` by `kind`); the builds that moved name
 * their merge (`builds.merge_id`). The merged item keeps its own votes. An undone merge stays as a
 * record with `undone_at`; a source has at most one merge in force.
 */
export const merges = pgTable(
  'merges',
  {
    id: id(),
    kind: text('kind').notNull(),
    sourceRequestId: uuid('source_request_id').references(() => featureRequests.id, { onDelete: 'cascade' }),
    targetRequestId: uuid('target_request_id').references(() => featureRequests.id, { onDelete: 'cascade' }),
    sourceVentId: uuid('source_vent_id').references(() => vents.id, { onDelete: 'cascade' }),
    targetVentId: uuid('target_vent_id').references(() => vents.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    addedVoteIds: uuid('added_vote_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'merges_items_check',
      sql`(${t.kind} = 'requests' and num_nonnulls(${t.sourceRequestId}, ${t.targetRequestId}) = 2
        and num_nonnulls(${t.sourceVentId}, ${t.targetVentId}) = 0)
        or (${t.kind} = 'vents' and num_nonnulls(${t.sourceVentId}, ${t.targetVentId}) = 2
        and num_nonnulls(${t.sourceRequestId}, ${t.targetRequestId}) = 0)`,
    ),
    uniqueIndex('merges_request_in_force_key').on(t.sourceRequestId).where(sql`${t.undoneAt} is null`),
    uniqueIndex('merges_vent_in_force_key').on(t.sourceVentId).where(sql`${t.undoneAt} is null`),
    index('merges_target_request_idx').on(t.targetRequestId),
    index('merges_target_vent_idx').on(t.targetVentId),
  ],
);
