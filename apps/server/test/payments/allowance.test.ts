import { DAILY_MESSAGE_ALLOWANCE } from '@petrosage/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

let server: TestServer;

beforeAll(async () => {
  // The replies-in-progress cap is its own test (chat/replies-in-progress.slow.test.ts).
  server = await startServer({ MAX_REPLIES_IN_PROGRESS_PER_USER: '100' });
});
afterAll(() => server.close());

const SUBSCRIPTION_REQUIRED =
  'Subscription required to continue chatting. Please upgrade to the Standard Plan.';

function prompt(token: string, content: string, clientMessageId?: string) {
  return postJson(server, token, '/prompt', {
    messages: [{ role: 'user', content }],
    ...(clientMessageId ? { client_message_id: clientMessageId } : {}),
  });
}

/** Sets how many messages the user has sent on a UTC day (0 = today, -1 = yesterday). */
async function setUsed(userId: string, used: number, dayOffset = 0) {
  await server.db.query(
    `INSERT INTO message_allowance (user_id, day, used)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date + $2::int, $3)
     ON CONFLICT (user_id, day) DO UPDATE SET used = excluded.used`,
    [userId, dayOffset, used],
  );
}

async function usedToday(userId: string): Promise<number> {
  const [row] = await server.db.query<{ used: number }>(
    `SELECT used FROM message_allowance
     WHERE user_id = $1 AND day = (now() AT TIME ZONE 'UTC')::date`,
    [userId],
  );
  return row?.used ?? 0;
}

async function userMessages(userId: string): Promise<number> {
  const [row] = await server.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM messages WHERE user_id = $1 AND role = 'user'`,
    [userId],
  );
  return row?.count ?? 0;
}

async function subscribedUser() {
  const user = await signUpUser(server);
  await grantStandard(server, user.accessToken);
  return user;
}

describe('POST /prompt without Standard access', () => {
  it('answers 402 with the product text and stores nothing', async () => {
    const { accessToken, userId } = await signUpUser(server);
    const response = await prompt(accessToken, 'What is the bubble point?');
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      detail: SUBSCRIPTION_REQUIRED,
      request_id: expect.any(String) as string,
    });
    expect(await userMessages(userId)).toBe(0);
    const chats = await server.db.query('SELECT 1 FROM chats WHERE user_id = $1', [userId]);
    expect(chats).toHaveLength(0);
    expect(await usedToday(userId)).toBe(0);
  });

  it('answers 402 on the streaming path too, before any stream starts', async () => {
    const { accessToken } = await signUpUser(server);
    const response = await postJson(
      server,
      accessToken,
      '/prompt',
      { messages: [{ role: 'user', content: 'hi' }] },
      { accept: 'text/event-stream' },
    );
    expect(response.status).toBe(402);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as { detail: string }).detail).toBe(SUBSCRIPTION_REQUIRED);
  });

  it('answers 402 once a Standard subscription is past due or cancelled', async () => {
    const { accessToken, userId } = await signUpUser(server);
    for (const status of ['past_due', 'canceled', 'unpaid', 'incomplete']) {
      await server.db.query(
        `INSERT INTO subscriptions (user_id, provider, customer_id, subscription_id, plan_tier,
           status, current_period_end)
         VALUES ($1, 'local', 'cus_local_x', $2, 'standard', $3, now() + interval '10 days')
         ON CONFLICT (user_id) DO UPDATE SET status = excluded.status`,
        [userId, `sub_local_${userId}`, status],
      );
      expect((await prompt(accessToken, `as ${status}`)).status, status).toBe(402);
    }
  });
});

describe('the daily allowance of 1,000 messages', () => {
  it('lets the 1,000th message of the day through and answers the 1,001st with 429', async () => {
    const { accessToken, userId } = await subscribedUser();
    await setUsed(userId, DAILY_MESSAGE_ALLOWANCE - 1);

    const thousandth = await prompt(accessToken, 'Message one thousand');
    expect(thousandth.status).toBe(200);
    expect(await usedToday(userId)).toBe(1000);

    const over = await prompt(accessToken, 'Message one thousand and one');
    expect(over.status).toBe(429);
    const { detail } = (await over.json()) as { detail: string };
    expect(detail).toContain('all 1,000 messages of today’s Standard Plan allowance');
    expect(detail).toContain('midnight UTC');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await usedToday(userId)).toBe(1000);
    expect(await userMessages(userId)).toBe(1);
  });

  it('with 995 used, lets exactly 5 of 50 concurrent prompts through', async () => {
    const { accessToken, userId } = await subscribedUser();
    await setUsed(userId, 995);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => prompt(accessToken, `concurrent ${index}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect(await usedToday(userId)).toBe(1000);
    expect(await userMessages(userId)).toBe(5);
    await Promise.all(responses.map((response) => response.arrayBuffer()));
  });

  it('does not count a retry with the same client_message_id twice', async () => {
    const { accessToken, userId } = await subscribedUser();
    await setUsed(userId, DAILY_MESSAGE_ALLOWANCE - 1);
    const first = await prompt(accessToken, 'Casing design question', 'client-msg-0001');
    expect(first.status).toBe(200);
    expect(await usedToday(userId)).toBe(1000);
    // The allowance is spent, yet the retry of the stored message is answered, not refused.
    const retry = await prompt(accessToken, 'Casing design question', 'client-msg-0001');
    expect(retry.status).toBe(200);
    const [a, b] = [
      (await first.json()) as { message_id: string },
      (await retry.json()) as { message_id: string },
    ];
    expect(b.message_id).toBe(a.message_id);
    expect(await usedToday(userId)).toBe(1000);
    expect(await userMessages(userId)).toBe(1);
    expect((await prompt(accessToken, 'A new question', 'client-msg-0002')).status).toBe(429);
  });

  it('counts per UTC day: yesterday’s full allowance does not block today', async () => {
    const { accessToken, userId } = await subscribedUser();
    await setUsed(userId, DAILY_MESSAGE_ALLOWANCE, -1);
    expect((await prompt(accessToken, 'A new day')).status).toBe(200);
    expect(await usedToday(userId)).toBe(1);
  });

  it('counts each user separately', async () => {
    const spent = await subscribedUser();
    const other = await subscribedUser();
    await setUsed(spent.userId, DAILY_MESSAGE_ALLOWANCE);
    expect((await prompt(spent.accessToken, 'blocked')).status).toBe(429);
    expect((await prompt(other.accessToken, 'free to go')).status).toBe(200);
  });

  it('reports today’s count and the reset time in the subscription status', async () => {
    const { accessToken, userId } = await subscribedUser();
    await setUsed(userId, 41);
    await prompt(accessToken, 'one more');
    const status = (await (
      await api(server, accessToken, '/payments/subscription-status')
    ).json()) as { usage: { used: number; limit: number; resets_at: string } };
    expect(status.usage.used).toBe(42);
    expect(status.usage.limit).toBe(1000);
    const reset = new Date(status.usage.resets_at);
    expect(reset.getUTCHours()).toBe(0);
    expect(reset.getUTCMinutes()).toBe(0);
    expect(reset.getTime() - Date.now()).toBeGreaterThan(0);
    expect(reset.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });
});
