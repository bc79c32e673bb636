import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  actAs,
  approvedMember,
  callOk,
  capitalized,
  cardTitled,
  consumer,
  reportRebuiltAssets,
  uniqueWord,
  watchSubscriptions,
} from './fixtures';

/**
 * What a company's answer and the people's votes look like to pages already open, without a
 * reload: a status change on a visitor's detail and list, a vote and a new request on the member's
 * dashboard; and the launched detail's 1 s of confetti (none with reduced motion).
 *
 * Each live journey makes its own company (applied for through the API, approved by the admin) and
 * its own requests, and deletes the requests again, so the seeded boards keep the counts the other
 * files assert (boards.spec.ts counts 7 launched requests on the home list). Code sends per project:
 * the admin once a run, then 2 (status) + 3 (dashboard).
 */

// Loading a page on the shared, busy test machine may take a while; the live updates themselves
// are held to 2 s from the moment the change was made (`within` below).
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

const liveBoundMs = 2_000;

/**
 * What is left of the 2 s after a change made at `changedAt`, as an expect timeout: every page that
 * shows the change is held to the same moment, not 2 s after the page checked before it.
 */
const within = (changedAt: number) => ({ timeout: Math.max(1, changedAt + liveBoundMs - Date.now()) });

interface Named {
  id: string;
  name: string;
  slug: string;
}

interface SavedCard {
  id: string;
  slug: string;
  title: string;
  status: string;
  voteCount: number;
  company: Named;
  product: Named | null;
}

/** A request of `company` saved as `api`'s person, the way the request form sends it. */
async function createRequest(
  api: APIRequestContext,
  testInfo: TestInfo,
  company: Named,
  title: string,
): Promise<SavedCard> {
  const outcome = (await callOk(api, testInfo, 'post', '/api/v1/requests', {
    company: { id: company.id },
    product: null,
    title,
    userStoryWant: 'the page told me what the company decided without a reload',
    userStorySoThat: 'I know at once when it is coming',
    confirmDuplicates: true,
  })) as { outcome: string; item: SavedCard };
  expect(outcome.outcome).toBe('saved');
  return outcome.item;
}

const detailPathOf = (card: Pick<SavedCard, 'company' | 'product' | 'slug'>) =>
  `/${card.company.slug}/${card.product?.slug ?? 'no-product'}/${card.slug}`;

/** The company's answer on a card or detail: the company, the status label and the quoted comment. */
async function expectCompanyUpdate(
  place: Locator,
  answer: { company: string; status: string; comment: string },
  options?: { timeout: number },
) {
  const update = place.getByRole('figure');
  await expect(update.getByRole('blockquote')).toHaveText(`“${answer.comment}”`, options);
  await expect(update.getByText(answer.company, { exact: true })).toBeVisible();
  await expect(update.getByText(answer.status, { exact: true })).toBeVisible();
}

/** canvas-confetti draws on a <canvas> of its own, added to the body while pieces fall. */
const confettiCanvas = (page: Page) => page.locator('body > canvas');

