import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The rows after the last one a page showed, in an order of `key` descending then `id` descending:
 * `<=` bounds the index scan on the key, the rest breaks ties by id. `value` is the last row's key
 * (with its cast), `afterId` its id.
 */
export function afterKeyset(key: SQLWrapper, value: SQL, id: SQLWrapper, afterId: string): SQL {
  return sql`${key} <= ${value} and (${key} < ${value} or ${id} < ${afterId}::uuid)`;
}
