import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { productionRatios, waterCutWorConversion } from './ratios';
import { uniform } from './testing/arbitraries';
import { valueOf } from './testing/values';

describe('production ratios (definitions)', () => {
  it('gives no GOR without a gas rate, and no water cut without a water rate', () => {
    const result = productionRatios({ oil_rate_bbl_per_day: 300 });
    expect(result.values.gas_oil_ratio_scf_per_bbl).toBeUndefined();
    expect(result.values.water_cut_pct).toBeUndefined();
    expect(result.values.water_oil_ratio).toBeUndefined();
    expect(result.values.total_liquid_bbl_per_day.value).toBe(300);
  });

  it('gives no condensate-gas ratio when no condensate rate is given', () => {
    const result = productionRatios({ oil_rate_bbl_per_day: 45, gas_rate_mscf_per_day: 2500 });
    expect(result.values.condensate_gas_ratio_bbl_per_mmscf).toBeUndefined();
    expect(result.values.gas_oil_ratio_scf_per_bbl?.value).toBeCloseTo(2_500_000 / 45, 6);
  });

  it('water cut 80 % is a WOR of 4', () => {
    const result = waterCutWorConversion({ water_cut_pct: 80 });
    expect(result.values.water_oil_ratio.value).toBeCloseTo(4, 12);
    expect(waterCutWorConversion({ water_oil_ratio: 4 }).values.water_cut_pct.value).toBeCloseTo(
      80,
      12,
    );
  });

  it('round-trips water cut ↔ WOR (property)', () => {
    fc.assert(
      fc.property(uniform(0, 99.9), (wc) => {
        const wor = waterCutWorConversion({ water_cut_pct: wc }).values.water_oil_ratio.value;
        expect(
          waterCutWorConversion({ water_oil_ratio: wor }).values.water_cut_pct.value,
        ).toBeCloseTo(wc, 9);
      }),
      { numRuns: 200 },
    );
  });

  it('oil 100, water 400 bbl/d and 150 Mscf/d: WC 80 %, WOR 4, GOR 1,500 scf/STB', () => {
    const result = productionRatios({
      oil_rate_bbl_per_day: 100,
      water_rate_bbl_per_day: 400,
      gas_rate_mscf_per_day: 150,
    });
    expect(valueOf(result.values.water_cut_pct)).toBeCloseTo(80, 12);
    expect(valueOf(result.values.water_oil_ratio)).toBeCloseTo(4, 12);
    expect(valueOf(result.values.gas_oil_ratio_scf_per_bbl)).toBeCloseTo(1500, 12);
    expect(result.values.total_liquid_bbl_per_day.value).toBe(500);
  });

  it('leaves out ratios whose denominator is zero, with a warning (a gas well with condensate)', () => {
    const result = productionRatios({
      oil_rate_bbl_per_day: 0,
      gas_rate_mscf_per_day: 2000,
      condensate_rate_bbl_per_day: 40,
    });
    expect(result.values.water_oil_ratio).toBeUndefined();
    expect(result.values.gas_oil_ratio_scf_per_bbl).toBeUndefined();
    expect(valueOf(result.values.condensate_gas_ratio_bbl_per_mmscf)).toBeCloseTo(20, 12);
    expect(result.warnings.join(' ')).toMatch(/WOR and GOR are undefined/);
  });

  it('refuses a 100 % water cut for WOR and needs exactly one input', () => {
    expect(() => waterCutWorConversion({ water_cut_pct: 100 })).toThrow(/WOR is infinite/);
    expect(() => waterCutWorConversion({})).toThrow(OilfieldInputError);
    expect(() => waterCutWorConversion({ water_cut_pct: 50, water_oil_ratio: 1 })).toThrow(
      /exactly one/,
    );
  });
});
