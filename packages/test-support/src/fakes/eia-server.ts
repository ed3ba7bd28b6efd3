import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local server answering as the EIA Open Data API v2 does for daily spot prices
 * (`GET /v2/petroleum/pri/spt/data/`): the key in the `api_key` query parameter, the
 * `facets[series][]`, `sort[0][…]`, `offset`, `length` and `data[0]` parameters honoured, rows
 * shaped as EIA's, values as strings (or whatever a test puts in a row: numbers, null, "."), and
 * errors as `{"error": {"code", "message"}}`. Besides the protocol it can be told to fail: with
 * EIA's error, a raw body, silence, or a dropped connection.
 *
 * ```ts
 * const eia = await startEiaFake({ rows: [eiaRow('2026-04-20', '91.06')] });
 * // EIA_BASE_URL = eia.url, EIA_API_KEY = eia.apiKey
 * eia.setBehaviour({ kind: 'error', status: 503 });
 * expect(eia.requests).toHaveLength(1);
 * ```
 *
 * Run as a program (`node --import tsx packages/test-support/src/fakes/eia-server.ts <port>`), it serves a
 * few days of prices and takes orders over HTTP: `POST /control` with `{"behaviour": …}` and/or
 * `{"rows": […]}`, and `GET /control` answers `{"requests": n}` (the browser journeys use this).
 */

/** How a stand-in answers the next data requests. */
export type StandInBehaviour =
  /** As the real service does (after `delayMs`, when given). */
  | { kind: 'answer'; delayMs?: number }
  /** The service's own error body with this status. */
  | { kind: 'error'; status: number; message?: string }
  /** Any body at all (malformed JSON, an HTML error page…). */
  | { kind: 'body'; status: number; body: string; contentType?: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Closes the connection without answering. */
  | { kind: 'drop' };

export interface SourceStandIn<Row> {
  url: string;
  /** The key the stand-in accepts. */
  apiKey: string;
  /** Every data request received (not control requests), in order. */
  readonly requests: URL[];
  setRows(rows: Row[]): void;
  setBehaviour(behaviour: StandInBehaviour): void;
  close(): Promise<void>;
}

export interface StandInOptions<Row> {
  rows?: Row[];
  apiKey?: string;
  port?: number;
}

/** What a protocol implementation does with a data request that the behaviour lets through. */
export type ProtocolAnswer = { status: number; body: unknown; contentType?: string };

export interface StandInProtocol<Row> {
  /** The body of the service's own error with this status. */
  errorBody(status: number, message: string | undefined): unknown;
  answer(url: URL, rows: readonly Row[], apiKey: string): ProtocolAnswer;
}

function sendJson(response: ServerResponse, status: number, body: unknown, type?: string): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': type ?? 'application/json; charset=utf-8' });
  response.end(text);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text === '' ? {} : (JSON.parse(text) as unknown);
}

