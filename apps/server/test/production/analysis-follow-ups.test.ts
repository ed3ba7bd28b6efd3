import type { PromptResponse } from '@petrosage/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { uploaded } from '../files/upload';
import {
  monthlyCsv,
  monthlyProduction,
  monthlyRatesCsv,
  type TrueDecline,
} from '@petrosage/test-support/fixtures/production-data';

/**
 * Follow-ups to a production analysis through the chat, with no language model: after the offline
 * engine analysed an attached file, a message that says how the values are stated ("the rates are
 * daily") or sets an option ("the economic limit is 10 bopd") re-runs the analysis of the same
 * file with the earlier options plus the new one, and says what changed.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ accessToken: token } = await signUpUser(server));
  await grantStandard(server, token);
});
afterAll(() => server.close());

const TRUTH: TrueDecline = { qi: 1200, diPerYear: 0.9, b: 0.6 };
const rows = monthlyProduction(TRUTH, 36);

async function prompt(content: string, attachmentIds: string[] = [], chatId?: string) {
  const response = await postJson(server, token, '/prompt', {
    messages: [{ role: 'user', content }],
    ...(attachmentIds.length > 0 && { attachment_ids: attachmentIds }),
    ...(chatId !== undefined && { chat_id: chatId }),
  });
  const body = (await response.json()) as PromptResponse & { detail?: string };
  expect(response.status, body.detail).toBe(200);
  return body;
}

/** The first number of a results-table row: `| Initial rate qi (…) | **1,190 bbl/d** |`. */
function figure(markdown: string, label: string): number {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`\\| ${escaped}[^|]*\\| (?:\\*\\*)?([\\d,.]+)`).exec(markdown);
  if (!match) throw new Error(`no row ${label} in\n${markdown}`);
  return Number((match[1] ?? '').replace(/,/g, ''));
}

/** The analysis itself: what follows the lead a follow-up puts before it. */
function analysis(markdown: string): string {
  return markdown.slice(markdown.indexOf('#### Production analysis: '));
}

