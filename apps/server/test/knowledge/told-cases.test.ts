import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { bodyOf, titleOf } from './entry-answers';

/**
 * Field problems told in words the symptom patterns did not read — a flame that "can't" reach
 * temperature, a well "pumping but not producing", a motor "burnt", an annulus "bubbling" after a
 * cement job, pressure that "came up" as a packer released — each asked long, with figures, and
 * short.
 */

describe('a problem told in the field’s words', () => {
  it.each([
    'Cemented the intermediate casing: full returns, bumped the plug, and 3 hrs later the annulus is flowing slowly at the wellhead with gas bubbling. 16.2 ppg tail, 13.0 ppg lead, still waiting on cement. How serious?',
    'annulus flowing gas after we bumped the plug, 15.6 ppg tail and 12.8 lead. how serious is this?',
  ])(
    'an annulus flowing after a cement job opens with the immediate actions: %s',
    async (question) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(/^Cementing problems/);
      expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions\b/);
    },
  );

  it.each([
    'Unseated the packer at 6,200 ft and the casing pressure jumped up 450 psi after we released it. There is a bridge plug below at 6,900. Rig wants to keep tripping out, is that ok?',
    'tubing pressure came up 500 psi after we released the packer, keep pulling?',
  ])(
    'pressure that comes up as a packer releases is trapped pressure, first: %s',
    async (question) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      const body = bodyOf(markdown);
      expect(body).toMatch(/^\*\*Immediate actions\b/);
      expect(body.split('\n\n')[0]).toMatch(/both sides/);
    },
  );

  it.each([
    'Third balanced plug in a row tagged soft at 3,100-3,400 ft in 5-1/2" casing, 16.4 ppg slurry spotted over 8.9 ppg brine through open-ended 2-3/8 tubing. What am I doing wrong?',
    'our cement plugs keep tagging soft, what are we doing wrong',
  ])(
    '"what am I doing wrong" gets the whole diagnosis, the clue’s cause kept: %s',
    async (question) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(/^A cement plug that tags soft/);
      const body = bodyOf(markdown);
      expect(body).toMatch(/Density swapping/);
      expect(body).toMatch(/\*\*What to do\*\*\n- \*\*Set a base\*\*/);
    },
  );

  it.each([
    'Pulled the ESP after 120 days: stages full of white scale that fizzes in acid, motor burnt. Water cut 96%, BHT 240F. The last pump ran 3 years. Plan for next run?',
    'ESP pulled with the motor burnt and scale in the pump, 90% water cut. plan for the next run?',
  ])(
    'a failed pump told with a water cut is not the water-cut calculation: %s',
    async (question) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(markdown).not.toMatch(/Water-oil ratio/);
      expect(bodyOf(markdown)).toMatch(/inhibitor/i);
    },
  );
});

describe('"is it X or Y?" asks which cause, even when one of them is a figure’s name', () => {
  it.each([
    'Shale at 3,100 m TVD, MW 1.30 SG water-based. Tight on connections and fill after every trip, splintery cavings at the shakers. Is it the mud chemistry or the mud weight?',
    'MW 10.8 ppg, tight hole and fill after trips, blocky cavings. is it the inhibition or the mud weight?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Wellbore instability/);
    expect(bodyOf(markdown)).toMatch(/cavings/i);
  });

  it.each([
    'Fourth rod part in 7 months on one well, always a 7/8 body break around 3,200 ft. Water cut 88%, 3% CO2, a little H2S. Grade D rods; the crew changes the broken rod and runs back in.',
  ])(
    'a story that asks nothing and leaves most of its figures aside is no calculation: %s',
    async (question) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(/rod/i);
    },
  );

  it.each([
    "Deepwater HPHT section, 16.4 ppg OBM, 8-1/2 hole at 15,000 ft: connections give back 9-14 bbl to the trip tank with the pumps down, and it all goes back once we pump again. Toolpusher calls it ballooning and wants to keep going; company man wants to weight up to 16.7. Who's right?",
  ])(
    'a dispute told with a weight-up is the ballooning-or-kick question, not a barite form: %s',
    async (question) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(/ballooning/i);
    },
  );

  it.each([
    'SWD pressure up from 700 to 1,250 psi in ten weeks, rate flat near 6,000 bwpd, max allowed 1,400 psi. water comes from two batteries plus trucked tank bottoms.',
    'our SWD pressure keeps climbing',
  ])(
    'a disposal well’s pressure climbing is the injection entry, whatever water it takes: %s',
    async (question) => {
      const { skill, markdown } = await engine.answer(question);
      expect(skill).toBe('knowledge');
      expect(titleOf(markdown)).toMatch(/^Injection or disposal well pressure rising/);
    },
  );
});

