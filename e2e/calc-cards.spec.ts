import { expect, test, type Page } from '@playwright/test';
import {
  monthlyProduction,
  monthlyRatesCsv,
} from '@petrosage/test-support/fixtures/production-data';
import { signUpWithStandardAccess } from './support';

/*
 * Calculation cards in the browser: a calculation answered by the model through the real
 * calculator comes as a card the engineer edits and recalculates, and the chat keeps the new
 * result; the calculator browser opens a card in a new chat; a production file's analysis card
 * corrects how the file was read and re-analyses it (on a desktop and on a phone); the Profile's
 * units preference chooses the units a card shows first.
 */

test('a hydrostatic answer edited from 10.2 to 12.5 ppg recalculates and persists after a reload', async ({
  page,
}) => {
  await signUpWithStandardAccess(page);
  await page
    .getByTestId('chat-input')
    .fill('Hydrostatic pressure at 10,000 ft TVD with 10.2 ppg mud?');
  await page.getByTestId('chat-input').press('Enter');

  const reply = page.locator('[data-testid="chat-message"][data-role="assistant"]').last();
  await expect(reply).toHaveAttribute('data-status', 'complete', { timeout: 10_000 });
  const card = reply.getByTestId('calc-card');
  // 0.052 × 10.2 ppg × 10,000 ft = 5,304 psi.
  await expect(card.getByRole('row', { name: /Hydrostatic pressure\s+5,304 psi/ })).toBeVisible();
  const mudWeight = card.getByLabel('Mud weight', { exact: true });
  await expect(mudWeight).toHaveValue('10.2');

  // Out of range first: refused in the card, in the calculator's words.
  await mudWeight.fill('40');
  await card.getByRole('button', { name: 'Recalculate' }).click();
  await expect(card).toContainText(
    'Mud weight must be more than 0 and at most 25 ppg (you entered 40)',
  );
  await expect(mudWeight).toBeFocused();

  await mudWeight.fill('12.5');
  await card.getByRole('button', { name: 'Recalculate' }).click();
  // 0.052 × 12.5 × 10,000 = 6,500 psi; the change is marked.
  const result = card.getByRole('row', { name: /Hydrostatic pressure\s+6,500 psi/ });
  await expect(result).toBeVisible();
  await expect(result).toContainText('(was 5,304)');
  await expect(result).toHaveAttribute('data-changed', 'true');

  await page.reload();
  const reloaded = page
    .locator('[data-testid="chat-message"][data-role="assistant"]')
    .last()
    .getByTestId('calc-card');
  await expect(
    reloaded.getByRole('row', { name: /Hydrostatic pressure\s+6,500 psi/ }),
  ).toBeVisible();
  await expect(reloaded.getByLabel('Mud weight', { exact: true })).toHaveValue('12.5');
  await expect(reloaded.getByRole('row', { name: /5,304/ })).toHaveCount(0);
});

const lastReply = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

