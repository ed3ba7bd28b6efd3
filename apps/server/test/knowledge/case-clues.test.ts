import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { bodyOf, titleOf } from './entry-answers';

/**
 * A clue that decides the case, read by the entry that answers it: pressures that equalise on a
 * gas-lift well, trips that began with a schedule of shut-ins, a tank worse since it was cleaned,
 * an emulsion layer under a displacer. Each is asked with figures and briefly.
 */

interface Clue {
  clue: string;
  title: RegExp;
  says: RegExp;
  questions: readonly string[];
}

const CLUES: readonly Clue[] = [
  {
    clue: 'casing and tubing pressures equal on a gas-lift well',
    title: /^Gas-lift troubleshooting/,
    says: /communication: a tubing hole/,
    questions: [
      'Gas-lift well: overnight the casing and tubing came to the same pressure, 1,050 psi on both, and the well quit producing. Nothing changed on the valves. What broke?',
      'gas lift well with casing and tubing pressure equal and no production',
    ],
  },
  {
    clue: 'ESP trips since the well is shut in every day',
    title: /^ESP trips and failures/,
    says: /new schedule of shut-ins/,
    questions: [
      'Since we started shutting the well in 8 hours a day for the disposal limit, the ESP trips on underload every other day; PIP falls from 700 to 250 psi before the trip and the motor temperature climbs.',
      'ESP tripping on underload since we started daily shut-ins',
    ],
  },
  {
    clue: 'a gun barrel worse since it was cleaned',
    title: /^Oil in produced water too high/,
    says: /cleaned or worked on/,
    questions: [
      'Oil carrying over from the gun barrel into the skim tank since the gun barrel was cleaned two weeks ago; we skim 25 bbl of oil a day and the disposal filters plug every shift.',
      'gun barrel sending oil to the water tank ever since it was cleaned',
    ],
  },
  {
    clue: 'an emulsion layer under a displacer level control',
    title: /^Separator or vessel level running high/,
    says: /rag/,
    questions: [
      'FWKO water dump valve slamming open and shut every 30 s, oil in the water up to 1,200 ppm; displacer level control, and an 8 in emulsion rag at the interface since the flowback came in.',
      'FWKO dump valve cycling with a thick rag at the interface on the displacer',
    ],
  },
];

describe.each(CLUES)('$clue', ({ title, says, questions }) => {
  it.each(questions)('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
    expect(bodyOf(markdown)).toMatch(says);
  });
});

describe('a kick shut in with a float in the string', () => {
  it.each([
    'Shut in on a 15 bbl gain with a float in the string: SIDPP reads zero, SICP 520 psi and rising about 20 psi every 10 minutes. 9.8 ppg mud, shoe at 6,400 ft TVD with a 13.9 ppg LOT. How do we read SIDPP, and what about the rising casing pressure?',
    'float in the string and SIDPP reads zero, how do I get it?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(
      /^Killing a kick|^Gas migrating in a shut-in well|^SIDPP low or reading zero/,
    );
    expect(bodyOf(markdown)).toMatch(/until the float opens|as the float opens/);
  });
});

describe('a gain while running casing on auto-fill float equipment', () => {
  it.each([
    'Running 7" casing with an auto-fill float collar, 4,800 ft in of 8,200. Trip tank shows 9 bbl more than the displacement over the last 8 joints and the flow check is hard to read because the casing is still filling. 10.6 ppg mud. Keep running?',
    'gain while running casing with auto-fill floats, keep running to bottom?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(bodyOf(markdown)).toMatch(
      /crossover from the casing thread to a full-opening safety valve/,
    );
  });
});

describe('a plunger that stopped arriving when the line pressure came down', () => {
  it.each([
    'Plunger stopped arriving after the well was moved to the low-pressure gathering system, line pressure down from 200 to 90 psi. Casing 340, tubing 300 at open, sensor shows nothing. Two-piece plunger.',
    'no plunger arrivals since they lowered the line pressure',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Plunger lift troubleshooting/);
    expect(bodyOf(markdown)).toMatch(/After the line pressure was lowered/);
  });
});

describe('a gearbox that knocks twice a stroke', () => {
  it.each([
    'Gearbox on a 320 unit knocks twice every stroke and it is getting louder; counterweights were moved last month. Motor amps 58 A on the upstroke, 25 A on the downstroke.',
    'gearbox knocking twice a stroke on the pumping unit',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Pumping unit over its rating/);
    expect(bodyOf(markdown)).toMatch(/backlash/);
  });
});

describe('whether to keep a type curve after the first child wells', () => {
  it.each([
    'Three child wells 700 ft from a 5-year-old parent came in 30% below the type curve after 6 months, with an early b of 0.7 against 1.1 on the curve. Do we keep the type curve for the other 10 locations?',
    'child wells below the type curve, should we keep it for the remaining locations?',
    'the first child wells are below the type curve and the office wants to know whether we should keep it for the rest of the program.',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^A child \(infill\) well/);
    expect(bodyOf(markdown)).toMatch(/^\*\*Keep the type curve for the remaining locations\?\*\*/);
  });
});

describe('choosing a pumping unit and a rod string', () => {
  it.each([
    'Switching a well from ESP to a beam pump: 5-1/2" casing, perfs 8,800-9,100 ft, want 250 BFPD at 85% water, fluid level about 5,000 ft. Is a 640 unit too big, and what rod string should we run?',
    'what size pumping unit and rod string for 300 bfpd from 9,000 ft?',
  ])('%s', async (question) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Sucker rod pumping \(beam pump\) basics/);
    expect(bodyOf(markdown)).toMatch(/designation.{0,20} gives its ratings/);
  });
});
