import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProvider } from '../../src/modules/assistant/model/create-provider';
import type { AssistantProvider } from '../../src/modules/assistant/model/provider';
import { providerMessages } from '../../src/modules/assistant/model/provider-errors';
import { startAnthropicFake } from '@petrosage/test-support/fakes/anthropic-server';
import {
  httpError,
  textStream,
  type FakeLlmServer,
  type FakeLlmServerOptions,
} from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import {
  NAMES,
  SYSTEM_PROMPT,
  assistantConfig,
  collect,
  expectProviderError,
  request,
  within,
} from './helpers';

/**
 * The same contract for both real providers, run against fakes speaking their wire protocols:
 * streaming in order, what is sent, and every failure mode mapped to a clear ProviderError
 * without hanging. Each test is bounded (5 s; `collect` fails a stream that does not settle).
 */

const API_KEY = 'sk-test-0123456789-SECRET';
const BOUND = { timeout: 15_000 };
/** For tests whose fake holds its next piece back until well after a hang-up shows. */
const SLOW_BOUND = { timeout: 30_000 };
/** Long enough for a loaded machine to notice the client has gone. */
const HANG_UP_MS = 15_000;

interface Harness<Body> {
  kind: 'openai' | 'anthropic';
  start(options?: FakeLlmServerOptions<Body>): Promise<FakeLlmServer<Body>>;
  /** The provider's raw reason for a reply cut by the output limit. */
  lengthReason: string;
}

function providerFor(
  kind: 'openai' | 'anthropic',
  baseUrl: string,
  env: Record<string, string> = {},
): AssistantProvider {
  return createProvider(
    assistantConfig({
      LLM_PROVIDER: kind,
      LLM_BASE_URL: baseUrl,
      LLM_API_KEY: API_KEY,
      LLM_MODEL: `${kind}-test-model`,
      // Generous, so a loaded machine never times out a test about something else; the timeout
      // tests use a provider of their own with 400 ms (`quick`).
      LLM_TIMEOUT_MS: '10000',
      ...env,
    }),
    NAMES,
  );
}

/** A base URL where nothing listens (a port that was free a moment ago). */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

