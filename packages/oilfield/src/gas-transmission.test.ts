import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import {
  averagePipelinePressure,
  erosionalVelocity,
  gasPipelineFlow,
  gasPipelineFlowKernel,
  rp14eMixtureDensity,
} from './gas-transmission';
import { uniform } from './testing/arbitraries';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

/*
 * Menon, Gas Pipeline Hydraulics (2005), ch. 2, USCS forms. No worked example is recalled with
 * certainty, so the line below is evaluated by hand from the published equations (Python as a
 * calculator, not our code): D = 15.5 in, L = 50 mi, G = 0.6, Tf = 60 °F = 519.67 °R, Z = 0.9,
 * E = 0.95, P1 = 1,000 psia, P2 = 800 psia, Tb = 519.67 °R, Pb = 14.73 psia.
 *   P1² − P2² = 360,000; Tb/Pb = 35.27970; G·Tf·L·Z = 0.6 × 519.67 × 50 × 0.9 = 14,031.09
 *   Weymouth: √(360,000/14,031.09) = 5.065304; D^2.667 = 1,494.909;
 *     Q = 433.5 × 0.95 × 35.27970 × 5.065304 × 1,494.909 = 110.0165 MMscf/d
 *   Panhandle A: (Tb/Pb)^1.0788 = 46.71645; G^0.8539 = 0.646492; [360,000/(0.646492 × 519.67 × 50
 *     × 0.9)]^0.5394 = 5.528985; D^2.6182 = 1,307.755; Q = 435.87 × 0.95 × 46.71645 × 5.528985 ×
 *     1,307.755 = 139.8693 MMscf/d
 *   Panhandle B: (Tb/Pb)^1.02 = 37.88571; G^0.961 = 0.612073; [..]^0.51 = 5.179467;
 *     D^2.53 = 1,026.926; Q = 737 × 0.95 × 37.88571 × 5.179467 × 1,026.926 = 141.0882 MMscf/d
 *   General, f = 0.0095: √(360,000/(14,031.09 × 0.0095)) = 51.96893; D^2.5 = 945.8652;
 *     Q = 77.54 × 0.95 × 35.27970 × 51.96893 × 945.8652 = 127.7460 MMscf/d
 *   Pavg = ⅔ × (1,000 + 800 − 800,000/1,800) = 903.7037 psia
 */
const line = {
  length_miles: 50,
  inside_diameter_in: 15.5,
  gas_specific_gravity: 0.6,
  temperature_degF: 60,
  z_factor: 0.9,
  pipeline_efficiency: 0.95,
};
const pressures = { upstream_pressure_psia: 1000, downstream_pressure_psia: 800 };

