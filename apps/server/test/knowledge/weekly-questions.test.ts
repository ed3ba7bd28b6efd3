import { describe, expect, it } from 'vitest';
import { PROBLEM_SCORE, knowledgeScore } from '../../src/modules/knowledge/knowledge-skill';
import { engine } from '../tools/offline-engine';
import { bodyOf, expectEntryAnswer, expectWellFormedEntry, titleOf } from './entry-answers';

/**
 * A question a production engineer hears every week that no entry answered as a whole: a well
 * declining faster than expected. Asked long with figures and briefly, in our own words.
 */
describe('a well declining faster than expected', () => {
  it('is cited, reviewed and well formed', () => {
    expectWellFormedEntry('ops-rate-declining-faster', false, '2026-11-30');
  });

  it.each([
    'Gas well with 15% CO2 in a tight sand: rate has been dropping steadily for four months, 1.4 to 0.9 MMcf/d, and the flowing tubing pressure is down from 600 to 380 psi. What could it be other than depletion?',
    'our new horizontal gas wells are falling below the type curve after 4 months, 2-3/8 tubing at 9,500 ft, 1.1 MMcf/d',
    'production declining faster than expected, what to check',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^A well declining faster than expected/);
    const body = bodyOf(markdown);
    expect(body).toMatch(/[Ll]iquid loading/);
    expect(body).toMatch(/build-up test/);
  });
});

