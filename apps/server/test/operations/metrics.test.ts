import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { parseMetrics, valueOf, type Sample } from '../helpers/metrics';
import { GOOD_PASSWORD, signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import { startMetricsServer } from '../../src/modules/operations/metrics-server';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ METRICS_TOKEN });
});
afterAll(() => server.close());

async function scrape(): Promise<Sample[]> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return parseMetrics(await response.text());
}

async function subscribedUser() {
  const user = await signUpUser(server);
  await grantStandard(server, user.accessToken);
  return user;
}

/** Sets how many messages the user has sent today. */
async function setUsedToday(userId: string, used: number): Promise<void> {
  await server.db.query(
    `INSERT INTO message_allowance (user_id, day, used)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2)
     ON CONFLICT (user_id, day) DO UPDATE SET used = excluded.used`,
    [userId, used],
  );
}

describe('/metrics access', () => {
  it('refuses a scrape without the token (401) and with another token (403)', async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(await none.text()).not.toContain('petrosage_');

    const { accessToken } = await signUpUser(server);
    const user = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(user.status).toBe(403);
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.status).toBe(403);
  });

  it('answers the Prometheus text format with the token', async () => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('# TYPE petrosage_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE petrosage_replies_in_progress gauge');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('petrosage_db_query_duration_seconds_count');
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const plain = await startServer({}, { ...server.db, close: () => Promise.resolve() });
    try {
      // The web app's route fallback answers it (the page, or 503 when the app is not built).
      const response = await fetch(`${plain.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.headers.get('content-type')).not.toContain('version=0.0.4');
      expect(await response.text()).not.toContain('petrosage_');
    } finally {
      await plain.close();
    }
  });

  it('serves /metrics without a token on METRICS_PORT, bound to 127.0.0.1 only', async () => {
    const local = await startMetricsServer(server.app.operations.metrics, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${local.port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('petrosage_replies_started_total');
      expect((await fetch(`http://127.0.0.1:${local.port}/other`)).status).toBe(404);
      // Not on the host's other addresses: `localhost` over IPv6 finds nothing listening.
      await expect(fetch(`http://[::1]:${local.port}/metrics`)).rejects.toThrow();
    } finally {
      await local.close();
    }
  });
});

