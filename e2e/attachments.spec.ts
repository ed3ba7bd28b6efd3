import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '@petrosage/test-support/fixtures/files';
import { signUpWithStandardAccess } from './support';

/*
 * Attachments in the browser: chips that upload and show what was read (or why not), files sent
 * with the message, read by the model (the e2e model quotes the files it was given), and shown on
 * the message in the history, also after a reload.
 */

const chips = (page: Page) => page.getByTestId('attachment-chip');
const chip = (page: Page, name: string) => chips(page).filter({ hasText: name });
const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();
const userMessage = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="user"]').first();

const REPORT_NAME = 'Well A-1 daily drilling and completion report, March 2026 (final).pdf';
const REPORT = makePdf(['Perforations at 8,450-8,470 ft\nTubing landed at 8,400 ft']);
const PRODUCTION_CSV = 'Date,Oil (bbl/d),Water (bbl/d)\n2024-01-01,812,140\n2024-01-02,805,151\n';

test('a PDF and a CSV: read, sent with the message, used in the reply, kept after a reload', async ({
  page,
}) => {
  await signUpWithStandardAccess(page);
  await page.getByTestId('attach-input').setInputFiles([
    { name: REPORT_NAME, mimeType: 'application/pdf', buffer: REPORT },
    { name: 'production.csv', mimeType: 'text/csv', buffer: Buffer.from(PRODUCTION_CSV) },
    { name: 'draft notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not for Sage') },
  ]);

  await expect(chips(page)).toHaveCount(3);
  await expect(chip(page, 'production.csv')).toHaveAttribute('data-status', 'parsed');
  await expect(chip(page, 'production.csv').getByTestId('attachment-status')).toHaveText(
    '2 rows × 3 columns',
  );
  await expect(chip(page, REPORT_NAME)).toHaveAttribute('data-status', 'parsed');
  await expect(chip(page, REPORT_NAME).getByTestId('attachment-status')).toHaveText(
    /^1 page · \d+ characters$/,
  );
  // A long name is cut on screen and whole on hover.
  const name = chip(page, REPORT_NAME).getByTestId('attachment-name');
  await expect(name).toHaveAttribute('title', REPORT_NAME);
  await expect(name).toHaveCSS('text-overflow', 'ellipsis');
  // Removable before sending.
  await page.getByRole('button', { name: 'Remove draft notes.txt' }).click();
  await expect(chips(page)).toHaveCount(2);

  await page.getByTestId('chat-input').fill('Summarise these for the morning meeting');
  await page.getByTestId('chat-input').press('Enter');

  await expect(chips(page)).toHaveCount(0);
  const sent = userMessage(page).getByTestId('message-attachment');
  await expect(sent).toHaveCount(2);
  await expect(sent.nth(0)).toContainText(REPORT_NAME);
  await expect(sent.nth(1)).toContainText('production.csv');
  await expect(sent.nth(1)).toContainText('2 rows × 3 columns');

  await expect(lastReply(page)).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });
  await expect(lastReply(page)).toContainText('I read your files:');
  await expect(lastReply(page)).toContainText(
    `${REPORT_NAME}: Perforations at 8,450-8,470 ft … Tubing landed at 8,400 ft`,
  );
  await expect(lastReply(page)).toContainText('production.csv: Table "production.csv"');
  await expect(lastReply(page)).toContainText('2024-01-02,805,151');
  await expect(lastReply(page)).not.toContainText('draft notes.txt');

  await page.reload();
  const afterReload = userMessage(page).getByTestId('message-attachment');
  await expect(afterReload).toHaveCount(2);
  await expect(afterReload.nth(0)).toContainText(REPORT_NAME);
  await expect(afterReload.nth(0).getByText(REPORT_NAME)).toHaveAttribute('title', REPORT_NAME);
  await expect(afterReload.nth(1)).toContainText('production.csv');
  await expect(lastReply(page)).toContainText('2024-01-02,805,151');
});

test('a file that cannot be read says why and holds the message until it is removed', async ({
  page,
}) => {
  await signUpWithStandardAccess(page);
  await page.getByTestId('attach-input').setInputFiles([
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: makePdf([null]) },
    {
      name: 'photo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('ESP tripped at 02:10.') },
  ]);
  await expect(chip(page, 'scan.pdf')).toHaveAttribute('data-status', 'failed');
  await expect(chip(page, 'scan.pdf').getByTestId('attachment-status')).toHaveAttribute(
    'title',
    'scan.pdf has no text to read: it is probably scanned images. Text recognition (OCR) is not available; attach a PDF with selectable text, or the document it was made from.',
  );
  await expect(chip(page, 'photo.pdf').getByTestId('attachment-status')).toHaveAttribute(
    'title',
    'photo.pdf is not a PDF file: its content does not start like a PDF. Its content is a PNG image. Check that it is not damaged or renamed.',
  );
  await expect(chip(page, 'notes.txt')).toHaveAttribute('data-status', 'parsed');

  await page.getByTestId('chat-input').fill('What tripped?');
  await expect(page.getByTestId('send-message')).toBeDisabled();
  await expect(page.getByTestId('attachment-hint')).toHaveText(
    'Remove the files that could not be read to send your message.',
  );
  await page.getByRole('button', { name: 'Remove scan.pdf' }).click();
  await page.getByRole('button', { name: 'Remove photo.pdf' }).click();
  await page.getByTestId('send-message').click();

  await expect(userMessage(page).getByTestId('message-attachment')).toHaveCount(1);
  await expect(lastReply(page)).toContainText('notes.txt: ESP tripped at 02:10.', {
    timeout: 10_000,
  });
});
