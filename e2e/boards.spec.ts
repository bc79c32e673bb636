import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import {
  cards,
  cardTitled,
  expectListSettled,
  expectToast,
  readerTest,
  reportRebuiltAssets,
  slugify,
} from './fixtures';

/**
 * The boards: browsing, filtering, tabs, search, votes, a detail and a missing detail, against the
 * fresh seed (src/server/db/seed-data.ts: 42 requests, 7 of them launched, and 16 vents).
 */

// The shared test machine is often busy (other engineers run browsers too): allow a page more
// than the default 5 s to render and a journey more than 30 s.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

const seededLaunchedRequests = 7;
const welcomeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Wish a product were better?' });

/** An element's text, trimmed. */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

/** A card's vote pill: 'Vote for …, N votes', or '…, N votes. Launched, voting is closed'. */
const voteName = /^Vote for .+, \d+ votes?$|^.+, \d+ votes?\. Launched, voting is closed$/;
const voteButton = (card: Locator) => card.getByRole('button', { name: voteName });

async function voteCount(card: Locator): Promise<number> {
  const text = await textOf(voteButton(card));
  expect(text, 'the vote pill shows a number').toMatch(/^\d+$/);
  return Number(text);
}

/** A card's company badge ('Show X' or, when X is the filter, 'X, show every company'). */
const companyBadge = (card: Locator) =>
  card.getByRole('link', { name: /^Show .+$|^.+, show every company$/ }).first();

/** The product badge: the second 'Show …' link of a card, after the company's. */
async function badgeNames(card: Locator): Promise<{ company: string; product: string | null }> {
  // The badges are the links named 'Show …' (or '…, show every company'); their titles hold the
  // names as shown, in full even where the chip truncates them.
  const labels = await card
    .getByRole('link', { name: /^Show .+$|^.+, show every company$/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));
  const names = labels.map((label) => label.replace(/ · show every company$/, ''));
  expect(names.length, `badges ${JSON.stringify(labels)}`).toBeGreaterThanOrEqual(1);
  expect(names.length).toBeLessThanOrEqual(2);
  return { company: names[0]!, product: names[1] ?? null };
}

const tabs = (page: Page) => page.getByRole('main').getByRole('navigation', { name: 'Tabs' });
const tab = (page: Page, label: string) =>
  tabs(page).getByRole('link', { name: new RegExp(`^${label}\\s*\\d*$`) });

/** Closes the toasts so that none lies over the cards (top-center, full width on a phone). */
async function closeToasts(page: Page): Promise<void> {
  const toasts = page.getByRole('region', { name: /^Messages/ }).getByRole('listitem');
  for (const close of await toasts.getByRole('button', { name: 'Close toast' }).all()) {
    await close.click().catch(() => {});
  }
  await expect(toasts).toHaveCount(0);
}

test.describe('browsing', () => {
  test('/ shows 10 request cards with company and product badges, and Load more... shows more', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/');
    await expect(welcomeHeading(page)).toBeVisible();
    await expectListSettled(page);
    await expect(cards(page)).toHaveCount(10);

    let withProduct = 0;
    for (const card of await cards(page).all()) {
      await expect(companyBadge(card)).toBeVisible();
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(voteButton(card)).toBeVisible();
      await expect(card.getByText("I'd love it if...", { exact: true })).toBeVisible();
      if ((await badgeNames(card)).product) withProduct += 1;
    }
    expect(withProduct, 'some of the first ten cards name a product').toBeGreaterThan(0);
    const firstTen = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();

    await page.getByRole('main').getByRole('button', { name: 'Load more...' }).click();
    await expect(cards(page)).toHaveCount(20);
    const twenty = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
    expect(twenty.slice(0, 10)).toEqual(firstTen);
    expect(new Set(twenty).size, 'the next page brings new cards').toBe(20);
  });

  test('/vent shows vent cards in dark mode', async ({ page }) => {
    await page.goto('/vent');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something bugging you? Let it out.' }),
    ).toBeVisible();
    await expectListSettled(page);
    await expect(cards(page)).toHaveCount(10);
    for (const card of await cards(page).all()) {
      await expect(companyBadge(card)).toBeVisible();
      await expect(card.getByText("I'm frustrated that...", { exact: true })).toBeVisible();
    }
    // A vent card's title opens a /vent detail.
    await expect(cards(page).first().getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
      'href',
      /^\/vent\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/,
    );
    await page.getByRole('main').getByRole('button', { name: 'Load more...' }).click();
    await expect(cards(page)).toHaveCount(16);
    await expect(page.getByRole('main').getByRole('button', { name: 'Load more...' })).toHaveCount(0);
  });
});

