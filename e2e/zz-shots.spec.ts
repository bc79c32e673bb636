import { expect, test } from '@playwright/test';
import { actAs, adminCookies, approvedMember } from './fixtures';

test('shots', async ({ page, playwright }, testInfo) => {
  test.setTimeout(120_000);
  const cookies = await adminCookies(playwright, testInfo);
  await actAs(page.context(), cookies);
  const first = await (await page.request.get('/api/v1/admin/companies')).json();
  const member = await approvedMember(playwright, testInfo, { companyId: first.items[0].id });
  await member.api.dispose();
  const list = await page.request.get('/api/v1/admin/companies');
  const { items } = await list.json();
  const verified = items.find((c: { isVerified: boolean }) => c.isVerified);
  console.log('verified', verified?.slug, items.length);
  for (const [w, h, tag] of [[1280, 800, 'desk'], [390, 844, 'phone']] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/admin?view=companies');
    await expect(page.getByRole('list', { name: 'Companies' })).toBeVisible();
    await page.screenshot({ path: `/tmp/cat/shots/admin-${tag}.png` });
    await page.getByRole('button', { name: /^Rename / }).first().click();
    await page.screenshot({ path: `/tmp/cat/shots/rename-${tag}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Merge .* into/ }).first().click();
    await page.getByRole('radio').first().check();
    await page.screenshot({ path: `/tmp/cat/shots/merge-${tag}.png` });
    await page.keyboard.press('Escape');
    await actAs(page.context(), null);
    if (verified) {
      await page.goto(`/${verified.slug}`);
      await page.getByRole('button', { name: 'Verified company' }).click();
      await page.screenshot({ path: `/tmp/cat/shots/company-${tag}.png` });
      await page.goto(`/vent/${verified.slug}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/cat/shots/company-vent-${tag}.png` });
    }
    await actAs(page.context(), cookies);
  }
});
