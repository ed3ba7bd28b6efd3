import { describe, expect, it } from 'vitest';

import { bitHydraulics, nozzleArea } from './bit-hydraulics';
import { OilfieldInputError } from './errors';

/*
 * Expected values worked by hand from Bourgoyne, Millheim, Chenevert & Young, Applied Drilling
 * Engineering, SPE Textbook Series vol. 2 (1986), ch. 4 (flow through jet bits):
 *   At = Σ π/4 (dn/32)²           vn = q/(3.117 At)            Δpb = 8.311×10⁻⁵ ρ q²/(Cd² At²)
 *   HHPb = Δpb q/1714             Fj = 0.01823 Cd q √(ρ Δpb)   HSI = HHPb/(π/4 db²)
 * The chapter's worked example: 12.0 lbm/gal mud through three 13/32-in nozzles at 400 gal/min
 * loses 1,169 psi across the bit, which develops 273 hp and an impact force of 820 lbf.
 */

describe('bitHydraulics', () => {
  it('three 13/32 in nozzles, 12 ppg, 400 gpm (the worked example of the chapter)', () => {
    const result = bitHydraulics({
      flow_rate_gpm: 400,
      mud_weight_ppg: 12,
      nozzles_32nds: [13, 13, 13],
    });
    // At = 3 × π/4 × (13/32)² = 0.388864 in².
    expect(result.values.tfa_in2.value).toBeCloseTo(0.388864, 5);
    // 8.311e-5 × 12 × 400² / (0.95² × 0.388864²) = 159.571/0.136471 = 1,169.26 psi (book: 1,169).
    expect(result.values.bit_pressure_drop_psi?.value).toBeCloseTo(1169.26, 1);
    // 400/(3.117 × 0.388864) = 330.01 ft/s.
    expect(result.values.nozzle_velocity_ft_per_s?.value).toBeCloseTo(330.01, 1);
    // 1,169.26 × 400/1714 = 272.87 hp (book: 273).
    expect(result.values.bit_hydraulic_horsepower?.value).toBeCloseTo(272.87, 1);
    // 0.01823 × 0.95 × 400 × √(12 × 1,169.26) = 820.57 lbf (book: 820).
    expect(result.values.impact_force_lbf?.value).toBeCloseTo(820.57, 0);
    expect(result.values.hsi_hp_per_in2).toBeUndefined();
    expect(result.formula).toContain('8.311×10⁻⁵');
  });

  it('3x12 + 1x13 jets with the bit size and the pump pressure', () => {
    // At = π/4 × (3 × 144 + 169)/1024 = 0.460961 in²; Δpb = 8.311e-5 × 10.5 × 650²/(0.9025 ×
    // 0.460961²) = 1,922.62 psi; HHPb = 1,922.62 × 650/1714 = 729.11 hp; HSI = 729.11/(π/4 ×
    // 12.25²) = 6.1863 hp/in²; 1,922.62/3,000 = 64.09 % of the pump pressure.
    const result = bitHydraulics({
      flow_rate_gpm: 650,
      mud_weight_ppg: 10.5,
      nozzles_32nds: [12, 12, 12, 13],
      bit_diameter_in: 12.25,
      pump_pressure_psi: 3000,
    });
    expect(result.values.tfa_in2.value).toBeCloseTo(0.460961, 5);
    expect(result.values.bit_pressure_drop_psi?.value).toBeCloseTo(1922.62, 1);
    expect(result.values.bit_hydraulic_horsepower?.value).toBeCloseTo(729.11, 1);
    expect(result.values.hsi_hp_per_in2?.value).toBeCloseTo(6.1863, 3);
    expect(result.values.bit_pressure_share_pct?.value).toBeCloseTo(64.09, 1);
  });

  it('takes a total flow area instead of the sizes, and not both', () => {
    const byArea = bitHydraulics({
      flow_rate_gpm: 400,
      mud_weight_ppg: 12,
      tfa_in2: nozzleArea([13, 13, 13]),
    });
    expect(byArea.values.bit_pressure_drop_psi?.value).toBeCloseTo(1169.26, 1);
    expect(() =>
      bitHydraulics({ flow_rate_gpm: 400, mud_weight_ppg: 12, tfa_in2: 0.4, nozzles_32nds: [13] }),
    ).toThrow(OilfieldInputError);
    expect(() => bitHydraulics({ flow_rate_gpm: 400, mud_weight_ppg: 12 })).toThrow(/nozzle sizes/);
  });

  it('gives the total flow area alone, and the jet velocity with a rate', () => {
    // π/4 × (2 × 14² + 2 × 15²)/1024 = π/4 × 842/1024 = 0.645806 in²;
    // 500/(3.117 × 0.645806) = 248.39 ft/s.
    const tfa = bitHydraulics({ nozzles_32nds: [14, 14, 15, 15] });
    expect(tfa.values.tfa_in2.value).toBeCloseTo(0.645806, 5);
    expect(tfa.values.bit_pressure_drop_psi).toBeUndefined();
    const jets = bitHydraulics({ nozzles_32nds: [14, 14, 15, 15], flow_rate_gpm: 500 });
    expect(jets.values.nozzle_velocity_ft_per_s?.value).toBeCloseTo(248.39, 1);
    expect(jets.values.bit_pressure_drop_psi).toBeUndefined();
  });

  it('warns when the bit would take more than the pump pressure', () => {
    const result = bitHydraulics({
      flow_rate_gpm: 400,
      mud_weight_ppg: 12,
      nozzles_32nds: [13, 13, 13],
      pump_pressure_psi: 1000,
    });
    expect(result.warnings.join(' ')).toMatch(/more than the pump pressure/);
  });
});
