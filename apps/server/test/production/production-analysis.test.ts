import { parseChart, type Chart } from '@petrosage/contracts/chart';
import type { PromptResponse } from '@petrosage/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { makePdf, makeXlsx } from '@petrosage/test-support/fixtures/files';
import { uploaded } from '../files/upload';
import {
  dailyGasCsv,
  monthlyCsv,
  monthlyProduction,
  trueRate,
  type TrueDecline,
} from '@petrosage/test-support/fixtures/production-data';

/**
 * Production data analysis end to end, with no language model: a file is uploaded, sent with a
 * message, and the offline engine fits the decline through the `analyze_production` tool's code.
 * The same tool over HTTP (`POST /api/tools/analyze_production`) checks ownership and input.
 */

let server: TestServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startServer();
  ({ accessToken: token } = await signUpUser(server));
  ({ accessToken: otherToken } = await signUpUser(server));
  await grantStandard(server, token);
});
afterAll(() => server.close());

const TRUTH: TrueDecline = { qi: 1200, diPerYear: 0.9, b: 0.6 };
const MONTHS = 48;

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

function charts(markdown: string): Chart[] {
  return [...markdown.matchAll(/```chart\n(.*)\n```/g)].map((match) => {
    const parsed = parseChart(match[1] ?? '');
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.chart;
  });
}

/** The bold value of a row of the results table: `| Hyperbolic exponent b | **0.608** |`. */
function figure(markdown: string, label: string): number {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`\\| ${escaped}[^|]*\\| \\*\\*([\\d,.]+)`).exec(markdown);
  if (!match) throw new Error(`no row ${label} in\n${markdown}`);
  return Number((match[1] ?? '').replace(/,/g, ''));
}

