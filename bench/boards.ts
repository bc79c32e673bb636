// `npm run bench`: loads a 100,000-request board into each engine, starts the real server on it
// and measures the board's read endpoints with autocannon against a Fastify hello-world.
// See bench/README.md.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSettings, measure, postEach, stopLoad } from './cannon';
import { Cleanup } from './cleanup';
import { datasetSize, rareWord, searchWord, type Targets, thousandthWord } from './dataset';
import { createStore, type EngineName, type EngineStore, engineNames, loadStore, withStore } from './engines';
import {
  type ChildServer,
  freePort,
  killAllNow,
  serverRssMib,
  startServer,
  stopServer,
  waitForLogLine,
  waitForReady,
} from './processes';
import { formatTable, type Row, writeResults } from './report';
import { countMismatches, writeCases } from './writes';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Set on Ctrl-C / SIGTERM: cleanup has started and the run's remaining steps are moot. */
let isStopping = false;

interface Settings {
  seconds: number;
  engines: EngineName[];
  adminUrl: string;
  /** BENCH_ONLY=writes: the write section alone (no reads, no second or uncached server). */
  isWritesOnly: boolean;
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  const seconds = Number(env.BENCH_SECONDS || 10);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_SECONDS must be a positive number of seconds (got "${env.BENCH_SECONDS}")`);
  }
  const engines = [...new Set((env.BENCH_ENGINES || engineNames.join(',')).split(',').map((e) => e.trim()))];
  const unknown = engines.filter((engine) => !(engineNames as readonly string[]).includes(engine));
  if (unknown.length > 0 || engines.length === 0) {
    throw new Error(`BENCH_ENGINES must list ${engineNames.join(' and/or ')} (got "${env.BENCH_ENGINES}")`);
  }
  const adminUrl = env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const only = env.BENCH_ONLY || 'all';
  if (only !== 'all' && only !== 'writes') {
    throw new Error(`BENCH_ONLY must be writes, or unset for everything (got "${env.BENCH_ONLY}")`);
  }
  return { seconds, engines: engines as EngineName[], adminUrl, isWritesOnly: only === 'writes' };
}

/**
 * The load generator, the server and PostgreSQL share the machine, so anything else running
 * (tests, a build) takes throughput from all three: say so, since the numbers will be low.
 */
function warnIfBusy(): number {
  const [oneMinute = 0] = os.loadavg();
  if (oneMinute > 0.5) {
    log(
      `warning: load average ${oneMinute.toFixed(2)} before the run: other processes will skew the numbers`,
    );
  }
  return oneMinute;
}

interface Endpoint {
  name: string;
  path: string;
  /** A 'Load more' page this many pages down the list at `path`, found by following its cursors. */
  pagesDown?: number;
  /** Sent with the session cookie of the person with the most votes. */
  isSignedIn?: boolean;
}

/** The board's read paths, with real slugs from the loaded data. */
function boardEndpoints(targets: Targets): Endpoint[] {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { name: 'home list', path: '/api/v1/requests' },
    { name: 'company list', path: `/api/v1/requests?${query({ company: targets.companySlug })}` },
    { name: 'search', path: `/api/v1/requests?${query({ search: searchWord })}` },
    { name: 'detail', path: `/api/v1/requests/by-path?${query(targets.detail)}` },
    { name: 'search, rare word', path: `/api/v1/requests?${query({ search: rareWord })}` },
    { name: 'search, 0.1 % word', path: `/api/v1/requests?${query({ search: thousandthWord })}` },
    { name: 'home list, page 100', path: '/api/v1/requests', pagesDown: 100 },
    { name: 'home list, signed in', path: '/api/v1/requests', isSignedIn: true },
    {
      name: 'search, signed in',
      path: `/api/v1/requests?${query({ search: searchWord })}`,
      isSignedIn: true,
    },
    {
      name: 'detail, signed in',
      path: `/api/v1/requests/by-path?${query(targets.detail)}`,
      isSignedIn: true,
    },
    { name: 'tab counts, signed in', path: '/api/v1/requests/counts', isSignedIn: true },
    { name: 'home list, page 100, signed in', path: '/api/v1/requests', pagesDown: 100, isSignedIn: true },
  ];
}

const log = (message: string) => console.log(`[bench] ${message}`);
const secondsText = (seconds: number) => `${seconds.toFixed(1)} s`;

/** Starts a child server and registers its stop; the returned function stops it now. */
async function launch(
  cleanup: Cleanup,
  options: { name: string; args: string[]; env: NodeJS.ProcessEnv; runDir: string; readyPath: string },
): Promise<{ server: ChildServer; stop: () => Promise<void> }> {
  const server = startServer({
    name: options.name,
    args: options.args,
    port: await freePort(),
    env: options.env,
    logFile: path.join(options.runDir, `${options.name}.log`),
    cwd: projectRoot,
  });
  const stop = cleanup.add(`stop ${options.name}`, () => stopServer(server));
  const seconds = await waitForReady(server, options.readyPath);
  log(`${options.name} ready in ${secondsText(seconds)} at ${server.baseUrl}`);
  return { server, stop };
}

async function measureHello(cleanup: Cleanup, runDir: string, seconds: number) {
  const { server, stop } = await launch(cleanup, {
    name: 'hello-world',
    args: [path.join(projectRoot, 'bench/hello-server.ts')],
    env: {},
    runDir,
    readyPath: '/',
  });
  const measurement = await measure(`${server.baseUrl}/`, seconds);
  await stop();
  log(`hello-world: ${Math.round(measurement.requestsPerSecond)} req/s`);
  return measurement;
}

/** The endpoint with `path` the address of its page `pagesDown` pages into the list, anonymously. */
async function followPages(baseUrl: string, endpoint: Endpoint): Promise<Endpoint> {
  if (!endpoint.pagesDown) return endpoint;
  let cursor: string | null = null;
  for (let page = 0; page < endpoint.pagesDown; page++) {
    const address = cursor ? withCursor(endpoint.path, cursor) : endpoint.path;
    const response = await fetch(`${baseUrl}${address}`);
    const { nextCursor } = (await response.json()) as { nextCursor: string | null };
    if (!nextCursor) throw new Error(`${endpoint.path} ends before page ${endpoint.pagesDown}`);
    cursor = nextCursor;
  }
  return { ...endpoint, path: withCursor(endpoint.path, cursor!) };
}

const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

/** One request before the load, so that a broken endpoint shows up as such, not as a fast 404. */
async function probe(baseUrl: string, endpoint: Endpoint, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${baseUrl}${endpoint.path}`, { headers });
  const body = await response.text();
  const detail = response.ok ? `${body.length} bytes` : body.slice(0, 300);
  log(`  ${endpoint.name}: GET ${endpoint.path} → ${response.status} (${detail})`);
}

