import { expect } from '@playwright/test';
import { ask, lastReply, offlineTest } from './offline-server';
import { signUpWithStandardAccess } from './support';

/*
 * The first hour with the built-in engine (no language model): the new-chat empty state says
 * what Sage is for, replies carry no words meant for the server's operator, and a regenerated
 * reply says the built-in engine gives the same answer, and what would change it.
 */

const test = offlineTest(7);

/** Words for whoever runs the server, never for a subscriber. */
const OPERATOR_WORDS =
  /README|Configuration|whoever runs|LLM_|a setting of this|language model connected|With a model connected/;

test.use({ viewport: { width: 1280, height: 800 } });

test('item 4: the empty state says what Sage is for; replies carry no setup for the operator', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpWithStandardAccess(page);
  await page.getByRole('button', { name: 'New Chat' }).first().click();
  const ready = page.getByTestId('chat-ready');
  await expect(ready).toContainText('well control, production, PVT, facilities or economics');
  await expect(ready).not.toContainText('your business');

  for (const question of [
    'help',
    'Why is my ESP tripping on underload?',
    'how do I connect a language model?',
    'What is the API gravity of a 0.85 SG oil?',
  ]) {
    const reply = await ask(page, question);
    await expect(reply).not.toContainText(OPERATOR_WORDS);
  }
});

test('item 6: a regenerated reply says the built-in engine gives the same answer', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpWithStandardAccess(page);
  const first = await ask(page, 'convert 250 psi to bar');
  await expect(first).toContainText('250 psi = 17.2369 bar');
  await first.hover();
  await first.getByRole('button', { name: 'Regenerate reply' }).click();
  const versions = lastReply(page).getByTestId('message-versions');
  await expect(versions.getByTestId('version-position')).toHaveText('2/2', { timeout: 15_000 });
  await expect(lastReply(page)).toContainText('250 psi = 17.2369 bar');
  await expect(versions).toContainText(
    'The built-in engine gives the same answer each time; edit your question or its numbers to get a different one.',
  );
});

test('item 11: a calculation asked by name gets its form, filled in it calculates, and the next question is its own', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpWithStandardAccess(page);
  const form = await ask(page, 'kill mud weight please');
  const card = form.getByTestId('calc-card');
  await expect(card).toBeVisible();
  await card.getByLabel(/^SIDPP/).fill('520');
  await card.getByLabel(/^TVD/).fill('10000');
  await card.getByLabel(/^Original mud weight/).fill('10.2');
  await card.getByRole('button', { name: 'Calculate' }).click();
  // KMW = OMW + SIDPP/(0.052 × TVD) = 10.2 + 520/520 = 11.2 ppg (Lapeyrouse, 2nd ed., ch. 4).
  await expect(card.getByRole('row', { name: /Kill mud weight\s+11\.2\b/ })).toBeVisible();

  // An unrelated question after the form is answered on its own.
  const permit = await ask(page, 'what is the filing fee for a W-1?');
  await expect(permit).toContainText('Form W-1');
  await expect(permit.getByTestId('calc-card')).toHaveCount(0);

  // Cash flows said with their years: 200 + 150/1.1 = 336.36.
  const npv = await ask(page, 'NPV of $200 today and $150 next year at 10%');
  await expect(npv).toContainText('336.4');
});
