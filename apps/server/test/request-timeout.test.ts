import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { signUpUser, startServer, type TestServer } from './helpers/server';
import { grantStandard } from './helpers/subscription';

/*
 * REQUEST_TIMEOUT_MS bounds how long a request may take to arrive. A client that trickles a body
 * a byte at a time is answered 408 and cut off; a reply that streams for longer is not.
 */

const TIMEOUT_MS = 1_000;
let server: TestServer;
let model: OpenAiFake;
let token = '';
beforeAll(async () => {
  model = await startOpenAiFake();
  server = await startServer({
    REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'rig-model',
    LLM_API_KEY: 'k',
  });
  ({ accessToken: token } = await signUpUser(server));
  await grantStandard(server, token);
});
afterAll(async () => {
  await server.close();
  await model.close();
});

describe('REQUEST_TIMEOUT_MS', () => {
  it('answers 408 to a body trickled a byte at a time, and closes the connection', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    // The server destroys the connection after its 408: a write racing that may meet a reset.
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      [
        'POST /api/history HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Authorization: Bearer ${token}`,
        'Content-Type: application/json',
        'Content-Length: 200',
        '',
        '{',
      ].join('\r\n'),
    );
    const trickle = setInterval(() => socket.write(' '), 200);
    const started = Date.now();
    await closed;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('The request did not arrive within 1 s');
    // Cut off after the timeout, not left open for as long as the client keeps trickling.
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS);
  });

  it('does not cut a reply that streams for longer than the timeout', async () => {
    model.setScript(
      [],
      textStream('Kick ', { text: 'tolerance ', delayMs: 700 }, { text: 'is fine.', delayMs: 700 }),
    );
    const response = await fetch(`${server.url}/api/prompt`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'kick tolerance?' }] }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('event: done');
    expect(text).toContain('is fine.');
  });
});
