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
 * A server-sent-events response: named JSON events, and text pieces as unnamed events (data: the
 * piece as a JSON string) whose `id` is the reply's length so far (what a reconnecting client sends back as `Last-Event-ID`). Text
 * arriving in quick succession is coalesced, so framing stays a small share of the bytes.
 */
export class SseStream {
  private pending = '';
  private pendingOffset = 0;
  private lastWrite = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private sentText = false;

  constructor(private readonly reply: FastifyReply) {
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.on('close', () => {
      this.closed = true;
      clearTimeout(this.timer);
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

  end(): void {
    this.flush();
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
    this.write(`id: ${this.pendingOffset}\ndata: ${data}\n\n`);
  }

  private write(chunk: string): void {
    if (this.closed) return;
    this.lastWrite = Date.now();
    this.reply.raw.write(chunk);
  }
}
