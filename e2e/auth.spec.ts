import { expect, type Page, test } from '@playwright/test';
import {
  applyForCompany,
  displayName,
  expectSignedInShell,
  expectSignedOutShell,
  fillSignUp,
  logOut,
  mailsTo,
  newAccount,
  openSignInDialog,
  readCode,
  seededPerson,
  sendCode,
  sessionUser,
  signUp,
  signUpViaApi,
} from './fixtures';

/**
 * Account journeys. Code sends per project: 9 (sign-up 2, sign-in 1, resend 2, wrong code 1,
 * company 1, redirect 1, sign-out everywhere 1), so 18 for both projects, under the 30 per IP in
 * 5 minutes.
 */

const welcomeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Wish a product were better?' });

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'ilii_session');
}

test.describe('sign up and sign in', () => {
  test(
    'signing up in the sign-in dialog signs the new person in, on the page they were on',
    { tag: '@phone' },
    async ({ page, isMobile }, testInfo) => {
      const account = newAccount(testInfo, 'signup');
      await page.goto('/');
      await expect(welcomeHeading(page)).toBeVisible();

      await signUp(page, isMobile, account);

      await expect(page).toHaveURL(/\/$/);
      await expectSignedInShell(page, isMobile, { name: displayName(account), username: account.username });
      const user = await sessionUser(page.request);
      expect(user).toMatchObject({
        email: account.email,
        username: account.username,
        displayName: displayName(account),
        isAdmin: false,
        membership: null,
      });
      // 'Keep me logged in' was left unticked: the cookie ends with the browser.
      expect((await sessionCookie(page))?.expires).toBe(-1);
    },
  );

  test("signing up with 'Keep me logged in' ticked keeps the session for 30 days", async ({
    page,
    isMobile,
  }, testInfo) => {
    const account = newAccount(testInfo, 'signupkeep');
    await page.goto('/');
    await signUp(page, isMobile, account, { stayLoggedIn: true });

    await expectSignedInShell(page, isMobile, { name: displayName(account), username: account.username });
    expect((await sessionUser(page.request))?.email).toBe(account.email);
    const expires = (await sessionCookie(page))?.expires ?? -1;
    expect(expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
  });

  test(
    'a registered person signs in on /auth, lands on /, then logs out',
    { tag: '@phone' },
    async ({ page, isMobile }, testInfo) => {
      const person = seededPerson(testInfo);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ilii' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
      const form = page.getByRole('main');
      await form.getByLabel('Email', { exact: true }).fill(person.email);
      await form.getByRole('checkbox', { name: 'Keep me logged in' }).check();
      await sendCode(page, form);
      await expect(form.getByText(`We sent a 6-digit code to ${person.email}.`)).toBeVisible();

      await form
        .getByLabel('Verification Code', { exact: true })
        .fill(await readCode(page.request, person.email));
      await form.getByRole('button', { name: 'Verify Code' }).click();
      await expect(page.getByText('Successfully signed in!', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(welcomeHeading(page)).toBeVisible();
      await expectSignedInShell(page, isMobile, person);
      expect((await sessionUser(page.request))?.email).toBe(person.email);
      // 'Keep me logged in': a cookie that outlives the browser (30 days).
      const expires = (await sessionCookie(page))?.expires ?? -1;
      expect(expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);

      await logOut(page, isMobile, person.name);
      await expectSignedOutShell(page, isMobile);
      await expect.poll(() => sessionUser(page.request)).toBeNull();
      await page.reload();
      await expectSignedOutShell(page, isMobile);
    },
  );

  test('signing in with an unregistered e-mail asks to sign up first', async ({ page }, testInfo) => {
    const { email } = newAccount(testInfo, 'unknown');
    await page.goto('/auth');
    const form = page.getByRole('main');
    const emailInput = form.getByLabel('Email', { exact: true });
    await emailInput.fill(email);
    await form.getByRole('button', { name: 'Send Verification Code' }).click();

    await expect(form.getByRole('alert')).toHaveText('This email is not registered. Please sign up first.');
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Verification Code', { exact: true })).toHaveCount(0);
    expect(await mailsTo(page.request, email)).toEqual([]);
  });
});

test.describe('signing out', () => {
  test(
    "'Log out of all devices' signs the page out and ends its session on the server",
    { tag: '@phone' },
    async ({ page, isMobile, baseURL, playwright }, testInfo) => {
      const account = newAccount(testInfo, 'everywhere');
      await signUpViaApi(page.request, baseURL!, account);
      const cookie = await sessionCookie(page);
      expect(cookie).toBeDefined();
      await page.goto('/');
      const who = { name: displayName(account), username: account.username };
      await expectSignedInShell(page, isMobile, who);

      const signOut = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/v1/auth/sign-out' &&
          response.request().method() === 'POST',
      );
      await logOut(page, isMobile, who.name, { everywhere: true });
      const answer = await signOut;
      expect(new URL(answer.url()).search).toBe('?scope=global');
      expect(answer.status()).toBe(200);
      await expectSignedOutShell(page, isMobile);
      await expect.poll(() => sessionUser(page.request)).toBeNull();

      // The session itself is gone, not only the page's cookie: the old token opens nothing.
      const elsewhere = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { cookie: `ilii_session=${cookie!.value}` },
      });
      try {
        expect(await sessionUser(elsewhere)).toBeNull();
      } finally {
        await elsewhere.dispose();
      }
      await page.reload();
      await expectSignedOutShell(page, isMobile);
    },
  );
});

