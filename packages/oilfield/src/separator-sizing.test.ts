import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { separatorGasCapacity } from './separator';
import { segmentAreaFraction, separatorRetention, separatorSizing } from './separator-sizing';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

describe('separatorSizing (Souders–Brown minimum diameter)', () => {
  it('matches Arnold & Stewart’s vertical gas-capacity form d² = 5,040·TZQg/P·√(ρg/(ρl − ρg)·CD/dm)', () => {
    // Data in the style of Arnold & Stewart, Surface Production Operations vol. 1, 3rd ed., ch. 4,
    // example 4-1 (10 MMscf/d of 0.6 gas at 1,000 psia and 60 °F, Z 0.84, 40 °API oil), as far as
    // recalled; the printed answer is not relied on. Evaluated by hand with the book's formula:
    // ρg = 2.7·S·P/(T·Z) = 2.7 × 0.6 × 1,000/(520 × 0.84) = 3.7088 lb/ft³ (stated here as the gas
    // density); ρl = 62.4 × 141.5/(131.5 + 40) = 51.49 lb/ft³; take CD/dm = 0.851/140 µm.
    // K = 0.0119·√(dm/CD) = 0.0119 × √(140/0.851) = 0.0119 × 12.8263 = 0.152633 ft/s.
    // √(ρg/(ρl − ρg)·CD/dm) = √(3.7088/47.7812 × 0.006079) = √(4.71858e-4) = 0.0217223.
    // d² = 5,040 × 520 × 0.84 × 10/1,000 × 0.0217223 = 22,014.72 × 0.0217223 = 478.21 → d = 21.87 in.
    // The book's 5,040 is rounded (the exact constant with K = 0.0119·√(dm/CD) is 5,041.4 here),
    // and its standard temperature 520 °R against our 519.67 °R: within 0.1 %.
    const k = 0.0119 * Math.sqrt(140 / 0.851);
    const result = separatorSizing({
      gas_rate_mmscf_per_day: 10,
      pressure_psia: 1000,
      temperature_degF: 60,
      z_factor: 0.84,
      gas_density_lb_per_ft3: 3.7088,
      liquid_density_lb_per_ft3: 51.49,
      k_factor_ft_per_s: k,
    });
    expect(relative(result.values.minimum_inside_diameter_in.value, 21.87)).toBeLessThan(1e-3);
    expect(result.values.k_factor_ft_per_s.value).toBe(k);
    expect(result.assumptions.join(' ')).toMatch(/as stated/);
  });

  it('uses the York K at the pressure when K is not stated, and DAK for Z', () => {
    // York K at 1,000 psia: 0.43 − 0.023 × ln 1,000 = 0.43 − 0.158878 = 0.271122 ft/s.
    const result = separatorSizing({
      gas_rate_mmscf_per_day: 20,
      pressure_psia: 1000,
      temperature_degF: 100,
      gas_specific_gravity: 0.7,
      liquid_specific_gravity: 0.8,
    });
    expect(result.values.k_factor_ft_per_s.value).toBeCloseTo(0.271122, 5);
    expect(result.values.liquid_density_lb_per_ft3.value).toBeCloseTo(0.8 * 62.37, 9);
    expect(result.assumptions.join(' ')).toMatch(/York/);
    expect(result.assumptions.join(' ')).toMatch(/Dranchuk/);
  });

  it('is the inverse of separator_gas_capacity for a vertical vessel', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 100, max: 3000, noNaN: true }),
        fc.double({ min: 40, max: 200, noNaN: true }),
        fc.double({ min: 0.1, max: 0.4, noNaN: true }),
        (rate, pressure, temperature, k) => {
          const common = {
            pressure_psia: pressure,
            temperature_degF: temperature,
            gas_specific_gravity: 0.65,
            liquid_density_lb_per_ft3: 50,
            z_factor: 0.9,
            k_factor_ft_per_s: k,
          };
          const diameter = separatorSizing({ gas_rate_mmscf_per_day: rate, ...common }).values
            .minimum_inside_diameter_in.value;
          const capacity = separatorGasCapacity({
            vessel_inside_diameter_in: diameter,
            ...common,
          }).values.gas_capacity_mmscf_per_day.value;
          expect(relative(capacity, rate)).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it('sizes a half-full horizontal vessel on twice the gas area with 1.25 × the York K', () => {
    // Gas flows over half the cross-section: A_vessel = 2·Qa/v, v with K × 1.25, so
    // D_h/D_v = √(2/1.25) = 1.264911 for the same gas.
    const base = {
      gas_rate_mmscf_per_day: 30,
      pressure_psia: 800,
      temperature_degF: 90,
      gas_specific_gravity: 0.65,
      liquid_density_lb_per_ft3: 52,
    };
    const vertical = separatorSizing(base).values.minimum_inside_diameter_in.value;
    const horizontal = separatorSizing({ ...base, orientation: 'horizontal' }).values
      .minimum_inside_diameter_in.value;
    expect(horizontal / vertical).toBeCloseTo(Math.sqrt(2 / 1.25), 9);
  });

  it('grows with the gas rate and shrinks with the pressure', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (a, b) => {
          const at = (rate: number, pressure = 1000) =>
            separatorSizing({
              gas_rate_mmscf_per_day: rate,
              pressure_psia: pressure,
              temperature_degF: 80,
              gas_specific_gravity: 0.7,
              liquid_density_lb_per_ft3: 50,
              z_factor: 0.9,
              k_factor_ft_per_s: 0.25,
            }).values.minimum_inside_diameter_in.value;
          expect(at(Math.max(a, b))).toBeGreaterThanOrEqual(at(Math.min(a, b)));
          expect(at(a, 500)).toBeGreaterThan(at(a, 1500));
        },
      ),
    );
  });

  it('refuses missing or contradictory densities and a level on a vertical vessel', () => {
    const base = { gas_rate_mmscf_per_day: 10, pressure_psia: 1000, temperature_degF: 80 };
    expect(() => separatorSizing({ ...base, gas_specific_gravity: 0.7 })).toThrow(/liquid density/);
    expect(() => separatorSizing({ ...base, liquid_density_lb_per_ft3: 50 })).toThrow(
      /gas specific gravity/,
    );
    expect(() =>
      separatorSizing({
        ...base,
        gas_specific_gravity: 0.7,
        liquid_density_lb_per_ft3: 50,
        liquid_specific_gravity: 0.8,
      }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      separatorSizing({
        ...base,
        gas_specific_gravity: 0.7,
        liquid_density_lb_per_ft3: 50,
        liquid_level_fraction: 0.5,
      }),
    ).toThrow(/horizontal vessel only/);
    // York K is fitted to 5,500 psia only.
    expect(() =>
      separatorSizing({
        ...base,
        pressure_psia: 8000,
        gas_specific_gravity: 0.7,
        liquid_density_lb_per_ft3: 50,
        z_factor: 1.2,
      }),
    ).toThrow(/5,500/);
  });
});

