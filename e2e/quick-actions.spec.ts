import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm, signUpWithStandardAccess } from './support';

/*
 * The Quick Actions panel in the desktop layout (1280 px wide, where the right panel shows): the
 * WTI card fed by the server from a local EIA (playwright.config.ts), and a calculation's quick
 * prompt opening its card in a new chat. The tests share the EIA, so they run one after another.
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

test('a calculation’s quick prompt opens its card, filled in, in a new chat, and keeps the open one', async ({
  page,
}) => {
  await signUpWithStandardAccess(page);
  // A chat is open with a question in it.
  await page.getByTestId('chat-input').fill('What is a kick?');
  await page.getByTestId('chat-input').press('Enter');
  const first = page.locator('[data-testid="chat-message"][data-role="assistant"]').last();
  await expect(first).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/chat\/chat_/);
  const openChat = page.url();

  await page
    .getByTestId('quick-actions-panel')
    .getByRole('button', { name: /^Hydrostatic pressure/ })
    .click();

  // A new chat showing the card with the prompt's numbers; nothing was sent to the open chat.
  await expect(page).toHaveURL(/\/chat\/new/);
  const card = page.getByTestId('calc-card');
  await expect(card.getByLabel('TVD', { exact: true })).toHaveValue('10500');
  await expect(card.getByLabel('Mud weight', { exact: true })).toHaveValue('12.4');
  await card.getByRole('button', { name: 'Calculate' }).click();
  // 0.052 × 12.4 ppg × 10,500 ft = 6,770 psi.
  await expect(
    page.getByTestId('calc-card').getByRole('row', { name: /Hydrostatic pressure\s+6,770 psi/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/chat\/chat_/);
  expect(page.url()).not.toBe(openChat);
  await expect(page.getByTestId('chat-list-item')).toHaveCount(2);

  await page.goto(openChat);
  await expect(page.getByTestId('chat-message')).toHaveCount(2);
  await expect(page.getByTestId('chat-message').first()).toContainText('What is a kick?');
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
