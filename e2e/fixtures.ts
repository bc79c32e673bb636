import { randomBytes, randomInt } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type Cookie,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { returningVisitor } from './visitor';

type Playwright = PlaywrightWorkerArgs['playwright'];

/**
 * Shared helpers for the account journeys. Both projects run against one server, so every account
 * made here is unique per test, per project and per run; the server allows one code per e-mail a
 * minute and 30 code sends per IP in 5 minutes, so each helper that sends a code says so.
 */

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
}

/** A fresh person: `kind` names the test, the project and a random suffix keep it unique. */
export function newAccount(testInfo: Pick<TestInfo, 'project'>, kind: string): NewAccount {
  const suffix = randomBytes(4).toString('hex');
  const project = testInfo.project.name;
  return {
    firstName: 'Robin',
    lastName: `Tester ${suffix}`,
    email: `e2e-${kind}-${project}-${suffix}@example.com`,
    username: `${kind}_${project.slice(0, 1)}${suffix}`,
  };
}

export const displayName = (account: Pick<NewAccount, 'firstName' | 'lastName'>) =>
  `${account.firstName} ${account.lastName}`;

interface SentMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The mails the dev mailbox kept for `email`, newest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<SentMail[]> {
  const response = await request.get('/dev/mailbox.json');
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as SentMail[];
  return mails.filter((mail) => mail.to === email.toLowerCase());
}

/** The 6-digit code of the newest mail to `email`, waiting for it to arrive. */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await mailsTo(request, email);
        code = newest ? /verification code is (\d{6})\b/.exec(newest.text)?.[1] : undefined;
        return code;
      },
      { message: `a code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The dialog that 'Log In' opens: the sidebar's on desktop, the top bar's on mobile. */
export async function openSignInDialog(page: Page, isMobile: boolean): Promise<Locator> {
  const place = isMobile ? page.getByRole('banner') : page.getByRole('complementary');
  await place.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to ilii' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types a consumer sign-up (or the common part of a company application) and ticks the terms. */
export async function fillSignUp(form: Locator, account: NewAccount): Promise<void> {
  await form.getByLabel('First Name', { exact: true }).fill(account.firstName);
  await form.getByLabel('Last Name', { exact: true }).fill(account.lastName);
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Username', { exact: true }).fill(account.username);
  await form
    .getByRole('checkbox', {
      name: "I'm 13 or older and I agree to the Terms of Use and the Privacy Policy.",
    })
    .check();
}

/** Clicks 'Send Verification Code' and waits for the code step (one code send). */
export async function sendCode(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Verification code sent to your email', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Verification Code', { exact: true })).toBeVisible();
}

/**
 * Sign-up in the dialog, from 'Log In' to 'Successfully signed in!' (one code send), with 'Keep me
 * logged in' ticked when `stayLoggedIn`.
 */
export async function signUp(
  page: Page,
  isMobile: boolean,
  account: NewAccount,
  options: { stayLoggedIn?: boolean } = {},
): Promise<void> {
  const dialog = await openSignInDialog(page, isMobile);
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await fillSignUp(dialog, account);
  if (options.stayLoggedIn) await dialog.getByRole('checkbox', { name: 'Keep me logged in' }).check();
  await sendCode(page, dialog);
  await dialog
    .getByLabel('Verification Code', { exact: true })
    .fill(await readCode(page.request, account.email));
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Successfully signed in!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * A company application at /companies for a new company, from the form to the 'submitted' toast
 * (one code send). Afterwards the page is signed in as the applicant, with a pending membership.
 */
export async function applyForCompany(
  page: Page,
  account: NewAccount,
  application: { company: string; title: string; phone: string },
): Promise<void> {
  await page.goto('/companies');
  await expect(page.getByRole('heading', { level: 2, name: 'Company Account Application' })).toBeVisible();
  const form = page.locator('#apply');
  await fillSignUp(form, account);
  await form.getByLabel('Job Title', { exact: true }).fill(application.title);
  await form.getByLabel('Phone Number', { exact: true }).fill(application.phone);
  await form.getByRole('combobox', { name: 'Company', exact: true }).click();
  await page.getByPlaceholder("Type your company's name").fill(application.company);
  // Once the search has answered, 'Create' is the list's one option and stays where it is.
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: `Create "${application.company}"`, exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Company', exact: true })).toHaveText(application.company);

  await sendCode(page, form);
  await expect(form.getByRole('listitem').filter({ hasText: 'Verify your e-mail' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await form
    .getByLabel('Verification Code', { exact: true })
    .fill(await readCode(page.request, account.email));
  await form.getByRole('button', { name: 'Verify and Submit Application' }).click();
  await expect(
    page.getByText("Company account application submitted! You'll be notified once it's reviewed.", {
      exact: true,
    }),
  ).toBeVisible();
}

/** A company application sent with a sign-up: an existing company by id, or a new one by name. */
export type CompanyApplication = ({ companyId: string } | { companyName: string }) & {
  title: string;
  phoneNumber: string;
};

/**
 * A consumer account made through the API (one code send); `request` is `page.request`, so the
 * page's browser context is signed in afterwards. With `company` it applies for that company too.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  baseURL: string,
  account: NewAccount,
  company?: CompanyApplication,
): Promise<void> {
  const headers = { origin: new URL(baseURL).origin };
  const signUpData = {
    firstName: account.firstName,
    lastName: account.lastName,
    username: account.username,
    acceptTerms: true,
    ...(company ? { company } : {}),
  };
  const sent = await request.post('/api/v1/auth/code', {
    headers,
    data: { email: account.email, intent: 'sign-up', signUp: signUpData },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readCode(request, account.email);
  const verified = await request.post('/api/v1/auth/verify', {
    headers,
    data: { email: account.email, code, signUp: signUpData },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Signs a registered e-mail in through the API (one code send); `request` keeps the cookie. */
export async function signInViaApi(
  request: APIRequestContext,
  baseURL: string,
  email: string,
): Promise<void> {
  const headers = { origin: new URL(baseURL).origin };
  const sent = await request.post('/api/v1/auth/code', { headers, data: { email, intent: 'sign-in' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readCode(request, email);
  const verified = await request.post('/api/v1/auth/verify', { headers, data: { email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** What `GET /api/v1/auth/session` answers for the page's cookies. */
export async function sessionUser(request: APIRequestContext) {
  const response = await request.get('/api/v1/auth/session');
  expect(response.ok()).toBe(true);
  const { user } = (await response.json()) as {
    user: null | {
      email: string;
      username: string | null;
      displayName: string | null;
      isAdmin: boolean;
      membership: null | { status: string; title: string; company: { name: string } };
    };
  };
  return user;
}

/** The shell shows who is signed in: the sidebar on desktop, the top bar's account menu on mobile. */
export async function expectSignedInShell(
  page: Page,
  isMobile: boolean,
  who: { name: string; username: string },
): Promise<void> {
  if (isMobile) {
    const menu = await openAccountMenu(page, who.name);
    await expect(menu.getByText(who.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(`@${who.username}`, { exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log Out', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText(who.name, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(`@${who.username}`, { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Log Out', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  }
}

async function openAccountMenu(page: Page, name: string): Promise<Locator> {
  // On a phone the toasts (top-center, full width) lie over the top bar until they time out.
  await expect(page.getByRole('region', { name: /^Messages/ }).getByRole('listitem')).toHaveCount(0, {
    timeout: 10_000,
  });
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account: ${name}` })
    .click();
  const menu = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Log Out', exact: true }) });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * 'Log Out' (or, `everywhere`, 'Log out of all devices') from the sidebar (desktop) or the top
 * bar's account menu (mobile).
 */
