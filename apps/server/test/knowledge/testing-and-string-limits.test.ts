import { describe, expect, it } from 'vitest';
import { knowledgeEntry } from '../../src/modules/knowledge/knowledge-base';
import { engine } from '../tools/offline-engine';
import { bodyOf, describeNewTopics, titleOf, type NewTopic } from './entry-answers';

/**
 * Tests and string limits, asked briefly and as field reports with figures, in field and metric
 * units: how coiled tubing uses up its fatigue life and when to cut or retire a string, gas-well
 * deliverability tests (flow-after-flow, isochronal, modified isochronal) and a C and n spoiled by
 * cleanup or unstabilised rates, how long a pressure build-up must run in a tight well, and the
 * most a stuck drill string may be pulled.
 */

const REVIEWED = '2026-12-04';

const CT_FATIGUE = /^Coiled tubing fatigue and string life/;
const DELIVERABILITY = /^Gas-well deliverability tests/;
const BUILDUP_DURATION = /^How long a pressure build-up must run/;
const MAX_OVERPULL = /^The most a stuck drill string may be pulled/;

const NEW_TOPICS: readonly NewTopic[] = [
  {
    id: 'comp-ct-fatigue-string-life',
    title: CT_FATIGUE,
    says: /retire|cut/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'coiled tubing fatigue life',
      'when should a coil string be retired?',
      'how do we track CT fatigue — running feet, cycles per trip or the model?',
      'Our 2-3/8 in. coil is showing 78% fatigue on the tracking model around 9,000 ft after 14 frac plug drill-outs on this pad. Do we cut the string there or retire it?',
      'does holding 5,000 psi inside the coil while we cycle it over the gooseneck shorten its life?',
      '60.3 mm coil, inspection shows the OD grown 1.2 mm and 4 % ovality at 2,700 m, can we keep running the string?',
    ],
  },
  {
    id: 'ops-gas-deliverability-test',
    title: DELIVERABILITY,
    says: /isochronal/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'modified isochronal test procedure',
      'flow after flow vs isochronal test for a tight gas well',
      'why is n outside 0.5 to 1 on my backpressure test',
      'deliverability test n came out 0.42, what went wrong?',
      "4-point back-pressure test on a new frac'd gas well gave n = 1.25 — the well was still bringing back load water. Are C and the AOF any good?",
      'Four-point test on a tight gas well, 0.1 mD, flow periods of 6 hours at 28, 42, 57 and 71 e3m3/d in increasing order, n = 0.38. Is the test valid?',
    ],
  },
  {
    id: 'ops-buildup-test-duration',
    title: BUILDUP_DURATION,
    says: /t_wbs ≈ \(200,000 \+ 12,000 s\) C μ ÷ \(kh\)|downhole shut-in/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'how long should a pressure build-up run in a tight gas well?',
      'end of wellbore storage time for a buildup',
      'how long to shut in for a build up, k about 0.05 md, 50 ft net, gas',
      "Frac'd tight gas well, expected k 0.02 mD, 2-7/8 tubing on a packer at 10,000 ft. Planning a build-up with surface shut-in: how long should it run, and is a downhole shut-in tool worth it?",
      'tight gas, k 0.05 mD, porosity 8 %, how long must the build-up run to see 100 m into the reservoir?',
      'we can only shut the well in for 3 days but the derivative will not be flat by then in this low-perm gas well — what are our options?',
    ],
  },
  {
    id: 'drill-max-overpull-stuck-pipe',
    title: MAX_OVERPULL,
    says: /Pt × DF − Wb/,
    safetyCritical: false,
    reviewed: REVIEWED,
    questions: [
      'how much can I pull on stuck drill pipe?',
      'stuck pipe, how hard can we pull on it',
      'maximum overpull calculation for stuck pipe',
      'what is the margin of overpull for 4-1/2 G-105 class 2 pipe?',
      'Stuck at 11,000 ft with 5 in. 19.5 S-135 premium pipe, 12 ppg mud, hook load with the string free was 255k and blocks weigh 40k. How much overpull can we safely pull?',
      'stuck at 3,400 m, 127 mm S-135 class 2 drill pipe, string weight in mud 105 t. What is the maximum overpull in tonnes?',
    ],
  },
];

