// `npm run lighthouse`: seeds a fresh embedded database, starts the real server on it (built
// assets, as `npm start` serves them) and runs Lighthouse's performance and accessibility audits
// in Debian's Chromium on the home list and a request's detail page, with Lighthouse's mobile
// settings (simulated slow 4G and a 4× slower CPU) and its desktop ones. Prints the scores, the
// paint timings and the JavaScript the browser transferred. LIGHTHOUSE_URL measures a running
// server instead; LIGHTHOUSE_RUNS (default 1) takes the median of several runs. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { Cleanup } from './cleanup';
import { freePort, killAllNow, startServer, stopServer, waitForReady } from './processes';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Figures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  scriptCount: number;
  failedAccessibility: string[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The figures of one Lighthouse report. */
function figuresOf(result: Result): Figures {
  const audit = (id: string) => result.audits[id];
  const requests =
    (audit('network-requests')?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const failedAccessibility = result.categories
    .accessibility!.auditRefs.filter((ref) => ref.weight > 0 && result.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    performance: Math.round((result.categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((result.categories.accessibility!.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    scriptKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000,
    scriptCount: scripts.length,
    failedAccessibility,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The run with the median performance score stands for the page. */
function medianRun(runs: Figures[]): Figures {
  const score = median(runs.map((run) => run.performance));
  return runs.find((run) => run.performance === score)!;
}

/** Lighthouse against one URL in a Chromium of its own (a fresh profile, so a cold cache). */
async function audit(url: string, formFactor: 'mobile' | 'desktop'): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const config: Config | undefined =
      formFactor === 'desktop'
        ? { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: flags.onlyCategories } }
        : undefined;
    const runner = await lighthouse(url, flags, config);
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
    if (runner.lhr.runtimeError) throw new Error(`${url}: ${runner.lhr.runtimeError.message}`);
    return figuresOf(runner.lhr);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such a
 * run is tried again, twice at most, and says so.
 */
async function auditWithRetry(url: string, formFactor: 'mobile' | 'desktop'): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, formFactor);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(
        `${url} (${formFactor}) failed, trying again: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}

/** A seeded request's detail path, read from the API like a visitor's browser would. */
async function detailPathOf(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/requests?limit=1`);
  if (!response.ok) throw new Error(`GET /api/v1/requests answered ${response.status}`);
  const { items } = (await response.json()) as {
    items: { slug: string; company: { slug: string }; product: { slug: string } | null }[];
  };
  const item = items[0];
  if (!item) throw new Error('the board has no request to open');
  return `/${item.company.slug}/${item.product?.slug ?? 'no-product'}/${item.slug}`;
}

/** Seeds a fresh PGlite in `dataDir` and starts the server on it; returns its address. */
async function startSeededServer(cleanup: Cleanup): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ilii-lighthouse-'));
  cleanup.add('remove the data directory', () => rm(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  const seeded = spawnSync('npx', ['tsx', 'src/server/db/seed.ts'], {
    cwd: projectRoot,
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const server = startServer({
    name: 'lighthouse-server',
    args: ['src/server/main.ts'],
    port: await freePort(),
    env: { DATA_DIR: dataDir, NODE_ENV: 'development' },
    logFile: path.join(dataDir, 'server.log'),
    cwd: projectRoot,
  });
  cleanup.add('stop the server', () => stopServer(server));
  // The first start builds the web app when its sources changed: allow it the time.
  await waitForReady(server, '/readyz', 240_000);
  return server.baseUrl;
}

function row(cells: (string | number)[]): string {
  return `| ${cells.join(' | ')} |`;
}

async function main(): Promise<void> {
  const cleanup = new Cleanup();
  const stop = async () => {
    await cleanup.runAll();
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('exit', killAllNow);
  try {
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 1));
    const baseUrl = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '') ?? (await startSeededServer(cleanup));
    const pages = [
      { name: 'home `/`', path: '/' },
      { name: 'detail', path: await detailPathOf(baseUrl) },
    ];
    const lines = [
      row(['page', 'settings', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred']),
      row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ];
    const failures: string[] = [];
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const results: Figures[] = [];
        for (let run = 0; run < runs; run += 1)
          results.push(await auditWithRetry(`${baseUrl}${page.path}`, formFactor));
        const figures = medianRun(results);
        console.log(
          `${page.name} (${page.path}), ${formFactor}: performance ${figures.performance}${
            runs > 1 ? ` (runs: ${results.map((run) => run.performance).join(', ')})` : ''
          }, accessibility ${figures.accessibility}`,
        );
        lines.push(
          row([
            page.name,
            formFactor,
            figures.performance,
            figures.accessibility,
            `${Math.round(figures.fcpMs)} ms`,
            `${Math.round(figures.lcpMs)} ms`,
            `${Math.round(figures.tbtMs)} ms`,
            figures.cls.toFixed(3),
            `${figures.scriptKb.toFixed(1)} kB in ${figures.scriptCount} files`,
          ]),
        );
        for (const id of figures.failedAccessibility) failures.push(`${page.name}, ${formFactor}: ${id}`);
      }
    }
    console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on ${baseUrl}\n`);
    console.log(lines.join('\n'));
    if (failures.length > 0) console.log(`\nFailed accessibility audits:\n${failures.join('\n')}`);
  } finally {
    await cleanup.runAll();
  }
}

await main();
