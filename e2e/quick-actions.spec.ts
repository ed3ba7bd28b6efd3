import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm, signUpWithStandardAccess } from './support';

/*
 * The Quick Actions panel in the desktop layout (1280 px wide, where the right panel shows): the
 * WTI card fed by the server from a local EIA (playwright.config.ts), and a quick prompt sent to
 * the journeys' model. The tests share the EIA, so they run one after another.
 */

/** The EIA of playwright.config.ts: two ports above the app's. */
const EIA_CONTROL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 2}/control`;
/** Must exceed WTI_CACHE_SECONDS in playwright.config.ts: the server asks EIA again. */
const CACHE_EXPIRY_MS = 2_500;

test.describe.configure({ mode: 'serial' });

async function orderEia(page: Page, behaviour: Record<string, unknown>) {
  const response = await page.request.post(EIA_CONTROL, { data: { behaviour } });
  expect(response.ok()).toBe(true);
}

const card = (page: Page) => page.getByTestId('wti-card');

test.afterAll(async ({ request }) => {
  await request.post(EIA_CONTROL, { data: { behaviour: { kind: 'answer' } } });
});

test('the WTI card shows the live price from EIA and its change on the previous close', async ({
  page,
}) => {
  await signUpThroughForm(page);
  await expect(card(page).getByTestId('wti-price')).toHaveText('$91.06');
  await expect(card(page).getByText('Live', { exact: true })).toBeVisible();
  const change = card(page).getByTestId('wti-change');
  await expect(change).toContainText('+1.25%');
  await expect(change).toHaveAttribute('data-direction', 'up');
  await expect(change).toHaveCSS('color', /oklch\(0\.59|rgb\(0, 1[45]\d, /);
  await expect(card(page).getByText('Per barrel')).toBeVisible();
  await expect(card(page).getByTestId('wti-as-of')).toHaveText('Close of Apr 20, 2026 · EIA');
});

test("'Live' disappears while EIA fails, and the last price stays", async ({ page }) => {
  await signUpThroughForm(page);
  await expect(card(page).getByText('Live', { exact: true })).toBeVisible();

  await orderEia(page, { kind: 'error', status: 503 });
  await page.waitForTimeout(CACHE_EXPIRY_MS);
  await page.reload();
  await expect(card(page).getByTestId('wti-price')).toHaveText('$91.06');
  await expect(card(page).getByTestId('wti-not-live')).toBeVisible();
  await expect(card(page).getByText('Live', { exact: true })).toHaveCount(0);
  await expect(card(page).getByTestId('wti-change')).toContainText('+1.25%');

  await orderEia(page, { kind: 'answer' });
  await page.waitForTimeout(CACHE_EXPIRY_MS);
  await page.reload();
  await expect(card(page).getByText('Live', { exact: true })).toBeVisible();
});

test('a quick prompt is answered with a calculation and its formula', async ({ page }) => {
  await signUpWithStandardAccess(page);
  const prompt = 'What is the hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud?';

  await page
    .getByTestId('quick-actions-panel')
    .getByRole('button', { name: /^Hydrostatic pressure/ })
    .click();

  const messages = page.getByTestId('chat-message');
  await expect(messages.first()).toHaveAttribute('data-role', 'user');
  await expect(messages.first()).toContainText(prompt);
  const reply = page.locator('[data-testid="chat-message"][data-role="assistant"]').last();
  await expect(reply).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });
  // The model called the real calculator: the sheet shows the formula and the number.
  await expect(reply.getByRole('heading', { name: 'Hydrostatic pressure' })).toBeVisible();
  await expect(reply).toContainText('Formula: P = 0.052 × MW × TVD');
  await expect(reply.getByRole('row', { name: /Hydrostatic pressure\s+6,770 psi/ })).toBeVisible();
  await expect(reply).toContainText('That is the pressure of the mud column alone.');
  await expect(page).toHaveURL(/\/chat\/chat_/);
  await expect(page.getByTestId('chat-list-item')).toHaveCount(1);
});

test('the example cards are marked as examples and their buttons do nothing', async ({ page }) => {
  await signUpWithStandardAccess(page);
  const deals = page.getByTestId('recent-deals');
  await expect(deals).toContainText('Midland Basin$2.1M');
  await expect(deals.getByText('Example')).toBeVisible();
  const url = page.url();
  const viewAll = deals.getByRole('button', { name: 'View all deals' });
  const report = page.getByTestId('performance').getByRole('button', { name: 'Generate report' });
  await expect(viewAll).toHaveAttribute('aria-disabled', 'true');
  // They are marked unavailable, so Playwright would wait for them to become enabled: a person
  // can click them all the same.
  await viewAll.click({ force: true });
  await report.click({ force: true });
  expect(page.url()).toBe(url);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('performance')).toContainText('78/100');
});