test('the calculator browser opens a Weymouth card in a new chat, filled in and calculated', async ({
  page,
}) => {
  // Several page loads and a reload on a shared machine.
  test.setTimeout(60_000);
  await signUpWithStandardAccess(page);
  await page.getByTestId('open-calculators').click();
  const browser = page.getByRole('dialog', { name: 'Calculators' });
  await browser.getByLabel('Search calculators').fill('weymouth');
  await browser.getByRole('button', { name: /Gas pipeline flow \(Weymouth/ }).click();

  await expect(page).toHaveURL(/\/chat\/new/);
  const card = page.getByTestId('calc-card');
  await card.getByLabel('Equation', { exact: true }).selectOption('weymouth');
  for (const [label, value] of [
    ['Upstream pressure', '1000'],
    ['Downstream pressure', '800'],
    ['Length', '50'],
    ['Inside diameter', '15.5'],
    ['Gas specific gravity', '0.6'],
    ['Temperature', '60'],
    ['Z factor', '0.9'],
    ['Pipeline efficiency', '0.95'],
  ] as const) {
    // Labels of optional inputs end in "(optional)".
    await card.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`)).fill(value);
  }
  await card.getByRole('button', { name: 'Calculate' }).click();

  // Weymouth (Menon, Gas Pipeline Hydraulics, eq. 2.67, US units):
  // Q = 433.5 E (Tb/Pb) [(P1² − P2²) / (G T L Z)]^0.5 D^2.667
  //   = 433.5 × 0.95 × (519.67/14.73) × [(1000² − 800²) / (0.6 × 519.67 × 50 × 0.9)]^0.5 × 15.5^2.667
  //   = 110,016,49x scf/d ≈ 110 MMscf/d.
  const computed = page.getByTestId('calc-card');
  await expect(computed.getByRole('row', { name: /Gas flow rate Q\s+110 MMscf\/d/ })).toBeVisible();
  await expect(
    computed.getByRole('row', { name: /in scf\/d\s+110,016,49\d scf\/d/ }),
  ).toBeVisible();
  // Kept in a chat of its own, titled by the calculator, which a reload shows.
  await expect(page).toHaveURL(/\/chat\/chat_/);
  await expect(page.getByTestId('chat-list-item')).toHaveCount(1);
  await page.reload();
  await expect(
    page.getByTestId('calc-card').getByRole('row', { name: /Gas flow rate Q\s+110 MMscf\/d/ }),
  ).toBeVisible();
});

/** Daily-average rates of a 1,200 bbl/d decline, a row a month, under a bare `Oil` header. */
const RATES_CSV = monthlyRatesCsv(monthlyProduction({ qi: 1200, diPerYear: 0.9, b: 0.6 }, 36));

for (const width of [1280, 375]) {
  test(`at ${width} px a file of daily rates read as monthly volumes is corrected in the card and re-analysed`, async ({
    page,
  }) => {
    // Several page loads and a reload on a shared machine.
    test.setTimeout(60_000);
    const cardRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/analysis-card-view-[\w-]+\.js$/.test(request.url())) {
        cardRequests.push(request.url());
      }
    });
    await page.setViewportSize({ width, height: 844 });
    await signUpWithStandardAccess(page);
    await page
      .getByTestId('attach-input')
      .setInputFiles([
        { name: 'D-2 rates.csv', mimeType: 'text/csv', buffer: Buffer.from(RATES_CSV) },
      ]);
    await expect(page.getByTestId('attachment-chip')).toHaveAttribute('data-status', 'parsed');
    // Nothing of the card's code is fetched before a reply holds one.
    expect(cardRequests).toEqual([]);
    await page.getByTestId('chat-input').fill('Analyse the production data');
    await page.getByTestId('chat-input').press('Enter');

    const reply = lastReply(page);
    await expect(reply).toHaveAttribute('data-status', 'complete', { timeout: 15_000 });
    const card = reply.getByTestId('analysis-card');
    await expect(card.getByTestId('analysis-reading-oil')).toContainText(
      'Oil: Oil, volumes per month in bbl (rate or volume assumed, unit assumed)',
    );
    expect(cardRequests).toHaveLength(1);
    // 1,200 bbl/d read as 1,200 bbl a month: about 39 bbl/d.
    const qi = reply.getByRole('row', { name: /Initial rate qi/ });
    await expect(qi).toContainText(/\b[34]\d(\.\d+)? bbl\/d/);
    const chart = reply.getByTestId('reply-chart').first();
    const chartBefore = await chart.innerText();

    await card.getByLabel('Values are').selectOption({ label: 'Rates per day' });
    await card.getByLabel('Oil economic limit').fill('10');
    await card.getByRole('button', { name: 'Re-analyse' }).click();

    const again = lastReply(page).getByTestId('analysis-card');
    await expect(again.getByRole('status')).toContainText('Re-analysed.');
    await expect(again.getByTestId('analysis-reading-oil')).toContainText(
      'Oil: Oil, rates per day in bbl/d',
    );
    // The file's truth: qi = 1,200 bbl/d, within the noise.
    await expect(lastReply(page).getByRole('row', { name: /Initial rate qi/ })).toContainText(
      /1,[12]\d\d bbl\/d/,
    );
    await expect(lastReply(page).getByRole('row', { name: /Economic limit/ })).toContainText(
      '10 bbl/d',
    );
    await expect
      .poll(() => lastReply(page).getByTestId('reply-chart').first().innerText())
      .not.toBe(chartBefore);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Saved on the reply: a reload shows the corrected analysis.
    await page.reload();
    await expect(
      lastReply(page).getByTestId('analysis-card').getByTestId('analysis-reading-oil'),
    ).toContainText('rates per day');
    await expect(lastReply(page).getByRole('row', { name: /Initial rate qi/ })).toContainText(
      /1,[12]\d\d bbl\/d/,
    );
  });
}

test('the Profile’s units preference shows metric first in a card, and field units a click away', async ({
  page,
}) => {
  // Several page loads and a reload on a shared machine.
  test.setTimeout(60_000);
  await signUpWithStandardAccess(page);
  await page
    .getByRole('button', { name: await page.getByTestId('user-email').innerText() })
    .click();
  const profile = page.getByRole('dialog', { name: 'Profile & Referrals' });
  const units = profile.getByRole('radiogroup', { name: 'Units' });
  await expect(units.getByRole('radio', { name: /^Field/ })).toBeChecked();
  await units.getByText('Metric', { exact: true }).click();
  await expect(units.getByRole('radio', { name: /^Metric/ })).toBeChecked();
  await expect(profile.getByTestId('units-setting')).toContainText('Saved.');
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toBeHidden();

  await page
    .getByTestId('chat-input')
    .fill('Hydrostatic pressure at 10,000 ft TVD with 10.2 ppg mud?');
  await page.getByTestId('chat-input').press('Enter');
  const card = lastReply(page).getByTestId('calc-card');
  // 0.052 × 10.2 × 10,000 = 5,304 psi × 6.894 757 kPa/psi (NIST SP 811) = 36,570 kPa;
  // 10.2 ppg × 119.826 4 = 1,222.23 kg/m³, shown as 1222.
  await expect(card.getByRole('row', { name: /Hydrostatic pressure\s+36,570 kPa$/ })).toBeVisible({
    timeout: 10_000,
  });
  await expect(card.getByLabel('Mud weight', { exact: true })).toHaveValue('1222');

  await card.getByRole('button', { name: 'Field units' }).click();
  await expect(card.getByLabel('Mud weight', { exact: true })).toHaveValue('10.2');
  await expect(card.getByRole('row', { name: /Hydrostatic pressure\s+5,304 psi$/ })).toBeVisible();

  // Kept with the profile: another visit shows metric first again.
  await page.reload();
  await expect(
    lastReply(page)
      .getByTestId('calc-card')
      .getByRole('row', { name: /Hydrostatic pressure\s+36,570 kPa/ }),
  ).toBeVisible();
});
