import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import {
  fluidColumnPressure,
  EXACT_GRADIENT_FACTOR,
  equivalentMudWeight,
  hydrostaticPressure,
  mudWeightFromGradient,
  pressureGradient,
} from './hydrostatic';
import { uniform } from './testing/arbitraries';

describe('hydrostatic pressure (Lapeyrouse, Formulas and Calculations for Drilling, Production and Workover, 2nd ed., ch. 1)', () => {
  it('13.5 ppg at 12,000 ft TVD gives 8,424 psi', () => {
    const result = hydrostaticPressure({ tvd_ft: 12000, mud_weight_ppg: 13.5 });
    expect(result.values.pressure_psi.value).toBeCloseTo(8424, 6);
    expect(result.values.pressure_psi.unit).toBe('psi');
    expect(result.formula).toBe('P = 0.052 × MW × TVD');
    expect(result.warnings).toEqual([]);
  });

  it('gives the overbalance over a formation pressure: 12.0 ppg at 10,000 ft over 6,000 psi holds 240 psi', () => {
    const result = hydrostaticPressure({
      tvd_ft: 10000,
      mud_weight_ppg: 12,
      formation_pressure_psi: 6000,
    });
    expect(result.values.overbalance_psi?.value).toBeCloseTo(240, 6);
    expect(result.warnings).toEqual([]);
  });

  it('an underbalance is negative and warned of, surface pressure counted', () => {
    const result = hydrostaticPressure({
      tvd_ft: 10000,
      mud_weight_ppg: 9,
      surface_pressure_psi: 200,
      formation_pressure_psi: 5000,
    });
    // 0.052 × 9 × 10,000 = 4,680 psi + 200 psi on the well = 4,880 psi: 120 psi under.
    expect(result.values.overbalance_psi?.value).toBeCloseTo(-120, 6);
    expect(result.warnings.join(' ')).toMatch(/Underbalanced by 120 psi/);
  });

  it('12.0 ppg at 10,000 ft gives 6,240 psi (drillingformulas.com worked example)', () => {
    expect(
      hydrostaticPressure({ tvd_ft: 10000, mud_weight_ppg: 12 }).values.pressure_psi.value,
    ).toBeCloseTo(6240, 6);
  });

  it('12.0 ppg is a 0.624 psi/ft gradient', () => {
    const result = pressureGradient({ mud_weight_ppg: 12 });
    expect(result.values.gradient_psi_per_ft.value).toBeCloseTo(0.624, 12);
    expect(result.values.specific_gravity.value).toBeCloseTo(12 / 8.33, 12);
  });

  it('0.4992 psi/ft is a 9.6 ppg mud', () => {
    expect(
      mudWeightFromGradient({ gradient_psi_per_ft: 0.4992 }).values.mud_weight_ppg.value,
    ).toBeCloseTo(9.6, 12);
  });

  it('uses the exact 0.051948 factor when asked (7.48052 gal/ft³ ÷ 144)', () => {
    expect(EXACT_GRADIENT_FACTOR).toBeCloseTo(0.05194805, 8);
    const result = hydrostaticPressure({
      tvd_ft: 12000,
      mud_weight_ppg: 13.5,
      gradient_factor: 'exact',
    });
    expect(result.values.pressure_psi.value).toBeCloseTo(8415.58, 2);
    expect(result.formula).toContain('0.051948');
  });

  it('gives the equivalent mud weight that balances a pressure', () => {
    const result = equivalentMudWeight({ pressure_psi: 6240, tvd_ft: 10000 });
    expect(result.values.mud_weight_ppg.value).toBeCloseTo(12, 12);
    expect(result.values.gradient_psi_per_ft.value).toBeCloseTo(0.624, 12);
  });

  it('round-trips pressure → equivalent mud weight (property)', () => {
    fc.assert(
      fc.property(fc.record({ tvd: uniform(100, 40000), mw: uniform(6, 22) }), ({ tvd, mw }) => {
        const p = hydrostaticPressure({ tvd_ft: tvd, mud_weight_ppg: mw }).values.pressure_psi
          .value;
        expect(
          equivalentMudWeight({ pressure_psi: p, tvd_ft: tvd }).values.mud_weight_ppg.value,
        ).toBeCloseTo(mw, 9);
      }),
      { numRuns: 200 },
    );
  });

  it('flags a mud weight outside 6–22 ppg and refuses an impossible one', () => {
    const light = hydrostaticPressure({ tvd_ft: 5000, mud_weight_ppg: 5.5 });
    expect(light.warnings[0]).toMatch(
      /mud_weight_ppg = 5.5 ppg is outside the usual range of drilling fluids \(6 to 22 ppg\)/,
    );
    expect(() => hydrostaticPressure({ tvd_ft: 5000, mud_weight_ppg: 0 })).toThrow(
      OilfieldInputError,
    );
    expect(() => hydrostaticPressure({ tvd_ft: 45000, mud_weight_ppg: 10 })).toThrow(
      /tvd_ft = 45000: Too big/,
    );
    expect(() => hydrostaticPressure({ tvd_ft: 5000 } as never)).toThrow(
      /mud_weight_ppg = missing/,
    );
  });
});

