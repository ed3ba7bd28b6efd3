import { expect, test } from '@playwright/test';
import { signUpWithStandardAccess } from './support';

/*
 * A calculation answered by the model through the real calculator comes as a card; the engineer
 * changes the mud weight in the card, recalculates, and the chat keeps the new result.
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
  await expect(card).toContainText('mud_weight_ppg = 40: Too big: expected number to be <=25');
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
