import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, accessTokenOf, signUpWithStandardAccess, uniqueEmail } from './support';

/** "e2e-1a2b…@example.com" as the server masks it for a stranger holding the code. */
function masked(email: string): string {
  return `${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`;
}

async function openProfile(page: Page) {
  await page
    .getByRole('button', { name: await page.getByTestId('user-email').innerText() })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Profile & Referrals' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Pays for the Standard Plan through the local test-mode checkout page, as a user would. */
async function payThroughLocalCheckout(page: Page) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/payments/create-checkout-session', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: {
      plan_id: 'standard',
      success_url: `${origin}/chat?payment=success`,
      cancel_url: `${origin}/chat?payment=cancelled`,
    },
  });
  expect(response.status()).toBe(200);
  const { checkout_url } = (await response.json()) as { checkout_url: string };
  await page.goto(checkout_url);
  await page.getByLabel('Name on card').fill('Robin Roustabout');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/chat/);
}

test('a referral from code to reward: generate, copy, sign up with it, first payment', async ({
  browser,
  baseURL,
}) => {
  // Two accounts, a payment and four dialogs: longer than one page's journey.
  test.setTimeout(90_000);
  // User A: generates and copies a code.
  const referrerContext = await browser.newContext();
  await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL,
  });
  const a = await referrerContext.newPage();
  const referrerEmail = await signUpWithStandardAccess(a);
  await expect(a.getByText('Click to view profile')).toBeVisible();
  let dialog = await openProfile(a);
  await expect(dialog.getByLabel('Email')).toHaveValue(referrerEmail);
  await expect(dialog.getByTestId('referral-rewards')).toHaveText('$0.00');
  await dialog.getByRole('button', { name: 'Generate Referral Code' }).click();
  const codeOutput = dialog.getByTestId('referral-code');
  await expect(codeOutput).toHaveText(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
  const code = await codeOutput.innerText();
  await expect(dialog.getByText('Your Referral Code')).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy referral code' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(dialog.getByRole('button', { name: 'Copy referral code' })).toBeVisible({
    timeout: 3_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // User B: signs up with the code, seeing who it is from while typing.
  const referredContext = await browser.newContext();
  const b = await referredContext.newPage();
  const referredEmail = uniqueEmail();
  await b.goto('/');
  await b.getByTestId('header-get-started').click();
  await b.getByTestId('auth-full-name').fill('Robin Roustabout');
  await b.getByTestId('auth-email').fill(referredEmail);
  await b.getByTestId('auth-referral-code').pressSequentially(code.slice(0, 5).toLowerCase());
  await expect(b.getByTestId('auth-referral-message')).toHaveText('');
  await b.getByTestId('auth-referral-code').pressSequentially(code.slice(5).toLowerCase());
  await expect(b.getByTestId('auth-referral-message')).toHaveText(
    `Valid referral code from ${masked(referrerEmail)}`,
  );
  await b.getByTestId('auth-password').fill(PASSWORD);
  await b.getByTestId('auth-submit').click();
  await expect(b).toHaveURL(/\/chat$/);
  await expect(b.getByTestId('user-email')).toHaveText(referredEmail);

  // B's first payment, through the local checkout; back in the workspace, no paywall remains.
  await payThroughLocalCheckout(b);
  await expect(b.getByTestId('user-email')).toHaveText(referredEmail);
  await expect(b.getByTestId('paywall-modal')).toBeHidden();
  dialog = await openProfile(b);
  await expect(dialog.getByTestId('referred-by')).toHaveText(
    `You were referred by: ${referrerEmail}`,
  );
  await expect(dialog.getByRole('button', { name: 'Generate Referral Code' })).toBeVisible();

  // A's dialog, opened again, reads the new totals.
  dialog = await openProfile(a);
  await expect(dialog.getByTestId('referral-code')).toHaveText(code);
  await expect(dialog.getByTestId('referral-total')).toHaveText('1');
  // Earned once the payment clears its refund window: pending until then.
  await expect(dialog.getByTestId('referral-rewards')).toHaveText('$0.00');
  await expect(dialog.getByTestId('referral-rewards-pending')).toHaveText('$5.00 pending');
  await expect(
    dialog.getByText('Share this code with friends to earn referral rewards!'),
  ).toBeVisible();

  await referrerContext.close();
  await referredContext.close();
});

test('saving the profile reads Saving..., then the saved message clears after 3 seconds', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpWithStandardAccess(page);
  await page.route('**/api/referrals/profile', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((done) => setTimeout(done, 600));
    await route.continue();
  });
  const dialog = await openProfile(page);
  // The name given at sign-up is the profile's display name.
  await expect(dialog.getByLabel('Display Name')).toHaveValue('Casey Roughneck');
  await dialog.getByLabel('Display Name').fill('  Casey R. ');
  await dialog.getByLabel('Company').fill('Permian Operating');
  // Measured from the click, which comes before the 600 ms save and the message's 3 seconds: a
  // busy machine can only make it longer, never make a message that clears early pass.
  const clickedAt = Date.now();
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();

  const saved = dialog.getByText('Profile updated successfully!');
  await expect(saved).toBeVisible();
  await expect(dialog.getByLabel('Display Name')).toHaveValue('Casey R.');
  await expect(saved).toBeHidden({ timeout: 5_000 });
  expect(Date.now() - clickedAt).toBeGreaterThan(3_400);

  // Saved on the server: a fresh page shows it.
  await page.reload();
  const reopened = await openProfile(page);
  await expect(reopened.getByLabel('Display Name')).toHaveValue('Casey R.');
  await expect(reopened.getByLabel('Company')).toHaveValue('Permian Operating');
});

test('an unknown code is flagged while typing and refused on submit', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-get-started').click();
  const field = page.getByTestId('auth-referral-code');
  await field.pressSequentially('ZZZZZZ');
  await expect(page.getByTestId('auth-referral-message')).toHaveText('Referral code not found');
  const expectRedBorder = async () => {
    const border = await field.evaluate((node) => getComputedStyle(node).borderTopColor);
    const hue = Number(/oklch\([\d.]+ [\d.]+ ([\d.]+)/.exec(border)?.[1]);
    expect(hue, border).toBeGreaterThan(15);
    expect(hue, border).toBeLessThan(35);
  };
  await expectRedBorder();
  // It stays red after the field loses focus, for as long as the code is invalid.
  await page.keyboard.press('Tab');
  await expect(field).not.toBeFocused();
  await expectRedBorder();

  await page.getByTestId('auth-full-name').fill('Nobody Referred');
  await page.getByTestId('auth-email').fill(uniqueEmail());
  await page.getByTestId('auth-password').fill(PASSWORD);
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('auth-error')).toHaveText('Referral code not found');
  await expect(page).toHaveURL(/\/$/);
});
