import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Wellhead-2026';

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
