import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { countAdded, newAccount, readerTest, reportRebuiltAssets, signUpViaApi } from './fixtures';

/**
 * Celebrations: a new card's banner and 2 s of confetti, a vote's burst,
 * and with reduced motion the words without the confetti.
 */

// The shared test machine is often busy: allow a page more than the default 5 s.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

const requestBanner = 'Congratulations! Share your request so others can vote for it.';
const ventBanner = 'Nice vent! Hope it felt good getting that out.';

/** canvas-confetti draws on a <canvas> of its own, added to the body while pieces fall. */
const confettiCanvas = (page: Page) => page.locator('body > canvas');

/** Saves a request (or vent) of a new company as the page's signed-in person. */
async function createViaApi(request: APIRequestContext, kind: 'requests' | 'vents', title: string) {
  const response = await request.post(`/api/v1/${kind}`, {
    data: {
      company: { name: `Confetto ${title.split(' ').at(-1)}` },
      product: null,
      title,
      userStoryWant: 'the sign-up screen remembered what I typed',
      userStorySoThat: 'I do not have to type it all again.',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { item: { id: string } }).item;
}

/**
 * Opens a list the way the form does after a save: with `{ highlightId }` as the navigation state
 * (react-router keeps it under `usr` in the history entry, which a reload keeps).
 */
async function openHighlighted(page: Page, path: string, id: string) {
  await page.goto(`${path}?view=your-requests`);
  await page.evaluate((highlightId) => {
    window.history.replaceState({ usr: { highlightId }, key: 'celebrate', idx: 0 }, '');
  }, id);
  await page.reload();
}

async function signIn(page: Page, baseURL: string | undefined, kind: string) {
  const account = newAccount(test.info(), kind);
  await signUpViaApi(page.request, baseURL!, account);
  return account.username;
}

test('a new request is highlighted with a congratulation and confetti', { tag: '@phone' }, async ({
  page,
  baseURL,
}) => {
  const word = await signIn(page, baseURL, 'cel');
  const item = await createViaApi(page.request, 'requests', `Remember my sign-up ${word}`);
  await openHighlighted(page, '/', item.id);

  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: `Remember my sign-up ${word}` });
  const banner = card.getByRole('status');
  await expect(banner).toHaveText(requestBanner);
  await expect(card).toHaveClass(/(^|\s)ring-2(\s|$)/);
  await expect(confettiCanvas(page)).toHaveCount(1);
  // Confetti lies over the page without taking its clicks.
  await expect(confettiCanvas(page)).toHaveCSS('pointer-events', 'none');
  // About 2 s later the banner goes; the ring lasts its 3 s.
  await expect(banner).toHaveText('', { timeout: 5000 });
  await expect(card).not.toHaveClass(/(^|\s)ring-2(\s|$)/, { timeout: 5000 });
});

test('a new vent says it hopes venting felt good', async ({ page, baseURL }) => {
  const word = await signIn(page, baseURL, 'celv');
  const item = await createViaApi(page.request, 'vents', `Logged out again ${word}`);
  await openHighlighted(page, '/vent', item.id);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: `Logged out again ${word}` });
  await expect(card.getByRole('status')).toHaveText(ventBanner);
  await expect(confettiCanvas(page)).toHaveCount(1);

  // The vent goes again, so the seeded vent board keeps its count for the later journeys.
  const deleted = await page.request.delete(`/api/v1/vents/${item.id}`, {
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
});

test('with reduced motion the congratulation shows without confetti', async ({ page, baseURL }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const word = await signIn(page, baseURL, 'celr');
  const item = await createViaApi(page.request, 'requests', `Quiet sign-up ${word}`);
  const canvasesAdded = await countAdded(page, 'canvas');
  await openHighlighted(page, '/', item.id);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: `Quiet sign-up ${word}` });
  await expect(card.getByRole('status')).toHaveText(requestBanner);
  await expect(card).toHaveClass(/(^|\s)ring-2(\s|$)/);
  // The celebration's 2 s end with the banner's words; no confetti fell at any time during them.
  await expect(card.getByRole('status')).toHaveText('');
  expect(await canvasesAdded()).toBe(0);
  await expect(confettiCanvas(page)).toHaveCount(0);
});

readerTest('adding a vote sets off confetti', async ({ page }) => {
  await page.goto('/');
  const first = page
    .getByRole('main')
    .getByRole('button', { name: /^Vote for .+, \d+ votes?$/ })
    .first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  // Pinned by its title: a vote may move the card in the list.
  const title = label.replace(/^Vote for (.+), \d+ votes?$/, '$1');
  const vote = page
    .getByRole('main')
    .getByRole('button', { name: `Vote for ${title}, `, exact: false })
    .first();
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(confettiCanvas(page)).toHaveCount(1);
  // Taken back, so the seeded counts stay as the later journeys expect them.
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
});

// ── The phone's strip of cards ─────────────────────────────────────────────

test.describe('on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the strip is the phone layout; a wide screen keeps the column');

  test('the list is a strip to swipe, and Next moves to the next card', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('main').locator('[aria-roledescription="carousel"]');
    await expect(strip).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = strip.getByRole('group');
    await expect(slides.first()).toHaveAttribute('aria-label', /^1 of \d+$/);
    await expect(slides.first()).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(1)).not.toBeInViewport({ ratio: 0.9 });

    // A swipe to the left brings the second card in.
    const box = (await slides.first().boundingBox())!;
    const y = box.y + 40;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, y, { steps: 5 });
    await page.mouse.move(box.x + 10, y, { steps: 5 });
    await page.mouse.up();
    await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });

    // Next (or the arrow keys) goes on from there; 'Load more...' stays below the strip.
    await strip.getByRole('button', { name: 'Next card' }).click();
    await expect(slides.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Load more...' })).toBeVisible();
  });

  test('nothing is wider than a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await expect(page.getByRole('main').locator('[aria-roledescription="carousel"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/vent');
    await expect(page.getByRole('main').locator('[aria-roledescription="carousel"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
