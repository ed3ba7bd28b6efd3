import { describe, expect, it } from 'vitest';
import { knowledgeEntry } from '../../src/modules/knowledge/knowledge-base';
import { engine } from '../tools/offline-engine';
import { bodyOf, describeNewTopics, titleOf, type NewTopic } from './entry-answers';

/**
 * Reservoir tests and fluid samples, asked briefly and as field reports with figures, in field
 * and metric units: interference and pulse tests between wells (connectivity, a sealing or leaking
 * fault, designing the test against the gauge's resolution and the tides, reading no response or a
 * late one), and PVT sampling of an oil or gas-condensate well (bottomhole or separator samples,
 * conditioning the well, quality checks and shipping the bottles).
 */

const REVIEWED = '2026-12-04';

const INTERFERENCE = /^Interference and pulse tests between wells/;
const PVT_SAMPLING = /^PVT fluid sampling of an oil or gas-condensate well/;

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'res-interference-pulse-test',
    title: INTERFERENCE,
    says: /observation well|line source|pulse/i,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'interference test design',
      'pulse test cycle length?',
      'how long do we run the injector before the obs well sees anything',
      'are my two wells connected across the fault? how do I prove it with pressure',
      'no response at the observation well after 4 days of injection — is the fault sealing or did we not wait long enough?',
      'no response at the obs well after 4 days of injection, what should we check?',
      'offset responded in 6 hrs instead of the 3 days the model said, what does that mean',
      'Planning a test between producer A-3 and injector A-7, 1,200 ft apart, k about 30 md, h 40 ft, porosity 18 %, oil viscosity 1.5 cp. The injector goes from 0 to 800 bwpd and we have a quartz gauge with 0.01 psi resolution in A-3. How long before we see a response and how big will it be?',
      'Two wells 400 m apart in the same block, k about 20 mD, h 15 m. We shut the producer in for 5 days and the gauge in the other well moved less than 0.1 bar, with tide wiggles of about 0.02 bar on it. Does that prove a sealing fault between them?',
    ],
  },
  {
    id: 'res-pvt-sampling',
    title: PVT_SAMPLING,
    says: /saturation pressure|bubble point|GOR/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'pvt sampling procedure',
      'bottomhole samples or separator samples for a gas condensate well?',
      'how do I get a representative reservoir fluid sample from a new oil discovery?',
      'GOR creeping up while we condition the well for samples, ok to take the bottles?',
      'lab says the 3 BHS bottles have bubble points of 2710, 2725 and 2540 psig at room temp, can we use them?',
      'fbhp dropped under pb during the sampling run, samples ok?',
      'New oil discovery, Pr 4,200 psia, Pb thought to be around 3,100 psia, PI about 2 bbl/d/psi. We want single-phase bottomhole samples next week — what rate should we flow at and how long must the GOR hold steady first?',
      'Gas condensate well, reservoir pressure 38 MPa, dew point about 35 MPa, flowing 450,000 m3/d with FBHP 31 MPa. Planning separator samples for recombination — do we need to cut the rate, and how many cylinders should we fill?',
      'monophasic sample bottle opening pressure came in 300 psi low, is it still good?',
      'how much OBM filtrate contamination is acceptable in a downhole oil sample for PVT?',
      'shipping pressurized sample cylinders to the PVT lab — what are the rules and hazards?',
    ],
  },
];

describeNewTopics('Reservoir tests and sampling', NEW_TOPICS);

/** The reply to `question`: the entry it came from and its text. */
async function answered(question: string): Promise<{ title: string; body: string }> {
  const { markdown } = await engine.answer(question);
  return { title: titleOf(markdown), body: bodyOf(markdown) };
}

