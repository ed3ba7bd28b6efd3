import { describe, expect, it } from 'vitest';

import { compressionRatio } from './compression';

describe('compressionRatio (GPSA sect. 13 staging)', () => {
  it('chooses two stages for 50 → 1,000 psig at no more than 4 per stage', () => {
    // GPSA Engineering Data Book, 13th ed., sect. 13: r = Pd/Ps on absolute pressures, equal
    // ratios r^(1/n). 50 psig = 64.696 psia, 1,000 psig = 1,014.696 psia: r = 15.68406.
    // ln 15.68406/ln 4 = 2.756/1.386 = 1.986 → 2 stages; r^(1/2) = 3.96031; interstage
    // 64.696 × 3.96031 = 256.216 psia.
    const result = compressionRatio({
      suction_pressure_psia: 64.696,
      discharge_pressure_psia: 1014.696,
    });
    expect(result.values.overall_compression_ratio?.value).toBeCloseTo(15.68406, 5);
    expect(result.values.stages?.value).toBe(2);
    expect(result.values.ratio_per_stage?.value).toBeCloseTo(3.96031, 5);
    expect(result.values.interstage_pressure_1_psia?.value).toBeCloseTo(256.216, 3);
    expect(result.values.interstage_pressure_2_psia).toBeUndefined();
    expect(result.assumptions.join(' ')).toMatch(/at most 4 per stage/);
    expect(result.table?.rows.at(-1)?.discharge_psia).toBeCloseTo(1014.696, 9);
  });

  it('takes three stages with the ideal discharge temperature T2 = T1·r^((k−1)/k)', () => {
    // r^(1/3) = 15.68406^(1/3) = 2.503146; interstages 64.696 × 2.503146 = 161.944 psia and
    // × 2.503146² = 405.368 psia. T2 = 559.67 °R × 2.503146^(0.26/1.26) = 559.67 × 1.208446
    // = 676.33 °R = 216.66 °F.
    const result = compressionRatio({
      suction_pressure_psia: 64.696,
      discharge_pressure_psia: 1014.696,
      stages: 3,
      suction_temperature_degF: 100,
      heat_capacity_ratio: 1.26,
    });
    expect(result.values.ratio_per_stage?.value).toBeCloseTo(2.503146, 6);
    expect(result.values.interstage_pressure_1_psia?.value).toBeCloseTo(161.944, 3);
    expect(result.values.interstage_pressure_2_psia?.value).toBeCloseTo(405.368, 3);
    expect(result.values.discharge_temperature_degF?.value).toBeCloseTo(216.66, 2);
    expect(result.warnings).toEqual([]);
  });

  it('flags a discharge above 300 °F and a ratio per stage above 4', () => {
    // One stage at r = 15.684: T2 = 559.67 × 15.68406^(0.206349) = 559.67 × 1.764745 = 987.67 °R
    // = 528.0 °F.
    const result = compressionRatio({
      suction_pressure_psia: 64.696,
      discharge_pressure_psia: 1014.696,
      stages: 1,
      suction_temperature_degF: 100,
      heat_capacity_ratio: 1.26,
    });
    expect(result.values.discharge_temperature_degF?.value).toBeCloseTo(528.0, 1);
    expect(result.warnings.join(' ')).toMatch(/ratio per stage/);
    expect(result.warnings.join(' ')).toMatch(/300 °F/);
  });

  it('uses a stated limit per stage: 3.5 gives three stages for the same duty', () => {
    // ln 15.68406/ln 3.5 = 2.197 → 3 stages.
    const result = compressionRatio({
      suction_pressure_psia: 64.696,
      discharge_pressure_psia: 1014.696,
      max_ratio_per_stage: 3.5,
    });
    expect(result.values.stages?.value).toBe(3);
    // Exactly 4² needs two stages, not three.
    expect(
      compressionRatio({ suction_pressure_psia: 50, discharge_pressure_psia: 800 }).values.stages
        ?.value,
    ).toBe(2);
  });

  it('refuses a discharge not above the suction, and k without a suction temperature', () => {
    expect(() =>
      compressionRatio({ suction_pressure_psia: 500, discharge_pressure_psia: 400 }),
    ).toThrow(/must be above the suction/);
    expect(() =>
      compressionRatio({
        suction_pressure_psia: 50,
        discharge_pressure_psia: 400,
        heat_capacity_ratio: 1.3,
      }),
    ).toThrow(/suction temperature/);
    expect(() =>
      compressionRatio({
        suction_pressure_psia: 50,
        discharge_pressure_psia: 400,
        stages: 2,
        max_ratio_per_stage: 3,
      }),
    ).toThrow(/not both/);
    expect(() =>
      compressionRatio({ suction_pressure_psia: 50, discharge_pressure_psia: 400, stages: 1.5 }),
    ).toThrow(/Invalid input/);
  });
});
