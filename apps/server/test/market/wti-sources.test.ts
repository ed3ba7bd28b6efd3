import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  eiaSource,
  fredSource,
  latestCloses,
  parsePrice,
  SourceError,
} from '../../src/modules/market/wti-sources';
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

/*
 * The two price sources' clients against local servers answering as EIA and FRED do. Rules for
 * the change (oilfield reference §3): non-numeric rows dropped, newest first, the previous
 * trading observation (not the previous calendar day), never forward-filled, negative prices kept.
 */

let eia: EiaFake;
let fred: FredFake;

beforeAll(async () => {
  [eia, fred] = await Promise.all([startEiaFake(), startFredFake()]);
});
afterAll(async () => {
  await Promise.all([eia.close(), fred.close()]);
});
beforeEach(() => {
  eia.setBehaviour({ kind: 'answer' });
  fred.setBehaviour({ kind: 'answer' });
  eia.requests.length = 0;
  fred.requests.length = 0;
});

const signal = (ms = 2_000) => AbortSignal.timeout(ms);
const eiaClient = () => eiaSource({ apiKey: eia.apiKey, baseUrl: eia.url });
const fredClient = () => fredSource({ apiKey: fred.apiKey, baseUrl: fred.url });

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

describe('parsePrice', () => {
  it.each([
    ['91.06', 91.06],
    [' 70.38 ', 70.38],
    ['-36.98', -36.98],
    ['0', 0],
    ['.5', 0.5],
    [91.06, 91.06],
    [-37.63, -37.63],
  ])('reads %j as %d', (value, expected) => {
    expect(parsePrice(value)).toBe(expected);
  });

  it.each([['.'], [''], [' '], [null], [undefined], ['NA'], ['1e400'], [Infinity], [NaN], [{}]])(
    'reads %j as no price',
    (value) => {
      expect(parsePrice(value)).toBeNull();
    },
  );
});

describe('latestCloses', () => {
  it('compares with the previous trading observation across a holiday marked "."', () => {
    // Good Friday 2026 (3 April): FRED publishes "." for the day.
    const closes = latestCloses([
      { date: '2026-04-06', value: '67.10' },
      { date: '2026-04-03', value: '.' },
      { date: '2026-04-02', value: '66.51' },
    ]);
    expect(closes).toEqual({
      latest: { date: '2026-04-06', price: 67.1 },
      previous: { date: '2026-04-02', price: 66.51 },
    });
  });

  it('sorts by date whatever the order received, and keeps one row per day', () => {
    const closes = latestCloses([
      { date: '2026-04-16', value: '88.72' },
      { date: '2026-04-20', value: '91.06' },
      { date: '2026-04-20', value: '12.00' },
      { date: '2026-04-17', value: '89.94' },
    ]);
    expect(closes?.latest).toEqual({ date: '2026-04-20', price: 91.06 });
    expect(closes?.previous).toEqual({ date: '2026-04-17', price: 89.94 });
  });

  it('keeps negative prices (20 April 2020)', () => {
    const closes = latestCloses([
      { date: '2020-04-20', value: '-36.98' },
      { date: '2020-04-17', value: '18.27' },
    ]);
    expect(closes?.latest.price).toBe(-36.98);
    expect(closes?.previous?.price).toBe(18.27);
  });

  it('drops rows with impossible dates, nulls and blanks; null when nothing is left', () => {
    expect(
      latestCloses([
        { date: '2026-02-30', value: '70' },
        { date: '20260420', value: '70' },
        { date: null, value: '70' },
        { date: '2026-04-20', value: null },
        { date: '2026-04-17', value: '' },
      ]),
    ).toBeNull();
    expect(latestCloses([{ date: '2026-04-20', value: '70.5' }])).toEqual({
      latest: { date: '2026-04-20', price: 70.5 },
      previous: null,
    });
  });
});

