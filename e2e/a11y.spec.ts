import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  actAs,
  adminCookies,
  approvedMember,
  baseUrlOf,
  consumer,
  newAccount,
  originHeaders,
  reportRebuiltAssets,
  signUpViaApi,
} from './fixtures';
import { firstVisit } from './visitor';

/**
 * Accessibility (issue #7, point 7): an axe-core scan of every screen, in request mode (light) and
 * vent mode (dark), signed out, signed in, as a company member and as an admin, with the dialogs
 * and menus open; then the keyboard: a skip link, a visible focus ring on every stop, and a dialog
 * that keeps focus inside and closes on Escape. Code sends per project: the consumer, the member
 * and the admin (once per run, shared with admin.spec.ts).
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

// Animations are scanned at rest: a card halfway through its fade has no contrast to measure.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

type Playwright = PlaywrightWorkerArgs['playwright'];

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const darkClass = /(^|\s)dark(\s|$)/;

/** The screen has drawn: its heading is there and no list is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Scans what the page shows now and fails on any serious or critical violation, naming the rule,
 * the elements and axe's reason, so that a failure says what to fix.
 */
async function expectAccessible(page: Page, screen: string, testInfo: TestInfo): Promise<void> {
  // Legacy mode runs axe in the page itself: the screens have no frames, and the default mode's
  // extra blank page (to merge the frames' results) would double the time of every scan.
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  const serious = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  if (serious.length > 0) {
    await testInfo.attach(`axe ${screen}`, {
      body: JSON.stringify(serious, null, 2),
      contentType: 'application/json',
    });
  }
  const found = serious.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.impact}] ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
  expect(found, `${screen} (${page.url()})`).toEqual([]);
  // The scan saw something: an empty page would pass every rule.
  expect(results.passes.length, `${screen}: rules that passed`).toBeGreaterThan(10);
}

/** Opens `path`, checks the theme its mode has (vent paths dark), and scans it. */
async function scanScreen(page: Page, path: string, testInfo: TestInfo, ready?: Locator): Promise<void> {
  await page.goto(path);
  await settled(page);
  if (ready) await expect(ready).toBeVisible();
  const isVent = path === '/vent' || path.startsWith('/vent/') || path.startsWith('/vent?');
  if (isVent) await expect(page.locator('html')).toHaveClass(darkClass);
  else await expect(page.locator('html')).not.toHaveClass(darkClass);
  await expectAccessible(page, path, testInfo);
}

interface ListedItem {
  slug: string;
  company: { slug: string };
  product: { slug: string } | null;
}

/** The detail path of the first item a list API answers with. */
async function firstDetailPath(request: APIRequestContext, list: string, prefix = ''): Promise<string> {
  const response = await request.get(list);
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: ListedItem[] };
  const item = items[0];
  expect(item, `an item from ${list}`).toBeDefined();
  return `${prefix}/${item!.company.slug}/${item!.product?.slug ?? 'no-product'}/${item!.slug}`;
}

/** The dialog named `name` is open; its contents are what the scan then sees first. */
async function openDialog(page: Page, opener: Locator, name: string | RegExp): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** 'Log In': in the sidebar on desktop, in the top bar on a phone. */
const logInButton = (page: Page, isMobile: boolean) =>
  (isMobile ? page.getByRole('banner') : page.getByRole('complementary')).getByRole('button', {
    name: 'Log In',
  });

