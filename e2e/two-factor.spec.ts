import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '@petrosage/test-support/fixtures/totp';
import { closePaywall, signInThroughForm, signUpThroughForm } from './support';

async function openProfile(page: Page) {
  await page
    .getByRole('button', { name: await page.getByTestId('user-email').innerText() })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Profile & Referrals' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const now = () => Date.now() / 1000;

test('two-factor: enabled in Profile with a scanned code, then asked for at sign-in', async ({
  page,
}) => {
  const email = await signUpThroughForm(page);
  await closePaywall(page);

  let dialog = await openProfile(page);
  const setting = dialog.getByTestId('two-factor-setting');
  await setting.getByTestId('two-factor-enable').click();
  await expect(
    setting.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  // The QR code is a real image the browser could draw (an SVG data URI).
  const qrWidth = await setting
    .getByTestId('two-factor-qr')
    .evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(qrWidth).toBeGreaterThan(0);
  const secret = (await setting.getByTestId('two-factor-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A code from another time is refused with the message, and the field is cleared.
  await setting.getByTestId('two-factor-code').fill(totpCode(secret, now() - 300));
  await setting.getByTestId('two-factor-verify').click();
  await expect(setting.getByTestId('two-factor-error')).toHaveText(
    'That code is not valid. Enter the current 6-digit code from your authenticator app.',
  );
  await setting.getByTestId('two-factor-code').fill(totpCode(secret, now()));
  await setting.getByTestId('two-factor-verify').click();
  await expect(setting.getByTestId('two-factor-on')).toHaveText(
    'Two-factor authentication is on. Signing in asks for a code from your authenticator app.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/$/);

  await signInThroughForm(page, email);
  const card = page.getByTestId('second-factor-card');
  await expect(card.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  // The password alone does not open the workspace, even by its address.
  await expect(page).toHaveURL(/\/$/);
  await card.getByTestId('second-factor-code').fill('12345');
  await card.getByTestId('second-factor-submit').click();
  await expect(card.getByTestId('second-factor-error')).toHaveText(
    'Enter the 6-digit code from your authenticator app.',
  );
  // Each code is accepted once: the next step's code (the server allows one step of drift).
  await card.getByTestId('second-factor-code').fill(totpCode(secret, now() + 30));
  await card.getByTestId('second-factor-submit').click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('user-email')).toHaveText(email);

  // A reload keeps the verified session; two-factor can be turned off again.
  await page.reload();
  await expect(page.getByTestId('user-email')).toHaveText(email);
  await closePaywall(page);
  dialog = await openProfile(page);
  await dialog.getByTestId('two-factor-disable').click();
  await expect(dialog.getByTestId('two-factor-enable')).toBeVisible();
});
