import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server started by the bench, in its own process group (npx → tsx → node). */
export interface ChildServer {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  logFile: string;
}

const running = new Set<ChildServer>();

/** A port that was free a moment ago: the OS picks it, the listener is closed before we use it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts `npx tsx <args>` with its output in a log file (a pipe nobody drains would stall the
 * server once full, and reading it here would cost the load generator CPU). `detached` gives the
 * child its own process group, so that stopping it reaches tsx's node grandchild too.
 */
export function startServer(options: {
  name: string;
  args: string[];
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  cwd: string;
}): ChildServer {
  const log = openSync(options.logFile, 'a');
  const child = spawn('npx', ['tsx', ...options.args], {
    // npx finds the project's tsx from the working directory, wherever the bench was started.
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const server = {
    name: options.name,
    baseUrl: `http://127.0.0.1:${options.port}`,
    child,
    logFile: options.logFile,
  };
  running.add(server);
  return server;
}

function logTail(server: ChildServer, lines = 20): string {
  try {
    return readFileSync(server.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `path` until it answers 200; fails early, with the log's tail, if the server exits. */
export async function waitForReady(server: ChildServer, path: string, timeoutMs = 90_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.name} exited before it was ready:\n${logTail(server)}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}${path}`);
      if (response.ok) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${server.name} was not ready after ${timeoutMs / 1000} s:\n${logTail(server)}`);
}

/** Waits until the server's log holds `text` (it is written to a file, not read as it comes). */
export async function waitForLogLine(server: ChildServer, text: string, timeoutMs = 90_000): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.name} exited before it said "${text}":\n${logTail(server)}`);
    }
    if (readFileSync(server.logFile, 'utf8').includes(text)) return;
    await sleep(200);
  }
  throw new Error(`${server.name} did not say "${text}" in ${timeoutMs / 1000} s:\n${logTail(server)}`);
}

/** Sends `signal` to the server's process group (0 only asks whether anyone in it is alive). */
function signalGroup(server: ChildServer, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-server.child.pid!, signal);
    return true;
  } catch {
    return false; // the group is gone
  }
}

/**
 * SIGTERM to the whole group (the app closes its database on it), then SIGKILL after `graceMs`.
 * Waits for the group to be empty, not just for npx: the node grandchild may still be closing
 * PGlite, and its data directory is removed right after.
 */
export async function stopServer(server: ChildServer, graceMs = 10_000): Promise<void> {
  if (!running.delete(server)) return;
  const started = performance.now();
  signalGroup(server, 'SIGTERM');
  while (signalGroup(server, 0)) {
    if (performance.now() - started > graceMs) {
      signalGroup(server, 'SIGKILL');
      await sleep(200);
      return;
    }
    await sleep(100);
  }
}

/** Last resort on exit (also after an uncaught error): synchronous, so it runs in 'exit' handlers. */
export function killAllNow(): void {
  for (const server of running) signalGroup(server, 'SIGKILL');
  running.clear();
}

/**
 * The resident memory of a server, in MiB: the node processes of its process group that run the
 * app (tsx's loader is in their arguments; npx and the tsx command itself are left out), all of a
 * cluster's workers and its primary together. Linux only (/proc); undefined elsewhere.
 */
export function serverRssMib(server: ChildServer): number | undefined {
  const group = server.child.pid;
  if (group === undefined) return undefined;
  let pages = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      // /proc/<pid>/stat: 'pid (comm) state ppid pgrp …'; comm may hold spaces, so split after ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('tsx/dist/loader')) continue;
      // /proc/<pid>/statm: size resident … in pages.
      pages += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
      found = true;
    } catch {
      // The process ended while we looked.
    }
  }
  return found ? (pages * 4096) / 2 ** 20 : undefined;
}
