import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import {
  BARRELS_PER_ACRE_FOOT,
  gasDensityFromMolecularWeight,
  gasMaterialBalancePz,
  volumetricGasInPlace,
  volumetricOilInPlace,
} from './reservoir';

/**
 * Expected values are worked by hand from the equations as the references print them:
 * Craft & Hawkins, Applied Petroleum Reservoir Engineering, 3rd ed. (Terry & Rogers, 2015) —
 * N = 7,758·A·h·φ·(1 − Sw)/Boi (undersaturated oil reservoirs), G = 43,560·A·h·φ·(1 − Sw)/Bgi and
 * p/z = (pi/zi)(1 − Gp/G) (single-phase gas reservoirs); Ahmed, Reservoir Engineering Handbook,
 * 4th ed. (2010), ch. 2 — ρg = p·Ma/(z·R·T) with R = 10.73.
 */
describe('volumetric oil in place', () => {
  it('N = 7,758 × 640 ac × 30 ft × 0.20 × 0.75 / 1.25 = 17.87 MMSTB', () => {
    const result = volumetricOilInPlace({
      area_acres: 640,
      net_pay_ft: 30,
      porosity_pct: 20,
      water_saturation_pct: 25,
      oil_fvf_rb_per_stb: 1.25,
      recovery_factor_pct: 30,
    });
    // 7,758 × 640 × 30 × 0.2 × 0.75 / 1.25 = 17,874,432 STB with the book's rounded 7,758.
    expect(result.values.stoiip_stb.value / 17_874_432).toBeCloseTo(1, 4);
    expect(result.values.stoiip_m3.value).toBeCloseTo(
      result.values.stoiip_stb.value * 0.158987295,
      0,
    );
    expect(result.values.recoverable_stb?.value).toBeCloseTo(
      0.3 * result.values.stoiip_stb.value,
      3,
    );
    expect(BARRELS_PER_ACRE_FOOT).toBeCloseTo(7758.37, 1);
  });

  it('refuses a water saturation of 100 %', () => {
    expect(() =>
      volumetricOilInPlace({
        area_acres: 640,
        net_pay_ft: 30,
        porosity_pct: 20,
        water_saturation_pct: 100,
        oil_fvf_rb_per_stb: 1.25,
      }),
    ).toThrow(OilfieldInputError);
  });
});

describe('volumetric gas in place', () => {
  it('G = 43,560 × 1,000 ac × 50 ft × 0.15 × 0.70 / 0.005 ft³/scf = 45.74 Bscf', () => {
    const result = volumetricGasInPlace({
      area_acres: 1000,
      net_pay_ft: 50,
      porosity_pct: 15,
      water_saturation_pct: 30,
      gas_fvf_ft3_per_scf: 0.005,
    });
    expect(result.values.giip_scf.value).toBeCloseTo(45_738_000_000, -3);
    expect(result.values.giip_bcf.value).toBeCloseTo(45.738, 6);
    expect(result.values.giip_sm3.value).toBeCloseTo(45_738_000_000 * 0.028316846592, -3);
  });
});

describe('gas material balance p/z', () => {
  it('one survey: G = Gp/(1 − (p/z)/(pi/zi)) and the recovery to an abandonment p/z', () => {
    const result = gasMaterialBalancePz({
      initial_pressure_psia: 3000,
      initial_z_factor: 0.88,
      points: [{ pressure_psia: 2500, z_factor: 0.86, cumulative_gas_bcf: 8 }],
      abandonment_pressure_psia: 500,
      abandonment_z_factor: 0.95,
    });
    // pi/zi = 3,409.09 psia; p/z = 2,906.98 psia; G = 8/(1 − 0.852713) = 54.316 Bscf.
    expect(result.values.giip_bcf.value).toBeCloseTo(54.316, 2);
    // RF = 1 − 526.32/3,409.09 = 84.56 %.
    expect(result.values.recovery_factor_pct?.value).toBeCloseTo(84.561, 2);
    expect(result.values.recoverable_bcf?.value).toBeCloseTo(0.845614 * 54.316, 1);
    expect(result.warnings.join(' ')).toMatch(/second survey/);
  });

  it('two surveys on one line give that line’s G', () => {
    // G = 50 Bscf, pi/zi = 4,000: Gp = 10 → p/z = 3,200; Gp = 20 → p/z = 2,400.
    const result = gasMaterialBalancePz({
      initial_pressure_psia: 3600,
      initial_z_factor: 0.9,
      points: [
        { pressure_psia: 2880, z_factor: 0.9, cumulative_gas_bcf: 10 },
        { pressure_psia: 2160, z_factor: 0.9, cumulative_gas_bcf: 20 },
      ],
    });
    expect(result.values.giip_bcf.value).toBeCloseTo(50, 6);
  });

  it('refuses a survey above the initial p/z', () => {
    expect(() =>
      gasMaterialBalancePz({
        initial_pressure_psia: 3000,
        initial_z_factor: 0.88,
        points: [{ pressure_psia: 3100, z_factor: 0.88, cumulative_gas_bcf: 5 }],
      }),
    ).toThrow(OilfieldInputError);
  });
});

describe('gas density from molecular weight', () => {
  it('ρ = 2,000 × 20.3 / (0.85 × 10.7316 × 609.67) = 7.300 lb/ft³', () => {
    const result = gasDensityFromMolecularWeight({
      pressure_psia: 2000,
      temperature_degF: 150,
      molecular_weight: 20.3,
      z_factor: 0.85,
    });
    expect(result.values.gas_density.value).toBeCloseTo(7.3004, 3);
    expect(result.values.gas_specific_gravity.value).toBeCloseTo(20.3 / 28.9625, 6);
  });

  it('estimates z when it is not given (DAK), below the ideal-gas density’s denominator', () => {
    const result = gasDensityFromMolecularWeight({
      pressure_psia: 2000,
      temperature_degF: 150,
      molecular_weight: 20.3,
    });
    const z = result.values.z_factor.value;
    expect(z).toBeGreaterThan(0.7);
    expect(z).toBeLessThan(1);
    expect(result.values.gas_density.value).toBeCloseTo((2000 * 20.3) / (z * 10.7316 * 609.67), 6);
  });
});
