import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  capitalized,
  cards,
  cardTitled,
  countToasts,
  expectListSettled,
  newAccount,
  signUpViaApi,
  slugify,
  uniqueWord,
} from './fixtures';

/**
 * The request form and the builds: making a request with a new
 * company, moderation, the duplicate warning, editing and deleting your own request, and a build's
 * whole life on a detail page; one vent, for the other mode. Every test signs up its own account
 * (one code send) and names what it makes with a fresh word, since both projects share one server.
 */

// The shared test machine is often busy: allow a page more than the default 5 s to render and a
// journey more than 30 s.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => {
  // A returning visitor: the first-visit welcomes are not these journeys'.
  await page.addInitScript(() => {
    for (const flag of ['hasVisited', 'hasSeenVentModeWelcome', 'hasSeenWelcomeBanner']) {
      localStorage.setItem(flag, 'true');
    }
  });
  // `npm start` builds the web app into the shared dist/web when its sources changed, so another
  // engineer's server can replace the assets this server's cached index.html points at: say so.
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/assets/')) {
      const description = `${response.url()} is 404: dist/web was rebuilt by another server during this run`;
      testInfo.annotations.push({ type: 'environment', description });
      console.warn(`[${testInfo.title}] ${description}`);
    }
  });
});

/**
 * A word that keeps names unique per test and run. Consonants only: no vowels and no digits, so it
 * can never spell (or leet-spell) a word the moderation would object to.
 */

// ── The board ─────────────────────────────────────────────────────────────────────────────────────

const tab = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: new RegExp(`^${label}\\s*\\d*$`) });

/** The list is the your-requests tab of `home` ('/' or '/vent'), with `count` items. */
async function expectYourTab(page: Page, home: '/' | '/vent', label: string, count: number): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === home && url.search === '?view=your-requests');
  await expect(tab(page, label)).toHaveAttribute('aria-current', 'page');
  await expect(tab(page, label)).toHaveText(new RegExp(`^${label}\\s*${count}$`));
}

/**
 * A card just made or edited wears the accent ring for 3 s. The ring is all
 * there is to see of it, so the tests read the class that draws it, while it is lit.
 */
const highlightRing = /(^|\s)ring-2(\s|$)/;

/**
 * After a save the list opens with the card highlighted, and the save's toasts show: each goes
 * after a few seconds on its own clock, so all are awaited together rather than one after another.
 */
async function expectSavedAndHighlighted(page: Page, card: Locator, toastTitles: string[]): Promise<void> {
  await Promise.all([
    expect(card).toHaveClass(highlightRing),
    ...toastTitles.map((title) => expectToast(page, title)),
  ]);
}

// ── Toasts ────────────────────────────────────────────────────────────────────────────────────────

const toasts = (page: Page) => page.getByRole('region', { name: /^Messages/ }).getByRole('listitem');

/** A toast with this title (and this description, when given). */
async function expectToast(page: Page, title: string, description?: string): Promise<Locator> {
  const toast = toasts(page).filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first().getByText(description, { exact: true })).toBeVisible();
  return toast;
}

/** Closes the toasts so that none lies over the page (top-center, full width on a phone). */
async function closeToasts(page: Page): Promise<void> {
  for (const close of await toasts(page).getByRole('button', { name: 'Close toast' }).all()) {
    await close.click().catch(() => {});
  }
  await expect(toasts(page)).toHaveCount(0);
}

// ── The request form ──────────────────────────────────────────────────────────────────────────────

/** The form's controls, by their labels; `want` and `soThat` read differently in vent mode. */
function formFields(form: Locator, mode: 'requests' | 'vents' = 'requests') {
  return {
    company: form.getByRole('combobox', { name: 'Company', exact: true }),
    product: form.getByRole('combobox', { name: 'Product (optional)', exact: true }),
    title: form.getByRole('textbox', { name: 'Title', exact: true }),
    want: form.getByRole('textbox', {
      name: mode === 'vents' ? "I'm frustrated that..." : "I'd love it if...",
      exact: true,
    }),
    soThat: form.getByRole('textbox', { name: mode === 'vents' ? 'Because...' : 'So that...', exact: true }),
    submit: form.getByRole('button', { name: 'Submit', exact: true }),
  };
}

