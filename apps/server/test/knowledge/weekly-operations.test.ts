import { describe, expect, it } from 'vitest';
import { isTroubleshootingQuestion } from '../../src/modules/knowledge/knowledge-focus';
import { tokenize } from '../../src/modules/knowledge/tokenize';
import { engine } from '../tools/offline-engine';
import { bodyOf, describeNewTopics, titleOf, type NewTopic } from './entry-answers';

/**
 * Field operations engineers ask about every week that had no entry, so a neighbouring one or a
 * refusal answered: spacing out a rod pump, testing a land rig's BOPs, a step-rate test, unloading
 * a gas-lift well after a workover, ESPs that fail early, corrosion outside and inside lines, a
 * well heading after a choke change, a workover on a sour well, changing a leaking wellhead valve,
 * and torque and drag above the model. Each is asked briefly and as a field report with figures;
 * the safety-critical ones open with their immediate actions when the question is an emergency.
 */

const TOPICS: readonly NewTopic[] = [
  {
    id: 'lift-rod-pump-space-out',
    title: /^Spacing out and seating a rod pump/,
    says: /pick up|Pick up/,
    safetyCritical: false,
    questions: [
      'how do I space out a rod pump?',
      'Just ran a 1.75" insert pump to 7,200 ft on 3/4 and 7/8 rods, 144" stroke unit. Walk me through seating it and spacing it out.',
      'pump is tagging on every downstroke since the rig changed it yesterday, you can feel the knock at the polished rod — how much do we pick up?',
    ],
  },
  {
    id: 'drill-bop-pressure-test',
    title: /^BOP pressure testing on a land rig/,
    says: /test plug|Test plug/,
    safetyCritical: true,
    questions: [
      'BOP test procedure with a test plug',
      'Nippled up a 5,000 psi stack on 9 5/8" 40# casing, test plug will not seat in the head. Can we test the rams against the casing instead, and to what pressure?',
      'our high test on the pipe rams keeps bleeding off 200 psi in 5 minutes, low test held fine — what do we check?',
    ],
  },
  {
    id: 'ops-step-rate-test',
    title: /^Step-rate test on an injection or disposal well/,
    says: /parting pressure/,
    safetyCritical: false,
    questions: [
      'how do you run a step rate test on an injector',
      'Want to raise the injection pressure limit on our SWD. Only surface gauges, 2 7/8" tubing to 5,000 ft, plan 6 steps from 1 to 6 bpm — how long per step and how do I read the frac pressure from the plot?',
    ],
  },
  {
    id: 'lift-gas-lift-unloading',
    title: /^Unloading a gas-lift well after a workover/,
    says: /[Ss]lowly|steps down/,
    safetyCritical: true,
    questions: [
      'how fast should we unload a gas lift well after a workover',
      'Workover done, well full of 9.0 ppg brine, 6 gas-lift valves, 1,100 psi injection gas available. What is the procedure to kick it off without cutting the valves?',
    ],
  },
  {
    id: 'lift-esp-run-life',
    title: /^ESP short run life and failure analysis/,
    says: /shroud/,
    safetyCritical: false,
    questions: [
      'ESP run life is terrible in this field, what should we look at',
      'Third ESP in 14 months failed on the same well; teardown shows scale in the stages and a burnt motor. The motor sits 60 ft below the bottom perf. What is killing them?',
    ],
  },
  {
    id: 'ops-pipeline-external-corrosion',
    title: /^External corrosion found on a buried pipeline or flowline/,
    says: /B31G/,
    safetyCritical: false,
    questions: [
      'external corrosion found on a buried pipeline, what next',
      'Dug up our 8" steel flowline and found external pits up to 55% wall over about 6 inches, coating disbonded; pipe-to-soil reads -720 mV. Can we keep running it at 900 psi?',
    ],
  },
  {
    id: 'ops-internal-corrosion-lines',
    title: /^Internal corrosion management in produced-water lines/,
    says: /residual/,
    safetyCritical: false,
    questions: [
      'how do we manage internal corrosion in our produced water lines',
      'Fourth leak this year on the 6" water gathering line, all at the bottom of the pipe in low spots; coupons show 12 mpy and pitting. What should the program look like?',
      'coupons 15 mpy in the SWD line, inhibitor at 20 ppm, what next?',
    ],
  },
  {
    id: 'ops-slugging-after-choke-change',
    title: /^A flowing well that starts slugging or heading after a choke change/,
    says: /[Gg]o back/,
    safetyCritical: false,
    questions: [
      'well started slugging after a choke change',
      'Opened the choke from 24/64 to 32/64 this morning and now the tubing pressure swings 250 to 600 psi every 20 minutes and the separator level is all over the place. Go back to 24?',
    ],
  },
  {
    id: 'comp-sour-well-workover',
    title: /^Pulling tubing or a workover on a sour \(H2S\) well/,
    says: /[Kk]ill and verify|contingency plan/,
    safetyCritical: true,
    questions: [
      'pulling tubing on a sour well, what precautions',
      'Planning a workover to pull the tubing on a gas well with 800 ppm H2S, 1,900 psi SITP. What do we need in place before we start?',
      'what are the H2S precautions for a rig workover?',
    ],
  },
  {
    id: 'ops-wellhead-valve-replacement',
    title: /^Replacing a leaking wellhead or tree valve/,
    says: /two barriers|Two barriers/,
    safetyCritical: true,
    questions: [
      'how do we replace a leaking wing valve on a shut-in well',
      'Upper master valve on a shut-in gas well (2,300 psi SITP) is leaking through. We want to change it out — what barriers do we need and what is the sequence?',
    ],
  },
  {
    id: 'drill-torque-drag-high',
    title: /^Torque and drag higher than modelled/,
    says: /[Cc]lean the hole/,
    safetyCritical: false,
    questions: [
      'torque and drag higher than the model',
      'Drilling the lateral at 14,500 ft MD, torque is 24 kft-lbf against 18 modelled and the back-calculated open-hole friction factor has gone from 0.25 to 0.38. Top drive limit is 30k. What do we do?',
      'torque is maxing out the top drive in the lateral, what options before we trip?',
    ],
  },
];

