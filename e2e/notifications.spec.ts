import { expect as baseExpect, test } from '@playwright/test';
import {
  actAs,
  approvedMember,
  callOk,
  capitalized,
  consumer,
  mailsTo,
  reportRebuiltAssets,
  saveRequest,
  uniqueWord,
  watchSubscriptions,
} from './fixtures';

/**
 * Following and notifications as a person meets them: the Follow button on a request, the bell's
 * count rising live when the company answers, the inbox, and an e-mail's unsubscribe link that
 * works without signing in. Each journey makes its own company, request and people, and deletes the
 * request again so the seeded boards keep their counts.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }, testInfo) => reportRebuiltAssets(page, testInfo));

interface SavedCard {
  id: string;
  slug: string;
  title: string;
  company: { slug: string };
  product: { slug: string } | null;
}

/** What each request of this journey asks for. */
const story = {
  want: 'to hear when the company answers my request',
  soThat: 'I do not have to keep checking the page',
};

const detailPathOf = (card: SavedCard) =>
  `/${card.company.slug}/${card.product?.slug ?? 'no-product'}/${card.slug}`;

test('a follower sees the bell count rise when the company changes the status, and reads it in the inbox', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  const word = uniqueWord();
  const member = await approvedMember(
    playwright,
    testInfo,
    { companyName: `Bellco ${capitalized(word)}` },
    'bmember',
  );
  const author = await consumer(playwright, testInfo, 'bauthor');
  const follower = await consumer(playwright, testInfo, 'bfollow');
  let card: SavedCard | undefined;
  try {
    card = await saveRequest(author.api, testInfo, member.company.id, `Bell news ${word}`, story);
    await actAs(context, (await follower.api.storageState()).cookies);
    const follows = watchSubscriptions(page);
    await page.goto(detailPathOf(card));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(card.title);

    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await main.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(main.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await follows('inbox');

    const comment = `Planned for the spring (${word}), thanks for asking!`;
    await callOk(member.api, testInfo, 'patch', `/api/v1/requests/${card.id}/status`, {
      status: 'planned',
      comment,
    });
    // Live: no reload.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell.getByTestId('unread-count')).toHaveText('1');

    await bell.click();
    const inbox = page.getByRole('dialog');
    const row = inbox.getByRole('listitem').filter({ hasText: card.title });
    await expect(row).toContainText(`${member.company.name} marked “${card.title}” as Planned`);
    await expect(row).toContainText(comment);
    await inbox.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell.getByTestId('unread-count')).toHaveCount(0);

    // Still read after a reload: the server has it.
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }),
    ).toBeVisible();
  } finally {
    if (card) await callOk(author.api, testInfo, 'delete', `/api/v1/requests/${card.id}`);
    await Promise.all([author.api.dispose(), follower.api.dispose(), member.api.dispose()]);
  }
});

test('the unsubscribe link of a notification e-mail turns that mail off without signing in', async ({
  page,
  playwright,
  request,
}, testInfo) => {
  const word = uniqueWord();
  const member = await approvedMember(
    playwright,
    testInfo,
    { companyName: `Mailco ${capitalized(word)}` },
    'umember',
  );
  const author = await consumer(playwright, testInfo, 'uauthor');
  const follower = await consumer(playwright, testInfo, 'ufollow');
  let card: SavedCard | undefined;
  try {
    card = await saveRequest(author.api, testInfo, member.company.id, `Mail news ${word}`, story);
    await callOk(follower.api, testInfo, 'put', `/api/v1/requests/${card.id}/follow`);
    await callOk(member.api, testInfo, 'patch', `/api/v1/requests/${card.id}/status`, {
      status: 'seen',
      comment: `We read every request (${word}).`,
    });

    // The outbox sends the instant e-mail within a few seconds.
    let link = '';
    await expect
      .poll(
        async () => {
          const mail = (await mailsTo(request, follower.account.email)).find((m) =>
            m.text.includes(card!.title),
          );
          link = mail?.text.match(/https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/)?.[0] ?? '';
          return link;
        },
        { message: 'the status e-mail with its unsubscribe link', timeout: 20_000 },
      )
      .not.toBe('');

    // The page is opened signed out, as from a mail client.
    await page.goto(new URL(link).pathname + new URL(link).search);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(main).toContainText('status changes');
    await main.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(main.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();

    const settings = await follower.api.get('/api/v1/notification-settings');
    expect(((await settings.json()) as { email: Record<string, string> }).email.status).toBe('off');
  } finally {
    if (card) await callOk(author.api, testInfo, 'delete', `/api/v1/requests/${card.id}`);
    await Promise.all([author.api.dispose(), follower.api.dispose(), member.api.dispose()]);
  }
});
