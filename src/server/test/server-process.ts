import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { raisedWriteLimits } from './raised-limits';

/** The real server (`src/server/main.ts`) in a child process of its own, on its own port. */
export interface ServerProcess {
  baseUrl: string;
  /** What a browser on this server would send as `Origin` (the default PUBLIC_URL). */
  origin: string;
  child: ChildProcess;
  /** Resolves once the process has exited, however it ended, and its output is all read. */
  exited: Promise<void>;
  /** Its stdout and stderr, for failure messages. */
  output(): string;
  /** Everything it has written to stdout and stderr so far. */
  fullOutput(): string;
}

// exit-with-parent: a server whose test process is gone (timeout, Ctrl-C) ends too.
const preload = ['--import', 'tsx', '--import', path.join(import.meta.dirname, 'exit-with-parent.ts')];
const running = new Set<ServerProcess>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Where its data is, and any other variables (WEB_CONCURRENCY, NODE_ENV for info logs). */
type ServerData = { dataDir: string; databaseUrl?: string; env?: Record<string, string> };

class PortTakenError extends Error {}

/**
 * Starts the server on the given data (DATA_DIR, or DATABASE_URL) and waits for /readyz. A port
 * another process took between our probe and the server's listen is tried again with a new one.
 */
export async function startServer(data: ServerData): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(data, await freePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

/** `node --import tsx` keeps the server one process (no npx or tsx parent): a signal reaches it. */
async function startOnPort(data: ServerData, port: number): Promise<ServerProcess> {
  const lines: string[] = [];
  const child = spawn(process.execPath, [...preload, 'src/server/main.ts', '--no-web-build'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      PUBLIC_URL: '',
      SMTP_URL: '',
      ADMIN_EMAILS: '',
      ILII_LLM_URL: '',
      ILII_EMBEDDINGS_URL: '',
      // The test signs several people in from one address, who write as much as it needs.
      AUTH_IP_SEND_LIMIT: '1000',
      AUTH_IP_VERIFY_LIMIT: '1000',
      ...raisedWriteLimits,
      // One process unless the test asks for workers, whatever the shell running the tests says.
      WEB_CONCURRENCY: '1',
      ...data.env,
    },
    // stdin is the pipe exit-with-parent watches; nothing is written to it.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => lines.push(String(chunk)));
  child.stderr!.on('data', (chunk) => lines.push(String(chunk)));
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    origin: `http://localhost:${port}`,
    child,
    exited: once(child, 'close')
      .catch(() => {})
      .then(() => {
        running.delete(server);
      }),
    output: () => lines.join('').slice(-4000),
    fullOutput: () => lines.join(''),
  };
  running.add(server);
  await waitForReady(server);
  return server;
}

async function waitForReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(server)) {
      await server.exited;
      const message = `the server exited before it was ready (code ${server.child.exitCode}):\n${server.output()}`;
      throw server.output().includes('is already in use') ? new PortTakenError(message) : new Error(message);
    }
    const isReady = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return;
    await sleep(100);
  }
  await killServer(server);
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s:\n${server.output()}`);
}

function isRunning(server: ServerProcess): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/** kill -9, and wait until the process is gone (the embedded database allows one process at a time). */
async function killServer(server: ServerProcess): Promise<void> {
  if (isRunning(server)) server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM (the server closes its database and releases the data directory); exit code 0 expected. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (!isRunning(server)) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
  return server.child.exitCode;
}

/** Every server still running: afterAll's last resort, so that none outlives the test. */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map(killServer));
}