test('a status the company sets shows on a visitor’s open detail and list without a reload', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  const word = uniqueWord();
  const companyName = `Statusfeed ${capitalized(word)}`;
  const member = await approvedMember(playwright, testInfo, { companyName }, 'stmember');
  expect(member.company.name).toBe(companyName);
  const author = await consumer(playwright, testInfo, 'stauthor');
  const { company } = member;
  let card: SavedCard | undefined;
  const list = await context.newPage();
  reportRebuiltAssets(list, testInfo);
  try {
    card = await createRequest(author.api, testInfo, company, `Status news ${word}`);
    const { title } = card;

    // An anonymous visitor has the detail open in one tab and the company's board in another.
    const detailFollows = watchSubscriptions(page);
    const listFollows = watchSubscriptions(list);
    const detailCanvases = await countCanvases(page);
    const listCanvases = await countCanvases(list);
    await page.goto(detailPathOf(card));
    await list.goto(`/${company.slug}`);
    const detail = page.getByRole('main');
    const detailHeader = detail.locator('header');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(detailHeader.getByText('Requested', { exact: true })).toBeVisible();
    await expect(detail.getByRole('figure')).toHaveCount(0);
    const listCard = cardTitled(list, title);
    await expect(listCard).toBeVisible();
    await expect(listCard.getByRole('button', { name: `Vote for ${title}, 0 votes` })).toBeEnabled();
    await expect(listCard.getByText('Planned', { exact: true })).toHaveCount(0);
    await detailFollows(`request:${card.id}`);
    await listFollows('requests');

    // Planned, with a comment: the chip and the company's answer, on both pages.
    const planned = `We are building this next (${word}), thank you for asking!`;
    await callOk(member.api, testInfo, 'patch', `/api/v1/requests/${card.id}/status`, {
      status: 'planned',
      comment: planned,
    });
    const plannedAt = Date.now();
    await expectCompanyUpdate(
      detail,
      { company: company.name, status: 'Planned', comment: planned },
      within(plannedAt),
    );
    await expect(detailHeader.getByText('Planned', { exact: true })).toBeVisible();
    await expect(detailHeader.getByText('Requested', { exact: true })).toHaveCount(0);
    await expectCompanyUpdate(
      listCard,
      { company: company.name, status: 'Planned', comment: planned },
      within(plannedAt),
    );
    // The card's own chip beside the company badge, and the same label in the answer.
    await expect(listCard.getByText('Planned', { exact: true })).toHaveCount(2);

    // Launched: the banner, the closed vote and the new comment; the open detail celebrates.
    const launched = `Out today for everyone (${word}). Enjoy!`;
    await callOk(member.api, testInfo, 'patch', `/api/v1/requests/${card.id}/status`, {
      status: 'launched',
      comment: launched,
    });
    const launchedAt = Date.now();
    await expect(detail.getByText('Launched!', { exact: true })).toBeVisible(within(launchedAt));
    await expectCompanyUpdate(detail, { company: company.name, status: 'Launched', comment: launched });
    await expect(detailHeader.getByText('Launched', { exact: true })).toBeVisible();
    await expect(
      detail.getByRole('button', { name: `${card.title}, 0 votes. Launched, voting is closed` }),
    ).toBeDisabled();
    await expect(listCard.getByText('Launched!', { exact: true })).toBeVisible(within(launchedAt));
    await expectCompanyUpdate(listCard, { company: company.name, status: 'Launched', comment: launched });
    await expect(listCard.getByText('Planned', { exact: true })).toHaveCount(0);
    await expect(
      listCard.getByRole('button', { name: `${card.title}, 0 votes. Launched, voting is closed` }),
    ).toBeDisabled();
    // A request launched while its page is open sets off the detail's confetti there, and only there.
    // Counted as canvases added, since the 1 s burst may be over by the time a loaded machine looks.
    await expect.poll(detailCanvases).toBe(1);
    expect(await listCanvases()).toBe(0);
  } finally {
    await list.close();
    // The launched request goes again, so the home list's Launched tab keeps its seeded 7.
    if (card) await callOk(author.api, testInfo, 'delete', `/api/v1/requests/${card.id}`);
    await author.api.dispose();
    await member.api.dispose();
  }
});