test.describe('axe scan, signed out', () => {
  test(
    'every public screen, in request mode and in vent mode',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const requestDetail = await firstDetailPath(request, '/api/v1/requests?limit=1');
      const launchedDetail = await firstDetailPath(request, '/api/v1/requests?limit=1&view=launched');
      const ventDetail = await firstDetailPath(request, '/api/v1/vents?limit=1', '/vent');
      const requestBoard = requestDetail.split('/').slice(0, 2).join('/');
      const ventBoard = ventDetail.split('/').slice(0, 3).join('/');

      const screens = [
        '/',
        '/?view=trending',
        '/?view=launched',
        requestBoard,
        '/plotweave/boards',
        requestDetail,
        '/vent',
        '/vent?view=trending',
        ventBoard,
        ventDetail,
        '/companies',
        '/about',
        '/terms',
        '/privacy',
        '/ugc-policy',
        '/cookie-policy',
        '/auth',
        '/no-such-company/no-product/no-such-request',
        '/changelog',
        `${requestBoard}/changelog`,
        `${requestBoard}/roadmap`,
        '/vent/changelog',
        `${ventBoard}/roadmap`,
      ];
      for (const path of screens) await scanScreen(page, path, testInfo);
      // A launched request's page: its banner, the company's answer and the closed vote.
      await scanScreen(
        page,
        launchedDetail,
        testInfo,
        page.getByRole('main').getByText('Launched!', { exact: true }),
      );

      // A search with no results shows its empty state.
      await scanScreen(page, '/?q=zzqxv', testInfo, page.getByRole('main').getByRole('searchbox'));
      await scanScreen(page, '/vent?q=zzqxv', testInfo, page.getByRole('main').getByRole('searchbox'));
    },
  );

  test(
    'the first-visit dialogs, the sign-in dialog and the mobile menu',
    { tag: '@phone' },
    async ({ browser, page, isMobile }, testInfo) => {
      // A first visit: 'Dive In!' in request mode, 'Let me vent!' in vent mode.
      const fresh = await browser.newContext({ ...testInfo.project.use, storageState: firstVisit });
      try {
        const firstPage = await fresh.newPage();
        await firstPage.emulateMedia({ reducedMotion: 'reduce' });
        await firstPage.goto(baseUrlOf(testInfo));
        await expect(firstPage.getByRole('dialog').getByRole('button', { name: 'Dive In!' })).toBeVisible();
        await expectAccessible(firstPage, 'the first-visit dialog', testInfo);
        await firstPage.getByRole('dialog').getByRole('button', { name: 'Dive In!' }).click();
        await firstPage.goto(`${baseUrlOf(testInfo)}/vent`);
        await expect(
          firstPage.getByRole('dialog').getByRole('button', { name: 'Let me vent!' }),
        ).toBeVisible();
        await expect(firstPage.locator('html')).toHaveClass(darkClass);
        await expectAccessible(firstPage, 'the vent-mode welcome', testInfo);
      } finally {
        await fresh.close();
      }

      for (const path of ['/', '/vent']) {
        await page.goto(path);
        await settled(page);
        await openDialog(page, logInButton(page, isMobile), 'Welcome to ilii');
        await expectAccessible(page, `the sign-in dialog on ${path}`, testInfo);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        if (isMobile) {
          const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
          await openDialog(page, menuButton, 'Menu');
          await expectAccessible(page, `the menu on ${path}`, testInfo);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }
    },
  );
});

test.describe('axe scan, signed in', () => {
  test('Your views, /companies, the request and vent forms with their errors, and a detail with its build form', async ({
    page,
    request,
    baseURL,
    isMobile,
  }, testInfo) => {
    await signUpViaApi(page.request, baseURL!, newAccount(testInfo, 'a11y'));
    for (const view of ['your-requests', 'your-votes', 'your-builds']) {
      await scanScreen(page, `/?view=${view}`, testInfo);
      await scanScreen(page, `/vent?view=${view}`, testInfo);
    }
    // /companies signed in: the application with the account as step 1.
    await scanScreen(page, '/companies', testInfo, page.getByRole('button', { name: 'Submit Application' }));

    const requestDetail = await firstDetailPath(request, '/api/v1/requests?limit=1');
    await scanScreen(page, requestDetail, testInfo, page.getByRole('button', { name: 'Build' }));
    const ventDetail = await firstDetailPath(request, '/api/v1/vents?limit=1', '/vent');
    await scanScreen(page, ventDetail, testInfo, page.getByRole('button', { name: 'Build' }));

    // The form as a dialog in both modes, empty and then with the errors an empty submit shows.
    for (const [path, opener] of [
      ['/', 'Make a Request'],
      ['/vent', 'Make a Vent'],
    ] as const) {
      await page.goto(path);
      await settled(page);
      const place = isMobile ? page.getByRole('banner') : page.getByRole('complementary');
      const form = await openDialog(page, place.getByRole('button', { name: opener }), opener);
      await expectAccessible(page, `the ${opener} dialog`, testInfo);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, `the ${opener} dialog with its errors`, testInfo);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    await scanScreen(page, '/create-request', testInfo, page.getByRole('button', { name: 'Submit' }));
  });
});

/** A consumer outside the page: their blocked and their near-duplicate request fill the two logs. */
async function fillTheLogs(playwright: Playwright, testInfo: TestInfo, companyId: string): Promise<void> {
  const { api } = await consumer(playwright, testInfo, 'a11ylog');
  try {
    const draft = { company: { id: companyId }, product: null, userStorySoThat: 'my team saves time.' };
    const blocked = await api.post('/api/v1/requests', {
      headers: originHeaders(testInfo),
      data: { ...draft, title: 'This sh1t board', userStoryWant: 'boards that work properly' },
    });
    expect(((await blocked.json()) as { outcome: string }).outcome).toBe('blocked');
    const similar = await api.post('/api/v1/requests', {
      headers: originHeaders(testInfo),
      data: { ...draft, title: 'Time tracking on cards', userStoryWant: 'a timer on every card' },
    });
    expect(((await similar.json()) as { outcome: string }).outcome).toBe('duplicates');
  } finally {
    await api.dispose();
  }
}