describe('counters move with real requests', () => {
  it('a prompt counts a reply started and ended, the engine skill and its route', async () => {
    const { accessToken } = await subscribedUser();
    const before = await scrape();
    const response = await postJson(server, accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'convert 250 psi to bar' }],
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { response: string }).response).toContain('17.2369 bar');
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string> = {}): number =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('petrosage_replies_started_total')).toBe(1);
    expect(delta('petrosage_replies_ended_total', { status: 'complete' })).toBe(1);
    expect(delta('petrosage_engine_answers_total', { skill: 'unit-conversion' })).toBe(1);
    expect(
      delta('petrosage_model_first_token_seconds_count', { provider: 'offline' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      delta('petrosage_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/prompt',
        status: '200',
      }),
    ).toBe(1);
    expect(valueOf(after, 'petrosage_replies_in_progress')).toBe(0);
  });

  it('a message no skill can answer counts as unanswered', async () => {
    const { accessToken } = await subscribedUser();
    const before = valueOf(await scrape(), 'petrosage_engine_unanswered_total', { skill: 'none' });
    const response = await postJson(server, accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'qwzx vbnm plorf' }],
    });
    expect(response.status).toBe(200);
    const after = valueOf(await scrape(), 'petrosage_engine_unanswered_total', { skill: 'none' });
    expect(after - before).toBe(1);
  });

  it('a 429 of the daily allowance and a 402 without the plan count as refusals', async () => {
    const subscribed = await subscribedUser();
    await setUsedToday(subscribed.userId, 1_000);
    const before = await scrape();
    const refused = await postJson(server, subscribed.accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'convert 1 psi to kPa' }],
    });
    expect(refused.status).toBe(429);
    const free = await signUpUser(server);
    const unpaid = await postJson(server, free.accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'convert 1 psi to kPa' }],
    });
    expect(unpaid.status).toBe(402);
    const after = await scrape();
    const delta = (reason: string): number =>
      valueOf(after, 'petrosage_allowance_refusals_total', { reason }) -
      valueOf(before, 'petrosage_allowance_refusals_total', { reason });
    expect(delta('daily_allowance')).toBe(1);
    expect(delta('plan_required')).toBe(1);
    expect(
      valueOf(after, 'petrosage_http_request_duration_seconds_count', {
        route: '/api/prompt',
        status: '429',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('sign-ins count by outcome, and a tool run by tool', async () => {
    const { email, accessToken } = await subscribedUser();
    const before = await scrape();
    const good = await server.client().auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(good.error).toBeNull();
    const bad = await server.client().auth.signInWithPassword({ email, password: 'wrong-Pass1' });
    expect(bad.error?.message).toBe('Invalid login credentials');
    const tools = (await (await api(server, accessToken, '/tools')).json()) as {
      tools: { name: string }[];
    };
    const unknown = await postJson(server, accessToken, '/tools/no-such-tool', {});
    expect(unknown.status).toBe(404);
    const invalid = await postJson(server, accessToken, `/tools/${tools.tools[0]?.name ?? ''}`, {
      nonsense: 'x',
    });
    expect(invalid.status).toBe(422);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>): number =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('petrosage_sign_ins_total', { method: 'password', outcome: 'success' })).toBe(1);
    expect(
      delta('petrosage_sign_ins_total', { method: 'password', outcome: 'invalid_credentials' }),
    ).toBe(1);
    expect(
      delta('petrosage_tool_runs_total', { tool: tools.tools[0]?.name ?? '', outcome: '422' }),
    ).toBe(1);
    // A name no tool has is not a label: callers could fill the series with anything.
    expect(after.some((sample) => sample.labels.tool === 'no-such-tool')).toBe(false);
  });

  it('no label carries an e-mail, a user, chat or message id, or a URL with an id', async () => {
    const { accessToken, userId, email } = await subscribedUser();
    const sent = await postJson(server, accessToken, '/prompt', {
      messages: [{ role: 'user', content: 'convert 3 ft to m' }],
    });
    const { chat_id: chatId, message_id: messageId } = (await sent.json()) as {
      chat_id: string;
      message_id: string;
    };
    expect((await api(server, accessToken, `/history/${chatId}`)).status).toBe(200);
    expect((await api(server, accessToken, `/history/chat_${'x'.repeat(20)}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/no/such/${userId}`)).status).toBe(404);
    await server.client().auth.signInWithPassword({ email, password: 'wrong-Pass1' });

    const samples = await scrape();
    const values = samples.flatMap((sample) => Object.values(sample.labels));
    expect(values.length).toBeGreaterThan(50);
    const leaks = values.filter(
      (value) =>
        value.includes('@') ||
        value.includes(userId) ||
        value.includes(chatId) ||
        value.includes(messageId) ||
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.test(value) ||
        /chat_|msg_/.test(value),
    );
    expect(leaks).toEqual([]);
    // Routes are templates; a URL no route knows is `unmatched`.
    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    expect(routes).toContain('/api/history/:chatId');
    expect(routes).toContain('unmatched');
  });
});

it('the Grafana dashboard in docs/ queries only series the server exports', async () => {
  const dashboard = readFileSync(
    new URL('../../../../docs/grafana-dashboard.json', import.meta.url),
    'utf8',
  );
  const queried = new Set(
    [...dashboard.matchAll(/\b((?:petrosage|nodejs|process)_[a-z0-9_]+)/g)].map((match) =>
      (match[1] ?? '').replace(/_(bucket|count|sum)$/, ''),
    ),
  );
  expect(queried.size).toBeGreaterThan(15);
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const exported = new Set(
    [...(await response.text()).matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]),
  );
  expect([...queried].filter((name) => !exported.has(name))).toEqual([]);
});