describe('what each answer must say', () => {
  it('says no response proves a barrier only when the predicted signal was above the gauge', async () => {
    const { title, body } = await answered(
      'no response at the observation well after 4 days of injection — is the fault sealing or did we not wait long enough?',
    );
    expect(title).toMatch(INTERFERENCE);
    expect(body).toMatch(/but only if the predicted signal at the end was well above/);
  });

  it('checks the rates, the offsets and the gauge before blaming the geology', async () => {
    const { title, body } = await answered(
      'no response at the obs well after 4 days of injection, what should we check?',
    );
    expect(title).toMatch(INTERFERENCE);
    expect(body).toMatch(/1\. The active well's rate history/);
    expect(body).toMatch(/The prediction redone with the actual rate history/);
    expect(body).toMatch(/6\. Only then the geology/);
  });

  it('designs the test from the line source, the gauge, the baseline and stable offsets', async () => {
    const { title, body } = await answered(
      'how do we design an interference test between two wells?',
    );
    expect(title).toMatch(INTERFERENCE);
    expect(body).toMatch(/Predict the response first/);
    expect(body).toMatch(/at least 10 × the gauge's resolution/);
    expect(body).toMatch(/Keep the offsets stable/);
  });

  it('conditions the well by stepping the rate down until the GOR is stable above the saturation pressure', async () => {
    const { title, body } = await answered(
      'GOR creeping up while we condition the well for samples, ok to take the bottles?',
    );
    expect(title).toMatch(PVT_SAMPLING);
    expect(body).toMatch(/Step the rate down/);
    expect(body).toMatch(
      /A GOR drifting up, or a flowing bottomhole pressure below the bubble point/,
    );
  });

  it('checks opening pressures and room-temperature bubble points', async () => {
    const { title, body } = await answered(
      'lab says the 3 BHS bottles have bubble points of 2710, 2725 and 2540 psig at room temp, can we use them?',
    );
    expect(title).toMatch(PVT_SAMPLING);
    expect(body).toMatch(/bottles of one run should agree within about 1–2 %/);
    expect(body).toMatch(/Opening pressure/);
  });

  it('ships bottles as pressure vessels, never liquid-full', async () => {
    const { title, body } = await answered(
      'shipping pressurized sample cylinders to the PVT lab — what are the rules and hazards?',
    );
    expect(title).toMatch(PVT_SAMPLING);
    expect(body).toMatch(/Never leave or ship a bottle liquid-full/);
    expect(body).toMatch(/49 CFR/);
  });
});

/** The figures an entry works by hand, worked again here. */
describe('the worked figures add up', () => {
  const body = (id: string): string => knowledgeEntry(id)?.body ?? '';

  /** The exponential integral E1(x) = −Ei(−x), by its series (good for x up to about 10). */
  function e1(x: number): number {
    let sum = 0;
    let term = 1;
    for (let k = 1; k < 80; k += 1) {
      term *= -x / k;
      sum += term / k;
    }
    return -0.5772156649 - Math.log(x) - sum;
  }

  it('the line-source response of the interference example', () => {
    const factor = (70.6 * 500 * 1.2 * 1.0) / (50 * 30);
    expect(factor).toBeCloseTo(28.24, 2);
    const a = (948 * 0.2 * 1.0 * 1.5e-5 * 1_000_000) / 50;
    expect(a).toBeCloseTo(56.88, 2);
    expect(e1(a / 12)).toBeCloseTo(0.0016, 4);
    expect((factor * e1(a / 12)).toFixed(2)).toBe('0.04');
    expect(e1(a / 24)).toBeCloseTo(0.03, 3);
    expect((factor * e1(a / 24)).toFixed(1)).toBe('0.8');
    expect(e1(a / 72)).toBeCloseTo(0.316, 3);
    expect((factor * e1(a / 72)).toFixed(1)).toBe('8.9');
    expect(Math.round((factor * e1(a / 72) * 6.894757) / 1) / 1).toBe(62);
    expect(Math.round((0.2 * 1.0 * 1.5e-5 * 1_000_000) / (0.000841 * 50))).toBe(71);
    // About 6 days: about 20 psi.
    expect(Math.round(factor * e1(a / 144))).toBe(20);
    const text = body('res-interference-pulse-test');
    expect(text).toMatch(/≈ 28\.2 psi[\s\S]*≈ 56\.9/);
    expect(text).toMatch(/\*\*about 8\.9 psi \(62 kPa\)\*\*[\s\S]*≈ \*\*71 h\*\*/);
  });

  it('the rate that keeps the flowing pressure above the bubble point, and the recombination GOR', () => {
    expect(Math.round((3_100 * 1.1) / 100) * 100).toBe(3_400);
    expect((4_200 - 3_400) * 2.0).toBe(1_600);
    expect(4_200 - 600 / 2.0).toBe(3_900);
    expect((3_900 * 0.006894757).toFixed(1)).toBe('26.9');
    expect(((2.0 * 0.158987) / 6.894757).toFixed(3)).toBe('0.046');
    expect(Math.round(1_250 * 0.178108)).toBe(223);
    expect(Math.sqrt(0.75 / 0.7)).toBeCloseTo(1.035, 3);
    expect(Math.round(1_250 / Math.sqrt(0.75 / 0.7))).toBe(1_208);
    expect(Math.round((1_250 / Math.sqrt(0.75 / 0.7)) * 0.178108)).toBe(215);
    expect([2_710, 2_725, 2_540].map((p) => (p * 0.006894757).toFixed(1))).toEqual([
      '18.7',
      '18.8',
      '17.5',
    ]);
    const text = body('res-pvt-sampling');
    expect(text).toMatch(/a rate under 1,600 STB\/d \(254 m³\/d\)/);
    expect(text).toMatch(/about 1,208 scf\/bbl \(215 m³\/m³\)/);
  });
});

/**
 * The neighbours keep their questions, beside a question of the new entry that shares their
 * words: reading a build-up's derivative is the build-up entries', a pressure jump from an offset
 * frac the frac-hit entry's, gas in a rod pump the pound entry's, a rising GOR on production the
 * GOR entry's, a condensate well below its dew point the banking entry's, and a LACT sample the
 * LACT entry's.
 */
describe('the entries next to these keep their questions', () => {
  it.each([
    [
      'what does a half slope on the derivative mean',
      /^Pressure build-up and well-test basics/,
      'interference test design',
      INTERFERENCE,
    ],
    [
      'derivative rising at late time on the buildup, boundary or wellbore?',
      /^A build-up whose derivative rises at late time/,
      'no response at the observation well after 4 days of injection — is the fault sealing or did we not wait long enough?',
      INTERFERENCE,
    ],
    [
      'pressure jumped on the producing well during the offset frac',
      /^Offset frac hits/,
      'are my two wells connected across the fault? how do I prove it with pressure',
      INTERFERENCE,
    ],
    [
      'rod pump gas interference with low pump efficiency',
      /^Rod pump knock or pound/,
      'pulse test cycle length?',
      INTERFERENCE,
    ],
    [
      'GOR climbing every month on my oil well',
      /^GOR rising on an oil well/,
      'GOR creeping up while we condition the well for samples, ok to take the bottles?',
      PVT_SAMPLING,
    ],
    [
      'gas condensate well losing PI since the flowing pressure went below the dew point',
      /^A gas-condensate well losing productivity below the dew point/,
      'bottomhole samples or separator samples for a gas condensate well?',
      PVT_SAMPLING,
    ],
    [
      'LACT BS&W probe diverting but the grind-outs read low',
      /^A LACT BS&W probe diverting/,
      'pvt sampling procedure',
      PVT_SAMPLING,
    ],
  ])('%s', async (neighbour, neighbourTitle, question, title) => {
    expect((await answered(neighbour)).title).toMatch(neighbourTitle);
    expect((await answered(question)).title).toMatch(title);
  });
});
