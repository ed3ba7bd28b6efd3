import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploaded } from '../files/upload';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

/*
 * "Export my data" (decision 049): one JSON download, checked here against the database; another
 * user's data is never in it; it is rate-limited and bounded.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_EXPORTS_PER_USER: '2', EXPORT_MAX_BYTES: '200000' });
});
afterAll(async () => {
  await server.close();
});

interface ExportDocument {
  format: string;
  account: { id: string; email: string };
  profile: { email: string; display_name: string | null };
  subscription: { has_access: boolean };
  payments: { type: string }[];
  referrals: { referral_code: string | null };
  files: { id: string; name: string; text: string; sent_with_message: string | null }[];
  chats: {
    chat_id: string;
    title: string;
    messages: {
      id: string;
      role: string;
      content: string;
      shown: boolean;
      version_of: string | null;
      files: string[];
      calculation_cards: { title?: string }[];
    }[];
  }[];
}

async function exportOf(token: string): Promise<{ response: Response; body: ExportDocument }> {
  const response = await api(server, token, '/account/export');
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as ExportDocument };
}

describe('Export my data', () => {
  it('holds the account, its chats with every version and card, its files and payments, and no one else’s', async () => {
    const user = await signUpUser(server);
    const other = await signUpUser(server);
    for (const someone of [user, other]) await grantStandard(server, someone.accessToken);
    await api(server, user.accessToken, '/referrals/profile', {
      method: 'PUT',
      body: JSON.stringify({ display_name: 'Dana Driller', company: 'Permian Ops' }),
    });
    const file = await uploaded(
      server,
      user.accessToken,
      'rates.csv',
      'date,oil\n2026-01-01,120\n',
    );
    const sent = await postJson(server, user.accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'Hydrostatic pressure of 10 ppg mud at 8000 ft?' }],
      attachment_ids: [file.id],
    });
    const { chat_id: chatId, message_id: replyId } = (await sent.json()) as {
      chat_id: string;
      message_id: string;
    };
    // A second version of the reply.
    const regenerated = await postJson(
      server,
      user.accessToken,
      `/prompt/${replyId}/regenerate`,
      {},
    );
    expect(regenerated.status).toBe(200);
    const otherFile = await uploaded(
      server,
      other.accessToken,
      'secret.csv',
      'date,gas\n2026-01-01,9\n',
    );
    await postJson(server, other.accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'Other user’s private question about well 7' }],
      attachment_ids: [otherFile.id],
    });

    const { response, body } = await exportOf(user.accessToken);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="PetroSage-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(body.format).toBe('petrosage-account-export');
    expect(body.account).toMatchObject({ id: user.userId, email: user.email });
    expect(body.profile).toMatchObject({ display_name: 'Dana Driller' });
    expect(body.subscription.has_access).toBe(true);
    expect(body.payments.map((event) => event.type)).toContain('provisional_access.granted');

    // Against the database: every message of the user's chats, every version, same text.
    const rows = await server.db.query<{
      id: string;
      content: string;
      hidden_under: string | null;
    }>(`SELECT id, content, hidden_under FROM messages WHERE user_id = $1 ORDER BY seq`, [
      user.userId,
    ]);
    expect(rows).toHaveLength(3);
    const [chat] = body.chats;
    expect(body.chats).toHaveLength(1);
    expect(chat?.chat_id).toBe(chatId);
    expect(chat?.messages.map((m) => [m.id, m.content, m.shown])).toEqual(
      rows.map((row) => [row.id, row.content, row.hidden_under === null]),
    );
    const versions = chat?.messages.filter((m) => m.role === 'assistant') ?? [];
    expect(versions).toHaveLength(2);
    expect(versions[1]?.version_of).toBe(replyId);
    // The calculation card of the reply, as data.
    expect(versions[0]?.calculation_cards[0]?.title).toMatch(/Hydrostatic/);
    // The file, with what was read from it.
    expect(body.files.map((f) => [f.id, f.name])).toEqual([[file.id, 'rates.csv']]);
    expect(body.files[0]?.text).toContain('120');
    expect(chat?.messages[0]?.files).toEqual([file.id]);

    // Nothing of the other user.
    const text = JSON.stringify(body);
    for (const foreign of [other.userId, other.email, otherFile.id, 'well 7', 'secret.csv']) {
      expect(text).not.toContain(foreign);
    }
  });

  it('is limited per user and window', async () => {
    const user = await signUpUser(server);
    await exportOf(user.accessToken);
    await exportOf(user.accessToken);
    const third = await api(server, user.accessToken, '/account/export');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('is refused, with what to do, past the size bound', async () => {
    const user = await signUpUser(server);
    await grantStandard(server, user.accessToken);
    const big = 'x'.repeat(30_000);
    for (let i = 0; i < 7; i += 1) {
      await postJson(server, user.accessToken, '/history', {
        title: `Big ${i}`,
        messages: [{ role: 'user', content: big }],
      });
    }
    const response = await api(server, user.accessToken, '/account/export');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toMatch(
      /larger than one download may be/,
    );
  });

  it('needs a session', async () => {
    expect((await fetch(`${server.url}/api/account/export`)).status).toBe(401);
  });
});
