import type { ServerProcess } from './server-process';

/** A person signed in over HTTP: the session cookie is all a client keeps. */
export interface Person {
  email: string;
  cookie: string;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * One call over the network, answered only once its whole body has arrived (a body cut short by
 * a dying server throws, like no answer at all). Writes carry the server's own Origin.
 */
export async function call<T = unknown>(
  server: ServerProcess,
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (method === 'POST') {
    headers.origin = server.origin;
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** An answer arrived, and it is not the one expected (unlike a connection cut off by a crash). */
export class UnexpectedAnswer extends Error {}

/** The body of a 2xx answer; anything else throws with what the server said. */
export async function expectOk<T>(answer: Promise<Answer<T>>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new UnexpectedAnswer(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs a new person up the way the web app does: ask for a code, read the dev mailbox, verify. */
export async function signUpOverHttp(server: ServerProcess, name: string): Promise<Person> {
  const email = `${name}@example.com`;
  const signUp = { firstName: 'Crash', lastName: name, username: name, acceptTerms: true };
  await expectOk(
    call(server, 'POST', '/api/v1/auth/code', { body: { email, intent: 'sign-up', signUp } }),
    'code',
  );
  const mails = await expectOk(
    call<{ to: string; text: string }[]>(server, 'GET', '/dev/mailbox.json'),
    'mailbox',
  );
  const code = mails.find((mail) => mail.to === email)?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  const response = await fetch(`${server.baseUrl}/api/v1/auth/verify`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, code, stayLoggedIn: true, signUp }),
  });
  if (!response.ok) throw new Error(`verify: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('ilii_session='));
  if (!cookie) throw new Error('no session cookie');
  return { email, cookie };
}
