// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ServerSentEventParser, readServerSentEvents, type ServerSentEvent } from './sse';

function parseInChunks(chunks: readonly string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = new ServerSentEventParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

/** Every way of cutting `text` into two pieces, plus one character at a time. */
function awkwardChunkings(text: string): string[][] {
  const cuts: string[][] = [[text], [...text]];
  for (let i = 1; i < text.length; i++) cuts.push([text.slice(0, i), text.slice(i)]);
  return cuts;
}

/** A stream in the shape of `POST /prompt` (contracts `chat.ts`). */
const PROMPT_STREAM = [
  'event: start',
  'data: {"chat_id":"chat_abcdefghijkl","message_id":"msg_abcdefghijkl"}',
  '',
  'id: 6',
  'data: Hello ',
  '',
  ': keep-alive comment',
  '',
  'id: 19',
  'data: | a | b |',
  'data: | - |',
  '',
  'id: 20',
  'data: ',
  'data: ',
  '',
  'event: done',
  'data: {"status":"complete"}',
  '',
  '',
].join('\n');

const EXPECTED: ServerSentEvent[] = [
  {
    type: 'start',
    data: '{"chat_id":"chat_abcdefghijkl","message_id":"msg_abcdefghijkl"}',
    lastEventId: '',
  },
  { type: 'message', data: 'Hello ', lastEventId: '6' },
  { type: 'message', data: '| a | b |\n| - |', lastEventId: '19' },
  { type: 'message', data: '\n', lastEventId: '20' },
  { type: 'done', data: '{"status":"complete"}', lastEventId: '20' },
];

describe('ServerSentEventParser', () => {
  it('parses named events, ids, multi-line data and comments', () => {
    expect(parseInChunks([PROMPT_STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events however the text is cut into chunks', () => {
    for (const chunks of awkwardChunkings(PROMPT_STREAM)) {
      expect(parseInChunks(chunks)).toEqual(EXPECTED);
    }
  });

  it('accepts CRLF and lone CR line endings, also when a chunk ends between CR and LF', () => {
    const crlf = PROMPT_STREAM.replaceAll('\n', '\r\n');
    const cr = PROMPT_STREAM.replaceAll('\n', '\r');
    for (const text of [crlf, cr]) {
      for (const chunks of awkwardChunkings(text)) {
        expect(parseInChunks(chunks)).toEqual(EXPECTED);
      }
    }
  });

  it('keeps the text after the first space only, and a line without a colon as a field', () => {
    expect(parseInChunks(['data:no space\ndata:  two spaces\n\ndata\n\n'])).toEqual([
      { type: 'message', data: 'no space\n two spaces', lastEventId: '' },
      { type: 'message', data: '', lastEventId: '' },
    ]);
  });

  it('dispatches nothing for an event without data and resets its type', () => {
    expect(parseInChunks(['event: start\n\ndata: x\n\n'])).toEqual([
      { type: 'message', data: 'x', lastEventId: '' },
    ]);
  });

  it('ignores retry and unknown fields and an id containing NUL', () => {
    expect(parseInChunks(['retry: 100\nfoo: bar\nid: 3\ndata: a\n\nid: 4\0\ndata: b\n\n'])).toEqual(
      [
        { type: 'message', data: 'a', lastEventId: '3' },
        { type: 'message', data: 'b', lastEventId: '3' },
      ],
    );
  });

  it('discards an event cut off by the end of the stream', () => {
    expect(parseInChunks(['data: complete\n\ndata: cut off'])).toEqual([
      { type: 'message', data: 'complete', lastEventId: '' },
    ]);
    expect(parseInChunks(['data: cut off\n'])).toEqual([]);
  });
});

describe('readServerSentEvents', () => {
  function streamOf(parts: readonly Uint8Array[]): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
  }

  it('decodes UTF-8 split inside a character across network chunks', async () => {
    const bytes = new TextEncoder().encode('id: 9\ndata: 30 °API – 🛢️\n\n');
    const parts: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 3) parts.push(bytes.slice(i, i + 3));
    const events: ServerSentEvent[] = [];

    await readServerSentEvents(streamOf(parts), (event) => events.push(event));

    expect(events).toEqual([{ type: 'message', data: '30 °API – 🛢️', lastEventId: '9' }]);
  });

  it('rejects when the connection fails mid-stream, after the events before it', async () => {
    const events: ServerSentEvent[] = [];
    let reads = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        reads += 1;
        if (reads === 1)
          controller.enqueue(new TextEncoder().encode('data: first\n\ndata: partial'));
        else controller.error(new TypeError('network error'));
      },
    });

    await expect(readServerSentEvents(body, (event) => events.push(event))).rejects.toThrow(
      'network error',
    );
    expect(events.map((event) => event.data)).toEqual(['first']);
  });
});
