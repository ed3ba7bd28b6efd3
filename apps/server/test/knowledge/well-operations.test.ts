import { describe, it } from 'vitest';
import { expectEntryAnswer, expectWellFormedEntry } from './entry-answers';

/**
 * Well operations — hole cleaning, gas-cut mud and a screenout on a frac or frac-pack — each asked
 * twice, briefly and as a field report with the figures, and answered from the entry about it;
 * the safety-critical ones open with their immediate actions.
 */

interface Question {
  topic: string;
  wording: 'short' | 'field report';
  question: string;
  title: RegExp;
  /** What the answer says — in its opening Immediate actions when `immediate`. */
  says: RegExp;
  /** The question tells a problem on a safety-critical topic: the answer opens with the actions. */
  immediate: boolean;
}

const HOLE_CLEANING = /^Hole cleaning, vertical and high-angle or horizontal/;
const GAS_CUT_MUD = /^Gas-cut mud/;
const SCREENOUT = /^Screenout during a frac or frac-pack/;

const QUESTIONS: readonly Question[] = [
  {
    topic: 'hole cleaning',
    wording: 'short',
    question: 'how do we clean the hole in a horizontal well, do sweeps work?',
    title: HOLE_CLEANING,
    says: /rotation/i,
    immediate: false,
  },
  {
    topic: 'hole cleaning',
    wording: 'field report',
    question:
      'Drilling 8-1/2 in. hole at 12,400 ft MD and 55° inclination, sliding about half the time at 480 gpm. Over the last 600 ft the torque went from 14 to 19 kft-lbf, we are pulling 40 klb over on connections and the shakers look light for the 90 ft/h we are drilling. The ECD from the PWD is up 0.3 ppg. Is this a cuttings bed, and what should we change before we trip?',
    title: HOLE_CLEANING,
    says: /bottoms-up multiples/,
    immediate: false,
  },
  {
    topic: 'gas-cut mud',
    wording: 'short',
    question: 'mud coming back gas cut at the shakers, should we weight up?',
    title: GAS_CUT_MUD,
    says: /Flow-check/,
    immediate: true,
  },
  {
    topic: 'gas-cut mud',
    wording: 'field report',
    question:
      'Drilling at 10,200 ft with 11.8 ppg mud, the returns are cut to 9.5 ppg at the flowline and the connection gas has gone from 40 to 60 to 110 units over the last three connections, with background around 25 units. Pits look steady. The derrickman wants to add barite to get the weight out back to 11.8. What should we do?',
    title: GAS_CUT_MUD,
    says: /Flow-check/,
    immediate: true,
  },
  {
    topic: 'screenout',
    wording: 'short',
    question:
      'treating pressure climbing fast at the same rate, we are screening out, what do we do?',
    title: SCREENOUT,
    says: /maximum treating pressure/,
    immediate: true,
  },
  {
    topic: 'screenout',
    wording: 'field report',
    question:
      'Pumping stage 18 of a plug-and-perf job at 90 bpm with slickwater, the treating pressure was flat at 8,200 psi until we went to 2.0 ppa, then it climbed 600 psi in two minutes at the same rate, with the maximum treating pressure at 9,500 psi. We cut sand and flushed but about 40,000 lb is left in the casing. How do we clean out and change the design for the next stages?',
    title: SCREENOUT,
    says: /maximum treating pressure/,
    immediate: true,
  },
  {
    topic: 'frac-pack screenout',
    wording: 'short',
    question: 'is a tip screenout on a frac pack the same as a premature screenout?',
    title: SCREENOUT,
    says: /TSO by design/,
    immediate: false,
  },
  {
    topic: 'frac-pack screenout',
    wording: 'field report',
    question:
      'Frac-pack on a 60 ft soft sand at 12 bpm with a 20 lb crosslinked gel: the design called for a TSO at about 8 ppa, but the pressure jumped 1,500 psi at 4 ppa with only 18,000 of the 45,000 lb placed, and we shut down. What does that mean for the pack behind the screens, and do we reverse out and log it?',
    title: SCREENOUT,
    says: /maximum treating pressure/,
    immediate: true,
  },
];

describe('well operations are answered from the entry about them', () => {
  it.each(QUESTIONS.map((q) => [q.topic, q.wording, q.question, q] as const))(
    '%s (%s): %s',
    async (_topic, _wording, question, expected) => {
      await expectEntryAnswer(question, expected);
    },
  );
});

describe('the well-operation entries', () => {
  it.each([
    ['drill-gas-cut-mud', true],
    ['comp-frac-screenout', true],
  ])('%s cites its sources, lists symptoms and was reviewed on 2026-11-29', (id, critical) => {
    expectWellFormedEntry(id, critical);
  });

  it('drill-hole-cleaning cites its sources, lists symptoms and was reviewed on 2026-12-05', () => {
    expectWellFormedEntry('drill-hole-cleaning', false, '2026-12-05');
  });
});
