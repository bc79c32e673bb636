import { expect as baseExpect, test } from '@playwright/test';
import {
  actAs,
  approvedMember,
  callOk,
  capitalized,
  cardTitled,
  consumer,
  reportRebuiltAssets,
  saveRequest,
  uniqueWord,
} from './fixtures';

/**
 * A company member merges a duplicate request into another from the dashboard: the picker offers
 * ilii's suggestion first, the confirmation says what will happen, the duplicate leaves the
 * dashboard, and its old link lands on the request it was merged into, which shows 'Merged from'
 * with an Unmerge. The journey unmerges and takes its requests away afterwards. Code sends: 2.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

/** What each request of this journey asks for. */
const story = {
  want: 'the calendar could be exported to a spreadsheet file',
  soThat: 'I can share our schedule with the team every week',
};

test('a member merges a duplicate from the dashboard and its old link lands on the target @phone', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  const word = uniqueWord();
  const member = await approvedMember(
    playwright,
    testInfo,
    { companyName: `Mergeco ${capitalized(word)}` },
    'mgmember',
  );
  const customer = await consumer(playwright, testInfo, 'mgauthor');
  const { company } = member;
  const left: string[] = [];
  try {
    const kept = await saveRequest(customer.api, testInfo, company.id, `Calendar export ${word}`, story);
    left.push(kept.id);
    const duplicate = await saveRequest(
      customer.api,
      testInfo,
      company.id,
      `Export the calendar ${word}`,
      story,
    );
    left.push(duplicate.id);

    await actAs(context, (await member.api.storageState()).cookies);
    await page.goto('/company-dashboard');
    const duplicateCard = cardTitled(page, duplicate.title);
    await duplicateCard.getByRole('button', { name: `Merge "${duplicate.title}" into…` }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Merge this request into another' })).toBeVisible();
    const suggestions = dialog.getByRole('region', { name: "ilii's suggestions" });
    await expect(suggestions.getByRole('button', { name: new RegExp(kept.title) })).toBeVisible();
    await testInfo.attach('picker', { body: await page.screenshot(), contentType: 'image/png' });
    await suggestions.getByRole('button', { name: new RegExp(kept.title) }).click();

    await expect(dialog.getByRole('heading', { name: `Merge into "${kept.title}"?` })).toBeVisible();
    await expect(
      dialog.getByText('Everyone who voted on either is counted once on the one you keep.'),
    ).toBeVisible();
    await testInfo.attach('confirmation', { body: await page.screenshot(), contentType: 'image/png' });
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(duplicateCard).toHaveCount(0);

    // The old link lands on the request it was merged into, which says what was merged into it.
    const base = `/${company.slug}/no-product`;
    await page.goto(`${base}/${duplicate.slug}`);
    await expect(page).toHaveURL(new RegExp(`${base}/${kept.slug}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: kept.title })).toBeVisible();
    const mergedFrom = main.getByRole('region', { name: 'Merged from' });
    await expect(mergedFrom.getByRole('link', { name: duplicate.title })).toBeVisible();
    await testInfo.attach('merged from', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    // Unmerge puts the duplicate back on its own.
    await mergedFrom.getByRole('button', { name: `Unmerge ${duplicate.title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unmerge' }).click();
    await expect(mergedFrom).toHaveCount(0);
    await page.goto(`${base}/${duplicate.slug}`);
    await expect(main.getByRole('heading', { level: 1, name: duplicate.title })).toBeVisible();
  } finally {
    for (const id of left) await callOk(customer.api, testInfo, 'delete', `/api/v1/requests/${id}`);
    await customer.api.dispose();
    await member.api.dispose();
  }
});