test('the member’s open dashboard shows a new vote and a new request without a reload', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  const word = uniqueWord();
  const companyName = `Dashfeed ${capitalized(word)}`;
  const member = await approvedMember(playwright, testInfo, { companyName }, 'stmember');
  expect(member.company.name).toBe(companyName);
  const author = await consumer(playwright, testInfo, 'stauthor');
  const voter = await consumer(playwright, testInfo, 'stvoter');
  const { company } = member;
  const cards: SavedCard[] = [];
  let voted: SavedCard | undefined;
  try {
    const first = await createRequest(author.api, testInfo, company, `Dashboard counts ${word}`);
    cards.push(first);

    await actAs(context, (await member.api.storageState()).cookies);
    const follows = watchSubscriptions(page);
    await page.goto('/company-dashboard');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: `${company.name} Dashboard`, exact: true }),
    ).toBeVisible();
    await expect(main.getByText('1 request · 0 vents', { exact: true })).toBeVisible();
    const firstCard = cardTitled(page, first.title);
    // The count, with its name for readers ('0 votes') and as its tooltip.
    await expect(firstCard.getByTitle('0 votes', { exact: true })).toBeVisible();
    await expect(firstCard.getByTitle('0 votes', { exact: true })).toContainText('0');
    await follows(`company:${company.id}`);

    // Another person votes: the count moves on the open dashboard.
    await callOk(voter.api, testInfo, 'post', `/api/v1/requests/${first.id}/vote`, { voted: true });
    voted = first;
    const votedAt = Date.now();
    await expect(firstCard.getByTitle('1 vote', { exact: true })).toBeVisible(within(votedAt));
    await expect(firstCard.getByTitle('1 vote', { exact: true })).toContainText('1');
    await expect(firstCard.getByText('1 vote', { exact: true })).toBeAttached();

    // A new request for the company appears, and the header counts it.
    const second = await createRequest(author.api, testInfo, company, `Dashboard arrivals ${word}`);
    cards.push(second);
    const createdAt = Date.now();
    await expect(cardTitled(page, second.title)).toBeVisible(within(createdAt));
    await expect(main.getByText('2 requests · 0 vents', { exact: true })).toBeVisible(within(createdAt));
    await expect(
      cardTitled(page, second.title).getByRole('combobox', { name: `Status of ${second.title}` }),
    ).toHaveText('Requested');
    await expect(firstCard.getByTitle('1 vote', { exact: true })).toBeVisible();
  } finally {
    // Others' votes keep a request from being deleted: the vote goes first.
    if (voted)
      await callOk(voter.api, testInfo, 'post', `/api/v1/requests/${voted.id}/vote`, { voted: false });
    for (const card of cards) await callOk(author.api, testInfo, 'delete', `/api/v1/requests/${card.id}`);
    await voter.api.dispose();
    await author.api.dispose();
    await member.api.dispose();
  }
});

// ── The launched detail's confetti ───────────────────────────────────────────────────────────────

/** One of the seeded launched requests (looked at only, never changed). */
async function seededLaunched(api: APIRequestContext): Promise<SavedCard> {
  const response = await api.get('/api/v1/requests?view=launched&limit=1');
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: SavedCard[] };
  expect(items).toHaveLength(1);
  expect(items[0]!.status).toBe('launched');
  return items[0]!;
}

/** Counts every <canvas> ever added to the body, so a canvas that came and went is still seen. */
async function countCanvases(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { canvasesAdded: number };
    record.canvasesAdded = 0;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) if (node.nodeName === 'CANVAS') record.canvasesAdded += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { canvasesAdded: number }).canvasesAdded);
}

async function expectLaunchedDetail(page: Page, card: SavedCard) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(card.title);
  await expect(main.getByText('Launched!', { exact: true })).toBeVisible();
  await expect(main.locator('header').getByText('Launched', { exact: true })).toBeVisible();
  const votes = `${card.voteCount} ${card.voteCount === 1 ? 'vote' : 'votes'}`;
  await expect(
    main.getByRole('button', { name: `${card.title}, ${votes}. Launched, voting is closed` }),
  ).toBeDisabled();
}

test('a launched request’s page opens with a burst of confetti that then clears away', async ({ page }) => {
  const card = await seededLaunched(page.request);
  const canvasesAdded = await countCanvases(page);
  await page.goto(detailPathOf(card));
  await expectLaunchedDetail(page, card);
  await expect(confettiCanvas(page)).toHaveCount(1);
  // Confetti lies over the page without taking its clicks.
  await expect(confettiCanvas(page)).toHaveCSS('pointer-events', 'none');
  // After the 1 s burst the last pieces fall and the canvas goes; the page stays as it was.
  await expect(confettiCanvas(page)).toHaveCount(0);
  expect(await canvasesAdded()).toBe(1);
  await expectLaunchedDetail(page, card);
});

test('with reduced motion a launched request’s page shows Launched without confetti', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const card = await seededLaunched(page.request);
  const canvasesAdded = await countCanvases(page);
  await page.goto(detailPathOf(card));
  await expectLaunchedDetail(page, card);
  // Everything the page asks for has arrived (the confetti would have been fetched on opening).
  await page.waitForLoadState('networkidle');
  expect(await canvasesAdded()).toBe(0);
  await expect(confettiCanvas(page)).toHaveCount(0);
});
