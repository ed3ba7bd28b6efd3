import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, signUpThroughForm } from './support';

/*
 * The Standard Plan end to end, with the server's local test-mode checkout (the default payment
 * provider): the paywall, the checkout page and its test cards, the card in the right panel
 * (1280 px wide, where the right panel shows; narrower, in the sheet the header opens),
 * cancellation and sync.
 */

const paywall = (page: Page) => page.getByTestId('paywall-modal');
const card = (page: Page) => page.getByTestId('subscription-card');
const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

/** From the paywall to the test-mode checkout page. */
async function startUpgrade(page: Page) {
  await expect(paywall(page)).toBeVisible();
  await expect(
    paywall(page).getByRole('heading', { name: 'Upgrade to Standard Plan' }),
  ).toBeVisible();
  await paywall(page).getByTestId('paywall-upgrade').click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]{24}$/);
  await expect(page.getByText('TEST MODE — no real card is charged')).toBeVisible();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Name on card').fill('Casey Roughneck');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $4.99 and subscribe' }).click();
}

/** A new account that bought the Standard Plan with the 4242 test card, back in the chat. */
async function subscribe(page: Page) {
  await signUpThroughForm(page);
  await startUpgrade(page);
  const returned = page.waitForURL(/\/chat\?payment=success$/, { waitUntil: 'commit' });
  await payWith(page, '4242 4242 4242 4242');
  await returned;
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('checkout-notice')).toHaveText("You're on the Standard Plan");
  await expect(card(page).getByTestId('subscription-status')).toHaveText('ACTIVE');
}

async function status(page: Page) {
  const response = await page.request.get('/api/payments/subscription-status', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    has_active_subscription: boolean;
    subscription: { status: string; provisional: boolean } | null;
  };
}

test('a new user meets the paywall, pays with the test card, and chats', async ({ page }) => {
  await signUpThroughForm(page);
  await expect(paywall(page)).toBeVisible();
  await expect(paywall(page)).toContainText('$4.99 per month');
  await expect(paywall(page)).toContainText('1,000 messages per day');
  await expect(paywall(page).getByRole('button', { name: 'Upgrade to Premium' })).toBeDisabled();
  await expect(paywall(page)).toContainText('Coming Soon');
  await expect(card(page)).toContainText('No Active Subscription');

  await startUpgrade(page);
  const returned = page.waitForURL(/\/chat\?payment=success$/, { waitUntil: 'commit' });
  await payWith(page, '4242 4242 4242 4242');
  await returned;

  // The parameter goes, the paywall stays away, the card shows the plan.
  await expect(page).toHaveURL(/\/chat$/);
  await expect(card(page).getByTestId('subscription-plan')).toHaveText('Standard Plan');
  await expect(card(page).getByTestId('subscription-status')).toHaveText('ACTIVE');
  await expect(card(page).getByTestId('subscription-next-billing')).toContainText('Next billing');
  await expect(paywall(page)).toHaveCount(0);
  expect((await status(page)).has_active_subscription).toBe(true);

  await page.getByTestId('chat-input').fill('What is the hydrostatic gradient of fresh water?');
  await page.getByTestId('chat-input').press('Enter');
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
  await expect(lastReply(page)).toContainText('0.433 psi/ft');
  await expect(card(page).getByTestId('subscription-usage')).toContainText(
    '1 of 1,000 messages used today',
  );
});

test('a declined card shows its message and buys nothing', async ({ page }) => {
  await signUpThroughForm(page);
  await startUpgrade(page);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout\//);
  // Only the card number is typed again.
  await expect(page.getByLabel('Name on card')).toHaveValue('Casey Roughneck');
  await expect(page.getByLabel('Expiry date')).toHaveValue('12 / 34');
  await expect(page.getByLabel('CVC')).toHaveValue('123');
  await expect(page.getByLabel('Card number')).toHaveValue('');

  await page.getByRole('link', { name: /^Cancel and return to / }).click();
  await expect(page.getByText('Checkout cancelled: no payment was taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  // Only the 24-hour access the upgrade granted before the checkout; nothing was bought.
  const now = await status(page);
  expect(now.has_active_subscription).toBe(false);
  expect(now.subscription).toMatchObject({ status: 'trialing', provisional: true });
  await expect(card(page).getByTestId('subscription-status')).toHaveText('TRIALING');
  await expect(card(page)).toContainText('24-hour access until');
});

test('Cancel: confirm, "Subscription Cancelled", and the card warns', async ({ page }) => {
  await subscribe(page);
  await card(page).getByRole('button', { name: 'Manage' }).click();
  const dialog = page.getByTestId('manage-subscription-dialog');
  await expect(dialog.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
  await expect(dialog).toContainText('support@petrosage.app');
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(dialog.getByRole('button', { name: 'No, Keep Subscription' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(dialog.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page)).toContainText('Subscription will cancel at period end');
  await expect(card(page).getByTestId('subscription-status')).toHaveText('ACTIVE');
  await expect(card(page).getByTestId('subscription-next-billing')).toHaveCount(0);
});

for (const width of [375, 1024]) {
  test(`at ${width} px a subscriber opens the plan from the header, and cancels`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await subscribe(page);
    await expect(page.getByTestId('right-panel')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open plan and tools' }).click();
    const sheet = page.getByRole('dialog', { name: 'Plan and tools' });
    await expect(sheet.getByTestId('subscription-status')).toHaveText('ACTIVE');
    await expect(sheet.getByTestId('wti-card')).toBeVisible();
    await sheet.getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByTestId('manage-subscription-dialog');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expect(dialog.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(sheet).toContainText('Subscription will cancel at period end');
    expect((await status(page)).subscription?.status).toBe('active');
  });
}

test('Sync shows its banners and they clear on time', async ({ page }) => {
  test.setTimeout(60_000);
  await subscribe(page);
  const banner = page.getByTestId('subscription-banner');

  await card(page).getByRole('button', { name: 'Sync' }).click();
  await expect(banner).toHaveText(
    'Your subscription is already up to date: Standard Plan, active.',
  );
  await expect(banner).toHaveAttribute('data-tone', 'info');
  let shown = Date.now();
  await expect(banner).toHaveCount(0, { timeout: 8_000 });
  const infoMs = Date.now() - shown;
  expect(infoMs).toBeGreaterThan(4_000);
  expect(infoMs).toBeLessThan(7_000);

  // The payment API out of reach: an error banner, for 8 s.
  await page.route('**/api/payments/sync-subscription', (route) =>
    route.abort('connectionrefused'),
  );
  await card(page).getByRole('button', { name: 'Sync' }).click();
  await expect(banner).toHaveText(
    'Sync failed: Network connection failed - please check your internet and try again',
  );
  await expect(banner).toHaveAttribute('data-tone', 'error');
  shown = Date.now();
  await expect(banner).toHaveCount(0, { timeout: 11_000 });
  const errorMs = Date.now() - shown;
  expect(errorMs).toBeGreaterThan(7_000);
  expect(errorMs).toBeLessThan(10_000);

  // Dismissed at once.
  await card(page).getByRole('button', { name: 'Sync' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
});
