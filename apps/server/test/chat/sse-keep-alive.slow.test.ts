import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, SseStream } from '../../src/modules/chat/sse';
import { readSse, textOf } from '../helpers/sse';

const KEEP_ALIVE = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: FastifyInstance;
let url = '';
beforeAll(async () => {
  app = Fastify();
  // A reply that is silent for a while (a model thinking), then answers.
  app.get('/slow', async (request, reply) => {
    const sse = new SseStream(reply, { keepAliveMs: KEEP_ALIVE });
    sse.event('start', { message_id: 'm1' });
    await sleep(Number((request.query as { silence: string }).silence));
    sse.text('Pressure ', 9);
    sse.text('holds.', 15);
    sse.end();
    return reply;
  });
  // A reply that writes more often than the keep-alive interval.
  app.get('/busy', async (_request, reply) => {
    const sse = new SseStream(reply, { keepAliveMs: KEEP_ALIVE });
    for (let i = 0; i < 8; i += 1) {
      sse.event('tick', { i });
      await sleep(KEEP_ALIVE / 10);
    }
    sse.end();
    return reply;
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('keep-alive comments on reply streams', () => {
  it('are sent every 15 s by default', () => {
    expect(KEEP_ALIVE_MS).toBe(15_000);
  });

  it('fill a silent stream with comment lines that clients ignore', async () => {
    const response = await fetch(`${url}/slow?silence=${KEEP_ALIVE * 4 + 50}`);
    const raw = await response.text();
    const comments = raw.split('\n\n').filter((block) => block === ': keep-alive');
    // One per silent interval: about four in the silence, never one right after another write.
    expect(comments.length).toBeGreaterThanOrEqual(2);
    expect(comments.length).toBeLessThanOrEqual(5);
    expect(raw.startsWith('event: start\n')).toBe(true);

    const again = await fetch(`${url}/slow?silence=${KEEP_ALIVE * 2 + 20}`);
    const { events } = await readSse(again);
    expect(events.map((event) => event.event)).toEqual(['start', 'message', 'message']);
    expect(textOf(events)).toBe('Pressure holds.');
  });

  it('are not sent while the stream is busy, nor after it ends', async () => {
    const response = await fetch(`${url}/busy`);
    const raw = await response.text();
    expect(raw).not.toContain(': keep-alive');
    expect(raw.match(/^event: tick$/gm)).toHaveLength(8);
  });

  it('stop when the client goes away', async () => {
    const controller = new AbortController();
    const response = await fetch(`${url}/slow?silence=${KEEP_ALIVE * 3}`, {
      signal: controller.signal,
    });
    await response.body?.getReader().read();
    controller.abort();
    // The server keeps running the route; its stream must not throw writing to a closed socket.
    await sleep(KEEP_ALIVE * 4);
    const check = await fetch(`${url}/busy`);
    expect(check.status).toBe(200);
    await check.text();
  });
});