test.describe('verification codes', () => {
  test('asking for a second code at once is refused with a countdown', async ({ page }, testInfo) => {
    const account = newAccount(testInfo, 'resend');
    await page.goto('/auth');
    const form = page.getByRole('main');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await fillSignUp(form, account);
    await sendCode(page, form);
    // The code went out: 'Send a new code' counts down the minute the server holds the address.
    const resend = form.getByRole('button', { name: /^Wait \d+ seconds\.\.\.$/ });
    await expect(resend).toBeDisabled();
    expect(Number(/\d+/.exec((await resend.textContent()) ?? '')?.[0])).toBeGreaterThan(50);
    await expect(form.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);

    // Going back to the e-mail is not held by it; the server refuses the same address again.
    await form.getByRole('button', { name: 'Back to Email' }).click();
    await expect(form.getByLabel('Username', { exact: true })).toHaveValue(account.username);
    await form.getByRole('button', { name: 'Send Verification Code' }).click();

    const toast = page.getByText(/^Please wait \d+ seconds before requesting another code\.$/);
    await expect(toast).toBeVisible();
    const toastSeconds = Number(/\d+/.exec((await toast.textContent()) ?? '')?.[0]);
    expect(toastSeconds).toBeGreaterThanOrEqual(1);
    expect(toastSeconds).toBeLessThanOrEqual(60);

    const wait = form.getByRole('button', { name: /^Wait \d+ seconds\.\.\.$/ });
    await expect(wait).toBeDisabled();
    const secondsShown = async () => Number(/\d+/.exec((await wait.textContent()) ?? '')?.[0]);
    const first = await secondsShown();
    expect(first).toBeLessThanOrEqual(toastSeconds);
    // It counts down while the person looks at it, and not to zero in a second.
    await expect.poll(secondsShown, { message: 'the countdown moves' }).toBeLessThan(first);
    expect(await secondsShown()).toBeGreaterThan(0);
    // The refused request sent nothing: still the one mail.
    expect(await mailsTo(page.request, account.email)).toHaveLength(1);
  });

  test('a wrong code is refused, the right one still signs in', async ({ page, isMobile }, testInfo) => {
    const account = newAccount(testInfo, 'wrongcode');
    await page.goto('/');
    const dialog = await openSignInDialog(page, isMobile);
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await fillSignUp(dialog, account);
    await sendCode(page, dialog);

    const code = await readCode(page.request, account.email);
    const wrong = code.slice(0, 5) + ((Number(code[5]) + 1) % 10);
    const codeInput = dialog.getByLabel('Verification Code', { exact: true });
    await codeInput.fill(wrong);
    await dialog.getByRole('button', { name: 'Verify Code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This code is invalid or has expired. Please request a new one.',
    );
    await expect(codeInput).toHaveAttribute('aria-invalid', 'true');
    expect(await sessionUser(page.request)).toBeNull();

    await codeInput.fill(code);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Successfully signed in!', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectSignedInShell(page, isMobile, { name: displayName(account), username: account.username });
  });
});

test.describe('company application', () => {
  test("Sign Up's company link opens /companies, whose one form is the 'Company Account Application'", async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const dialog = await openSignInDialog(page, isMobile);
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByRole('link', { name: 'Represent a company? Apply here' }).click();

    await expect(page).toHaveURL(/\/companies$/);
    await expect(dialog).toBeHidden();
    const application = page.locator('#apply');
    await expect(
      application.getByRole('heading', { level: 2, name: 'Company Account Application' }),
    ).toBeVisible();
    // Only sign-up, with what a company adds to it: no Sign In tab, no second form.
    await expect(application.getByRole('tab')).toHaveCount(0);
    await expect(application.locator('form')).toHaveCount(1);
    for (const label of ['First Name', 'Email', 'Username', 'Job Title', 'Phone Number']) {
      await expect(application.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(application.getByRole('combobox', { name: 'Company', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Apply for a company account' })).toHaveCount(0);
  });

  test('applying at /companies for a new company signs in with a pending membership', async ({
    page,
    isMobile,
  }, testInfo) => {
    const account = newAccount(testInfo, 'company');
    const company = `Acme ${testInfo.project.name} ${account.username.slice(-8)}`;
    await applyForCompany(page, account, { company, title: 'Head of Product', phone: '+1 555 010 0000' });

    await expect(page).toHaveURL(/\/$/);
    const user = await sessionUser(page.request);
    expect(user?.email).toBe(account.email);
    expect(user?.membership).toMatchObject({
      status: 'pending',
      title: 'Head of Product',
      company: { name: company },
    });
    await expectSignedInShell(page, isMobile, { name: displayName(account), username: account.username });

    await page.goto('/companies');
    await expect(
      page.getByRole('heading', { level: 2, name: `Your application for ${company} is pending` }),
    ).toBeVisible();
  });
});

test.describe('where a signed-in person lands', () => {
  // The other redirects are in admin.spec.ts: an admin (ADMIN_EMAILS) goes from / to /admin, an
  // approved company member to /company-dashboard. This checks a normal person is not redirected.
  test('a normal signed-in person stays on / and /auth sends them home', async ({
    page,
    isMobile,
    baseURL,
  }, testInfo) => {
    const account = newAccount(testInfo, 'home');
    await signUpViaApi(page.request, baseURL!, account);

    await page.goto('/');
    await expectSignedInShell(page, isMobile, { name: displayName(account), username: account.username });
    await expect(page).toHaveURL(/\/$/);
    await expect(welcomeHeading(page)).toBeVisible();

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(welcomeHeading(page)).toBeVisible();
  });
});