async function runTool(as: string, body: unknown) {
  const response = await postJson(server, as, '/tools/analyze_production', body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a production CSV with a known hyperbolic decline', () => {
  const rows = monthlyProduction(TRUTH, MONTHS);
  const produced = rows.reduce((sum, row) => sum + row.oil, 0);

  it('is fitted back within tolerance, and the reply states qi, Di, b and the EUR with a chart', async () => {
    const file = await uploaded(server, token, 'A-1 production.csv', monthlyCsv(rows));
    const { response: reply } = await prompt('Analyse this production data', [file.id]);

    expect(reply).toContain('#### Production analysis: A-1 production.csv');
    const qi = figure(reply, 'Initial rate qi');
    const di = figure(reply, 'Initial decline Di, nominal');
    const b = figure(reply, 'Hyperbolic exponent b');
    const eur = figure(reply, '**EUR** (produced + remaining)');
    expect(Math.abs(qi / TRUTH.qi - 1)).toBeLessThan(0.05);
    expect(Math.abs(di / (TRUTH.diPerYear * 100) - 1)).toBeLessThan(0.12);
    expect(Math.abs(b - TRUTH.b)).toBeLessThan(0.12);

    // EUR = produced + the true curve from the last month to 5 bbl/d.
    const last = rows.at(-1)?.t ?? 0;
    let remaining = 0;
    for (let t = last; trueRate(TRUTH, t) > 5; t += 1) remaining += trueRate(TRUTH, t);
    expect(Math.abs(eur / (produced + remaining) - 1)).toBeLessThan(0.08);
    expect(reply).toMatch(/\| Produced to date \| 6\d\d,\d00 bbl \|/);
    expect(reply).toContain('| Economic limit | 5 bbl/d, reached ');

    const [decline, waterCut, gor] = charts(reply);
    expect(decline?.title).toBe('Oil rate and decline forecast — A-1 production.csv');
    expect(decline?.y).toEqual({ label: 'Oil rate', unit: 'bbl/d', scale: 'log' });
    expect(decline?.x.type).toBe('date');
    expect(decline?.series.map((series) => series.name)).toEqual([
      'Oil rate (from the file)',
      'Fitted decline',
      'Forecast',
      'Economic limit',
    ]);
    expect(decline?.series[0]?.points).toHaveLength(MONTHS);
    expect(decline?.series[0]?.points[0]).toEqual(['2021-01-16', expect.closeTo(1200, -2)]);
    // The forecast ends at the economic limit.
    expect(decline?.series[2]?.points.at(-1)?.[1]).toBeCloseTo(5, 3);
    expect(decline?.description).toContain('EUR');

    // Water cut rises from 10 % to 40 %, the GOR from 800 to 1,400 scf/bbl.
    expect(reply).toMatch(
      /\| Water cut \| 1\d\.\d % \| 3\d\.\d % \| rising, \+7\.\d+ points\/yr \|/,
    );
    expect(reply).toMatch(/\| GOR \| 8\d\d(\.\d)? scf\/bbl \| 1,3\d\d scf\/bbl \| rising, /);
    expect(waterCut?.y).toEqual({ label: 'Water cut', unit: '%', scale: 'linear' });
    expect(gor?.y.unit).toBe('scf/bbl');
    expect(reply).toContain(
      '- Oil: `Oil (BO)`, monthly volumes in bbl, divided by the days of each month.',
    );
  });

  it('takes the economic limit and the stream from the words of the request', async () => {
    const file = await uploaded(server, token, 'A-1 limit.csv', monthlyCsv(rows));
    const { response: reply } = await prompt(
      'Fit a decline to the attached file with an economic limit of 50 bopd',
      [file.id],
    );
    expect(reply).toContain('| Economic limit | 50 bbl/d, reached ');
    const eur = figure(reply, '**EUR** (produced + remaining)');
    const five = (await runTool(token, { attachment_id: file.id })).body.result as {
      forecast: { eur: number };
    };
    expect(eur).toBeLessThan(five.forecast.eur);

    const gas = await prompt('now fit the gas decline of the attached file', [], undefined);
    // A new chat carries no file: the skill does not claim it.
    expect(gas.response).not.toContain('Production analysis');
  });

  it('fits daily gas rates from a file that has no oil', async () => {
    const gasTruth: TrueDecline = { qi: 4500, diPerYear: 1.8, b: 0.5 };
    const file = await uploaded(server, token, 'G-7 daily.csv', dailyGasCsv(gasTruth, 400));
    const { response: reply } = await prompt('forecast the EUR of this well', [file.id]);
    // The first fitted point is the highest rate: a noisy early day may be left out as build-up.
    expect(reply).toMatch(
      /\*\*Gas decline\*\* fitted to 39\d daily rates from 2023-03-0\d to 2024-04-03/,
    );
    expect(Math.abs(figure(reply, 'Initial rate qi') / gasTruth.qi - 1)).toBeLessThan(0.05);
    expect(Math.abs(figure(reply, 'Hyperbolic exponent b') - gasTruth.b)).toBeLessThan(0.15);
    expect(reply).toContain('| Economic limit | 20 Mcf/d, reached ');
    expect(reply).toMatch(/\*\*EUR\*\* \(produced \+ remaining\) \| \*\*[\d,.]+ Mcf\*\*/);
    expect(charts(reply)[0]?.y.unit).toBe('Mcf/d');
  });

  it('reads the production sheet of a workbook', async () => {
    const workbook = await makeXlsx({
      Notes: [
        ['Field', 'North Dome'],
        ['Operator', 'Example Oil'],
      ],
      Monthly: [
        ['Month', 'Oil (bbl)', 'Water (bbl)'],
        ...rows.slice(0, 24).map((row) => [new Date(`${row.date}T00:00:00Z`), row.oil, row.water]),
      ],
    });
    const file = await uploaded(server, token, 'North Dome.xlsx', workbook);
    const { response: reply } = await prompt('analyse the production in this workbook', [file.id]);
    expect(reply).toContain(
      '**Oil decline** fitted to 24 monthly rates from Jan 2021 to Dec 2022, sheet `Monthly`',
    );
    expect(Math.abs(figure(reply, 'Initial rate qi') / TRUTH.qi - 1)).toBeLessThan(0.06);
  });
});