describe('bottom-hole pressure with a surface pressure', () => {
  // BHP = 0.052 × MW × TVD + surface pressure (Lapeyrouse, 2nd ed., ch. 1 and 4): 0.052 × 10 ×
  // 9,000 + 300 = 4,980 psi.
  it('adds the surface pressure to the column', () => {
    const result = hydrostaticPressure({
      tvd_ft: 9000,
      mud_weight_ppg: 10,
      surface_pressure_psi: 300,
    });
    expect(result.values.pressure_psi.value).toBeCloseTo(4680, 9);
    expect(result.values.bottom_hole_pressure_psi?.value).toBeCloseTo(4980, 9);
    expect(result.formula).toContain('BHP = P + surface pressure');
  });

  it('gives no bottom-hole pressure without one', () => {
    const result = hydrostaticPressure({ tvd_ft: 9000, mud_weight_ppg: 10 });
    expect(result.values.bottom_hole_pressure_psi).toBeUndefined();
  });
});

/*
 * A column of several fluids: p = p0 + Σ 0.052 ρi hi over the layers from the top down
 * (Bourgoyne et al., Applied Drilling Engineering, SPE Textbook Series vol. 2, 1986, ch. 4,
 * hydrostatic pressure in complex fluid columns), worked by hand.
 */
describe('fluidColumnPressure', () => {
  it('8,000 ft of 10 ppg mud over 1,500 ft of 15.8 ppg cement', () => {
    // 0.052 × (10 × 8,000 + 15.8 × 1,500) = 0.052 × 103,700 = 5,392.4 psi at 9,500 ft;
    // EMW = 5,392.4/(0.052 × 9,500) = 10.9158 ppg; 4,160 psi at the top of the cement.
    const result = fluidColumnPressure({
      fluids: [
        { mud_weight_ppg: 10, height_ft: 8000 },
        { mud_weight_ppg: 15.8, height_ft: 1500 },
      ],
    });
    expect(result.values.pressure_psi.value).toBeCloseTo(5392.4, 6);
    expect(result.values.total_tvd_ft.value).toBe(9500);
    expect(result.values.equivalent_mud_weight_ppg.value).toBeCloseTo(10.9158, 4);
    expect(result.table?.rows[0]?.pressure_at_base_psi).toBeCloseTo(4160, 6);
    expect(result.table?.rows[1]?.top_ft).toBe(8000);
  });

  it('adds the pressure held at surface', () => {
    // 300 + 0.052 × (9 × 5,000 + 12 × 1,000) = 300 + 2,964 = 3,264 psi.
    const result = fluidColumnPressure({
      fluids: [
        { mud_weight_ppg: 9, height_ft: 5000 },
        { mud_weight_ppg: 12, height_ft: 1000 },
      ],
      surface_pressure_psi: 300,
    });
    expect(result.values.pressure_psi.value).toBeCloseTo(3264, 6);
    expect(result.values.pressure_psi.label).toMatch(/surface/);
    // The EMW is the column's own: 2,964/(0.052 × 6,000) = 9.5 ppg.
    expect(result.values.equivalent_mud_weight_ppg.value).toBeCloseTo(9.5, 9);
  });
});
