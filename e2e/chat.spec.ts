import { expect, test, type Page } from '@playwright/test';
import { signUpWithStandardAccess } from './support';

const input = (page: Page) => page.getByTestId('chat-input');
const messages = (page: Page) => page.getByTestId('chat-message');
const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

test('dollar amounts render as money, not as math, beside a real formula', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await send(page, 'money: what does the workover cost?');
  const reply = lastReply(page);
  await expect(reply).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });
  await expect(reply).toContainText(
    'costs $200 when the rig is on location and $150 when it is not',
  );
  await expect(reply.locator('em')).toHaveCount(0);
  await expect(reply.locator('.katex')).toHaveCount(1);
});

test('Enter sends; the reply streams in and renders as markdown', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await send(page, 'What is the hydrostatic gradient of fresh water?');
  await expect(messages(page).first()).toContainText(
    'What is the hydrostatic gradient of fresh water?',
  );
  await expect(input(page)).toHaveValue('');
  // Partway: some text is shown while the reply is still streaming.
  await expect(lastReply(page)).toHaveAttribute('data-status', 'streaming');
  await expect(lastReply(page)).toContainText('Hydrostatic pressure');
  await expect(page.getByTestId('stop-reply')).toBeVisible();
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });
  const reply = lastReply(page);
  await expect(reply.getByRole('heading', { name: 'Hydrostatic pressure' })).toBeVisible();
  await expect(reply.locator('strong', { hasText: '0.433 psi/ft' })).toBeVisible();
  await expect(reply.locator('table td', { hasText: 'Brine 10 ppg' })).toBeVisible();
  await expect(reply.locator('pre code')).toContainText('def pressure');
  await expect(reply.locator('.katex').first()).toBeVisible();
  await expect(page.getByTestId('stop-reply')).toHaveCount(0);
});

test('Shift+Enter adds a line instead of sending', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await input(page).fill('first line');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('second line');
  await expect(input(page)).toHaveValue('first line\nsecond line');
  await expect(messages(page)).toHaveCount(0);
  await expect(page.getByText('Shift+Enter for new line')).toBeVisible();
});

test('New Chat, rename (Enter, Escape, blur, empty) and delete with confirmation', async ({
  page,
}) => {
  await signUpWithStandardAccess(page);
  await send(page, 'slow question about casing');
  await page.getByTestId('stop-reply').click();
  await expect(lastReply(page)).toHaveAttribute('data-status', 'stopped');
  const rows = page.getByTestId('chat-list-item');
  await expect(rows).toHaveCount(1);

  await page.getByTestId('new-chat').click();
  await expect(messages(page)).toHaveCount(0);
  await send(page, 'second chat question');
  await expect(rows).toHaveCount(2);
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });

  const row = rows.first();
  const rename = async (
    text: string,
    finish: (field: ReturnType<Page['getByTestId']>) => Promise<void>,
  ) => {
    await row.hover();
    await row.getByTestId('rename-chat').click();
    const field = page.getByTestId('rename-chat-input');
    await field.fill(text);
    await finish(field);
  };
  await rename('Casing program', (field) => field.press('Enter'));
  await expect(row.getByTestId('chat-title')).toHaveText('Casing program');
  await rename('Discarded', (field) => field.press('Escape'));
  await expect(row.getByTestId('chat-title')).toHaveText('Casing program');
  await rename('Saved on blur', async () => page.getByTestId('chat-input').click());
  await expect(row.getByTestId('chat-title')).toHaveText('Saved on blur');
  await rename('   ', (field) => field.press('Enter'));
  await expect(row.getByTestId('chat-title')).toHaveText('Saved on blur');
  await page.reload();
  await expect(rows.first().getByTestId('chat-title')).toHaveText('Saved on blur');

  const confirmation = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this chat?',
  });
  await rows.first().hover();
  await rows.first().getByTestId('delete-chat').click();
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await expect(rows).toHaveCount(2);
  await rows.first().hover();
  await rows.first().getByTestId('delete-chat').click();
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(rows).toHaveCount(2);
  await rows.first().hover();
  await rows.first().getByTestId('delete-chat').click();
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
});

test('a reload keeps the history', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await send(page, 'Remember this question');
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });
  await page.reload();
  await expect(messages(page).first()).toContainText('Remember this question');
  await expect(lastReply(page)).toContainText('0.433 psi/ft');
});

test('a reload during a reply shows it completing', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await send(page, 'slow answer please');
  await expect(lastReply(page)).toContainText('word3');
  await page.reload();
  await expect(lastReply(page)).toContainText('word40', { timeout: 15_000 });
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete');
  const text = (await lastReply(page).textContent()) ?? '';
  // Nothing lost, nothing doubled.
  for (const word of ['word1 ', 'word20 ', 'word40']) expect(text.split(word).length - 1).toBe(1);
});

test('script in a reply renders inert', async ({ page }) => {
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  await signUpWithStandardAccess(page);
  await send(page, 'xss test');
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });
  await expect(lastReply(page)).toContainText('end here');
  expect(await page.locator('[data-testid="chat-message"] img[onerror]').count()).toBe(0);
  expect(await page.locator('[data-testid="chat-message"] script').count()).toBe(0);
  const hrefs = await lastReply(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => href.toLowerCase().startsWith('javascript:'))).toEqual([]);
  await page.waitForTimeout(300);
  expect(alerted).toBe(false);
});

test('on a phone the sidebar is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpWithStandardAccess(page);
  await send(page, 'phone question');
  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });
  const sidebar = page.getByTestId('chat-sidebar');
  await expect(sidebar).not.toBeInViewport();
  await page.getByTestId('open-sidebar').click();
  await expect(sidebar).toBeInViewport();
  await expect(sidebar.getByText('Chats', { exact: true })).toBeVisible();
  await page.getByTestId('chat-list-select').first().click();
  await expect(sidebar).not.toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the Connection Error overlay shows when the API is unreachable', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await page.route('**/api/history**', (route) => route.abort('connectionrefused'));
  await page.reload();
  const overlay = page.getByTestId('chat-connection-error');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Connection Error');
  await expect(overlay).toContainText(
    'Unable to connect to the chat service. Please check your internet connection and try again.',
  );
  await page.unroute('**/api/history**');
  await overlay.getByRole('button', { name: 'Retry' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(input(page)).toBeVisible();
});

test('the Backend Integration Test page passes', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await page.goto('/chat?test=backend');
  await expect(page.getByTestId('backend-test-page')).toBeVisible();
  await page.getByTestId('run-all-tests').click();
  const statuses = page.getByTestId('check-status');
  await expect(statuses).toHaveCount(4);
  await expect(statuses).toHaveText(['Passed', 'Passed', 'Passed', 'Passed'], { timeout: 20_000 });
  await page.getByRole('link', { name: 'Back to chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  // The checks left nothing in the history.
  await expect(page.getByText('No chats yet')).toBeVisible();
});
