import type { FastifyReply } from 'fastify';

/**
 * Coalescing of text pieces: the first goes out at once; later ones wait until at least
 * `COALESCE_CHARS` are pending and `COALESCE_MIN_MS` have passed since the last write, or
 * `COALESCE_MAX_MS` have passed — a few updates a second, and framing stays a small share of
 * the bytes even for a fast model sending one token at a time.
 */
const COALESCE_CHARS = 96;
const COALESCE_MIN_MS = 50;
const COALESCE_MAX_MS = 200;
/** Never hold back more than this. */
const COALESCE_MAX_CHARS = 4_096;
/**
 * A stream silent this long gets a comment line, so proxies and load balancers that close idle
 * connections (often after 60 s) keep it open while a slow model thinks.
 */
export const KEEP_ALIVE_MS = 15_000;
const KEEP_ALIVE_COMMENT = ': keep-alive\n\n';

export interface SseStreamOptions {
  /** Silence after which a `: keep-alive` comment is sent; `KEEP_ALIVE_MS` by default. */
  keepAliveMs?: number;
  /** Characters of the reply the client had before this stream (a re-attach's offset). */
  offset?: number;
  /** Where the stream is listed while open (the gauge of open streams, a shutdown's hand-over). */
  openStreams?: OpenStreams;
}

/**
 * The streams open on this process: counted for the metrics, and handed over when it shuts down
 * (each told to re-attach elsewhere, decision 050).
 */
export class OpenStreams {
  private readonly streams = new Set<SseStream>();

  get size(): number {
    return this.streams.size;
  }

  add(stream: SseStream): void {
    this.streams.add(stream);
  }

  delete(stream: SseStream): void {
    this.streams.delete(stream);
  }

  /** Tells every open stream's client to re-attach, and closes the streams. */
  handOver(): number {
    const count = this.streams.size;
    for (const stream of [...this.streams]) stream.reconnect();
    return count;
  }
}

/**
 * A server-sent-events response: named JSON events, and text pieces as unnamed events (data: the
 * piece as a JSON string) whose `id` is the reply's length so far (what a reconnecting client sends back as `Last-Event-ID`). Text
 * arriving in quick succession is coalesced, so framing stays a small share of the bytes.
 */
export class SseStream {
  private pending = '';
  private pendingOffset = 0;
  private lastWrite = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly keepAlive: NodeJS.Timeout;
  private closed = false;
  private sentText = false;
  /** Characters of the reply the client has been sent. */
  private sentOffset = 0;

  constructor(
    private readonly reply: FastifyReply,
    { keepAliveMs = KEEP_ALIVE_MS, openStreams, offset = 0 }: SseStreamOptions = {},
  ) {
    this.sentOffset = offset;
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Not through `write`: a comment carries no text, so it leaves the coalescing clock alone.
    this.keepAlive = setTimeout(() => {
      if (this.closed) return;
      this.reply.raw.write(KEEP_ALIVE_COMMENT);
      this.keepAlive.refresh();
    }, keepAliveMs);
    openStreams?.add(this);
    reply.raw.on('close', () => {
      this.closed = true;
      clearTimeout(this.timer);
      clearTimeout(this.keepAlive);
      openStreams?.delete(this);
    });
  }

  /** Runs `listener` when the client goes away. */
  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.reply.raw.on('close', listener);
  }

  event(name: string, data: unknown): void {
    this.flush();
    this.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  text(piece: string, offset: number): void {
    this.pending += piece;
    this.pendingOffset = offset;
    const since = Date.now() - this.lastWrite;
    const due = this.pending.length >= COALESCE_CHARS ? COALESCE_MIN_MS : COALESCE_MAX_MS;
    if (!this.sentText || since >= due || this.pending.length >= COALESCE_MAX_CHARS) {
      this.flush();
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), due - since);
  }

  /**
   * Sends what is pending, then `event: reconnect` with the offset the client has, and closes:
   * the client re-attaches from there to another process (the reply goes on without it).
   */
  reconnect(): void {
    if (this.closed) return;
    this.flush();
    this.write(`event: reconnect\ndata: ${JSON.stringify({ offset: this.sentOffset })}\n\n`);
    this.end();
  }

  end(): void {
    this.flush();
    clearTimeout(this.keepAlive);
    if (!this.closed) this.reply.raw.end();
    this.closed = true;
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending) return;
    this.sentText = true;
    // A JSON string keeps a piece on one `data:` line: a line break costs 2 bytes, not 7.
    const data = JSON.stringify(this.pending);
    this.pending = '';
    this.sentOffset = this.pendingOffset;
    this.write(`id: ${this.pendingOffset}\ndata: ${data}\n\n`);
  }

  private write(chunk: string): void {
    if (this.closed) return;
    this.lastWrite = Date.now();
    this.reply.raw.write(chunk);
    // Every write restarts the silence the keep-alive waits for.
    this.keepAlive.refresh();
  }
}
