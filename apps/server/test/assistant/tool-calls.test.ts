import { calcBlocksAsText, findCalcBlocks, parseCalcCard } from '@petrosage/contracts/calc';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_MODEL_STEPS } from '../../src/modules/assistant/model/ai-sdk-stream';
import { createProvider } from '../../src/modules/assistant/model/create-provider';
import type { AssistantProvider } from '../../src/modules/assistant/model/provider';
import { ToolInputError, type AssistantTool } from '../../src/modules/assistant/assistant-tool';
import { assistantTools } from '../../src/modules/tools/registry';
import { startAnthropicFake } from '@petrosage/test-support/fakes/anthropic-server';
import { textStream, type FakeLlmServer } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { NAMES, assistantConfig, collect, request } from './helpers';

/**
 * Function calling through both real provider clients against fakes that speak the wire
 * protocols: the model asks for a tool, the server runs it, the result goes back to the model,
 * and the reader sees the calculation. Bad calls come back to the model as tool errors.
 */

const BOUND = { timeout: 8000 };

/** A tool with a checkable result (the mud-gradient identity); the plumbing is what is tested. */
const gradient: AssistantTool = {
  name: 'mud_gradient',
  description: 'Pressure gradient of a mud, psi/ft, from its weight in ppg.',
  inputSchema: z.object({ mud_weight_ppg: z.number().positive().describe('Mud weight, ppg') }),
  run(input) {
    const weight = input.mud_weight_ppg as number;
    if (weight > 25) throw new ToolInputError('mud_weight_ppg: 26 is above the 25 ppg limit');
    const value = Math.round(0.052 * weight * 10_000) / 10_000;
    return {
      result: { gradient_psi_per_ft: value },
      markdown: `**Mud gradient**: 0.052 × ${weight} ppg = **${value} psi/ft**`,
    };
  },
};

interface Harness {
  kind: 'openai' | 'anthropic';
  start(): Promise<FakeLlmServer<unknown>>;
  /** The tool results the client sent back in a request body, as text. */
  toolResults(body: unknown): string[];
}

const harnesses: Harness[] = [
  {
    kind: 'openai',
    start: () => startOpenAiFake(),
    toolResults: (body) =>
      (body as { messages: { role: string; content: unknown }[] }).messages
        .filter((message) => message.role === 'tool')
        .map((message) => String(message.content)),
  },
  {
    kind: 'anthropic',
    start: () => startAnthropicFake(),
    toolResults: (body) =>
      (body as { messages: { role: string; content: unknown }[] }).messages.flatMap((message) =>
        Array.isArray(message.content)
          ? (message.content as { type: string; content?: unknown; is_error?: boolean }[])
              .filter((block) => block.type === 'tool_result')
              .map(
                (block) =>
                  (block.is_error === true ? 'ERROR ' : '') +
                  (typeof block.content === 'string'
                    ? block.content
                    : JSON.stringify(block.content)),
              )
          : [],
      ),
  },
];

