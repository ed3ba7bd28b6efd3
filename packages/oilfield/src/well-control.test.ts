import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OilfieldInputError } from './errors';
import { killMudWeight, WELL_CONTROL_NOTE } from './well-control';

describe('killMudWeight', () => {
  it('matches Lyons’ kill weight mud example', () => {
    // Lyons, Formulas and Calculations for Drilling, Production and Workover, 2nd ed., ch. 4:
    // SIDPP 200 psi, TVD 10,000 ft, OMW 9.6 ppg → KWM = 200 ÷ 0.052 ÷ 10,000 + 9.6 = 9.98 ppg
    // (printed to two decimals; by hand 9.6 + 0.384615 = 9.984615).
    const result = killMudWeight({ sidpp_psi: 200, tvd_ft: 10000, original_mud_weight_ppg: 9.6 });
    expect(result.values.kill_mud_weight_ppg.value).toBeCloseTo(9.984615, 5);
    expect(result.values.kill_mud_weight_rounded_ppg.value).toBe(10);
    expect(result.values.increase_ppg.value).toBeCloseTo(0.384615, 5);
    // Formation pressure = 200 + 0.052 × 9.6 × 10,000 = 5,192 psi.
    expect(result.values.formation_pressure_psi.value).toBeCloseTo(5192, 6);
    expect(result.notes).toContain(WELL_CONTROL_NOTE);
  });

  it('answers the kick of a field question: SIDPP 520 psi at 10,000 ft with 10.2 ppg mud', () => {
    // By hand: 10.2 + 520/(0.052 × 10,000) = 10.2 + 1.0 = 11.2 ppg.
    const result = killMudWeight({ sidpp_psi: 520, tvd_ft: 10000, original_mud_weight_ppg: 10.2 });
    expect(result.values.kill_mud_weight_ppg.value).toBeCloseTo(11.2, 9);
    expect(result.values.kill_mud_weight_rounded_ppg.value).toBeCloseTo(11.2, 9);
  });

  it('adds a stated margin', () => {
    const result = killMudWeight({
      sidpp_psi: 200,
      tvd_ft: 10000,
      original_mud_weight_ppg: 9.6,
      trip_margin_ppg: 0.3,
    });
    expect(result.values.kill_mud_weight_ppg.value).toBeCloseTo(10.284615, 5);
  });

  it('refuses impossible input', () => {
    expect(() =>
      killMudWeight({ sidpp_psi: -5, tvd_ft: 10000, original_mud_weight_ppg: 9.6 }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      killMudWeight({ sidpp_psi: 200, tvd_ft: 0, original_mud_weight_ppg: 9.6 }),
    ).toThrow(OilfieldInputError);
  });

  it('is the mud in the hole when the well is dead, and grows with SIDPP', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 1000, max: 30000, noNaN: true }),
        fc.double({ min: 8, max: 18, noNaN: true }),
        (a, b, tvd, omw) => {
          const low = Math.min(a, b);
          const high = Math.max(a, b);
          const at = (sidpp: number) =>
            killMudWeight({ sidpp_psi: sidpp, tvd_ft: tvd, original_mud_weight_ppg: omw }).values
              .kill_mud_weight_ppg.value;
          expect(at(0)).toBeCloseTo(omw, 9);
          expect(at(high)).toBeGreaterThanOrEqual(at(low));
        },
      ),
    );
  });
});