describeNewTopics('weekly field operations that had no entry', TOPICS);

describe('a planning question on an entry whose immediate actions are for an alarm', () => {
  it('gets the procedure it asks about, not only the alarm lines', async () => {
    const { markdown } = await engine.answer(
      'Next week we pull 2 7/8" tubing on a gas well making 1,200 ppm H2S with 1,500 psi on the casing. What has to be in place before the rig starts?',
    );
    expect(titleOf(markdown)).toMatch(/^Pulling tubing or a workover on a sour/);
    expect(bodyOf(markdown)).toMatch(/\*\*Kill and verify:\*\*/);
    expect(bodyOf(markdown)).toMatch(/contingency plan/);
  });
});

describe('a heading about managing a problem is what to do', () => {
  it('a problem about CO2 corrosion gets the managing section, not only the mechanism', async () => {
    const { markdown } = await engine.answer(
      'flowline pitting keeps coming back, 3 mol% CO2 at 160 F, how should we manage it?',
    );
    expect(titleOf(markdown)).toMatch(/^CO2 \(sweet\) corrosion/);
    expect(bodyOf(markdown)).toMatch(/filming corrosion inhibitors/i);
  });
});

describe('a question asking for a plan or programme, with the case in figures', () => {
  // The second is a guard: a scale question already reached the base.
  it.each([
    'what should our corrosion management program look like for 20 wells producing 3% CO2 and 80% water cut?',
    'We dispose of 35,000 bwpd into 6 wells with 250 mg/L barium; what should the scale control plan include?',
  ])('is answered from the base, not a calculator: %s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(markdown).not.toMatch(/I still need/);
  });
});

describe('a shut-in kick with nothing said about the bit off bottom or rising pressures', () => {
  it.each([
    'took a kick, well shut in, SIDPP 400 psi and SICP 650 psi, what do we do?',
    'shut in on a 15 bbl kick, SIDPP 350 SICP 520, 11 ppg mud at 10,500 ft — next steps?',
  ])('is the general kill, opening with its immediate actions: %s', async (question) => {
    const { markdown } = await engine.answer(question);
    expect(titleOf(markdown)).toMatch(/^Killing a kick/);
    expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions\*\*/);
  });

  // Guards: the cases the narrower entries are written for still find them.
  it('with both pressures climbing it is still gas migration', async () => {
    const { markdown } = await engine.answer(
      'SIDPP and SICP both climbing 50 psi every 15 min since we shut in on the kick',
    );
    expect(titleOf(markdown)).toMatch(/^Gas migrating in a shut-in well/);
  });

  it('pulling out of the hole it is still the off-bottom kick', async () => {
    const { markdown } = await engine.answer(
      'kicked while pulling out, bit at 4,000 ft of 11,000, shut in on the TIW valve — what now?',
    );
    expect(titleOf(markdown)).toMatch(/^A kick with the bit off bottom/);
  });
});

