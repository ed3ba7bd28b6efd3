import {
  findAnalysisBlocks,
  parseAnalysisCard,
  type AnalysisCard,
} from '@petrosage/contracts/analysis-card';
import type { PromptResponse } from '@petrosage/contracts/chat';
import {
  monthlyProduction,
  monthlyRatesCsv,
  type TrueDecline,
} from '@petrosage/test-support/fixtures/production-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { uploaded } from '../files/upload';

/**
 * The file-analysis card over HTTP: a production-analysis reply carries an `analysis` block with
 * the columns read and the options, and `POST /api/tools/analyze_production?message_id=` re-runs
 * the analysis with the reader's corrections and saves it on the reply — for its owner only,
 * counted like a message, refused with the option named.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const TRUTH: TrueDecline = { qi: 1200, diPerYear: 0.9, b: 0.6 };
const CSV = monthlyRatesCsv(monthlyProduction(TRUTH, 36));
/** NIST SP 811 (2008), B.9: 1 bbl = 0.158 987 3 m³. */
const CUBIC_METRES_PER_BARREL = 0.1589873;

async function paidUser(): Promise<string> {
  const { accessToken } = await signUpUser(server);
  await grantStandard(server, accessToken);
  return accessToken;
}

interface Analysed {
  token: string;
  fileId: string;
  chatId: string;
  messageId: string;
  reply: string;
}

async function analysed(name = 'C-7 rates.csv'): Promise<Analysed> {
  const token = await paidUser();
  const file = await uploaded(server, token, name, CSV);
  const response = await postJson(server, token, '/prompt', {
    messages: [{ role: 'user', content: 'Analyse this production data' }],
    attachment_ids: [file.id],
  });
  const body = (await response.json()) as PromptResponse & { detail?: string };
  expect(response.status, body.detail).toBe(200);
  return {
    token,
    fileId: file.id,
    chatId: body.chat_id,
    messageId: body.message_id,
    reply: body.response,
  };
}

function cardOf(markdown: string): AnalysisCard {
  const [block] = findAnalysisBlocks(markdown);
  if (!block) throw new Error(`no analysis card in\n${markdown}`);
  const parsed = parseAnalysisCard(block.body);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.card;
}

/** The first number of a results-table row: `| Initial rate qi (…) | **1,190 bbl/d** |`. */
function figure(markdown: string, label: string): number {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`\\| ${escaped}[^|]*\\| (?:\\*\\*)?([\\d,.]+)`).exec(markdown);
  if (!match) throw new Error(`no row ${label} in\n${markdown}`);
  return Number((match[1] ?? '').replace(/,/g, ''));
}

async function used(token: string): Promise<number> {
  const response = await api(server, token, '/payments/subscription-status');
  return ((await response.json()) as { usage: { used: number } }).usage.used;
}

async function stored(token: string, chatId: string, messageId: string): Promise<string> {
  const response = await api(server, token, `/history/${chatId}`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: { id: string; content: string }[] };
  return messages.find((message) => message.id === messageId)?.content ?? '';
}

function reanalyse(token: string, messageId: string, input: Record<string, unknown>) {
  return postJson(server, token, `/tools/analyze_production?message_id=${messageId}`, input);
}

describe('a production-analysis reply carries a file-analysis card', () => {
  it('with the file, the columns read and how, and the options it ran with', async () => {
    const { reply, fileId } = await analysed();
    const card = cardOf(reply);
    expect(card).toMatchObject({
      file_id: fileId,
      file_name: 'C-7 rates.csv',
      columns: ['Date', 'Oil'],
      date_column: 'Date',
      cadence: 'monthly',
      fitted_stream: 'oil',
      readings: {
        oil: {
          column: 'Oil',
          basis: 'volume',
          basis_assumed: true,
          unit: 'bbl',
          unit_assumed: true,
        },
      },
      options: {
        values: 'auto',
        economic_limit_oil_bbl_per_day: 5,
        economic_limit_gas_mscf_per_day: 20,
        b_min: 0,
        b_max: 1,
      },
    });
    // The heading stays first, so a follow-up still recognises the analysis (decision 031).
    expect(reply.startsWith('#### Production analysis: C-7 rates.csv\n\n```analysis\n')).toBe(true);
  });
});

