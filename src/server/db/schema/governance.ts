import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportReasons, reportResolutions } from '../../../shared/rules/reports';
import { users } from './auth';
import { createdAt, id } from './columns';
import { builds, featureRequests, vents } from './content';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One person's report of one request, vent or build (exactly one of the three ids), once per person
 * per item. `counts` says whether the reporter's account was older than a day when they reported,
 * so only such reports count toward hiding the item. A report stays open until an admin resolves
 * the item's reports (dismissed, removed or restored).
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    featureRequestId: uuid('feature_request_id').references(() => featureRequests.id, {
      onDelete: 'cascade',
    }),
    ventId: uuid('vent_id').references(() => vents.id, { onDelete: 'cascade' }),
    buildId: uuid('build_id').references(() => builds.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    counts: boolean('counts').notNull().default(true),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [
    check(
      'reports_one_target_check',
      sql`num_nonnulls(${t.featureRequestId}, ${t.ventId}, ${t.buildId}) = 1`,
    ),
    check('reports_reason_check', sql`${t.reason} in (${inList(reportReasons)})`),
    check(
      'reports_resolution_check',
      sql`${t.resolution} is null or ${t.resolution} in (${inList(reportResolutions)})`,
    ),
    unique('reports_reporter_request_key').on(t.reporterId, t.featureRequestId),
    unique('reports_reporter_vent_key').on(t.reporterId, t.ventId),
    unique('reports_reporter_build_key').on(t.reporterId, t.buildId),
    index('reports_request_idx').on(t.featureRequestId),
    index('reports_vent_idx').on(t.ventId),
    index('reports_build_idx').on(t.buildId),
    index('reports_open_idx').on(t.createdAt.desc().nullsFirst()).where(sql`${t.resolvedAt} is null`),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Every admin and company-member action on others' content or accounts, appended in the
 * transaction of the action: who (`actor_id`, and `actor_label` so a deleted actor still reads),
 * what (`action`, `target_kind`, `target_id`, `target_label`), the company it concerns, the reason,
 * and the content before and after. Nothing updates or deletes these rows.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id'),
    targetLabel: text('target_label').notNull(),
    companyId: uuid('company_id'),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc().nullsFirst()),
    index('audit_log_target_created_idx').on(t.targetId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Old paths that answer a 301 after a company or product is renamed or merged. `scope` is
 * 'catalog' for a company ('/old') or a product ('/company/old'), or 'requests' / 'vents' for an
 * item moved by a merge ('/old-company/old-slug', the product segment left out since item slugs are
 * unique per company). The target is an id, so the redirect follows later renames; a slug taken
 * again by a live company or product wins over its redirect.
 */
export const pathRedirects = pgTable(
  'path_redirects',
  {
    scope: text('scope').notNull(),
    fromPath: text('from_path').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.fromPath] }),
    check('path_redirects_scope_check', sql`${t.scope} in ('catalog', 'requests', 'vents')`),
    check(
      'path_redirects_target_kind_check',
      sql`${t.targetKind} in ('company', 'product', 'requests', 'vents')`,
    ),
    index('path_redirects_target_idx').on(t.targetId),
  ],
);
