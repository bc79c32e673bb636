import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  actAs,
  adminCookies,
  consumer,
  expectToast,
  openSignInDialog,
  reportRebuiltAssets,
} from './fixtures';

/**
 * An admin suspends a person from Top Users: the person's session ends at once and their sign-in
 * says why and until when; the admin lifts it, then deletes the person with their content after
 * typing their username. Code sends per project: the admin (once per run) and the consumer: 2.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

/** No serious or critical axe finding (WCAG 2.x A and AA) in what the page shows now. */
async function expectAccessible(page: Page, screen: string) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  const results = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  const serious = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    screen,
  ).toEqual([]);
}

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

test(
  'an admin suspends a person, who is signed out and told why, then deletes them with their content',
  { tag: '@phone' },
  async ({ page, context, isMobile, playwright }, testInfo) => {
    const person = await consumer(playwright, testInfo, 'suspended');
    const name = person.account.username;
    try {
      await actAs(context, await adminCookies(playwright, testInfo));
      await page.goto('/admin?view=users');
      const table = page.getByRole('main').getByRole('table');
      await table.getByRole('button', { name: 'Joined' }).click();
      await expect(table).toHaveAttribute('aria-busy', 'false');
      const row = table.locator('tbody tr').filter({ hasText: person.account.email });
      await expect(row).toBeVisible();

      // Suspend, with a reason and an end date.
      await row.getByRole('button', { name: `More actions: ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Suspend…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Suspend user' });
      await dialog.getByLabel('Reason').fill('Posting spam links');
      await dialog.getByLabel('End date (optional)').fill('2099-12-03');
      await expectAccessible(page, 'the suspend dialog');
      await dialog.getByRole('button', { name: 'Suspend user' }).click();
      await expectToast(page, 'Suspended', `${name} is suspended and signed out everywhere.`);
      await expect(dialog).toBeHidden();
      await expect(row.getByText('Suspended until 3 Dec 2099', { exact: true })).toBeVisible();

      // Their session is gone at once, and signing in again says why and until when.
      const session = await person.api.get('/api/v1/auth/session');
      expect(((await session.json()) as { user: unknown }).user).toBeNull();
      const adminSession = await context.cookies();
      await actAs(context, null);
      await page.goto('/');
      const signIn = await openSignInDialog(page, isMobile);
      await signIn.getByLabel('Email', { exact: true }).fill(person.account.email);
      await signIn.getByRole('button', { name: 'Send Verification Code' }).click();
      await expect(
        signIn.getByText(
          'Your account is suspended until 3 December 2099. We e-mailed you the reason when it began.',
          {
            exact: true,
          },
        ),
      ).toBeVisible();

      // Lifted, then deleted with everything they wrote once the username is typed.
      await actAs(context, adminSession);
      await page.goto('/admin?view=users');
      await table.getByRole('button', { name: 'Joined' }).click();
      await expect(table).toHaveAttribute('aria-busy', 'false');
      await row.getByRole('button', { name: `More actions: ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Lift suspension' }).click();
      await expectToast(page, 'Lift suspension', `${name} can sign in again.`);
      await expect(row.getByText(/^Suspended/)).toHaveCount(0);

      await row.getByRole('button', { name: `More actions: ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Delete user and content…' }).click();
      const remove = page.getByRole('alertdialog', { name: 'Delete user and content' });
      await expect(remove.getByRole('list', { name: 'What will be deleted' })).toContainText('0 requests');
      await expectAccessible(page, "the 'Delete user and content' dialog");
      const confirm = remove.getByRole('button', { name: 'Delete user and content' });
      await remove.getByLabel('Reason (kept in the audit log)').fill('Spam account');
      await remove.getByLabel(`Type ${name} to confirm`).fill(name.toUpperCase());
      await expect(confirm).toBeDisabled();
      await remove.getByLabel(`Type ${name} to confirm`).fill(name);
      await confirm.click();
      await expectToast(page, 'User deleted', `${name} was deleted with 0 requests, 0 vents and 0 builds.`);
      await expect(row).toHaveCount(0);
    } finally {
      await person.api.dispose();
    }
  },
);