describe('a past-tense leak is a problem', () => {
  it('"leaked" tells a problem as "leaking" does', () => {
    expect(isTroubleshootingQuestion('the lubricator leaked at the quick union overnight')).toBe(
      true,
    );
  });

  // A guard: the entry's actions were shown before "leaked" counted, through the words it shares.
  it('a test plug that leaked gets what to do, not the test methods alone', async () => {
    const { markdown } = await engine.answer(
      'the test plug leaked during the BOP test and now the casing valve shows 3,000 psi',
    );
    expect(titleOf(markdown)).toMatch(/^BOP pressure testing/);
    expect(bodyOf(markdown)).toMatch(/\*\*What to do\*\*[\s\S]*the plug is leaking/);
  });
});

describe('pressure in figures behind a plug or valve', () => {
  it.each([
    ['the BOP test plug is stuck and there is 2,000 psi under it', /^BOP pressure testing/],
    [
      "slickline can't pull the tubing plug, 1,800 psi below the plug, can we just jar it out?",
      /^Pulling a wireline-set tubing plug/,
    ],
  ])('opens with immediate actions for trapped pressure: %s', async (question, title) => {
    const { markdown } = await engine.answer(question);
    expect(titleOf(markdown)).toMatch(title);
    expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions\b/);
    expect(bodyOf(markdown).split('\n\n')[0]).toMatch(/bleed|zero|pressured|equaliz/i);
  });
});

describe("the tree's swab valve", () => {
  it('is a valve, not swabbing', () => {
    expect(tokenize('opened the swab valve')).not.toContain(tokenize('swabbing')[0]);
  });

  it('a leak when it is opened is not a kick on a trip', async () => {
    const { markdown } = await engine.answer(
      'the lubricator leaked at the quick union when we opened the swab valve',
    );
    expect(titleOf(markdown)).not.toMatch(/tripping|swabbing/i);
    expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions\b/);
  });
});

describe('what a reading means, when a calculator only shares its name', () => {
  it('a drilling friction factor is explained from the torque-and-drag entry', async () => {
    const { skill, markdown } = await engine.answer(
      'friction factor back calculated at 0.4 in open hole, what does that mean?',
    );
    expect(skill).toBe('knowledge');
    expect(bodyOf(markdown)).toMatch(/What the friction factor means/);
  });

  // A guard: a pipe-flow friction factor asked for is still the calculator's.
  it('a pipe-flow friction factor asked for stays with the calculator', async () => {
    const { skill } = await engine.answer(
      'what friction factor should I use for 6 inch steel pipe at Re 200,000?',
    );
    expect(skill).toBe('calculator');
  });
});

describe('words that ask for a remedy, not a topic', () => {
  it('"mitigate" does not lower the match: the entry answers, whole when no section is headed as an action', async () => {
    const { skill, markdown } = await engine.answer(
      'how should we mitigate H2S corrosion in the tubing?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^H2S \(sour\) corrosion/);
    expect(bodyOf(markdown)).toMatch(/keep inhibitor programs running/);
  });

  it('"strategy" does not lower the match', async () => {
    const { markdown } = await engine.answer(
      "what's our strategy for sand production on these gas wells at 15 MMcf/d?",
    );
    expect(titleOf(markdown)).toMatch(/^Sand production and sand control/);
  });
});

describe('a shut-in during a workover with pressure on both sides', () => {
  it('is the workover kick, opening with its immediate actions, not a well that will not come back', async () => {
    const { markdown } = await engine.answer(
      "shut the well in during the workover, tubing 600 psi and casing 800 psi, what's next?",
    );
    expect(titleOf(markdown)).toMatch(/^A well that unloads or starts flowing during a workover/);
    expect(bodyOf(markdown)).toMatch(/^\*\*Immediate actions\b/);
  });

  // A guard: a well that will not flow after the workover is still that entry's.
  it('a well that will not flow after the workover is still the restart entry', async () => {
    const { markdown } = await engine.answer(
      'well will not flow after the workover, casing 900 tubing 50',
    );
    expect(titleOf(markdown)).toMatch(/^A well that will not come back/);
  });
});

describe('casing pressure over its rating while unloading gas lift', () => {
  it('opens with cutting the injection gas', async () => {
    const { markdown } = await engine.answer(
      'unloading the gas-lift well and the casing is at 1,400 psi on a wellhead rated 1,200 — what do we do?',
    );
    expect(titleOf(markdown)).toMatch(/^Unloading a gas-lift well/);
    expect(bodyOf(markdown).split('\n\n')[0]).toMatch(/Cut the injection gas/);
  });
});
