import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { horizontalCylinderVolume, horizontalTankVolume, verticalTankVolume } from './tanks';
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
    expect(result.values.volume_bbl.value).toBeCloseTo(402.87, 2);
    expect(result.values.bbl_per_inch.value).toBeCloseTo(1.679, 3);
    expect(valueOf(result.values.percent_full)).toBe(100);
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
