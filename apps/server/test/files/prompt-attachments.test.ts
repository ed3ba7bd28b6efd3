import type { ChatHistoryResponse, MessagePage, PromptResponse } from '@petrosage/contracts/chat';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { deleteStaleUnsentFiles } from '../../src/modules/files/files.repo';
import { UNSENT_FILE_TTL_SECONDS } from '../../src/modules/files/files.service';
import { makePdf } from '@petrosage/test-support/fixtures/files';
import { uploaded } from './upload';

let model: OpenAiFake;
let server: TestServer;
let token: string;
let userId: string;

const llm = (url: string) => ({
  LLM_PROVIDER: 'openai' as const,
  LLM_BASE_URL: url,
  LLM_MODEL: 'rig-model',
  LLM_API_KEY: 'k',
});

beforeAll(async () => {
  model = await startOpenAiFake();
  server = await startServer({ ...llm(model.url), RATE_LIMIT_UPLOADS_PER_USER: '100000' });
  ({ accessToken: token, userId } = await signUpUser(server));
  await grantStandard(server, token);
});
afterAll(async () => {
  await server.close();
  await model.close();
});
beforeEach(() => {
  model.setScript([], textStream('Read them.'));
});

const PRODUCTION_CSV = 'Date,Oil (bbl/d),Water (bbl/d)\n2024-01-01,812,140\n2024-01-02,805,151\n';

async function prompt(body: Record<string, unknown>, as = token) {
  const response = await postJson(server, as, '/prompt', body);
  return {
    status: response.status,
    body: (await response.json()) as PromptResponse & { detail?: string },
  };
}

async function messageCount(owner = userId): Promise<number> {
  const [row] = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM messages WHERE user_id = $1',
    [owner],
  );
  return row?.count ?? 0;
}

