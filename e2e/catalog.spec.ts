import { randomInt } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { actAs, adminCookies, consumer, expectToast, originHeaders, reportRebuiltAssets } from './fixtures';

/**
 * The catalogue in /admin: an admin renames a company, and its old links (the company's list and a
 * request's detail) land on the renamed company's pages. One code send: the consumer who names the
 * company (the admin's session is kept for the run).
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

test('an admin renames a company and the old link still works', async ({ page, playwright }, testInfo) => {
  const word = `${testInfo.project.name}${randomInt(1e6)}`;
  const { api } = await consumer(playwright, testInfo, 'catalog');
  const saved = await api.post('/api/v1/requests', {
    headers: originHeaders(testInfo),
    data: {
      company: { name: `Oldname ${word}` },
      product: null,
      title: `Catalog idea ${word}`,
      userStoryWant: 'the company page kept its old links',
      userStorySoThat: 'shared links never break',
      confirmDuplicates: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { item } = (await saved.json()) as { item: { id: string; slug: string; company: { slug: string } } };
  const oldCompanyPath = `/${item.company.slug}`;

  try {
    await actAs(page.context(), await adminCookies(playwright, testInfo));
    await page.goto('/admin?view=companies');
    await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill(word);
    // The search's answer, not the whole list shown while it loads.
    await expect(page.getByRole('list', { name: 'Companies' }).locator(':scope > li')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Companies' })).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: `Rename Oldname ${word}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename company' });
    await dialog.getByLabel('New name').fill(`Newname ${word}`);
    await dialog.getByLabel('Reason (optional)').fill('The company rebranded');
    await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
    await expectToast(page, `Renamed to "Newname ${word}"`, `/newname-${word}`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: `Newname ${word}` })).toBeVisible();

    // The old link, typed or shared before the rename: a 301 to the renamed company's page.
    await page.goto(oldCompanyPath);
    await expect(page).toHaveURL(`/newname-${word}`);
    await expect(page.getByRole('heading', { level: 1, name: `Newname ${word}` })).toBeVisible();
    await page.goto(`${oldCompanyPath}/no-product/${item.slug}`);
    await expect(page).toHaveURL(`/newname-${word}/no-product/${item.slug}`);
    await expect(page.getByRole('heading', { name: `Catalog idea ${word}` })).toBeVisible();

    // Inside the app (no page load), the old paths are replaced by the new ones too.
    for (const [from, to] of [
      [oldCompanyPath, `/newname-${word}`],
      [`${oldCompanyPath}/no-product/${item.slug}`, `/newname-${word}/no-product/${item.slug}`],
    ]) {
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, from!);
      await expect(page).toHaveURL(to!);
    }
    await expect(page.getByRole('heading', { name: `Catalog idea ${word}` })).toBeVisible();
  } finally {
    // The author takes the request down again, so the boards' seeded counts hold for the other files.
    await api.delete(`/api/v1/requests/${item.id}`, { headers: originHeaders(testInfo) });
    await api.dispose();
  }
});
