import { sql } from 'drizzle-orm';
import { check, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { featureRequests, vents } from './content';

/**
 * One embedding per request or vent (exactly one of the two ids), made by the `embed-item` outbox
 * job when `ILII_EMBEDDINGS_URL` is set. The vector is `real[]`, not pgvector (decision 16): cosine
 * is computed in the server over a draft's few SQL candidates. `text_hash` is the SHA-256 of the
 * text that was embedded, so a vector left behind by an edit is recognised and not used.
 */
export const itemEmbeddings = pgTable(
  'item_embeddings',
  {
    id: id(),
    featureRequestId: uuid('feature_request_id')
      .unique()
      .references(() => featureRequests.id, { onDelete: 'cascade' }),
    ventId: uuid('vent_id')
      .unique()
      .references(() => vents.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    textHash: text('text_hash').notNull(),
    embedding: real('embedding').array().notNull(),
    embeddedAt: timestamp('embedded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('item_embeddings_one_target_check', sql`num_nonnulls(${t.featureRequestId}, ${t.ventId}) = 1`),
  ],
);
