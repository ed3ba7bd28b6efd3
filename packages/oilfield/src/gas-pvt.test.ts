import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import {
  gasFvfAndDensity,
  gasPseudoCritical,
  gasViscosity,
  gasZFactor,
  leeGonzalezEakinViscosity,
  standingPseudoCritical,
  suttonPseudoCritical,
  wichertAzizCorrection,
  zFactorDak,
  zFactorHallYarborough,
} from './gas-pvt';
import { uniform } from './testing/arbitraries';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

describe('pseudo-critical properties', () => {
  it('Sutton, γ = 0.75 → 389.7 °R, 656.525 psia (pyResToolbox tests/test_gas.py frozen baseline tc_sut_075; exact)', () => {
    const pc = suttonPseudoCritical(0.75);
    expect(pc.tpc).toBeCloseTo(389.7, 9);
    expect(pc.ppc).toBeCloseTo(656.525, 9);
  });

  it('Standing, γ = 0.699 → 389.1 °R, 669.2 psia (Ahmed, Reservoir Engineering Handbook 4th ed., Ex. 2-7; printed to 0.1)', () => {
    const pc = standingPseudoCritical(0.699);
    expect(Math.abs(pc.tpc - 389.1)).toBeLessThan(0.1);
    expect(Math.abs(pc.ppc - 669.2)).toBeLessThan(0.1);
  });

  it('Wichert–Aziz, γ = 0.7 with 5 % CO2 and 10 % H2S → 368.64 °R, 630.44 psia, ε = 20.74 (Ahmed Ex. 2-8; 0.05 %)', () => {
    const result = gasPseudoCritical({
      gas_specific_gravity: 0.7,
      correlation: 'standing',
      co2_mol_pct: 5,
      h2s_mol_pct: 10,
    });
    expect(relative(result.values.pseudo_critical_temperature.value, 368.64)).toBeLessThan(5e-4);
    expect(relative(result.values.pseudo_critical_pressure.value, 630.44)).toBeLessThan(5e-4);
    expect(result.values.wichert_aziz_epsilon.value).toBeCloseTo(20.74, 1);
    expect(result.formula).toContain('ε = 120(A^0.9 − A^1.6)');
    expect(result.sources.join(' ')).toContain('Wichert');
  });

  it('leaves sweet gas unchanged', () => {
    const pc = { tpc: 380, ppc: 670 };
    expect(wichertAzizCorrection(pc, 0, 0)).toEqual({ ...pc, epsilon: 0 });
  });

  it('refuses gas gravities outside Sutton’s 0.57–1.68', () => {
    const call = () => gasPseudoCritical({ gas_specific_gravity: 1.9 });
    expect(call).toThrow(OilfieldInputError);
    expect(call).toThrow(/gas_specific_gravity = 1.9 is outside the accepted range 0.57 to 1.68/);
  });

  it('flags CO2 above the 54.4 mol % of Wichert and Aziz’s data', () => {
    const result = gasPseudoCritical({ gas_specific_gravity: 1.2, co2_mol_pct: 60 });
    expect(result.warnings[0]).toMatch(/co2_mol_pct = 60 mol % is outside Wichert and Aziz's data/);
  });
});

describe('Z-factor', () => {
  // f0nzie/zFactor tests/testthat/test_DranchukAbuKassem.R and test_HallYarborough.R (tol 1e-7).
  it.each([
    { ppr: 0.5, tpr: 1.3, dak: 0.9203019, hy: 0.91763 },
    { ppr: 1.5, tpr: 1.1, dak: 0.4463987, hy: 0.4732393 },
  ])('matches the zFactor R package at Ppr $ppr, Tpr $tpr', ({ ppr, tpr, dak, hy }) => {
    expect(Math.abs(zFactorDak(ppr, tpr) - dak)).toBeLessThan(1e-7);
    expect(Math.abs(zFactorHallYarborough(ppr, tpr) - hy)).toBeLessThan(1e-7);
  });

  it('matches the pyResToolbox frozen baselines at 2,000 psia, 200 °F, γ 0.75 (PMC criticals)', () => {
    // pyResToolbox tests/test_gas.py: tc_pmc_075 = (385.66677319794064, 653.255423805908);
    // z_dak_2000_075_200 = 0.8682651934424434; z_hy_2000_075_200 = 0.8677386022105378.
    const ppr = 2000 / 653.255423805908;
    const tpr = (200 + 459.67) / 385.66677319794064;
    expect(relative(zFactorDak(ppr, tpr), 0.8682651934424434)).toBeLessThan(1e-6);
    expect(relative(zFactorHallYarborough(ppr, tpr), 0.8677386022105378)).toBeLessThan(2e-5);
  });

  it('tends to the ideal gas at low pressure and agrees between DAK and HY within 3 % where both apply (property)', () => {
    fc.assert(
      fc.property(fc.record({ ppr: uniform(0.2, 15), tpr: uniform(1.2, 3) }), ({ ppr, tpr }) => {
        const dak = zFactorDak(ppr, tpr);
        const hy = zFactorHallYarborough(ppr, tpr);
        expect(relative(hy, dak)).toBeLessThan(0.03);
      }),
      { numRuns: 200 },
    );
    expect(zFactorDak(0.01, 1.5)).toBeCloseTo(1, 2);
  });

  it('answers "Z-factor for 0.7 gas at 3,000 psia and 180 °F" with Bg and density', () => {
    const result = gasZFactor({
      pressure_psia: 3000,
      temperature_degF: 180,
      gas_specific_gravity: 0.7,
    });
    const tpc = 169.2 + 349.5 * 0.7 - 74 * 0.49;
    const ppc = 756.8 - 131 * 0.7 - 3.6 * 0.49;
    const z = zFactorDak(3000 / ppc, 639.67 / tpc);
    expect(result.values.z_factor.value).toBeCloseTo(z, 12);
    expect(z).toBeGreaterThan(0.8);
    expect(z).toBeLessThan(0.9);
    expect(result.values.gas_fvf_ft3_per_scf.value).toBeCloseTo(
      ((14.7 / 519.67) * z * 639.67) / 3000,
      12,
    );
    expect(result.values.gas_density?.value).toBeCloseTo(
      (3000 * 28.9625 * 0.7) / (z * 10.7316 * 639.67),
      10,
    );
    expect(result.values.gas_fvf_ft3_per_scf.unit).toBe('ft³/scf');
    expect(result.assumptions.join(' ')).toContain('Sutton');
  });

  it('refuses conditions outside each correlation, naming the pressure or temperature', () => {
    expect(() =>
      gasZFactor({ pressure_psia: 1000, temperature_degF: -40, gas_specific_gravity: 0.9 }),
    ).toThrow(
      /temperature_degF = -40 °F gives a pseudo-reduced temperature Tpr = 0.99\d*.*outside Dranchuk–Abou-Kassem's range/,
    );
    expect(() =>
      gasZFactor({
        pressure_psia: 17000,
        temperature_degF: 200,
        gas_specific_gravity: 0.7,
        z_correlation: 'hall_yarborough',
      }),
    ).toThrow(
      /pressure_psia = 17,000 gives a pseudo-reduced pressure Ppr = 25.\d+.*Hall–Yarborough's limit/,
    );
    expect(() => zFactorDak(1, 0.95)).toThrow(OilfieldInputError);
  });

  it('flags Hall–Yarborough below Tpr 1.2 and DAK below Ppr 0.2', () => {
    const hy = gasZFactor({
      pressure_psia: 1000,
      temperature_degF: -20,
      gas_specific_gravity: 0.7,
      z_correlation: 'hall_yarborough',
    });
    expect(hy.warnings.join(' ')).toMatch(/below 1.2/);
    const low = gasZFactor({ pressure_psia: 50, temperature_degF: 100, gas_specific_gravity: 0.7 });
    expect(low.warnings.join(' ')).toMatch(/below the 0.2 lower limit/);
    expect(low.values.z_factor.value).toBeGreaterThan(0.98);
  });
});

describe('gas formation volume factor and density (Ahmed, Reservoir Engineering Handbook, ch. 2)', () => {
  it('Ex. 2-6: 3,000 psia, 640 °R, Ma 20.23, z 0.85 → 10.4 lb/ft³ (printed to 0.1)', () => {
    const result = gasFvfAndDensity({
      pressure_psia: 3000,
      temperature_degF: 640 - 459.67,
      z_factor: 0.85,
      gas_specific_gravity: 20.23 / 28.9625,
    });
    const density = result.values.gas_density?.value ?? Number.NaN;
    expect(Math.abs(density - 10.4)).toBeLessThan(0.05);
    expect(density).toBeCloseTo(10.397, 2);
  });

  it('z 0.78, 600 °R, 2,000 psia → Eg = 151.15 scf/ft³ (Ahmed, Eg = 35.37·p/(zT); 0.1 %)', () => {
    const result = gasFvfAndDensity({
      pressure_psia: 2000,
      temperature_degF: 600 - 459.67,
      z_factor: 0.78,
      gas_specific_gravity: 0.72,
    });
    expect(relative(result.values.gas_expansion_factor.value, 151.15)).toBeLessThan(1e-3);
  });

  it('gives Bg and Eg without the gas gravity, which only the density needs', () => {
    // Bg = (14.7/519.67)·z·T/p = 0.0282867 × 0.78 × 599.67/2,000 ft³/scf.
    const result = gasFvfAndDensity({ pressure_psia: 2000, temperature_degF: 140, z_factor: 0.78 });
    expect(result.values.gas_fvf_ft3_per_scf.value).toBeCloseTo(
      ((14.7 / 519.67) * 0.78 * 599.67) / 2000,
      8,
    );
    expect(result.values.gas_density).toBeUndefined();
  });

  it('matches the pyResToolbox frozen Bg and density at 2,000 psia, 200 °F (14.696 psia base)', () => {
    // pyResToolbox tests/test_gas.py: bg_dak_2000_075_200 = 0.008098799120908043 rcf/scf,
    // den_dak_2000_075_200 = 7.069636415667095 lb/ft³, with z = 0.8682651934424434.
    const result = gasFvfAndDensity({
      pressure_psia: 2000,
      temperature_degF: 200,
      z_factor: 0.8682651934424434,
      gas_specific_gravity: 0.75,
      base_pressure_psia: 14.696,
    });
    expect(relative(result.values.gas_fvf_ft3_per_scf.value, 0.008098799120908043)).toBeLessThan(
      1e-6,
    );
    expect(
      relative(result.values.gas_density?.value ?? Number.NaN, 7.069636415667095),
    ).toBeLessThan(1e-3);
  });
});

// Lee, Gonzalez & Eakin (1966). Ahmed, Reservoir Engineering Handbook, ch. 2, gas-viscosity
// example on the gas of his Bg/density example: γ = 0.72, p = 2,000 psia, T = 140 °F, z = 0.78,
// ρg = 8.3 lb/ft³, Ma = 20.85 → K = 119.72, X = 5.35, Y = 1.33, μg = 0.0173 cP. By hand with
// Ma = 28.9625 × 0.72 = 20.853, T = 599.67 °R (Ahmed rounds to 600 °R):
//   ρ = 2,000 × 20.853/(0.78 × 10.7316 × 599.67) = 41,706/5,019.625 = 8.30859 lb/ft³
//     = 0.133091 g/cm³
//   K = (9.4 + 0.41706) × 599.67^1.5/(209 + 396.207 + 599.67) = 9.81706 × 14,684.9/1,204.877
//     = 119.648; X = 3.5 + 986/599.67 + 0.20853 = 5.35277; Y = 2.4 − 0.2 × 5.35277 = 1.32945
//   μg = 1e-4 × 119.648 × exp(5.35277 × 0.133091^1.32945) = 0.017263 cP (Ahmed prints 0.0173).
describe('Lee–Gonzalez–Eakin gas viscosity', () => {
  const ahmed = { temperature_degF: 140, gas_specific_gravity: 0.72 };

  it('reproduces Ahmed’s example from p, T and z: 0.0173 cP', () => {
    const result = gasViscosity({ ...ahmed, pressure_psia: 2000, z_factor: 0.78 });
    expect(result.values.gas_viscosity_cp.value).toBeCloseTo(0.0173, 4);
    expect(result.values.gas_viscosity_cp.value).toBeCloseTo(0.017263, 5);
    expect(result.values.gas_density_lb_per_ft3.value).toBeCloseTo(8.30859, 4);
    expect(result.values.k_parameter.value).toBeCloseTo(119.648, 2);
    expect(result.values.x_parameter.value).toBeCloseTo(5.35, 2);
    expect(result.values.y_parameter.value).toBeCloseTo(1.33, 2);
    expect(result.values.z_factor?.value).toBe(0.78);
  });

  it('takes the density directly (Ahmed’s 8.3 lb/ft³)', () => {
    const result = gasViscosity({ ...ahmed, gas_density_lb_per_ft3: 8.3 });
    // 8.3 lb/ft³ = 0.132953 g/cm³; μg = 1e-4 × 119.648 × exp(5.35277 × 0.132953^1.32945)
    // = 0.0172543 cP.
    expect(result.values.gas_viscosity_cp.value).toBeCloseTo(0.0172543, 6);
    expect(result.values.z_factor).toBeUndefined();
  });

  it('computes z by DAK when it is not given, and says so', () => {
    const result = gasViscosity({ ...ahmed, pressure_psia: 2000 });
    const zDak = gasZFactor({ ...ahmed, pressure_psia: 2000 }).values.z_factor.value;
    expect(result.values.z_factor?.value).toBeCloseTo(zDak, 12);
    expect(result.assumptions.join(' ')).toContain('Dranchuk–Abou-Kassem');
    expect(result.sources.join(' ')).toMatch(/Dranchuk/);
  });

  it('tends to the dilute-gas viscosity 1e-4·K at zero density and rises with density (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ rho: uniform(0.001, 0.4), t: uniform(560, 800), sg: uniform(0.57, 1.5) }),
        ({ rho, t, sg }) => {
          const ma = 28.9625 * sg;
          const low = leeGonzalezEakinViscosity(1e-12, t, ma);
          expect(low.viscosity).toBeCloseTo(1e-4 * low.k, 10);
          expect(leeGonzalezEakinViscosity(rho * 1.1, t, ma).viscosity).toBeGreaterThan(
            leeGonzalezEakinViscosity(rho, t, ma).viscosity,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('asks for a density or a pressure, and flags extrapolation', () => {
    expect(() => gasViscosity(ahmed)).toThrow(/pressure_psia = missing/);
    expect(() => gasViscosity({ ...ahmed, pressure_psia: -5 })).toThrow(OilfieldInputError);
    const cold = gasViscosity({ ...ahmed, temperature_degF: 60, gas_density_lb_per_ft3: 5 });
    expect(cold.warnings[0]).toMatch(
      /temperature_degF = 60 °F is outside Lee, Gonzalez and Eakin's data/,
    );
  });
});
