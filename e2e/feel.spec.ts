import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { newAccount, reportRebuiltAssets, signUpViaApi } from './fixtures';
import { firstVisit } from './visitor';

/**
 * How the shell feels: the mode flip and its theme, the sidebar's
 * cookie, shortcut, scroll and rocket, the mobile top bar and menu, and the first-visit welcomes.
 * Every test but the first-visit ones starts as a returning visitor (playwright.config.ts).
 */

// The shared test machine is often busy: allow a page more than the default 5 s.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

const darkClass = /(^|\s)dark(\s|$)/;
const html = (page: Page) => page.locator('html');
const flipCard = (page: Page) => page.getByTestId('mode-flip');
const welcomeBanner = (page: Page) => page.getByRole('region', { name: 'Wish a product were better?' });
const firstVisitDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Dive In!', exact: true }) });
const ventWelcomeDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Let me vent!', exact: true }) });

const storedFlag = (page: Page, name: string) =>
  page.evaluate((key) => window.localStorage.getItem(key), name);

/** The mobile menu (a sheet from the left), opened from the top bar. */
async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** The mode switch: the top bar's corner toggle on desktop, the menu's row on a phone. */
async function switchMode(page: Page, isMobile: boolean, to: 'vent' | 'request'): Promise<void> {
  const name = `Switch to ${to} mode`;
  const place = isMobile ? await openMenu(page) : page.getByRole('banner');
  await place.getByRole('link', { name }).click();
}

/**
 * Records, at every change of the page, whether the flip card is there (and its phase) and whether
 * the page is dark, so that a busy machine cannot make the test miss the 800 ms flip.
 */
async function watchTheFlip(page: Page): Promise<void> {
  await page.evaluate(() => {
    const looks: { phase: string; isDark: boolean }[] = [];
    (window as unknown as { flipLooks: typeof looks }).flipLooks = looks;
    const look = () => {
      const card = document.querySelector<HTMLElement>('[data-testid="mode-flip"]');
      looks.push({
        phase: card?.dataset.phase ?? 'none',
        isDark: document.documentElement.classList.contains('dark'),
      });
    };
    new MutationObserver(look).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributeFilter: ['class', 'data-phase'],
    });
  });
}

const flipLooks = (page: Page) =>
  page.evaluate(() => (window as unknown as { flipLooks: { phase: string; isDark: boolean }[] }).flipLooks);

/** The card flipped, and the theme stayed the old one until it had turned. */
async function expectFlipBeforeTheme(page: Page, wasDark: boolean): Promise<void> {
  await expect.poll(async () => (await flipLooks(page)).some((look) => look.phase === 'flipping')).toBe(true);
  await expect(flipCard(page)).toHaveCount(0);
  const looks = await flipLooks(page);
  const turned = looks.findIndex((look, index) => index > 0 && look.phase === 'settling');
  expect(turned, 'the card reached its settling phase').toBeGreaterThan(0);
  expect(looks.slice(0, turned).filter((look) => look.isDark !== wasDark)).toEqual([]);
  expect(looks[turned]?.isDark).toBe(!wasDark);
}

test.describe('mode switching', () => {
  test('switching flips a card for 800 ms, then the vent mode is dark and request mode light', {
    tag: '@phone',
  }, async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(welcomeBanner(page)).toBeVisible();
    await expect(html(page)).not.toHaveClass(darkClass);

    await watchTheFlip(page);
    await switchMode(page, isMobile, 'vent');
    await expect(page).toHaveURL(/\/vent$/);
    await expectFlipBeforeTheme(page, false);
    await expect(html(page)).toHaveClass(darkClass);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something bugging you? Let it out.');

    await watchTheFlip(page);
    await switchMode(page, isMobile, 'request');
    await expect(page).toHaveURL(/\/$/);
    await expectFlipBeforeTheme(page, true);
    await expect(html(page)).not.toHaveClass(darkClass);
  });

  test('with reduced motion the theme changes at once and no card flips', async ({ page, isMobile }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(welcomeBanner(page)).toBeVisible();
    await watchTheFlip(page);

    await switchMode(page, isMobile, 'vent');
    await expect(page).toHaveURL(/\/vent$/);
    await expect(html(page)).toHaveClass(darkClass);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something bugging you? Let it out.');
    expect((await flipLooks(page)).filter((look) => look.phase !== 'none')).toEqual([]);
  });
});

