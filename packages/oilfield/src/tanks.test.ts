import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import {
  horizontalCylinderVolume,
  horizontalTankVolume,
  tankStrappingRun,
  verticalTankVolume,
} from './tanks';
import { uniform } from './testing/arbitraries';
import { valueOf } from './testing/values';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

describe('vertical tank', () => {
  it('12 ft × 20 ft is 402.87 bbl, 1.679 bbl/in (the API 12F "400-bbl" tank)', () => {
    const result = verticalTankVolume({
      diameter_ft: 12,
      liquid_height_ft: 20,
      shell_height_ft: 20,
    });
    expect(valueOf(result.values.volume_bbl)).toBeCloseTo(402.87, 2);
    expect(result.values.bbl_per_inch.value).toBeCloseTo(1.679, 3);
    expect(valueOf(result.values.percent_full)).toBe(100);
  });

  it('gives the tank factors from the diameter alone, and no volume without a level', () => {
    // π/4 × 15.5² ft² = 188.69 ft² = 33.607 bbl/ft = 2.8006 bbl/in (API MPMS 2.2A, nominal).
    const result = verticalTankVolume({ diameter_ft: 15.5 });
    expect(result.values.bbl_per_ft.value).toBeCloseTo(33.607, 2);
    expect(result.values.bbl_per_inch.value).toBeCloseTo(2.8006, 3);
    expect(result.values.volume_bbl).toBeUndefined();
    expect(result.values.percent_full).toBeUndefined();
    // The shell alone gives the capacity: 33.607 bbl/ft × 24 ft = 806.6 bbl.
    const shell = verticalTankVolume({ diameter_ft: 15.5, shell_height_ft: 24 });
    expect(valueOf(shell.values.capacity_bbl)).toBeCloseTo(806.6, 0);
    expect(shell.values.percent_full).toBeUndefined();
  });

  it('refuses a level above the shell', () => {
    expect(() =>
      verticalTankVolume({ diameter_ft: 12, liquid_height_ft: 21, shell_height_ft: 20 }),
    ).toThrow(OilfieldInputError);
  });
});

describe('horizontal tank partly full (Jones; CalebBell/fluids tests/test_geometry.py)', () => {
  it('ellipsoidal heads: D 108 in, L 156 in, a 42 in, h 36 in → 2,380.9565415578145 gal (1e-9)', () => {
    const result = horizontalTankVolume({
      diameter_ft: 9,
      length_ft: 13,
      liquid_height_ft: 3,
      head_type: 'ellipsoidal',
      head_depth_ft: 3.5,
    });
    expect(relative(result.values.volume_gal.value, 2380.9565415578145)).toBeLessThan(1e-9);
  });

  it('full volumes equal the solid geometry: flat πR²L, hemispherical πR²L + 4/3πR³', () => {
    const flat = horizontalTankVolume({ diameter_ft: 8, length_ft: 20, liquid_height_ft: 8 });
    expect(relative(flat.values.volume_bbl.value * 5.614583333, Math.PI * 16 * 20)).toBeLessThan(
      1e-6,
    );
    expect(valueOf(flat.values.percent_full)).toBeCloseTo(100, 12);
    const hemi = horizontalTankVolume({
      diameter_ft: 8,
      length_ft: 20,
      liquid_height_ft: 4,
      head_type: 'hemispherical',
    });
    expect(
      relative(
        valueOf(hemi.values.capacity_bbl) * 5.614583333,
        Math.PI * 16 * 20 + (4 / 3) * Math.PI * 64,
      ),
    ).toBeLessThan(1e-6);
    expect(valueOf(hemi.values.percent_full)).toBeCloseTo(50, 10);
  });

  it('is symmetric about half full: V(h) + V(D − h) = V(D) (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          d: uniform(1, 20),
          // A zero-length tank with flat heads holds nothing, and the relative error is 0/0.
          l: uniform(0, 60).filter((l) => l > 0),
          f: uniform(0, 1),
          a: uniform(0, 0.5),
        }),
        ({ d, l, f, a }) => {
          const h = d * f;
          const sum =
            horizontalCylinderVolume(d, l, h, a * d) + horizontalCylinderVolume(d, l, d - h, a * d);
          expect(relative(sum, horizontalCylinderVolume(d, l, d, a * d))).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a level above the diameter and a head depth for flat heads', () => {
    expect(() =>
      horizontalTankVolume({ diameter_ft: 8, length_ft: 20, liquid_height_ft: 9 }),
    ).toThrow(/liquid_height_ft = 9 exceeds diameter_ft = 8/);
    expect(() =>
      horizontalTankVolume({
        diameter_ft: 8,
        length_ft: 20,
        liquid_height_ft: 2,
        head_depth_ft: 1,
      }),
    ).toThrow(/head_depth_ft applies to ellipsoidal heads only/);
  });
});

