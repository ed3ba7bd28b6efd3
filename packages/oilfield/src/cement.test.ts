import { describe, expect, it } from 'vitest';

import { cementVolume } from './cement';
import { OilfieldInputError } from './errors';

/*
 * Worked by hand from Lapeyrouse, Formulas and Calculations for Drilling, Production and Workover,
 * 2nd ed. (2002), ch. 2 (cementing calculations): capacity ft³/ft = D²/183.35 (π/4 ÷ 144 per
 * in²), slurry = open hole × (1 + excess) + cased annulus + shoe track, sacks = ft³ ÷ yield, mix
 * water (bbl) = sacks × gal/sk ÷ 42.
 */
describe('cementVolume', () => {
  it('9-5/8 in casing in 12-1/4 in hole with an overlap and a shoe track', () => {
    // Open hole (150.0625 − 92.6406)/183.35 × 1,000 × 1.5 = 469.773 ft³; cased annulus
    // (154.1322 − 92.6406)/183.35 × 500 = 167.689 ft³; shoe track 75.3598/183.35 × 80 = 32.881 ft³;
    // 670.343 ft³ = 119.393 bbl; 670.343/1.18 = 568.09 sacks; × 5.2/42 = 70.335 bbl of water.
    const result = cementVolume({
      hole_diameter_in: 12.25,
      casing_od_in: 9.625,
      open_hole_length_ft: 1000,
      excess_pct: 50,
      previous_casing_id_in: 12.415,
      cased_length_ft: 500,
      casing_id_in: 8.681,
      shoe_track_length_ft: 80,
      slurry_yield_ft3_per_sk: 1.18,
      mix_water_gal_per_sk: 5.2,
    });
    expect(result.values.slurry_volume_ft3.value).toBeCloseTo(670.343, 2);
    expect(result.values.slurry_volume_bbl.value).toBeCloseTo(119.393, 2);
    expect(result.values.sacks?.value).toBeCloseTo(568.09, 1);
    expect(result.values.mix_water_bbl?.value).toBeCloseTo(70.335, 2);
  });

  it('open hole alone, no excess, no yield', () => {
    // (8.5² − 7²)/183.35 × 2,000 = 23.25/183.35 × 2,000 = 253.613 ft³ = 45.170 bbl.
    const result = cementVolume({
      hole_diameter_in: 8.5,
      casing_od_in: 7,
      open_hole_length_ft: 2000,
    });
    expect(result.values.slurry_volume_ft3.value).toBeCloseTo(253.613, 2);
    expect(result.values.slurry_volume_bbl.value).toBeCloseTo(45.17, 2);
    expect(result.values.sacks).toBeUndefined();
  });

  it('refuses a casing no smaller than the hole, and half of a section', () => {
    expect(() =>
      cementVolume({ hole_diameter_in: 8.5, casing_od_in: 9.625, open_hole_length_ft: 100 }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      cementVolume({
        hole_diameter_in: 12.25,
        casing_od_in: 9.625,
        open_hole_length_ft: 100,
        casing_id_in: 8.681,
      }),
    ).toThrow(/shoe track/);
  });
});