test.describe('the desktop sidebar', () => {
  test.skip(({ isMobile }) => isMobile, 'the sidebar is the menu below 768 px');

  const sidebar = (page: Page) => page.getByRole('complementary');
  const toggle = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: 'Sidebar', exact: true });
  const sidebarCookie = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar_state');

  test('the toggle and Ctrl+B open and close it, and its cookie remembers for 7 days', async ({ page }) => {
    await page.goto('/');
    await expect(sidebar(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');

    await toggle(page).click();
    await expect(sidebar(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    // With the sidebar shut, its 'Make a Request' moves up into the top bar.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Make a Request' })).toBeVisible();
    const closed = await sidebarCookie(page);
    expect(closed?.value).toBe('false');
    const days = ((closed?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expect(welcomeBanner(page)).toBeVisible();
    await expect(sidebar(page)).toBeHidden();

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toBeVisible();
    expect((await sidebarCookie(page))?.value).toBe('true');

    await page.keyboard.press('Meta+b');
    await expect(sidebar(page)).toBeHidden();
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toBeVisible();

    // Not while typing: Ctrl+B in the search box leaves the sidebar as it is.
    const search = page.getByRole('main').getByRole('searchbox');
    await search.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('timer');
    await expect(search).toHaveValue('timer');
    await expect(sidebar(page)).toBeVisible();
    expect((await sidebarCookie(page))?.value).toBe('true');
  });

  test('its scroll position survives a navigation and a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/');
    await expect(
      sidebar(page).getByRole('navigation', { name: 'Companies' }).getByRole('link'),
    ).not.toHaveCount(0);
    // As far as the sidebar goes, up to 200 px: how long it is depends on the companies there are.
    const target = await sidebar(page).evaluate((element) => {
      element.scrollTo(0, 200);
      return element.scrollTop;
    });
    expect(target).toBeGreaterThan(40);
    // Within a few pixels: the browser's scroll anchoring may nudge it when a link above turns active.
    const offBy = async () =>
      Math.abs((await sidebar(page).evaluate((element) => element.scrollTop)) - target);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('sidebar_scroll')))
      .toBe(String(target));

    // Through the footer: clicking the sidebar's own link would scroll the sidebar to it first.
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Terms', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    expect(await offBy()).toBeLessThanOrEqual(12);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect.poll(offBy).toBeLessThanOrEqual(12);
  });

  test('choosing Launched sends a rocket off for 3.5 s, not with reduced motion', async ({ page }) => {
    await page.goto('/');
    const launched = sidebar(page)
      .getByRole('navigation', { name: 'Views' })
      .getByRole('link', { name: 'Launched' });
    await launched.click();
    await expect(page).toHaveURL(/\?view=launched$/);
    await expect(page.getByTestId('launch-rocket')).toBeAttached();
    await expect(page.getByTestId('launch-rocket')).toHaveCount(0, { timeout: 15_000 });

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await sidebar(page).getByRole('link', { name: 'Latest' }).click();
    await expect(page).toHaveURL(/\?view=latest-requests$/);
    await launched.click();
    await expect(page).toHaveURL(/\?view=launched$/);
    await expect(page.getByTestId('launch-rocket')).toHaveCount(0);
  });
});

