import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Wellhead-2026';

/** The operator's key (`AUTH_SERVICE_ROLE_KEY`) of the confirmation-mode app. */
export const E2E_SERVICE_ROLE_KEY = 'e2e-operator-key-0123456789-abcdefghij';

export function uniqueEmail(): string {
  return `e2e-${randomUUID().slice(0, 12)}@example.com`;
}

/** Signs a new account up through the landing page and waits for the chat route. */
export async function signUpThroughForm(
  page: Page,
  email = uniqueEmail(),
  fullName = 'Casey Roughneck',
) {
  await page.goto('/');
  await page.getByTestId('header-get-started').click();
  await page.getByTestId('auth-full-name').fill(fullName);
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(PASSWORD);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('user-email')).toHaveText(email);
  return email;
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/');
  await expect(page.getByTestId('auth-form')).toHaveAttribute('data-mode', 'sign-in');
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill(password);
  await page.getByTestId('auth-submit').click();
}

/** The signed-in user's access token, as supabase-js keeps it in the page's storage. */
export async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.endsWith('-auth-token'));
    if (!key) throw new Error('no session in storage');
    return (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token: string })
      .access_token;
  });
}

/**
 * A new account with Standard access the way a new user first gets it (the one-off 24-hour
 * provisional grant), on a fresh load of the workspace: prompts are answered, no paywall shows.
 */
export async function signUpWithStandardAccess(page: Page, email = uniqueEmail()) {
  await signUpThroughForm(page, email);
  const granted = await page.request.post('/api/payments/grant-provisional-access', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(granted.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('user-email')).toHaveText(email);
  return email;
}

/** A new account meets the paywall (docs/product.md §4); closes it to reach the workspace behind it. */
export async function closePaywall(page: Page) {
  const paywall = page.getByTestId('paywall-modal');
  await expect(paywall).toBeVisible();
  await paywall.getByRole('button', { name: 'Close' }).click();
  await expect(paywall).toHaveCount(0);
}
