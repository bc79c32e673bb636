import { expect, type Page, test } from '@playwright/test';
import {
  displayName,
  expectSignedInShell,
  expectSignedOutShell,
  newAccount,
  readCode,
  sessionUser,
  signUpViaApi,
} from './fixtures';

async function openAccountSettings(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
}

test.describe('account settings', () => {
  test(
    'a new username shows in the account menu at once',
    { tag: '@phone' },
    async ({ page, isMobile, baseURL }, testInfo) => {
      const account = newAccount(testInfo, 'rename');
      await signUpViaApi(page.request, baseURL!, account);
      await openAccountSettings(page);
      const profile = page.getByRole('region', { name: 'Profile' });
      const username = profile.getByLabel('Username');
      await expect(username).toHaveValue(account.username);

      await username.fill('x');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect(profile.getByText('Username must be between 2 and 50 characters')).toBeVisible();

      const renamed = `${account.username}_new`;
      await username.fill(renamed);
      await profile.getByLabel('First name').fill('Sam');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText('Profile saved')).toBeVisible();
      const who = { name: displayName({ firstName: 'Sam', lastName: account.lastName }), username: renamed };
      await expectSignedInShell(page, isMobile, who);
      await page.reload();
      await expectSignedInShell(page, isMobile, who);
    },
  );

  test("'Log out of all devices' on one browser signs the other out on its next request", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // The second sign-in needs a second code, and an address gets one a minute.
    test.setTimeout(120_000);
    const account = newAccount(testInfo, 'devices');
    await signUpViaApi(page.request, baseURL!, account);
    await openAccountSettings(page);

    const other = await browser.newContext({ baseURL });
    try {
      const headers = { origin: new URL(baseURL!).origin };
      await expect
        .poll(
          async () =>
            (
              await other.request.post('/api/v1/auth/code', {
                headers,
                data: { email: account.email, intent: 'sign-in' },
              })
            ).status(),
          { timeout: 75_000, intervals: [5_000] },
        )
        .toBe(200);
      const code = await readCode(other.request, account.email);
      const verified = await other.request.post('/api/v1/auth/verify', {
        headers,
        data: { email: account.email, code },
      });
      expect(verified.status()).toBe(200);
      const otherPage = await other.newPage();
      await openAccountSettings(otherPage);
      const sessions = otherPage.getByRole('region', { name: 'Sessions' });
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await expect(sessions.getByText('This device')).toHaveCount(1);

      await sessions.getByRole('button', { name: 'Log out of all devices' }).click();
      await expectSignedOutShell(otherPage, false);

      // The first browser is signed out as soon as it asks the server anything.
      expect(await sessionUser(page.request)).toBeNull();
      await page.reload();
      await expect(page.getByText('Sign in to see and change your account settings.')).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