test.describe('the mobile top bar and menu', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the top bar has these below 768 px');

  test('menu, a centred Make a Request and a search that opens the list search', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    const create = bar.getByRole('button', { name: 'Make a Request' });
    await expect(create).toBeVisible();
    const box = await create.boundingBox();
    const width = page.viewportSize()!.width;
    expect(Math.abs(box!.x + box!.width / 2 - width / 2)).toBeLessThanOrEqual(2);

    // From a page without a list, the search goes to the list and puts the cursor in its box.
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toBeFocused();

    await page.goto('/vent');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Make a Vent' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search vents...' })).toBeFocused();
  });

  test('the menu holds the views, companies, legal, the account and the mode switch', async ({ page }) => {
    await page.goto('/');
    await expect(welcomeBanner(page)).toBeVisible();
    let menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Switch to vent mode' })).toBeVisible();
    for (const name of ['Views', 'Companies', 'Legal']) {
      await expect(menu.getByRole('navigation', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('navigation', { name: 'Your activity' })).toHaveCount(0);

    // A company link closes the menu and shows that company's list.
    await menu.getByRole('navigation', { name: 'Companies' }).getByRole('link', { name: 'Notewren' }).click();
    await expect(page).toHaveURL(/\/notewren$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Notewren');

    // Log In closes the menu and opens the sign-in dialog.
    menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome to ilii' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('signed in, the menu offers Your Requests, Votes and Builds with counts, and both ways to log out', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUpViaApi(page.request, baseURL!, newAccount(testInfo, 'menu'));
    await page.goto('/');
    const menu = await openMenu(page);
    const yours = menu.getByRole('navigation', { name: 'Your activity' });
    for (const label of ['Your Requests', 'Your Votes', 'Your Builds']) {
      await expect(yours.getByRole('link', { name: new RegExp(`^${label}\\s*0$`) })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Log Out', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log out of all devices', exact: true })).toBeVisible();
    await yours.getByRole('link', { name: /^Your Votes/ }).click();
    await expect(page).toHaveURL(/\?view=your-votes$/);
    await expect(menu).toBeHidden();
  });

  test('at 360 px nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const path of ['/', '/vent', '/notewren', '/companies', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await overflow(), path).toBe(0);
    }
    await openMenu(page);
    expect(await overflow()).toBe(0);
  });
});

test.describe('first visits', () => {
  test.use({ storageState: firstVisit });

  test("the first visit's 'Dive In!' welcome shows once", async ({ page }) => {
    await page.goto('/');
    const dialog = firstVisitDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Dive In!', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await storedFlag(page, 'hasVisited')).toBe('true');

    await page.reload();
    await expect(welcomeBanner(page)).toBeVisible();
    await expect(firstVisitDialog(page)).toHaveCount(0);
  });

  test("vent mode's 'Let me vent!' welcome shows once, and leads back to Request Mode", async ({ page }) => {
    await page.goto('/vent');
    let dialog = ventWelcomeDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Let me vent!', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await storedFlag(page, 'hasSeenVentModeWelcome')).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something bugging you? Let it out.');
    await expect(ventWelcomeDialog(page)).toHaveCount(0);

    // Another first visitor takes the way back: request mode, light, with its own first welcome.
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    dialog = ventWelcomeDialog(page);
    await dialog.getByRole('link', { name: 'Back to Request Mode' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(html(page)).not.toHaveClass(darkClass);
    expect(await storedFlag(page, 'hasSeenVentModeWelcome')).toBe('true');
    await expect(firstVisitDialog(page)).toBeVisible();
  });

  test('the welcome banner, once dismissed, folds away and stays away', async ({ page }) => {
    await page.goto('/');
    await firstVisitDialog(page).getByRole('button', { name: 'Dive In!', exact: true }).click();
    const banner = welcomeBanner(page);
    await expect(banner.getByText('Make a Request! Vote. Build.')).toBeVisible();
    await expect(banner.getByText('Companies hear you and act.')).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss the welcome' }).click();
    await expect(banner).toHaveCount(0);
    expect(await storedFlag(page, 'hasSeenWelcomeBanner')).toBe('true');

    await page.reload();
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await expect(welcomeBanner(page)).toHaveCount(0);
    // The page keeps its heading for screen readers.
    await expect(page.getByRole('heading', { level: 1, name: 'Wish a product were better?' })).toBeAttached();
    await page.goto('/vent');
    await ventWelcomeDialog(page).getByRole('button', { name: 'Let me vent!', exact: true }).click();
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Something bugging you? Let it out.' })).toHaveCount(0);
  });

  test('choosing a tab, or a company, hides the welcome banner for good', async ({ page }) => {
    await page.goto('/');
    await firstVisitDialog(page).getByRole('button', { name: 'Dive In!', exact: true }).click();
    await expect(welcomeBanner(page)).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Tabs' })
      .getByRole('link', { name: /^Latest/ })
      .click();
    await expect(page).toHaveURL(/\?view=latest-requests$/);
    await expect(welcomeBanner(page)).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await expect(welcomeBanner(page)).toHaveCount(0);

    await page.evaluate(() => window.localStorage.removeItem('hasSeenWelcomeBanner'));
    await page.goto('/notewren');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Notewren');
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await expect(welcomeBanner(page)).toHaveCount(0);
  });
});