describe('files sent with a message', () => {
  it('go to the model after the message, and the history shows them on it, in order', async () => {
    const pdf = await uploaded(
      server,
      token,
      'Well A-1 report.pdf',
      makePdf(['Perforations at 8,450-8,470 ft']),
    );
    const csv = await uploaded(server, token, 'production.csv', PRODUCTION_CSV);

    const { status, body } = await prompt({
      messages: [{ role: 'user', content: 'Summarise these for the morning meeting' }],
      attachment_ids: [pdf.id, csv.id],
    });
    expect(status).toBe(200);
    expect(body.response).toBe('Read them.');

    const question = model.requests.at(-1)?.messages.at(-1);
    expect(question?.role).toBe('user');
    expect(question?.content).toBe(
      [
        'Summarise these for the morning meeting',
        '',
        'The user attached these files to this message; their content follows. Quote them by name.',
        '',
        `<attached-file name="Well A-1 report.pdf" type="PDF" about="${pdf.summary}">`,
        'Perforations at 8,450-8,470 ft',
        '</attached-file>',
        '',
        '<attached-file name="production.csv" type="CSV" about="2 rows × 3 columns">',
        'Table "production.csv" (2 rows × 3 columns):',
        'Date,Oil (bbl/d),Water (bbl/d)',
        '2024-01-01,812,140',
        '2024-01-02,805,151',
        '</attached-file>',
      ].join('\n'),
    );

    const attachments = [
      {
        id: pdf.id,
        name: 'Well A-1 report.pdf',
        kind: 'pdf',
        size_bytes: pdf.size_bytes,
        summary: pdf.summary,
      },
      {
        id: csv.id,
        name: 'production.csv',
        kind: 'csv',
        size_bytes: csv.size_bytes,
        summary: '2 rows × 3 columns',
      },
    ];
    const history = (await (
      await api(server, token, `/history/${body.chat_id}`)
    ).json()) as ChatHistoryResponse;
    expect(history.messages.map((message) => message.attachments)).toEqual([
      attachments,
      undefined,
    ]);
    expect(history.messages[0]?.content).toBe('Summarise these for the morning meeting');
    const page = (await (
      await api(server, token, `/history/${body.chat_id}/messages`)
    ).json()) as MessagePage;
    expect(page.messages[0]?.attachments).toEqual(attachments);

    const sent = await (await api(server, token, `/files/${pdf.id}`)).json();
    expect(sent).toMatchObject({ message_id: body.user_message_id });
    const remove = await api(server, token, `/files/${pdf.id}`, { method: 'DELETE' });
    expect(remove.status).toBe(409);
    expect(await remove.json()).toMatchObject({
      detail: 'The file was sent with a message and stays with it.',
    });

    // A follow-up question in the chat still has the files, with the message that carried them.
    await prompt({
      messages: [{ role: 'user', content: 'And the water cut?' }],
      chat_id: body.chat_id,
    });
    const followUp = model.requests.at(-1)?.messages ?? [];
    expect(followUp.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(followUp[0]?.content).toContain('2024-01-02,805,151');
    expect(followUp[2]?.content).toBe('And the water cut?');
  });

  it('is idempotent on retry with the same client id', async () => {
    const file = await uploaded(server, token, 'note.txt', 'Rod pump stroke 144 in');
    const body = {
      messages: [{ role: 'user', content: 'Check this' }],
      attachment_ids: [file.id],
      client_message_id: 'retry-with-file-1',
    };
    const first = await prompt(body);
    const second = await prompt(body);
    expect(second.status).toBe(200);
    expect(second.body.user_message_id).toBe(first.body.user_message_id);
    const history = (await (
      await api(server, token, `/history/${first.body.chat_id}`)
    ).json()) as ChatHistoryResponse;
    expect(history.messages).toHaveLength(2);
    expect(history.messages[0]?.attachments?.map((attachment) => attachment.id)).toEqual([file.id]);
  });
});

describe('attachment_ids are checked before anything is stored', () => {
  it('refuses more files than FILE_MAX_PER_MESSAGE, and a file listed twice (422)', async () => {
    const files = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        uploaded(server, token, `f${index}.txt`, `file ${index}`),
      ),
    );
    const before = await messageCount();
    const tooMany = await prompt({
      messages: [{ role: 'user', content: 'six' }],
      attachment_ids: files.map((file) => file.id),
    });
    expect(tooMany).toMatchObject({
      status: 422,
      body: { detail: 'At most 5 files can be sent with one message.' },
    });
    const twice = await prompt({
      messages: [{ role: 'user', content: 'twice' }],
      attachment_ids: [files[0]?.id, files[0]?.id],
    });
    expect(twice).toMatchObject({
      status: 422,
      body: { detail: 'attachment_ids: a file is listed twice' },
    });
    const malformed = await prompt({
      messages: [{ role: 'user', content: 'bad' }],
      attachment_ids: ['report.pdf'],
    });
    expect(malformed.status).toBe(422);
    expect(await messageCount()).toBe(before);
  });

  it("refuses another user's file (404) and a file already sent (409), storing nothing", async () => {
    const other = await signUpUser(server);
    const theirs = await uploaded(server, other.accessToken, 'theirs.txt', 'not yours');
    const before = await messageCount();
    expect(
      await prompt({ messages: [{ role: 'user', content: 'steal' }], attachment_ids: [theirs.id] }),
    ).toMatchObject({
      status: 404,
      body: { detail: 'An attached file was not found. Attach it again.' },
    });

    const once = await uploaded(server, token, 'once.txt', 'sent once');
    const first = await prompt({
      messages: [{ role: 'user', content: 'first' }],
      attachment_ids: [once.id],
    });
    expect(first.status).toBe(200);
    const afterFirst = await messageCount();
    expect(afterFirst).toBe(before + 2);
    const again = await prompt({
      messages: [{ role: 'user', content: 'again' }],
      chat_id: first.body.chat_id,
      attachment_ids: [once.id],
    });
    expect(again).toMatchObject({
      status: 409,
      body: {
        detail:
          'An attached file was already sent with another message. Attach it again to send it once more.',
      },
    });
    expect(await messageCount()).toBe(afterFirst);
    // The other user's file was not touched.
    expect(
      await (await api(server, other.accessToken, `/files/${theirs.id}`)).json(),
    ).toMatchObject({ message_id: null });
  });
});