describeNewTopics('Tests and string limits', NEW_TOPICS);

/** The reply to `question`: the entry it came from and its text. */
async function answered(question: string): Promise<{ title: string; body: string }> {
  const { markdown } = await engine.answer(question);
  return { title: titleOf(markdown), body: bodyOf(markdown) };
}

describe('what each answer must say', () => {
  it('gives coil life in bending cycles over the reel and gooseneck, and the pressure held while cycling', async () => {
    const { title, body } = await answered(
      'does holding 5,000 psi inside the coil while we cycle it over the gooseneck shorten its life?',
    );
    expect(title).toMatch(CT_FATIGUE);
    expect(body).toMatch(/six per round trip/);
    expect(body).toMatch(/Life falls steeply as the pressure held while cycling rises/);
    expect(body).toMatch(/Keep the pressure inside the coil as low as the job allows/);
  });

  it('asks what the tracking model says before a string is cut or retired', async () => {
    const { body } = await answered(
      'Our 2-3/8 in. coil is showing 78% fatigue on the tracking model around 9,000 ft after 14 frac plug drill-outs on this pad. Do we cut the string there or retire it?',
    );
    expect(body).toMatch(/^\*\*Ask first\*\*: what does the string's fatigue tracking say/);
    expect(body).toMatch(/A peak near the downhole end: cut that length off/);
    expect(body).toMatch(/\*\*Safety:?\*\*[\s\S]*stop the injector and the pumps/i);
  });

  it('reads n outside 0.5–1.0 as a bad test: cleanup, unstabilised rates, liquid loading', async () => {
    const { title, body } = await answered(
      "4-point back-pressure test on a new frac'd gas well gave n = 1.25 — the well was still bringing back load water. Are C and the AOF any good?",
    );
    expect(title).toMatch(DELIVERABILITY);
    expect(body).toMatch(/n runs from 1\.0 \(laminar, Darcy flow\) to 0\.5/);
    expect(body).toMatch(/A well still cleaning up/);
    expect(body).toMatch(/Rates not stabilised in a flow-after-flow test/);
    expect(body).toMatch(/Liquid loading at the low rates/);
    expect(body).toMatch(/Clean the well up first/);
  });

  it('designs a build-up from the end of storage and the radius of investigation', async () => {
    const { title, body } = await answered(
      'how long to shut in for a build up, k about 0.05 md, 50 ft net, gas',
    );
    expect(title).toMatch(BUILDUP_DURATION);
    expect(body).toMatch(/\(200,000 \+ 12,000 s\) C μ ÷ \(kh\)/);
    expect(body).toMatch(/downhole shut-in tool/);
  });

  it('gives the maximum overpull as the weakest rating × the design factor less the buoyed weight', async () => {
    const { title, body } = await answered(
      'Stuck at 11,000 ft with 5 in. 19.5 S-135 premium pipe, 12 ppg mud, hook load with the string free was 255k and blocks weigh 40k. How much overpull can we safely pull?',
    );
    expect(title).toMatch(MAX_OVERPULL);
    expect(body).toMatch(/commonly 0\.9 \(90 %\)/);
    expect(body).toMatch(/560,764 lb/);
    expect(body).toMatch(/\*\*Safety:?\*\*[\s\S]*line of fire/i);
    expect(body).toMatch(/jar's or accelerator's published maximum pull/);
  });
});

/** The figures an entry works by hand, worked again here. */
describe('the worked figures add up', () => {
  const body = (id: string): string => knowledgeEntry(id)?.body ?? '';

  it('coil bending strain over the gooseneck and reel against the yield strain', () => {
    expect(((2.375 / 144) * 100).toFixed(2)).toBe('1.65');
    expect(((2.375 / 96) * 100).toFixed(2)).toBe('2.47');
    expect(((90_000 / 30_000_000) * 100).toFixed(2)).toBe('0.30');
    expect(body('comp-ct-fatigue-string-life')).toMatch(
      /2\.375 ÷ 144 ≈ 1\.65 %[\s\S]*2\.375 ÷ 96 ≈ 2\.47 %/,
    );
  });

  it('the time for a rate to stabilise on 40-acre spacing', () => {
    const re = Math.sqrt((40 * 43_560) / Math.PI);
    expect(Math.round(re)).toBe(745);
    const phiMuCtRe2 = 0.08 * 0.02 * 1.5e-4 * 745 ** 2;
    expect(phiMuCtRe2).toBeCloseTo(0.133, 3);
    expect(Math.round(phiMuCtRe2 / (0.000841 * 5))).toBe(32);
    expect(Math.round(phiMuCtRe2 / (0.000841 * 0.05) / 10) * 10).toBe(3170);
    expect(body('ops-gas-deliverability-test')).toMatch(
      /≈ 32 h a rate[\s\S]*≈ 3,170 h, about 130 days/,
    );
  });

  it('the end of storage and the radius of investigation of the tight gas example', () => {
    const c = 10_000 * 0.00579 * (1 / 4000);
    expect(c).toBeCloseTo(0.0145, 4);
    expect((200_000 * 0.0145 * 0.02) / 2.5).toBeCloseTo(23.2, 6);
    expect((200_000 * 0.00025 * 0.02) / 2.5).toBeCloseTo(0.4, 6);
    const radius = 0.029 * Math.sqrt((0.05 * 72) / (0.08 * 0.02 * 1.5e-4));
    expect(Math.round(radius)).toBe(112);
    expect(Math.round((2.4e-7 * 300 ** 2) / (0.000841 * 0.05))).toBe(514);
    expect(Math.round((2.4e-7 * 328 ** 2) / (0.000841 * 0.05))).toBe(614);
    const text = body('ops-buildup-test-duration');
    expect(text).toMatch(/≈ \*\*23 h\*\*[\s\S]*= \*\*0\.4 h\*\*/);
    expect(text).toMatch(/≈ \*\*112 ft\*\*[\s\S]*≈ 514 h, about \*\*21 days\*\*/);
  });

  it('the margin of overpull of premium S-135 pipe and of the jar', () => {
    const buoyancy = 1 - 11 / 65.5;
    const buoyed = (11_000 * 22 + 40_000) * buoyancy;
    expect(Math.round(buoyed / 100) * 100).toBe(234_600);
    expect(Math.round((0.9 * 560_764 - buoyed) / 1000) * 1000).toBe(270_000);
    expect(Math.round((230_000 - 15_000 * buoyancy) / 100) * 100).toBe(217_500);
    expect(Math.round((0.9 * 486_778 - buoyed) / 100) * 100).toBe(203_500);
    expect(Math.round((0.9 * 712_070 - buoyed) / 100) * 100).toBe(406_200);
    // The premium pipe body: 80 % of the 0.362 in. wall left on the 4.276 in. bore.
    const od = 4.276 + 2 * 0.8 * 0.362;
    expect(Math.round((Math.PI / 4) * (od ** 2 - 4.276 ** 2) * 135_000)).toBeCloseTo(560_764, -1);
    const text = body('drill-max-overpull-stuck-pipe');
    expect(text).toMatch(/margin = 504,700 − 234,600 ≈ \*\*270,000 lb\*\*/);
    expect(text).toMatch(/230,000 − 12,500 ≈ \*\*217,500 lb\*\*/);
  });
});

/**
 * The neighbours keep their questions, beside a question of the new entry that shares their
 * words: stuck or leaking coil is the coiled-tubing trouble entry's, a string stuck on a trip the
 * stuck-pipe entry's, a jar's timing the jar entry's, reading the derivative the build-up entries',
 * C, n and AOF worked from test points the calculator's, and Vogel the inflow entry's.
 */
describe('the entries next to these keep their questions', () => {
  it.each([
    [
      'stuck coiled tubing in the lateral, cannot pick up past string weight',
      /^Coiled tubing trouble/,
      'coil fatigue at 80% on the model, retire the string?',
      CT_FATIGUE,
    ],
    [
      'pinhole leak on the coil at the reel while pumping, fluid spraying above the stripper',
      /^Coiled tubing trouble/,
      'when should a coil string be retired?',
      CT_FATIGUE,
    ],
    [
      'stuck pipe while tripping out',
      /^Stuck pipe/,
      'stuck pipe, how hard can we pull on it',
      MAX_OVERPULL,
    ],
    [
      'how long should a hydraulic jar take to trip once the overpull is on?',
      /^Running a drilling jar/,
      'maximum overpull calculation for stuck pipe',
      MAX_OVERPULL,
    ],
    [
      'what does a half slope on the derivative mean',
      /^Pressure build-up and well-test basics/,
      'how long should a pressure build-up run in a tight gas well?',
      BUILDUP_DURATION,
    ],
    [
      'our 36 hour build-up derivative keeps rising right to the end with no flat part — are the permeability and skin from the semilog plot good?',
      /^Pressure build-up and well-test basics/,
      'end of wellbore storage time for a buildup',
      BUILDUP_DURATION,
    ],
    [
      'derivative rising at late time on the buildup, boundary or wellbore?',
      /^A build-up whose derivative rises at late time/,
      'we can only shut the well in for 3 days but the derivative will not be flat by then in this low-perm gas well — what are our options?',
      BUILDUP_DURATION,
    ],
    ['Vogel IPR', /^Inflow performance/, 'modified isochronal test procedure', DELIVERABILITY],
  ])('%s', async (neighbour, neighbourTitle, question, title) => {
    expect((await answered(neighbour)).title).toMatch(neighbourTitle);
    expect((await answered(question)).title).toMatch(title);
  });

  it('leaves wall loss on a flowline or pipeline to the pipeline entries', async () => {
    // The coil's wall loss is one of its entry's cases; a line's is not coil at all.
    for (const question of [
      'UT on a 8.625" OD X52 line shows local wall loss from 0.322 to 0.190 in. MAOP 1,200 psi. Can we keep running?',
      'ILI run found 45% wall loss on our 8-in. gas pipeline, MAOP 900 psi — can we keep it in service?',
    ]) {
      expect((await answered(question)).title).not.toMatch(CT_FATIGUE);
    }
    expect((await answered('wall loss on the coil after acid jobs, retire it?')).title).toMatch(
      CT_FATIGUE,
    );
  });

  it('leaves wall lost from the inside to the internal-corrosion entries', async () => {
    // An inhibitor, CO2 or the water cut name what the fluid does inside the line.
    for (const question of [
      'pigged and UT-ed our sweet gas gathering line: 35% wall loss along the bottom of the line, CO2 about 2 mol%. is our inhibitor rate too low?',
      'water cut on the trunkline doubled this year and the UT crew now finds wall loss twice as fast, what should we change',
    ]) {
      expect((await answered(question)).title).not.toMatch(/^External corrosion/);
    }
    expect(
      (
        await answered(
          'dug up the flowline and found external pitting under disbonded coating, 30% wall loss',
        )
      ).title,
    ).toMatch(/^External corrosion/);
  });

  it('leaves C, n and AOF worked from test points to the calculator', async () => {
    const worked = await engine.answer(
      'backpressure test: reservoir pressure 2,000 psia, 2,000 Mscf/d at 1,700 psia and 3,500 Mscf/d at 1,300 psia — C, n and AOF?',
    );
    expect(worked.skill).toBe('calculator');
    expect(worked.markdown).toMatch(/Absolute open flow/);
    const asked = await answered('why is n outside 0.5 to 1 on my backpressure test');
    expect(asked.title).toMatch(DELIVERABILITY);
  });
});

describe('a time asked with a permeability', () => {
  it('is answered from the build-up entry, not a calculator that gives no time', async () => {
    const { skill, markdown } = await engine.answer(
      "We're planning a build-up on a tight gas well, k about 0.05 md — how many days do we need to reach radial flow?",
    );
    expect(skill).toBe('knowledge');
    expect(markdown).toMatch(/^### How long a pressure build-up must run/);
  });
});
