import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { latestCode, origin, post, signInAs, signUpBody } from '../../test/auth-helpers';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';

let ctx: TestApp;
let people = 0;
const clock = testClock();
/** Past the one-code-a-minute limit of an address (shared with sign-in codes). */
const aMinuteLater = () => clock.advance(61_000);

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());

async function signUp() {
  const name = `mover${++people}`;
  const email = `${name}@example.com`;
  const { cookie } = await signInAs(ctx.app, email, { signUp: signUpBody({ username: name }) });
  return { cookie, email, name };
}

const mailbox = async () => ctx.app.mailer.mailbox!.list();
const askChange = (cookie: string, email: string) =>
  post(ctx.app, '/api/v1/account/email', { email }, { cookie });
const verify = (cookie: string, code: string) =>
  post(ctx.app, '/api/v1/account/email/verify', { code }, { cookie });
const sendSignInCode = (email: string) => post(ctx.app, '/api/v1/auth/code', { email, intent: 'sign-in' });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('changing the e-mail address', () => {
  it('mails the code to the new address only, as text and HTML with why it was sent', async () => {
    const person = await signUp();
    const before = (await mailbox()).length;
    const response = await askChange(person.cookie, 'moved1@example.com');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      pendingEmail: 'moved1@example.com',
      message: messages.emailChangeCodeSent('moved1@example.com'),
    });
    const sent = (await mailbox()).slice(0, (await mailbox()).length - before);
    expect(sent.map((mail) => mail.to)).toEqual(['moved1@example.com']);
    const [mail] = sent;
    const code = await latestCode(ctx.app, 'moved1@example.com');
    expect(mail!.subject).toBe(messages.emailChangeCodeSubject(code));
    expect(mail!.text).toContain(messages.emailChangeCodeText(code));
    expect(mail!.text).toContain(messages.codeMailWhy);
    expect(mail!.html).toContain(code);
    expect(
      (await ctx.app.inject({ url: '/api/v1/account/email', headers: { cookie: person.cookie } })).json(),
    ).toEqual({
      pendingEmail: 'moved1@example.com',
    });
  });

  it('keeps the old address signing in until the new one is confirmed, then only the new one', async () => {
    const person = await signUp();
    expect((await askChange(person.cookie, 'moved2@example.com')).statusCode).toBe(200);
    const code = await latestCode(ctx.app, 'moved2@example.com');
    // Before: the old address signs in, the new one names nobody.
    aMinuteLater();
    await signInAs(ctx.app, person.email, { ip: '10.1.1.1' });
    expect((await sendSignInCode('moved2@example.com')).statusCode).toBe(404);

    const confirmed = await verify(person.cookie, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: messages.emailChanged('moved2@example.com'),
      user: { email: 'moved2@example.com', username: person.name },
    });
    const session = (
      await ctx.app.inject({ url: '/api/v1/auth/session', headers: { cookie: person.cookie } })
    ).json();
    expect(session.user.email).toBe('moved2@example.com');
    const old = await sendSignInCode(person.email);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.message).toBe(messages.emailNotRegistered);
    await signInAs(ctx.app, 'moved2@example.com', { ip: '10.1.1.2' });
    // The code worked once.
    expect((await verify(person.cookie, code)).json().error.message).toBe(messages.noEmailChangePending);
  });

  it("refuses an address that has an account, in sign-up's words, and one's own address", async () => {
    const person = await signUp();
    const other = await signUp();
    const taken = await askChange(person.cookie, other.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email).toBe(messages.emailAlreadyRegistered);
    const same = await askChange(person.cookie, person.email);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.email).toBe(messages.emailUnchanged);
    const invalid = await askChange(person.cookie, 'name<x@example.com>');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.email).toBe(messages.emailInvalid);
  });

  it('answers a wrong code, then too many tries, in the sign-in words', async () => {
    const person = await signUp();
    expect((await askChange(person.cookie, 'moved3@example.com')).statusCode).toBe(200);
    const code = await latestCode(ctx.app, 'moved3@example.com');
    const wrong = await verify(person.cookie, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe(messages.codeInvalidOrExpired);
    for (let i = 0; i < 4; i++) await verify(person.cookie, wrongCode(code));
    const tooMany = await verify(person.cookie, code);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.message).toBe(messages.tooManyAttempts);
    expect((await verify(person.cookie, 'abc')).json().error.fields.code).toBe(messages.codeFormatInvalid);
  });

  it('limits codes as sign-in does: one a minute per address', async () => {
    const person = await signUp();
    expect((await askChange(person.cookie, 'moved4@example.com')).statusCode).toBe(200);
    const again = await askChange(person.cookie, 'moved4@example.com');
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
  });

  it('answers 409, not 500, when someone signs up with the new address before it is confirmed', async () => {
    const person = await signUp();
    expect((await askChange(person.cookie, 'contested@example.com')).statusCode).toBe(200);
    const code = await latestCode(ctx.app, 'contested@example.com');
    aMinuteLater();
    await signInAs(ctx.app, 'contested@example.com', {
      signUp: signUpBody({ username: 'contested' }),
      ip: '10.1.1.3',
    });
    const confirmed = await verify(person.cookie, code);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error.message).toBe(messages.emailAlreadyRegistered);
    const session = (
      await ctx.app.inject({ url: '/api/v1/auth/session', headers: { cookie: person.cookie } })
    ).json();
    expect(session.user.email).toBe(person.email);
  });

  it('asks a signed-out caller to sign in', async () => {
    expect((await post(ctx.app, '/api/v1/account/email', { email: 'x@example.com' })).statusCode).toBe(401);
    expect((await post(ctx.app, '/api/v1/account/email/verify', { code: '123456' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/account/email', headers: { origin } })).statusCode).toBe(
      401,
    );
  });
});
