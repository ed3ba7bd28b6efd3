import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/modules/knowledge/tokenize';
import { engine } from '../tools/offline-engine';
import { titleOf } from './entry-answers';

/**
 * How a field question's own words lead to the entry: tests written in capitals, a choice of
 * method asked beside a figure, several questions about one job, a well flowing on a trip told in
 * the rig's words, an inhibitor pump lost on a cold line.
 */

describe('tests written in capitals', () => {
  it('reads a FIT or a LOT asked about as the test, not as "fit" or "a lot"', () => {
    expect(tokenize('when do I stop pumping on a FIT?')).toEqual(
      expect.arrayContaining(tokenize('formation integrity test')),
    );
    expect(tokenize('how is that different from a LOT?')).toEqual(
      expect.arrayContaining(tokenize('leak off test')),
    );
    expect(tokenize('bleeding a lot')).not.toContain('lot');
  });

  it('keeps a test naming a figure as the figure’s name only', () => {
    expect(tokenize('shoe at 6,400 ft with a 13.9 ppg LOT')).not.toContain('leak');
    expect(tokenize('FIT 13.5 ppg EMW')).not.toContain('integr');
  });

  it('answers how a FIT differs from a LOT from the leak-off test entry', async () => {
    const { skill, markdown } = await engine.answer(
      "quick one - on a FIT when do I stop pumping, and how's that different from a LOT?",
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^The leak-off test \(LOT\) or formation integrity test/);
  });
});

describe('a figure asked with the choice of how to do the job', () => {
  it('answers the kill method asked beside the kill weight, with the weight worked', async () => {
    // KMW = OMW + SIDPP/(0.052 × TVD) (Lapeyrouse, Formulas and Calculations for Drilling, ch. 4):
    // 10.4 + 420/(0.052 × 11,250) = 11.118 ppg.
    const { skill, markdown } = await engine.answer(
      "Took a kick drilling 12-1/4 at 11,250' TVD w/ 10.4 ppg WBM. Shut in on the HCR, SIDPP 420, SICP 610, 18 bbl gain. 9-5/8 shoe at 7,900 TVD, LOT was 13.8 EMW. What's my kill mud weight and do we go drillers or wait & weight?",
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/Driller's method and Wait-and-Weight/);
    expect(markdown).toContain('**The calculation you asked for**');
    expect(markdown).toContain('**Kill mud weight: 11.12 ppg**');
  });

  it('answers a job asked in several questions at once from its entry', async () => {
    const { skill, markdown } = await engine.answer(
      'Workover rig moves onto the Hendricks 3 gas well next week. SITP 3,650 psi, perfs 9,900 ft TVD, 2-3/8 J-55 tubing since 1994 on a packer, frac gradient about 0.7 psi/ft. Plan is to bullhead it with brine — what weight, how fast do we pump, and what is the most pressure we can put on that old string?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^Bullheading a producing well dead/);
  });
});

describe('symptoms in the rig’s and the pumper’s words', () => {
  it('reads tubing flowing back on a trip as a well flowing, not an ESP fault', async () => {
    const { skill, markdown } = await engine.answer(
      'Pulling the ESP this afternoon, killed it this morning. Now about 40 jts out and the tubing is flowing back steady, annulus looks static. Crew wants to keep tripping, says it is just U-tube.',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/^A well that unloads or starts flowing during a workover/);
  });

  it('reads a methanol pump that tripped on a cold gas line as a hydrate', async () => {
    const { markdown } = await engine.answer(
      'Gas line from the pad: inlet pressure crept from 900 to 1,350 psi overnight and the plant end fell from 850 to 400. It was -15 C. Methanol pump tripped yesterday afternoon. How do we clear it?',
    );
    expect(titleOf(markdown)).toMatch(/hydrate/i);
  });
});

describe('a choice among causes', () => {
  it('answers "coning, channel or breakthrough?" from the entry, not with a ratio of its figures', async () => {
    const { skill, markdown } = await engine.answer(
      'Producer B-14: WC jumped 15% -> 60% in one week, no rate change. Offset injector 400 m away. Coning, channel, or injector breakthrough? What logs?',
    );
    expect(skill).toBe('knowledge');
    expect(titleOf(markdown)).toMatch(/water[- ]cut/i);
  });
});

describe('the procedure of an entry written as steps', () => {
  it('shows every step when the procedure is asked, not the troubleshooting after them', async () => {
    const { markdown } = await engine.answer(
      'what are the steps to change a gas lift valve on slickline?',
    );
    expect(titleOf(markdown)).toMatch(/^Changing out a gas-lift valve/);
    for (const step of [
      'Shut in and equalize',
      'Pull the old valve',
      'Run the new valve',
      'Test it',
    ])
      expect(markdown).toContain(`**${step}**`);
  });
});
