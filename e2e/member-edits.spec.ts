import { expect as baseExpect, test } from '@playwright/test';
import {
  actAs,
  approvedMember,
  callOk,
  capitalized,
  cardTitled,
  consumer,
  mailsTo,
  reportRebuiltAssets,
  saveRequest,
  uniqueWord,
} from './fixtures';

/**
 * A company member edits a customer's request from the dashboard and the customer is told by
 * e-mail; a request someone voted on shows its Delete locked, and one nobody voted on is deleted,
 * with a second e-mail. The journey makes its own company and requests and leaves none behind.
 * Code sends per project: the admin once a run, then 2.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

/** What each request of this journey asks for. */
const story = {
  want: 'boards could be exported as a PDF file',
  soThat: 'I can print them for our weekly meeting',
};

test('a member edits a customer’s request and the author gets the mail', async ({
  page,
  context,
  playwright,
  request,
}, testInfo) => {
  const word = uniqueWord();
  const companyName = `Editco ${capitalized(word)}`;
  const member = await approvedMember(playwright, testInfo, { companyName }, 'edmember');
  const customer = await consumer(playwright, testInfo, 'edauthor');
  const { company } = member;
  const left: string[] = [];
  let voted: string | undefined;
  try {
    const edited = await saveRequest(customer.api, testInfo, company.id, `Printable boards ${word}`, story);
    left.push(edited.id);
    const kept = await saveRequest(customer.api, testInfo, company.id, `Shared boards ${word}`, story);
    left.push(kept.id);
    await callOk(member.api, testInfo, 'post', `/api/v1/requests/${kept.id}/vote`, { voted: true });
    voted = kept.id;

    await actAs(context, (await member.api.storageState()).cookies);
    await page.goto('/company-dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `${company.name} Dashboard` })).toBeVisible();

    // Someone voted on it: Delete is locked, and says why.
    const keptCard = cardTitled(page, kept.title);
    await expect(keptCard.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    const locked = keptCard.getByRole('button', { name: /^Cannot delete request/ });
    await expect(locked).toContainText('Cannot delete request');
    await locked.click();
    await expect(
      page.getByRole('dialog').getByText('Others have voted on this, so it stays up for them.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await testInfo.attach('dashboard', { body: await page.screenshot(), contentType: 'image/png' });

    // Edit opens the request form on the customer's request; the company stays.
    await cardTitled(page, edited.title)
      .getByRole('button', { name: `Edit ${edited.title}` })
      .click();
    await expect(page).toHaveURL(/\/create-request$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Edit Request' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Company' })).toBeDisabled();
    await expect(main.getByText('Only its author can move this to another company.')).toBeVisible();
    await testInfo.attach('edit form', { body: await page.screenshot(), contentType: 'image/png' });
    const want = main.getByRole('textbox', { name: "I'd love it if..." });
    await want.fill('boards could be exported as PDF or PNG');
    await main.getByRole('button', { name: 'Update' }).click();

    // Back on the dashboard, with the new text.
    await expect(page).toHaveURL(/\/company-dashboard$/);
    const editedCard = cardTitled(page, edited.title);
    await expect(editedCard.getByText('boards could be exported as PDF or PNG')).toBeVisible();

    // The author hears what the company changed.
    await expect
      .poll(async () => (await mailsTo(request, customer.account.email)).map((mail) => mail.subject))
      .toContain(`${companyName} edited your request "${edited.title}"`);
    const [mail] = (await mailsTo(request, customer.account.email)).filter((m) =>
      m.subject.includes('edited'),
    );
    expect(mail!.text).toContain(
      "I'd love it if...\n  Before: boards could be exported as a PDF file\n  After:  boards could be exported as PDF or PNG",
    );

    // Nobody voted or built on it: the member deletes it, and the author hears of that too.
    await editedCard.getByRole('button', { name: `Delete ${edited.title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(editedCard).toHaveCount(0);
    left.splice(left.indexOf(edited.id), 1);
    await expect
      .poll(async () => (await mailsTo(request, customer.account.email)).map((m) => m.subject))
      .toContain(`${companyName} deleted your request "${edited.title}"`);
  } finally {
    if (voted) await callOk(member.api, testInfo, 'post', `/api/v1/requests/${voted}/vote`, { voted: false });
    for (const id of left) await callOk(customer.api, testInfo, 'delete', `/api/v1/requests/${id}`);
    await customer.api.dispose();
    await member.api.dispose();
  }
});
