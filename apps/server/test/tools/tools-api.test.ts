import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

/** The assistant's tools served as plain HTTP: listed with their schemas, run on valid input. */

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_TOOLS_PER_USER: '5' });
  ({ accessToken: token } = await signUpUser(server));
  await grantStandard(server, token);
});
afterAll(() => server.close());

interface Listing {
  tools: { name: string; description: string; input_schema: Record<string, unknown> }[];
}

describe('GET /api/tools', () => {
  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.url}/api/tools`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      detail: 'Authentication required',
      request_id: expect.any(String) as string,
    });
  });

  it('lists every tool with a description and the JSON Schema of its input', async () => {
    const response = await api(server, token, '/tools');
    expect(response.status).toBe(200);
    const { tools } = (await response.json()) as Listing;
    const names = tools.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('search_knowledge_base');
    for (const tool of tools) {
      expect(tool.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(tool.description.length).toBeGreaterThan(20);
      expect(tool.input_schema).toMatchObject({ type: 'object' });
    }
    const knowledge = tools.find((tool) => tool.name === 'search_knowledge_base');
    expect(knowledge?.input_schema).toMatchObject({
      properties: { query: { type: 'string' } },
      required: ['query'],
    });
  });
});

describe('POST /api/tools/{name}', () => {
  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.url}/api/tools/search_knowledge_base`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'W-1' }),
    });
    expect(response.status).toBe(401);
  });

  it('runs a tool and answers its result and the markdown a reader sees', async () => {
    const response = await postJson(server, token, '/tools/search_knowledge_base', {
      query: 'Texas W-1 drilling permit',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      name: string;
      result: { results: { title: string; source_url: string }[] };
      markdown: string;
    };
    expect(body.name).toBe('search_knowledge_base');
    expect(body.result.results[0]?.title).toMatch(/W-1/);
    expect(body.result.results[0]?.source_url).toMatch(/^https:\/\//);
    expect(body.markdown).toContain(body.result.results[0]?.source_url ?? '?');
  });

  it('answers 404 for a tool that does not exist', async () => {
    const response = await postJson(server, token, '/tools/format_disk', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      detail: 'No tool is named format_disk',
      request_id: expect.any(String) as string,
    });
  });

  it.each([
    ['a missing field', {}, /query/],
    ['a wrong type', { query: 42 }, /query/],
    ['an empty query', { query: '   ' }, /query/],
    ['an array body', [1, 2], /expected object/i],
  ])('answers 422 naming the problem for %s', async (_, body, detail) => {
    const response = await postJson(server, token, '/tools/search_knowledge_base', body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(detail);
  });

  it('needs the Standard Plan, like a prompt (402), and counts a run as one of the day’s messages', async () => {
    const free = await signUpUser(server);
    const refused = await postJson(server, free.accessToken, '/tools/hydrostatic_pressure', {
      tvd_ft: 10000,
      mud_weight_ppg: 12,
    });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/Subscription required/);

    const paid = await signUpUser(server);
    await grantStandard(server, paid.accessToken);
    const used = async () =>
      (
        (await (await api(server, paid.accessToken, '/payments/subscription-status')).json()) as {
          usage: { used: number };
        }
      ).usage.used;
    expect(await used()).toBe(0);
    const ran = await postJson(server, paid.accessToken, '/tools/hydrostatic_pressure', {
      tvd_ft: 10000,
      mud_weight_ppg: 12,
    });
    expect(ran.status).toBe(200);
    expect(await used()).toBe(1);
    // Input that does not parse costs nothing.
    const bad = await postJson(server, paid.accessToken, '/tools/hydrostatic_pressure', {
      tvd_ft: 'deep',
    });
    expect(bad.status).toBe(422);
    expect(await used()).toBe(1);
  });

  it('limits runs per user, with Retry-After (RATE_LIMIT_TOOLS_PER_USER)', async () => {
    const user = await signUpUser(server);
    await grantStandard(server, user.accessToken);
    const run = () =>
      postJson(server, user.accessToken, '/tools/pressure_gradient', { mud_weight_ppg: 10 });
    for (let i = 0; i < 5; i += 1) expect((await run()).status).toBe(200);
    const limited = await run();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await api(server, token, '/tools/search_knowledge_base', {
      method: 'POST',
      body: '{"query":',
    });
    expect(response.status).toBe(400);
  });
});