/** Starts the app on the store with `workers` processes and measures each endpoint in turn. */
async function measureServer(
  cleanup: Cleanup,
  store: EngineStore,
  endpointsToMeasure: Endpoint[],
  targets: Targets,
  options: {
    runDir: string;
    seconds: number;
    helloRps: number;
    workers: number;
    writes?: boolean;
    /** Runs without the read cache (READ_CACHE_MS=0): every read is the database's. */
    uncached?: boolean;
  },
): Promise<Row[]> {
  let endpoints = endpointsToMeasure;
  const engine =
    options.workers > 1
      ? `${store.name} ×${options.workers}`
      : options.uncached
        ? `${store.name} uncached`
        : store.name;
  const { server, stop } = await launch(cleanup, {
    name: `ilii-${engine.replace(/\W+/g, '-')}`,
    args: [path.join(projectRoot, 'src/server/main.ts'), '--no-web-build'],
    // production would need SMTP_URL; in the app it only changes cookies and mail, not these reads.
    env: {
      ...store.serverEnv,
      NODE_ENV: 'development',
      WEB_CONCURRENCY: String(options.workers),
      READ_CACHE_MS: options.uncached ? '0' : '1000',
      // 200 people write thousands of times a second: the per-person write limits are raised
      // through their settings, so the run measures the writes with their limit checked.
      ...benchWriteLimits,
    },
    runDir: options.runDir,
    readyPath: '/readyz',
  });
  // /readyz answers once one worker listens; the primary says when all of them do.
  if (options.workers > 1) await waitForLogLine(server, 'ilii is ready');
  const rssAfterStart = serverRssMib(server);
  endpoints = await Promise.all(endpoints.map((endpoint) => followPages(server.baseUrl, endpoint)));
  const headersOf = (endpoint: Endpoint): Record<string, string> =>
    endpoint.isSignedIn ? { cookie: targets.sessionCookie } : {};
  for (const endpoint of endpoints) await probe(server.baseUrl, endpoint, headersOf(endpoint));

  const rows: Row[] = [];
  for (const endpoint of endpoints) {
    const measurement = await measure(
      `${server.baseUrl}${endpoint.path}`,
      options.seconds,
      headersOf(endpoint),
    );
    // Ctrl-C ends the run early with whatever it measured: no line for it, no next endpoint.
    if (isStopping) throw new Error('interrupted');
    const percentOfHello = (100 * measurement.requestsPerSecond) / options.helloRps;
    rows.push({ engine, endpoint: endpoint.name, path: endpoint.path, percentOfHello, ...measurement });
    log(`${engine} ${endpoint.name}: ${Math.round(measurement.requestsPerSecond)} req/s`);
  }
  if (options.writes) rows.push(...(await measureWrites(server, engine, targets, options)));
  // After every run, the heaviest (the writes, where there are some) the last: what the caches hold.
  const rssAfterRuns = serverRssMib(server);
  memory.push({ engine, rssAfterStartMib: rssAfterStart, rssAfterRunsMib: rssAfterRuns });
  log(`${engine}: RSS ${mib(rssAfterStart)} after start, ${mib(rssAfterRuns)} after its runs`);
  await stop();
  return rows;
}