describe('the EIA client', () => {
  it('asks for the newest RWTC rows with the key as a query parameter', async () => {
    eia.setRows(EIA_SAMPLE_ROWS);
    const closes = await eiaClient().fetchCloses(signal());
    expect(closes).toEqual({
      latest: { date: '2026-04-20', price: 91.06 },
      previous: { date: '2026-04-17', price: 89.94 },
    });
    const [request] = eia.requests;
    expect(request?.pathname).toBe('/v2/petroleum/pri/spt/data/');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      api_key: eia.apiKey,
      frequency: 'daily',
      'data[0]': 'value',
      'facets[series][]': 'RWTC',
      'sort[0][column]': 'period',
      'sort[0][direction]': 'desc',
      offset: '0',
      length: '10',
    });
  });

  it('reads numeric values and skips null and "." rows and other series', async () => {
    eia.setRows([
      eiaRow('2026-04-21', null),
      eiaRow('2026-04-20', 91.06),
      eiaRow('2026-04-19', '.'),
      eiaRow('2026-04-17', '89.94'),
      eiaRow('2026-04-22', '2.95', 'EER_EPMRU_PF4_Y35NY_DPG'),
    ]);
    const closes = await eiaClient().fetchCloses(signal());
    expect(closes.latest).toEqual({ date: '2026-04-20', price: 91.06 });
    expect(closes.previous).toEqual({ date: '2026-04-17', price: 89.94 });
  });

  it("reports EIA's error body, without the key", async () => {
    const client = eiaSource({ apiKey: 'not-the-key', baseUrl: eia.url });
    const error = await failure(client.fetchCloses(signal()));
    expect(error.message).toBe(
      'EIA answered 403: API_KEY_INVALID An invalid api_key was supplied.  Please register for one at https://www.eia.gov/opendata/register.php',
    );
    eia.setBehaviour({ kind: 'error', status: 500, message: `Bad key ${eia.apiKey} rejected` });
    const echoed = await failure(eiaClient().fetchCloses(signal()));
    expect(echoed.message).toBe('EIA answered 500: HTTP_500 Bad key *** rejected');
  });

  it('fails on a body that is not JSON, on JSON without data, and on no numeric row', async () => {
    eia.setBehaviour({
      kind: 'body',
      status: 502,
      body: '<html>Bad Gateway</html>',
      contentType: 'text/html',
    });
    expect((await failure(eiaClient().fetchCloses(signal()))).message).toBe('EIA answered 502');
    eia.setBehaviour({ kind: 'body', status: 200, body: '{"response": {"data": [' });
    expect((await failure(eiaClient().fetchCloses(signal()))).message).toBe(
      'EIA answered with a body that is not JSON',
    );
    eia.setBehaviour({ kind: 'body', status: 200, body: '{"response": {"total": 0}}' });
    expect((await failure(eiaClient().fetchCloses(signal()))).message).toBe(
      'EIA answered without response.data',
    );
    eia.setBehaviour({ kind: 'answer' });
    eia.setRows([eiaRow('2026-04-20', '.'), eiaRow('2026-04-17', null)]);
    expect((await failure(eiaClient().fetchCloses(signal()))).message).toBe(
      'EIA answered without a price',
    );
  });

  it('fails when EIA is silent past the deadline, drops the connection, or cannot be reached', async () => {
    eia.setBehaviour({ kind: 'hang' });
    const started = Date.now();
    expect((await failure(eiaClient().fetchCloses(signal(200)))).message).toBe(
      'EIA did not answer in time',
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    eia.setBehaviour({ kind: 'drop' });
    expect((await failure(eiaClient().fetchCloses(signal()))).message).toBe(
      'EIA could not be reached',
    );
    const nowhere = eiaSource({ apiKey: 'k', baseUrl: 'http://127.0.0.1:1' });
    expect((await failure(nowhere.fetchCloses(signal()))).message).toBe('EIA could not be reached');
  });

  it('refuses an oversized body', async () => {
    eia.setBehaviour({ kind: 'body', status: 200, body: `"${'x'.repeat(2_000_000)}"` });
    expect((await failure(eiaClient().fetchCloses(signal()))).message).toBe(
      'EIA answered with an oversized body',
    );
  });
});

describe('the FRED client', () => {
  it('asks for the newest DCOILWTICO observations as JSON and skips "." holidays', async () => {
    fred.setRows([
      fredObservation('2026-04-02', '66.51'),
      fredObservation('2026-04-03', '.'),
      fredObservation('2026-04-06', '67.10'),
    ]);
    const closes = await fredClient().fetchCloses(signal());
    expect(closes).toEqual({
      latest: { date: '2026-04-06', price: 67.1 },
      previous: { date: '2026-04-02', price: 66.51 },
    });
    const [request] = fred.requests;
    expect(request?.pathname).toBe('/fred/series/observations');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      series_id: 'DCOILWTICO',
      api_key: fred.apiKey,
      file_type: 'json',
      sort_order: 'desc',
      limit: '10',
    });
  });

  it("reports FRED's error body, without the key", async () => {
    const client = fredSource({ apiKey: 'wrong', baseUrl: fred.url });
    expect((await failure(client.fetchCloses(signal()))).message).toBe(
      'FRED answered 400: Bad Request.  The value for variable api_key is not registered. Read https://fred.stlouisfed.org/docs/api/api_key.html for more information.',
    );
    fred.setBehaviour({ kind: 'error', status: 429, message: 'Too Many Requests.' });
    expect((await failure(fredClient().fetchCloses(signal()))).message).toBe(
      'FRED answered 429: Too Many Requests.',
    );
  });

  it('fails when every observation is "."', async () => {
    fred.setRows([fredObservation('2026-12-25', '.'), fredObservation('2026-12-24', '.')]);
    expect((await failure(fredClient().fetchCloses(signal()))).message).toBe(
      'FRED answered without a price',
    );
  });
});
