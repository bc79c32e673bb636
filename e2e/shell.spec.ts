import { expect, type Page, test } from '@playwright/test';
import { newAccount, signUpViaApi } from './fixtures';

/** The body's computed background as sRGB 0–255, whatever colour syntax Chromium reports (rgb, oklch…). */
async function bodyBackground(page: Page): Promise<[number, number, number]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  });
}

/** WCAG relative luminance: 0 is black, 1 is white. */
function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

const darkClass = /(^|\s)dark(\s|$)/;

async function expectLightTheme(page: Page) {
  await expect(page.locator('html')).not.toHaveClass(darkClass);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(255, 255, 255)');
}

async function expectDarkTheme(page: Page) {
  await expect(page.locator('html')).toHaveClass(darkClass);
  // zinc-950: Chromium reports it as oklch(0.141 0.005 285.823), so compare by luminance.
  await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.05);
}

test.describe('home and vent mode', () => {
  test('/ shows the welcome copy on a light page', { tag: '@phone' }, async ({ page, isMobile }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Wish a product were better?' })).toBeVisible();
    await expect(page.getByText('Make a Request! Vote. Build.')).toBeVisible();
    await expect(page.getByText('Companies hear you and act.')).toBeVisible();
    // Below 768 px the banner's button reads 'Dive in!'.
    await expect(page.getByRole('link', { name: isMobile ? 'Dive in!' : 'Get Started' })).toBeVisible();
    await expectLightTheme(page);
  });

  test('/vent is vent mode on a dark page', async ({ page }) => {
    const response = await page.goto('/vent');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectDarkTheme(page);
  });

  test('the mode switch (top bar on desktop, menu on mobile) goes to /vent and back, and the theme follows', {
    tag: '@phone',
  }, async ({ page, isMobile }) => {
    const modeSwitch = async (name: string) => {
      if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      const place = isMobile ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner');
      await place.getByRole('link', { name }).click();
    };
    await page.goto('/');
    await expectLightTheme(page);

    await modeSwitch('Switch to vent mode');
    await expect(page).toHaveURL(/\/vent$/);
    await expectDarkTheme(page);

    await modeSwitch('Switch to request mode');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wish a product were better?' })).toBeVisible();
    await expectLightTheme(page);
  });
});

test.describe('layout', () => {
  test('desktop has a 256 px sidebar and a 56 px top bar; mobile has no sidebar and no sideways scroll', {
    tag: '@phone',
  }, async ({ page, isMobile }) => {
    await page.goto('/');
    const topBar = page.getByRole('banner');
    await expect(topBar).toBeVisible();
    expect((await topBar.boundingBox())?.height).toBe(56);

    const sidebar = page.locator('aside');
    if (isMobile) {
      await expect(sidebar).toBeHidden();
    } else {
      await expect(sidebar).toBeVisible();
      expect((await sidebar.boundingBox())?.width).toBe(256);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('at 800 px, signed in, the top bar shows the Your pills with counts and nothing in it overflows', async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'the desktop top bar starts at 768 px');
    await signUpViaApi(page.request, baseURL!, newAccount(testInfo, 'pills'));
    await page.setViewportSize({ width: 800, height: 800 });
    for (const isSidebarOpen of [true, false]) {
      await page
        .context()
        .addCookies([{ name: 'sidebar_state', value: String(isSidebarOpen), url: baseURL! }]);
      for (const [path, labels] of [
        ['/', ['Your Requests', 'Your Votes', 'Your Builds']],
        ['/vent', ['Your Vents', 'Your Votes', 'Your Builds']],
      ] as const) {
        await page.goto(path);
        const bar = page.getByRole('banner');
        await expect(bar.getByRole('button', { name: 'Sidebar' })).toHaveAttribute(
          'aria-expanded',
          String(isSidebarOpen),
        );
        // Icons with counts; the words stay in each pill's name.
        const pills = bar.getByRole('navigation', { name: 'Your activity' }).getByRole('link');
        await expect(pills).toHaveCount(3);
        for (const [index, label] of labels.entries()) {
          await expect(pills.nth(index)).toBeVisible();
          await expect(pills.nth(index)).toHaveAccessibleName(new RegExp(`^${label}\\s*0$`));
        }
        await expect(bar.getByRole('navigation', { name: 'Sections' })).toBeVisible();
        await expect(bar.getByRole('link', { name: /^Switch to (vent|request) mode$/ })).toBeVisible();

        // Whatever shows in the bar lies inside it, and the bar does not scroll sideways.
        const outside = await bar.evaluate((header) => {
          const row = [...header.children].find((child) => getComputedStyle(child).display !== 'none')!;
          const edge = row.getBoundingClientRect();
          const spilled = [...row.querySelectorAll('*')].filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width <= 1 || !element.checkVisibility()) return false;
            return box.left < edge.left - 0.5 || box.right > edge.right + 0.5;
          });
          const names = spilled.map((element) => element.textContent || element.tagName);
          return { spilled: names, scrolls: row.scrollWidth > row.clientWidth };
        });
        expect(outside, `${path}, sidebar ${isSidebarOpen ? 'open' : 'shut'}`).toEqual({
          spilled: [],
          scrolls: false,
        });
      }
    }
  });

  test('the footer shows the copyright and the legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2025 ilii. All rights reserved.')).toBeVisible();
    const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(links).toHaveText(['About', 'Terms', 'Privacy', 'Community Policy', 'Cookies']);
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Community Policy' })).toHaveAttribute(
      'href',
      '/ugc-policy',
    );
    await expect(footer.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookie-policy');
  });

  test('following a footer link from the bottom of a long page lands at the top', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('static pages', () => {
  test('/about shows its heading and a note from the creator', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'About ilii' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A note from the creator' })).toBeVisible();
    await expect(page.getByText('— the creator of ilii')).toBeVisible();
  });

  test('/ugc-policy is titled Community Policy', async ({ page }) => {
    await page.goto('/ugc-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Policy');
  });

  test('/terms states the minimum age and the effective date', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByText('You must be 13 or older to use ilii.')).toBeVisible();
    await expect(page.getByText('Effective October 25, 2025', { exact: true })).toBeVisible();
  });
});

test.describe('company paths and 404', () => {
  test('a known company path shows the company name', async ({ page }) => {
    const response = await page.goto('/notewren');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Notewren');
  });

  for (const path of ['/no/such/page/here', '/no-such-company-xyz']) {
    test(`${path} answers 404 with a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Wish a product were better?' }),
      ).toBeVisible();
    });
  }
});

test.describe('clean console', () => {
  /** Console errors, page errors and CSP violations (reported as console errors) of `page`. */
  async function watchProblems(page: Page): Promise<string[]> {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    return problems;
  }

  for (const path of ['/', '/vent', '/about']) {
    test(`${path} logs no errors and no CSP violations`, async ({ page }) => {
      const problems = await watchProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('the sign-in dialog, loaded on demand with its validation, checks an e-mail without CSP violations', {
    tag: '@phone',
  }, async ({ page, isMobile }) => {
    // zod arrives with the dialog, not with the page: its eval probe would be a CSP violation.
    const problems = await watchProblems(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const place = isMobile ? page.getByRole('banner') : page.getByRole('complementary');
    await place.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to ilii' });
    const email = dialog.getByLabel('Email', { exact: true });
    await email.fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
