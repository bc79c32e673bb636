import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { applyAdminEmails, grantAdmin, listAdmins, revokeAdmin } from './admins';
import { selectRows } from './connect';
import { builds, companies, featureRequests, products, users, vents } from './schema';
import { seedBoard, seedDemoData } from './seed';
import { seedRequests, seedVents } from './seed-data';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const total = async (
  table: typeof companies | typeof products | typeof featureRequests | typeof vents | typeof builds,
) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('demo data', () => {
  it('loads companies with products, requests, vents, votes, builds and statuses', async () => {
    expect(await seedDemoData(database.db)).toEqual({ loaded: true });
    expect(await total(companies)).toBeGreaterThanOrEqual(6);
    expect(await total(products)).toBeGreaterThanOrEqual(12);
    expect(await total(featureRequests)).toBeGreaterThanOrEqual(40);
    expect(await total(vents)).toBeGreaterThanOrEqual(15);
    expect(await total(builds)).toBeGreaterThan(0);
    const statuses = await database.db
      .selectDistinct({ status: featureRequests.status })
      .from(featureRequests);
    expect(statuses.map((row) => row.status).sort()).toEqual(['launched', 'planned', 'requested', 'seen']);
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const mismatches = await selectRows(
      database.db,
      sql`select r.id from feature_requests r
          where r.vote_count <> (select count(*) from votes v where v.feature_request_id = r.id)
             or r.build_count <> (select count(*) from builds b where b.feature_request_id = r.id)`,
    );
    expect(mismatches).toEqual([]);
    const [{ votes }] = (await selectRows<{ votes: number }>(
      database.db,
      sql`select sum(vote_count)::int as votes from feature_requests`,
    )) as [{ votes: number }];
    expect(votes).toBeGreaterThan(100);
  });

  it('writes nothing the second time', async () => {
    const before = await total(featureRequests);
    expect(await seedDemoData(database.db)).toEqual({ loaded: false });
    expect(await total(featureRequests)).toBe(before);
  });

  it('embeds the demo items when the server searches with its own model, once', async () => {
    const endpoint = { ILII_EMBEDDINGS: 'local', ILII_EMBEDDINGS_URL: 'http://127.0.0.1:9/v1' } as const;
    expect(await seedBoard(database.db, endpoint)).toEqual({ loaded: false, embedded: 0 });
    expect(await seedBoard(database.db, { ILII_EMBEDDINGS: 'off' })).toEqual({ loaded: false, embedded: 0 });
    const items = seedRequests.length + seedVents.length;
    expect(await seedBoard(database.db, { ILII_EMBEDDINGS: 'local' })).toEqual({
      loaded: false,
      embedded: items,
    });
    expect(await seedBoard(database.db, { ILII_EMBEDDINGS: 'local' })).toEqual({
      loaded: false,
      embedded: 0,
    });
    const [{ vectors }] = (await selectRows<{ vectors: number }>(
      database.db,
      sql`select count(*)::int as vectors from item_embeddings where model = 'use-lite-512'`,
    )) as [{ vectors: number }];
    expect(vectors).toBe(items);
  });
});

describe('admin command', () => {
  it('grants the admin role to an existing account, and revokes it', async () => {
    const [someone] = await database.db.select({ id: users.id, email: users.email }).from(users).limit(1);
    expect(await grantAdmin(database.db, someone!.email.toUpperCase())).toEqual({
      created: false,
      userId: someone!.id,
    });
    expect(await listAdmins(database.db)).toEqual([someone!.email]);
    expect(await revokeAdmin(database.db, someone!.email)).toBe(someone!.id);
    expect(await listAdmins(database.db)).toEqual([]);
  });

  it('creates the account when the e-mail has none, with a valid free username', async () => {
    expect(await grantAdmin(database.db, 'New.Boss+ops@example.com')).toMatchObject({ created: true });
    const [row] = await database.db.select().from(users).where(eq(users.email, 'new.boss+ops@example.com'));
    expect(row!.role).toBe('admin');
    expect(row!.username).toMatch(/^[a-z0-9._-]{2,50}$/);
  });

  it('gives the ADMIN_EMAILS accounts the admin role at start, again and again', async () => {
    await applyAdminEmails(database.db, ['ops@example.com']);
    await applyAdminEmails(database.db, ['ops@example.com']);
    expect(await listAdmins(database.db)).toContain('ops@example.com');
    const rows = await database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
    expect(rows).toHaveLength(1);
  });
});
