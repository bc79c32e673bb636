import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { selectRows } from './connect';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

describe('transactions', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keep their connection to themselves under a full pool (100 queries queued before each BEGIN)',
    async () => {
      const { db, client } = database;
      const failures: string[] = [];
      const note = (error: { code?: string; message: string }) => failures.push(error.code ?? error.message);
      const jobs: Promise<unknown>[] = [];
      for (let round = 0; round < 40; round++) {
        for (let i = 0; i < 99 + (round % 5); i++) {
          jobs.push(client!`select pg_sleep(0.0001), ${i}::int as n`.catch(note));
        }
        jobs.push(
          db
            .transaction(async (tx) => {
              const [first] = await selectRows<{ id: number }>(tx, sql`select txid_current()::int as id`);
              await tx.execute(sql`select pg_sleep(0.0005)`);
              const [second] = await selectRows<{ id: number }>(tx, sql`select txid_current()::int as id`);
              // Both statements ran in one transaction on one connection.
              if (first!.id !== second!.id) throw new Error('the transaction changed connection');
            })
            .catch(note),
        );
        // Let the transaction reach the driver before the next round of queries queues up.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(jobs);
      expect(failures).toEqual([]);
    },
  );

  it('roll back on an error, also inside a nested transaction (a savepoint)', async () => {
    const { db } = database;
    await db.execute(sql`create table if not exists tx_probe (n int)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (1)`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values (2)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into tx_probe values (3)`);
          throw new Error('inner');
        })
        .catch(() => {});
      await tx.execute(sql`insert into tx_probe values (4)`);
    });
    const rows = await selectRows<{ n: number }>(db, sql`select n from tx_probe order by n`);
    expect(rows.map((row) => row.n)).toEqual([2, 4]);
  });
});