describe('files never sent', () => {
  it('are deleted after a day; files sent with a message stay', async () => {
    const unsent = await uploaded(server, token, 'forgotten.txt', 'never sent');
    const fresh = await uploaded(server, token, 'just now.txt', 'not sent yet');
    const sent = await uploaded(server, token, 'kept.txt', 'sent');
    expect(
      (await prompt({ messages: [{ role: 'user', content: 'keep' }], attachment_ids: [sent.id] }))
        .status,
    ).toBe(200);
    await server.db.query(
      `UPDATE files SET created_at = now() - make_interval(secs => $2) WHERE id = ANY($1::text[])`,
      [[unsent.id, sent.id], UNSENT_FILE_TTL_SECONDS + 60],
    );
    expect(await deleteStaleUnsentFiles(server.db, UNSENT_FILE_TTL_SECONDS)).toBeGreaterThanOrEqual(
      1,
    );
    expect((await api(server, token, `/files/${unsent.id}`)).status).toBe(404);
    expect((await api(server, token, `/files/${fresh.id}`)).status).toBe(200);
    expect((await api(server, token, `/files/${sent.id}`)).status).toBe(200);
  });
});

describe('the context budget', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startServer(
      {
        ...llm(model.url),
        LLM_CONTEXT_TOKENS: '6000',
        LLM_MAX_OUTPUT_TOKENS: '500',
        RATE_LIMIT_UPLOADS_PER_USER: '100000',
      },
      { ...server.db, close: () => Promise.resolve() },
    );
  });
  afterAll(async () => {
    await small.close();
  });

  async function lastQuestion(content: string, fileIds: string[]): Promise<string> {
    const response = await postJson(small, token, '/prompt', {
      messages: [{ role: 'user', content }],
      attachment_ids: fileIds,
    });
    expect(response.status).toBe(200);
    return model.requests.at(-1)?.messages.at(-1)?.content ?? '';
  }

  it('cuts a long file with a note the model is asked to pass on', async () => {
    const long = `Start of the log.\n${'Pressure test passed at 5,000 psi. '.repeat(1500)}End of the log.`;
    const file = await uploaded(small, token, 'long log.txt', long);
    const sent = await lastQuestion('What failed?', [file.id]);
    expect(sent).toContain('Start of the log.');
    expect(sent).not.toContain('End of the log.');
    expect(sent).toMatch(
      /\[… Only the first [\d,]+ of 52,533 characters of long log\.txt fit in the context; the rest was left out\. Tell the user that only part of this file was read\.\]\n<\/attached-file>$/,
    );
    // Within the share of the budget: 60 % of what the messages may use, ~4 characters a token.
    expect(sent.length).toBeLessThan(6000 * 4 * 0.6);
  });

  it('shows a large table as its summary: column statistics, first and last rows', async () => {
    const rows = Array.from({ length: 3000 }, (_, day) => {
      const date = new Date(Date.UTC(2020, 0, 1 + day)).toISOString().slice(0, 10);
      return `${date},${(900 * Math.exp(-0.0008 * day)).toFixed(1)}`;
    });
    const file = await uploaded(small, token, 'decline.csv', ['Date,Oil', ...rows].join('\n'));
    const sent = await lastQuestion('Fit a decline', [file.id]);
    expect(sent).toContain('- Date (date): 2020-01-01 to 2028-03-18');
    expect(sent).toContain('- Oil (number): min 81.7, max 900, mean 341.117');
    expect(sent).toContain('First 15 rows:\nDate,Oil\n2020-01-01,900\n');
    expect(sent).toContain('[… 2,970 rows not shown …]');
    expect(sent).toContain('2028-03-18,81.7');
    expect(sent).toContain(
      'does not fit in the context, so this is its summary: column statistics with the first and last rows. Tell the user that your answer is based on this summary.]',
    );
  });
});

describe('without a language model', () => {
  it("the offline engine answers the message a file came with, not the file's own text", async () => {
    const offline = await startServer(
      { RATE_LIMIT_UPLOADS_PER_USER: '100000' },
      { ...server.db, close: () => Promise.resolve() },
    );
    try {
      const file = await uploaded(offline, token, 'psi.txt', 'Convert 100 psi to kPa please');
      const response = await postJson(offline, token, '/prompt', {
        messages: [{ role: 'user', content: 'What does this file say?' }],
        attachment_ids: [file.id],
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as PromptResponse;
      expect(body.status).toBe('complete');
      // It answers the question, not a conversion request that happens to be in the file.
      expect(body.response).not.toContain('689.476');
      expect(body.response).toContain('language model');
    } finally {
      await offline.close();
    }
  });
});
