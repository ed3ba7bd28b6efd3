/**
 * A reader for `text/event-stream` bodies fetched with `fetch` (EventSource cannot send a bearer
 * token or a POST body). It follows the WHATWG "event stream interpretation" rules: lines end in
 * CRLF, LF or CR; `data:` lines of one event are joined with "\n"; a blank line dispatches;
 * `id:` sets the last event id, which later events keep until another `id:`; comments (`:`) and
 * unknown fields are ignored; an event cut off by the end of the stream is discarded. Chunks may
 * split the text anywhere, even inside a CRLF pair or a multi-byte character.
 */

export interface ServerSentEvent {
  /** `event:` field; "message" when absent. */
  type: string;
  data: string;
  /** The last `id:` seen so far (this event's or an earlier one's); "" when none. */
  lastEventId: string;
}

export type ServerSentEventHandler = (event: ServerSentEvent) => void;

export class ServerSentEventParser {
  private buffer = '';
  /** The previous chunk ended in CR: a LF at the start of the next one belongs to it. */
  private skipLeadingLineFeed = false;
  private dataLines: string[] | null = null;
  private eventType = '';
  private lastEventId = '';

  constructor(private readonly onEvent: ServerSentEventHandler) {}

  /** Feeds decoded text; dispatches every event completed by it. */
  push(chunk: string): void {
    let text = this.buffer + chunk;
    if (this.skipLeadingLineFeed && text.startsWith('\n')) text = text.slice(1);
    this.skipLeadingLineFeed = false;

    let start = 0;
    for (;;) {
      const lineFeed = text.indexOf('\n', start);
      const carriageReturn = text.indexOf('\r', start);
      if (lineFeed === -1 && carriageReturn === -1) break;
      const end =
        carriageReturn === -1 || (lineFeed !== -1 && lineFeed < carriageReturn)
          ? lineFeed
          : carriageReturn;
      this.processLine(text.slice(start, end));
      if (text[end] === '\r') {
        if (end + 1 === text.length) {
          this.skipLeadingLineFeed = true;
          start = end + 1;
          break;
        }
        start = text[end + 1] === '\n' ? end + 2 : end + 1;
      } else {
        start = end + 1;
      }
    }
    this.buffer = text.slice(start);
  }

  /** The stream ended: an unterminated event is discarded, as EventSource does. */
  end(): void {
    this.buffer = '';
    this.dataLines = null;
    this.eventType = '';
    this.skipLeadingLineFeed = false;
  }

  private processLine(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        (this.dataLines ??= []).push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      default:
        // `retry` and unknown fields: nothing to do for a fetch-based reader.
        break;
    }
  }

  private dispatch(): void {
    const dataLines = this.dataLines;
    const type = this.eventType || 'message';
    this.dataLines = null;
    this.eventType = '';
    if (dataLines === null) return;
    this.onEvent({ type, data: dataLines.join('\n'), lastEventId: this.lastEventId });
  }
}

/**
 * Reads an event-stream body to its end, calling `onEvent` for each event. Resolves when the
 * server closes the stream; rejects when reading fails (a dropped connection, or `signal`
 * aborting the fetch that produced the body).
 */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: ServerSentEventHandler,
): Promise<void> {
  const parser = new ServerSentEventParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (error: unknown) {
    // Frees the connection when a handler threw; a no-op when the read itself failed.
    await reader.cancel().catch(() => {});
    throw error;
  } finally {
    reader.releaseLock();
  }
  parser.push(decoder.decode());
  parser.end();
}