test.describe('filters', () => {
  test('a company badge filters by the company, and clicking it again shows every company', async ({
    page,
  }) => {
    await page.goto('/');
    await expectListSettled(page);
    const { company } = await badgeNames(cards(page).first());
    await companyBadge(cards(page).first()).click();

    await expect(page).toHaveURL((url) => url.pathname === `/${slugify(company)}` && url.search === '');
    await expect(page.getByRole('heading', { level: 1, name: company, exact: true })).toBeVisible();
    await expectListSettled(page);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    // Every card is that company's, and its badge now leads back to every company.
    const selected = page
      .getByRole('main')
      .getByRole('link', { name: `${company}, show every company`, exact: true });
    await expect(selected).toHaveCount(count);
    for (const card of await cards(page).all()) {
      expect((await badgeNames(card)).company).toBe(company);
    }

    await selected.first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(welcomeHeading(page)).toBeVisible();
    await expectListSettled(page);
    await expect(cards(page)).toHaveCount(10);
    await expect(selected).toHaveCount(0);
    const companies = new Set<string>();
    for (const card of await cards(page).all()) companies.add((await badgeNames(card)).company);
    expect(companies.size, 'every company again').toBeGreaterThan(1);
  });

  test('a product badge filters by the product', async ({ page }) => {
    await page.goto('/');
    await expectListSettled(page);
    let target: { company: string; product: string; card: Locator } | undefined;
    for (const card of await cards(page).all()) {
      const { company, product } = await badgeNames(card);
      if (product) {
        target = { company, product, card };
        break;
      }
    }
    if (!target) throw new Error('no card with a product badge among the first ten');
    const { company, product } = target;

    await target.card.getByRole('link', { name: `Show ${product}`, exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/${slugify(company)}/${slugify(product)}` && url.search === '',
    );
    await expect(page.getByRole('heading', { level: 1, name: product, exact: true })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', {
        name: company,
        exact: true,
      }),
    ).toBeVisible();
    await expectListSettled(page);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (const card of await cards(page).all()) {
      expect(await badgeNames(card)).toEqual({ company, product });
    }
  });
});

test.describe('tabs', () => {
  test('Trending is sorted by votes, most first', async ({ page }) => {
    await page.goto('/');
    await expectListSettled(page);
    await tab(page, 'Trending').click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?view=top-requests');
    await expect(tab(page, 'Trending')).toHaveAttribute('aria-current', 'page');
    await expectListSettled(page);
    await expect(cards(page)).toHaveCount(10);

    // Across a page boundary too: the second page continues the order.
    await page.getByRole('main').getByRole('button', { name: 'Load more...' }).click();
    await expect(cards(page)).toHaveCount(20);
    const counts = (await cards(page).getByRole('button', { name: voteName }).allInnerTexts()).map((text) =>
      Number(text.trim()),
    );
    expect(counts).toHaveLength(20);
    for (const count of counts) expect(Number.isInteger(count)).toBe(true);
    expect(counts, 'vote counts, non-increasing').toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]!).toBeGreaterThan(counts[19]!);
  });

  test('Launched shows only launched cards, each with Launched!', async ({ page }) => {
    await page.goto('/');
    await expectListSettled(page);
    // The All list leaves launched requests out.
    await expect(page.getByRole('main').getByText('Launched!', { exact: true })).toHaveCount(0);

    await tab(page, 'Launched').click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?view=launched');
    await expect(tab(page, 'Launched')).toHaveAttribute('aria-current', 'page');
    await expectListSettled(page);
    await expect(cards(page)).toHaveCount(seededLaunchedRequests);
    await expect(tab(page, 'Launched')).toHaveText(new RegExp(`^Launched\\s*${seededLaunchedRequests}$`));
    for (const card of await cards(page).all()) {
      await expect(card.getByText('Launched!', { exact: true })).toBeVisible();
      await expect(
        card.getByRole('button', { name: /^.+, \d+ votes?\. Launched, voting is closed$/ }),
      ).toBeDisabled();
    }
    await expect(page.getByRole('main').getByRole('button', { name: 'Load more...' })).toHaveCount(0);
  });

  test("a detail's company link opens the company list on the tab the detail came from", async ({ page }) => {
    await page.goto('/?view=launched');
    await expectListSettled(page);
    const card = cards(page).first();
    const title = await textOf(card.getByRole('heading', { level: 3 }));
    const { company } = await badgeNames(card);
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);

    // The link carries the tab as navigation state ({ activeTab }); the list puts it in its URL.
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: company, exact: true })
      .click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/${slugify(company)}` && url.search === '?view=launched',
    );
    await expect(tab(page, 'Launched')).toHaveAttribute('aria-current', 'page');
    await expectListSettled(page);
    await expect(cardTitled(page, title)).toBeVisible();
    for (const launched of await cards(page).all()) {
      await expect(launched.getByText('Launched!', { exact: true })).toBeVisible();
    }
    // The URL is the state now: a reload shows the same tab.
    await page.reload();
    await expect(tab(page, 'Launched')).toHaveAttribute('aria-current', 'page');
  });

  test('a tab in navigation state gives way to ?view=, and an unknown one is ignored', async ({ page }) => {
    /** Reloads the page with `activeTab` in its history entry's state, where the router keeps it. */
    const reloadWithState = async (activeTab: string) => {
      await page.evaluate((value) => {
        const entry = window.history.state as Record<string, unknown> | null;
        window.history.replaceState({ ...entry, usr: { activeTab: value } }, '');
      }, activeTab);
      await page.reload();
      await expectListSettled(page);
    };

    await page.goto('/?view=launched');
    await expectListSettled(page);
    await reloadWithState('top-requests');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?view=launched');
    await expect(tab(page, 'Launched')).toHaveAttribute('aria-current', 'page');

    await page.goto('/');
    await expectListSettled(page);
    await reloadWithState('everything');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(tab(page, 'All')).toHaveAttribute('aria-current', 'page');

    await reloadWithState('top-requests');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?view=top-requests');
    await expect(tab(page, 'Trending')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('search', () => {
  test('a word from a seeded title narrows the list; a nonsense word shows No Results', async ({ page }) => {
    await page.goto('/');
    await expectListSettled(page);
    await expect(cards(page)).toHaveCount(10);
    const box = page.getByRole('main').getByRole('searchbox');

    await box.pressSequentially('crossfade', { delay: 20 });
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'crossfade');
    await expect(cards(page)).toHaveCount(1);
    await expectListSettled(page);
    await expect(cardTitled(page, 'No crossfade for podcasts')).toBeVisible();
    for (const card of await cards(page).all()) {
      expect((await textOf(card)).toLowerCase()).toContain('crossfade');
    }

    const nonsense = 'qzxwvjkfrumble';
    await box.fill('');
    await box.pressSequentially(nonsense, { delay: 20 });
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === nonsense);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'No Results', exact: true }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(`Nothing here matches "${nonsense}". Try other words, or be the first to ask for it.`),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // The empty state's button (the search box has an icon button of the same name).
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Clear search' })
      .filter({ hasText: 'Clear search' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(box).toHaveValue('');
    await expect(cards(page)).toHaveCount(10);
  });
});

test.describe('votes', () => {
  readerTest(
    'a signed-in vote adds one, a second click removes it, and the server keeps each',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await expectListSettled(page);
      const title = await textOf(cards(page).first().getByRole('heading', { level: 3 }));
      const card = cardTitled(page, title);
      const before = await voteCount(card);
      await expect(voteButton(card)).toHaveAttribute('aria-pressed', 'false');

      await voteButton(card).click();
      await expect(voteButton(card)).toHaveText(String(before + 1));
      await expect(voteButton(card)).toHaveAttribute('aria-pressed', 'true');
      await expectToast(page, 'Vote added', 'Thanks for voting!');
      await closeToasts(page);

      await page.reload();
      await expectListSettled(page);
      await expect(voteButton(card)).toHaveText(String(before + 1));
      await expect(voteButton(card)).toHaveAttribute('aria-pressed', 'true');

      await voteButton(card).click();
      await expect(voteButton(card)).toHaveText(String(before));
      await expect(voteButton(card)).toHaveAttribute('aria-pressed', 'false');
      await expectToast(page, 'Vote removed', 'Your vote has been removed');
      await closeToasts(page);

      await page.reload();
      await expectListSettled(page);
      await expect(voteButton(card)).toHaveText(String(before));
      await expect(voteButton(card)).toHaveAttribute('aria-pressed', 'false');
    },
  );

  test('a signed-out vote asks to sign in and leaves the count alone', async ({ page }) => {
    await page.goto('/');
    await expectListSettled(page);
    const title = await textOf(cards(page).first().getByRole('heading', { level: 3 }));
    const card = cardTitled(page, title);
    const before = await voteCount(card);

    await voteButton(card).click();
    await expectToast(page, 'Authentication required', 'Please sign in to vote on feature requests');
    await expect(page.getByRole('dialog', { name: 'Welcome to ilii' })).toBeVisible();

    // The open dialog hides the page from the accessibility tree, so read the count once it closes.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Welcome to ilii' })).toBeHidden();
    await expect(voteButton(card)).toHaveText(String(before));
    await expect(voteButton(card)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expectListSettled(page);
    await expect(voteButton(card)).toHaveText(String(before));
  });
});

test.describe('detail', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a card opens its detail; Share copies the link; Back returns to the same tab', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/?view=top-requests');
    await expectListSettled(page);
    await expect(tab(page, 'Trending')).toHaveAttribute('aria-current', 'page');
    const card = cards(page).first();
    const title = await textOf(card.getByRole('heading', { level: 3 }));
    const { company, product } = await badgeNames(card);
    const want = await textOf(card.getByRole('definition').first());
    const path = `/${slugify(company)}/${product ? slugify(product) : 'no-product'}/${slugify(title)}`;
    await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', path);

    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path && url.search === '');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    const breadcrumb = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: company, exact: true })).toHaveAttribute(
      'href',
      `/${slugify(company)}`,
    );
    if (product) {
      await expect(breadcrumb.getByRole('link', { name: product, exact: true })).toHaveAttribute(
        'href',
        `/${slugify(company)}/${slugify(product)}`,
      );
    }
    await expect(main.getByText("I'd love it if...", { exact: true })).toBeVisible();
    await expect(main.getByText('So that...', { exact: true })).toBeVisible();
    await expect(main.getByRole('definition').first()).toHaveText(want);
    await expect(page).toHaveTitle(`${title} · ${company} · ilii`);

    const share = main.getByRole('button', { name: /^(Share|Copied!)$/ });
    await expect(share).toHaveText('Share');
    // Timed in the page, so a busy test machine's slow polling does not skew it.
    const feedback = share.evaluate(
      (button) =>
        new Promise<number>((resolve) => {
          let copiedAt: number | undefined;
          const observer = new MutationObserver(() => {
            const text = button.textContent?.trim();
            if (text === 'Copied!' && copiedAt === undefined) copiedAt = performance.now();
            if (text === 'Share' && copiedAt !== undefined) {
              observer.disconnect();
              resolve(performance.now() - copiedAt);
            }
          });
          observer.observe(button, { subtree: true, childList: true, characterData: true });
        }),
    );
    await share.click();
    await expect(share).toHaveText('Copied!');
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${path}`);
    await expect(share).toHaveText('Share', { timeout: 5_000 });
    const shownFor = await feedback;
    expect(shownFor, "'Copied!' shows for about 2 s").toBeGreaterThanOrEqual(1_500);
    expect(shownFor).toBeLessThanOrEqual(3_000);

    await main.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?view=top-requests');
    await expect(tab(page, 'Trending')).toHaveAttribute('aria-current', 'page');
    await expectListSettled(page);
    await expect(cardTitled(page, title)).toBeVisible();
  });

  test('a missing request toasts Request not found and goes to the company list', async ({ page }) => {
    await page.goto('/notewren/no-product/no-such-request-xyz');
    await expectToast(page, 'Request not found', "The feature request you're looking for doesn't exist.");
    await expect(page).toHaveURL((url) => url.pathname === '/notewren' && url.search === '');
    await expect(page.getByRole('heading', { level: 1, name: 'Notewren', exact: true })).toBeVisible();
    await expectListSettled(page);
    for (const card of await cards(page).all()) {
      expect((await badgeNames(card)).company).toBe('Notewren');
    }
  });
});