const benchWriteLimits = {
  WRITE_LIMIT_POSTS: '1000000',
  WRITE_LIMIT_BUILDS: '1000000',
  WRITE_LIMIT_VOTES: '1000000',
  WRITE_LIMIT_CATALOG: '1000000',
  WRITE_LIMIT_REPORTS: '1000000',
};

/** Each server's resident memory, after its start and after its last (heaviest) run. */
const memory: { engine: string; rssAfterStartMib?: number; rssAfterRunsMib?: number }[] = [];
const mib = (value: number | undefined) => (value === undefined ? 'unknown' : `${Math.round(value)} MiB`);

/** Writes: distinct signed-in people, a new person, target and body for every request. */
async function measureWrites(
  server: ChildServer,
  engine: string,
  targets: Targets,
  options: { seconds: number; helloRps: number },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const write of writeCases(targets.writes)) {
    const requests = postEach(server.baseUrl, write.next);
    const measurement = await measure(server.baseUrl, options.seconds, {}, requests);
    if (isStopping) throw new Error('interrupted');
    // A refused or failed write is not a write: the run fails rather than count it.
    if (measurement.non2xx > 0 || measurement.errors > 0) {
      throw new Error(
        `${engine} ${write.name}: answers ${JSON.stringify(measurement.statusCodes)}, ${measurement.errors} errors`,
      );
    }
    const percentOfHello = (100 * measurement.requestsPerSecond) / options.helloRps;
    rows.push({ engine, endpoint: write.name, path: 'POST', percentOfHello, ...measurement });
    log(`${engine} ${write.name}: ${Math.round(measurement.requestsPerSecond)} writes/s`);
  }
  return rows;
}

async function benchEngine(
  cleanup: Cleanup,
  store: EngineStore,
  options: { runDir: string; seconds: number; helloRps: number; isWritesOnly: boolean },
) {
  const name = store.name;
  log(`${name}: loading ${datasetSize.requests.toLocaleString('en')} requests…`);
  const { migrateSeconds, load, targets } = await loadStore(store);
  log(
    `${name}: migrated in ${secondsText(migrateSeconds)}, loaded in ${secondsText(load.seconds)}: ` +
      `${load.requests} requests (${load.requestsWithoutProduct} without product, ${load.launched} launched), ` +
      `${load.votes} votes (max ${load.maxVotes}), ${load.users} users, ${load.companies} companies, ` +
      `${load.products} products; counters fixed by the recount: ${load.recounted}`,
  );
  const steps = Object.entries(load.steps).map(([step, seconds]) => `${step} ${secondsText(seconds)}`);
  log(`${name}: load steps: ${steps.join(', ')}`);
  log(
    `${name}: company list on ${targets.companySlug} (${targets.companyRequests} requests), ` +
      `search "${searchWord}" matches ${targets.searchMatches} requests, "${rareWord}" ${targets.rareMatches}, "${thousandthWord}" ${targets.thousandthMatches}`,
  );

  const endpoints = boardEndpoints(targets);
  const rows = await measureServer(cleanup, store, options.isWritesOnly ? [] : endpoints, targets, {
    ...options,
    workers: 1,
    writes: true,
  });
  if (options.isWritesOnly) {
    await checkWrites(store, targets);
    return { rows, load, migrateSeconds, targets };
  }
  // PostgreSQL serves several processes: the same data with WEB_CONCURRENCY=2 (node's cluster, one
  // port), on the home list, anonymous and signed in.
  if (name === 'postgres') {
    const homeLists = endpoints.filter((endpoint) => endpoint.path === '/api/v1/requests');
    rows.push(...(await measureServer(cleanup, store, homeLists, targets, { ...options, workers: 2 })));
  }
  // Without the read and viewer caches: the queries behind each anonymous read, every time, and
  // behind a signed-in list and its counts.
  const uncachedSignedIn = new Set(['home list, signed in', 'tab counts, signed in']);
  const uncached = endpoints.filter(
    (endpoint) =>
      endpoint.name !== 'company list' && (!endpoint.isSignedIn || uncachedSignedIn.has(endpoint.name)),
  );
  rows.push(
    ...(await measureServer(cleanup, store, uncached, targets, { ...options, workers: 1, uncached: true })),
  );
  await checkWrites(store, targets);
  return { rows, load, migrateSeconds, targets };
}

