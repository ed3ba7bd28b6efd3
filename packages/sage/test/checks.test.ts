import { describe, expect, it } from 'vitest';
import { checkFigures } from '../src/engine';
import { card, chat, result } from './chat';

/**
 * A problem told with its figures, checked by a calculation the knowledge entry answering it
 * names: worked only from figures the message names, and the problem's other figures of the same
 * kind set beside the result.
 */
describe('checking a problem from the figures it gives', () => {
  it('works the balance weight of a kill plan and sets the brine on location beside it', () => {
    // EMW = P/(0.052 × TVD) (Lapeyrouse, Formulas and Calculations for Drilling, Production and
    // Workover, 2nd ed., ch. 1): 4,650/(0.052 × 9,800) = 9.1248 ppg; 8.6 ppg is 0.525 ppg lighter.
    const answer = checkFigures(
      'Pulling the pump next week. Last static survey gave 4,650 psi at mid-perf, 9,800 ft TVD, and the crew has 8.6 ppg KCl water on location to kill it with. Good enough?',
      ['equivalent_mud_weight', 'hydrostatic_pressure'],
    );
    expect(answer?.tool).toBe('equivalent_mud_weight');
    expect(result(answer, 'mud_weight_ppg')).toBeCloseTo(9.1248, 3);
    expect(answer?.markdown).toContain(
      'The 8.6 ppg you gave is 0.525 ppg below the equivalent mud weight (94 % of it).',
    );
  });

  it('works the retention time of a vessel whose throughput went up, "3-phase" being no size', () => {
    // t = V/Q × 1,440 (Arnold & Stewart, Surface Production Operations vol. 1, 3rd ed., ch. 4):
    // 60 bbl at 9,000 bbl/d = 9.6 min.
    const answer = checkFigures(
      '3-phase separator: liquid volume below the weir about 60 bbl, now running 9,000 bpd of total liquid after the new tie-ins. Oil leaving with 4 % BS&W.',
      ['separator_retention'],
    );
    expect(result(answer, 'retention_time_min')).toBeCloseTo(9.6, 6);
    expect(
      card(answer).inputs.find((item) => item.name === 'vessel_inside_diameter_in')?.value ?? null,
    ).toBeNull();
  });

  it('sets the rate a rod-pumped well makes beside its pump displacement', () => {
    // PD = 0.1166 D² S N (API RP 11L): 0.1166 × 1.5² × 86 × 8 = 180.49 bbl/d; 65 bbl/d is 36 % of it.
    const answer = checkFigures(
      'Beam well, 1-1/2 insert pump, effective plunger stroke 86 in, 8 SPM, test only 65 bfpd. Card looks full. What gives?',
      ['rod_pump_displacement'],
    );
    expect(result(answer, 'pump_displacement')).toBeCloseTo(180.49, 1);
    expect(answer?.markdown).toMatch(
      /The 65 bfpd you gave is 115\.5 bbl\/d below [^.]*\(36 % of it\)/,
    );
  });

  it('checks nothing with a figure two of its inputs are named alike', () => {
    // "FIT 13.6 EMW" names the leak-off EMW and a leak-off pressure alike: no MAASP from a guess.
    expect(
      checkFigures('Shoe at 9,400 ft TVD, last FIT 13.6 EMW, 10.8 ppg mud. Shut in, what now?', [
        'maasp',
      ]),
    ).toBeUndefined();
  });

  it('checks nothing with a figure it would have to guess', () => {
    // Two tests of the same well: which rate and pressure make the PI is not for a check to choose.
    expect(
      checkFigures(
        'Test last year 450 bopd at 2,100 psi flowing, Pr 2,800. This month 300 bopd at 2,200 psi. Damage or depletion?',
        ['productivity_index'],
      ),
    ).toBeUndefined();
    // A bare number no word names is no input of a check.
    expect(
      checkFigures('Kill plan: 8.6 ppg brine, well at 9,800 ft TVD, 4650. Ok?', [
        'equivalent_mud_weight',
      ]),
    ).toBeUndefined();
  });
});

describe('a stated figure the calculation does not use', () => {
  it('is set beside the result of its kind, a temperature by its difference only', () => {
    // T2 = T1 r^((k−1)/k) (GPSA Engineering Data Book, 13th ed., sect. 13): r = 1,114.7/364.696 =
    // 3.0565; 569.67 °R × 3.0565^(0.26/1.26) = 717.38 °R = 257.7 °F; the 320 °F alarm is 62.3 °F above.
    const [answer] = chat([
      'Recip 2nd stage: suction 110 F at 350 psig, discharge 1,100 psig, k 1.26. Discharge temp alarm at 320 F, is that high?',
    ]);
    expect(answer?.markdown).toMatch(
      /Not used: 320 F[^\n]*; it is 62\.\d+ °F above the ideal discharge temperature/i,
    );
    expect(answer?.markdown).not.toMatch(/320 F[^\n]*% of it/i);
  });

  it('reads "frac at shoe" as the fracture EMW to check an ECD against', () => {
    // ECD = 10.2 + 280/(0.052 × 9,500) = 10.767 ppg (Lapeyrouse, ch. 1); the 11.0 ppg shoe leaves
    // 0.233 ppg.
    const [answer] = chat(['MW 10.2, APL 280 psi, TVD 9500. ECD? frac at shoe is 11.0']);
    expect(result(answer, 'ecd_ppg')).toBeCloseTo(10.7668, 3);
    expect(card(answer).inputs.find((item) => item.name === 'fracture_emw_ppg')?.value).toBe(11);
  });
});

describe('a SIDPP of 0 with a kick shut in', () => {
  it('is not worked into a kill weight: the float holds the drill-pipe pressure', () => {
    // API RP 59 / IWCF: with a float in the string, bump it to read the true SIDPP.
    for (const message of [
      'SIDPP 0, SICP 380 psi, 10.8 ppg mud, 10,610 ft TVD. Kill weight?',
      'Shut in with a float in the string, SIDPP 0, 10.8 ppg, TVD 10,610 ft. KMW?',
    ]) {
      const [answer] = chat([message]);
      expect(answer?.status).toBe('refused');
      expect(answer?.markdown).toContain('bumping the float');
      expect(answer?.markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
    }
  });

  it('is worked when nothing is shut in on the casing and no float is named', () => {
    // KMW = 10.8 + 0/(0.052 × 10,610) = 10.8 ppg: a balanced well needs no heavier mud.
    const [answer] = chat(['SIDPP 0, SICP 0, 10.8 ppg mud, 10,610 ft TVD. Kill weight?']);
    expect(result(answer, 'kill_mud_weight_ppg')).toBeCloseTo(10.8, 6);
  });
});
