import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

/** How often connections that became idle while draining are closed. */
const IDLE_SWEEP_MS = 200;
/** Longest a drain waits, after the replies, for the last short requests to be answered. */
const LAST_REQUESTS_MS = 5_000;

export interface DrainOptions {
  /** How long the process keeps serving after readiness fails, so load balancers notice. */
  drainDelayMs: number;
  /** How long replies in progress may run on before they are interrupted. */
  graceMs: number;
}

/**
 * A process's way out that loses nothing (decision 050). `drain`: readiness fails at once; after
 * `drainDelayMs` the listening socket closes (new connections go to other processes) and idle
 * connections with it; every open stream is told to re-attach (its client continues on another
 * process, which follows the reply from the database); replies in progress run on until they
 * finish or `graceMs` passes, and are stored; the short requests still in flight are answered.
 * The caller then closes the app (its database last) and exits.
 */
export class Lifecycle {
  private drainingSince: number | undefined;
  private drained: Promise<void> | undefined;

  constructor(
    private readonly parts: {
      server: Server;
      /** Tells every open stream's client to re-attach elsewhere and closes it; how many. */
      handOverStreams: () => number;
      /** Lets replies in progress finish for up to `graceMs`, then interrupts and stores them. */
      finishReplies: (graceMs: number) => Promise<void>;
      log: FastifyBaseLogger;
    },
  ) {}

  /** True from the start of a drain: readiness answers 503. */
  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  drain(options: DrainOptions): Promise<void> {
    this.drained ??= this.run(options);
    return this.drained;
  }

  private async run({ drainDelayMs, graceMs }: DrainOptions): Promise<void> {
    const { server, handOverStreams, finishReplies, log } = this.parts;
    this.drainingSince = Date.now();
    log.info({ drainDelayMs, graceMs }, 'draining: readiness fails; still serving meanwhile');
    if (drainDelayMs > 0) await sleep(drainDelayMs);

    const closed = new Promise<void>((resolve) => {
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.closeIdleConnections();
    const handedOver = handOverStreams();
    log.info({ streams: handedOver }, 'draining: no new connections; streams told to re-attach');

    await finishReplies(graceMs);
    log.info('draining: replies finished and stored');
    await Promise.race([closed, sleep(LAST_REQUESTS_MS)]);
    clearInterval(sweep);
  }
}
