import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { actAs, adminCookies, consumer, originHeaders, reportRebuiltAssets, signInViaApi } from './fixtures';

/**
 * Reporting and removal, end to end: people report a request from its page until it leaves the
 * lists (the server runs with REPORT_HIDE_THRESHOLD=2, and the seeded people's accounts are months
 * old, so their reports count), an admin removes it from the Reports view with a reason, and its
 * author finds it on their own tab, marked removed with that reason. Code sends: the author, two
 * seeded reporters and the admin (once per run).
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

/** Seeded people (accounts months old); a retry takes the next two, since a code is sent once a minute per e-mail. */
const seededReporters = [
  'maya.ostrander@example.com',
  'jonas.vellmar@example.com',
  'priya.sundresh@example.com',
  'theo.marchetti@example.com',
  'amara.okonjo@example.com',
  'felix.draybourne@example.com',
];

test('people report a request until it is hidden; the admin removes it and the author sees why', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  const word = `Gondola${randomBytes(3).toString('hex')}`;
  const { api: author } = await consumer(playwright, testInfo, 'reported');
  const reporterApi = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL! });
  try {
    const saved = await author.post('/api/v1/requests', {
      headers: originHeaders(testInfo),
      data: {
        company: { name: `${word} Labs` },
        product: null,
        title: `${word} export`,
        userStoryWant: 'boards could be exported as a spreadsheet',
        userStorySoThat: 'my team can plan offline',
        confirmDuplicates: true,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { item } = (await saved.json()) as {
      item: { id: string; slug: string; company: { slug: string } };
    };
    const path = `/${item.company.slug}/no-product/${item.slug}`;

    // The first reporter uses the detail page's menu.
    const [first, second] = seededReporters.slice(testInfo.retry * 2, testInfo.retry * 2 + 2);
    await signInViaApi(page.request, testInfo.project.use.baseURL!, first!);
    await page.goto(path);
    await page.getByRole('button', { name: `More actions: ${word} export` }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose what is wrong.');
    await dialog.getByRole('radio', { name: 'Harassment' }).check();
    await dialog.getByLabel('Anything else the admins should know (optional)').fill('Names a support agent');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks, your report was received. An admin will review it.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The second report (through the API) reaches the threshold: the request leaves the lists.
    await signInViaApi(reporterApi, testInfo.project.use.baseURL!, second!);
    const reported = await reporterApi.post(`/api/v1/reports/requests/${item.id}`, {
      headers: originHeaders(testInfo),
      data: { reason: 'harassment' },
    });
    expect(reported.status(), await reported.text()).toBe(200);
    await actAs(context, null);
    await page.goto(`/?view=latest-requests&q=${word}`);
    await expect(page.getByText('No Results', { exact: true })).toBeVisible();

    // The admin removes it from the Reports view, with a reason.
    await actAs(context, await adminCookies(playwright, testInfo));
    await page.goto('/admin?view=reports');
    const entry = page.getByRole('listitem').filter({ hasText: `${word} export` });
    await expect(entry.getByText('2 open reports')).toBeVisible();
    await expect(entry.getByText('Hidden from lists')).toBeVisible();
    await expect(entry.getByText('“Names a support agent”')).toBeVisible();
    await entry.getByRole('button', { name: `Remove: ${word} export` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this' });
    await confirm.getByLabel('Reason (shown to the author)').fill('Targets a named employee');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Removed. Only its author and admins can see it now.')).toBeVisible();
    await expect(entry).toBeHidden();

    // Others get a 404; the author sees it on their own tab, marked removed with the reason.
    await actAs(context, null);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await actAs(context, (await author.storageState()).cookies);
    await page.goto('/?view=your-requests');
    const card = page.getByRole('article').filter({ hasText: `${word} export` });
    await expect(card.getByText('Removed by an admin:')).toBeVisible();
    await expect(card.getByText('Targets a named employee')).toBeVisible();
  } finally {
    await author.dispose();
    await reporterApi.dispose();
  }
});
