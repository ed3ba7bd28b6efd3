// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readReplyStream, REPLY_FAILED_TEXT, type ReplyStreamHandlers } from './reply-stream';

/*
 * Decoding of the reply stream format (contracts `chat.ts`) from a body given as text; the
 * format as the real server sends it is covered by the chat store's tests against the server.
 */

function responseOf(...chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

function recorder() {
  const seen: string[] = [];
  const handlers: ReplyStreamHandlers = {
    onStart: (start) => seen.push(`start ${start.message_id}`),
    onText: (piece, id) => seen.push(`text ${JSON.stringify(piece)} @${id}`),
    onDone: (end) => seen.push(`done ${end.status}`),
    onError: (detail) => seen.push(`error ${detail}`),
  };
  return { seen, handlers };
}

const IDS = '"chat_id":"chat_abcdefghijkl","message_id":"msg_abcdefghijkl"';

describe('readReplyStream', () => {
  it('decodes start, JSON-string text pieces (line breaks included) and done', async () => {
    const { seen, handlers } = recorder();
    const outcome = await readReplyStream(
      responseOf(
        `event: start\ndata: {${IDS},"user_message_id":"msg_userabcdefgh"}\n\n`,
        'id: 6\ndata: "Hello "\n\n',
        'id: 20\ndata: "| a |\\r\\n| - |"\n\n',
        `event: done\ndata: {${IDS},"status":"complete"}\n\n`,
      ),
      handlers,
    );
    expect(outcome).toBe('finished');
    expect(seen).toEqual([
      'start msg_abcdefghijkl',
      'text "Hello " @6',
      'text "| a |\\r\\n| - |" @20',
      'done complete',
    ]);
  });

  it('reports an error event with its detail (or a fallback)', async () => {
    const { seen, handlers } = recorder();
    await readReplyStream(
      responseOf(`event: error\ndata: {${IDS},"detail":"The model timed out."}\n\n`),
      handlers,
    );
    const second = recorder();
    await readReplyStream(responseOf('event: error\ndata: not json\n\n'), second.handlers);
    expect(seen).toEqual(['error The model timed out.']);
    expect(second.seen).toEqual([`error ${REPLY_FAILED_TEXT}`]);
  });

  it('says "cut-off" when the stream ends before done', async () => {
    const { handlers } = recorder();
    await expect(readReplyStream(responseOf('id: 2\ndata: "Hi"\n\n'), handlers)).resolves.toBe(
      'cut-off',
    );
  });

  it('says "cut-off" for a server shutting down (`reconnect`): the store re-attaches', async () => {
    const { seen, handlers } = recorder();
    const outcome = await readReplyStream(
      responseOf('id: 2\ndata: "Hi"\n\n', 'event: reconnect\ndata: {"offset":2}\n\n'),
      handlers,
    );
    expect(outcome).toBe('cut-off');
    expect(seen).toEqual(['text "Hi" @2']);
  });

  it('rejects a text piece that is not a JSON string, and a malformed start', async () => {
    await expect(
      readReplyStream(responseOf('id: 2\ndata: raw text\n\n'), recorder().handlers),
    ).rejects.toThrow('Invalid response format from server');
    await expect(
      readReplyStream(responseOf('event: start\ndata: {"chat_id":1}\n\n'), recorder().handlers),
    ).rejects.toThrow('Invalid response format from server');
  });
});
