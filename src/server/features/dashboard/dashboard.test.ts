import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createItem } from '../../test/factories';
import { signInRoles } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let roles: Awaited<ReturnType<typeof signInRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.database.db, 'Notewren');
  const other = await createCompany(ctx.database.db, 'Ripplebeat');
  roles = await signInRoles(ctx.app, ctx.database.db, company.id, other.id, 'dash');
  await createItem(ctx.database.db, {
    companyId: company.id,
    title: 'Old request',
    createdAt: new Date('2025-01-01'),
  });
  await createItem(
    ctx.database.db,
    { companyId: company.id, title: 'New vent', createdAt: new Date('2025-06-01') },
    'vents',
  );
  await createItem(ctx.database.db, { companyId: other.id, title: 'Not ours' });
});
afterAll(async () => ctx.close());

describe('company dashboard', () => {
  it("shows an approved member their company's requests and vents, newest first", async () => {
    const response = await ctx.app.inject({
      url: '/api/v1/dashboard',
      headers: { cookie: roles.member.cookie },
    });
    expect(response.json().company.name).toBe('Notewren');
    expect(response.json().items.map((i: { title: string; kind: string }) => [i.title, i.kind])).toEqual([
      ['New vent', 'vents'],
      ['Old request', 'requests'],
    ]);
  });

  it('is refused to everyone who is not an approved member', async () => {
    const expected = { anonymous: 401, user: 403, pending: 403, admin: 403 } as const;
    for (const [role, status] of Object.entries(expected)) {
      const cookie = roles[role as keyof typeof roles].cookie;
      const response = await ctx.app.inject({ url: '/api/v1/dashboard', headers: cookie ? { cookie } : {} });
      expect(response.statusCode, role).toBe(status);
    }
  });

  it("shows a member of another company that company's dashboard, none of this one's items", async () => {
    const outsider = await ctx.app.inject({
      url: '/api/v1/dashboard',
      headers: { cookie: roles.outsider.cookie },
    });
    expect(outsider.statusCode).toBe(200);
    expect(outsider.json().company.name).toBe('Ripplebeat');
    expect(outsider.json().items.map((i: { title: string }) => i.title)).toEqual(['Not ours']);
  });
});
