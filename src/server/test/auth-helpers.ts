import type { FastifyInstance } from 'fastify';

export const origin = 'http://localhost:3000';

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Maya', lastName: 'Lopez', username: 'maya.lopez', acceptTerms: true, ...overrides };
}

/** The newest code mailed to an address, read from the dev mailbox like a person would. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const mails = (await app.inject('/dev/mailbox.json')).json() as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === email);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: { origin, ...headers } });
}

export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'ilii_session');
  if (!cookie) throw new Error('no session cookie');
  return `ilii_session=${cookie.value}`;
}

/** Signs up (or in, for an existing account) through the real endpoints; returns the cookie header. */
export async function signInAs(
  app: FastifyInstance,
  email: string,
  options: { signUp?: Record<string, unknown>; stayLoggedIn?: boolean; ip?: string } = {},
) {
  const remoteAddress = options.ip ?? '10.9.8.7';
  const intent = options.signUp ? 'sign-up' : 'sign-in';
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/code',
    payload: { email, intent, signUp: options.signUp },
    headers: { origin },
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`send code: ${sent.statusCode} ${sent.body}`);
  const code = await latestCode(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify',
    payload: { email, code, stayLoggedIn: options.stayLoggedIn ?? false, signUp: options.signUp },
    headers: { origin },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return { cookie: sessionCookie(verified), response: verified };
}
