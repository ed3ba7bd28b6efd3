import {
  startSourceStandIn,
  type SourceStandIn,
  type StandInOptions,
  type StandInProtocol,
} from './eia-server';

/**
 * A local server answering as FRED does for series observations
 * (`GET /fred/series/observations`): `series_id`, `api_key`, `file_type`, `sort_order`, `limit`
 * and `offset` honoured; values are strings and "." means no data (a holiday); errors are
 * `{"error_code": n, "error_message": "…"}` with that HTTP status. Without `file_type=json` FRED
 * answers XML, and so does this. Failures are ordered as on the EIA stand-in (`setBehaviour`).
 */

/** An observation as FRED sends it. */
export interface FredObservation {
  realtime_start: string;
  realtime_end: string;
  date: unknown;
  value: unknown;
}

export function fredObservation(date: unknown, value: unknown): FredObservation {
  return { realtime_start: '2026-04-22', realtime_end: '2026-04-22', date, value };
}

const FRED_PATH = /^\/fred\/series\/observations\/?$/;
const FRED_SERIES = 'DCOILWTICO';
const FRED_MAX_LIMIT = 100_000;
const KEY_HELP = 'Read https://fred.stlouisfed.org/docs/api/api_key.html for more information.';

const fredError = (status: number, message: string) => ({
  error_code: status,
  error_message: message,
});

const fredProtocol: StandInProtocol<FredObservation> = {
  errorBody: (status, message) => fredError(status, message ?? 'Internal Server Error'),
  answer(url, rows, apiKey) {
    const q = url.searchParams;
    if (!FRED_PATH.test(url.pathname)) {
      return { status: 404, body: fredError(404, 'Not Found') };
    }
    const key = q.get('api_key');
    if (key === null || key === '') {
      return {
        status: 400,
        body: fredError(400, `Bad Request.  Variable api_key has not been set. ${KEY_HELP}`),
      };
    }
    if (key !== apiKey) {
      return {
        status: 400,
        body: fredError(
          400,
          `Bad Request.  The value for variable api_key is not registered. ${KEY_HELP}`,
        ),
      };
    }
    if (q.get('series_id') !== FRED_SERIES) {
      return {
        status: 400,
        body: fredError(400, 'Bad Request.  The series does not exist.'),
      };
    }
    const order = q.get('sort_order') === 'desc' ? -1 : 1;
    const limit = Math.min(Number(q.get('limit') ?? String(FRED_MAX_LIMIT)), FRED_MAX_LIMIT);
    const offset = Number(q.get('offset') ?? '0');
    const sorted = [...rows].sort((a, b) => order * String(a.date).localeCompare(String(b.date)));
    const observations = sorted.slice(offset, offset + limit);
    if (q.get('file_type') !== 'json') {
      const items = observations
        .map(
          (o) =>
            `<observation realtime_start="${o.realtime_start}" realtime_end="${o.realtime_end}" date="${String(o.date)}" value="${String(o.value)}"/>`,
        )
        .join('');
      return {
        status: 200,
        contentType: 'text/xml; charset=UTF-8',
        body: `<?xml version="1.0" encoding="utf-8" ?><observations count="${rows.length}">${items}</observations>`,
      };
    }
    return {
      status: 200,
      body: {
        realtime_start: '2026-04-22',
        realtime_end: '2026-04-22',
        observation_start: '1600-01-01',
        observation_end: '9999-12-31',
        units: 'lin',
        output_type: 1,
        file_type: 'json',
        order_by: 'observation_date',
        sort_order: order === -1 ? 'desc' : 'asc',
        count: rows.length,
        offset,
        limit,
        observations,
      },
    };
  },
};

export type FredFake = SourceStandIn<FredObservation>;

export function startFredFake(options: StandInOptions<FredObservation> = {}): Promise<FredFake> {
  // FRED keys are 32 lower-case alphanumeric characters.
  return startSourceStandIn(fredProtocol, {
    apiKey: 'abcdef0123456789abcdef0123456789',
    ...options,
  });
}
