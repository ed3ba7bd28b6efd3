import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { bariteWeightUp, mudDilution, mudMixing, slugForDryPipe } from './mud';

/*
 * Expected values are worked by hand from Lapeyrouse, N.J., Formulas and Calculations for
 * Drilling, Production and Workover, 2nd ed. (2002), ch. 2 ("Increase mud density", barite):
 *   sacks/100 bbl = 1470 × (W2 − W1) ÷ (35 − W2)
 *   volume increase (bbl/100 bbl) = 100 × (W2 − W1) ÷ (35 − W2)
 * and, for another barite SG, the mass balance with ρb = 8.33 × SG (ppg):
 *   lb/bbl = 42 × ρb × (W2 − W1) ÷ (ρb − W2); volume increase (bbl/bbl) = (W2 − W1) ÷ (ρb − W2)
 */

describe('bariteWeightUp', () => {
  it('100 bbl of 12.0 ppg mud to 14.0 ppg (the worked example of the chapter)', () => {
    // 1470 × 2/21 = 140 sacks/100 bbl = 14,000 lb; volume increase 100 × 2/21 = 9.5238 bbl.
    const result = bariteWeightUp({
      mud_volume_bbl: 100,
      current_mud_weight_ppg: 12,
      desired_mud_weight_ppg: 14,
    });
    expect(result.values.sacks_per_100_bbl.value).toBeCloseTo(140, 6);
    expect(result.values.barite_sacks.value).toBeCloseTo(140, 6);
    expect(result.values.barite_lb.value).toBeCloseTo(14000, 3);
    expect(result.values.volume_increase_bbl.value).toBeCloseTo(9.5238, 4);
    expect(result.values.barite_density_ppg.value).toBe(35);
    expect(result.formula).toContain('1470');
  });

  it('600 bbl from 10.5 to 11.5 ppg', () => {
    // 1470 × 1/23.5 = 62.5532 sacks/100 bbl; × 6 = 375.319 sacks = 37,531.9 lb;
    // volume increase 600 × 1/23.5 = 25.5319 bbl, 625.5319 bbl in all.
    const result = bariteWeightUp({
      mud_volume_bbl: 600,
      current_mud_weight_ppg: 10.5,
      desired_mud_weight_ppg: 11.5,
    });
    expect(result.values.sacks_per_100_bbl.value).toBeCloseTo(62.5532, 4);
    expect(result.values.barite_sacks.value).toBeCloseTo(375.319, 3);
    expect(result.values.barite_lb.value).toBeCloseTo(37531.9, 1);
    // 37,531.9 lb × 0.45359237 kg/lb = 17,024.2 kg.
    expect(result.values.barite_kg.value).toBeCloseTo(17024.2, 0);
    expect(result.values.volume_increase_bbl.value).toBeCloseTo(25.5319, 4);
    expect(result.values.final_volume_bbl.value).toBeCloseTo(625.5319, 4);
  });

  it('barite of SG 4.1 uses the mass balance with 8.33 × SG', () => {
    // ρb = 8.33 × 4.1 = 34.153 ppg; 100 bbl, 12 → 14 ppg: (14 − 12)/(34.153 − 14) = 0.0992408
    // bbl/bbl; lb/bbl = 42 × 34.153 × 0.0992408 = 142.354; 142.354 sacks/100 bbl.
    const result = bariteWeightUp({
      mud_volume_bbl: 100,
      current_mud_weight_ppg: 12,
      desired_mud_weight_ppg: 14,
      barite_specific_gravity: 4.1,
    });
    expect(result.values.barite_density_ppg.value).toBeCloseTo(34.153, 6);
    expect(result.values.sacks_per_100_bbl.value).toBeCloseTo(142.354, 3);
    expect(result.values.volume_increase_bbl.value).toBeCloseTo(9.92408, 4);
    expect(result.formula).toContain('Mass balance');
  });

  it('refuses a lighter or equal desired weight as a dilution', () => {
    expect(() =>
      bariteWeightUp({
        mud_volume_bbl: 100,
        current_mud_weight_ppg: 12,
        desired_mud_weight_ppg: 11,
      }),
    ).toThrow(/dilution/);
    expect(() =>
      bariteWeightUp({
        mud_volume_bbl: 100,
        current_mud_weight_ppg: 12,
        desired_mud_weight_ppg: 12,
      }),
    ).toThrow(OilfieldInputError);
  });

  it('refuses a desired weight at or above the barite density', () => {
    expect(() =>
      bariteWeightUp({
        mud_volume_bbl: 100,
        current_mud_weight_ppg: 16,
        desired_mud_weight_ppg: 24,
        barite_specific_gravity: 1,
      }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      bariteWeightUp({
        mud_volume_bbl: 100,
        // 8.33 × 2.6 = 21.658 ppg < 22 ppg.
        current_mud_weight_ppg: 16,
        desired_mud_weight_ppg: 22,
        barite_specific_gravity: 2.6,
      }),
    ).toThrow(/barite density/);
  });
});

/*
 * Lapeyrouse, 2nd ed. (2002), ch. 2: mixing fluids of different densities, V1 D1 + V2 D2 = VF DF,
 * and dilution with water, bbl = V1 (W1 − W2)/(W2 − Dw). The chapter's examples: 400 bbl of
 * 11.0 ppg mixed with 400 bbl of 14.0 ppg gives 800 bbl of 12.5 ppg; 100 bbl of 14.0 ppg mud
 * cut to 12.0 ppg with 8.33 ppg water takes 54.5 bbl of water.
 */
describe('mudMixing', () => {
  it('400 bbl of 11.0 ppg with 400 bbl of 14.0 ppg (the worked example)', () => {
    // (400 × 11 + 400 × 14)/800 = 12.5 ppg; 12.5/8.33 = 1.5006 SG.
    const result = mudMixing({
      first_volume_bbl: 400,
      first_mud_weight_ppg: 11,
      second_volume_bbl: 400,
      second_mud_weight_ppg: 14,
    });
    expect(result.values.final_mud_weight_ppg.value).toBeCloseTo(12.5, 9);
    expect(result.values.final_volume_bbl.value).toBe(800);
    expect(result.values.final_specific_gravity.value).toBeCloseTo(1.5006, 4);
  });

  it('unequal volumes weigh by volume', () => {
    // (300 × 10 + 100 × 16)/400 = 11.5 ppg.
    const result = mudMixing({
      first_volume_bbl: 300,
      first_mud_weight_ppg: 10,
      second_volume_bbl: 100,
      second_mud_weight_ppg: 16,
    });
    expect(result.values.final_mud_weight_ppg.value).toBeCloseTo(11.5, 9);
  });
});

describe('mudDilution', () => {
  it('100 bbl of 14.0 ppg cut to 12.0 ppg with water (the worked example)', () => {
    // 100 × (14 − 12)/(12 − 8.33) = 54.496 bbl; 154.496 bbl after.
    const result = mudDilution({
      mud_volume_bbl: 100,
      current_mud_weight_ppg: 14,
      desired_mud_weight_ppg: 12,
    });
    expect(result.values.diluent_bbl.value).toBeCloseTo(54.496, 3);
    expect(result.values.final_volume_bbl.value).toBeCloseTo(154.496, 3);
    expect(result.values.diluent_per_100_bbl.value).toBeCloseTo(54.496, 3);
  });

  it('with a base oil of 7.0 ppg', () => {
    // 500 × (11 − 10)/(10 − 7) = 166.667 bbl.
    const result = mudDilution({
      mud_volume_bbl: 500,
      current_mud_weight_ppg: 11,
      desired_mud_weight_ppg: 10,
      diluent_density_ppg: 7,
    });
    expect(result.values.diluent_bbl.value).toBeCloseTo(166.667, 3);
  });

  it('refuses a heavier target or one no lighter than the water', () => {
    expect(() =>
      mudDilution({ mud_volume_bbl: 100, current_mud_weight_ppg: 12, desired_mud_weight_ppg: 13 }),
    ).toThrow(/barite/);
    expect(() =>
      mudDilution({ mud_volume_bbl: 100, current_mud_weight_ppg: 9, desired_mud_weight_ppg: 8.3 }),
    ).toThrow(OilfieldInputError);
  });
});

/*
 * Lapeyrouse, 2nd ed. (2002), ch. 1, slug calculations: HP = 0.052 × MW × dry length; slug length
 * = HP/(0.052 × (slug − MW)); volume = length × pipe capacity; or for a set volume, slug weight =
 * MW + dry length × capacity × MW/volume. The chapter's example: 200 ft (two stands) of 4-1/2 in
 * drill pipe, capacity 0.01422 bbl/ft, dry in 12.0 ppg mud with a 13.0 ppg slug.
 */
describe('slugForDryPipe', () => {
  it('the slug volume for a slug weight (the worked example)', () => {
    // HP = 0.052 × 12 × 200 = 124.8 psi; length = 124.8/(0.052 × 1) = 2,400 ft;
    // volume = 2,400 × 0.01422 = 34.128 bbl; pit gain = 200 × 0.01422 = 2.844 bbl.
    const result = slugForDryPipe({
      mud_weight_ppg: 12,
      dry_pipe_length_ft: 200,
      pipe_capacity_bbl_per_ft: 0.01422,
      slug_weight_ppg: 13,
    });
    expect(result.values.hydrostatic_to_unbalance_psi.value).toBeCloseTo(124.8, 6);
    expect(result.values.slug_length_ft?.value).toBeCloseTo(2400, 6);
    expect(result.values.slug_volume_bbl?.value).toBeCloseTo(34.128, 3);
    expect(result.values.pit_gain_bbl.value).toBeCloseTo(2.844, 6);
  });

  it('the slug weight for a slug volume', () => {
    // 12 + 200 × 0.01422 × 12/25 = 12 + 1.36512 = 13.365 ppg; 25/0.01422 = 1,758.1 ft.
    const result = slugForDryPipe({
      mud_weight_ppg: 12,
      dry_pipe_length_ft: 200,
      pipe_capacity_bbl_per_ft: 0.01422,
      slug_volume_bbl: 25,
    });
    expect(result.values.slug_weight_ppg?.value).toBeCloseTo(13.365, 3);
    expect(result.values.slug_length_ft?.value).toBeCloseTo(1758.1, 1);
  });

  it('refuses a slug no heavier than the mud, and both or neither of weight and volume', () => {
    const base = { mud_weight_ppg: 12, dry_pipe_length_ft: 200, pipe_capacity_bbl_per_ft: 0.01422 };
    expect(() => slugForDryPipe({ ...base, slug_weight_ppg: 11.5 })).toThrow(
      /heavier than the mud/,
    );
    expect(() => slugForDryPipe(base)).toThrow(OilfieldInputError);
    expect(() => slugForDryPipe({ ...base, slug_weight_ppg: 13, slug_volume_bbl: 30 })).toThrow(
      OilfieldInputError,
    );
  });
});
