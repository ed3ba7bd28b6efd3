import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { bodyOf, expectEntryAnswer, expectWellFormedEntry, titleOf } from './entry-answers';

/**
 * Jobs on location where a skipped step hurts people or land — hot work near tanks and lines, a
 * spill on the lease, taking off a BOP or tree with pressure below it, losses while running casing —
 * each asked several ways, briefly and as a field report with figures, and answered from the entry
 * about it; the safety-critical ones open with their immediate actions.
 */

interface Topic {
  title: RegExp;
  /** What the answer says, in the first lines when the topic is safety-critical. */
  says: RegExp;
  safetyCritical: boolean;
  questions: readonly string[];
}

const TOPICS: Record<string, Topic> = {
  'hot work': {
    title: /^Hot work \(welding, cutting, grinding\) near tanks/,
    says: /No spark until the permit is signed/,
    safetyCritical: true,
    questions: [
      'hot work permit near tanks',
      'cutting torch on the flowline',
      'welding a patch on a water tank that had oil in it',
      'need to weld on a line next to the tank battery that is in service',
      'Welder wants to weld a bracket on the 400 bbl oil tank while the battery is producing; the gas test at the hatch read 5 % LEL. Is a fire watch with an extinguisher enough?',
    ],
  },
  'spill on land': {
    title: /^Oil or produced-water spill on land/,
    says: /Shut off the source/,
    safetyCritical: true,
    questions: [
      'oil spill on land, who do I report to?',
      'a 2 inch poly line broke and sprayed salt water across the field',
      'produced water spill on the lease, about 50 bbl',
      'saltwater spill killed the grass, how do we clean up the chlorides?',
      'The oil tank ran over last night and about 30 bbl is outside the firewall, heading for a dry creek. What do we do and who do we call?',
    ],
  },
  'nipple down with pressure': {
    title: /^Nippling down a BOP or removing a wellhead or tree with pressure/,
    says: /do not loosen a single bolt/,
    safetyCritical: true,
    questions: [
      'need to nipple down the BOP with 200 psi on the casing',
      'we need to take the BOP off but the tubing has 50 psi',
      'remove the wellhead with pressure on the tubing?',
      'The casing has 150 psi and will not bleed to zero; it comes back to 150 psi in 20 minutes. Can we nipple down the BOP and nipple up the tree?',
    ],
  },
  'losses running casing': {
    title: /^Losses while running casing/,
    says: /Running speed/,
    safetyCritical: false,
    questions: [
      'losing returns while running casing',
      'lost circulation running 7 in casing',
      'running 5-1/2 casing at 30 sec per joint and losing returns',
      'We lost 80 bbl running 9-5/8 in. casing at 40 seconds a stand with 10.5 ppg mud and the auto-fill float; what should we change?',
    ],
  },
  'relief valve lifting': {
    title: /^Relief valve \(PSV\) lifting, chattering or leaking/,
    says: /Never gag, block in or screw down a relief valve/,
    safetyCritical: true,
    questions: [
      'PSV keeps lifting on the separator',
      'relief valve chattering',
      'can we raise the set pressure on the psv?',
      'can we just put a plug in the relief valve vent?',
      'The pop off valve on the treater is popping off every few hours at 75 psi',
      'The relief valve on the heater treater keeps lifting and the pumper is standing right beside it',
      'The heater treater is venting gas out of the relief and the pumper is standing right beside it',
      'The 250 psi PSV on our 2-phase separator pops every afternoon when the sales line pressure climbs to 240 psi; MAWP is 250 psi. Can we set it to 300?',
    ],
  },
  'burner flame-out': {
    title: /^Fired heater, heater-treater or line-heater burner flame-out/,
    says: /Purge before every relight/,
    safetyCritical: true,
    questions: [
      'heater treater burner keeps going out',
      'how do I light a heater treater safely?',
      'flame out on the heater treater, how to relight',
      "fire tube pilot won't stay lit",
      'Line heater went out overnight at -5 F; the pumper wants to relight it right away and the firebox smells of gas. What do we do?',
    ],
  },
};

/**
 * Questions engineers ask every week that entries outside this file answer: a well flowing with
 * the pumps off, annulus pressure that comes back, a misfired gun being pulled, a tank or vessel
 * entry — asked in the words of the field.
 */
const ANSWERED_ELSEWHERE: Record<string, Topic> = {
  'flow with the pumps off': {
    title: /^(?:Kick warning signs|Ballooning \(wellbore breathing\) or a kick)/,
    says: /flow[- ]check/i,
    safetyCritical: true,
    questions: [
      'well flowing on connection',
      'well is flowing with the pumps off, what do I do?',
      'well flowing when we stopped the pumps',
      'Made a connection at 9,450 ft and the well kept flowing about 2 bbl in 5 minutes with the pumps off, 10.2 ppg mud. Is it ballooning or a kick?',
    ],
  },
  'annulus pressure that comes back': {
    title: /^Pressure on a casing annulus/,
    says: /Record the pressure on every annulus/,
    safetyCritical: true,
    questions: [
      'casing pressure comes back after bleeding it off',
      'B annulus pressure builds back up to 800 psi after bleed',
      'we keep bleeding the B annulus and it keeps coming back to 800 psi, what should we do?',
    ],
  },
  'misfired guns': {
    title: /^A misfired or partly fired perforating gun/,
    says: /treat the gun as live/,
    safetyCritical: true,
    questions: [
      'pulling misfired perforating guns',
      "guns didn't fire, pulling out of hole",
      'TCP guns misfired at 10,200 ft, we need to POOH, what precautions?',
      'how do we trip out a misfired TCP gun?',
    ],
  },
  'tank or vessel entry': {
    title: /^Confined-space entry in the oilfield/,
    says: /Nobody enters/,
    safetyCritical: true,
    questions: [
      'we need to send a man into the water tank to clean it out, what do we need?',
      'need to enter the gun barrel, what gas readings are ok?',
      'entering a frac tank to clean sludge, what tests?',
    ],
  },
};

