import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { separatorGasCapacity, soudersBrownVelocity, yorkK, yorkKFactor } from './separator';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

describe('York K and Souders–Brown (CalebBell/fluids tests/test_separator.py and docstrings)', () => {
  it('K(20 psia) = 0.10668 m/s = 0.35 ft/s', () => {
    const result = yorkKFactor({ pressure_psia: 20 });
    expect(result.values.k_factor_ft_per_s.value).toBeCloseTo(0.35, 12);
    expect(result.values.k_factor_m_per_s.value).toBeCloseTo(0.10668, 12);
  });

  it('K(975 psia) = 0.08281536035331669 m/s', () => {
    expect(relative(yorkK(975) * 0.3048, 0.08281536035331669)).toBeLessThan(1e-12);
  });

  it('low-pressure branch and horizontal factor', () => {
    expect(yorkK(10)).toBeCloseTo(0.1821 + 0.029 + 0.046 * Math.log(10), 12);
    expect(yorkK(500, 'horizontal')).toBeCloseTo(1.25 * (0.43 - 0.023 * Math.log(500)), 12);
  });

  it('refuses pressures outside the 1–5,500 psia fit', () => {
    const call = () => yorkKFactor({ pressure_psia: 6000 });
    expect(call).toThrow(OilfieldInputError);
    expect(call).toThrow(
      /pressure_psia = 6,000 psia is outside the accepted range 1 to 5,500 psia/,
    );
  });

  it('v(K 0.08, ρl 985.4, ρg 1.3) = 2.2010906387516167 (units of K)', () => {
    const result = soudersBrownVelocity({
      k_factor_ft_per_s: 0.08,
      liquid_density_lb_per_ft3: 985.4 / 16.018,
      gas_density_lb_per_ft3: 1.3 / 16.018,
    });
    expect(
      relative(result.values.max_gas_velocity_ft_per_s.value, 2.2010906387516167),
    ).toBeLessThan(1e-9);
  });
});

describe('vertical separator gas capacity', () => {
  it('equals the GPSA form Qg = 2.40·D²·K·P/(Z·T)·√((ρl − ρg)/ρg) within 0.05 %', () => {
    const result = separatorGasCapacity({
      vessel_inside_diameter_in: 36,
      pressure_psia: 1000,
      temperature_degF: 100,
      gas_specific_gravity: 0.7,
      liquid_density_lb_per_ft3: 50,
      z_factor: 0.86,
    });
    const rhoG = result.values.gas_density_lb_per_ft3.value;
    expect(rhoG).toBeCloseTo((1000 * 28.9625 * 0.7) / (0.86 * 10.7316 * 559.67), 9);
    const k = 0.43 - 0.023 * Math.log(1000);
    const gpsa = ((2.4 * 3 ** 2 * k * 1000) / (0.86 * 559.67)) * Math.sqrt((50 - rhoG) / rhoG);
    expect(relative(result.values.gas_capacity_mmscf_per_day.value, gpsa)).toBeLessThan(5e-4);
    expect(result.values.gas_capacity_mmscf_per_day.unit).toBe('MMscf/d');
  });

  it('computes Z by DAK when not given and takes a given K', () => {
    const result = separatorGasCapacity({
      vessel_inside_diameter_in: 24,
      pressure_psia: 500,
      temperature_degF: 80,
      gas_specific_gravity: 0.65,
      liquid_density_lb_per_ft3: 52,
      k_factor_ft_per_s: 0.25,
    });
    expect(result.values.z_factor.value).toBeGreaterThan(0.85);
    expect(result.values.z_factor.value).toBeLessThan(1);
    expect(result.values.k_factor_ft_per_s.value).toBe(0.25);
    expect(result.assumptions.join(' ')).toMatch(/Dranchuk–Abou-Kassem/);
  });
});
