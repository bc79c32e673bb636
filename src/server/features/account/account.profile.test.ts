import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { origin, signInAs, signUpBody } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let ctx: TestApp;
let people = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

async function signUp() {
  const name = `profile${++people}`;
  const { cookie } = await signInAs(ctx.app, `${name}@example.com`, {
    signUp: signUpBody({ username: name }),
  });
  return { cookie, username: name };
}

const patchProfile = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/account/profile', payload, headers: { cookie, origin } });

const session = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).json().user;

describe('PATCH /api/v1/account/profile', () => {
  it('asks a signed-out caller to sign in', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/profile',
      payload: { firstName: 'Ada' },
      headers: { origin },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(messages.authenticationRequired);
  });

  it("refuses what sign-up refuses, in sign-up's words, per field", async () => {
    const { cookie } = await signUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'x' }, 'username', messages.usernameLength],
      [{ username: 'a'.repeat(51) }, 'username', messages.usernameLength],
      [{ username: 'no spaces' }, 'username', messages.usernameCharacters],
      [{ firstName: '   ' }, 'firstName', messages.fieldRequired],
      [{ lastName: '' }, 'lastName', messages.fieldRequired],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patchProfile(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    const empty = await patchProfile(cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(messages.profileUnchanged);
    expect((await patchProfile(cookie, { email: 'x@example.com' })).statusCode).toBe(400);
  });

  it('changes username and names; the display name and the session follow at once', async () => {
    const { cookie } = await signUp();
    const response = await patchProfile(cookie, {
      username: 'Ada.Byron',
      firstName: 'Ada',
      lastName: 'Byron',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.profileSaved,
      user: { username: 'Ada.Byron', firstName: 'Ada', lastName: 'Byron', displayName: 'Ada Byron' },
    });
    expect(await session(cookie)).toMatchObject({ username: 'Ada.Byron', displayName: 'Ada Byron' });
    // One field alone keeps the others.
    expect((await patchProfile(cookie, { lastName: 'Lovelace' })).json().user).toMatchObject({
      username: 'Ada.Byron',
      displayName: 'Ada Lovelace',
    });
    // Another spelling of one's own username is not a clash.
    expect((await patchProfile(cookie, { username: 'ada.byron' })).statusCode).toBe(200);
  });

  it('refuses a username someone has, whatever its case', async () => {
    const taken = await signUp();
    const { cookie } = await signUp();
    const response = await patchProfile(cookie, { username: taken.username.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      message: messages.usernameTaken,
      fields: { username: messages.usernameTaken },
    });
  });

  it('gives a username two people ask for at once to one of them; the other hears it is taken', async () => {
    const first = await signUp();
    const second = await signUp();
    const answers = await Promise.all(
      [first, second].map((person) => patchProfile(person.cookie, { username: 'wanted.name' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.message).toBe(
      messages.usernameTaken,
    );
  });

  it('takes twenty changes an hour', async () => {
    const { cookie } = await signUp();
    for (let i = 0; i < 20; i++)
      expect((await patchProfile(cookie, { firstName: `Ada${i}` })).statusCode).toBe(200);
    const refused = await patchProfile(cookie, { firstName: 'Again' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(messages.accountLimitReached(3600));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
