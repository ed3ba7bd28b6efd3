import { describe, expect, it } from 'vitest';
import { engine } from '../tools/offline-engine';
import { disagrees, trends, type Trend } from '../../src/modules/knowledge/tokenize';
import { titleOf } from './entry-answers';

/**
 * Which way a question says a quantity went: read from the words ("fell", "higher", "went up")
 * or from a figure's change ("from 18 to 40", "80 -> 450"), of a measured quantity only.
 */
describe('trends: which way a quantity went', () => {
  const said = (text: string): string[] =>
    trends(text).map(({ head, modifier, direction }: Trend) =>
      [modifier, head, direction].filter(Boolean).join(' '),
    );

  it.each([
    ['injection pressure fell overnight', ['inject pressur down']],
    ['a drop in injection pressure', ['inject pressur down']],
    ['higher casing pressure on the well', ['casing pressur up']],
    ['taking more water at lower pressure', ['water rate up', 'pressur down']],
    ['drawing more current', ['current up']],
    ['amps 40 to 47 at the same 60 Hz', ['amp up']],
    ['pump intake pressure (PIP) falling', ['intak pressur down']],
    ['a high fluid level', ['level up']],
    ['PIP or fluid level steady or rising', ['level up']],
    ['motor temp is up 15F', ['motor temperatur up']],
    // Standing still is a way too: "normal amps" is not "amps rising".
    ['running with normal amps', ['amp steady']],
    [
      'pump intake pressure flat around 900 psi, WC steady',
      ['intak pressur steady', 'water cut steady'],
    ],
    ['motor amps went up after the restart', ['motor amp up']],
    ['GOR has gone from 800 to 3,500 scf/bbl', ['gor up']],
    ['YP went from 18 to 40', ['yp up']],
    // With no quantity named before the figures, a unit that is one says it.
    ['the well slid from 420 bopd to 260 bopd in a month', ['oil rate down']],
    ['sales went from 1,900 mcfd to 2,300 mcfd', ['gas rate up']],
    ['the tank went from 10 ft to 14 ft', []],
    ['amps 41 -> 36 A', ['amp down']],
    ['flow down to 20% of normal', ['flow down']],
    ['WC 10% -> 70%', ['water cut up']],
    ['PIP has gone UP from 640 to 980 psi', ['intak pressur up', 'intak pressur up']],
    ['interstage pressure is running about 40 psi higher than normal', ['interstag pressur up']],
    ['casing steady, tubing pressure falling', ['tubing pressur down']],
    // A pressure drop and a fluid loss are quantities, not ways.
    ['gathering line pressure drop rising at the same rate', ['line pressureloss up']],
    ['gels up and high fluid loss', ['fluidloss up']],
  ])('%s', (text, expected) => {
    expect(said(text)).toEqual(expected);
  });

  it.each([
    'no pit gain, MW 10.8',
    'water collects in the low spots of the line',
    'amps jumping around +/-15%',
    'a high-pressure gas well',
    'pump 10 to 15 bbl of spacer',
    // Standing still, a rate or a pressure that does not say whose rules nothing out.
    'demulsifier rate unchanged',
    'the well was down for 2 days',
  ])('%s says no way', (text) => {
    expect(said(text)).toEqual([]);
  });
});

/**
 * Of two entries written for the two ways a quantity goes, the question's way decides: an injector
 * whose pressure climbs is plugging, one whose pressure falls at the same rate is leaking or
 * fractured.
 */
describe('the way a quantity went picks the entry written for it', () => {
  it.each([
    [
      'Disposal well: wellhead injection pressure has climbed from 1,400 to 1,950 psi over six weeks at the same 4,000 bwpd. What is going on?',
      /^Injection or disposal well pressure rising at the same rate/,
    ],
    [
      'SWD injection pressure dropped from 1,900 to 1,350 psi overnight at the same rate. What happened?',
      /^Injection well suddenly taking more water at lower pressure/,
    ],
  ])('%s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});

/**
 * Of an entry about the equipment and one written for the way its quantity went, the question's
 * way picks the second — when the question names the quantity at least as closely as the title
 * does ("pressure" alone is not "annulus pressure").
 */
describe('the title that says the way the quantity went', () => {
  it.each([
    [
      'WC on the Smith 4 jumped from 30% to 60% over five weeks. Coning or a channel behind pipe?',
      /^Water cut rising/,
    ],
    [
      'Stage 12 of the frac, 5-1/2 x 9-5/8 annulus pressure jumped from 250 to 1,400 psi and still climbing. What do we do?',
      /^Annulus pressure rising during a frac stage/,
    ],
    // "Pressure" alone is not the annulus pressure: a treating pressure climbing at sand is a screenout.
    [
      'Frac stage 9: treating pressure climbing fast, 8,800 to 9,500 psi in three minutes at 3 ppa, max is 9,800. What now?',
      /^Screenout during a frac/,
    ],
  ])('%s', async (question, title) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(title);
  });
});

describe('disagrees: a case that went another way on one of the quantities an entry names', () => {
  const entry = trends(
    'ESP well making less fluid with the intake pressure rising and the amps falling',
  );

  it('is true when one quantity went the other way, though others agree', () => {
    expect(disagrees(trends('amps 40 to 47, intake pressure rose, rate fell'), entry)).toBe(true);
  });

  it('is false when every quantity told went the entry’s way', () => {
    expect(
      disagrees(trends('amps dropped, intake pressure went up and the rate fell'), entry),
    ).toBe(false);
  });

  it('leaves out a quantity told both ways or held steady', () => {
    // The amps fell, then came up after the drive was bumped; a steady baseline is not a change.
    expect(
      disagrees(
        trends('amps dropped from 42 to 31 A, then went up 2 A after we bumped the drive'),
        entry,
      ),
    ).toBe(false);
    expect(disagrees(trends('motor amps steady at 42 A, intake pressure rising'), entry)).toBe(
      false,
    );
  });

  it('takes a rate told the same way by one fluid as agreeing, whatever another fluid did', () => {
    const sameChoke = trends('A flowing well losing rate on the same choke');
    expect(disagrees(trends('oil 410 -> 380 bopd, water 120 -> 310 bwpd'), sameChoke)).toBe(false);
    expect(disagrees(trends('water rate went from 120 to 310 bwpd'), sameChoke)).toBe(true);
  });
});
