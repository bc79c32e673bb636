import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, selectRows } from '../db/connect';
import { boardCounts } from '../db/schema';

/**
 * Every counter equals a GROUP BY of the rows: the board, each company and each product of a
 * company, per status. A counter at 0 may stay behind (a product that lost its last item).
 */
export async function expectCountersRecounted(db: Db) {
  const nil = '00000000-0000-0000-0000-000000000000';
  const recount = await selectRows<{ key: string; n: number }>(
    db,
    sql`with items as (
        select 'requests' as kind, company_id, product_id, status from feature_requests
          where removed_at is null and hidden_at is null and merged_into_id is null
        union all select 'vents', company_id, product_id, status from vents
          where removed_at is null and hidden_at is null and merged_into_id is null
      )
      select concat_ws(' ', kind, ${nil}::text, ${nil}::text, status) as key, count(*)::int as n from items group by kind, status
      union all
      select concat_ws(' ', kind, company_id, ${nil}::text, status), count(*)::int from items group by kind, company_id, status
      union all
      select concat_ws(' ', kind, company_id, product_id, status), count(*)::int from items
        where product_id is not null group by kind, company_id, product_id, status`,
  );
  const stored = await db
    .select({
      key: sql<string>`concat_ws(' ', ${boardCounts.kind}, ${boardCounts.companyId}, ${boardCounts.productId}, ${boardCounts.status})`,
      n: boardCounts.n,
    })
    .from(boardCounts)
    .where(sql`${boardCounts.n} > 0`);
  const byKey = (rows: { key: string; n: number }[]) =>
    Object.fromEntries(
      rows.map((row) => [row.key, row.n]).sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  expect(byKey(stored)).toEqual(byKey(recount));
}
