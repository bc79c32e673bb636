import { expect as baseExpect, type Page, test } from '@playwright/test';
import { baseUrlOf, expectListSettled, reportRebuiltAssets } from './fixtures';

/**
 * The first load of a board or a detail (issue #7, point 8): the HTML names the API answers and
 * chunks the first screen needs (`<link rel="preload">`, src/server/plugins/first-load.ts), and
 * the app then uses those answers instead of asking again. Asked twice, an answer costs a second
 * round trip; never used, it is bytes for nothing and a console warning.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

/** Every address the page asks the server for, and how often; the console's messages. */
function watch(page: Page, baseUrl: string) {
  const asked = new Map<string, number>();
  const messages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseUrl).origin) return;
    const address = `${url.pathname}${url.search}`;
    asked.set(address, (asked.get(address) ?? 0) + 1);
  });
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  return { asked, messages };
}

/** The `href`s of the page's `<link rel="preload">` tags, of one kind. */
const preloads = (page: Page, as: 'fetch' | 'script') =>
  page.evaluate(
    (kind) =>
      [...document.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="${kind}"]`)].map((link) => {
        const url = new URL(link.href);
        return { address: `${url.pathname}${url.search}`, media: link.media };
      }),
    as,
  );

for (const screen of [
  // The phone loads the strip's chunk as well: one list is enough to see it asked for once there.
  { name: 'the home list', path: '/', settled: expectListSettled, tag: '@phone' },
  { name: 'the vent home list', path: '/vent', settled: expectListSettled },
  { name: 'a company board', path: '/plotweave?view=top-requests', settled: expectListSettled },
  {
    name: 'a detail',
    path: '/plotweave/boards/time-tracking-on-cards',
    settled: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Time tracking on cards' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Builds/ })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
]) {
  test(
    `${screen.name}: the answers its HTML preloads are each asked for once, and used`,
    {
      tag: screen.tag ?? [],
    },
    async ({ page, isMobile }, testInfo) => {
      const { asked, messages } = watch(page, baseUrlOf(testInfo));
      // The live socket answers 'ready' and stays quiet: another worker's writes would otherwise make
      // the board ask again for what it shows, which is live updates' doing, not the first load's.
      await page.routeWebSocket(/\/api\/v1\/live$/, (socket) =>
        socket.send(JSON.stringify({ type: 'ready' })),
      );
      await page.goto(screen.path);
      await screen.settled(page);

      const fetches = await preloads(page, 'fetch');
      expect(fetches.map((preload) => preload.address)).toEqual(
        expect.arrayContaining(['/api/v1/auth/session', '/api/v1/catalog']),
      );
      expect(fetches.length).toBeGreaterThanOrEqual(4);
      // Chromium warns of a preload not used within 3 s of the load event, and only then: the one
      // wait on the clock in the browser tests, for that warning to come or not (and late requests).
      await page.waitForTimeout(3_500);
      // Each preloaded answer asked for once, and the first screen asks for nothing else: an address
      // the app built differently from the HTML's would show here as one more request.
      const preloaded = fetches.map((preload) => preload.address);
      const apiAsked = [...asked].filter(
        ([address]) => address.startsWith('/api/v1/') && address !== '/api/v1/live',
      );
      expect(new Map(apiAsked)).toEqual(new Map(preloaded.map((address) => [address, 1])));

      // The phone's strip: named for phone-sized screens only, fetched once there and not on a desktop.
      const [strip] = await preloads(page, 'script');
      expect(strip?.media).toBe('(max-width: 767px)');
      expect(asked.get(strip!.address)).toBe(isMobile ? 1 : undefined);

      expect(messages.filter((message) => /preload/i.test(message))).toEqual([]);
    },
  );
}

test('the first load of / is one script and one stylesheet', async ({ page }) => {
  await page.goto('/');
  await expectListSettled(page);
  const files = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].length,
    stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
  }));
  expect(files).toEqual({ scripts: 1, stylesheets: 1 });
});
