import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPage } from '../../../shared/contracts/requests';
import { applyAdminEmails } from '../../db/admins';
import { companyMembers } from '../../db/schema';
import { origin, signInAs, signUpBody } from '../../test/auth-helpers';
import { createCompany, createItem } from '../../test/factories';
import { createSecondApp, createTestApp, type TestApp, testConfig } from '../../test/test-app';

/**
 * A rename on process A reaches process B, which keeps shared reads for a minute: its cached
 * board cards and its cached session of a member of the company show the new name within a second,
 * which only the bus can make happen.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a catalogue change on one process reaches another', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let second: Awaited<ReturnType<typeof createSecondApp>>;

  beforeAll(async () => {
    a = await createTestApp();
    second = await createSecondApp(a.database.url!, testConfig({ READ_CACHE_MS: '60000' }));
    b = second.app;
  });
  afterAll(async () => {
    await second?.close();
    await a?.close();
  });

  async function within1s<T>(get: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 1_000;
    for (;;) {
      const value = await get();
      if (isDone(value) || Date.now() > deadline) return value;
      await sleep(25);
    }
  }

  it("shows a renamed company's new name on B's cached boards and in its members' sessions", async () => {
    const db = a.database.db;
    const company = await createCompany(db, 'Crossproc Old');
    const item = await createItem(db, { companyId: company.id, title: 'Across processes' });
    const member = await signInAs(a.app, 'crossmember@example.com', {
      signUp: signUpBody({ username: 'crossmember' }),
    });
    await db.insert(companyMembers).values({
      userId: member.response.json().user.id,
      companyId: company.id,
      title: 'PM',
      phoneNumber: '555',
      status: 'approved',
    });
    const admin = await signInAs(a.app, 'crossadmin@example.com', {
      signUp: signUpBody({ username: 'crossadmin' }),
    });
    await applyAdminEmails(db, ['crossadmin@example.com']);

    const board = async () => (await b.inject('/api/v1/requests')).json() as CardPage;
    const cardName = (page: CardPage) => page.items.find((card) => card.id === item.id)?.company.name;
    const sessionName = async () =>
      (await b.inject({ url: '/api/v1/auth/session', headers: { cookie: member.cookie } })).json().user
        .membership?.company.name;
    expect(cardName(await board())).toBe('Crossproc Old');
    expect(await sessionName()).toBe('Crossproc Old');

    const renamed = await a.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/companies/${company.id}`,
      payload: { name: 'Crossproc New' },
      headers: { cookie: admin.cookie, origin },
    });
    expect(renamed.statusCode).toBe(200);
    expect(cardName(await within1s(board, (page) => cardName(page) === 'Crossproc New'))).toBe(
      'Crossproc New',
    );
    expect(await within1s(sessionName, (name) => name === 'Crossproc New')).toBe('Crossproc New');
  });
});
