import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { membershipStatuses } from '../../../shared/rules/statuses';
import { users } from './auth';
import { createdAt, id } from './columns';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One company per name, whatever its case: the pickers find companies by name.
    uniqueIndex('companies_name_lower_key').on(sql`lower(${t.name})`),
    index('companies_name_idx').on(t.name),
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('products_company_slug_key').on(t.companyId, t.slug),
    uniqueIndex('products_company_name_lower_key').on(t.companyId, sql`lower(${t.name})`),
    index('products_company_name_idx').on(t.companyId, t.name),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // ilii's moderation looks up the catalogue names a text mentions, across every company.
    index('products_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const membershipStatus = pgEnum('membership_status', membershipStatuses);

export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    phoneNumber: text('phone_number').notNull(),
    status: membershipStatus('status').notNull().default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('company_members_user_company_key').on(t.userId, t.companyId),
    index('company_members_applied_idx').on(t.appliedAt.desc().nullsFirst()),
    index('company_members_user_status_idx').on(t.userId, t.status),
  ],
);