/** The HTTP plumbing shared by the EIA and FRED stand-ins. */
export async function startSourceStandIn<Row>(
  protocol: StandInProtocol<Row>,
  { rows: initialRows = [], apiKey = 'stand-in-key', port = 0 }: StandInOptions<Row>,
): Promise<SourceStandIn<Row>> {
  let rows = [...initialRows];
  let behaviour: StandInBehaviour = { kind: 'answer' };
  const requests: URL[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/control') {
      void handleControl(request, response);
      return;
    }
    requests.push(url);
    const current = behaviour;
    switch (current.kind) {
      case 'hang':
        return;
      case 'drop':
        request.socket.destroy();
        return;
      case 'error':
        sendJson(response, current.status, protocol.errorBody(current.status, current.message));
        return;
      case 'body':
        sendJson(response, current.status, current.body, current.contentType);
        return;
      case 'answer': {
        const { status, body, contentType } = protocol.answer(url, rows, apiKey);
        const timer = setTimeout(() => {
          timers.delete(timer);
          sendJson(response, status, body, contentType);
        }, current.delayMs ?? 0);
        timers.add(timer);
      }
    }
  });

  async function handleControl(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'POST') {
      try {
        const order = (await readJson(request)) as { behaviour?: StandInBehaviour; rows?: Row[] };
        if (order.behaviour) behaviour = order.behaviour;
        if (order.rows) rows = [...order.rows];
      } catch {
        sendJson(response, 400, { error: 'send JSON' });
        return;
      }
    }
    sendJson(response, 200, { requests: requests.length, behaviour: behaviour.kind });
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    apiKey,
    requests,
    setRows(next) {
      rows = [...next];
    },
    setBehaviour(next) {
      behaviour = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// ── EIA ──────────────────────────────────────────────────────────────────────────────────────

/** A row of `response.data` as EIA sends it for the Cushing WTI spot series. */
export interface EiaRow {
  period: unknown;
  duoarea: string;
  'area-name': string;
  product: string;
  'product-name': string;
  process: string;
  'process-name': string;
  series: string;
  'series-description': string;
  value?: unknown;
  units: string;
}

/** An RWTC row for `period` (`YYYY-MM-DD`) with `value` as given (EIA sends strings). */
export function eiaRow(period: unknown, value: unknown, series = 'RWTC'): EiaRow {
  return {
    period,
    duoarea: 'YCUOK',
    'area-name': 'NA',
    product: 'EPCWTI',
    'product-name': 'WTI Crude Oil',
    process: 'PF4',
    'process-name': 'Spot Price FOB',
    series,
    'series-description': 'Cushing, OK WTI Spot Price FOB (Dollars per Barrel)',
    value,
    units: '$/BBL',
  };
}

const EIA_DATA_PATH = /^\/v2\/petroleum\/pri\/spt\/data\/?$/;
const EIA_MAX_ROWS = 5000;

const eiaError = (code: string, message: string) => ({ error: { code, message } });

const eiaProtocol: StandInProtocol<EiaRow> = {
  errorBody: (status, message) =>
    eiaError(
      status === 429 ? 'OVER_RATE_LIMIT' : `HTTP_${status}`,
      message ?? 'The service is temporarily unavailable. Please try again later.',
    ),
  answer(url, rows, apiKey) {
    const q = url.searchParams;
    const key = q.get('api_key');
    if (key === null || key === '') {
      return {
        status: 403,
        body: eiaError(
          'API_KEY_MISSING',
          'No api_key was supplied.  Please register for one at https://www.eia.gov/opendata/register.php',
        ),
      };
    }
    if (key !== apiKey) {
      return {
        status: 403,
        body: eiaError(
          'API_KEY_INVALID',
          'An invalid api_key was supplied.  Please register for one at https://www.eia.gov/opendata/register.php',
        ),
      };
    }
    if (!EIA_DATA_PATH.test(url.pathname)) {
      return { status: 404, body: eiaError('404', `Invalid route: ${url.pathname}`) };
    }
    const series = q.getAll('facets[series][]');
    const direction = q.get('sort[0][direction]') === 'asc' ? 1 : -1;
    const sortByPeriod = q.get('sort[0][column]') === 'period';
    const offset = Number(q.get('offset') ?? '0');
    const length = Math.min(Number(q.get('length') ?? String(EIA_MAX_ROWS)), EIA_MAX_ROWS);
    const withValue = q.get('data[0]') === 'value';
    let selected = rows.filter((row) => series.length === 0 || series.includes(row.series));
    if (sortByPeriod) {
      selected = [...selected].sort(
        (a, b) => direction * String(a.period).localeCompare(String(b.period)),
      );
    }
    const page = selected.slice(offset, offset + length).map((row) => {
      if (withValue) return row;
      const { value: _value, ...rest } = row;
      return rest;
    });
    return {
      status: 200,
      body: {
        response: {
          total: String(selected.length),
          dateFormat: 'YYYY-MM-DD',
          frequency: q.get('frequency') ?? 'daily',
          data: page,
          description: 'Spot Prices for Crude Oil and Petroleum Products',
        },
        request: {
          command: '/v2/petroleum/pri/spt/data/',
          params: { frequency: q.get('frequency'), facets: { series }, offset, length },
        },
        apiVersion: '2.1.8',
        ExcelAddInVersion: '2.1.0',
      },
    };
  },
};

export type EiaFake = SourceStandIn<EiaRow>;

export function startEiaFake(options: StandInOptions<EiaRow> = {}): Promise<EiaFake> {
  return startSourceStandIn(eiaProtocol, options);
}

/** Three trading days ending Monday 20 April 2026: 91.06, up 1.12 (1.25 %) on Friday's close. */
export const EIA_SAMPLE_ROWS: EiaRow[] = [
  eiaRow('2026-04-20', '91.06'),
  eiaRow('2026-04-17', '89.94'),
  eiaRow('2026-04-16', '88.72'),
];

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? '8183');
  const fake = await startEiaFake({
    port,
    rows: EIA_SAMPLE_ROWS,
    apiKey: process.argv[3] ?? 'stand-in-key',
  });
  console.log(`EIA stand-in listening at ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