describe('segmentAreaFraction', () => {
  it('is 0, 1/2 and 1 at empty, half and full, and symmetric', () => {
    expect(segmentAreaFraction(0)).toBeCloseTo(0, 12);
    expect(segmentAreaFraction(0.5)).toBeCloseTo(0.5, 12);
    expect(segmentAreaFraction(1)).toBeCloseTo(1, 12);
    // A quarter-diameter level: (acos(0.5) − 0.5·√0.75)/π = (1.047198 − 0.433013)/π = 0.195501.
    expect(segmentAreaFraction(0.25)).toBeCloseTo(0.195501, 6);
    expect(segmentAreaFraction(0.3) + segmentAreaFraction(0.7)).toBeCloseTo(1, 12);
  });
});

describe('separatorRetention', () => {
  it('agrees with Arnold & Stewart’s vertical retention form d²h = tr·Ql/0.12', () => {
    // Arnold & Stewart, vol. 1, ch. 4 (vertical two-phase separators): d²h = tr·Ql/0.12, d and h in
    // inches. For 2,000 bbl/d and 3 min: d²h = 3 × 2,000/0.12 = 50,000 in³ → a 36 in vessel needs
    // h = 50,000/1,296 = 38.58 in. Exactly: V = π/4 × 36² × 38.58 in³ = 39,272 in³ = 22.727 ft³ =
    // 4.0478 bbl → t = 4.0478/2,000 × 1,440 = 2.914 min (the book's 0.12 rounds 0.11657).
    const result = separatorRetention({
      liquid_rate_bbl_per_day: 2000,
      vessel_inside_diameter_in: 36,
      liquid_level_in: 50000 / 1296,
      orientation: 'vertical',
    });
    expect(result.values.retention_time_min?.value).toBeCloseTo(2.914, 3);
    expect(result.values.liquid_volume_bbl?.value).toBeCloseTo(4.0478, 3);
  });

  it('agrees with the horizontal half-full form d²·Leff = tr·Ql/0.7', () => {
    // d²Leff = 3 × 2,000/0.7 = 8,571.4 (d in, Leff ft): 36 in × 6.614 ft. Exactly the half-full
    // volume is π/8 × 3² ft² × 6.6138 ft = 23.374 ft³ = 4.1631 bbl → 2.9974 min (0.7 rounds 0.69946).
    const length = (3 * 2000) / 0.7 / 36 ** 2;
    const result = separatorRetention({
      liquid_rate_bbl_per_day: 2000,
      vessel_inside_diameter_in: 36,
      liquid_level_in: 18,
      vessel_length_ft: length,
      orientation: 'horizontal',
    });
    expect(result.values.retention_time_min?.value).toBeCloseTo(2.9974, 3);
  });

  it('gives the volume for a target time from a liquid rate: V = Ql·t/1,440', () => {
    // 5,000 bbl/d for 3 min: 5,000 × 3/1,440 = 10.4167 bbl.
    const result = separatorRetention({ liquid_rate_bbl_per_day: 5000, retention_time_min: 3 });
    expect(result.values.required_liquid_volume_bbl?.value).toBeCloseTo(10.4167, 4);
    expect(result.values.retention_time_min).toBeUndefined();
    expect(result.notes.join(' ')).toMatch(/API Spec 12J/);
  });

  it('gives the retention time of a stated volume: 20 bbl at 4,800 bbl/d is 6 min', () => {
    const result = separatorRetention({ liquid_rate_bbl_per_day: 4800, liquid_volume_bbl: 20 });
    expect(result.values.retention_time_min?.value).toBeCloseTo(6, 12);
  });

  it('finds the liquid level a target time needs, the inverse of the time from a level', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 10, noNaN: true }),
        fc.constantFrom('vertical' as const, 'horizontal' as const),
        (minutes, orientation) => {
          const vessel = {
            liquid_rate_bbl_per_day: 1500,
            vessel_inside_diameter_in: 48,
            orientation,
            ...(orientation === 'horizontal' ? { vessel_length_ft: 15 } : {}),
          };
          const level = separatorRetention({ ...vessel, retention_time_min: minutes }).values
            .required_liquid_level_in?.value;
          if (level === undefined) return;
          const back = separatorRetention({ ...vessel, liquid_level_in: level }).values
            .retention_time_min?.value;
          expect(back).toBeCloseTo(minutes, 6);
        },
      ),
    );
  });

  it('refuses an ambiguous or incomplete vessel', () => {
    expect(() => separatorRetention({ liquid_rate_bbl_per_day: 1000 })).toThrow(OilfieldInputError);
    expect(() =>
      separatorRetention({
        liquid_rate_bbl_per_day: 1000,
        vessel_inside_diameter_in: 36,
        liquid_level_in: 20,
      }),
    ).toThrow(/orientation/);
    expect(() =>
      separatorRetention({
        liquid_rate_bbl_per_day: 1000,
        vessel_inside_diameter_in: 36,
        liquid_level_in: 20,
        orientation: 'horizontal',
      }),
    ).toThrow(/vessel_length_ft/);
    expect(() =>
      separatorRetention({
        liquid_rate_bbl_per_day: 1000,
        vessel_inside_diameter_in: 36,
        liquid_level_in: 40,
        vessel_length_ft: 10,
        orientation: 'horizontal',
      }),
    ).toThrow(/above the top/);
    expect(() =>
      separatorRetention({
        liquid_rate_bbl_per_day: 1000,
        liquid_volume_bbl: 5,
        vessel_inside_diameter_in: 36,
      }),
    ).toThrow(/not both/);
  });
});
