import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import {
  hammerschmidtConcentration,
  hammerschmidtDepression,
  hydrateFormationTemperature,
  hydrateInhibitor,
} from './hydrates';

describe('hydrateInhibitor (Hammerschmidt)', () => {
  it('methanol for a 25 °F depression: W = 100 × 32.04 × 25/(2,335 + 32.04 × 25)', () => {
    // Hammerschmidt (1934), ΔT = K·W/(M·(100 − W)), K = 2,335 (the GPSA sect. 20 form), evaluated
    // by hand: 100 × 32.04 × 25 = 80,100; 2,335 + 801 = 3,136; W = 80,100/3,136 = 25.5421 wt %.
    const result = hydrateInhibitor({ inhibitor: 'methanol', temperature_depression_degF: 25 });
    expect(result.values.required_concentration_wt_pct.value).toBeCloseTo(25.5421, 4);
    // Above about 25 wt % methanol Hammerschmidt is flagged.
    expect(result.warnings.join(' ')).toMatch(/Hammerschmidt is reliable/);
  });

  it('MEG with K = 2,200 from the hydrate and lowest temperatures, and the injection rate', () => {
    // Hydrate at 65 °F, line at 40 °F: ΔT = 25 °F. W = 100 × 62.07 × 25/(2,200 + 62.07 × 25)
    // = 155,175/3,751.75 = 41.3607 wt %.
    // Water 10 bbl/d × 5.614583 ft³/bbl × 62.37 lb/ft³ = 3,501.82 lb/d; 80 wt % lean MEG:
    // mI = 0.413607 × 3,501.82/(0.8 − 0.413607) = 1,448.38/0.386393 = 3,748.46 lb/d of solution,
    // of which 0.8 × 3,748.46 = 2,998.77 lb/d is MEG.
    const result = hydrateInhibitor({
      inhibitor: 'meg',
      hydrate_temperature_degF: 65,
      minimum_temperature_degF: 40,
      water_rate_bbl_per_day: 10,
      lean_inhibitor_wt_pct: 80,
    });
    expect(result.values.temperature_depression_degF.value).toBeCloseTo(25, 12);
    expect(result.values.required_concentration_wt_pct.value).toBeCloseTo(41.3607, 4);
    expect(result.values.lean_solution_rate_lb_per_day?.value).toBeCloseTo(3748.46, 1);
    expect(result.values.pure_inhibitor_rate_lb_per_day?.value).toBeCloseTo(2998.77, 1);
    expect(result.warnings).toEqual([]);
  });

  it('pure methanol rate for 20 °F and 5 bbl/d of water, with the vapour loss named', () => {
    // W = 100 × 32.04 × 20/(2,335 + 640.8) = 64,080/2,975.8 = 21.5337 wt %.
    // Water 5 × 5.614583 × 62.37 = 1,750.91 lb/d; mI = 0.215337 × 1,750.91/(1 − 0.215337)
    // = 377.035/0.784663 = 480.51 lb/d; at 49.66 lb/ft³: 9.6760 ft³/d = 72.38 gal/d.
    const result = hydrateInhibitor({
      inhibitor: 'methanol',
      temperature_depression_degF: 20,
      water_rate_bbl_per_day: 5,
    });
    expect(result.values.required_concentration_wt_pct.value).toBeCloseTo(21.5337, 4);
    expect(result.values.lean_solution_rate_lb_per_day?.value).toBeCloseTo(480.51, 1);
    expect(result.values.lean_solution_rate_gal_per_day?.value).toBeCloseTo(72.38, 1);
    expect(result.assumptions.join(' ')).toMatch(/vaporises into the gas/);
    expect(result.assumptions.join(' ')).toMatch(/Pure methanol/);
  });

  it('takes a stated Hammerschmidt constant', () => {
    // MEG with K = 2,700: W = 100 × 62.07 × 25/(2,700 + 1,551.75) = 155,175/4,251.75 = 36.4967 wt %.
    const result = hydrateInhibitor({
      inhibitor: 'meg',
      temperature_depression_degF: 25,
      hammerschmidt_constant: 2700,
    });
    expect(result.values.required_concentration_wt_pct.value).toBeCloseTo(36.4967, 4);
  });

  it('concentration and depression are inverse, and the concentration grows with ΔT', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 80, noNaN: true }),
        fc.double({ min: 0.1, max: 80, noNaN: true }),
        fc.constantFrom(32.04, 62.07),
        (a, b, mw) => {
          const w = hammerschmidtConcentration(a, mw, 2335);
          expect(hammerschmidtDepression(w, mw, 2335)).toBeCloseTo(a, 9);
          expect(w).toBeLessThan(100);
          const low = Math.min(a, b);
          const high = Math.max(a, b);
          // Within rounding: two depressions a few ulps apart give concentrations as close.
          expect(hammerschmidtConcentration(high, mw, 2335)).toBeGreaterThanOrEqual(
            hammerschmidtConcentration(low, mw, 2335) * (1 - 1e-12),
          );
        },
      ),
    );
  });

  it('refuses missing, contradictory or impossible input', () => {
    expect(() => hydrateInhibitor({ inhibitor: 'methanol' })).toThrow(OilfieldInputError);
    expect(() =>
      hydrateInhibitor({
        inhibitor: 'methanol',
        hydrate_temperature_degF: 40,
        minimum_temperature_degF: 50,
      }),
    ).toThrow(/no depression is needed/);
    expect(() =>
      hydrateInhibitor({
        inhibitor: 'meg',
        temperature_depression_degF: 20,
        water_rate_bbl_per_day: 10,
      }),
    ).toThrow(/MEG concentration injected/);
    expect(() =>
      hydrateInhibitor({
        inhibitor: 'meg',
        temperature_depression_degF: 40,
        water_rate_bbl_per_day: 10,
        lean_inhibitor_wt_pct: 40,
      }),
    ).toThrow(/must exceed/);
    expect(() =>
      hydrateInhibitor({
        inhibitor: 'methanol',
        temperature_depression_degF: 20,
        hydrate_temperature_degF: 60,
        minimum_temperature_degF: 40,
      }),
    ).toThrow(/not both/);
  });
});

