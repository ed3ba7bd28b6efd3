import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '@petrosage/test-support/fixtures/files';
import { monthlyCsv, monthlyProduction } from '@petrosage/test-support/fixtures/production-data';
import { signUpWithStandardAccess } from './support';

/*
 * Production analysis in the browser: a production CSV (a known hyperbolic decline with noise)
 * and a well report are attached, the model (the e2e model server) calls `analyze_production`,
 * and the reply shows qi, Di, b and the EUR with a chart drawn from the reply's chart block —
 * loaded only once a chart appears, accessible, readable on a phone, kept after a reload.
 */

const CSV = monthlyCsv(monthlyProduction({ qi: 1200, diPerYear: 0.9, b: 0.6 }, 36));
const REPORT = makePdf(['Well B-4: ESP installed March 2023, 62 stages']);

const chips = (page: Page) => page.getByTestId('attachment-chip');
const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

test('a production CSV is analysed: qi, Di, b, EUR and the decline chart', async ({ page }) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/chart-view-[\w-]+\.js$/.test(request.url())) chartRequests.push(request.url());
  });
  await signUpWithStandardAccess(page);

  await page.getByTestId('attach-input').setInputFiles([
    { name: 'B-4 monthly.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) },
    { name: 'B-4 report.pdf', mimeType: 'application/pdf', buffer: REPORT },
  ]);
  await expect(chips(page)).toHaveCount(2);
  await expect(chips(page).filter({ hasText: 'B-4 monthly.csv' })).toHaveAttribute(
    'data-status',
    'parsed',
  );
  await expect(chips(page).filter({ hasText: 'B-4 report.pdf' })).toHaveAttribute(
    'data-status',
    'parsed',
  );
  // Nothing of the chart code is fetched before a reply holds a chart.
  expect(chartRequests).toEqual([]);

  await page.getByTestId('chat-input').fill('Analyse the production data and forecast the EUR');
  await page.getByTestId('chat-input').press('Enter');

  const reply = lastReply(page);
  await expect(reply).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
  await expect(reply).toContainText('Production analysis: B-4 monthly.csv');
  await expect(reply.getByRole('row', { name: /Initial rate qi/ })).toContainText(
    /1,[12]\d\d bbl\/d/,
  );
  await expect(reply.getByRole('row', { name: /Initial decline Di, nominal/ })).toContainText(
    /\d+(\.\d)? %\/yr/,
  );
  await expect(reply.getByRole('row', { name: /Hyperbolic exponent b/ })).toContainText(/0\.\d+/);
  await expect(reply.getByRole('row', { name: /EUR/ })).toContainText(/[\d,]+ bbl/);
  await expect(reply).toContainText(
    'The hyperbolic fit is tight, and the rising water cut is worth a look.',
  );

  const chart = reply.getByRole('img', {
    name: /Oil rate and decline forecast — B-4 monthly\.csv/,
  });
  await expect(chart).toBeVisible();
  expect(chartRequests).toHaveLength(1);
  // Decline, water cut and GOR charts; none left as raw JSON.
  await expect(reply.getByTestId('reply-chart')).toHaveCount(3);
  await expect(reply).not.toContainText('"series"');
  await expect(chart.locator('circle')).toHaveCount(36);

  const figure = reply.getByTestId('reply-chart').first();
  await expect(figure.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
    'Oil rate (from the file)',
    'Fitted decline',
    'Forecast',
    'Economic limit',
  ]);
  const logScale = figure.getByRole('button', { name: 'Log scale' });
  await expect(logScale).toHaveAttribute('aria-pressed', 'true');
  await logScale.click();
  await expect(logScale).toHaveAttribute('aria-pressed', 'false');
  await expect(chart.locator('text', { hasText: /^0$/ })).toHaveCount(1);

  await figure.getByText('Show data').click();
  const table = figure.getByRole('table', { name: /Data of Oil rate and decline forecast/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Oil rate (from the file) (bbl/d)',
    'Fitted decline (bbl/d)',
    'Forecast (bbl/d)',
    'Economic limit (bbl/d)',
  ]);
  await expect(table.getByRole('row').nth(1)).toContainText('16 Jan 2021');

  // On a phone the chart fits the screen and keeps its text at reading size.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await chart.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
  const box = await chart.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(250);
  expect(await chart.getAttribute('width')).toBe(String(Math.round(box?.width ?? 0)));

  // The reply is stored as markdown with its chart block: a reload draws it again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(
    lastReply(page).getByRole('img', { name: /Oil rate and decline forecast — B-4 monthly\.csv/ }),
  ).toBeVisible();
  await expect(lastReply(page).getByRole('row', { name: /Hyperbolic exponent b/ })).toBeVisible();
});