/** The open picker (a popover with a search box) of the company or product combobox. */
async function openPicker(page: Page, combobox: Locator, searchPlaceholder: string): Promise<Locator> {
  await combobox.click();
  const picker = page.getByRole('dialog').filter({ has: page.getByPlaceholder(searchPlaceholder) });
  await expect(picker).toBeVisible();
  return picker;
}

/** Types a name the company picker does not know and takes its 'Create "…"' option. */
async function pickNewCompany(page: Page, form: Locator, name: string): Promise<void> {
  const { company } = formFields(form);
  const picker = await openPicker(page, company, "Type the company's name");
  await picker.getByPlaceholder("Type the company's name").fill(name);
  // The list keeps the previous companies until the search answers; then 'Create' is all it holds.
  // Clicked before, the option would move from under the pointer as the list shrinks.
  await expect(picker.getByRole('option')).toHaveCount(1);
  await picker.getByRole('option', { name: `Create "${name}"`, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(company).toHaveText(name);
  await expect(
    form.getByText(`"${name}" is new: it is added when you submit.`, { exact: true }),
  ).toBeVisible();
}

/** Types a name the product picker does not know and takes its 'Create "…"' option. */
async function pickNewProduct(page: Page, form: Locator, name: string): Promise<void> {
  const { product } = formFields(form);
  const picker = await openPicker(page, product, 'Find or add a product');
  await picker.getByPlaceholder('Find or add a product').fill(name);
  await picker.getByRole('option', { name: `Create "${name}"`, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(product).toHaveText(name);
}

interface Draft {
  title: string;
  want: string;
  soThat: string;
}

async function fillDraft(form: Locator, draft: Draft, mode: 'requests' | 'vents' = 'requests') {
  const fields = formFields(form, mode);
  await fields.title.fill(draft.title);
  await fields.want.fill(draft.want);
  await fields.soThat.fill(draft.soThat);
}

/** The 'I'd love it if ...' button (vent mode: 'I'm frustrated that ...') opens the form in place. */
async function openInlineForm(page: Page, mode: 'requests' | 'vents' = 'requests'): Promise<Locator> {
  const opener = mode === 'vents' ? /^I'm frustrated that \.\.\./ : /^I'd love it if \.\.\./;
  await page.getByRole('main').getByRole('button', { name: opener }).click();
  const form = page.getByRole('region', { name: mode === 'vents' ? 'Make a Vent' : 'Make a Request' });
  await expect(form).toBeVisible();
  return form;
}

// ── Through the API, for the journeys that start from a request one already has ───────────────────

interface SavedCard {
  slug: string;
  title: string;
  company: { name: string; slug: string };
  product: { slug: string } | null;
}

/** Saves a request of a new company as the page's signed-in person (no duplicate check then). */
async function createRequestViaApi(request: APIRequestContext, company: string, draft: Draft) {
  const response = await request.post('/api/v1/requests', {
    data: {
      company: { name: company },
      product: null,
      title: draft.title,
      userStoryWant: draft.want,
      userStorySoThat: draft.soThat,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const outcome = (await response.json()) as { outcome: string; item: SavedCard };
  expect(outcome.outcome).toBe('saved');
  return outcome.item;
}

const detailPathOf = (card: SavedCard) =>
  `/${card.company.slug}/${card.product?.slug ?? 'no-product'}/${card.slug}`;

/** Signs a fresh account in; `word` names what the test makes, `company` is a name nobody used yet. */
async function signInFreshAccount(page: Page, baseURL: string | undefined, testInfo: TestInfo) {
  const account = newAccount(testInfo, 'req');
  await signUpViaApi(page.request, baseURL!, account);
  const word = uniqueWord();
  return { account, word, company: `Quillfern ${capitalized(word)}` };
}

// ── The journeys ──────────────────────────────────────────────────────────────────────────────────

test.describe('making a request', () => {
  test(
    'a request for a new company, made in the inline form, lands highlighted on Your Requests',
    { tag: '@phone' },
    async ({ page, baseURL }, testInfo) => {
      const { account, word, company } = await signInFreshAccount(page, baseURL, testInfo);
      const product = `Inkpad ${capitalized(word)}`;
      const draft = {
        title: `Sleep timer ${word}`,
        want: 'the reader could stop reading aloud after a chapter or a set number of minutes',
        soThat: 'I can fall asleep to an audiobook without losing my place.',
      };
      await page.goto('/');
      const form = await openInlineForm(page);
      const fields = formFields(form);
      // The product waits for a company.
      await expect(fields.product).toBeDisabled();
      await pickNewCompany(page, form, company);
      await expect(fields.product).toBeEnabled();
      await expect(fields.product).toHaveText('N/A');
      // Only a company's members may add its products: this one is asked for, then left out.
      await pickNewProduct(page, form, product);
      await fillDraft(form, draft);
      await expect(form.getByText('3/4 words', { exact: true })).toBeVisible();
      await fields.submit.click();

      const card = cardTitled(page, draft.title);
      await expectSavedAndHighlighted(page, card, [
        `Company "${company}" created successfully`,
        'Product not created',
        'Feature request created successfully',
      ]);
      await expect(form).toBeHidden();
      await expectYourTab(page, '/', 'Your Requests', 1);
      await expectListSettled(page);
      await expect(cards(page)).toHaveCount(1);
      await expect(card.getByRole('link', { name: `Show ${company}`, exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: `Show ${product}`, exact: true })).toHaveCount(0);
      await expect(card.getByText(draft.want, { exact: true })).toBeVisible();
      await expect(card.getByText(account.username)).toBeVisible();
      await expect(card.getByRole('button', { name: `Edit ${draft.title}`, exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: `Delete ${draft.title}`, exact: true })).toBeVisible();

      // It is saved: after a reload it is still there, and its title opens its detail.
      await page.reload();
      await expectListSettled(page);
      await expectYourTab(page, '/', 'Your Requests', 1);
      await card.getByRole('link', { name: draft.title, exact: true }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === `/${slugify(company)}/no-product/${slugify(draft.title)}`,
      );
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(draft.title);
    },
  );

  test('moderation blocks a draft with foul language and saves nothing until it is clean', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { word, company } = await signInFreshAccount(page, baseURL, testInfo);
    const clean = {
      title: `Bigger tap targets ${word}`,
      want: 'the buttons on the player were big enough to hit while walking',
      soThat: 'I stop pausing the wrong track.',
    };

    await page.goto('/create-request');
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { level: 1, name: 'Make a Request' })).toBeVisible();
    await pickNewCompany(page, form, company);
    await fillDraft(form, { ...clean, want: 'the tiny buttons on the player were not so sh1t' });
    await formFields(form).submit.click();

    const violation = form.getByRole('alert').filter({ hasText: 'Violation Reason:' });
    await expect(violation).toBeVisible();
    await expect(violation.getByText('Inappropriate Language', { exact: true })).toBeVisible();
    // The reason is ilii's own sentence: shown after its label, whatever it says.
    const reason = violation.getByRole('paragraph').filter({ hasText: 'Violation Reason:' });
    await expect(reason).toHaveText(/^Violation Reason:\s*\S.{10,}$/);
    await expect(violation.getByRole('link', { name: 'Community Policy' })).toBeVisible();
    // Nothing saved: no toast, still on the form with the text as typed.
    await expect(page).toHaveURL((url) => url.pathname === '/create-request');
    await expect(toasts(page).filter({ hasText: /created successfully/ })).toHaveCount(0);
    await expect(formFields(form).want).toHaveValue('the tiny buttons on the player were not so sh1t');

    // Rephrased, it goes through: the company is created only now, and it is the only request.
    await formFields(form).want.fill(clean.want);
    await formFields(form).submit.click();
    await expectToast(page, `Company "${company}" created successfully`);
    await expectToast(page, 'Feature request created successfully');
    await expectYourTab(page, '/', 'Your Requests', 1);
    await expectListSettled(page);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardTitled(page, clean.title)).toBeVisible();
  });

  test('a draft close to a request of the company warns of similar requests; confirmed, it is posted', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUpViaApi(page.request, baseURL!, newAccount(testInfo, 'dup'));
    // Close to the seeded 'Recurring tasks' of Plotweave (src/server/db/seed-data.ts).
    const seeded = 'Recurring tasks';
    const draft = {
      title: `Repeating tasks ${uniqueWord()}`,
      want: 'I could make a task repeat on a schedule, like every second Monday, with a new copy each time',
      soThat: "the monthly invoice run and the backup check don't depend on anyone remembering them.",
    };

    await page.goto('/plotweave');
    await expect(page.getByRole('heading', { level: 1, name: 'Plotweave', exact: true })).toBeVisible();
    await expectListSettled(page);
    // The company's list fills the form's company in, and the similar requests show as you type.
    const form = await openInlineForm(page);
    const fields = formFields(form);
    await expect(fields.company).toHaveText('Plotweave');
    await expect(
      form.getByText('Check below for similar requests and VOTE or BUILD if you find a match!', {
        exact: true,
      }),
    ).toBeVisible();
    await fillDraft(form, draft);
    const panel = form.getByRole('region', { name: 'Similar requests at Plotweave' });
    await expect(panel.getByRole('link', { name: seeded, exact: true })).toBeVisible();

    await fields.submit.click();
    const found = form.getByRole('region', { name: 'Similar Requests Found' });
    await expect(found).toBeVisible();
    await expect(found.getByRole('link', { name: seeded, exact: true })).toBeVisible();
    // Closing the warning keeps the draft, unsaved.
    await found.getByRole('button', { name: 'Close similar requests' }).click();
    await expect(found).toBeHidden();
    await expect(fields.title).toHaveValue(draft.title);
    await expect(toasts(page).filter({ hasText: 'Feature request created successfully' })).toHaveCount(0);

    // Submitted again, the warning comes back; this time the request goes up anyway, once confirmed.
    await fields.submit.click();
    await expect(found).toBeVisible();
    await found.getByRole('button', { name: 'Submit my request anyway' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Your Request' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Back to Form' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    const card = cardTitled(page, draft.title);
    await expectSavedAndHighlighted(page, card, ['Feature request created successfully']);
    await expect(confirm).toBeHidden();
    await expectYourTab(page, '/', 'Your Requests', 1);
    await expectListSettled(page);
    await expect(card.getByRole('link', { name: 'Show Plotweave', exact: true })).toBeVisible();
    await expect(cardTitled(page, seeded)).toHaveCount(0);

    // Leave Plotweave's list as the seed made it for the next run of this journey.
    await card.getByRole('button', { name: `Delete ${draft.title}`, exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Feature Request' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expectToast(page, 'Request deleted');
    await expect(card).toHaveCount(0);
  });
});

test.describe('your own request', () => {
  test('Edit Request changes it and Update saves; Delete Feature Request asks first, then it is gone', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { word, company } = await signInFreshAccount(page, baseURL, testInfo);
    const before = await createRequestViaApi(page.request, company, {
      title: `Dark mode ${word}`,
      want: 'the app had a dark theme',
      soThat: 'I can read at night.',
    });
    const after = {
      title: `Scheduled dark mode ${word}`,
      want: 'the app switched to a dark theme at sunset by itself',
      soThat: 'I can read at night without straining my eyes.',
    };

    await page.goto('/?view=your-requests');
    await expectListSettled(page);
    await cardTitled(page, before.title)
      .getByRole('button', { name: `Edit ${before.title}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Request' });
    await expect(dialog).toBeVisible();
    const fields = formFields(dialog);
    await expect(fields.company).toHaveText(company);
    await expect(fields.title).toHaveValue(before.title);
    await expect(fields.want).toHaveValue('the app had a dark theme');
    await expect(fields.soThat).toHaveValue('I can read at night.');
    // Editing offers Delete (nobody voted or built yet) and Update in place of Submit.
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    await expect(fields.submit).toHaveCount(0);

    await fillDraft(dialog, after);
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    const card = cardTitled(page, after.title);
    await expectSavedAndHighlighted(page, card, ['Feature request updated successfully']);
    await expect(dialog).toBeHidden();
    await expectYourTab(page, '/', 'Your Requests', 1);
    await expectListSettled(page);
    await expect(card.getByText(after.want, { exact: true })).toBeVisible();
    await expect(cardTitled(page, before.title)).toHaveCount(0);

    // Saved: its detail, under the new title's path, shows the new text after a reload.
    await card.getByRole('link', { name: after.title, exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/${before.company.slug}/no-product/${slugify(after.title)}`,
    );
    await page.reload();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(after.title);
    await expect(main.getByText(after.want, { exact: true })).toBeVisible();
    await expect(main.getByText(after.soThat, { exact: true })).toBeVisible();

    // Delete asks first, and Cancel keeps it.
    const deleteButton = main.getByRole('button', { name: 'Delete', exact: true });
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Feature Request' });
    await expect(confirm).toBeVisible();
    await expect(
      confirm.getByText(
        'Are you sure you want to delete this feature request? This action cannot be undone.',
        { exact: true },
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(after.title);

    // Confirmed, it goes: back on the list it came from, which has nothing left.
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Request deleted', 'Your feature request has been deleted successfully');
    await expect(confirm).toBeHidden();
    await expectYourTab(page, '/', 'Your Requests', 0);
    await expect(main.getByRole('heading', { name: 'No Results', exact: true })).toBeVisible();
    await closeToasts(page);

    // Gone for good: its link finds nothing.
    await page.goto(`/${before.company.slug}/no-product/${slugify(after.title)}`);
    await expectToast(page, 'Request not found', "The feature request you're looking for doesn't exist.");
    await expect(page).toHaveURL((url) => url.pathname === `/${before.company.slug}`);
  });
});

test.describe('builds', () => {
  test('on a detail: add a build, vote on it, edit it inline, then delete it after confirming', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { account, word, company } = await signInFreshAccount(page, baseURL, testInfo);
    const item = await createRequestViaApi(page.request, company, {
      title: `Shared shopping lists ${word}`,
      want: 'two people could tick items off the same list at the same time',
      soThat: 'we stop buying the same things twice.',
    });
    const first = 'It should show who ticked an item, so nobody goes back for it.';
    const edited = 'It should show who ticked an item and when, so nobody goes back for it.';

    await page.goto(detailPathOf(item));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(item.title);
    const builds = main.getByRole('region', { name: /^Builds/ });
    await expect(builds.getByRole('heading', { level: 2 })).toHaveText(/^Builds\s*0$/);
    await expect(
      builds.getByText('No builds yet for this feature request. Be the first to build on it.', {
        exact: true,
      }),
    ).toBeVisible();
    // The request can go while nobody has built on it.
    await expect(main.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(1);

    const box = builds.getByRole('textbox', { name: 'Add your build' });
    const buildButton = builds.getByRole('button', { name: 'Build', exact: true });
    await expect(buildButton).toBeDisabled();
    await box.fill(first);
    await buildButton.click();
    const build = builds.getByRole('listitem').filter({ hasText: first });
    await expect(build).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(builds.getByRole('heading', { level: 2 })).toHaveText(/^Builds\s*1$/);
    await expect(build.getByText(account.username, { exact: true })).toBeVisible();
    // With a build on it the request stays up: the only Delete left is the build's.
    await expect(builds.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(1);
    await expect(main.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(1);

    // A vote moves the count, and the server keeps it.
    const unvoted = build.getByRole('button', { name: 'Vote for this build, 0 votes', exact: true });
    await expect(unvoted).toHaveAttribute('aria-pressed', 'false');
    await unvoted.click();
    const voted = build.getByRole('button', { name: 'Vote for this build, 1 vote', exact: true });
    await expect(voted).toHaveText('1');
    await expect(voted).toHaveAttribute('aria-pressed', 'true');
    await expectToast(page, 'Vote added', 'Thanks for voting!');
    await closeToasts(page);

    // Edited inline: Save waits for a change, then the new text replaces the old.
    await build.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = builds.getByRole('textbox', { name: 'Edit your build' });
    await expect(editor).toHaveValue(first);
    const save = builds.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await editor.fill(edited);
    await save.click();
    await expect(editor).toBeHidden();
    const editedBuild = builds.getByRole('listitem').filter({ hasText: edited });
    await expect(editedBuild.getByText(edited, { exact: true })).toBeVisible();
    await expect(builds.getByText(first, { exact: true })).toHaveCount(0);
    // The server kept the vote and the new text.
    await page.reload();
    await expect(editedBuild.getByText(edited, { exact: true })).toBeVisible();
    const stillVoted = editedBuild.getByRole('button', { name: 'Vote for this build, 1 vote', exact: true });
    await expect(stillVoted).toHaveAttribute('aria-pressed', 'true');
    await expect(stillVoted).toHaveText('1');

    // Deleted after confirming: the list is empty again and the request may go once more.
    await editedBuild.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Build' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Build deleted');
    await expect(confirm).toBeHidden();
    await expect(builds.getByRole('listitem')).toHaveCount(0);
    await expect(builds.getByRole('heading', { level: 2 })).toHaveText(/^Builds\s*0$/);
    await expect(main.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(1);
    await expect(
      builds.getByText('No builds yet for this feature request. Be the first to build on it.', {
        exact: true,
      }),
    ).toBeVisible();
  });
});

test.describe('vent mode', () => {
  test('a vent made at /vent uses the vent wording and lands on Your Vents', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { word, company } = await signInFreshAccount(page, baseURL, testInfo);
    const draft = {
      title: `Logged out daily ${word}`,
      want: 'the app logs me out every single day',
      soThat: 'I lose whatever I was in the middle of writing.',
    };

    await page.goto('/vent');
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expectListSettled(page);
    const form = await openInlineForm(page, 'vents');
    await expect(form.getByText("I'm frustrated that...", { exact: true })).toBeVisible();
    await expect(form.getByText('Because...', { exact: true })).toBeVisible();
    await pickNewCompany(page, form, company);
    await fillDraft(form, draft, 'vents');
    await formFields(form, 'vents').submit.click();

    await expectToast(page, 'Vent created successfully');
    await expectYourTab(page, '/vent', 'Your Vents', 1);
    await expectListSettled(page);
    const card = cardTitled(page, draft.title);
    await expect(card).toBeVisible();
    await expect(card.getByText("I'm frustrated that...", { exact: true })).toBeVisible();
    await expect(card.getByText(draft.want, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: draft.title, exact: true })).toHaveAttribute(
      'href',
      `/vent/${slugify(company)}/no-product/${slugify(draft.title)}`,
    );

    // The vent goes again, so the seeded vent board keeps its count for the later journeys.
    const mine = await page.request.get('/api/v1/vents?view=your-requests');
    const [vent] = ((await mine.json()) as { items: { id: string; title: string }[] }).items;
    expect(vent?.title).toBe(draft.title);
    const deleted = await page.request.delete(`/api/v1/vents/${vent!.id}`, {
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
  });
});

// ── When the server fails ─────────────────────────────────────────────────────────────────────────

/** An API error in the server's wire shape. */
const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}) } }),
});

/** Every shown toast with this title: one per failure, not a storm of them. */
const toastsTitled = (page: Page, title: string) =>
  toasts(page).filter({ has: page.getByText(title, { exact: true }) });

test.describe('when lists fail to load', () => {
  test("a catalog that will not load toasts 'Error loading companies' once, after the retries", {
    tag: '@phone',
  }, async ({ page, isMobile }) => {
    let asked = 0;
    await page.route('**/api/v1/catalog', (route) => {
      asked += 1;
      return route.fulfill(apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    });
    const toastsShown = await countToasts(page);
    await page.goto('/');
    // The sidebar's Companies; on a phone it is in the menu.
    if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const companies = page.getByRole('navigation', { name: 'Companies' });
    await expect(companies.getByText("Couldn't load the companies.", { exact: true })).toBeVisible({
      timeout: 15_000,
    });

    await expectToast(page, 'Error loading companies', 'Failed to load companies');
    expect(asked, 'the catalog was asked for again before the toast').toBeGreaterThanOrEqual(3);
    // Until the toast has gone (its 4 s), no second one came: one failure, one toast.
    await expect(toastsTitled(page, 'Error loading companies')).toHaveCount(0);
    expect(await toastsShown('Error loading companies')).toBe(1);
  });

  test("the pickers toast 'Error loading companies' and 'Error loading products' when their lists fail", async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInFreshAccount(page, baseURL, testInfo);
    const failed = apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    await page.route('**/api/v1/companies**', (route) => route.fulfill(failed));
    await page.goto('/');
    await expectListSettled(page);
    let form = await openInlineForm(page);
    await openPicker(page, formFields(form).company, "Type the company's name");
    await expectToast(page, 'Error loading companies', 'Failed to load companies');
    await expect(toastsTitled(page, 'Error loading products')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The products come from the catalog, which the product picker reads as soon as the form opens.
    await page.route('**/api/v1/catalog', (route) => route.fulfill(failed));
    const toastsShown = await countToasts(page);
    await page.reload();
    await expectListSettled(page);
    form = await openInlineForm(page);
    await expect(formFields(form).product).toBeVisible();
    await expectToast(page, 'Error loading products', 'Failed to load products');
    await expect(toastsTitled(page, 'Error loading products')).toHaveCount(0);
    expect(await toastsShown('Error loading products')).toBe(1);
  });
});

test.describe('when a save fails', () => {
  test("a failed save toasts 'Error' with what failed; field errors go to their fields", async ({
    page,
    baseURL,
  }, testInfo) => {
    const { word, company } = await signInFreshAccount(page, baseURL, testInfo);
    const draft = {
      title: `Offline maps ${word}`,
      want: 'the app kept the maps of my last trip for use without a connection',
      soThat: 'I can find my way where there is no signal.',
    };
    const answers = [
      apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
      apiError(409, 'CONFLICT', 'Failed to create company'),
      apiError(409, 'CONFLICT', 'Failed to create product'),
      apiError(400, 'VALIDATION', 'Please fix the errors in the form', { title: 'Title is required' }),
    ];
    await page.route('**/api/v1/requests', (route) =>
      route.request().method() === 'POST' ? route.fulfill(answers.shift()!) : route.fallback(),
    );
    await page.goto('/');
    await expectListSettled(page);
    const form = await openInlineForm(page);
    await pickNewCompany(page, form, company);
    await fillDraft(form, draft);
    const { submit, title } = formFields(form);

    for (const description of [
      'Failed to create feature request',
      'Failed to create company',
      'Failed to create product',
    ]) {
      await submit.click();
      await expectToast(page, 'Error', description);
      await closeToasts(page);
      // Nothing is lost: the form stays open with the draft.
      await expect(title).toHaveValue(draft.title);
    }

    await submit.click();
    await expect(form.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(toastsTitled(page, 'Error')).toHaveCount(0);
    expect(answers).toHaveLength(0);
  });

  test("a failed update toasts 'Error' with 'Failed to update feature request'", async ({
    page,
    baseURL,
  }, testInfo) => {
    const { word, company } = await signInFreshAccount(page, baseURL, testInfo);
    const saved = await createRequestViaApi(page.request, company, {
      title: `Bigger text ${word}`,
      want: 'the reader let me choose a larger font',
      soThat: 'I can read without my glasses.',
    });
    await page.route('**/api/v1/requests/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill(apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'))
        : route.fallback(),
    );
    await page.goto('/?view=your-requests');
    await expectListSettled(page);
    await cardTitled(page, saved.title)
      .getByRole('button', { name: `Edit ${saved.title}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Request' });
    await formFields(dialog).title.fill(`Larger text ${word}`);
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();

    await expectToast(page, 'Error', 'Failed to update feature request');
    await expect(dialog).toBeVisible();
    await expect(formFields(dialog).title).toHaveValue(`Larger text ${word}`);
  });
});
