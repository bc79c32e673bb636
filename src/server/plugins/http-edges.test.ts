import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { messages } from '../../shared/messages';
import { signInAs, signUpBody } from '../test/auth-helpers';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';

/**
 * What reaches the server over a real socket, before or around any route: Node's and Fastify's own
 * refusals in the API's error shape, slow senders, and where a request came from.
 */
let ctx: TestApp;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ requestTimeoutMs: 800, config: testConfig({ AUTH_IP_CHECK_LIMIT: '5' }) });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(async () => ctx.close());

/** Writes raw bytes, then reads the answer's status line and body until the server closes. */
function raw(text: string | ((socket: import('node:net').Socket) => void)) {
  return new Promise<{ status: number; body: string; elapsedMs: number }>((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => {
      if (typeof text === 'string') socket.write(text);
      else text(socket);
    });
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        body: rest.join('\r\n\r\n'),
        elapsedMs: Date.now() - started,
      });
    });
  });
}

const errorOf = (body: string) => JSON.parse(body).error as { code: string; message: string };

describe('refusals before any route, in the error shape with their own status', () => {
  it('431 for headers over the limit, and for an address as long', async () => {
    for (const request of [
      `GET /api/v1/catalog HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /api/v1/requests?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const answer = await raw(request);
      expect(answer.status).toBe(431);
      expect(errorOf(answer.body).code).toBe('HEADERS_TOO_LARGE');
    }
  });

  it('400 for bytes that are not HTTP, or an address the router cannot decode', async () => {
    const garbage = await raw('GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(errorOf(garbage.body).code).toBe('VALIDATION');
    const badUrl = await raw(
      'GET /api/v1/requests/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(badUrl.status).toBe(400);
    expect(errorOf(badUrl.body).code).toBe('VALIDATION');
  });

  it('413 for a body over the limit and 415 for a body that is not JSON', async () => {
    const large = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email-availability',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(1_100_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/email-availability',
        headers: { 'content-type': type },
        payload: 'email=a@b.c',
      });
      expect(other.statusCode, type).toBe(415);
      expect(other.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('426 for the live address asked without a WebSocket upgrade, 404 in the shape elsewhere', async () => {
    const plain = await ctx.app.inject('/api/v1/live');
    expect(plain.statusCode).toBe(426);
    expect(plain.json().error.code).toBe('UPGRADE_REQUIRED');
    const missing = await ctx.app.inject({ method: 'PUT', url: '/api/v1/catalog' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});

describe('slow senders', () => {
  it('are cut off with a 408 when a body trickles in a byte at a time', async () => {
    const answer = await raw((socket) => {
      socket.write(
        'POST /api/v1/auth/email-availability HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      );
      const drip = setInterval(() => (socket.writable ? socket.write('{') : clearInterval(drip)), 100);
      socket.on('close', () => clearInterval(drip));
    });
    expect(answer.status).toBe(408);
    expect(errorOf(answer.body).code).toBe('REQUEST_TIMEOUT');
    expect(answer.elapsedMs).toBeLessThan(10_000);
  });

  it('and so are headers that never end', async () => {
    const answer = await raw((socket) => {
      socket.write('GET /api/v1/catalog HTTP/1.1\r\nHost: x\r\n');
      const drip = setInterval(
        () => (socket.writable ? socket.write('X-A: b\r\n') : clearInterval(drip)),
        100,
      );
      socket.on('close', () => clearInterval(drip));
    });
    expect(answer.status).toBe(408);
  });
});

describe('where a request comes from', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signInAs(ctx.app, 'origin@example.com', { signUp: signUpBody({ username: 'origin' }) }))
      .cookie;
  });

  /** A vote on a request that does not exist: 404 once allowed through, 403 when refused. */
  const write = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/requests/00000000-0000-4000-8000-000000000000/vote',
      payload: { voted: true },
      headers: { cookie, ...headers },
    });

  it('refuses a cookie-carrying write that a browser says came from another site, even without an Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const refused = await write({ 'sec-fetch-site': site });
      expect(refused.statusCode, site).toBe(403);
      expect(refused.json().error.message).toBe(messages.requestFromAnotherSite);
    }
    expect((await write({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await write({ origin: 'null' })).statusCode).toBe(403);
    const allowedHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
      { origin: 'http://localhost:3000' },
    ];
    for (const allowed of allowedHeaders) {
      expect((await write(allowed)).statusCode, JSON.stringify(allowed)).toBe(404);
    }
  });

  it('lets only this site, or a client that is not a browser, open the live socket', async () => {
    const open = (headers: Record<string, string>) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live`, { headers });
        socket.on('message', (data) => {
          resolve(JSON.parse(String(data)).type);
          socket.close();
        });
        socket.on('unexpected-response', (_request, response) => resolve(`http ${response.statusCode}`));
        socket.on('error', () => resolve('error'));
      });
    expect(await open({ origin: 'https://evil.example' })).toBe('http 403');
    expect(await open({})).toBe('ready');
    expect(await open({ origin: 'http://localhost:3000' })).toBe('ready');
    expect(await open({ origin: `http://127.0.0.1:${port}` })).toBe('ready');
  });
});

describe('availability checks', () => {
  it('allow an address AUTH_IP_CHECK_LIMIT checks in five minutes, e-mail and username together', async () => {
    const check = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.7' });
    for (let n = 0; n < 3; n++) {
      expect(
        (await check('/api/v1/auth/email-availability', { email: `p${n}@example.com` })).statusCode,
      ).toBe(200);
    }
    for (let n = 0; n < 2; n++) {
      expect((await check('/api/v1/auth/username-availability', { username: `p${n}` })).statusCode).toBe(200);
    }
    const refused = await check('/api/v1/auth/email-availability', { email: 'p9@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(
      /^Too many checks from your network\. Please wait \d+ seconds/,
    );
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email-availability',
      payload: { email: 'p9@example.com' },
      remoteAddress: '198.51.100.8',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