describe('questions the file leaves open', () => {
  it('asks which column is the oil when two could be, and reads the answer by number', async () => {
    const rows = monthlyProduction(TRUTH, 24);
    const csv = `Date,Oil (bbl),Oil (bopd),Water (bbl)\n${rows
      .map((row) => `${row.date},${row.oil},${(row.oil / row.days).toFixed(1)},${row.water}`)
      .join('\n')}\n`;
    const file = await uploaded(server, token, 'two oils.csv', csv);
    const asked = await prompt('analyse this production data', [file.id]);
    expect(asked.response).toBe(
      [
        'To analyse **two oils.csv** I need to know which column holds the **oil production**?',
        'Several columns of two oils.csv could be the oil production: `Oil (bbl)`, `Oil (bopd)`.',
        '1. `Oil (bbl)`\n2. `Oil (bopd)`',
        'Reply with its name or number.',
      ].join('\n\n'),
    );

    const answered = await prompt('2', [], asked.chat_id);
    expect(answered.response).toContain('**Oil decline** fitted to 24 monthly rates');
    expect(answered.response).toContain('(`Oil (bopd)`)');
    expect(answered.response).toContain('- Oil: `Oil (bopd)`, rates in bbl/d.');
  });

  it('says what is missing when no column holds oil or gas', async () => {
    const file = await uploaded(
      server,
      token,
      'pressures.csv',
      'Date,Tubing (psi),Casing (psi)\n2024-01-01,850,1200\n2024-02-01,840,1190\n',
    );
    const { response } = await prompt('analyse this production data', [file.id]);
    expect(response).toBe(
      "I can't analyse **pressures.csv**: no column of pressures.csv holds oil, gas or water production (its columns are `Date`, `Tubing (psi)`, `Casing (psi)`).\n\nAttach a CSV or Excel file with a date column and oil, gas or water rates or volumes.",
    );
  });

  it('asks for the column when the headers name no stream, and takes the answer by name', async () => {
    const rows = monthlyProduction(TRUTH, 18);
    const csv = `Period,Q1,Q2\n${rows.map((row) => `${row.date},${row.oil},${row.water}`).join('\n')}\n`;
    const file = await uploaded(server, token, 'unnamed.csv', csv);
    const asked = await prompt('fit a decline to this file', [file.id]);
    expect(asked.response).toContain('which column holds the **oil production**?');
    expect(asked.response).toContain('1. `Q1`\n2. `Q2`');
    const answered = await prompt('use Q1 please', [], asked.chat_id);
    expect(answered.response).toContain('**Oil decline** fitted to 18 monthly rates');
    expect(answered.response).toContain('the header names no unit, so bbl is assumed');
  });

  it('leaves a file that is not production data, sent without a request, to the rest of the engine', async () => {
    const file = await uploaded(server, token, 'contacts.csv', 'Name,Phone\nAna,555\nBo,556\n');
    const { response } = await prompt('Here you go', [file.id]);
    expect(response).not.toContain('analyse');
    expect(response).not.toContain('contacts.csv');
  });

  it('does not claim a PDF', async () => {
    const file = await uploaded(server, token, 'report.pdf', makePdf(['Oil 1,200 bopd']));
    const { response } = await prompt('analyse this production data', [file.id]);
    expect(response).not.toContain('Production analysis');
  });
});

