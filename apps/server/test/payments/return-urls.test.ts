import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openSharedDatabase,
  signUpUser,
  startServer,
  type Database,
  type TestServer,
} from '../helpers/server';

/*
 * Checkout return URLs are pages of this app as configured (PUBLIC_URL, CORS_ORIGINS), never of
 * whatever a request's Host header says: else a checkout link could send a paying user to an
 * attacker's page.
 */

interface Answer {
  status: number;
  body: { checkout_url?: string; detail?: string };
}

/** POST create-checkout-session over a real socket, with the Host header a client chose. */
function createCheckout(
  server: TestServer,
  token: string,
  host: string,
  urls: { success_url: string; cancel_url: string },
): Promise<Answer> {
  const { port } = new URL(server.url);
  const body = JSON.stringify({ plan_id: 'standard', ...urls });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/payments/create-checkout-session',
        headers: {
          host,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const on = (origin: string) => ({
  success_url: `${origin}/chat?payment=success`,
  cancel_url: `${origin}/chat?payment=cancelled`,
});

// The two servers below share one database.
let shared: Database;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ shared, close: closeDatabase } = await openSharedDatabase());
});
afterAll(() => closeDatabase());

describe('without PUBLIC_URL (a local run)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, shared);
  });
  afterAll(() => server.close());

  it('refuses return URLs on the Host a client wrote, and links the checkout to this server', async () => {
    const { accessToken } = await signUpUser(server);
    const evil = await createCheckout(
      server,
      accessToken,
      'evil.example',
      on('http://evil.example'),
    );
    expect(evil.status).toBe(422);
    expect(evil.body.detail).toMatch(/^success_url must be a page of this app/);

    const honest = await createCheckout(server, accessToken, 'evil.example', on(server.url));
    expect(honest.status).toBe(200);
    expect(honest.body.checkout_url).toMatch(
      new RegExp(`^${server.url.replace(/[.]/g, '\\.')}/checkout/cs_local_`),
    );
  });
});

describe('with PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_URL: 'https://app.example.com/' }, shared);
  });
  afterAll(() => server.close());

  it('accepts only its pages, and puts the checkout there, whatever the Host', async () => {
    const { accessToken } = await signUpUser(server);
    const evil = await createCheckout(
      server,
      accessToken,
      'evil.example',
      on('http://evil.example'),
    );
    expect(evil.status).toBe(422);
    expect(evil.body.detail).toBe(
      'success_url must be a page of this app (https://app.example.com)',
    );
    // Not even the address the server happens to listen on: users reach it at PUBLIC_URL.
    expect((await createCheckout(server, accessToken, 'evil.example', on(server.url))).status).toBe(
      422,
    );

    const ok = await createCheckout(
      server,
      accessToken,
      'evil.example',
      on('https://app.example.com'),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.checkout_url).toMatch(/^https:\/\/app\.example\.com\/checkout\/cs_local_/);
  });
});
