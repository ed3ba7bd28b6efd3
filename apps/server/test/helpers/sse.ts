/** A parsed server-sent event. */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/** Reads a fetch response as server-sent events; `onEvent` may stop reading by returning true. */
export async function readSse(
  response: Response,
  onEvent: (event: SseEvent) => boolean | void = () => undefined,
): Promise<{ events: SseEvent[]; bytes: number }> {
  if (!response.body) throw new Error('no body');
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
      const event: SseEvent = { event: 'message', id: undefined, data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
        else if (field === 'data') data.push(value);
      }
      // A block without data (such as a `: keep-alive` comment) dispatches no event.
      if (data.length === 0) continue;
      event.data = data.join('\n');
      events.push(event);
      if (onEvent(event) === true) {
        await reader.cancel();
        return { events, bytes };
      }
    }
  }
  return { events, bytes };
}

/** The piece of reply text an unnamed event carries (its data is a JSON string). */
export function pieceOf(event: SseEvent): string {
  return JSON.parse(event.data) as string;
}

/** The reply text carried by a list of events. */
export function textOf(events: SseEvent[]): string {
  return events
    .filter((event) => event.event === 'message')
    .map(pieceOf)
    .join('');
}

/**
 * Sends a prompt as a stream, reads up to the first piece of reply text, then leaves (as a closed
 * tab or a reload would). Answers the reply's id, the text seen and the last event id.
 */
export async function sendAndLeave(
  baseUrl: string,
  token: string,
  content: string,
): Promise<{ replyId: string; seen: string; lastId: string }> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/prompt`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ messages: [{ role: 'user', content }] }),
    signal: controller.signal,
  });
  let replyId = '';
  let seen = '';
  let lastId = '0';
  await readSse(response, (event) => {
    if (event.event === 'start') {
      replyId = (JSON.parse(event.data) as { message_id: string }).message_id;
    }
    if (event.event !== 'message') return false;
    seen += pieceOf(event);
    lastId = event.id ?? '0';
    controller.abort();
    return true;
  }).catch(() => undefined);
  return { replyId, seen, lastId };
}
