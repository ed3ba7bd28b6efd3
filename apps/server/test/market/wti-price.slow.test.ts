import { WtiPriceResponseSchema, type WtiPriceResponse } from '@petrosage/contracts/market';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../../src/config';
import {
  EIA_SAMPLE_ROWS,
  eiaRow,
  startEiaFake,
  type EiaFake,
} from '@petrosage/test-support/fakes/eia-server';
import {
  fredObservation,
  startFredFake,
  type FredFake,
} from '@petrosage/test-support/fakes/fred-server';
import { startServer, type TestServer } from '../helpers/server';

/*
 * `GET /api/api/wti-price` on the real server and database, with EIA and FRED played by local
 * servers speaking their protocols. Every test starts from no stored price; the tests of this
 * file run one after another.
 */

let eia: EiaFake;
let fred: FredFake;
const servers: TestServer[] = [];

beforeAll(async () => {
  [eia, fred] = await Promise.all([startEiaFake(), startFredFake()]);
});
afterAll(async () => {
  for (const server of servers.splice(0).reverse()) await server.close();
  await Promise.all([eia.close(), fred.close()]);
});

/**
 * A server with this configuration. All of them share one database (as processes behind a load
 * balancer would), so only the first pays for starting one; the tests clear the stored price.
 */
async function serverWith(env: Partial<Env>): Promise<TestServer> {
  const [first] = servers;
  const shared =
    first && !process.env.DATABASE_URL
      ? { ...first.db, close: () => Promise.resolve() }
      : undefined;
  const server = await startServer(env, shared);
  servers.push(server);
  return server;
}

const eiaEnv = (extra: Partial<Env> = {}): Partial<Env> => ({
  EIA_API_KEY: eia.apiKey,
  EIA_BASE_URL: eia.url,
  WTI_TIMEOUT_MS: '1500',
  ...extra,
});

async function wti(server: TestServer): Promise<{ status: number; body: WtiPriceResponse }> {
  const response = await fetch(`${server.url}/api/api/wti-price`);
  const json: unknown = await response.json();
  return { status: response.status, body: WtiPriceResponseSchema.parse(json) };
}