describe('a file of daily rates read as monthly volumes', () => {
  it.each([
    'the rates are daily',
    'The values are daily rates.',
    'they’re daily averages, not monthly volumes',
  ])('is re-analysed as rates after “%s”', async (followUp) => {
    const file = await uploaded(server, token, 'C-3 rates.csv', monthlyRatesCsv(rows));
    const first = await prompt('Analyse this production data', [file.id]);
    expect(first.response).toContain(
      '- Oil: `Oil`, monthly volumes in bbl, divided by the days of each month (',
    );
    expect(first.response).toContain(
      'the header does not say rate or volume, so volumes are assumed',
    );
    // A 1,200 bbl/d well read as 1,200 bbl a month: about 39 bbl/d.
    const asVolumes = figure(first.response, 'Initial rate qi');
    expect(asVolumes).toBeGreaterThan(30);
    expect(asVolumes).toBeLessThan(45);

    const again = await prompt(followUp, [], first.chat_id);
    const reply = again.response;
    expect(
      reply.startsWith(
        'Re-analysed **C-3 rates.csv** with the values read as daily rates; the rest as before.',
      ),
    ).toBe(true);
    expect(reply).toContain('- Oil: `Oil`, rates in bbl/d (');
    expect(reply).toContain(
      '(was: `Oil`, monthly volumes in bbl, divided by the days of each month',
    );
    expect(reply).toMatch(/- Initial rate qi: 1,\d\d\d bbl\/d \(was \d\d\.?\d* bbl\/d\)/);
    expect(reply).toMatch(/- EUR: [\d,.]+ bbl \(was [\d,.]+ bbl\)/);
    const asRates = figure(analysis(reply), 'Initial rate qi');
    expect(Math.abs(asRates / TRUTH.qi - 1)).toBeLessThan(0.05);
    expect(analysis(reply)).toContain('- Oil: `Oil`, rates in bbl/d (');
    expect(analysis(reply)).not.toContain('volumes are assumed');
  });

  it('keeps the new reading when a later follow-up sets the economic limit, and says what that changed', async () => {
    const file = await uploaded(server, token, 'C-4 rates.csv', monthlyRatesCsv(rows));
    const first = await prompt('fit a decline to this file', [file.id]);
    const rates = await prompt('The values are daily rates.', [], first.chat_id);
    const eurAtFive = figure(analysis(rates.response), '**EUR** (produced + remaining)');

    const limited = await prompt('the economic limit is 10 bopd', [], first.chat_id);
    const reply = limited.response;
    expect(reply).toContain(
      'Re-analysed **C-4 rates.csv** with an oil economic limit of 10 bbl/d; the rest as before.',
    );
    expect(reply).toMatch(/- Economic limit: 10 bbl\/d, reached .* \(was 5 bbl\/d, reached /);
    // Still read as rates: the earlier follow-up's reading carries on.
    expect(analysis(reply)).toContain('- Oil: `Oil`, rates in bbl/d (');
    expect(reply).not.toContain(
      '- Oil: `Oil`, rates in bbl/d (the header names no unit, so bbl is assumed). (was',
    );
    expect(analysis(reply)).toContain('| Economic limit | 10 bbl/d, reached ');
    const eurAtTen = figure(analysis(reply), '**EUR** (produced + remaining)');
    expect(eurAtTen).toBeLessThan(eurAtFive);
    expect(Math.abs(figure(analysis(reply), 'Initial rate qi') / TRUTH.qi - 1)).toBeLessThan(0.05);
  });
});

describe('a file of monthly volumes', () => {
  it('is read back as volumes after “these are monthly volumes” and “it’s per month”', async () => {
    const csv = monthlyCsv(rows, { date: 'Date', oil: 'Oil (bopd)' });
    const file = await uploaded(server, token, 'D-1 mislabelled.csv', csv);
    const first = await prompt('analyse this production data', [file.id]);
    // The header says bopd: monthly volumes read as rates, about 30 times too high.
    expect(first.response).toContain('- Oil: `Oil (bopd)`, rates in bbl/d.');
    expect(figure(first.response, 'Initial rate qi')).toBeGreaterThan(30_000);

    for (const followUp of ['these are monthly volumes', 'it’s per month']) {
      const again = await prompt(followUp, [], first.chat_id);
      expect(again.response).toContain(
        'Re-analysed **D-1 mislabelled.csv** with the values read as volumes per row; the rest as before.',
      );
      expect(
        Math.abs(figure(analysis(again.response), 'Initial rate qi') / TRUTH.qi - 1),
      ).toBeLessThan(0.05);
      expect(analysis(again.response)).toContain('- Oil: `Oil (bopd)`, monthly volumes in ');
    }
  });

  it('says the figures are the same when the reading asked for is the one already used', async () => {
    const file = await uploaded(server, token, 'D-2 volumes.csv', monthlyCsv(rows));
    const first = await prompt('analyse this production data', [file.id]);
    const again = await prompt('these are monthly volumes', [], first.chat_id);
    expect(again.response).toContain('The figures are the same as before.');
    expect(figure(analysis(again.response), 'Initial rate qi')).toBe(
      figure(first.response, 'Initial rate qi'),
    );
  });
});

describe('what is not a follow-up to the analysis', () => {
  it('a full decline calculation after an analysis is the calculator’s', async () => {
    const file = await uploaded(server, token, 'E-1.csv', monthlyCsv(rows));
    const first = await prompt('analyse this production data', [file.id]);
    const calc = await prompt(
      'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
      [],
      first.chat_id,
    );
    expect(calc.response).not.toContain('Re-analysed');
    expect(calc.response).not.toContain('#### Production analysis');
  });

  it('“the rates are daily” when the last reply was not an analysis is not taken for one', async () => {
    const file = await uploaded(server, token, 'E-2.csv', monthlyRatesCsv(rows));
    const first = await prompt('analyse this production data', [file.id]);
    const other = await prompt(
      'hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud',
      [],
      first.chat_id,
    );
    expect(other.response).not.toContain('#### Production analysis');
    const rates = await prompt('the rates are daily', [], first.chat_id);
    expect(rates.response).not.toContain('Re-analysed');
    expect(rates.response).not.toContain('#### Production analysis');
  });
});
