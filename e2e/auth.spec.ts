import { expect, test } from '@playwright/test';
import {
  closePaywall,
  PASSWORD,
  signInThroughForm,
  signUpThroughForm,
  uniqueEmail,
} from './support';

test('sign up lands on /chat showing the e-mail, and a reload keeps the session', async ({
  page,
}) => {
  const email = await signUpThroughForm(page);
  expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(email);
  expect(await page.evaluate(() => localStorage.getItem('customer_name'))).toBe('Casey Roughneck');
  await page.reload();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('user-email')).toHaveText(email);
});

test('sign out returns to the landing page and /chat is closed afterwards', async ({ page }) => {
  await signUpThroughForm(page);
  await closePaywall(page);
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('auth-form')).toBeVisible();
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the mapped message in the red box', async ({ page, browser }) => {
  const email = await signUpThroughForm(page);
  const fresh = await browser.newPage();
  await signInThroughForm(fresh, email, 'Not-the-password-1');
  const error = fresh.getByTestId('auth-error');
  await expect(error).toHaveText(
    'Invalid email or password. Please check your credentials and try again.',
  );
  // Tailwind's red text: an oklch colour with a red hue (about 27°).
  const color = await error.evaluate((node) => getComputedStyle(node).color);
  const hue = Number(/oklch\([\d.]+ [\d.]+ ([\d.]+)/.exec(color)?.[1]);
  expect(hue, color).toBeGreaterThan(15);
  expect(hue, color).toBeLessThan(35);
  await expect(fresh).toHaveURL(/\/$/);
  await fresh.close();
});

test('sign in with the right password goes to /chat', async ({ page, browser }) => {
  const email = await signUpThroughForm(page);
  const fresh = await browser.newPage();
  await signInThroughForm(fresh, email, PASSWORD);
  await expect(fresh).toHaveURL(/\/chat$/);
  await expect(fresh.getByTestId('user-email')).toHaveText(email);
  await fresh.close();
});

test('a duplicate sign-up shows the account-exists message', async ({ page, browser }) => {
  const email = await signUpThroughForm(page);
  const fresh = await browser.newPage();
  await fresh.goto('/');
  await fresh.getByTestId('header-get-started').click();
  await fresh.getByTestId('auth-full-name').fill('Someone Else');
  await fresh.getByTestId('auth-email').fill(email);
  await fresh.getByTestId('auth-password').fill(PASSWORD);
  await fresh.getByTestId('auth-submit').click();
  await expect(fresh.getByTestId('auth-error')).toHaveText(
    'An account with this email already exists. Please try logging in instead.',
  );
  await fresh.close();
});

test('the submit button reads Processing... while the server answers', async ({ page }) => {
  await page.route('**/auth/v1/token?grant_type=password', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await signInThroughForm(page, uniqueEmail(), PASSWORD);
  await expect(page.getByTestId('auth-submit')).toHaveText('Processing...');
  await expect(page.getByTestId('auth-submit')).toBeDisabled();
  await expect(page.getByTestId('auth-error')).toBeVisible();
  await expect(page.getByTestId('auth-submit')).toHaveText('Sign In');
});

test('/chat while signed out goes to /', async ({ page }) => {
  await page.goto('/chat/some-chat');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path goes to /', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: 'Your Personal Oilfield Consultant' }),
  ).toBeVisible();
});

test('the payment return path /dashboard keeps its query on /chat', async ({ page }) => {
  await signUpThroughForm(page);
  await page.goto('/dashboard?ref=mail');
  await expect(page).toHaveURL(/\/chat\?ref=mail$/);
  // The payment outcome reaches the chat route, which takes it off the URL once read (docs/product.md §4).
  await page.goto('/dashboard?payment=cancelled');
  await expect(page.getByText('Checkout cancelled: no payment was taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
});

test('a full-screen spinner shows until the first auth check finishes', async ({ page }) => {
  await signUpThroughForm(page);
  // Make the stored session stale so that the first check must refresh it over the network…
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    if (!key) throw new Error('no stored session');
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at: number };
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(session));
  });
  // …and hold that refresh until the spinner has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/auth/v1/token?grant_type=refresh_token', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/chat');
  await expect(page.getByTestId('app-loading')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByTestId('user-email')).toHaveCount(0);
  release();
  await expect(page.getByTestId('app-loading')).toHaveCount(0);
  await expect(page.getByTestId('user-email')).toBeVisible();
});
