import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpWithStandardAccess } from './support';

const input = (page: Page) => page.getByTestId('chat-input');
const messages = (page: Page) => page.getByTestId('chat-message');
const replies = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"]');
const questions = (page: Page) => page.locator('[data-testid="chat-message"][data-role="user"]');

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(replies(page).last()).toHaveAttribute('data-status', 'complete', {
    timeout: 10_000,
  });
}

test('copy puts a reply’s markdown, and its table as TSV, on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpWithStandardAccess(page);
  await send(page, 'What is the hydrostatic gradient of fresh water?');
  const reply = replies(page).last();
  await reply.hover();
  await reply.getByRole('button', { name: 'Copy message' }).click();
  await expect(reply.getByRole('status')).toHaveText('Copied');
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('## Hydrostatic pressure');
  expect(markdown).toContain('The gradient of fresh water is **0.433 psi/ft**.');

  await reply.getByRole('button', { name: 'Copy table for a spreadsheet' }).click();
  await expect(reply.getByRole('status')).toHaveText('Table copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Fluid\tGradient (psi/ft)\nFresh water\t0.433\nBrine 10 ppg\t0.520',
  );

  // The user's own message copies too.
  const question = questions(page).last();
  await question.hover();
  await question.getByRole('button', { name: 'Copy message' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'What is the hydrostatic gradient of fresh water?',
  );
});

test('regenerate replaces the reply; ‹ 1/2 › reaches both, and the choice survives a reload', async ({
  page,
}) => {
  await signUpWithStandardAccess(page);
  await send(page, 'numbered question about casing wear');
  const reply = replies(page).last();
  const first = (await reply.textContent()) ?? '';
  expect(first).toMatch(/Answer number \d+ to: numbered question about casing wear/);

  await reply.hover();
  await reply.getByRole('button', { name: 'Regenerate reply' }).click();
  await expect(replies(page)).toHaveCount(1);
  await expect(replies(page).last()).toHaveAttribute('data-status', 'complete');
  await expect(replies(page).last().getByTestId('version-position')).toHaveText('2/2');
  const second = (await replies(page).last().textContent()) ?? '';
  expect(second).not.toBe(first);

  await replies(page)
    .last()
    .getByRole('button', { name: 'Previous version of this reply' })
    .click();
  await expect(replies(page).last().getByTestId('version-position')).toHaveText('1/2');
  await expect(replies(page).last()).toContainText(first.match(/Answer number \d+/)?.[0] ?? '');

  await page.reload();
  await expect(replies(page).last().getByTestId('version-position')).toHaveText('1/2');
  await expect(replies(page).last()).toContainText(first.match(/Answer number \d+/)?.[0] ?? '');
  await replies(page).last().getByRole('button', { name: 'Next version of this reply' }).click();
  await expect(replies(page).last().getByTestId('version-position')).toHaveText('2/2');
  await expect(replies(page).last()).toContainText(second.match(/Answer number \d+/)?.[0] ?? '');
  await expect(messages(page)).toHaveCount(2);
});

test('edit the last message and resend; the earlier wording stays reachable', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await send(page, 'numbered first wording');
  const question = questions(page).last();
  await question.hover();
  await question.getByRole('button', { name: 'Edit message' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit your message' });
  await expect(editor).toHaveValue('numbered first wording');
  await editor.fill('numbered second wording');
  await editor.press('Enter');

  await expect(questions(page).last()).toContainText('numbered second wording');
  await expect(replies(page).last()).toHaveAttribute('data-status', 'complete');
  await expect(replies(page).last()).toContainText('to: numbered second wording');
  await expect(questions(page).last().getByTestId('version-position')).toHaveText('2/2');
  await expect(messages(page)).toHaveCount(2);

  await questions(page)
    .last()
    .getByRole('button', { name: 'Previous version of this message' })
    .click();
  await expect(questions(page).last()).toContainText('numbered first wording');
  await expect(replies(page).last()).toContainText('to: numbered first wording');
  await page.reload();
  await expect(questions(page).last()).toContainText('numbered first wording');
  await expect(questions(page).last().getByTestId('version-position')).toHaveText('1/2');
});

test('export downloads the chat as a Markdown file', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await send(page, 'numbered export me');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export chat as Markdown' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('numbered-export-me.md');
  const markdown = await readFile((await file.path()) ?? '', 'utf8');
  expect(markdown).toMatch(/^# numbered export me\n/);
  expect(markdown).toContain('### You · ');
  expect(markdown).toContain('numbered export me');
  expect(markdown).toMatch(/### Sage · [\s\S]*Answer number \d+ to: numbered export me/);
});

test('printing shows the whole conversation without the workspace around it', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await send(page, 'numbered print me');
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const transcript = page.getByTestId('print-transcript');
  await expect(transcript).toBeVisible();
  await expect(transcript.getByTestId('chat-message')).toHaveCount(2);
  await expect(page.getByTestId('chat-workspace')).toBeHidden();
  await expect(transcript.getByRole('button')).toHaveCount(0);
});

test('search finds a word in an old chat and opens it at that message', async ({ page }) => {
  await signUpWithStandardAccess(page);
  await send(page, 'numbered zirconium packer elastomer question');
  await expect(page).toHaveURL(/\/chat\/chat_/);
  const oldChat = page.url();
  await page.getByTestId('new-chat').click();
  // The new, empty chat is on screen before the next question is typed into it.
  await expect(page.getByText('Ready to help!')).toBeVisible();
  await send(page, 'numbered something else entirely');
  await expect(page.getByTestId('chat-list-item')).toHaveCount(2);

  await page.getByRole('searchbox', { name: 'Search chats' }).fill('zirconium');
  const results = page.getByTestId('search-result');
  await expect(results.first()).toContainText('zirconium');
  await expect(results.first().locator('mark').first()).toHaveText(/zirconium/i);
  await results.filter({ hasText: 'Answer number' }).first().click();
  await expect(page).toHaveURL(oldChat);
  const focused = page.locator('[data-testid="chat-message"][data-focused="true"]');
  await expect(focused).toBeVisible();
  await expect(focused).toContainText('zirconium');

  await page.getByRole('searchbox', { name: 'Search chats' }).fill('nonexistentword');
  await expect(page.getByText('No chats match “nonexistentword”.')).toBeVisible();
});