export async function logOut(
  page: Page,
  isMobile: boolean,
  name: string,
  options: { everywhere?: boolean } = {},
): Promise<void> {
  const place = isMobile ? await openAccountMenu(page, name) : page.getByRole('complementary');
  const action = options.everywhere ? 'Log out of all devices' : 'Log Out';
  await place.getByRole('button', { name: action, exact: true }).click();
}

/** The shell offers 'Log In' again. */
export async function expectSignedOutShell(page: Page, isMobile: boolean): Promise<void> {
  const place = isMobile ? page.getByRole('banner') : page.getByRole('complementary');
  await expect(place.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Log (Out|out of all devices)$/ })).toHaveCount(0);
}

/**
 * Seeded people (src/server/db/seed-data.ts) who never had a code on the fresh e2e server, so one
 * may be sent at once. Each project, retry and repeat takes its own, so none gets two codes in 60 s.
 */
const seededPeople = [
  { email: 'tomas.brezinka@example.com', username: 'tomas.brezinka', name: 'Tomas Brezinka' },
  { email: 'ines.carvalheira@example.com', username: 'ines_c', name: 'Ines Carvalheira' },
  { email: 'dario.valdemar@example.com', username: 'dario.v', name: 'Dario Valdemar' },
  { email: 'ruth.pennimore@example.com', username: 'ruthpen', name: 'Ruth Pennimore' },
  { email: 'kenji.arakawe@example.com', username: 'kenji_a', name: 'Kenji Arakawe' },
  { email: 'sofia.lindqvarn@example.com', username: 'sofialind', name: 'Sofia Lindqvarn' },
  { email: 'omar.benhaddou@example.com', username: 'omarb', name: 'Omar Benhaddou' },
  { email: 'lena.havlicek@example.com', username: 'lena-havlicek', name: 'Lena Havlicek' },
];

