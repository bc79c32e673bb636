import { afterEach, describe, expect, it } from 'vitest';
import { createCompany, createItem } from '../test/factories';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';

let ctx: TestApp | undefined;
afterEach(async () => ctx?.close());

/** Adds a request straight to the database: no write event, so nothing empties a cache. */
async function addQuietly(app: TestApp) {
  const company = await createCompany(app.database.db, `Quietco ${Math.random().toString(36).slice(2, 8)}`);
  return createItem(app.database.db, { companyId: company.id });
}

const homeIds = async (app: TestApp) =>
  ((await app.app.inject('/api/v1/requests')).json() as { items: { id: string }[] }).items.map((i) => i.id);

describe('the read cache', () => {
  it('keeps an anonymous list for its lifetime: a row added without a write event waits', async () => {
    ctx = await createTestApp();
    await homeIds(ctx);
    const item = await addQuietly(ctx);
    expect(await homeIds(ctx)).not.toContain(item.id);
  });

  it('is off with READ_CACHE_MS=0: every read is the database’s', async () => {
    ctx = await createTestApp({ config: testConfig({ READ_CACHE_MS: '0' }) });
    await homeIds(ctx);
    const item = await addQuietly(ctx);
    expect(await homeIds(ctx)).toContain(item.id);
  });
});
