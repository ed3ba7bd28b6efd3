import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, PASSWORD, signInThroughForm, signUpWithStandardAccess } from './support';

/*
 * "Your data" in the Profile: Export my data downloads one JSON file with the account's chats
 * (and no one else's); Delete my account, confirmed with the password, ends the account, signs
 * the browser out and mails a confirmation; the old password then signs nobody in.
 */

// Each journey signs up and loads the workspace twice: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function openProfile(page: Page) {
  await page
    .getByRole('button', { name: await page.getByTestId('user-email').innerText() })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Profile & Referrals' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A chat stored for the signed-in account through the product API. */
async function storeChat(page: Page, title: string, text: string) {
  const response = await page.request.post('/api/history', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { title, messages: [{ role: 'user', content: text }] },
  });
  expect(response.status()).toBe(201);
}

test('Export my data downloads the account’s own chats, and no one else’s', async ({
  page,
  browser,
}) => {
  // Someone else first, with a chat of their own.
  const otherPage = await browser.newPage();
  const other = await signUpWithStandardAccess(otherPage);
  await storeChat(otherPage, 'Other crew', 'Private note about well 7 of the other account');
  await otherPage.close();

  const email = await signUpWithStandardAccess(page);
  await storeChat(page, 'Kick on the Smith 4', 'SIDPP 450 psi, SICP 600 psi: what kill weight?');

  const dialog = await openProfile(page);
  const section = dialog.getByTestId('your-data');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Export my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^PetroSage-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(section.getByRole('status')).toHaveText('Your data was downloaded.');
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { email: string };
    chats: { title: string; messages: { content: string }[] }[];
  };
  expect(exported.account.email).toBe(email);
  expect(exported.chats.map((chat) => chat.title)).toEqual(['Kick on the Smith 4']);
  expect(exported.chats[0]?.messages[0]?.content).toBe(
    'SIDPP 450 psi, SICP 600 psi: what kill weight?',
  );
  const text = JSON.stringify(exported);
  expect(text).not.toContain(other);
  expect(text).not.toContain('well 7');
});

test('Delete my account, confirmed with the password, signs out everywhere and mails', async ({
  page,
}) => {
  const email = await signUpWithStandardAccess(page);
  await storeChat(page, 'Soon gone', 'A chat that goes with the account');

  const dialog = await openProfile(page);
  const section = dialog.getByTestId('your-data');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const form = section.getByTestId('delete-account');
  await expect(form).toContainText('It cannot be undone.');

  // A wrong password is refused, and nothing happens.
  await form.getByLabel('Your password').fill('not-my-password-9');
  await form.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(form.getByRole('alert')).toHaveText('The password is not correct.');

  await form.getByLabel('Your password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Delete my account permanently' }).click();
  // Signed out: the landing page, and a reload does not bring the workspace back.
  await expect(page.getByTestId('auth-form')).toBeVisible({ timeout: 15_000 });
  await page.goto('/chat');
  await expect(page.getByTestId('auth-form')).toBeVisible();

  // The confirmation mail.
  await expect(async () => {
    const mails = await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(email)}`);
    const { messages } = (await mails.json()) as { messages: { subject: string }[] };
    expect(messages.map((mail) => mail.subject)).toContain(
      'Your PetroSage account has been deleted',
    );
  }).toPass({ timeout: 10_000 });

  // The account is gone: its password signs nobody in.
  await signInThroughForm(page, email);
  await expect(page.getByTestId('auth-error')).toHaveText(
    'Invalid email or password. Please check your credentials and try again.',
  );
});
