import type { FastifyReply } from 'fastify';

/** Pieces of text arriving within this window after a write go out together. */
const COALESCE_MS = 25;

/**
 * A server-sent-events response: named JSON events, and text pieces as unnamed events whose `id`
 * is the reply's length so far (what a reconnecting client sends back as `Last-Event-ID`). Text
 * arriving in quick succession is coalesced, so framing stays a small share of the bytes.
 */
export class SseStream {
  private pending = '';
  private pendingOffset = 0;
  private lastWrite = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

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
    if (this.timer) return;
    const wait = COALESCE_MS - (Date.now() - this.lastWrite);
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
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
    const data = this.pending
      .split('\n')
      .map((line) => `data: ${line}`)
      .join('\n');
    this.pending = '';
    this.write(`id: ${this.pendingOffset}\n${data}\n\n`);
  }

  private write(chunk: string): void {
    if (this.closed) return;
    this.lastWrite = Date.now();
    this.reply.raw.write(chunk);
  }
}