for (const harness of harnesses) {
  describe(`${harness.kind} provider with tools`, () => {
    let fake: FakeLlmServer<unknown>;
    let provider: AssistantProvider;
    const ask = (text: string) =>
      collect(provider.stream(request([{ role: 'user', content: text }])), { deadlineMs: 6000 });

    beforeAll(async () => {
      fake = await harness.start();
      provider = createProvider(
        assistantConfig({
          LLM_PROVIDER: harness.kind,
          LLM_BASE_URL: fake.url,
          LLM_API_KEY: 'sk-test',
          LLM_MODEL: 'test-model',
          LLM_TIMEOUT_MS: '2000',
        }),
        { ...NAMES, tools: [gradient] },
      );
    });
    afterAll(() => fake.close());
    beforeEach(() => fake.setScript([]));

    it('offers the tools with their JSON Schema', BOUND, async () => {
      fake.enqueue(textStream('No calculation needed.'));
      const before = fake.requests.length;
      await ask('hello');
      const body = JSON.stringify(fake.requests[before]?.body);
      expect(body).toContain('"mud_gradient"');
      expect(body).toContain('"mud_weight_ppg"');
      expect(body).toContain('Mud weight, ppg');
    });

    it(
      'runs a tool the model calls, returns its result, and shows the calculation',
      BOUND,
      async () => {
        fake.enqueue(
          textStream('Let me compute that.', {
            toolCall: { name: 'mud_gradient', input: { mud_weight_ppg: 12.4 } },
          }),
          textStream('The gradient is 0.6448 psi/ft.'),
        );
        const before = fake.requests.length;
        const result = await ask('Gradient of 12.4 ppg mud?');
        expect(result.error).toBeUndefined();
        expect(fake.requests).toHaveLength(before + 2);
        const sent = harness.toolResults(fake.requests[before + 1]?.body);
        expect(sent).toHaveLength(1);
        expect(JSON.parse(sent[0] ?? '')).toEqual({ gradient_psi_per_ft: 0.6448 });
        expect(result.text).toContain('**Mud gradient**: 0.052 × 12.4 ppg = **0.6448 psi/ft**');
        expect(result.text.indexOf('Let me compute')).toBeLessThan(
          result.text.indexOf('**Mud gradient**'),
        );
        expect(result.text.trim().endsWith('The gradient is 0.6448 psi/ft.')).toBe(true);
      },
    );

    it('sends a malformed call back to the model as a tool error', BOUND, async () => {
      fake.enqueue(
        textStream({ toolCall: { name: 'mud_gradient', input: { mud_weight_ppg: 'heavy' } } }),
        textStream('I need the mud weight as a number.'),
      );
      const before = fake.requests.length;
      const result = await ask('Gradient of heavy mud?');
      expect(result.error).toBeUndefined();
      const sent = harness.toolResults(fake.requests[before + 1]?.body);
      expect(sent.join(' ')).toMatch(/mud_weight_ppg/);
      expect(result.text).toBe('I need the mud weight as a number.');
    });

    it('sends a refused input back with the reason', BOUND, async () => {
      fake.enqueue(
        textStream({ toolCall: { name: 'mud_gradient', input: { mud_weight_ppg: 26 } } }),
        textStream('That mud weight is outside the valid range.'),
      );
      const before = fake.requests.length;
      const result = await ask('Gradient of 26 ppg mud?');
      expect(result.error).toBeUndefined();
      expect(harness.toolResults(fake.requests[before + 1]?.body).join(' ')).toContain(
        'above the 25 ppg limit',
      );
    });

    it('answers a call to a tool that does not exist with an error', BOUND, async () => {
      fake.enqueue(
        textStream({ toolCall: { name: 'rm_rf', input: {} } }),
        textStream('Sorry, I cannot do that.'),
      );
      const before = fake.requests.length;
      const result = await ask('Delete everything');
      expect(result.error).toBeUndefined();
      expect(harness.toolResults(fake.requests[before + 1]?.body).join(' ')).toMatch(/rm_rf/);
      expect(result.text).toBe('Sorry, I cannot do that.');
    });

    it(`stops a model that keeps calling tools after ${MAX_MODEL_STEPS} steps`, BOUND, async () => {
      const loop = textStream({
        toolCall: { name: 'mud_gradient', input: { mud_weight_ppg: 10 } },
      });
      fake.setScript([], loop);
      const before = fake.requests.length;
      const result = await ask('Loop');
      expect(fake.requests.length - before).toBe(MAX_MODEL_STEPS);
      expect(result.error).toBeUndefined();
      expect(result.text).toContain('0.52 psi/ft');
    });
  });
}

describe('the real calculators as tools of an OpenAI-compatible model', () => {
  it('gets the calculator result back to the model and shows the sheet', BOUND, async () => {
    const fake = await startOpenAiFake({
      script: [
        textStream({
          toolCall: {
            name: 'hydrostatic_pressure',
            input: { tvd_ft: 10500, mud_weight_ppg: 12.4 },
          },
        }),
        textStream('At 10,500 ft TVD the 12.4 ppg mud column exerts 6,770 psi.'),
      ],
    });
    try {
      const provider = createProvider(
        assistantConfig({
          LLM_PROVIDER: 'openai',
          LLM_BASE_URL: fake.url,
          LLM_MODEL: 'test-model',
        }),
        { ...NAMES, tools: assistantTools() },
      );
      const result = await collect(
        provider.stream(
          request([{ role: 'user', content: 'Hydrostatic at 10,500 ft, 12.4 ppg?' }]),
        ),
        { deadlineMs: 6000 },
      );
      expect(result.error).toBeUndefined();
      const offered = JSON.stringify(fake.requests[0]?.body);
      expect(offered).toContain('"arps_decline"');
      expect(offered).toContain('"search_knowledge_base"');
      const sent = (
        fake.requests[1]?.body as { messages: { role: string; content: unknown }[] }
      ).messages.find((message) => message.role === 'tool');
      const toolResult = JSON.parse(String(sent?.content)) as {
        values: Record<string, unknown>;
        formula: string;
      };
      expect(JSON.stringify(toolResult.values)).toContain('6770.4');
      expect(toolResult.formula).toContain('0.052');
      // The reader gets the calculation as a card; its text form is the calculation sheet.
      const [card] = findCalcBlocks(result.text);
      const parsed = parseCalcCard(card?.body ?? '');
      expect(parsed.ok && parsed.card.results[0]).toMatchObject({
        key: 'pressure_psi',
        unit: 'psi',
      });
      // The card keeps the full value; the sheet shows it whole.
      expect(parsed.ok && parsed.card.results[0]?.value).toBeCloseTo(6770.4, 6);
      const sheet = calcBlocksAsText(result.text);
      expect(sheet).toContain('#### Hydrostatic pressure');
      expect(sheet).toContain('**Formula:**');
      expect(sheet).toContain('**6,770** psi');
      expect(result.text.trim().endsWith('exerts 6,770 psi.')).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