describe('POST /api/tools/analyze_production?message_id= re-analyses and saves', () => {
  it('reads the values as daily rates, stores the new analysis on the reply and counts a message', async () => {
    const { token, fileId, chatId, messageId, reply } = await analysed();
    // A 1,200 bbl/d well read as 1,200 bbl a month: about 39 bbl/d.
    expect(figure(reply, 'Initial rate qi')).toBeLessThan(45);
    const before = await used(token);

    const response = await reanalyse(token, messageId, {
      ...cardOf(reply).options,
      attachment_id: fileId,
      values: 'rates',
    });
    const body = (await response.json()) as { markdown: string; message: { content: string } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.message.content).toBe(body.markdown);

    const reloaded = await stored(token, chatId, messageId);
    expect(reloaded).toBe(body.markdown);
    expect(cardOf(reloaded).readings.oil).toMatchObject({ basis: 'rate', basis_assumed: false });
    expect(cardOf(reloaded).options.values).toBe('rates');
    expect(reloaded).toContain('- Oil: `Oil`, rates in bbl/d (');
    // The data follow qi = 1,200 bbl/d (the fixture's truth): within the noise of the file.
    expect(Math.abs(figure(reloaded, 'Initial rate qi') / TRUTH.qi - 1)).toBeLessThan(0.05);
    expect(await used(token)).toBe(before + 1);
  });

  it('reads the values in another unit: m³ are 1/0.158 987 3 times as many barrels', async () => {
    const { token, fileId, chatId, messageId, reply } = await analysed();
    const options = { ...cardOf(reply).options, attachment_id: fileId, values: 'rates' };
    expect((await reanalyse(token, messageId, options)).status).toBe(200);
    const inBarrels = figure(await stored(token, chatId, messageId), 'Initial rate qi');

    const response = await reanalyse(token, messageId, { ...options, oil_unit: 'm3' });
    expect(response.status).toBe(200);
    const reloaded = await stored(token, chatId, messageId);
    expect(cardOf(reloaded).readings.oil).toMatchObject({ unit: 'm3', unit_assumed: false });
    const inCubicMetres = figure(reloaded, 'Initial rate qi');
    // Both shown to 4 significant figures.
    expect(inCubicMetres / inBarrels).toBeCloseTo(1 / CUBIC_METRES_PER_BARREL, 2);
  });

  it('ends the forecast at the horizon: the Arps cumulative over those years', async () => {
    const { token, fileId, chatId, messageId, reply } = await analysed();
    const options = { ...cardOf(reply).options, attachment_id: fileId, values: 'rates' };
    const response = await reanalyse(token, messageId, { ...options, forecast_years: 2 });
    expect(response.status).toBe(200);
    const reloaded = await stored(token, chatId, messageId);
    expect(cardOf(reloaded).options.forecast_years).toBe(2);
    expect(reloaded).toContain('| Forecast horizon | 2 years, to ');
    expect(reloaded).toContain('not reached within the forecast horizon');

    // Arps (1945) hyperbolic cumulative from the fitted rate at the last date, q0, with its
    // nominal decline D0 and b: Np(t) = q0 / ((1 − b) D0) · (1 − (1 + b D0 t)^(1 − 1/b)).
    const q0 = figure(reloaded, 'Fitted rate at the last date');
    const d0 = Number(/declining ([\d.]+) %\/yr nominal/.exec(reloaded)?.[1]) / 100 / 365.25;
    const b = figure(reloaded, 'Hyperbolic exponent b');
    const t = 2 * 365.25;
    const expected = (q0 / ((1 - b) * d0)) * (1 - (1 + b * d0 * t) ** (1 - 1 / b));
    const remaining = figure(reloaded, 'Remaining to the forecast horizon');
    // The reply's figures are rounded to 3–4 significant figures.
    expect(Math.abs(remaining / expected - 1)).toBeLessThan(0.01);
  });

  it('is 404 for another user’s reply or file, and stores and counts nothing', async () => {
    const owner = await analysed();
    const other = await analysed('Other.csv');
    const before = await used(other.token);
    const options = { ...cardOf(owner.reply).options, values: 'rates' };

    // The other user's own file on the owner's reply.
    const onReply = await reanalyse(other.token, owner.messageId, {
      ...options,
      attachment_id: other.fileId,
    });
    expect(onReply.status).toBe(404);
    // The owner's file on the other user's reply.
    const onFile = await reanalyse(other.token, other.messageId, {
      ...options,
      attachment_id: owner.fileId,
    });
    expect(onFile.status).toBe(404);
    // The other user's reply with a file it did not analyse.
    const third = await uploaded(server, other.token, 'Third.csv', CSV);
    const wrongFile = await reanalyse(other.token, other.messageId, {
      ...options,
      attachment_id: third.id,
    });
    expect(wrongFile.status).toBe(404);

    expect(await stored(owner.token, owner.chatId, owner.messageId)).toBe(owner.reply);
    expect(await used(other.token)).toBe(before);
  });

  it.each([
    ['b_max', { b_max: 3 }],
    ['forecast_years', { forecast_years: 0 }],
    ['economic_limit_oil_bbl_per_day', { economic_limit_oil_bbl_per_day: -5 }],
    ['oil_unit', { oil_unit: 'gallons' }],
    ['oil_column', { oil_column: 'Condensate' }],
    ['attachment_id', { attachment_id: undefined }],
  ])('is 422 naming %s, and stores and counts nothing', async (field, change) => {
    const { token, fileId, chatId, messageId, reply } = await analysed();
    const before = await used(token);
    const input: Record<string, unknown> = {
      ...cardOf(reply).options,
      attachment_id: fileId,
      ...change,
    };
    const response = await reanalyse(
      token,
      messageId,
      JSON.parse(JSON.stringify(input)) as Record<string, unknown>,
    );
    const body = (await response.json()) as { detail: string };
    expect(response.status, body.detail).toBe(422);
    expect(body.detail).toContain(field);
    expect(await stored(token, chatId, messageId)).toBe(reply);
    expect(await used(token)).toBe(before);
  });
});
