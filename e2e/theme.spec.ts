import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { monthlyCsv, monthlyProduction } from '@petrosage/test-support/fixtures/production-data';
import { signUpThroughForm, signUpWithStandardAccess } from './support';

/*
 * Light and dark themes: the system preference is followed, the Profile dialog's Appearance
 * choice overrides it and survives a reload, and landing, paywall, chat (with a calculation card
 * and a chart) and profile pass an axe scan (WCAG 2.1 A/AA, contrast included) in both themes.
 */

const THEMES = ['light', 'dark'] as const;
const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map(
    (v) =>
      `${what}: ${v.id}: ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
  expect(found).toEqual([]);
}

async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // slate-50 in light, slate-950 in dark (oklch as Chromium reports Tailwind 4 colours).
  const lightness = Number(/oklch\(([\d.]+)/.exec(background)?.[1] ?? 'NaN');
  if (theme === 'dark') expect(lightness).toBeLessThan(0.3);
  else expect(lightness).toBeGreaterThan(0.9);
}

async function openProfile(page: Page) {
  await page
    .getByRole('button', { name: await page.getByTestId('user-email').innerText() })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Profile & Referrals' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const theme of THEMES) {
  test(`${theme} system theme: landing and paywall pass an axe scan`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('auth-form')).toBeVisible();
    await expectTheme(page, theme);
    await expectNoAxeViolations(page, `landing (${theme})`);
    await page.getByTestId('header-get-started').click();
    await expectNoAxeViolations(page, `landing sign-up (${theme})`);

    await signUpThroughForm(page);
    await expect(page.getByTestId('paywall-modal')).toBeVisible();
    await expectTheme(page, theme);
    await expectNoAxeViolations(page, `paywall (${theme})`);
  });

  test(`${theme} system theme: chat with a calculation card and a chart, and profile, pass an axe scan`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await signUpWithStandardAccess(page);
    await expectTheme(page, theme);
    await expectNoAxeViolations(page, `empty chat (${theme})`);

    await page
      .getByTestId('chat-input')
      .fill('Hydrostatic pressure at 10,000 ft TVD with 10.2 ppg mud?');
    await page.getByTestId('chat-input').press('Enter');
    await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
    await expect(lastReply(page).getByTestId('calc-card')).toBeVisible();

    await page.getByTestId('attach-input').setInputFiles({
      name: 'B-4 monthly.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(monthlyCsv(monthlyProduction({ qi: 1200, diPerYear: 0.9, b: 0.6 }, 36))),
    });
    await expect(page.getByTestId('attachment-chip')).toHaveAttribute('data-status', 'parsed');
    await page.getByTestId('chat-input').fill('Analyse the production data and forecast the EUR');
    await page.getByTestId('chat-input').press('Enter');
    await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
    await expect(lastReply(page).getByTestId('reply-chart').first()).toBeVisible();
    await expectNoAxeViolations(page, `chat with card and chart (${theme})`);

    await openProfile(page);
    await expect(page.getByTestId('profile-information')).toContainText('Profile Information');
    await expectNoAxeViolations(page, `profile (${theme})`);
  });
}

test('the Appearance choice overrides the system, survives a reload, and System follows it again', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await signUpWithStandardAccess(page);
  await expectTheme(page, 'light');

  let dialog = await openProfile(page);
  const appearance = dialog.getByRole('radiogroup', { name: 'Appearance' });
  await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
  await appearance.getByText('Dark', { exact: true }).click();
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expectTheme(page, 'dark');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('chat-input')).toBeVisible();
  await expectTheme(page, 'dark');
  await page
    .getByTestId('chat-input')
    .fill('Hydrostatic pressure at 10,000 ft TVD with 10.2 ppg mud?');
  await page.getByTestId('chat-input').press('Enter');
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
  await expect(lastReply(page).getByTestId('calc-card')).toBeVisible();
  await expectNoAxeViolations(page, 'chat chosen dark on a light system');
  await testInfo.attach('chat-dark', {
    body: await page.screenshot({ path: testInfo.outputPath('chat-dark.png'), fullPage: true }),
    contentType: 'image/png',
  });

  dialog = await openProfile(page);
  await dialog.getByText('Light', { exact: true }).click();
  await expectTheme(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectTheme(page, 'light');
  await dialog.getByText('System', { exact: true }).click();
  await expectTheme(page, 'dark');
  // The device switching back is followed while System is chosen.
  await page.emulateMedia({ colorScheme: 'light' });
  await expectTheme(page, 'light');
});