describe('an offset frac told by what it does to a pumping well', () => {
  it.each([
    'The offset operator is fracking the pad next to us and our rod-pumped well has 1,250 psi on the casing now, the stuffing box is leaking and the flowline is 250 psi poly. What do I do?',
    'stuffing box leaking and casing at 900 psi since the frac next door started',
  ])('is the frac hit, with its immediate actions first: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Offset frac hits/);
    expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions\b/);
  });
});

describe('a plan asked with its figure and its risks', () => {
  it('a bullhead kill asked "what weight, and what do we watch out for" is the bullhead entry', async () => {
    const { skill, markdown } = await engine.answer(
      'Gas well, SITP 2,400 psi, perfs 7,600 ft TVD, 2-3/8 tbg on a packer at 7,500. Plan is to bullhead it before we pull the completion. What kill weight, and what do i watch out for? Tubing is 4.7# J-55, 20 yrs old.',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Bullheading a producing well dead/);
  });
});

describe('a course proposed as a bare question after a report', () => {
  it('"…lost returns at the end, no cement to surface. Top job?" is the cement entry, not a form', async () => {
    const { skill, markdown } = await engine.answer(
      'Cemented the 9-5/8 surface string at 2,400 ft with 80 % excess, lost some returns near the end of displacement, no cement to surface. Top job?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^No cement to surface/);
  });
});

describe('an offset frac told by the sand it brings', () => {
  it('opens with shutting in before the frac pressure overruns the equipment', async () => {
    const { skill, markdown } = await engine.answer(
      'Offset operator is fracking 800 ft away; since yesterday our flowing well makes sand and the tubing pressure went from 350 to 1,400 psi. Bean it back and keep producing?',
    );
    expect(skill).toBe('knowledge');
    const immediate = bodyOf(markdown).split('\n\n')[0] ?? '';
    expect(immediate).toMatch(/^\*\*Immediate actions\b/);
    expect(immediate).toMatch(/frac hit/);
    expect(immediate).toMatch(/shut in at the wellhead/);
  });
});

describe('field words for a line about to be opened, an injector, a lift survey and wall loss', () => {
  it.each([
    [
      'Crew isolated the transfer pump and the gauge between the block valves reads 0. OK to break the flanges now?',
      /^Working on pressured equipment|^Trapped pressure/,
    ],
    [
      'Slickline job finished, swab closed and the lubricator bled off, but the gauge looks old. Can we break the union?',
      /^Working on pressured equipment|^Trapped pressure/,
    ],
    [
      'our water injector pressure is creeping up while the rate falls off, where do I start?',
      /^Injection or disposal well pressure rising/,
    ],
    [
      'temp survey on a gas lift well shows a cooling anomaly at the second unloading valve, not at the orifice',
      /^Gas-lift troubleshooting|^Which gas-lift valve/,
    ],
    [
      'UT shows min wall 0.150 in on a 4 in flowline against 0.237 nominal. keep it in service at 900 psi?',
      /remaining strength \(ASME B31G\)/,
    ],
  ])('%s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});

describe('a symptom told with figures is a problem, not a calculator’s form', () => {
  it.each([
    [
      'Recip comp, 2nd stage discharge temp up from 285F to 330F over 4 days, shutdown at 350F. suction and discharge pressures about normal, stage ratio ~3.1. valves?',
      /^Compressor troubleshooting/,
    ],
    [
      "Night tour hand just worked 13 hrs, wants to drive 4 hrs home tonight; policy says 14 hrs combined work and drive. What's the call?",
      /^Crew fatigue/,
    ],
    [
      "Drilling 8-1/2 at 11,900 ft MD with losses about 25 bph; every connection the well flows back 9 bbl then stops. MW 12.6, ECD 13.1. Driller thinks it's breathing.",
      /^Ballooning/,
    ],
    [
      'Produced water pump P-12 cavitating, discharge pressure swinging, NPSHa 16 ft vs NPSHr 9 ft by calc, water at 150F from the skim tank. what else?',
      /^A centrifugal pump cavitating/,
    ],
  ])('%s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});