describe('POST /api/tools/analyze_production', () => {
  it('analyses one of the user’s files by id', async () => {
    const file = await uploaded(
      server,
      token,
      'by id.csv',
      monthlyCsv(monthlyProduction(TRUTH, 36)),
    );
    const { status, body } = await runTool(token, {
      attachment_id: file.id,
      economic_limit_oil_bbl_per_day: 10,
    });
    expect(status).toBe(200);
    expect(body.name).toBe('analyze_production');
    const result = body.result as {
      stream: string;
      fit: { qi_per_day: number; b: number; qi_date: string };
      forecast: { economic_limit_per_day: number; eur: number; volume_unit: string };
    };
    expect(result.stream).toBe('oil');
    expect(result.fit.qi_date).toBe('2021-01-16');
    expect(Math.abs(result.fit.qi_per_day / TRUTH.qi - 1)).toBeLessThan(0.05);
    expect(result.forecast).toMatchObject({ economic_limit_per_day: 10, volume_unit: 'bbl' });
    expect(body.markdown).toContain('```chart\n');
  });

  it('answers 404 for another user’s file, and the other user cannot read it either way', async () => {
    const file = await uploaded(
      server,
      token,
      'mine.csv',
      monthlyCsv(monthlyProduction(TRUTH, 12)),
    );
    await grantStandard(server, otherToken);
    const theirs = await runTool(otherToken, { attachment_id: file.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe('File not found');
    const unknown = await runTool(token, { attachment_id: 'file_doesnotexist0000' });
    expect(unknown.status).toBe(404);
  });

  it('counts only a run that answered against the day’s messages, not a refused one', async () => {
    const owner = await signUpUser(server);
    const stranger = await signUpUser(server);
    await grantStandard(server, owner.accessToken);
    await grantStandard(server, stranger.accessToken);
    const used = async (as: string) =>
      (
        (await (await api(server, as, '/payments/subscription-status')).json()) as {
          usage: { used: number };
        }
      ).usage.used;
    const file = await uploaded(
      server,
      owner.accessToken,
      'counted.csv',
      monthlyCsv(monthlyProduction(TRUTH, 12)),
    );
    const pdf = await uploaded(server, stranger.accessToken, 'notes.pdf', makePdf(['Oil 10']));

    const refused = [
      await runTool(stranger.accessToken, { attachment_id: file.id }),
      await runTool(stranger.accessToken, { attachment_id: 'file_doesnotexist0000' }),
      await runTool(stranger.accessToken, { attachment_id: pdf.id }),
      await runTool(stranger.accessToken, { file_name: 'nothing.csv' }),
    ];
    expect(refused.map((run) => run.status)).toEqual([404, 404, 422, 422]);
    expect(await used(stranger.accessToken)).toBe(0);

    const ran = await runTool(owner.accessToken, { attachment_id: file.id });
    expect(ran.status).toBe(200);
    expect(await used(owner.accessToken)).toBe(1);
  });

  it.each([
    [{}, 'No CSV or Excel file is attached in this conversation'],
    [{ attachment_id: 'report.csv' }, 'attachment_id: must be a file id (file_…)'],
    [
      { attachment_id: 'file_abcdefabcdef12', economic_limit_oil_bbl_per_day: -1 },
      'economic_limit_oil_bbl_per_day',
    ],
    [
      { attachment_id: 'file_abcdefabcdef12', b_min: 1.5, b_max: 0.5 },
      'b_min: b_min must not exceed b_max',
    ],
    [{ attachment_id: 'file_abcdefabcdef12', stream: 'water' }, 'stream'],
    [{ attachment_id: 'file_abcdefabcdef12', format: 'c:' }, 'Unrecognized key'],
    [
      { file_name: 'nothing.csv' },
      'file_name: no file named "nothing.csv" is attached in this conversation.',
    ],
  ])('refuses %j with a 422 naming the problem', async (input, detail) => {
    const { status, body } = await runTool(token, input);
    expect(status).toBe(422);
    expect(body.detail).toContain(detail);
  });

  it('refuses a file that is not a table', async () => {
    const pdf = await uploaded(server, token, 'notes.pdf', makePdf(['Oil 1,200 bopd']));
    const { status, body } = await runTool(token, { attachment_id: pdf.id });
    expect(status).toBe(422);
    expect(body.detail).toBe(
      'notes.pdf is a PDF file; production data is read from CSV or Excel (XLSX) files.',
    );
  });

  it('is listed with its input schema', async () => {
    const response = await api(server, token, '/tools');
    const { tools } = (await response.json()) as {
      tools: { name: string; input_schema: { properties: Record<string, unknown> } }[];
    };
    const tool = tools.find((entry) => entry.name === 'analyze_production');
    expect(Object.keys(tool?.input_schema.properties ?? {})).toEqual(
      expect.arrayContaining(['attachment_id', 'oil_column', 'economic_limit_oil_bbl_per_day']),
    );
  });
});