describe('tank strapping run between two gauges (API MPMS ch. 2.2A and 12.1.1; worked by hand)', () => {
  /*
   * Worked by hand, not from a book: a 12 ft inside-diameter lease tank (the API 12F tank of the
   * vertical-tank test), opening gauge 12 ft 4-1/2 in, closing gauge 3 ft 1/4 in.
   *   level change = (12 × 12 + 4.5) − (3 × 12 + 0.25) = 148.5 − 36.25 = 112.25 in
   *   bbl/in = π × 12² / 4 ÷ 5.614583 ÷ 12 = 113.0973 ÷ 5.614583 ÷ 12 = 20.14350 ÷ 12 = 1.678625
   *   gross run = 112.25 × 1.678625 = 188.4256 bbl
   * With the tank table's factor of 1.67 bbl/in: 112.25 × 1.67 = 187.4575 bbl.
   */
  const opening = 12 + 4.5 / 12;
  const closing = 3 + 0.25 / 12;

  it('from the diameter: 112.25 in × 1.678625 bbl/in = 188.43 bbl', () => {
    const result = tankStrappingRun({
      opening_gauge_ft: opening,
      closing_gauge_ft: closing,
      diameter_ft: 12,
    });
    expect(result.values.level_change_in.value).toBeCloseTo(112.25, 9);
    expect(result.values.bbl_per_inch.value).toBeCloseTo(1.678625, 6);
    expect(result.values.gross_volume_bbl.value).toBeCloseTo(188.4256, 3);
    expect(result.assumptions[0]).toMatch(/12 ft 4\.5 in .*3 ft 0\.25 in/);
    expect(result.values.volume_at_60f_bbl).toBeUndefined();
    expect(result.assumptions.join(' ')).toMatch(/no CTL/);
  });

  it('from a bbl/in factor, the same as its bbl/ft equivalent', () => {
    const perInch = tankStrappingRun({
      opening_gauge_ft: opening,
      closing_gauge_ft: closing,
      strapping_factor_bbl_per_in: 1.67,
    });
    expect(perInch.values.gross_volume_bbl.value).toBeCloseTo(187.4575, 9);
    const perFoot = tankStrappingRun({
      opening_gauge_ft: opening,
      closing_gauge_ft: closing,
      strapping_factor_bbl_per_ft: 1.67 * 12,
    });
    expect(perFoot.values.gross_volume_bbl.value).toBeCloseTo(187.4575, 9);
  });

  it('applies a CTL only when one is given: 187.4575 × 0.9912 = 185.8079 bbl', () => {
    const result = tankStrappingRun({
      opening_gauge_ft: opening,
      closing_gauge_ft: closing,
      strapping_factor_bbl_per_in: 1.67,
      ctl: 0.9912,
    });
    expect(result.values.volume_at_60f_bbl?.value).toBeCloseTo(185.8079, 3);
  });

  it('flags a closing gauge above the opening one as a receipt', () => {
    const result = tankStrappingRun({
      opening_gauge_ft: closing,
      closing_gauge_ft: opening,
      diameter_ft: 12,
    });
    expect(result.values.gross_volume_bbl.value).toBeCloseTo(188.4256, 3);
    expect(result.warnings[0]).toMatch(/receipt/);
  });

  it('refuses no factor, two factors and a gauge out of range', () => {
    expect(() => tankStrappingRun({ opening_gauge_ft: 10, closing_gauge_ft: 2 })).toThrow(
      /Give the tank diameter/,
    );
    expect(() =>
      tankStrappingRun({
        opening_gauge_ft: 10,
        closing_gauge_ft: 2,
        diameter_ft: 12,
        strapping_factor_bbl_per_in: 1.67,
      }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      tankStrappingRun({ opening_gauge_ft: -1, closing_gauge_ft: 2, diameter_ft: 12 }),
    ).toThrow(OilfieldInputError);
  });

  it('agrees with the vertical tank volume at each gauge, and runs add up (property)', () => {
    fc.assert(
      fc.property(
        uniform(1, 100),
        uniform(0, 60),
        uniform(0, 60),
        uniform(0, 60),
        (diameter, a, b, c) => {
          const run = (from: number, to: number) =>
            tankStrappingRun({
              opening_gauge_ft: from,
              closing_gauge_ft: to,
              diameter_ft: diameter,
            }).values.gross_volume_bbl.value;
          const [high, middle, low] = [a, b, c].sort((x, y) => y - x) as [number, number, number];
          const whole = run(high, low);
          expect(Math.abs(run(high, middle) + run(middle, low) - whole)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, whole),
          );
          const volume = (level: number) =>
            valueOf(
              verticalTankVolume({ diameter_ft: diameter, liquid_height_ft: level }).values
                .volume_bbl,
            );
          const volumes = volume(high) - volume(low);
          expect(Math.abs(volumes - whole)).toBeLessThanOrEqual(1e-9 * Math.max(1, whole));
        },
      ),
    );
  });
});