function contract<Body>(harness: Harness<Body>): void {
  describe(`${harness.kind} provider against a fake ${harness.kind} server`, () => {
    let fake: FakeLlmServer<Body>;
    let provider: AssistantProvider;
    /** The same provider with a 400 ms timeout, for the tests about the timeout. */
    let quick: AssistantProvider;
    const ask = (using: () => AssistantProvider = () => provider) =>
      using().stream(
        request([
          { role: 'user', content: 'What is a good GOR for this well?' },
          { role: 'assistant', content: 'Which well do you mean?' },
          { role: 'user', content: 'The Smith 1H, making 500 bbl/d and 1.2 MMcf/d.' },
        ]),
      );

    beforeAll(async () => {
      fake = await harness.start({ apiKey: API_KEY });
      provider = providerFor(harness.kind, fake.url);
      quick = providerFor(harness.kind, fake.url, { LLM_TIMEOUT_MS: '400' });
    });
    afterAll(() => fake.close());
    beforeEach(() => fake.setScript([]));

    it('streams the text in order, as several pieces', BOUND, async () => {
      fake.enqueue(
        textStream('The ', { text: 'GOR is ', delayMs: 20 }, '2,400 ', {
          text: 'scf/bbl.',
          delayMs: 20,
        }),
      );
      const result = await collect(ask());
      expect(result.error).toBeUndefined();
      expect(result.pieces).toEqual(['The ', 'GOR is ', '2,400 ', 'scf/bbl.']);
    });

    it(
      'sends the model, the system prompt, the history and the default 2,500-token limit',
      BOUND,
      async () => {
        fake.enqueue(textStream('ok'));
        const before = fake.requests.length;
        const { maxOutputTokens } = assistantConfig({});
        await collect(
          provider.stream(
            request(
              [
                { role: 'user', content: 'What is a good GOR for this well?' },
                { role: 'assistant', content: 'Which well do you mean?' },
                { role: 'user', content: 'The Smith 1H, making 500 bbl/d and 1.2 MMcf/d.' },
              ],
              { maxOutputTokens },
            ),
          ),
        );
        const sent = fake.requests[before];
        expect(sent?.model).toBe(`${harness.kind}-test-model`);
        expect(sent?.maxTokens).toBe(2500);
        expect(sent?.stream).toBe(true);
        expect(sent?.system).toBe(SYSTEM_PROMPT);
        expect(sent?.messages).toEqual([
          { role: 'user', content: 'What is a good GOR for this well?' },
          { role: 'assistant', content: 'Which well do you mean?' },
          { role: 'user', content: 'The Smith 1H, making 500 bbl/d and 1.2 MMcf/d.' },
        ]);
      },
    );

    it("sends the request's output limit", BOUND, async () => {
      fake.enqueue(textStream('ok'));
      const before = fake.requests.length;
      await collect(
        provider.stream(request([{ role: 'user', content: 'hi' }], { maxOutputTokens: 777 })),
      );
      expect(fake.requests[before]?.maxTokens).toBe(777);
    });

    it('gives up on a server that never answers (timeout) and hangs up', SLOW_BOUND, async () => {
      fake.enqueue({ type: 'hang' });
      const before = fake.requests.length;
      const result = await collect(ask(() => quick));
      const error = expectProviderError(result.error, 'timeout');
      expect(error.userMessage).toBe(providerMessages.timeout(400));
      expect(result.elapsedMs).toBeGreaterThanOrEqual(350);
      expect(result.elapsedMs).toBeLessThan(2500);
      await expect(
        within(
          fake.requests[before]?.ended ?? Promise.reject(new Error('no request')),
          HANG_UP_MS,
          'hang-up',
        ),
      ).resolves.toBe('client-closed');
    });

    it('gives up when the stream stalls between chunks, keeping what arrived', BOUND, async () => {
      fake.enqueue(textStream('Partial ', 'answer', { text: ' never sent', delayMs: 3000 }));
      const result = await collect(ask(() => quick));
      expectProviderError(result.error, 'timeout');
      expect(result.text).toBe('Partial answer');
    });

    it('does not time out a slow but steady stream (the timeout is per chunk)', BOUND, async () => {
      fake.enqueue(
        textStream(
          { text: 'one ', delayMs: 150 },
          { text: 'two ', delayMs: 150 },
          { text: 'three ', delayMs: 150 },
          { text: 'four', delayMs: 150 },
        ),
      );
      const result = await collect(ask(() => quick));
      expect(result.error).toBeUndefined();
      expect(result.text).toBe('one two three four');
      expect(result.elapsedMs).toBeGreaterThan(400);
    });

    it('does not count time the consumer spends on a piece against the model', BOUND, async () => {
      fake.enqueue(
        textStream('slow ', { text: 'consumer ', delayMs: 50 }, { text: 'is fine', delayMs: 50 }),
      );
      const pieces: string[] = [];
      for await (const piece of ask(() => quick)) {
        pieces.push(piece);
        // Longer than the 400 ms timeout, while the model has more to send.
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      expect(pieces.join('')).toBe('slow consumer is fine');
    });

    it.each([
      [401, 'unauthorized', providerMessages.unauthorized],
      [403, 'unauthorized', providerMessages.unauthorized],
      [429, 'rate_limited', providerMessages.rateLimited],
      [500, 'unavailable', providerMessages.unavailable],
      [503, 'unavailable', providerMessages.unavailable],
      [529, 'unavailable', providerMessages.unavailable],
      [404, 'unavailable', providerMessages.notFound],
      [400, 'bad_response', providerMessages.rejected(400)],
    ] as const)(
      'maps HTTP %i to %s with a clear message',
      BOUND,
      async (status, failure, message) => {
        fake.enqueue(httpError(status));
        const before = fake.requests.length;
        const result = await collect(ask());
        const error = expectProviderError(result.error, failure);
        expect(error.userMessage).toBe(message);
        // No retries: the pipeline decides, and a retry storm helps nobody.
        expect(fake.requests.length).toBe(before + 1);
      },
    );

    it('never shows the SDK text (which can quote the key) to the user', BOUND, async () => {
      fake.enqueue(httpError(401));
      const result = await collect(ask());
      const error = expectProviderError(result.error, 'unauthorized');
      expect(error.userMessage).not.toMatch(/SECRET|sk-|invalid x-api-key|Incorrect API key/);
      expect(error.cause).toBeDefined();
    });

    it('reports a wrong API key as unauthorized (the real header check)', BOUND, async () => {
      const wrongKey = providerFor(harness.kind, fake.url, { LLM_API_KEY: 'sk-wrong' });
      fake.enqueue(textStream('never'));
      const result = await collect(wrongKey.stream(request([{ role: 'user', content: 'hi' }])));
      expectProviderError(result.error, 'unauthorized');
    });

    it('reports a server that refuses connections as unavailable', BOUND, async () => {
      const refused = providerFor(harness.kind, await deadUrl());
      const result = await collect(refused.stream(request([{ role: 'user', content: 'hi' }])));
      const error = expectProviderError(result.error, 'unavailable');
      expect(error.userMessage).toBe(providerMessages.unreachable);
    });

    it('reports a connection dropped mid-stream, keeping what arrived', BOUND, async () => {
      fake.enqueue({ type: 'stream', chunks: ['Half ', 'an answer'], end: 'drop' });
      const result = await collect(ask());
      const error = expectProviderError(result.error, 'unavailable');
      expect(error.userMessage).toBe(providerMessages.connectionLost);
      expect(result.text).toBe('Half an answer');
    });

    it.each(['invalid-json', 'wrong-shape', 'truncate'] as const)(
      'reports a malformed stream (%s) as bad_response',
      BOUND,
      async (end) => {
        fake.enqueue({ type: 'stream', chunks: ['Some text'], end });
        const result = await collect(ask());
        expectProviderError(result.error, 'bad_response');
      },
    );

    it('reports an error event inside the stream by its type', BOUND, async () => {
      fake.enqueue({ type: 'stream', chunks: ['Start'], end: 'error-event' });
      const result = await collect(ask());
      expectProviderError(result.error, 'unavailable');
      expect(result.text).toBe('Start');
    });

    it('reports a reply with no text instead of an empty message', BOUND, async () => {
      fake.enqueue({ type: 'stream', chunks: [] });
      const result = await collect(ask());
      const error = expectProviderError(result.error, 'bad_response');
      expect(error.userMessage).toBe(providerMessages.empty);
    });

    it('explains an empty reply cut by the output limit', BOUND, async () => {
      fake.enqueue({ type: 'stream', chunks: [], finishReason: harness.lengthReason });
      const result = await collect(ask());
      const error = expectProviderError(result.error, 'bad_response');
      expect(error.userMessage).toBe(providerMessages.emptyLength);
    });

    it('stops when the signal is aborted mid-stream, and hangs up', SLOW_BOUND, async () => {
      fake.enqueue(textStream('First', { text: ' second', delayMs: 20_000 }));
      const controller = new AbortController();
      const before = fake.requests.length;
      const result = await collect(
        provider.stream(request([{ role: 'user', content: 'hi' }], { signal: controller.signal })),
        { onPiece: () => controller.abort() },
      );
      const error = expectProviderError(result.error, 'aborted');
      expect(error.userMessage).toBe(providerMessages.aborted);
      expect(result.text).toBe('First');
      expect(result.elapsedMs).toBeLessThan(10_000);
      await expect(
        within(
          fake.requests[before]?.ended ?? Promise.reject(new Error('no request')),
          HANG_UP_MS,
          'hang-up',
        ),
      ).resolves.toBe('client-closed');
    });

    it('stops while waiting for the first byte when aborted', BOUND, async () => {
      fake.enqueue({ type: 'hang' });
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const result = await collect(
        provider.stream(request([{ role: 'user', content: 'hi' }], { signal: controller.signal })),
      );
      expectProviderError(result.error, 'aborted');
      expect(result.elapsedMs).toBeLessThan(350);
    });

    it('sends nothing when the signal is already aborted', BOUND, async () => {
      const before = fake.requests.length;
      const result = await collect(
        provider.stream(
          request([{ role: 'user', content: 'hi' }], { signal: AbortSignal.abort() }),
        ),
      );
      expectProviderError(result.error, 'aborted');
      expect(fake.requests.length).toBe(before);
    });

    it('hangs up when the consumer stops reading early', SLOW_BOUND, async () => {
      fake.enqueue(textStream('One', { text: ' two', delayMs: 20_000 }));
      const before = fake.requests.length;
      for await (const piece of ask()) {
        expect(piece).toBe('One');
        break;
      }
      await expect(
        within(
          fake.requests[before]?.ended ?? Promise.reject(new Error('no request')),
          HANG_UP_MS,
          'hang-up',
        ),
      ).resolves.toBe('client-closed');
    });
  });
}

contract({ kind: 'openai', start: startOpenAiFake, lengthReason: 'length' });
contract({ kind: 'anthropic', start: startAnthropicFake, lengthReason: 'max_tokens' });