async function wtiQuote(server: TestServer) {
  const { status, body } = await wti(server);
  expect(status).toBe(200);
  if (body.status !== 'success') throw new Error(`expected a price, got ${JSON.stringify(body)}`);
  return body.data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function resetSources(...servers: TestServer[]) {
  eia.setBehaviour({ kind: 'answer' });
  fred.setBehaviour({ kind: 'answer' });
  eia.setRows(EIA_SAMPLE_ROWS);
  fred.setRows([]);
  eia.requests.length = 0;
  fred.requests.length = 0;
  for (const server of servers) await server.db.query('DELETE FROM market_quotes');
}

describe('with an EIA key', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith(eiaEnv());
  });
  beforeEach(() => resetSources(server));

  it('asks EIA once between two servers on one database when users ask both at once', async () => {
    const second = await serverWith(eiaEnv());
    eia.setBehaviour({ kind: 'answer', delayMs: 300 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => wtiQuote(i % 2 === 0 ? server : second)),
    );
    expect(answers.every((quote) => quote.price === 91.06 && quote.is_live)).toBe(true);
    expect(eia.requests).toHaveLength(1);
    expect(await wtiQuote(second)).toEqual(await wtiQuote(server));
  });

  it('answers the latest close, its date and the change on the previous close, without a session', async () => {
    const before = Date.now();
    const response = await fetch(`${server.url}/api/api/wti-price`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = (await response.json()) as { data: { created_at: string } };
    expect(body).toEqual({
      status: 'success',
      data: {
        code: 'WTI_USD',
        price: 91.06,
        currency: 'USD',
        unit: 'barrel',
        date: '2026-04-20',
        previous_price: 89.94,
        previous_date: '2026-04-17',
        change: 1.12,
        change_percent: 1.25,
        source: 'EIA',
        is_live: true,
        created_at: body.data.created_at,
      },
    });
    expect(Date.parse(body.data.created_at)).toBeGreaterThanOrEqual(before - 1_000);
    const [row] = await server.db.query(
      'SELECT price, price_date::text AS price_date, source, last_error FROM market_quotes',
    );
    expect(row).toEqual({
      price: 91.06,
      price_date: '2026-04-20',
      source: 'EIA',
      last_error: null,
    });
  });

  it('asks EIA once for many users, at once and afterwards, within the 10 minutes', async () => {
    eia.setBehaviour({ kind: 'answer', delayMs: 150 });
    const answers = await Promise.all(Array.from({ length: 25 }, () => wtiQuote(server)));
    expect(new Set(answers.map((quote) => quote.price))).toEqual(new Set([91.06]));
    for (let i = 0; i < 5; i++) expect((await wtiQuote(server)).is_live).toBe(true);
    expect(eia.requests).toHaveLength(1);
  });

  it('compares with the previous trading day across a holiday and a weekend', async () => {
    // Thursday 2 April 2026, Good Friday without a price, then Monday 6 April.
    eia.setRows([
      eiaRow('2026-04-06', '67.10'),
      eiaRow('2026-04-03', '.'),
      eiaRow('2026-04-02', '66.51'),
    ]);
    const quote = await wtiQuote(server);
    expect(quote).toMatchObject({
      price: 67.1,
      date: '2026-04-06',
      previous_price: 66.51,
      previous_date: '2026-04-02',
      change: 0.59,
      change_percent: 0.89,
    });
  });

  it('reports the negative close of 20 April 2020 and the fall to it', async () => {
    eia.setRows([eiaRow('2020-04-20', '-36.98'), eiaRow('2020-04-17', '18.27')]);
    expect(await wtiQuote(server)).toMatchObject({
      price: -36.98,
      previous_price: 18.27,
      change: -55.25,
      change_percent: -302.41,
    });
  });

  it('measures the rise from a negative close against its magnitude', async () => {
    eia.setRows([eiaRow('2020-04-21', '8.91'), eiaRow('2020-04-20', '-36.98')]);
    expect(await wtiQuote(server)).toMatchObject({
      price: 8.91,
      change: 45.89,
      change_percent: 124.09,
    });
  });

  it('gives no percentage against a previous close within a cent of zero', async () => {
    eia.setRows([eiaRow('2020-04-22', '1.50'), eiaRow('2020-04-21', '0.00')]);
    expect(await wtiQuote(server)).toMatchObject({ change: 1.5, change_percent: null });
  });

  it('gives no change when EIA has only one close', async () => {
    eia.setRows([eiaRow('2026-04-20', '91.06')]);
    expect(await wtiQuote(server)).toMatchObject({
      price: 91.06,
      previous_price: null,
      previous_date: null,
      change: null,
      change_percent: null,
    });
  });

  it.each([
    ['an error status', { kind: 'error', status: 503 }],
    ['a malformed body', { kind: 'body', status: 200, body: '{"response": ' }],
    [
      'an HTML page',
      { kind: 'body', status: 200, body: '<html></html>', contentType: 'text/html' },
    ],
    ['silence', { kind: 'hang' }],
    ['a dropped connection', { kind: 'drop' }],
  ] as const)(
    'says the price is unavailable when EIA fails with %s and nothing is stored',
    async (_name, behaviour) => {
      eia.setBehaviour(behaviour);
      const started = Date.now();
      const { status, body } = await wti(server);
      expect(status).toBe(200);
      expect(body).toEqual({
        status: 'unavailable',
        data: null,
        reason: 'source_failed',
        message:
          'The WTI price is unavailable: the price source cannot be reached and no earlier price is stored.',
      });
      expect(Date.now() - started).toBeLessThan(3_000);
      const [row] = await server.db.query<{ last_error: string; price: null }>(
        'SELECT price, last_error FROM market_quotes',
      );
      expect(row?.price).toBeNull();
      expect(row?.last_error).toMatch(/^EIA /);
    },
  );

  it('does not ask a failing EIA again for every request', async () => {
    eia.setBehaviour({ kind: 'error', status: 500 });
    await Promise.all(Array.from({ length: 10 }, () => wti(server)));
    for (let i = 0; i < 5; i++) await wti(server);
    expect(eia.requests).toHaveLength(1);
  });
});

