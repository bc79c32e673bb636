import { expect as baseExpect, test } from '@playwright/test';
import {
  actAs,
  adminCookies,
  expectToast,
  mailsTo,
  newAccount,
  originHeaders,
  reportRebuiltAssets,
  signUpViaApi,
} from './fixtures';

/**
 * A membership from start to end with one account: a signed-in person applies at /companies
 * without signing out, the admin approves (the applicant is mailed), the member leaves from the
 * dashboard, and the audit log, filtered by the membership, shows both. Code sends per project:
 * the person once, and the admin's shared session.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });
test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

test('a signed-in person applies with their account, is approved and mailed, leaves, and the audit log shows it', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  const account = newAccount(testInfo, 'joiner');
  const company = `Lumen ${testInfo.project.name} ${account.username.slice(-8)}`;
  await signUpViaApi(page.request, baseURL!, account);
  const personCookies = await context.cookies();

  // Step 1 is the account: no name, e-mail or code asked for, only the company part.
  await page.goto('/companies');
  const apply = page.locator('#apply');
  await expect(apply.getByRole('heading', { level: 2, name: 'Company Account Application' })).toBeVisible();
  await expect(apply.getByText(`${account.email} · @${account.username}`)).toBeVisible();
  await expect(apply.getByLabel('Email')).toHaveCount(0);
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply.getByText('Please select a company', { exact: true })).toBeVisible();
  await apply.getByLabel('Job Title', { exact: true }).fill('Community lead');
  await apply.getByLabel('Phone Number', { exact: true }).fill('+1 555 010 0123');
  await apply.getByRole('combobox', { name: 'Company', exact: true }).click();
  await page.getByPlaceholder("Type your company's name").fill(company);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: `Create "${company}"`, exact: true }).click();
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByText("Company account application submitted! You'll be notified once it's reviewed.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    apply.getByRole('heading', { level: 2, name: `Your application for ${company} is pending` }),
  ).toBeVisible();

  // The admin approves; the applicant hears of it by e-mail.
  const adminSession = await adminCookies(playwright, testInfo);
  await actAs(context, adminSession);
  await page.goto('/admin');
  const row = page.getByRole('main').getByRole('row').filter({ hasText: company });
  await row.getByRole('button', { name: /^Approve / }).click();
  await expectToast(page, 'Success', 'Application approved');
  await expect(row.getByRole('button', { name: /^Revoke / })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(page.request, account.email)).map((mail) => mail.subject))
    .toContain(`You now represent ${company} on ilii`);

  // The member leaves from the dashboard, after saying yes once more.
  await actAs(context, personCookies);
  await page.goto('/company-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `${company} Dashboard` })).toBeVisible();
  await page.getByRole('button', { name: 'Leave company' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave company?' });
  await dialog.getByRole('button', { name: 'Leave company' }).click();
  await expect(page.getByText(`You left ${company}.`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const dashboard = await page.request.get('/api/v1/dashboard', { headers: originHeaders(testInfo) });
  expect(dashboard.status()).toBe(403);

  // The audit log, filtered by the membership's name, shows the approval and the leave.
  await actAs(context, adminSession);
  await page.goto('/admin?view=audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Target', { exact: true }).fill(company);
  const entries = page.getByRole('main').getByRole('article');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).getByText('Left company', { exact: true })).toBeVisible();
  await expect(entries.nth(0).getByRole('button', { name: account.username, exact: true })).toBeVisible();
  await expect(entries.nth(1).getByText('Approved application', { exact: true })).toBeVisible();
  await entries.nth(1).getByText('Before and after').click();
  await expect(entries.nth(1).getByText('"status": "approved"')).toBeVisible();
});
