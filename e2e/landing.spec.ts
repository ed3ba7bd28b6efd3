import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test('Sign In, Get Started and the toggle link switch the form mode', async ({ page }) => {
  await page.goto('/');
  const form = page.getByTestId('auth-form');
  await expect(form).toHaveAttribute('data-mode', 'sign-in');
  await expect(page.getByTestId('auth-full-name')).toHaveCount(0);

  await page.getByTestId('header-get-started').click();
  await expect(form).toHaveAttribute('data-mode', 'sign-up');
  await expect(page.getByTestId('auth-full-name')).toBeVisible();
  await expect(
    page.getByText('Use at least 8 characters, one letter, and one number'),
  ).toBeVisible();
  await expect(page.getByTestId('auth-submit')).toHaveText('Create Account');

  await page.getByTestId('auth-mode-toggle').click();
  await expect(form).toHaveAttribute('data-mode', 'sign-in');
  await expect(page.getByTestId('auth-mode-toggle')).toHaveText('Need an account? Sign up');
  await page.getByTestId('auth-mode-toggle').click();
  await expect(page.getByTestId('auth-mode-toggle')).toHaveText('Already have an account? Sign in');

  await page.getByTestId('header-sign-in').click();
  await expect(form).toHaveAttribute('data-mode', 'sign-in');
});

test('Get Started from the bottom of the page scrolls back to the form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started for Free' }).click();
  await expect(page.getByTestId('auth-form')).toHaveAttribute('data-mode', 'sign-up');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('auth-full-name')).toBeInViewport();
});

test('Learn More scrolls to the five feature cards', async ({ page }) => {
  await page.goto('/');
  const features = page.getByRole('heading', { name: 'Comprehensive Oilfield Intelligence' });
  await expect(features).not.toBeInViewport();
  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(features).toBeInViewport();
  for (const title of [
    'Production Operations',
    'Data Analytics & Recommendations',
    'Geologic Research',
    'Asset Economics',
    'Regulatory & Permitting',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});

test('testimonials rotate every 5 seconds and the dots pick one', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 60_000);
  const quote = page.getByTestId('testimonial');
  const dot = (n: number) => page.getByRole('button', { name: `Show testimonial ${n}` });
  // Picking a testimonial restarts the 5 s timer.
  await dot(1).click();
  await expect(dot(1)).toHaveAttribute('aria-pressed', 'true');
  const first = await quote.textContent();

  await page.clock.runFor(4_900);
  await expect(dot(1)).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(200);
  await expect(dot(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(quote).not.toHaveText(first ?? '');
  await page.clock.runFor(5_000);
  await expect(dot(3)).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(5_000);
  await expect(dot(1)).toHaveAttribute('aria-pressed', 'true');

  await dot(3).click();
  await expect(dot(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(dot(1)).toHaveAttribute('aria-pressed', 'false');
});

const dialogs: [string, string, RegExp][] = [
  ['Privacy Policy', 'privacy-dialog', /Effective date: 11\/29\/2026/],
  ['Terms of Service', 'terms-dialog', /State of Texas/],
  ['Contact Us', 'contact-dialog', /1–2 business days/],
];

async function open(page: Page, button: string, testId: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByTestId(testId);
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [button, testId, text] of dialogs) {
  test(`the ${button} dialog opens and closes by X, backdrop and Escape`, async ({ page }) => {
    await page.goto('/');
    let dialog = await open(page, button, testId);
    await expect(dialog).toContainText(text);
    await expect(dialog).toContainText('support@petrosage.app');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    dialog = await open(page, button, testId);
    await page.getByTestId('dialog-overlay').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();

    dialog = await open(page, button, testId);
    // Focus stays inside the dialog.
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test('at 375 px wide nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByTestId('auth-form')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('header-get-started').click();
  const overflowSignUp = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflowSignUp).toBeLessThanOrEqual(0);
});

test('an axe scan of the landing page finds no serious violations', async ({ page }) => {
  // Scan settled content, not a testimonial half-way through its fade-in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByTestId('auth-form')).toBeVisible();
  for (const mode of ['sign-in', 'sign-up']) {
    if (mode === 'sign-up') await page.getByTestId('header-get-started').click();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});

test('the page runs under the server’s Content Security Policy without violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('auth-form')).toBeVisible();
  await page.getByRole('button', { name: 'Privacy Policy', exact: true }).click();
  await expect(page.getByTestId('privacy-dialog')).toBeVisible();
  expect(violations).toEqual([]);
});