describe('weekly questions are answered from the entry that covers them', () => {
  const asked = Object.entries(ANSWERED_ELSEWHERE).flatMap(([topic, { questions, ...expected }]) =>
    questions.map((question) => [topic, question, expected] as const),
  );
  it.each(asked)('%s: %s', async (_topic, question, expected) => {
    await expectEntryAnswer(question, { ...expected, immediate: expected.safetyCritical });
  });

  it('tells not to keep bleeding an annulus that builds back', async () => {
    const { markdown } = await engine.answer(
      'Surface casing annulus builds to 300 psi in a day every time we bleed it, how often can we bleed it?',
    );
    expect(bodyOf(markdown)).toMatch(/Do not keep bleeding an annulus that builds back/);
  });

  it('tells how to pull a gun that may be live and hold trapped pressure', async () => {
    const { markdown } = await engine.answer(
      'the gun may have flooded and only partly fired, we are pulling it out of the hole, what about pressure trapped in the gun?',
    );
    expect(titleOf(markdown)).toMatch(/^A misfired or partly fired perforating gun/);
    expect(markdown).toMatch(/Pressure trapped in the gun/);
  });
});

const QUESTIONS = Object.entries(TOPICS).flatMap(([topic, { questions, ...expected }]) =>
  questions.map((question) => [topic, question, expected] as const),
);

describe('site-work topics are answered from the entry about them', () => {
  it.each(QUESTIONS)('%s: %s', async (_topic, question, expected) => {
    await expectEntryAnswer(question, { ...expected, immediate: expected.safetyCritical });
  });
});

describe('the site-work entries say what matters', () => {
  it('a fire watch is not enough on its own for hot work', async () => {
    const { markdown } = await engine.answer(
      'is a fire watch enough for welding next to a tank battery?',
    );
    expect(bodyOf(markdown)).toMatch(/fire watch with an extinguisher is never the only control/);
  });

  it('a spill answer gives the Texas reporting rule and the chloride cleanup', async () => {
    const { markdown } = await engine.answer(
      'Produced water line leaked about 40 bbl onto a pasture in Texas; what do we report and how do we clean up the salt?',
    );
    const body = bodyOf(markdown);
    expect(body).toMatch(/Statewide Rule 20/);
    expect(body).toMatch(/gypsum/);
  });

  it('pressure that builds back after a bleed means the barrier is not holding', async () => {
    const { markdown } = await engine.answer(
      'tubing bleeds to zero but builds back to 300 psi, can we take off the tree?',
    );
    expect(bodyOf(markdown)).toMatch(/do not keep bleeding|kill the well/i);
  });
});

describe('the relief-valve entry holds the set at or below the MAWP', () => {
  it('answers a request to raise the set pressure with the MAWP limit', async () => {
    const { markdown } = await engine.answer(
      'Production wants the 125 psi PSV on the heater treater raised to 150 psi so it quits lifting; the treater MAWP is 125 psi. Can we?',
    );
    expect(bodyOf(markdown)).toMatch(/Do not raise the set pressure above the MAWP/);
  });
});

describe('the new field words leave other entries their questions', () => {
  it.each([
    ['plunger keeps lifting but brings no liquid', /^(?!Relief valve)/],
    ['the rods are chattering at the stuffing box', /^(?!Relief valve)/],
    ["flare pilot won't stay lit", /^Flare smoking, raining burning liquid or blown out/],
    [
      'flare flame out at night, how do we relight it?',
      /^Flare smoking, raining burning liquid or blown out/,
    ],
    ['mud spilled into the cellar while tripping', /^(?!Oil or produced-water spill)/],
  ])('%s', async (question, title) => {
    const { markdown } = await engine.answer(question);
    expect(titleOf(markdown)).toMatch(title);
  });
});

describe('the site-work entries', () => {
  it.each<[string, boolean, string]>([
    ['ops-hot-work-near-hydrocarbons', true, '2026-11-29'],
    ['ops-spill-on-land', true, '2026-11-29'],
    ['drill-nipple-down-with-pressure', true, '2026-11-29'],
    ['drill-losses-running-casing', false, '2026-11-30'],
    ['fac-psv-lifting', true, '2026-11-29'],
    ['fac-burner-flame-out', true, '2026-11-30'],
  ])('%s cites its sources, lists symptoms and was reviewed on %s', (id, critical, reviewed) => {
    expectWellFormedEntry(id, critical, reviewed);
  });
});