describe('field words for a symptom read as the entry written for it', () => {
  it.each([
    [
      'Second-stage discharge temperature high alarm on the recip, 315 F against 290 normal, suction 45 psi. Causes?',
      /^Compressor troubleshooting/,
    ],
    ['high discharge temp on the compressor', /^Compressor troubleshooting/],
    [
      'Drilling 8-1/2 at 12,600 ft with 10.2 ppg, the cuttings got big and splintery after the ROP went up. What is it telling us?',
      /^Wellbore instability/,
    ],
    ['splintery cuttings at the shakers', /^Wellbore instability/],
    [
      'H2S at the 4-11 went from 8 ppm to 150 ppm in six weeks; the rest of the field is still sweet. Why?',
      /^H2S showing up in a sweet field/,
    ],
    ['H2S increasing at one producer', /^H2S showing up in a sweet field/],
  ])('%s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});

describe('weekly questions that had no entry', () => {
  it.each([
    [
      'fac-meter-imbalance',
      /^Meters that disagree/,
      /gas analysis/,
      [
        'The wellhead meters on the Smith lease add up to 7% more gas than the sales meter at the central delivery point, every month since March. Where do we start?',
        'check meter reads lower than the sales meter',
      ],
    ],
    [
      'comp-toe-sleeve-will-not-open',
      /^A toe sleeve or frac sleeve that will not open/,
      /coiled tubing/,
      [
        'Pressured the toe sleeve to 10,200 psi four times on 5-1/2 P-110 tested to 10,800, no break on the chart. What are the options?',
        'toe sleeve will not open',
      ],
    ],
    [
      'comp-casing-damage-old-well',
      /^Casing damaged or collapsed in an old well/,
      /impression block/i,
      [
        'Re-entering a 1978 well to recomplete: a 4-1/2 gauge ring stops at 3,150 ft in the 5-1/2 casing, and the impression block came back oval. How do we get past it?',
        'casing collapsed in an old well',
      ],
    ],
  ] as const)('%s', async (id, title, says, questions) => {
    expectWellFormedEntry(id, false, '2026-11-30');
    for (const question of questions) {
      await expectEntryAnswer(question, { title, says, immediate: false });
    }
  });
});

describe('neighbours the new entries must not take', () => {
  it.each([
    [
      'Gas well with 2-3/8 tubing at 8,200 ft went from 700 to 380 Mcf/d in six weeks; the rate is erratic now and casing is 420 psi against 140 on the tubing, gap widening. Loading up?',
      /^Liquid loading in gas wells/,
    ],
    [
      'During the annual bradenhead survey we found 480 psi on the C annulus of the 7-2; it read zero last year. Can we just bleed it?',
      /^Pressure on a casing annulus/,
    ],
    ['found pressure on the annulus at the survey', /^Pressure on a casing annulus/],
    [
      'Shut the gas well in for 12 days while the compressor was rebuilt; it made 400 Mcf/d and 10 bwpd before. Now it flows about 15 minutes and dies every time we open it.',
      /^A well that will not come back after a shut-in/,
    ],
    [
      'Annulus test on a new 5-1/2 packer to 1,200 psi loses 150 psi in 15 minutes and the tubing does not move. What is leaking?',
      // A new packer failing its annulus test: the test's leak paths, or the packer not set.
      /^(?:A pressure test that will not hold|A hydraulic-set packer that will not set)/,
    ],
  ])('%s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});

describe('more weekly questions that had no entry or went to a neighbour', () => {
  it.each([
    [
      'drill-mud-contamination',
      /^Drilling mud contaminated/,
      /soda ash/,
      [
        'Drilled into 60 ft of anhydrite at 8,400 ft with a 9.6 ppg lignosulfonate mud: the yield point went from 14 to 32 and the 10-minute gel from 8 to 30, calcium 600 mg/L. How do we treat it?',
        'mud went bad after drilling anhydrite',
      ],
    ],
    [
      'fac-freeze-protection',
      /^Freezing at a battery or a well in a cold snap/,
      /torch/,
      [
        'It hit 5 F overnight and the water transfer lines at the battery froze, a sight glass cracked and two level controllers stopped working. How do we get it back safely?',
        'water lines freezing at the battery',
      ],
    ],
    [
      'comp-bridge-plug-will-not-set',
      /^A bridge plug or packer plug that will not set/,
      /Tag it/,
      [
        'Ran a CIBP on e-line to set at 6,250 ft in 5-1/2 17# casing; the setting tool fired but when we tagged, the plug was at 6,480 ft. What went wrong and what now?',
        'bridge plug did not set',
      ],
    ],
  ] as const)('%s', async (id, title, says, questions) => {
    expectWellFormedEntry(id, false, '2026-11-30');
    for (const question of questions) {
      await expectEntryAnswer(question, { title, says, immediate: false });
    }
  });

  it.each([
    'Rod pump gas interference on the 9-4, pump efficiency 45%, GOR 1,800.',
    'gas interference, pump efficiency 40%',
  ])(
    "a problem told with no question, in the thesaurus's words, is the base's: %s",
    async (question) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(/^Rod pump knock or pound/);
    },
  );

  it('how often to test wells is surveillance', async () => {
    const { skill, markdown } = await engine.answer(
      'How often do we need to well-test each well on our battery?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Production surveillance/);
  });
});

describe("a plan told in figures that asks what could go wrong is the base's", () => {
  it.each([
    'Going to use 14.6 ppg CaBr2 brine on a winter workover where it gets down to -8°F on location. Anything to worry about besides density?',
    'Switching the packer fluid to 10.2 ppg KCl brine at 180°F BHT, any concerns?',
  ])('%s', async (question) => {
    // Above every calculator that reads its figures, not capped as a calculation request.
    expect(knowledgeScore(question)).toBe(PROBLEM_SCORE);
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Completion and workover fluids/);
  });
});

describe('pressures against a rating, told in figures', () => {
  it.each([
    [
      'B annulus (9-5/8 x 7) pressure is 1,450 psi against a 3,520 psi burst on the 9-5/8. OK to keep producing?',
      /^Pressure on a casing annulus/,
    ],
    [
      'Bullheading 9.2 ppg brine down 2-7/8 tubing at 2 bpm to kill a gas well; tubing pressure is climbing toward the burst rating, 6,800 psi now. Keep pumping?',
      /^Completion and workover fluids/,
    ],
  ])('%s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});

describe('a chemical pump, a knocking compressor and a frozen dump, told briefly', () => {
  it.each([
    [
      'The methanol pump at the 5-9 wellhead keeps losing prime and the tank has not drawn down in three days; line pressure is 1,100 psi. What should I check?',
      /^Designing a chemical injection program/,
      /suction strainer/,
    ],
    ['chemical pump lost prime', /^Designing a chemical injection program/, /suction strainer/],
    ['compressor knocking on the second stage', /^Compressor troubleshooting/, /valve/],
    [
      'It got to 10 F and the condensate froze in the separator dump on the 3-1 battery',
      /^Freezing at a battery/,
      /dump/,
    ],
  ])('%s', async (question, title, says) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
    expect(bodyOf(markdown)).toMatch(says);
  });
});

describe('drilling questions a neighbour or a calculator took', () => {
  it.each([
    [
      'Connection gas went from 120 units to 900 over the last 250 ft with 11.2 ppg, pits steady. Weight up?',
      /^Gas-cut mud/,
    ],
    ['background gas climbing, weight up?', /^Gas-cut mud/],
    ['Left two cones of the tricone in the hole at 7,850 ft. Junk basket or mill?', /^Fishing/],
    [
      'Running 5-1/2 liner in a 10,000 ft lateral, stuck at 15,300 ft MD, 60k down and 80k over, cannot move it either way.',
      /^Casing will not go to bottom/,
    ],
  ])('%s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});
