import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  signUpUser,
  startServer,
  uniqueEmail,
  type TestServer,
} from '../helpers/server';

/**
 * `/recover` and `/otp` (with `create_user: false`) answer a registered address exactly as an
 * unknown one: the same status and body, a repeat within the frequency window included, and
 * before any mail is made or sent — here the mail server accepts connections and never speaks,
 * so an answer that waited for the mail would never come.
 */

let silentSmtp: Server;
const sockets = new Set<Socket>();
let server: TestServer;

beforeAll(async () => {
  silentSmtp = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
  const address = silentSmtp.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    AUTH_SITE_URL: 'http://app.test',
    RATE_LIMIT_EMAIL_PER_IP: '100000',
  });
});
afterAll(async () => {
  // The mail still waiting on the silent server fails at once, so the server closes promptly.
  for (const socket of sockets) socket.destroy();
  silentSmtp.close();
  await server.close();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.anonKey },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

describe('answers that do not tell a registered address from an unknown one', () => {
  it('/recover: the same answer, twice in a row, before the mail', async () => {
    const { email } = await signUpUser(server, uniqueEmail('known'), GOOD_PASSWORD);
    const unknown = uniqueEmail('unknown');
    const answers = [];
    for (let round = 0; round < 2; round += 1) {
      answers.push(await post('/recover', { email }), await post('/recover', { email: unknown }));
    }
    expect(answers).toEqual(Array(4).fill({ status: 200, body: '{}' }));
  });

  it('/otp with create_user false: the same answer, and no account made', async () => {
    const { email } = await signUpUser(server, uniqueEmail('known'), GOOD_PASSWORD);
    const unknown = uniqueEmail('unknown');
    const known = await post('/otp', { email, create_user: false });
    const other = await post('/otp', { email: unknown, create_user: false });
    expect(known).toEqual({ status: 200, body: '{}' });
    expect(other).toEqual(known);
    expect(await server.db.query('SELECT 1 FROM users WHERE email = $1', [unknown])).toEqual([]);
  });
});