describe('gas pipeline flow (Menon ch. 2, USCS)', () => {
  it.each([
    ['weymouth', 110.0165],
    ['panhandle_a', 139.8693],
    ['panhandle_b', 141.0882],
  ] as const)('%s: Q = %f MMscf/d (by hand)', (equation, expected) => {
    const result = gasPipelineFlow({ equation, ...line, ...pressures });
    expect(relative(result.values.flow_rate_mmscf_per_day.value, expected)).toBeLessThan(1e-5);
    expect(result.values.flow_rate_scf_per_day.value).toBeCloseTo(
      result.values.flow_rate_mmscf_per_day.value * 1e6,
      3,
    );
    expect(result.values.average_pressure_psia.value).toBeCloseTo(903.7037, 3);
    expect(result.assumptions.join(' ')).toMatch(/elevation correction .* is left out/);
  });

  it('general flow equation with f = 0.0095: 127.746 MMscf/d (by hand), and refuses without f', () => {
    const result = gasPipelineFlow({
      equation: 'general',
      ...line,
      ...pressures,
      darcy_friction_factor: 0.0095,
    });
    expect(relative(result.values.flow_rate_mmscf_per_day.value, 127.746)).toBeLessThan(1e-5);
    expect(() => gasPipelineFlow({ equation: 'general', ...line, ...pressures })).toThrow(
      /darcy_friction_factor = missing/,
    );
  });

  it('Weymouth is the general equation with Menon’s transmission factor F = 11.18·D^(1/6) (f = 4/F²)', () => {
    // 38.77 × 11.18 = 433.45 ≈ 433.5 (0.01 %) and 2.5 + 1/6 = 2.66667 ≈ 2.667 (15.5^0.00033 = 1.0009):
    // agreement to 0.2 %.
    const f = 4 / (11.18 * line.inside_diameter_in ** (1 / 6)) ** 2;
    const general = gasPipelineFlow({
      equation: 'general',
      ...line,
      ...pressures,
      darcy_friction_factor: f,
    });
    const weymouth = gasPipelineFlow({ equation: 'weymouth', ...line, ...pressures });
    expect(
      relative(
        general.values.flow_rate_mmscf_per_day.value,
        weymouth.values.flow_rate_mmscf_per_day.value,
      ),
    ).toBeLessThan(2e-3);
  });

  it('solves either pressure back from the flow (inverse pairs, property, Z computed by DAK)', () => {
    fc.assert(
      fc.property(
        fc.record({
          equation: fc.constantFrom(
            'weymouth' as const,
            'panhandle_a' as const,
            'panhandle_b' as const,
          ),
          p1: uniform(300, 1500),
          fraction: uniform(0.3, 0.95),
          d: uniform(6, 36),
        }),
        ({ equation, p1, fraction, d }) => {
          const base = {
            equation,
            length_miles: 40,
            inside_diameter_in: d,
            gas_specific_gravity: 0.65,
            temperature_degF: 70,
          };
          const forward = gasPipelineFlow({
            ...base,
            upstream_pressure_psia: p1,
            downstream_pressure_psia: p1 * fraction,
          });
          const q = forward.values.flow_rate_mmscf_per_day.value;
          const down = gasPipelineFlow({
            ...base,
            flow_rate_mmscf_per_day: q,
            upstream_pressure_psia: p1,
          });
          expect(relative(down.values.downstream_pressure_psia.value, p1 * fraction)).toBeLessThan(
            1e-7,
          );
          const up = gasPipelineFlow({
            ...base,
            flow_rate_mmscf_per_day: q,
            downstream_pressure_psia: p1 * fraction,
          });
          expect(relative(up.values.upstream_pressure_psia.value, p1)).toBeLessThan(1e-7);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('flow rises with the pressure difference and the diameter (property)', () => {
    fc.assert(
      fc.property(fc.record({ p2: uniform(100, 900), d: uniform(4, 40) }), ({ p2, d }) => {
        const c = {
          p1: 1000,
          p2,
          tb: 519.67,
          pb: 14.73,
          g: 0.6,
          tf: 519.67,
          lengthMiles: 50,
          z: 0.9,
          d,
          e: 1,
        };
        for (const eq of ['weymouth', 'panhandle_a', 'panhandle_b'] as const) {
          expect(gasPipelineFlowKernel(eq, { ...c, p2: p2 * 0.9 })).toBeGreaterThan(
            gasPipelineFlowKernel(eq, c),
          );
          expect(gasPipelineFlowKernel(eq, { ...c, d: d * 1.1 })).toBeGreaterThan(
            gasPipelineFlowKernel(eq, c),
          );
        }
        expect(averagePipelinePressure(1000, p2)).toBeGreaterThan((1000 + p2) / 2);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses what the equations cannot answer', () => {
    expect(() =>
      gasPipelineFlow({ equation: 'weymouth', ...line, upstream_pressure_psia: 1000 }),
    ).toThrow(/Give exactly two/);
    expect(() =>
      gasPipelineFlow({
        equation: 'weymouth',
        ...line,
        upstream_pressure_psia: 800,
        downstream_pressure_psia: 1000,
      }),
    ).toThrow(/must be below upstream_pressure_psia/);
    expect(() =>
      gasPipelineFlow({
        equation: 'weymouth',
        ...line,
        upstream_pressure_psia: 1000,
        flow_rate_mmscf_per_day: 5000,
      }),
    ).toThrow(/more than this line can carry/);
    expect(() =>
      gasPipelineFlow({ equation: 'weymouth', ...line, length_miles: -1, ...pressures }),
    ).toThrow(OilfieldInputError);
  });
});

/*
 * API RP 14E, 5th ed., §2.5, evaluated by hand: P = 1,000 psia, R = 1,000 scf/bbl, S1 = 0.85,
 * Sg = 0.65, T = 120 °F = 579.67 °R, Z = 0.9.
 *   ρm = (12,409 × 0.85 × 1,000 + 2.7 × 1,000 × 0.65 × 1,000)/(198.7 × 1,000 + 1,000 × 579.67 × 0.9)
 *      = 12,302,650/720,403 = 17.07746 lb/ft³
 *   Ve = 100/√17.07746 = 24.19850 ft/s (continuous); 125/√17.07746 = 30.24812 ft/s (intermittent)
 *   A = (9.35 + 0.9 × 1,000 × 579.67/(21.25 × 1,000))/24.19850 = 1.400944 in² per 1,000 bbl/d;
 *   for 5,000 bbl/d: 7.004718 in², ID = √(4 × 7.004718/π) = 2.986416 in
 */
describe('erosional velocity (API RP 14E §2.5)', () => {
  const rp = {
    pressure_psia: 1000,
    gas_liquid_ratio_scf_per_bbl: 1000,
    liquid_specific_gravity: 0.85,
    gas_specific_gravity: 0.65,
    temperature_degF: 120,
    z_factor: 0.9,
  };

  it('mixture density, Ve and the minimum area (by hand)', () => {
    const result = erosionalVelocity({ ...rp, liquid_rate_bbl_per_day: 5000 });
    expect(result.values.mixture_density_lb_per_ft3.value).toBeCloseTo(17.07746, 4);
    expect(result.values.erosional_velocity_ft_per_s.value).toBeCloseTo(24.1985, 4);
    expect(result.values.minimum_area_in2_per_1000_bpd?.value).toBeCloseTo(1.400944, 5);
    expect(result.values.minimum_area_in2?.value).toBeCloseTo(7.004718, 5);
    expect(result.values.minimum_id_in?.value).toBeCloseTo(2.986416, 5);
  });

  it('C = 125 for intermittent service; a stated C wins', () => {
    const intermittent = erosionalVelocity({ ...rp, service: 'intermittent' });
    expect(intermittent.values.erosional_velocity_ft_per_s.value).toBeCloseTo(30.24812, 4);
    const stated = erosionalVelocity({
      mixture_density_lb_per_ft3: 4,
      c_factor: 150,
      service: 'intermittent',
    });
    // 150/√4 = 75 ft/s.
    expect(stated.values.erosional_velocity_ft_per_s.value).toBeCloseTo(75, 12);
    expect(stated.values.minimum_area_in2).toBeUndefined();
    expect(stated.assumptions[0]).toBe('C = 150 as stated.');
  });

  it('a given density is used as such: 100/√25 = 20 ft/s', () => {
    expect(
      erosionalVelocity({ mixture_density_lb_per_ft3: 25 }).values.erosional_velocity_ft_per_s
        .value,
    ).toBeCloseTo(20, 12);
  });

  it('the mixture density tends to the liquid density with no gas and falls as the GLR rises (property)', () => {
    // R = 0: ρm = 12,409·S1/198.7 = 62.45·S1 lb/ft³, the liquid density.
    expect(rp14eMixtureDensity(1000, 0, 1, 0.65, 580, 0.9)).toBeCloseTo(12409 / 198.7, 9);
    fc.assert(
      fc.property(fc.record({ r: uniform(10, 50000), p: uniform(50, 5000) }), ({ r, p }) => {
        expect(rp14eMixtureDensity(p, r * 1.5, 0.85, 0.65, 580, 0.9)).toBeLessThan(
          rp14eMixtureDensity(p, r, 0.85, 0.65, 580, 0.9),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('names what is missing', () => {
    expect(() => erosionalVelocity({ pressure_psia: 1000 })).toThrow(
      /missing: gas_liquid_ratio_scf_per_bbl/,
    );
    expect(() => erosionalVelocity({ mixture_density_lb_per_ft3: -2 })).toThrow(OilfieldInputError);
  });
});
