import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startServer();
  ({ accessToken: token } = await signUpUser(server));
  await grantStandard(server, token);
});
afterAll(() => server.close());

async function ask(content: string): Promise<string> {
  const response = await postJson(server, token, '/prompt', {
    messages: [{ role: 'user', content }],
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

describe('with no language model configured', () => {
  it('introduces Sage as the personal oilfield consultant', async () => {
    const reply = await ask('Hello, who are you?');
    expect(reply).toContain('Sage');
    expect(reply).toContain('personal oilfield consultant');
    expect(reply).toMatch(/Production operations/i);
  });

  it('answers what it can without a model', async () => {
    expect(await ask('convert 250 psi to bar')).toContain('17.2369 bar');
  });

  it('says plainly what needs a model and how to configure one', async () => {
    const reply = await ask('Why does my ESP keep tripping on underload?');
    expect(reply).toContain('LLM_PROVIDER');
    expect(reply).toContain('LLM_API_KEY');
  });
});
