import { chartBlock } from '@petrosage/contracts/chart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

let server: TestServer;
let model: OpenAiFake;

const CHART = chartBlock({
  title: 'Oil rate — A-1',
  x: { label: 'Date', type: 'date' },
  y: { label: 'Oil rate', unit: 'bbl/d' },
  series: [
    {
      name: 'Observed',
      kind: 'points',
      points: [
        ['2024-01-01', 120],
        ['2024-02-01', 110],
      ],
    },
    {
      name: 'Forecast',
      kind: 'line',
      points: [
        ['2024-02-01', 111.5],
        ['2024-03-01', 103],
      ],
    },
  ],
});

beforeAll(async () => {
  model = await startOpenAiFake({
    defaultReply: textStream('Here is the decline:\n\n', `${CHART}\n\n`, 'Rates are in **bbl/d**.'),
  });
  server = await startServer({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'rig-model',
    LLM_API_KEY: 'k',
  });
});
afterAll(async () => {
  await server.close();
  await model.close();
});

describe('GET /history/{chatId}/export', () => {
  it('downloads the chat as Markdown: messages in order, files listed, charts as tables', async () => {
    const { accessToken: token } = await signUpUser(server);
    await grantStandard(server, token);
    const form = new FormData();
    form.append('file', new Blob(['month,oil\n2024-01,120\n2024-02,110\n']), 'A-1 | prod.csv');
    const file = (await (
      await fetch(`${server.url}/api/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
    ).json()) as { id: string };
    const sent = (await (
      await postJson(server, token, '/prompt', {
        messages: [{ role: 'user', content: 'Analyse the decline' }],
        attachment_ids: [file.id],
      })
    ).json()) as { chat_id: string };
    await api(server, token, `/history/${sent.chat_id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'A-1 decline / review' }),
    });

    const response = await api(server, token, `/history/${sent.chat_id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="A-1-decline-review.md"',
    );
    const markdown = await response.text();
    expect(markdown.startsWith('# A-1 decline / review\n')).toBe(true);
    const you = markdown.indexOf('### You · ');
    const sage = markdown.indexOf('### Sage · ');
    expect(you).toBeGreaterThan(0);
    expect(sage).toBeGreaterThan(you);
    expect(markdown).toContain('Analyse the decline');
    expect(markdown).toMatch(/Attachments:\n- A-1 \| prod\.csv \(CSV, \d+ B\) — /);
    expect(markdown).toContain('**Chart: Oil rate — A-1** — Oil rate (bbl/d)');
    expect(markdown).toContain(
      [
        '| Date | Observed (bbl/d) | Forecast (bbl/d) |',
        '| --- | --- | --- |',
        '| 2024-01-01 | 120 |  |',
        '| 2024-02-01 | 110 | 111.5 |',
        '| 2024-03-01 |  | 103 |',
      ].join('\n'),
    );
    expect(markdown).not.toContain('```chart');
    expect(markdown).toContain('Rates are in **bbl/d**.');
  });

  it('exports a calculation card as a readable sheet, with no card JSON', async () => {
    const { accessToken: token } = await signUpUser(server);
    await grantStandard(server, token);
    const computed = await postJson(server, token, '/tools/kill_mud_weight?new_chat=true', {
      sidpp_psi: 520,
      original_mud_weight_ppg: 10.2,
      tvd_ft: 10_000,
    });
    expect(computed.status).toBe(200);
    const { chat_id: chatId } = (await computed.json()) as { chat_id: string };

    const response = await api(server, token, `/history/${chatId}/export`);
    expect(response.status).toBe(200);
    const markdown = await response.text();
    expect(markdown).not.toContain('```calc');
    expect(markdown).not.toMatch(/"results"|"key"|\{"/);
    expect(markdown).toContain('| Input | Value |');
    expect(markdown).toContain('| SIDPP (psi) | 520 |');
    expect(markdown).toContain('**Formula:**');
    expect(markdown).toContain('_Sources: ');
    // KMW = OMW + SIDPP / (0.052 × TVD) = 10.2 + 520 / 520 = 11.2 ppg, shown to 4 figures.
    expect(markdown).toMatch(/\| Kill mud weight \| \*\*11\.2\*\* ppg \|/);
    // No value with the digits of a floating-point computation.
    expect(markdown).not.toMatch(/\d\.\d{7,}/);
  });

  it('is a 404 for another user’s chat, an unknown one and a malformed id', async () => {
    const owner = await signUpUser(server);
    await grantStandard(server, owner.accessToken);
    const other = await signUpUser(server);
    const sent = (await (
      await postJson(server, owner.accessToken, '/prompt', {
        messages: [{ role: 'user', content: 'Mine' }],
      })
    ).json()) as { chat_id: string };
    expect((await api(server, other.accessToken, `/history/${sent.chat_id}/export`)).status).toBe(
      404,
    );
    expect(
      (await api(server, owner.accessToken, '/history/chat_AAAAAAAAAAAAAAAAAAAA/export')).status,
    ).toBe(404);
    expect((await api(server, owner.accessToken, '/history/nope/export')).status).toBe(404);
    expect((await fetch(`${server.url}/api/history/${sent.chat_id}/export`)).status).toBe(401);
  });
});
