import {
  type APIRequestContext,
  expect as baseExpect,
  type Cookie,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  actAs,
  adminCookies,
  applyForCompany,
  cards,
  cardTitled,
  consumer,
  displayName,
  expectToast,
  mailsTo,
  type NewAccount,
  newAccount,
  originHeaders,
  reportRebuiltAssets,
} from './fixtures';

/**
 * The company and admin side: a company application approved in /admin, the member's answer on the
 * dashboard as the public sees it, the moderation and duplicate logs, and Top Users. Code sends per
 * project: the admin once (a session kept in the output folder for the whole run), the applicant,
 * two consumers and the idle user: 5, so 10 for both projects.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

interface Company {
  id: string;
  name: string;
  slug: string;
}

interface SavedCard {
  id: string;
  slug: string;
  title: string;
  company: Company;
  product: Company | null;
}

type Outcome =
  | { outcome: 'saved'; item: SavedCard }
  | { outcome: 'blocked'; violation: { reason: string; category: string; label: string } }
  | { outcome: 'duplicates'; duplicates: SavedCard[] };

interface Draft {
  company: { id: string } | { name: string };
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
}

/** A request submitted as `api`'s user, the way the request form sends it. */
async function submitRequest(api: APIRequestContext, testInfo: TestInfo, draft: Draft): Promise<Outcome> {
  const response = await api.post('/api/v1/requests', {
    headers: originHeaders(testInfo),
    data: { ...draft, product: null },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Outcome;
}

/** The author takes their request down again, so the boards' seeded counts hold for the other files. */
async function deleteRequest(api: APIRequestContext, testInfo: TestInfo, id: string) {
  const response = await api.delete(`/api/v1/requests/${id}`, { headers: originHeaders(testInfo) });
  expect(response.status(), await response.text()).toBe(200);
}

/** A view of the console: the sidebar on desktop, the 'Admin view' select below 768 px. */
async function openAdminView(page: Page, isMobile: boolean, title: string): Promise<void> {
  if (isMobile) {
    await page.getByRole('combobox', { name: 'Admin view' }).click();
    await page.getByRole('option', { name: title, exact: true }).click();
  } else {
    const link = page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: title });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}
/** The company's answer on a public card or detail: company, status label and the quoted comment. */
async function expectCompanyUpdate(place: Locator, company: string, status: string, comment: string) {
  const update = place.getByRole('figure');
  await expect(update).toBeVisible();
  await expect(update.getByText(company, { exact: true })).toBeVisible();
  await expect(update.getByText(status, { exact: true })).toBeVisible();
  await expect(update.getByRole('blockquote')).toHaveText(`“${comment}”`);
}

/** The approved member, shared by the two journeys of the application describe. */
let member: { account: NewAccount; cookies: Cookie[]; company: Company } | undefined;

test.describe('a company account', () => {
  // The second journey answers as the member the first one made.
  test.describe.configure({ mode: 'serial' });

  test('an applicant applies at /companies, the admin approves, and the member gets the dashboard', async ({
    page,
    context,
    playwright,
  }, testInfo) => {
    const account = newAccount(testInfo, 'member');
    const companyName = `Orbit ${testInfo.project.name} ${account.username.slice(-8)}`;
    const title = 'Head of Product';
    const phone = '+1 555 010 0199';
    await applyForCompany(page, account, { company: companyName, title, phone });
    const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
      user: { membership: { status: string; company: Company } };
    };
    expect(session.user.membership.status).toBe('pending');
    const company = session.user.membership.company;
    expect(company.name).toBe(companyName);
    const applicantCookies = await context.cookies();

    // While pending there is no dashboard: /company-dashboard sends the applicant home.
    await page.goto('/company-dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Wish a product were better?' })).toBeVisible();

    // A signed-in admin visiting / is sent to the console, which opens on Company Applications.
    await actAs(context, await adminCookies(playwright, testInfo));
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Applications' })).toBeVisible();
    await expect(page.getByText('Review and approve company account applications')).toBeVisible();
    const row = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: companyName, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(displayName(account), { exact: true })).toBeVisible();
    await expect(row.getByText(`@${account.username}`, { exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: title, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: phone, exact: true })).toBeVisible();
    await expect(row.getByText('pending', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Approve ${displayName(account)} for ${companyName}` }).click();
    await expectToast(page, 'Success', 'Application approved');
    await expect(row.getByText('approved', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^(Approve|Reject) / })).toHaveCount(0);
    await expect(
      row.getByRole('button', { name: `Revoke ${displayName(account)}'s membership of ${companyName}` }),
    ).toBeVisible();
    await expect(row.getByText(/^Reviewed /)).toBeVisible();

    // The approved member is sent from / to their dashboard, empty for a new company.
    await actAs(context, applicantCookies);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/company-dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: `${companyName} Dashboard`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText('0 requests · 0 vents', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'No feature requests found', exact: true }),
    ).toBeVisible();
    member = { account, cookies: applicantCookies, company };
  });

  test('the member launches a request with a comment; visitors see both on the card and the detail', async ({
    page,
    context,
    playwright,
  }, testInfo) => {
    if (!member) throw new Error('the member of the first journey is missing');
    const { company } = member;
    const asker = await consumer(playwright, testInfo, 'asker');
    const suffix = asker.account.username.slice(-8);
    const title = `Shared shopping lists ${suffix}`;
    const comment = `Shared lists are out today for everyone (${suffix}). Thank you for asking!`;
    const outcome = await submitRequest(asker.api, testInfo, {
      company: { id: company.id },
      title,
      userStoryWant: 'I could share a shopping list with my family and see their changes live',
      userStorySoThat: 'we stop buying the same things twice',
    });
    if (outcome.outcome !== 'saved') throw new Error(`the request was not saved: ${JSON.stringify(outcome)}`);
    const request = outcome.item;
    try {
      await actAs(context, member.cookies);
      await page.goto('/company-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: `${company.name} Dashboard` })).toBeVisible();
      await expect(page.getByRole('main').getByText('1 request · 0 vents', { exact: true })).toBeVisible();
      const card = cardTitled(page, title);
      await expect(card).toHaveCount(1);
      const status = card.getByRole('combobox', { name: `Status of ${title}` });
      await expect(status).toHaveText('Requested');

      await status.click();
      await page.getByRole('option', { name: 'Launched', exact: true }).click();
      await expect(status).toHaveText('Launched');
      await card.getByLabel('Comment (optional, shown on the request)').fill(comment);
      await expect(card.getByText(`${comment.length}/500 characters`)).toBeVisible();
      await card.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Status set to Launched', 'Your comment is shown on the request.');
      await expect(card.getByText('Your update:')).toBeVisible();
      await expect(card.getByText(`“${comment}”`)).toBeVisible();
      await expect(card.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

      // Kept by the server: a reload shows the same answer.
      await page.reload();
      await expect(status).toHaveText('Launched');
      await expect(card.getByText(`“${comment}”`)).toBeVisible();
      // The author hears of the launch by e-mail.
      await expect
        .poll(async () => (await mailsTo(page.request, asker.account.email)).map((mail) => mail.subject), {
          message: 'the launch e-mail to the author',
        })
        .toContain(`Launched: ${title}`);

      // An anonymous visitor: the home list's Launched tab, then the detail.
      await actAs(context, null);
      await page.goto('/');
      await page
        .getByRole('main')
        .getByRole('navigation', { name: 'Tabs' })
        .getByRole('link', { name: /^Launched\s*\d*$/ })
        .click();
      await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'launched');
      const publicCard = cardTitled(page, title);
      await expect(publicCard).toHaveCount(1);
      await expect(publicCard.getByText('Launched!', { exact: true })).toBeVisible();
      await expectCompanyUpdate(publicCard, company.name, 'Launched', comment);
      await expect(
        publicCard.getByRole('button', {
          name: new RegExp(`^${title}, \\d+ votes?\\. Launched, voting is closed$`),
        }),
      ).toBeDisabled();

      await publicCard.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/${company.slug}/no-product/${request.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.getByText('Launched!', { exact: true })).toBeVisible();
      await expectCompanyUpdate(main, company.name, 'Launched', comment);
      await expect(
        main.getByText('This feature has been launched! Builds are no longer accepted.', { exact: true }),
      ).toBeVisible();
      // Only the company (and admins) answer: a visitor gets no status control.
      await expect(main.getByRole('heading', { name: `Answer as ${company.name}` })).toHaveCount(0);
      await expect(main.getByRole('combobox', { name: `Status of ${title}` })).toHaveCount(0);
    } finally {
      await deleteRequest(asker.api, testInfo, request.id);
      await asker.api.dispose();
    }
  });
});

