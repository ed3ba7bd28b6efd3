import { expect } from '@playwright/test';
import {
  monthlyProduction,
  monthlyRatesCsv,
} from '@petrosage/test-support/fixtures/production-data';
import { ask, lastReply, offlineTest } from './offline-server';
import { signUpWithStandardAccess } from './support';

/*
 * The built-in engine in the browser: the compiled server started with no language model (the
 * default assistant), one per worker on a port beside the suite's. A metric question is answered
 * in metric and a follow-up that changes the depth recomputes it; a CSV of daily rates with a
 * header that names no unit is analysed as monthly volumes, and "the rates are daily" analyses
 * it again as rates and says what changed.
 */

const test = offlineTest(5);

test('a metric question is answered in bar, and “what about 3000 m?” recomputes it', async ({
  page,
}) => {
  await signUpWithStandardAccess(page);

  const first = await ask(page, 'hydrostatic pressure of 1.2 SG mud at 2500 m in bar');
  const card = first.getByTestId('calc-card');
  // In metric the column is ρ·g·h: 1.2 × 0.0980665 bar/m × 2,500 m = 294.2 bar = 4,267 psi.
  await expect(card.getByRole('list', { name: 'In your units' })).toContainText(
    'Hydrostatic pressure: 294.2 bar',
  );
  await expect(card.getByRole('row', { name: /Hydrostatic pressure\s+4,267 psi/ })).toBeVisible();

  const second = await ask(page, 'what about 3000 m?');
  // Said with the card's label, in the units the question used.
  await expect(second).toContainText('Recalculated with TVD = 3,000 m (was 2,500 m)');
  // 1.2 × 0.0980665 bar/m × 3,000 m = 353.04 bar = 5,120 psi, the mud weight as before.
  await expect(
    second.getByTestId('calc-card').getByRole('list', { name: 'In your units' }),
  ).toContainText('Hydrostatic pressure: 353 bar');
  await expect(
    second.getByTestId('calc-card').getByRole('row', { name: /Hydrostatic pressure\s+5,120 psi/ }),
  ).toBeVisible();
  await expect(
    second.getByTestId('calc-card').getByLabel('Mud weight', { exact: true }),
  ).toHaveValue(/^10\.01/);
});

test('a CSV of daily rates read as monthly volumes is analysed again as rates after “the rates are daily”', async ({
  page,
}) => {
  // 1,200 bbl/d declining (Arps, Di 90 %/yr, b 0.6), one row a month, under a bare `Oil` header.
  const csv = monthlyRatesCsv(monthlyProduction({ qi: 1200, diPerYear: 0.9, b: 0.6 }, 36));
  await signUpWithStandardAccess(page);
  await page
    .getByTestId('attach-input')
    .setInputFiles([{ name: 'C-3 rates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }]);
  await expect(page.getByTestId('attachment-chip')).toHaveAttribute('data-status', 'parsed');

  const first = await ask(page, 'Analyse this production data');
  await expect(first).toContainText('Production analysis: C-3 rates.csv');
  // Read as 1,200 bbl a month: about 40 bbl/d.
  await expect(first.getByRole('row', { name: /Initial rate qi/ })).toContainText(
    /\b[34]\d(\.\d+)? bbl\/d/,
  );
  await expect(first).toContainText('so volumes are assumed');

  const second = await ask(page, 'the rates are daily');
  await expect(second).toContainText(
    'Re-analysed C-3 rates.csv with the values read as daily rates; the rest as before.',
  );
  await expect(
    second.getByRole('listitem').filter({ hasText: /^Initial rate qi: / }),
  ).toContainText(/1,[12]\d\d bbl\/d \(was [34]\d(\.\d+)? bbl\/d\)/);
  await expect(second.getByRole('row', { name: /Initial rate qi/ })).toContainText(
    /1,[12]\d\d bbl\/d/,
  );
  await expect(second).toContainText('Oil: Oil, rates in bbl/d');
  await expect(
    second.getByRole('img', { name: /Oil rate and decline forecast — C-3 rates\.csv/ }),
  ).toBeVisible();

  // The reply stays after a reload, as stored.
  await page.reload();
  await expect(lastReply(page)).toContainText('Re-analysed C-3 rates.csv');
});