describe('when EIA fails after a price was stored', () => {
  let server: TestServer;
  beforeAll(async () => {
    // One second of cache, so that a test sees the source asked again.
    server = await serverWith(eiaEnv({ WTI_CACHE_SECONDS: '1' }));
  });
  beforeEach(() => resetSources(server));

  it('serves the stored price, not live, and live again once EIA is back', async () => {
    expect(await wtiQuote(server)).toMatchObject({ price: 91.06, is_live: true });
    eia.setBehaviour({ kind: 'error', status: 500 });
    await sleep(1_100);
    const stale = await wtiQuote(server);
    expect(stale).toMatchObject({
      price: 91.06,
      date: '2026-04-20',
      change: 1.12,
      change_percent: 1.25,
      is_live: false,
    });
    expect(eia.requests).toHaveLength(2);
    const [row] = await server.db.query('SELECT last_error FROM market_quotes');
    expect(row).toEqual({
      last_error:
        'EIA answered 500: HTTP_500 The service is temporarily unavailable. Please try again later.',
    });

    eia.setBehaviour({ kind: 'answer' });
    eia.setRows([eiaRow('2026-04-21', '90.02'), ...EIA_SAMPLE_ROWS]);
    await sleep(1_100);
    expect(await wtiQuote(server)).toMatchObject({
      price: 90.02,
      date: '2026-04-21',
      previous_price: 91.06,
      change: -1.04,
      change_percent: -1.14,
      is_live: true,
    });
  });

  it('asks EIA again once the cached price is older than the cache time', async () => {
    await wtiQuote(server);
    await wtiQuote(server);
    expect(eia.requests).toHaveLength(1);
    await sleep(1_100);
    await wtiQuote(server);
    expect(eia.requests).toHaveLength(2);
  });
});

describe('with a FRED key', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({
      FRED_API_KEY: fred.apiKey,
      FRED_BASE_URL: fred.url,
      WTI_TIMEOUT_MS: '1500',
    });
  });
  beforeEach(() => resetSources(server));

  it('reads DCOILWTICO, skipping the "." of a holiday', async () => {
    fred.setRows([
      fredObservation('2025-12-24', '58.38'),
      fredObservation('2025-12-25', '.'),
      fredObservation('2025-12-26', '56.74'),
    ]);
    expect(await wtiQuote(server)).toMatchObject({
      price: 56.74,
      date: '2025-12-26',
      previous_price: 58.38,
      previous_date: '2025-12-24',
      change: -1.64,
      change_percent: -2.81,
      source: 'FRED',
      is_live: true,
    });
    expect(eia.requests).toHaveLength(0);
  });

  it('says the price is unavailable when FRED refuses the key', async () => {
    fred.setBehaviour({ kind: 'error', status: 400, message: 'Bad Request.' });
    expect((await wti(server)).body).toMatchObject({
      status: 'unavailable',
      reason: 'source_failed',
    });
  });
});

describe('with both keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith(eiaEnv({ FRED_API_KEY: fred.apiKey, FRED_BASE_URL: fred.url }));
  });
  beforeEach(() => resetSources(server));

  it('asks EIA first and FRED only when EIA fails', async () => {
    fred.setRows([fredObservation('2026-04-17', '89.94'), fredObservation('2026-04-20', '91.07')]);
    expect(await wtiQuote(server)).toMatchObject({ source: 'EIA', price: 91.06 });
    expect(fred.requests).toHaveLength(0);

    await server.db.query('DELETE FROM market_quotes');
    eia.setBehaviour({ kind: 'hang' });
    expect(await wtiQuote(server)).toMatchObject({ source: 'FRED', price: 91.07, is_live: true });
    expect(eia.requests).toHaveLength(2);
    expect(fred.requests).toHaveLength(1);
  });
});

describe('without a key', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ EIA_BASE_URL: eia.url, FRED_BASE_URL: fred.url });
  });
  beforeEach(() => resetSources(server));

  it('makes no call and says the price is unavailable', async () => {
    const { status, body } = await wti(server);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'unavailable',
      data: null,
      reason: 'not_configured',
      message: 'The WTI price is unavailable: this server has no price source.',
    });
    expect(eia.requests).toHaveLength(0);
    expect(fred.requests).toHaveLength(0);
  });

  it('is in the OpenAPI document, without authentication', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { security?: unknown; tags: string[] } }>;
    };
    const operation = document.paths['/api/api/wti-price']?.get;
    expect(operation?.tags).toEqual(['market']);
    expect(operation?.security).toBeUndefined();
  });
});