describe('hydrateFormationTemperature (Towler & Mokhatab fit of the Katz chart)', () => {
  it('1,000 psia, γ 0.69: 64.27 °F', () => {
    // By hand: ln 1,000 = 6.907755, ln 0.69 = −0.371064.
    // 13.47 × 6.907755 = 93.04746; 34.27 × −0.371064 = −12.71636;
    // −1.675 × 6.907755 × −0.371064 = +4.29335; T = 93.04746 − 12.71636 + 4.29335 − 20.35 = 64.2745 °F
    // (= 291.0803 K, the value CalebBell/thermo's test of the same correlation gives).
    const result = hydrateFormationTemperature({ pressure_psia: 1000, gas_specific_gravity: 0.69 });
    expect(result.values.hydrate_temperature_degF.value).toBeCloseTo(64.2745, 3);
    expect(result.values.hydrate_temperature_degC.value).toBeCloseTo((64.2745 - 32) / 1.8, 3);
    expect(result.warnings).toEqual([]);
  });

  it('γ 1.0: the gravity terms vanish, T = 13.47·ln P − 20.35', () => {
    // 500 psia: 13.47 × 6.214608 = 80.78990 + 2.92087 = 83.71077; − 20.35 = 63.3608 °F.
    const result = hydrateFormationTemperature({ pressure_psia: 500, gas_specific_gravity: 1 });
    expect(result.values.hydrate_temperature_degF.value).toBeCloseTo(63.3608, 3);
  });

  it('rises with pressure across the chart’s gravities', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 4000, noNaN: true }),
        fc.double({ min: 50, max: 4000, noNaN: true }),
        fc.double({ min: 0.555, max: 1, noNaN: true }),
        (a, b, gravity) => {
          const at = (pressure: number) =>
            hydrateFormationTemperature({ pressure_psia: pressure, gas_specific_gravity: gravity })
              .values.hydrate_temperature_degF.value;
          expect(at(Math.max(a, b))).toBeGreaterThanOrEqual(at(Math.min(a, b)));
        },
      ),
    );
  });

  it('refuses gravities off the chart and flags pressures beyond it', () => {
    expect(() =>
      hydrateFormationTemperature({ pressure_psia: 1000, gas_specific_gravity: 1.2 }),
    ).toThrow(/0.555 to 1/);
    expect(() =>
      hydrateFormationTemperature({ pressure_psia: 1000, gas_specific_gravity: 0.5 }),
    ).toThrow(OilfieldInputError);
    const high = hydrateFormationTemperature({ pressure_psia: 6000, gas_specific_gravity: 0.7 });
    expect(high.warnings.join(' ')).toMatch(/extrapolation/);
  });
});