test.describe('axe scan, company side', () => {
  test('the admin console, each of its views, a verified company and the company dashboard', async ({
    page,
    context,
    playwright,
    request,
  }, testInfo) => {
    const companies = (await (await request.get('/api/v1/companies')).json()) as {
      id: string;
      slug: string;
    }[];
    const plotweave = companies.find((company) => company.slug === 'plotweave');
    expect(plotweave).toBeDefined();
    await fillTheLogs(playwright, testInfo, plotweave!.id);

    const member = await approvedMember(playwright, testInfo, { companyId: plotweave!.id }, 'a11ymember');
    const memberCookies = (await member.api.storageState()).cookies;
    await member.api.dispose();

    await actAs(context, await adminCookies(playwright, testInfo));
    const views = [
      ['', 'Company Applications'],
      ['?view=reports', 'Reports'],
      ['?view=moderation', 'Moderator Checks'],
      ['?view=duplicates', 'Duplicate Checks'],
      ['?view=users', 'Top Users'],
      ['?view=companies', 'Companies'],
      ['?view=audit', 'Audit log'],
    ] as const;
    for (const [search, title] of views) {
      await scanScreen(
        page,
        `/admin${search}`,
        testInfo,
        page.getByRole('heading', { level: 1, name: title, exact: true }),
      );
      // Every view has rows by now: the member's application, the two logs, the users, the approval.
      await expect(page.getByRole('main').getByText(/^No .* found$/)).toHaveCount(0);
    }

    // Plotweave has an approved member now: its page shows the verified badge.
    await actAs(context, null);
    await scanScreen(page, '/plotweave', testInfo, page.getByRole('button', { name: 'Verified company' }));
    await actAs(context, memberCookies);
    await scanScreen(
      page,
      '/company-dashboard',
      testInfo,
      page.getByRole('heading', { level: 1, name: /Plotweave/ }),
    );
  });
});

test.describe('the keyboard', () => {
  /**
   * Presses Tab `stops` times and names every control whose look did not change when it took focus:
   * its outline and ring (box-shadow), its parent's and its card's (a card shows the focus of the
   * title link stretched over it) are compared focused and, after the next Tab, unfocused. A
   * control that takes no room is named too.
   */
  async function tabWithoutFocusRing(page: Page, stops: number): Promise<string[]> {
    const unmarked: string[] = [];
    for (let stop = 0; stop <= stops; stop += 1) {
      if (stop < stops) await page.keyboard.press('Tab');
      const found = await page.evaluate((isLast) => {
        const look = (element: Element) =>
          [element, element.parentElement, element.closest('article')]
            .filter((part): part is Element => part !== null)
            .map((part) => {
              const style = getComputedStyle(part);
              return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join(' ');
            })
            .join(' | ');
        const nameOf = (element: Element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
        const memory = window as unknown as { focusBefore?: { element: Element; look: string } };
        const problems: string[] = [];
        const before = memory.focusBefore;
        if (before && before.element !== document.activeElement && look(before.element) === before.look) {
          problems.push(nameOf(before.element));
        }
        const element = document.activeElement;
        memory.focusBefore = undefined;
        if (!isLast && element && element !== document.body) {
          const box = element.getBoundingClientRect();
          if (box.width * box.height === 0) problems.push(`${nameOf(element)} (takes no room)`);
          memory.focusBefore = { element, look: look(element) };
        }
        return problems;
      }, stop === stops);
      unmarked.push(...found);
    }
    return unmarked;
  }

  test('Skip to content comes first, and every Tab stop shows a focus ring', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // The next stops are the screen's own controls: the search, the tabs, the cards.
    expect(await tabWithoutFocusRing(page, 30), 'focused controls without a visible focus ring').toEqual([]);
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  test('in vent mode, from the top of the page, every stop shows a focus ring', async ({ page }) => {
    await page.goto('/vent');
    await settled(page);
    // From the top: the skip link, the sidebar or the top bar's menu, then the top bar and the list.
    expect(await tabWithoutFocusRing(page, 40), 'focused controls without a visible focus ring').toEqual([]);
  });

  test('a dialog keeps focus inside, closes on Escape and gives focus back', async ({ page, isMobile }) => {
    await page.goto('/');
    await settled(page);
    const logIn = logInButton(page, isMobile);
    await logIn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Welcome to ilii' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);

    for (const key of [...Array(15).fill('Tab'), ...Array(15).fill('Shift+Tab')] as string[]) {
      await page.keyboard.press(key);
      await expect(dialog.locator(':focus'), `focus after ${key}`).toHaveCount(1);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(logIn).toBeFocused();
  });

  test('a card can be opened and voted on from the keyboard', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    const card = page.getByRole('main').getByRole('article').first();
    const vote = card.getByRole('button', { name: /^Vote/ });
    await vote.focus();
    await page.keyboard.press('Enter');
    // Signed out, a vote asks the visitor to sign in, and Escape brings them back to the button.
    const prompt = page.getByRole('dialog');
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(vote).toBeFocused();
  });
});
