import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { wrapping, type Database, type Queryable } from '../db/database';

/**
 * The server's Prometheus metrics (decision 050), one registry per app so that two apps in one
 * process (tests) count apart. Labels hold closed sets only — a route template, a status, a
 * provider, a skill or tool name, an outcome — never an e-mail, a user or message id, or text
 * a user wrote: a scrape is safe to share with whoever runs the monitoring.
 *
 * Besides the series below, prom-client's defaults: `process_*` (memory, CPU, open files) and
 * `nodejs_*` (event-loop lag, heap, garbage collection).
 */

/** What a gauge reads at scrape time. */
export interface MetricSources {
  repliesInProgress?: () => number;
  sseStreamsOpen?: () => number;
  /** The PostgreSQL pool's connections; undefined for the embedded database. */
  databasePool?: () => { total: number; idle: number; waiting: number } | undefined;
}

/** Why a prompt was refused by the plan's allowance. */
export type AllowanceRefusal = 'plan_required' | 'daily_allowance';

/** Seconds: from a fast route (1 ms) to a long reply streamed as JSON (2 min). */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];
const FIRST_TOKEN_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export class Metrics {
  readonly registry = new Registry();
  private readonly sources: MetricSources = {};

  /** Every HTTP request, by method, route template (`/api/history/:chatId`) and status. */
  readonly httpRequests = new Histogram({
    name: 'petrosage_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status: time to the last byte of the answer',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly repliesStarted = new Counter({
    name: 'petrosage_replies_started_total',
    help: 'Replies this process started generating',
    registers: [this.registry],
  });

  /** `complete`, `stopped` (the user), `failed` (the model), `interrupted` (a shutdown's bound). */
  readonly repliesEnded = new Counter({
    name: 'petrosage_replies_ended_total',
    help: 'Replies this process generated, by how they ended: complete, stopped, failed, interrupted',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  readonly modelFirstToken = new Histogram({
    name: 'petrosage_model_first_token_seconds',
    help: 'Time from starting a reply to the first text from the model (or the built-in engine)',
    labelNames: ['provider'] as const,
    buckets: FIRST_TOKEN_BUCKETS,
    registers: [this.registry],
  });

  /** `kind`: unauthorized, unavailable, bad_response, timeout, rate_limited, unexpected. */
  readonly modelErrors = new Counter({
    name: 'petrosage_model_errors_total',
    help: 'Replies the model failed, by provider and kind of failure',
    labelNames: ['provider', 'kind'] as const,
    registers: [this.registry],
  });

  readonly engineAnswers = new Counter({
    name: 'petrosage_engine_answers_total',
    help: 'Built-in engine answers, by the skill that answered',
    labelNames: ['skill'] as const,
    registers: [this.registry],
  });

  /**
   * Messages the built-in engine had no answer for: `skill` is the skill that matched best but
   * wrote nothing, or `none` when no skill matched. What Sage should learn next.
   */
  readonly engineUnanswered = new Counter({
    name: 'petrosage_engine_unanswered_total',
    help: 'Messages the built-in engine had no answer for, by the skill that matched but wrote nothing (none: no skill matched)',
    labelNames: ['skill'] as const,
    registers: [this.registry],
  });

  /** A calculation card recomputed through `/api/tools/:name`; `outcome`: ok or the status. */
  readonly toolRuns = new Counter({
    name: 'petrosage_tool_runs_total',
    help: 'Tool runs through the API (calculation cards recomputed), by tool and outcome',
    labelNames: ['tool', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly allowanceRefusals = new Counter({
    name: 'petrosage_allowance_refusals_total',
    help: 'Messages refused by the plan: plan_required (402) or daily_allowance (429)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  /** `outcome`: success, or the error code answered (invalid_credentials, user_banned…). */
  readonly signIns = new Counter({
    name: 'petrosage_sign_ins_total',
    help: 'Sign-in attempts, by method (password, link) and outcome (success or the error code)',
    labelNames: ['method', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly mails = new Counter({
    name: 'petrosage_mails_total',
    help: 'Account mails, by outcome: sent, failed, or logged (no SMTP_URL)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly databaseQueries = new Histogram({
    name: 'petrosage_db_query_duration_seconds',
    help: 'Database statements, time to their result',
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    const { sources, registry } = this;
    new Gauge({
      name: 'petrosage_replies_in_progress',
      help: 'Replies this process is generating now',
      registers: [registry],
      collect() {
        this.set(sources.repliesInProgress?.() ?? 0);
      },
    });
    new Gauge({
      name: 'petrosage_sse_streams_open',
      help: 'Server-sent-event streams open on this process (replies followed by clients)',
      registers: [registry],
      collect() {
        this.set(sources.sseStreamsOpen?.() ?? 0);
      },
    });
    new Gauge({
      name: 'petrosage_db_pool_connections',
      help: 'PostgreSQL pool connections by state: in_use, idle (absent for the embedded database)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = sources.databasePool?.();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'petrosage_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers: [registry],
      collect() {
        const pool = sources.databasePool?.();
        if (pool) this.set(pool.waiting);
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }

  /** Where the gauges read at scrape time; set once the parts they read exist. */
  readFrom(sources: MetricSources): void {
    Object.assign(this.sources, sources);
  }

  /** The text exposition format, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * `db` with every statement timed into `histogram` (transactions' statements too). What the
 * database is and does is unchanged.
 */
export function timedDatabase(db: Database, histogram: Histogram): Database {
  const timed = <T>(run: () => Promise<T>): Promise<T> => {
    const end = histogram.startTimer();
    return run().finally(() => end());
  };
  const timedQueries = (target: Queryable): Queryable => ({
    query: (sql, params) => timed(() => target.query(sql, params)),
    exec: (sql) => timed(() => target.exec(sql)),
  });
  return wrapping(
    {
      ...db,
      ...timedQueries(db),
      transaction: (work) => db.transaction((tx) => work(timedQueries(tx))),
    },
    db,
  );
}
