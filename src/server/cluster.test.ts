import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFrom, dropDatabase } from './test/postgres-databases';
import { killAllServers, type ServerProcess, startServer, stopServer } from './test/server-process';

/*
 * WEB_CONCURRENCY=2 on PostgreSQL: the real `npm start` (src/server/main.ts) as a primary and two
 * workers on one port. Which worker answered is read from the request log lines (JSON in a pipe,
 * each with its process's pid), so that no answer has to name a process. The PGlite refusal is in
 * main.test.ts; the live socket across processes in plugins/live.test.ts.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const data: { dataDir: string; databaseUrl?: string } = { dataDir: '' };

beforeAll(async () => {
  data.dataDir = await mkdtemp(path.join(os.tmpdir(), 'ilii-cluster-'));
  // template1: an empty database, so the primary runs every migration before the workers start.
  if (postgresUrl) data.databaseUrl = await createDatabaseFrom(postgresUrl, 'template1');
});

afterAll(async () => {
  await killAllServers();
  await rm(data.dataDir, { recursive: true, force: true });
  if (postgresUrl && data.databaseUrl) {
    await dropDatabase(postgresUrl, new URL(data.databaseUrl).pathname.slice(1));
  }
});

/** The server's JSON log lines (stdout is a pipe); other output (stderr) is left out. */
function logLines(server: ServerProcess): { pid: number; msg: string }[] {
  return server
    .fullOutput()
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { pid: number; msg: string }];
      } catch {
        return [];
      }
    });
}

/** Pids of the workers the primary said are listening, in order (replacements included). */
const listeningPids = (server: ServerProcess) =>
  logLines(server).flatMap(({ msg }) => {
    const match = /^worker (\d+) is listening$/.exec(msg);
    return match ? [Number(match[1])] : [];
  });

/** Pids that answered requests to `url`, from the request log. */
const answeredBy = (server: ServerProcess, url: string) =>
  new Set(
    logLines(server)
      .filter((line) => line.msg === 'request completed' && (line as { url?: string }).url === url)
      .map((line) => line.pid),
  );

interface Reply {
  status: number;
  body: string;
  cookies: string[];
}

/** A request on a connection of its own: the primary hands each new connection to the next worker. */
function send(
  server: ServerProcess,
  method: 'GET' | 'POST',
  urlPath: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Reply> {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  if (method === 'POST')
    Object.assign(headers, { origin: server.origin, 'content-type': 'application/json' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.baseUrl}${urlPath}`,
      { method, headers, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, cookies: response.headers['set-cookie'] ?? [] }),
        );
      },
    );
    request.on('error', reject);
    request.end(method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined);
  });
}

const get = (server: ServerProcess, urlPath: string, cookie?: string) =>
  send(server, 'GET', urlPath, { cookie });

/** Asks for a code, reads it in every worker's mailbox, and verifies it on one worker or the other. */
async function signUpAcrossWorkers(server: ServerProcess) {
  const email = 'cluster@example.com';
  const signUp = { firstName: 'Clu', lastName: 'Ster', username: 'cluster', acceptTerms: true };
  const asked = await send(server, 'POST', '/api/v1/auth/code', {
    body: { email, intent: 'sign-up', signUp },
  });
  expect(asked.status, asked.body).toBe(200);
  let code = '';
  for (let n = 0; n < 4; n++) {
    const mailbox = await get(server, '/dev/mailbox.json');
    expect(mailbox.status).toBe(200);
    const mails = JSON.parse(mailbox.body) as { to: string; text: string }[];
    code = mails.find((mail) => mail.to === email)?.text.match(/\b\d{6}\b/)?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }
  const verified = await send(server, 'POST', '/api/v1/auth/verify', {
    body: { email, code, stayLoggedIn: true, signUp },
  });
  expect(verified.status, verified.body).toBe(200);
  const cookie = verified.cookies
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('ilii_session='));
  expect(cookie).toBeDefined();
  return { email, cookie: cookie! };
}

const getStatus = async (server: ServerProcess, urlPath: string) => (await get(server, urlPath)).status;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.runIf(postgresUrl)('WEB_CONCURRENCY=2 on PostgreSQL (runs with TEST_DATABASE_URL)', () => {
  it('serves from both workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const server = await startServer({
      ...data,
      env: { NODE_ENV: 'development', WEB_CONCURRENCY: '2' },
    });
    await expect
      .poll(() => logLines(server).filter(({ msg }) => msg.startsWith('ilii is ready')), { timeout: 60_000 })
      .toHaveLength(1);
    const ready = logLines(server).find(({ msg }) => msg.startsWith('ilii is ready'))!;
    expect(ready.msg).toMatch(
      /^ilii is ready at http:\/\/localhost:\d+ \(2 workers; data: PostgreSQL; mail: /,
    );
    const [first, second] = listeningPids(server);
    expect(listeningPids(server)).toHaveLength(2);
    expect(first).not.toBe(second);
    expect(ready.pid).toBe(server.child.pid);

    // Both workers answer: new connections go to one and the other in turn.
    for (let n = 0; n < 6; n++) expect(await getStatus(server, '/healthz')).toBe(200);
    await expect.poll(() => answeredBy(server, '/healthz')).toEqual(new Set([first, second]));

    // A sign-in code kept in one worker's dev mailbox is in the other's too, and the session it
    // opens is known to both.
    const person = await signUpAcrossWorkers(server);
    await expect.poll(() => answeredBy(server, '/dev/mailbox.json')).toEqual(new Set([first, second]));
    for (let n = 0; n < 4; n++) {
      const session = await get(server, '/api/v1/auth/session', person.cookie);
      expect(JSON.parse(session.body)).toMatchObject({ user: { email: person.email } });
    }
    await expect.poll(() => answeredBy(server, '/api/v1/auth/session')).toEqual(new Set([first, second]));

    process.kill(first!, 'SIGKILL');
    await expect
      .poll(() => logLines(server).map(({ msg }) => msg), { timeout: 10_000 })
      .toContain(`worker ${first} exited unexpectedly (signal SIGKILL); starting another`);
    // The other worker serves meanwhile.
    for (let n = 0; n < 4; n++) expect(await getStatus(server, '/readyz')).toBe(200);
    await expect.poll(() => listeningPids(server), { timeout: 60_000 }).toHaveLength(3);
    const replacement = listeningPids(server)[2]!;
    expect([first, second]).not.toContain(replacement);
    for (let n = 0; n < 6; n++) expect(await getStatus(server, '/api/v1/requests')).toBe(200);
    await expect.poll(() => answeredBy(server, '/api/v1/requests')).toEqual(new Set([second, replacement]));

    expect(await stopServer(server)).toBe(0);
    expect([second, replacement].filter((pid) => isAlive(pid!))).toEqual([]);
    expect(logLines(server).filter(({ msg }) => msg.includes('exited unexpectedly'))).toHaveLength(1);
  }, 120_000);

  it('says once that the port is taken, and exits 1 without starting more workers', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--no-web-build'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'development',
          WEB_CONCURRENCY: '2',
          DATABASE_URL: data.databaseUrl,
          DATA_DIR: data.dataDir,
          PORT: String(port),
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const [code] = (await once(child, 'close')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toBe(`ilii: PORT ${port} is already in use. Set PORT to a free port.\n`);
      expect(stdout).toContain('a worker exited during start-up (code 1)');
      expect(stdout).not.toContain('ilii is ready');
    } finally {
      taken.close();
    }
  }, 60_000);
});