test.describe('the logs', () => {
  test(
    'Moderator Checks and Duplicate Checks show what people were stopped with',
    { tag: '@phone' },
    async ({ page, context, isMobile, playwright }, testInfo) => {
      const person = await consumer(playwright, testInfo, 'logs');
      const suffix = person.account.username.slice(-8);
      const companyName = `Quill ${testInfo.project.name} ${suffix}`;
      const original: Draft = {
        company: { name: companyName },
        title: `Offline playlists ${suffix}`,
        userStoryWant: 'I could download my playlists and listen to them on the plane',
        userStorySoThat: 'I can listen to music without a connection',
      };
      const saved = await submitRequest(person.api, testInfo, original);
      if (saved.outcome !== 'saved')
        throw new Error(`the first request was not saved: ${JSON.stringify(saved)}`);
      const first = saved.item;
      try {
        // The same request again: the duplicate warning (logged for the admin).
        const again = await submitRequest(person.api, testInfo, {
          ...original,
          company: { id: first.company.id },
        });
        if (again.outcome !== 'duplicates') throw new Error(`no duplicate warning: ${JSON.stringify(again)}`);
        const duplicateIds = again.duplicates.map((card) => card.id);
        expect(duplicateIds).toContain(first.id);
        // Foul language: blocked by moderation (logged for the admin).
        const foul: Draft = {
          company: { id: first.company.id },
          title: `Camera crashes ${suffix}`,
          userStoryWant: 'this sh1t stopped crashing when I open the camera',
          userStorySoThat: 'I can take photos',
        };
        const blocked = await submitRequest(person.api, testInfo, foul);
        if (blocked.outcome !== 'blocked') throw new Error(`not blocked: ${JSON.stringify(blocked)}`);
        const { violation } = blocked;

        await actAs(context, await adminCookies(playwright, testInfo));
        await page.goto('/admin');
        await openAdminView(page, isMobile, 'Moderator Checks');
        await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'moderation');
        await expect(page.getByText('Content moderation violations shown to users')).toBeVisible();
        const check = cards(page).filter({ has: page.getByText(person.account.username, { exact: true }) });
        await expect(check).toHaveCount(1);
        await expect(check.locator('time')).toBeVisible();
        await expect(check.getByRole('definition').nth(1)).toHaveText('Feature request');
        await expect(check.getByText('Violation Reason:', { exact: true })).toBeVisible();
        await expect(check.getByText(violation.reason, { exact: true })).toBeVisible();
        const badge = check.getByText(violation.label, { exact: true });
        await expect(badge).toBeVisible();
        await expect(badge).toHaveAttribute('title', violation.category);
        await expectSubmittedContent(check, { ...foul, company: companyName });

        await openAdminView(page, isMobile, 'Duplicate Checks');
        await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'duplicates');
        await expect(page.getByText('Duplicate warnings shown to users')).toBeVisible();
        const warning = cards(page).filter({ has: page.getByText(person.account.username, { exact: true }) });
        await expect(warning).toHaveCount(1);
        await expect(
          warning.getByText(`${duplicateIds.length} duplicate(s) found`, { exact: true }),
        ).toBeVisible();
        await expect(warning.getByText('Duplicate Requests:', { exact: true })).toBeVisible();
        const links = warning.getByRole('link');
        await expect(links).toHaveCount(duplicateIds.length);
        const link = warning.getByRole('link', { name: `${first.id.slice(0, 8)} (opens in a new tab)` });
        await expect(link).toHaveAttribute('href', `/request/${first.id}`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expectSubmittedContent(warning, { ...original, company: companyName });

        // The link opens the request in a new tab, at its public address.
        const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
        await expect(tab).toHaveURL(
          (url) => url.pathname === `/${first.company.slug}/no-product/${first.slug}`,
        );
        await expect(tab.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(original.title);
        await tab.close();
      } finally {
        await deleteRequest(person.api, testInfo, first.id);
        await person.api.dispose();
      }
    },
  );
});

