import { parseChart } from '@petrosage/contracts/chart';
import type { PromptResponse } from '@petrosage/contracts/chat';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { uploaded } from '../files/upload';
import { monthlyCsv, monthlyProduction } from '@petrosage/test-support/fixtures/production-data';

/**
 * `analyze_production` called by a language model through the real prompt pipeline: the model
 * (a local OpenAI-compatible server) asks for the tool, the server reads the user's attached
 * file, the model gets the figures, and the reader gets the figures and the chart in the reply.
 */

let model: OpenAiFake;
let server: TestServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  model = await startOpenAiFake();
  server = await startServer({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'rig-model',
    LLM_API_KEY: 'k',
  });
  ({ accessToken: token } = await signUpUser(server));
  ({ accessToken: otherToken } = await signUpUser(server));
  await grantStandard(server, token);
  await grantStandard(server, otherToken);
});
afterAll(async () => {
  await server.close();
  await model.close();
});
beforeEach(() => model.setScript([]));

const CSV = monthlyCsv(monthlyProduction({ qi: 950, diPerYear: 0.7, b: 0.5 }, 36));

async function prompt(as: string, content: string, attachmentIds: string[] = [], chatId?: string) {
  const response = await postJson(server, as, '/prompt', {
    messages: [{ role: 'user', content }],
    ...(attachmentIds.length > 0 && { attachment_ids: attachmentIds }),
    ...(chatId !== undefined && { chat_id: chatId }),
  });
  const body = (await response.json()) as PromptResponse & { detail?: string };
  expect(response.status, body.detail).toBe(200);
  return body;
}

/** What the server sent back to the model as the results of its tool calls. */
function toolResults(index: number): string[] {
  const body = model.requests[index]?.body as { messages: { role: string; content: unknown }[] };
  return body.messages
    .filter((message) => message.role === 'tool')
    .map((message) => String(message.content));
}

describe('analyze_production as a tool of the model', () => {
  it('is offered to the model, reads the attached file, and puts the figures and the chart in the reply', async () => {
    const file = await uploaded(server, token, 'B-4.csv', CSV);
    model.enqueue(
      textStream({ toolCall: { name: 'analyze_production', input: {} } }),
      textStream('The fit is good; the water cut is rising, so check the lift design.'),
    );
    const before = model.requests.length;
    const { response: reply, chat_id: chatId } = await prompt(
      token,
      'Analyse the attached production',
      [file.id],
    );

    const offered = JSON.stringify(model.requests[before]?.body);
    expect(offered).toContain('"analyze_production"');
    expect(offered).toContain('economic_limit_oil_bbl_per_day');

    const [sent] = toolResults(before + 1);
    const result = JSON.parse(sent ?? '') as {
      file: string;
      stream: string;
      fit: { qi_per_day: number; b: number };
      forecast: { eur: number };
      chart?: unknown;
    };
    expect(result.file).toBe('B-4.csv');
    expect(result.stream).toBe('oil');
    expect(Math.abs(result.fit.qi_per_day / 950 - 1)).toBeLessThan(0.06);
    expect(result.forecast.eur).toBeGreaterThan(0);
    // The model gets the figures, not the chart's points.
    expect(sent).not.toContain('"series"');

    expect(reply).toContain('#### Production analysis: B-4.csv');
    expect(reply).toContain('| Hyperbolic exponent b |');
    expect(reply).toContain('**EUR** (produced + remaining)');
    const block = /```chart\n(.*)\n```/.exec(reply)?.[1] ?? '';
    expect(parseChart(block)).toMatchObject({
      ok: true,
      chart: { title: 'Oil rate and decline forecast — B-4.csv' },
    });
    expect(reply.trim().endsWith('so check the lift design.')).toBe(true);

    // In the next turn the model gets the reply back with a line for the chart, not its points.
    model.enqueue(textStream('Yes.'));
    await prompt(token, 'Is the decline hyperbolic?', [], chatId);
    const earlier = model.requests.at(-1)?.messages.find((message) => message.role === 'assistant');
    expect(earlier?.content).toContain('| Hyperbolic exponent b |');
    expect(earlier?.content).toContain(
      '[Chart shown to the user: Oil rate and decline forecast — B-4.csv. Oil rate from Jan 2021 to Dec 2023,',
    );
    expect(earlier?.content).toMatch(
      /Series: Oil rate \(from the file\), Fitted decline, Forecast, Economic limit \(\d+ points\)\.\]/,
    );
    expect(earlier?.content).not.toContain('```chart');
    const stored = await server.db.query<{ content: string }>(
      "SELECT content FROM messages WHERE chat_id = $1 AND role = 'assistant' ORDER BY seq LIMIT 1",
      [chatId],
    );
    expect(stored[0]?.content).toContain('```chart\n{"title":"Oil rate and decline forecast');
  });

  it('never reads another user’s file: the model gets “File not found” and the reply no analysis', async () => {
    const file = await uploaded(server, token, 'private.csv', CSV);
    model.enqueue(
      textStream({ toolCall: { name: 'analyze_production', input: { attachment_id: file.id } } }),
      textStream('I could not open that file.'),
    );
    const before = model.requests.length;
    const { response: reply } = await prompt(otherToken, 'Analyse file ' + file.id);
    expect(toolResults(before + 1).join(' ')).toContain('File not found');
    expect(reply).toBe('I could not open that file.');
  });

  it('sends a question back to the model when the file leaves one open', async () => {
    const rows = monthlyProduction({ qi: 500, diPerYear: 0.5, b: 0.4 }, 12);
    const csv = `Date,Oil (bbl),Oil (bopd)\n${rows.map((row) => `${row.date},${row.oil},${(row.oil / row.days).toFixed(1)}`).join('\n')}\n`;
    const file = await uploaded(server, token, 'ambiguous.csv', csv);
    model.enqueue(
      textStream({
        toolCall: { name: 'analyze_production', input: { file_name: 'ambiguous.csv' } },
      }),
      textStream('Which oil column should I use: Oil (bbl) or Oil (bopd)?'),
    );
    const before = model.requests.length;
    const { response: reply } = await prompt(token, 'fit a decline', [file.id]);
    expect(toolResults(before + 1).join(' ')).toContain(
      'Several columns of ambiguous.csv could be the oil production: `Oil (bbl)`, `Oil (bopd)`. Set oil_column',
    );
    expect(reply).toBe('Which oil column should I use: Oil (bbl) or Oil (bopd)?');
  });
});
