import { calcBlocksAsText, findCalcBlocks, parseCalcCard } from '@petrosage/contracts/calc';
import { textStream } from '@petrosage/test-support/fakes/fake-llm-server';
import { startOpenAiFake, type OpenAiFake } from '@petrosage/test-support/fakes/openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

/*
 * The Profile's units preference in written answers (decision 039): the built-in engine's
 * calculation replies state the result in the user's system first when the question's own units
 * do not settle it; an asked unit ("in psi") and a question written in one system's units win.
 * A language model is told the preference in its system prompt.
 *
 * Expected figures, computed here from published factors (not from the engine's output):
 * hydrostatic pressure P = 0.052 × MW(ppg) × TVD(ft) psi (API/IADC field formula; Bourgoyne et
 * al., Applied Drilling Engineering, eq. 4.3a); 1 ppg = 119.826 427 kg/m³, 1 psi =
 * 6.894 757 kPa, 1 ft = 0.3048 m exactly (NIST SP 811, appendix B.8).
 */

const KG_M3_PER_PPG = 119.826427;
const KPA_PER_PSI = 6.894757;
const PSI = 0.052 * (1220 / KG_M3_PER_PPG) * 10_000; // 5,294.3 psi
const KPA = PSI * KPA_PER_PSI; // 36,503 kPa
/** The metric question's column, ρ·g·h: 1,220 kg/m³ × 9.80665 m/s² × 3,048 m = 36,467 kPa. */
const METRIC_KPA = (1220 * 9.80665 * 3048) / 1000;

/** Units of both systems (kg/m³ and ft): the question itself does not choose one. */
const MIXED = 'Hydrostatic pressure of 1,220 kg/m3 mud at 10,000 ft TVD?';
const METRIC = 'Hydrostatic pressure of 1,220 kg/m3 mud at 3,048 m TVD?';
const FIELD = 'Hydrostatic pressure of 10.181 ppg mud at 10,000 ft TVD?';

/** "36,503" → 36503. */
const numberOf = (text: string): number => Number(text.replace(/,/g, ''));

describe('the built-in engine’s written answers', () => {
  let server: TestServer;
  let metricUser: string;
  let fieldUser: string;

  beforeAll(async () => {
    server = await startServer();
    metricUser = await userPreferring(server, 'metric');
    fieldUser = await userPreferring(server, 'field');
  });
  afterAll(() => server.close());

  async function ask(token: string, content: string): Promise<string> {
    const response = await postJson(server, token, '/prompt', {
      messages: [{ role: 'user', content }],
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { response: string }).response;
  }

  /** The words before the reply's card: what a reader sees first. */
  function lead(reply: string): string {
    const [block] = findCalcBlocks(reply);
    expect(block).toBeDefined();
    return reply.slice(0, block?.start ?? 0);
  }

  /** The reply's first stated pressure as `[value, unit]`, in the text form of its card. */
  function firstPressure(reply: string): [number, string] {
    const match = /\*\*([\d,.]+)\*\* ?(kPa|psi|bar)\b|([\d,.]+) (kPa|psi|bar)\b/.exec(
      calcBlocksAsText(reply),
    );
    expect(match).not.toBeNull();
    return [numberOf(match?.[1] ?? match?.[3] ?? ''), match?.[2] ?? match?.[4] ?? ''];
  }

  it('answers the same question in each user’s own system first', async () => {
    const metric = await ask(metricUser, MIXED);
    const field = await ask(fieldUser, MIXED);

    // Metric first, the field value beside it.
    const stated = /\*\*Hydrostatic pressure: ([\d,]+) kPa\*\* \(([\d,]+) psi\)/.exec(lead(metric));
    expect(stated).not.toBeNull();
    expect(numberOf(stated?.[1] ?? '')).toBeCloseTo(KPA, -1);
    expect(numberOf(stated?.[2] ?? '')).toBeCloseTo(PSI, 0);
    expect(firstPressure(metric)[1]).toBe('kPa');

    // Field first; the metric value is still in the answer, after it.
    expect(lead(field)).not.toContain('kPa');
    const [value, unit] = firstPressure(field);
    expect(unit).toBe('psi');
    expect(value).toBeCloseTo(PSI, 0);
    const text = calcBlocksAsText(field);
    expect(text.indexOf('kPa')).toBeGreaterThan(text.indexOf('psi'));
  });

  it('honours a unit the question asks for over the preference', async () => {
    const reply = await ask(metricUser, `${METRIC.replace('?', '')} in psi`);
    expect(lead(reply)).not.toContain('kPa');
    const [value, unit] = firstPressure(reply);
    expect(unit).toBe('psi');
    expect(value).toBeCloseTo(METRIC_KPA / KPA_PER_PSI, 0);
    // The pressure in psi only (the gradient of a metric question stays in kPa/m).
    expect(calcBlocksAsText(reply)).not.toMatch(/pressure \|[^\n]*kPa/);
  });

  it('answers a question written in one system in that system first, whatever the preference', async () => {
    const metricWritten = await ask(fieldUser, METRIC);
    expect(lead(metricWritten)).toMatch(/\*\*Hydrostatic pressure: [\d,]+ kPa\*\* \([\d,]+ psi\)/);
    const [kpa, kpaUnit] = firstPressure(metricWritten);
    expect(kpaUnit).toBe('kPa');
    expect(kpa).toBeCloseTo(METRIC_KPA, -1);

    const fieldWritten = await ask(metricUser, FIELD);
    expect(lead(fieldWritten)).not.toContain('kPa');
    expect(firstPressure(fieldWritten)[1]).toBe('psi');
  });

  it('keeps the card, which shows the preference, with the metric results of a metric answer', async () => {
    const reply = await ask(metricUser, MIXED);
    const [block] = findCalcBlocks(reply);
    const parsed = parseCalcCard(block?.body ?? '');
    expect(parsed.ok && parsed.card.in_your_units?.[0]?.unit).toBe('kPa');
  });
});

describe('a language model', () => {
  let model: OpenAiFake;
  let server: TestServer;

  beforeAll(async () => {
    model = await startOpenAiFake();
    server = await startServer({
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'rig-model',
      LLM_API_KEY: 'k',
    });
  });
  afterAll(async () => {
    await server.close();
    await model.close();
  });

  it('is told each user’s units preference in the system prompt', async () => {
    const metricUser = await userPreferring(server, 'metric');
    const fieldUser = await userPreferring(server, 'field');
    model.setScript([textStream('Metric answer.'), textStream('Field answer.')]);

    for (const token of [metricUser, fieldUser]) {
      const response = await postJson(server, token, '/prompt', {
        messages: [{ role: 'user', content: 'Hydrostatic pressure of 12 ppg mud at 9,000 ft?' }],
      });
      expect(response.status).toBe(200);
    }
    const [metric, field] = model.requests.slice(-2);
    expect(metric?.system).toContain("This user's units preference is **metric units**");
    expect(metric?.system).not.toContain('preference is **field units**');
    expect(field?.system).toContain("This user's units preference is **field units**");
    expect(field?.system).not.toContain('preference is **metric units**');
  });
});

/** A new paid user whose profile prefers `units`. */
async function userPreferring(server: TestServer, units: 'field' | 'metric'): Promise<string> {
  const { accessToken } = await signUpUser(server);
  await grantStandard(server, accessToken);
  const response = await api(server, accessToken, '/profile/preferences', {
    method: 'PUT',
    body: JSON.stringify({ units }),
  });
  expect(response.status).toBe(200);
  return accessToken;
}