/** The counters of every request written to must equal their rows, or the writes were not exact. */
async function checkWrites(store: EngineStore, targets: Targets): Promise<void> {
  const mismatches = await withStore(store, (db) => countMismatches(db, targets.writes));
  if (mismatches.length > 0) {
    throw new Error(
      `${store.name}: ${mismatches.length} counters differ from their rows after the writes, e.g. ${JSON.stringify(mismatches.slice(0, 3))}`,
    );
  }
  log(`${store.name}: every written request's vote_count and build_count equal their rows`);
}

async function main(cleanup: Cleanup, settings: Settings): Promise<void> {
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'ilii-bench-'));
  cleanup.add('remove the temp dir', () => rm(runDir, { recursive: true, force: true }));
  log(
    `engines: ${settings.engines.join(', ')}; ${loadSettings.connections} connections, ` +
      `${loadSettings.warmUpSeconds} s warm-up + ${settings.seconds} s per endpoint; ${os.cpus().length} CPUs`,
  );
  const loadAtStart = warnIfBusy();

  const hello = await measureHello(cleanup, runDir, settings.seconds);
  const rows: Row[] = [{ engine: 'none', endpoint: 'hello-world', path: '/', percentOfHello: 100, ...hello }];
  const engines: Record<string, unknown> = {};
  for (const name of settings.engines) {
    const store = await createStore(name, { runDir, adminUrl: settings.adminUrl });
    const dispose = cleanup.add(`remove the ${name} data`, () => store.dispose());
    const result = await benchEngine(cleanup, store, {
      runDir,
      seconds: settings.seconds,
      helloRps: hello.requestsPerSecond,
      isWritesOnly: settings.isWritesOnly,
    });
    await dispose();
    rows.push(...result.rows);
    const { sessionCookie: _cookie, writes: _writes, ...targets } = result.targets;
    engines[name] = { migrateSeconds: result.migrateSeconds, load: result.load, targets };
  }

  console.log(`\n${formatTable(rows)}\n`);
  for (const { engine, rssAfterStartMib, rssAfterRunsMib } of memory) {
    console.log(
      `memory ${engine}: ${mib(rssAfterStartMib)} after start, ${mib(rssAfterRunsMib)} after its runs`,
    );
  }
  const file = await writeResults({
    finishedAt: new Date().toISOString(),
    settings: { ...loadSettings, seconds: settings.seconds, engines: settings.engines },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg()[0],
    },
    dataset: datasetSize,
    engines,
    rows,
    memory,
  });
  log(`results written to ${file}`);
}

/** Ctrl-C or kill: stop the load, the servers and the data; a second Ctrl-C kills at once. */
function handleSignals(cleanup: Cleanup): void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (isStopping) {
      killAllNow();
      process.exit(130);
    }
    isStopping = true;
    console.error(`\n[bench] ${signal}: cleaning up…`);
    stopLoad();
    void cleanup.runAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Whatever happens (an uncaught error, process.exit), no server outlives the bench.
  process.on('exit', killAllNow);
}

async function run(): Promise<void> {
  const cleanup = new Cleanup();
  handleSignals(cleanup);
  try {
    await main(cleanup, readSettings(process.env));
  } catch (error) {
    // After Ctrl-C the run fails on purpose (servers gone, database dropped): no stack for that.
    if (isStopping) return;
    console.error(
      `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  } finally {
    await cleanup.runAll();
  }
}

await run();