/** 'Submitted Content' is folded away; opened, it shows what was typed as formatted JSON. */
async function expectSubmittedContent(entry: Locator, draft: Omit<Draft, 'company'> & { company: string }) {
  const content = entry.locator('pre');
  await expect(content).toBeHidden();
  await entry.getByText('Submitted Content', { exact: true }).click();
  await expect(content).toBeVisible();
  expect(JSON.parse((await content.textContent()) ?? '')).toEqual({
    title: draft.title,
    userStoryWant: draft.userStoryWant,
    userStorySoThat: draft.userStorySoThat,
    company: draft.company,
    product: null,
  });
}

test.describe('Top Users', () => {
  test(
    'columns sort both ways, and an idle user is deleted after the confirmation',
    { tag: '@phone' },
    async ({ page, context, isMobile, playwright }, testInfo) => {
      const idle = await consumer(playwright, testInfo, 'idle');
      try {
        await actAs(context, await adminCookies(playwright, testInfo));
        await page.goto('/admin');
        await openAdminView(page, isMobile, 'Top Users');
        await expect(page.getByText('User activity statistics')).toBeVisible();
        const table = page.getByRole('main').getByRole('table');
        const rows = table.locator('tbody tr');
        const header = (name: string) => table.getByRole('columnheader').filter({ hasText: name });
        const sortBy = async (name: string, direction: 'ascending' | 'descending') => {
          await header(name).getByRole('button', { name }).click();
          await expect(header(name)).toHaveAttribute('aria-sort', direction);
          await expect(table).toHaveAttribute('aria-busy', 'false');
        };
        /** The numbers of a column (3: Requests, 4: Votes), top to bottom. */
        const numbers = async (column: number) => {
          const values = await rows.evaluateAll(
            (trs, index) => trs.map((tr) => Number(tr.children[index - 1]?.textContent || Number.NaN)),
            column,
          );
          expect(values.every(Number.isInteger), `column ${column}: ${values}`).toBe(true);
          return values;
        };
        const joined = () =>
          rows.evaluateAll((trs) =>
            trs.map((tr) => tr.querySelector('time')?.getAttribute('dateTime') ?? ''),
          );
        const descending = <T>(values: T[]) => [...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
        const ascending = <T>(values: T[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

        // Default: most requests first; such a person offers no delete.
        await expect(header('Requests')).toHaveAttribute('aria-sort', 'descending');
        await expect(table).toHaveAttribute('aria-busy', 'false');
        const requestCounts = await numbers(3);
        expect(requestCounts.length).toBeGreaterThan(1);
        expect(requestCounts).toEqual(descending(requestCounts));
        expect(requestCounts[0]).toBeGreaterThan(0);
        await expect(rows.first().getByRole('button', { name: /^Delete / })).toHaveCount(0);

        // A new column starts descending; the same column again flips it.
        await sortBy('Votes', 'descending');
        await expect(header('Requests')).not.toHaveAttribute('aria-sort');
        const votes = await numbers(4);
        expect(votes).toEqual(descending(votes));
        await sortBy('Votes', 'ascending');
        const votesUp = await numbers(4);
        expect(votesUp).toEqual(ascending(votesUp));
        await sortBy('Joined', 'descending');
        const newestFirst = await joined();
        expect(newestFirst).toEqual(descending(newestFirst));

        // Newest first, the idle account is near the top (the other journeys may have signed people
        // up since): no requests, votes or builds, so it may go.
        const row = rows.filter({
          has: page.getByRole('cell', { name: idle.account.username, exact: true }),
        });
        await expect(row).toBeVisible();
        await expect(row.getByRole('cell', { name: idle.account.email, exact: true })).toBeVisible();
        for (const column of [2, 3, 4]) await expect(row.getByRole('cell').nth(column)).toHaveText('0');
        await row.getByRole('button', { name: `Delete ${idle.account.username}` }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
        await expect(confirm).toBeVisible();
        await expect(confirm).toContainText(
          `Are you sure you want to delete ${idle.account.username}? This action cannot be undone. Note: Users with existing requests, votes, or builds cannot be deleted.`,
        );
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
        await expectToast(page, 'User deleted', `${idle.account.username} was deleted.`);
        await expect(confirm).toBeHidden();
        await expect(row).toHaveCount(0);

        // Gone for good: not listed after a reload, and their session no longer signs them in.
        await page.reload();
        await sortBy('Joined', 'descending');
        await expect(rows.first()).toBeVisible();
        await expect(row).toHaveCount(0);
        const session = await idle.api.get('/api/v1/auth/session');
        expect(((await session.json()) as { user: unknown }).user).toBeNull();
      } finally {
        await idle.api.dispose();
      }
    },
  );
});
