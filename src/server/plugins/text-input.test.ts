import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { selectRows } from '../db/connect';
import { origin, signInAs, signUpBody } from '../test/auth-helpers';
import { createCompany, createItem } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let ctx: TestApp;
let cookie: string;
let requestId: string;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = (await signInAs(ctx.app, 'nul@example.com', { signUp: signUpBody({ username: 'nul' }) })).cookie;
  const company = await createCompany(ctx.database.db, 'Nullworks');
  companyId = company.id;
  requestId = (await createItem(ctx.database.db, { companyId })).id;
});
afterAll(async () => ctx.close());

const draft = (overrides: Record<string, unknown> = {}) => ({
  company: { id: companyId },
  product: null,
  title: 'Quiet hours',
  userStoryWant: 'notifications paused at night',
  userStorySoThat: 'I sleep',
  confirmDuplicates: true,
  ...overrides,
});

async function rowCounts() {
  const [row] = await selectRows<Record<string, number>>(
    ctx.database.db,
    sql`select (select count(*) from feature_requests)::int as requests, (select count(*) from vents)::int as vents,
      (select count(*) from builds)::int as builds, (select count(*) from companies)::int as companies,
      (select count(*) from products)::int as products, (select count(*) from moderation_logs)::int as logs`,
  );
  return row;
}

describe('text the database cannot store', () => {
  const bad = ['\u0000', 'a\u0000b', '\ud800', 'x\udfff y'];

  it('is a 400 naming the field on every write, and nothing is saved', async () => {
    const before = await rowCounts();
    for (const text of bad) {
      const writes: [string, string, unknown, string][] = [
        ['POST', '/api/v1/requests', draft({ title: `Quiet ${text}` }), 'title'],
        ['POST', '/api/v1/requests', draft({ userStoryWant: text }), 'userStoryWant'],
        ['POST', '/api/v1/requests', draft({ userStorySoThat: text }), 'userStorySoThat'],
        ['POST', '/api/v1/requests', draft({ company: { name: `New ${text}` } }), 'company.name'],
        ['POST', '/api/v1/requests', draft({ product: { name: text } }), 'product.name'],
        ['POST', '/api/v1/vents', draft({ title: text }), 'title'],
        ['PATCH', `/api/v1/requests/${requestId}`, draft({ title: text }), 'title'],
        ['POST', `/api/v1/requests/${requestId}/builds`, { content: `a thought ${text}` }, 'content'],
        ['POST', '/api/v1/auth/email-availability', { email: `a${text}@b.c` }, 'email'],
        ['POST', '/api/v1/auth/code', { email: `a${text}@b.c`, intent: 'sign-in' }, 'email'],
      ];
      for (const [method, url, payload, field] of writes) {
        const response = await ctx.app.inject({
          method: method as 'POST',
          url,
          payload: payload as object,
          headers: { cookie, origin },
        });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json().error).toEqual({
          code: 'VALIDATION',
          message: messages.textCannotBeStored,
          fields: { [field]: messages.textCannotBeStored },
        });
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('is a 400 in a search or any query, signed in or not', async () => {
    for (const query of ['%00', 'a%00b', '%ED%A0%80']) {
      for (const url of [
        `/api/v1/companies?search=${query}`,
        `/api/v1/requests?search=${query}`,
        `/api/v1/requests/counts?search=${query}`,
        `/api/v1/vents?search=${query}`,
        `/api/v1/vents/counts?search=${query}`,
        `/api/v1/paths/resolve?path=/${query}`,
      ]) {
        for (const headers of [{}, { cookie }]) {
          const response = await ctx.app.inject({ url, headers });
          expect(response.statusCode, url).toBeLessThan(500);
          if (query !== '%ED%A0%80') expect(response.statusCode, url).toBe(400);
          if (response.statusCode >= 400) expect(response.json().error.code).toBe('VALIDATION');
        }
      }
    }
  });

  it('leaves ordinary text alone, emoji and tabs included', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      payload: draft({ title: 'Quiet hours 🌙', userStoryWant: 'tabs\tand\nnewlines stay' }),
      headers: { cookie, origin },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcome).toBe('saved');
  });
});
