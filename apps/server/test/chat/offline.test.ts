import { calcBlocksAsText } from '@petrosage/contracts/calc';
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

  it('runs the calculators on a request in plain English', async () => {
    const reply = await ask('hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud');
    // What was asked first, then a calculation card, whose text form is the calculation sheet.
    expect(reply).toMatch(
      /^\*\*Hydrostatic pressure: 6,770 psi\*\*\n\n```calc\n\{"tool":"hydrostatic_pressure",/,
    );
    const sheet = calcBlocksAsText(reply);
    expect(sheet).toContain('**Formula:** P = 0.052 × MW × TVD');
    expect(sheet).toContain('| Hydrostatic pressure | **6,770** psi |');
  });

  it('answers common questions from the cited knowledge base', async () => {
    const reply = await ask('Why does my ESP keep tripping on underload?');
    expect(reply).toMatch(/underload/i);
    expect(reply).toMatch(/\*\*Source:\*\* .*https:\/\//);
  });

  it('says plainly what needs a model, without the server’s settings', async () => {
    const reply = await ask('Draft an email to my landowner about a lease renewal');
    expect(reply).toContain('needs a language model');
    expect(reply).not.toContain('What I can do right now');
    expect(reply.length).toBeLessThan(1000);
    expect(reply).not.toMatch(/LLM_[A-Z_]+/);
  });
});