export function seededPerson(testInfo: TestInfo) {
  const projectIndex = testInfo.project.name === 'desktop' ? 0 : 1;
  const run = testInfo.retry + testInfo.repeatEachIndex * 2;
  return seededPeople[(projectIndex + 2 * run) % seededPeople.length]!;
}

/**
 * `npm start` builds the web app into the shared dist/web when its sources changed, so another
 * engineer's server can replace the assets this server's cached index.html points at: say so.
 */
export function reportRebuiltAssets(page: Page, testInfo: TestInfo): void {
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/assets/')) {
      const description = `${response.url()} is 404: dist/web was rebuilt by another server during this run`;
      testInfo.annotations.push({ type: 'environment', description });
      console.warn(`[${testInfo.title}] ${description}`);
    }
  });
}

/**
 * Counts the elements matching `selector` that the page adds from its next load on, each with the
 * text it had: what came and went between two looks (a toast, a confetti canvas) still counts.
 * Call before `goto` (or `reload`); every load starts the count again.
 */
export async function countAdded(page: Page, selector: string): Promise<(text?: string) => Promise<number>> {
  await page.addInitScript((watched) => {
    const added: Element[] = [];
    Object.assign(window, { e2eAdded: added });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(watched)) added.push(node);
          added.push(...node.querySelectorAll(watched));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return (text) =>
    page.evaluate(
      (wanted) =>
        (window as unknown as { e2eAdded: Element[] }).e2eAdded.filter(
          (element) => wanted === undefined || (element.textContent ?? '').includes(wanted),
        ).length,
      text,
    );
}

/** The toasts the page showed, by a text they held (see `countAdded`). */
export const countToasts = (page: Page) => countAdded(page, '[data-sonner-toast]');

/** A toast with this title and description (10 s: the shared test machine is often busy). */
export async function expectToast(page: Page, title: string, description: string): Promise<Locator> {
  const toast = page
    .getByRole('region', { name: /^Messages/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await expect(toast.getByText(description, { exact: true })).toBeVisible({ timeout: 10_000 });
  return toast;
}

/** The slug rule (docs/product.md#paths), retyped so the test does not trust src/shared/rules/slug.ts. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The project's admin (ADMIN_EMAILS in playwright.config.ts) signs in once per run: an e-mail may
 * have one code a minute, so the session is kept in the output folder (emptied at the start of a
 * run) and reused by the later tests, retries and a restarted worker. Two workers asking at once:
 * the first to make the lock file signs in, the other waits for its session file.
 */
export async function adminCookies(playwright: Playwright, testInfo: TestInfo): Promise<Cookie[]> {
  const email = `e2e-admin-${testInfo.project.name}@example.com`;
  const file = path.join(testInfo.project.outputDir, `.admin-session-${testInfo.project.name}.json`);
  if (!existsSync(file) && !takeLock(`${file}.lock`)) {
    await expect.poll(() => existsSync(file), { message: 'the admin session', timeout: 30_000 }).toBe(true);
  }
  const api = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL!,
    storageState: existsSync(file) ? file : undefined,
  });
  try {
    const session = await api.get('/api/v1/auth/session');
    const { user } = (await session.json()) as { user: { email: string; isAdmin: boolean } | null };
    if (user?.email !== email) {
      await signInViaApi(api, testInfo.project.use.baseURL!, email);
      await api.storageState({ path: file });
    }
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/** True for the one caller that creates `lockFile`; false when it exists already. */
function takeLock(lockFile: string): boolean {
  try {
    mkdirSync(path.dirname(lockFile), { recursive: true });
    closeSync(openSync(lockFile, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** The page's browser context becomes `cookies`' person (or nobody); the next `goto` loads afresh. */
export async function actAs(context: BrowserContext, cookies: Cookie[] | null): Promise<void> {
  await context.clearCookies();
  if (cookies) await context.addCookies(cookies);
}

export const baseUrlOf = (testInfo: TestInfo) => testInfo.project.use.baseURL!;
export const originHeaders = (testInfo: TestInfo) => ({ origin: new URL(baseUrlOf(testInfo)).origin });

/** A consumer with a session of their own, outside the page (one code send). */
export async function consumer(playwright: Playwright, testInfo: TestInfo, kind: string) {
  const account = newAccount(testInfo, kind);
  const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  await signUpViaApi(api, baseUrlOf(testInfo), account);
  return { account, api };
}

interface Named {
  id: string;
  name: string;
  slug: string;
}

/**
 * An approved member of `company` (an existing one by id, a new one by name), with a session of
 * their own outside the page: the sign-up applies as the /companies form does (one code send) and
 * the project's admin approves it through the console's API. Dispose of `api` when done.
 */
export async function approvedMember(
  playwright: Playwright,
  testInfo: TestInfo,
  company: { companyId: string } | { companyName: string },
  kind = 'member',
) {
  const account = newAccount(testInfo, kind);
  const api = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  await signUpViaApi(api, baseUrlOf(testInfo), account, {
    ...company,
    title: 'Head of Product',
    phoneNumber: '+1 555 010 0142',
  });

  const admin = await playwright.request.newContext({
    baseURL: baseUrlOf(testInfo),
    storageState: { cookies: await adminCookies(playwright, testInfo), origins: [] },
  });
  try {
    const response = await admin.get('/api/v1/admin/applications');
    expect(response.status(), await response.text()).toBe(200);
    const { items } = (await response.json()) as {
      items: { id: string; status: string; applicant: { username: string | null } }[];
    };
    const application = items.find((item) => item.applicant.username === account.username);
    expect(application, `${account.username}'s application`).toBeDefined();
    expect(application!.status).toBe('pending');
    const approved = await admin.patch(`/api/v1/admin/applications/${application!.id}`, {
      headers: originHeaders(testInfo),
      data: { status: 'approved' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }

  const session = await api.get('/api/v1/auth/session');
  const { user } = (await session.json()) as {
    user: { membership: { status: string; company: Named } | null } | null;
  };
  expect(user?.membership?.status).toBe('approved');
  return { account, api, company: user!.membership!.company };
}

// ── Lists and live pages ──────────────────────────────────────────────────────────────────────────

/** The cards of the list in the main area (a column on a wide screen, the strip's slides on a phone). */
export const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The card whose title reads `title`. */
export const cardTitled = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** The list has loaded and is not showing a previous list as a placeholder (10 s: a busy machine). */
export async function expectListSettled(page: Page): Promise<void> {
  // The column (a list) or the phone's strip; a loading skeleton is busy too.
  await expect(page.getByRole('main').locator('[aria-busy="false"]').first()).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * The topics the server has confirmed the page's live connections follow (its `subscribed`
 * answers). A test waits for a topic before it changes something: a change made before would be
 * news the page never hears of (a page catches up after a reconnect, not on its first connection).
 */
export function watchSubscriptions(page: Page): (topic: string) => Promise<void> {
  const topics = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; topics?: string[] };
      if (message.type === 'subscribed') for (const topic of message.topics ?? []) topics.add(topic);
    });
  });
  return (topic) =>
    expect
      .poll(() => topics.has(topic), { message: `the page follows ${topic}`, timeout: 10_000 })
      .toBe(true);
}

// ── A signed-in reader ───────────────────────────────────────────────────────────────────────────

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * `test` with a signed-in reader, for journeys where who is signed in does not matter: one account
 * per worker, signed up once through the API, whose storage state (the session cookie, and a
 * returning visitor's local storage) every such test's context starts with. The next test of the
 * worker is the same person, so each puts back what it changed (a vote).
 */
export const readerTest = base.extend<
  { reader: NewAccount },
  { readerState: { account: NewAccount; state: StorageState } }
>({
  readerState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const account = newAccount(workerInfo, 'reader');
      const api = await playwright.request.newContext({ baseURL, storageState: returningVisitor(baseURL) });
      try {
        await signUpViaApi(api, baseURL, account);
        const state = await api.storageState();
        await use({ account, state });
      } finally {
        await api.dispose();
      }
    },
    { scope: 'worker' },
  ],
  storageState: async ({ readerState }, use) => use(readerState.state),
  reader: async ({ readerState }, use) => use(readerState.account),
});

// ── Names and API calls the journeys share ─────────────────────────────────────────────────────────

/** Six consonants, unique enough per run, in which the moderation never reads a word. */
export function uniqueWord(): string {
  const letters = 'bdgjkmpqvwxz';
  return Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join('');
}

export const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** An API call from the site's origin that must answer 200; its JSON. */
export async function callOk(
  api: APIRequestContext,
  testInfo: TestInfo,
  method: 'post' | 'patch' | 'put' | 'delete',
  url: string,
  data?: object,
) {
  const response = await api[method](url, { headers: originHeaders(testInfo), data });
  expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** A request of a company saved as `api`'s person, the way the request form sends it. */
export async function saveRequest(
  api: APIRequestContext,
  testInfo: TestInfo,
  companyId: string,
  title: string,
  story: { want: string; soThat: string },
) {
  const outcome = await callOk(api, testInfo, 'post', '/api/v1/requests', {
    company: { id: companyId },
    product: null,
    title,
    userStoryWant: story.want,
    userStorySoThat: story.soThat,
    confirmDuplicates: true,
  });
  expect(outcome.outcome).toBe('saved');
  return outcome.item as {
    id: string;
    title: string;
    slug: string;
    company: { id: string; name: string; slug: string };
    product: { id: string; name: string; slug: string } | null;
  };
}
