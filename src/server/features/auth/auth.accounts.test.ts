import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { applyAdminEmails } from '../../db/admins';
import { companies, companyMembers, profiles, sessions, signIns, users } from '../../db/schema';
import { latestCode, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';

const clock = testClock();
let ctx: TestApp;
let n = 0;
const fresh = () => {
  n += 1;
  clock.advance(2 * 60 * 60 * 1000);
  return { email: `person${n}@example.com`, username: `person${n}` };
};

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx.close());

const session = (cookie: string) => ctx.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });

describe('sign-up', () => {
  it('creates the account with its profile and the time the terms were accepted', async () => {
    const { email, username } = fresh();
    const { response } = await signInAs(ctx.app, email, {
      signUp: signUpBody({ username: `${username}.Cap` }),
    });
    expect(response.json()).toMatchObject({
      message: 'Successfully signed in!',
      user: {
        email,
        username: `${username}.Cap`,
        firstName: 'Maya',
        lastName: 'Lopez',
        displayName: 'Maya Lopez',
        isAdmin: false,
        membership: null,
      },
    });
    const [profile] = await ctx.database.db
      .select({ terms: profiles.termsAcceptedAt })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, email));
    expect(profile!.terms).toBeInstanceOf(Date);
  });

  it("refuses a taken e-mail and a taken username (in any case) with the product's messages", async () => {
    const { email, username } = fresh();
    await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    const again = await post(ctx.app, '/api/v1/auth/code', {
      email,
      intent: 'sign-up',
      signUp: signUpBody({ username: 'someone-new' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: messages.emailAlreadyRegistered,
      fields: { email: messages.emailAlreadyRegistered },
    });
    const taken = await post(ctx.app, '/api/v1/auth/code', {
      email: 'brand-new@example.com',
      intent: 'sign-up',
      signUp: signUpBody({ username: username.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('This username is already taken');
  });

  it('answers the availability checks', async () => {
    const { email, username } = fresh();
    await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    expect(
      (await post(ctx.app, '/api/v1/auth/email-availability', { email: email.toUpperCase() })).json(),
    ).toEqual({ available: false });
    expect(
      (await post(ctx.app, '/api/v1/auth/email-availability', { email: 'free@example.com' })).json(),
    ).toEqual({ available: true });
    expect((await post(ctx.app, '/api/v1/auth/username-availability', { username })).json()).toEqual({
      available: false,
    });
    expect(
      (await post(ctx.app, '/api/v1/auth/username-availability', { username: 'free.name' })).json(),
    ).toEqual({ available: true });
  });

  it("refuses bad input with the product's messages and changes nothing", async () => {
    const before = (await ctx.database.db.select().from(users)).length;
    const cases: [unknown, number, string][] = [
      [{ email: 'not-an-email', intent: 'sign-in' }, 400, 'Please provide a valid email address'],
      [
        { email: 'a@example.com', intent: 'sign-up', signUp: signUpBody({ username: 'has space' }) },
        400,
        messages.usernameCharacters,
      ],
      [
        { email: 'a@example.com', intent: 'sign-up', signUp: signUpBody({ username: 'x' }) },
        400,
        messages.usernameLength,
      ],
      [
        { email: 'a@example.com', intent: 'sign-up', signUp: signUpBody({ firstName: '' }) },
        400,
        messages.signUpFieldsRequired,
      ],
      [
        { email: 'a@example.com', intent: 'sign-up', signUp: signUpBody({ lastName: 'x'.repeat(10_000) }) },
        400,
        '',
      ],
      [{ email: 'a@example.com', intent: 'sign-up' }, 400, messages.usernameRequired],
      [{ email: 'a@example.com', intent: 'sign-up', signUp: signUpBody({ acceptTerms: false }) }, 400, ''],
      [undefined, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(ctx.app, '/api/v1/auth/code', payload);
      expect(response.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBe(status);
      if (message) expect(response.json().error.message).toBe(message);
    }
    expect((await ctx.database.db.select().from(users)).length).toBe(before);
  });

  it('needs the sign-up details to create an account at verification', async () => {
    const { email, username } = fresh();
    await post(ctx.app, '/api/v1/auth/code', { email, intent: 'sign-up', signUp: signUpBody({ username }) });
    const code = await latestCode(ctx.app, email);
    const response = await post(ctx.app, '/api/v1/auth/verify', { email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Username is required for new accounts');
    const ok = await post(ctx.app, '/api/v1/auth/verify', { email, code, signUp: signUpBody({ username }) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('keeps an HttpOnly, SameSite=Lax browser-session cookie and stores only the token hash', async () => {
    const { email, username } = fresh();
    const { cookie, response } = await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Max-Age');
    const token = cookie.split('=')[1]!;
    const stored = await ctx.database.db.select({ token: sessions.token }).from(sessions);
    expect(stored.some((row) => row.token === token)).toBe(false);
    expect((await session(cookie)).json().user.email).toBe(email);
  });

  it('ends a browser session after 24 hours at most', async () => {
    const { email, username } = fresh();
    const { cookie } = await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    clock.advance(23 * 60 * 60 * 1000);
    expect((await session(cookie)).json().user).not.toBeNull();
    clock.advance(2 * 60 * 60 * 1000);
    expect((await session(cookie)).json().user).toBeNull();
  });

  it("keeps a 'Keep me logged in' session 30 days, sliding", async () => {
    const { email, username } = fresh();
    const { cookie, response } = await signInAs(ctx.app, email, {
      signUp: signUpBody({ username }),
      stayLoggedIn: true,
    });
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=2592000');
    clock.advance(20 * 24 * 60 * 60 * 1000);
    const slid = await session(cookie);
    expect(slid.json().user.email).toBe(email);
    expect(String(slid.headers['set-cookie'])).toContain('Max-Age=2592000');
    clock.advance(20 * 24 * 60 * 60 * 1000);
    expect((await session(cookie)).json().user.email).toBe(email);
    clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await session(cookie)).json().user).toBeNull();
  });

  it('fails at once after sign-out, and when the user is deleted', async () => {
    const first = fresh();
    const { cookie } = await signInAs(ctx.app, first.email, {
      signUp: signUpBody({ username: first.username }),
    });
    const out = await post(ctx.app, '/api/v1/auth/sign-out', {}, { cookie });
    expect(out.json()).toEqual({ ok: true });
    expect((await session(cookie)).json().user).toBeNull();

    const second = fresh();
    const other = await signInAs(ctx.app, second.email, {
      signUp: signUpBody({ username: second.username }),
    });
    await ctx.database.db.delete(users).where(eq(users.email, second.email));
    expect((await session(other.cookie)).json().user).toBeNull();
  });

  it("ends every one of the person's sessions with scope=global, and no one else's", async () => {
    const first = fresh();
    const phone = await signInAs(ctx.app, first.email, { signUp: signUpBody({ username: first.username }) });
    clock.advance(2 * 60 * 1000);
    const laptop = await signInAs(ctx.app, first.email, { stayLoggedIn: true });
    const second = fresh();
    const other = await signInAs(ctx.app, second.email, {
      signUp: signUpBody({ username: second.username }),
    });

    const out = await post(ctx.app, '/api/v1/auth/sign-out?scope=global', {}, { cookie: phone.cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await session(phone.cookie)).json().user).toBeNull();
    expect((await session(laptop.cookie)).json().user).toBeNull();
    expect((await session(other.cookie)).json().user.email).toBe(second.email);
  });

  it('ends only the one session without a scope or with scope=local', async () => {
    const { email, username } = fresh();
    const phone = await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    clock.advance(2 * 60 * 1000);
    const laptop = await signInAs(ctx.app, email);
    clock.advance(2 * 60 * 1000);
    const tablet = await signInAs(ctx.app, email);

    await post(ctx.app, '/api/v1/auth/sign-out', {}, { cookie: phone.cookie });
    await post(ctx.app, '/api/v1/auth/sign-out?scope=local', {}, { cookie: laptop.cookie });
    expect((await session(phone.cookie)).json().user).toBeNull();
    expect((await session(laptop.cookie)).json().user).toBeNull();
    expect((await session(tablet.cookie)).json().user.email).toBe(email);
  });

  it('answers a global sign-out without a live session with 200 and ends nothing', async () => {
    const { email, username } = fresh();
    const { cookie } = await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    const before = await ctx.database.db.select({ id: sessions.id }).from(sessions);

    const cookies: Record<string, string>[] = [
      {},
      { cookie: 'ilii_session=not-a-token' },
      { cookie: 'ilii_session=' },
    ];
    for (const headers of cookies) {
      const out = await post(ctx.app, '/api/v1/auth/sign-out?scope=global', {}, headers);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ ok: true });
    }
    expect(await ctx.database.db.select({ id: sessions.id }).from(sessions)).toHaveLength(before.length);
    expect((await session(cookie)).json().user.email).toBe(email);
  });

  it('does not let an expired session sign its person out elsewhere', async () => {
    const { email, username } = fresh();
    const old = await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    clock.advance(25 * 60 * 60 * 1000);
    const current = await signInAs(ctx.app, email);
    await post(ctx.app, '/api/v1/auth/sign-out?scope=global', {}, { cookie: old.cookie });
    expect((await session(current.cookie)).json().user.email).toBe(email);
  });

  it('refuses a scope other than local or global and signs no one out', async () => {
    const { email, username } = fresh();
    const { cookie } = await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    const queries = [
      'scope=GLOBAL',
      'scope=everyone',
      'scope=',
      'scope=global&scope=local',
      'scope=global&scope=global',
    ];
    for (const query of queries) {
      const out = await post(ctx.app, `/api/v1/auth/sign-out?${query}`, {}, { cookie });
      expect(out.statusCode, query).toBe(400);
      expect(out.json().error.code, query).toBe('VALIDATION');
    }
    expect((await session(cookie)).json().user.email).toBe(email);
  });

  it('refuses a cookie-carrying write from a foreign origin', async () => {
    const { email, username } = fresh();
    const { cookie } = await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    for (const url of ['/api/v1/auth/sign-out', '/api/v1/auth/sign-out?scope=global']) {
      const foreign = await ctx.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(foreign.statusCode, url).toBe(403);
    }
    expect((await session(cookie)).json().user.email).toBe(email);
  });

  it('records the sign-in address and time', async () => {
    const { email, username } = fresh();
    await signInAs(ctx.app, email, { signUp: signUpBody({ username }), ip: '203.0.113.9' });
    const rows = await ctx.database.db
      .select({ ip: signIns.ipAddress, at: signIns.createdAt })
      .from(signIns)
      .innerJoin(users, eq(users.id, signIns.userId))
      .where(eq(users.email, email));
    expect(rows).toEqual([{ ip: '203.0.113.9', at: expect.any(Date) }]);
  });

  it('tells the client about the admin role', async () => {
    const { email, username } = fresh();
    const { cookie } = await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    await applyAdminEmails(ctx.database.db, [email]);
    expect((await session(cookie)).json().user.isAdmin).toBe(true);
  });
});

describe('company applications', () => {
  it('creates the typed company with a slug and a pending membership', async () => {
    const { email, username } = fresh();
    const signUp = signUpBody({
      username,
      company: { companyName: 'Acme Rockets!', title: 'Product lead', phoneNumber: '+1 555 0100' },
    });
    const { response } = await signInAs(ctx.app, email, { signUp });
    expect(response.json().message).toBe(
      "Company account application submitted! You'll be notified once it's reviewed.",
    );
    expect(response.json().user.membership).toMatchObject({
      status: 'pending',
      title: 'Product lead',
      company: { name: 'Acme Rockets!', slug: 'acme-rockets' },
    });
  });

  it('applies to an existing company by id and never duplicates one typed again', async () => {
    const [existing] = await ctx.database.db
      .insert(companies)
      .values({ name: 'About', slug: 'about-2' })
      .returning();
    const a = fresh();
    await signInAs(ctx.app, a.email, {
      signUp: signUpBody({
        username: a.username,
        company: { companyId: existing!.id, title: 'CTO', phoneNumber: '555' },
      }),
    });
    const b = fresh();
    const { response } = await signInAs(ctx.app, b.email, {
      signUp: signUpBody({
        username: b.username,
        company: { companyName: 'about', title: 'PM', phoneNumber: '555' },
      }),
    });
    expect(response.json().user.membership.company.id).toBe(existing!.id);
    const members = await ctx.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, existing!.id));
    expect(members.map((m) => m.status)).toEqual(['pending', 'pending']);
  });

  it("shows the person's approved membership first, else their newest application", async () => {
    const { email, username } = fresh();
    const { cookie } = await signInAs(ctx.app, email, { signUp: signUpBody({ username }) });
    const { db } = ctx.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const made = await db
      .insert(companies)
      .values([
        { name: 'Older Pending', slug: `older-pending-${username}` },
        { name: 'Newer Rejected', slug: `newer-rejected-${username}` },
        { name: 'Oldest Approved', slug: `oldest-approved-${username}` },
      ])
      .returning();
    const member = (index: number, status: 'pending' | 'rejected' | 'approved', appliedAt: string) => ({
      userId: user!.id,
      companyId: made[index]!.id,
      title: `Title ${index}`,
      phoneNumber: '555',
      status,
      appliedAt: new Date(appliedAt),
    });
    await db
      .insert(companyMembers)
      .values([member(0, 'pending', '2026-01-02T00:00:00Z'), member(1, 'rejected', '2026-01-03T00:00:00Z')]);
    expect((await session(cookie)).json().user.membership).toMatchObject({
      status: 'rejected',
      title: 'Title 1',
      company: { id: made[1]!.id, name: 'Newer Rejected', slug: `newer-rejected-${username}` },
    });
    await db.insert(companyMembers).values(member(2, 'approved', '2026-01-01T00:00:00Z'));
    // Written here, not by a service: announced as the admin's review would (the session cache).
    await ctx.app.live.publishSessions({ kind: 'user-changed', userId: user!.id });
    const { membership } = (await session(cookie)).json().user;
    expect(membership).toEqual({
      id: expect.any(String),
      status: 'approved',
      title: 'Title 2',
      company: { id: made[2]!.id, name: 'Oldest Approved', slug: `oldest-approved-${username}` },
    });
  });

  it('gives a new company a free slug that is never a route name', async () => {
    const { email, username } = fresh();
    const { response } = await signInAs(ctx.app, email, {
      signUp: signUpBody({ username, company: { companyName: 'Admin', title: 'Owner', phoneNumber: '555' } }),
    });
    expect(response.json().user.membership.company.slug).toBe('admin-2');
  });

  it('needs a title, a phone number and a company', async () => {
    const { email, username } = fresh();
    const noPhone = await post(ctx.app, '/api/v1/auth/code', {
      email,
      intent: 'sign-up',
      signUp: signUpBody({ username, company: { companyName: 'Acme', title: 'PM', phoneNumber: '' } }),
    });
    expect(noPhone.json().error.message).toBe('Title and phone number are required for company sign up');
    const noCompany = await post(ctx.app, '/api/v1/auth/code', {
      email,
      intent: 'sign-up',
      signUp: signUpBody({ username, company: { title: 'PM', phoneNumber: '555' } }),
    });
    expect(noCompany.json().error.message).toBe('Please select a company');
    const unknown = await post(ctx.app, '/api/v1/auth/code', {
      email,
      intent: 'sign-up',
      signUp: signUpBody({
        username,
        company: { companyId: '00000000-0000-4000-8000-000000000000', title: 'PM', phoneNumber: '555' },
      }),
    });
    expect(unknown.json().error.message).toBe('Please select a company');
  });
});

describe('companies list', () => {
  it('lists companies by name and finds them by part of the name', async () => {
    const all = (await ctx.app.inject('/api/v1/companies')).json() as { name: string }[];
    expect(all.map((c) => c.name)).toEqual([...all.map((c) => c.name)].sort((a, b) => (a < b ? -1 : 1)));
    const found = (await ctx.app.inject('/api/v1/companies?search=rock')).json();
    expect(found).toEqual([{ id: expect.any(String), name: 'Acme Rockets!', slug: 'acme-rockets' }]);
    expect((await ctx.app.inject('/api/v1/companies?search=%25')).json()).toEqual([]);
  });
});
