import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type Locator,
  type Page,
  type TestInfo,
  test,
  type WebSocketRoute,
} from '@playwright/test';
import postgres from 'postgres';
import {
  capitalized,
  cardTitled,
  expectToast,
  newAccount,
  reportRebuiltAssets,
  signUpViaApi,
  uniqueWord,
  watchSubscriptions,
} from './fixtures';
import { returningVisitor } from './visitor';

/**
 * Live updates (/api/v1/live): what one browser does shows in another open browser within 2 s,
 * without a reload, on one server and across two server processes on one PostgreSQL.
 */

// Loading a page on the shared, busy test machine may take a while; the live updates themselves
// are held to 2 s (`live` below), counted from the moment the change was made.
const expect = baseExpect.configure({ timeout: 10_000 });
const live = { timeout: 2_000 };
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

interface SavedCard {
  id: string;
  slug: string;
  title: string;
  company: { id: string; name: string; slug: string };
}

const originOf = (baseURL: string) => ({ origin: new URL(baseURL).origin });

/** Saves a request as `request`'s signed-in person: a new company by name, or an existing one by id. */
async function createRequest(
  request: APIRequestContext,
  baseURL: string,
  company: { name: string } | { id: string },
  title: string,
): Promise<SavedCard> {
  const response = await request.post('/api/v1/requests', {
    headers: originOf(baseURL),
    data: {
      company,
      product: null,
      title,
      userStoryWant: 'the numbers on the board moved by themselves',
      userStorySoThat: 'everyone looking sees the same thing',
      confirmDuplicates: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const outcome = (await response.json()) as { outcome: string; item: SavedCard };
  expect(outcome.outcome).toBe('saved');
  return outcome.item;
}

async function api(
  request: APIRequestContext,
  baseURL: string,
  method: 'post' | 'delete',
  url: string,
  data?: object,
) {
  const response = await request[method](url, { headers: originOf(baseURL), data });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

const detailPathOf = (card: SavedCard) => `/${card.company.slug}/no-product/${card.slug}`;

/** A second browser, as a phone or a desktop like the project's own. */
async function newBrowserContext(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
): Promise<BrowserContext> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    storageState: returningVisitor(baseURL),
  });
}

/** The vote pill of a card or detail: 'Vote for <title>, N votes'. */
const voteButton = (scope: Locator | Page, title: string) =>
  scope.getByRole('button', { name: new RegExp(`^Vote for ${title}, \\d+ votes?$`) });

async function expectVotes(scope: Locator | Page, title: string, count: number, options = {}) {
  await expect(voteButton(scope, title)).toHaveText(String(count), options);
}

test('a vote, a new request and a new build show in another open browser without a reload', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const author = newAccount(testInfo, 'live');
  await signUpViaApi(page.request, baseURL!, author);
  const word = uniqueWord();
  const first = await createRequest(
    page.request,
    baseURL!,
    { name: `Livewire ${capitalized(word)}` },
    `Live counts ${word}`,
  );
  const board = `/${first.company.slug}`;

  const viewerContext = await newBrowserContext(browser, testInfo, baseURL!);
  const viewer = await viewerContext.newPage();
  const subscribed = watchSubscriptions(viewer);
  reportRebuiltAssets(viewer, testInfo);
  let second: SavedCard | undefined;
  let buildId: string | undefined;
  try {
    // Both on the company's board: the author votes, the anonymous viewer sees the count move.
    await viewer.goto(board);
    await page.goto(board);
    await expectVotes(cardTitled(viewer, first.title), first.title, 0);
    await subscribed('requests');

    await voteButton(cardTitled(page, first.title), first.title).click();
    await expect(voteButton(cardTitled(page, first.title), first.title)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectVotes(cardTitled(viewer, first.title), first.title, 1, live);
    // The count is everyone's; the vote is the author's alone.
    await expect(voteButton(cardTitled(viewer, first.title), first.title)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expectVotes(cardTitled(page, first.title), first.title, 1);

    // A new request of the company appears on the open board.
    second = await createRequest(page.request, baseURL!, { id: first.company.id }, `Live arrivals ${word}`);
    await expect(cardTitled(viewer, second.title)).toBeVisible(live);

    // The viewer opens the first request; the author adds a build and takes the vote back.
    await cardTitled(viewer, first.title).getByRole('link', { name: first.title, exact: true }).click();
    await expect(viewer).toHaveURL(detailPathOf(first));
    await expect(viewer.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await subscribed(`request:${first.id}`);
    // The builds list has loaded: the subscription frame has had a round trip to reach the server
    // (a frame sent is not yet a frame the server has read).
    await expect(viewer.locator('#builds-heading')).toHaveText(/Builds\s*0$/);
    const buildText = `A bookmarklet that refreshes the board for ${word}.`;
    const saved = (await api(page.request, baseURL!, 'post', `/api/v1/requests/${first.id}/builds`, {
      content: buildText,
    })) as { build: { id: string } };
    buildId = saved.build.id;
    await expect(viewer.getByText(buildText, { exact: true })).toBeVisible(live);
    await expect(viewer.locator('#builds-heading')).toHaveText(/Builds\s*1$/, live);

    await api(page.request, baseURL!, 'post', `/api/v1/requests/${first.id}/vote`, { voted: false });
    await expectVotes(viewer, first.title, 0, live);
  } finally {
    await viewerContext.close();
    // Leave the shared board as it was for the other files (a request with builds or other
    // people's votes cannot be deleted).
    if (buildId) await api(page.request, baseURL!, 'delete', `/api/v1/builds/${buildId}`);
    await page.request.post(`/api/v1/requests/${first.id}/vote`, {
      headers: originOf(baseURL!),
      data: { voted: false },
    });
    for (const card of [first, second]) {
      if (card) await api(page.request, baseURL!, 'delete', `/api/v1/requests/${card.id}`);
    }
  }
});

test('a page whose live connection dropped catches up on what it missed once it is back', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const author = newAccount(testInfo, 'live');
  await signUpViaApi(page.request, baseURL!, author);
  const word = uniqueWord();
  const card = await createRequest(
    page.request,
    baseURL!,
    { name: `Relink ${capitalized(word)}` },
    `Missed votes ${word}`,
  );

  const viewerContext = await newBrowserContext(browser, testInfo, baseURL!);
  const viewer = await viewerContext.newPage();
  reportRebuiltAssets(viewer, testInfo);
  // The live connection passes through the test, which can cut it and refuse new ones.
  let isDown = false;
  let connections = 0;
  const open: WebSocketRoute[] = [];
  await viewer.routeWebSocket(/\/api\/v1\/live$/, (socket) => {
    if (isDown) return socket.close();
    connections += 1;
    socket.connectToServer();
    open.push(socket);
  });
  const subscribed = watchSubscriptions(viewer);
  try {
    await viewer.goto(`/${card.company.slug}`);
    await expectVotes(cardTitled(viewer, card.title), card.title, 0);
    await subscribed('requests');
    expect(connections).toBe(1);

    isDown = true;
    for (const socket of open.splice(0)) await socket.close();
    await api(page.request, baseURL!, 'post', `/api/v1/requests/${card.id}/vote`, { voted: true });
    isDown = false;
    // Back within the next wait (1 s, 2 s or 5 s), the page subscribes again and refetches its list.
    await expectVotes(cardTitled(viewer, card.title), card.title, 1, { timeout: 10_000 });
    expect(connections).toBe(2);
  } finally {
    await viewerContext.close();
    await page.request.post(`/api/v1/requests/${card.id}/vote`, {
      headers: originOf(baseURL!),
      data: { voted: false },
    });
    await api(page.request, baseURL!, 'delete', `/api/v1/requests/${card.id}`);
  }
});

// ── Two server processes on one PostgreSQL ────────────────────────────────────────────────────────

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Runs `work` on the server's maintenance connection; null when PostgreSQL cannot be reached. */
async function onPostgres<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T | null> {
  const sql = postgres(postgresUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
  } catch {
    await sql.end({ timeout: 1 }).catch(() => {});
    return null;
  }
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Server {
  baseURL: string;
  process: ChildProcess;
  output: string[];
}

/** `src/server/main.ts` on its own port, serving the web build the e2e server already made. */
async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--no-web-build'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const server = { baseURL: `http://localhost:${port}`, process: child, output };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${server.baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServer(server);
  throw new Error(`the server on port ${port} did not start:\n${output.join('').slice(-2000)}`);
}

async function stopServer(server: Server): Promise<void> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

test('a vote through one server process shows in a browser on another', async ({ browser }, testInfo) => {
  // One PostgreSQL and two processes of our own: the phone layout adds nothing to what travels
  // between them, so the desktop project runs it alone.
  test.skip(testInfo.project.name !== 'desktop', 'runs once, in the desktop project');
  test.setTimeout(120_000);
  const name = `ilii_e2e_live_${randomBytes(5).toString('hex')}`;
  const created = await onPostgres((sql) => sql.unsafe(`create database ${name}`));
  test.skip(created === null, `PostgreSQL is not reachable at ${postgresUrl} (set TEST_DATABASE_URL)`);

  const databaseUrl = withDatabase(postgresUrl, name);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ilii-e2e-live-'));
  const servers: Server[] = [];
  const contexts: BrowserContext[] = [];
  try {
    // One after the other: the first applies the migrations, the second finds them done.
    servers.push(await startServer(databaseUrl, path.join(dataDir, 'one')));
    servers.push(await startServer(databaseUrl, path.join(dataDir, 'two')));
    const [one, two] = servers as [Server, Server];

    const voterContext = await newBrowserContext(browser, testInfo, one.baseURL);
    const viewerContext = await newBrowserContext(browser, testInfo, two.baseURL);
    contexts.push(voterContext, viewerContext);
    const voter = await voterContext.newPage();
    const viewer = await viewerContext.newPage();
    const subscribed = watchSubscriptions(viewer);

    // The voter signs up on the first server (its dev mailbox holds the code).
    await signUpViaApi(voter.request, one.baseURL, newAccount(testInfo, 'live2'));
    const word = uniqueWord();
    const card = await createRequest(
      voter.request,
      one.baseURL,
      { name: `Twinserve ${capitalized(word)}` },
      `Shared counts ${word}`,
    );

    await viewer.goto(`/${card.company.slug}`);
    await voter.goto(`/${card.company.slug}`);
    await expectVotes(cardTitled(viewer, card.title), card.title, 0);
    await subscribed('requests');

    await voteButton(cardTitled(voter, card.title), card.title).click();
    await expect(voteButton(cardTitled(voter, card.title), card.title)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectVotes(cardTitled(viewer, card.title), card.title, 1, live);
    // The button takes no second click while the first is on its way: the voter waits for the answer.
    await expectToast(voter, 'Vote added', 'Thanks for voting!');

    await voteButton(cardTitled(voter, card.title), card.title).click();
    await expectVotes(cardTitled(viewer, card.title), card.title, 0, live);
  } finally {
    for (const context of contexts) await context.close();
    for (const server of servers) await stopServer(server);
    await onPostgres((sql) => sql.unsafe(`drop database if exists ${name} with (force)`));
    await rm(dataDir, { recursive: true, force: true });
  }
});
