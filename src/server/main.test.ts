import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';

const root = path.resolve(import.meta.dirname, '../..');
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm start` as a user runs it, minus the web build, with its output collected. */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ilii-main-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--no-web-build'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir, ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('npm start', () => {
  it('refuses a public address with no SMTP and says how to fix it', async () => {
    const server = start({ PUBLIC_URL: 'https://ilii.example', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(
      /^ilii: Invalid configuration: PUBLIC_URL is https:\/\/ilii\.example/,
    );
    expect(server.output().stderr).toContain('DEV_MAILBOX=public');
  });

  it('refuses more than one worker on the embedded database, in one line', async () => {
    const server = start({ WEB_CONCURRENCY: '2', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toBe(
      'ilii: WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded PGlite serves one process.\n',
    );
    expect(server.output().stdout).toBe('');
  });

  it('says the dev mailbox is for this machine only, logs JSON into a pipe, and serves it locally', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    await expect.poll(() => server.output().stdout, { timeout: 30_000 }).toContain('ilii is ready');
    const line = server
      .output()
      .stdout.split('\n')
      .find((text) => text.includes('ilii is ready'))!;
    expect(JSON.parse(line).msg).toBe(
      `ilii is ready at http://localhost:${port} (data: PGlite in ${dataDirs.at(-1)}; mail: the dev mailbox at /dev/mailbox, for this machine only)`,
    );
    const mailbox = await fetch(`http://127.0.0.1:${port}/dev/mailbox.json`);
    expect(mailbox.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});

describe('logs', () => {
  it('are readable lines at a terminal and JSON elsewhere, always JSON in production', () => {
    const capture = (isTTY: boolean, nodeEnv: 'development' | 'production') => {
      const output = Object.assign(new PassThrough(), { isTTY });
      let text = '';
      output.on('data', (chunk) => (text += chunk));
      createLogger({ NODE_ENV: nodeEnv }, output).info('hello there');
      return () => text;
    };
    const terminal = capture(true, 'development');
    const pipe = capture(false, 'development');
    const production = capture(true, 'production');
    return expect
      .poll(() => [terminal(), pipe(), production()].every(Boolean))
      .toBe(true)
      .then(() => {
        expect(terminal()).toContain('hello there');
        expect(() => JSON.parse(terminal())).toThrow();
        expect(JSON.parse(pipe()).msg).toBe('hello there');
        expect(JSON.parse(production()).msg).toBe('hello there');
      });
  });
});
