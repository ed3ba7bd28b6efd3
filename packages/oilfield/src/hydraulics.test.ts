import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { annularVelocity, equivalentCirculatingDensity } from './hydraulics';

/*
 * Expected values are worked by hand from the formulas of Lapeyrouse, N.J., Formulas and
 * Calculations for Drilling, Production and Workover, 2nd ed. (2002), ch. 1:
 *   ECD (ppg) = APL (psi) ÷ 0.052 ÷ TVD (ft) + MW (ppg)         ("Equivalent circulating density")
 *   AV (ft/min) = 24.5 × Q (gpm) ÷ (Dh² − Dp²)                  ("Annular velocity", gpm form)
 *   AV (ft/min) = 1029.4 × Q (bbl/min) ÷ (Dh² − Dp²)            (bbl/min form)
 */

describe('equivalentCirculatingDensity', () => {
  it('10.2 ppg mud, 180 psi APL at 9,800 ft TVD', () => {
    // 180/(0.052 × 9,800) = 180/509.6 = 0.353218 ppg; ECD = 10.2 + 0.353218 = 10.553218 ppg.
    // BHCP = 0.052 × 10.2 × 9,800 + 180 = 5,197.92 + 180 = 5,377.92 psi.
    const result = equivalentCirculatingDensity({
      mud_weight_ppg: 10.2,
      annular_pressure_loss_psi: 180,
      tvd_ft: 9800,
    });
    expect(result.values.ecd_ppg.value).toBeCloseTo(10.553218, 5);
    expect(result.values.ecd_increase_ppg.value).toBeCloseTo(0.353218, 5);
    expect(result.values.bottom_hole_circulating_pressure_psi.value).toBeCloseTo(5377.92, 2);
    expect(result.formula).toContain('ECD = MW + APL/(0.052 × TVD)');
    expect(result.sources.join()).toContain('Lapeyrouse');
    expect(result.warnings).toEqual([]);
  });

  it('the published example: 400 psi APL, 8,000 ft TVD, 10.0 ppg gives ECD 11.0 ppg', () => {
    // Lapeyrouse, 2nd ed., ch. 1, ECD example as reproduced by drillingformulas.com ("Equivalent
    // Circulating Density (ECD) in ppg", ref. Lapeyrouse 2002): 400 ÷ 0.052 ÷ 8,000 + 10.0
    // = 0.9615 + 10.0 = 10.96 ppg, printed as 11.0 ppg.
    const result = equivalentCirculatingDensity({
      mud_weight_ppg: 10,
      annular_pressure_loss_psi: 400,
      tvd_ft: 8000,
    });
    expect(result.values.ecd_ppg.value).toBeCloseTo(10.9615, 4);
    expect(Number(result.values.ecd_ppg.value.toFixed(1))).toBe(11);
  });

  it('the published pressure-loss review: 12.7 ppg, 50 psi APL at 10,000 ft', () => {
    // drillingformulas.com, "Pressure Loss and Equivalent Circulating Density Review" (ref.
    // Lapeyrouse 2nd ed.): BHP = 0.052 × 12.7 × 10,000 + 50 = 6,654 psi; ECD = 12.7 + 50/520
    // = 12.796 ppg, printed 12.8 ppg.
    const result = equivalentCirculatingDensity({
      mud_weight_ppg: 12.7,
      annular_pressure_loss_psi: 50,
      tvd_ft: 10000,
    });
    expect(result.values.bottom_hole_circulating_pressure_psi.value).toBeCloseTo(6654, 6);
    expect(result.values.ecd_ppg.value).toBeCloseTo(12.796154, 5);
  });

  it('warns when the ECD exceeds the fracture equivalent, and gives the margin otherwise', () => {
    // ECD 10.553 ppg (first case) against a 10.5 ppg LOT: above it by 0.053 ppg.
    const over = equivalentCirculatingDensity({
      mud_weight_ppg: 10.2,
      annular_pressure_loss_psi: 180,
      tvd_ft: 9800,
      fracture_emw_ppg: 10.5,
    });
    expect(over.warnings.join()).toMatch(/exceeds the fracture/);
    // Against 11.0 ppg: margin 11.0 − 10.553218 = 0.446782 ppg, × 0.052 × 9,800 = 227.68 psi.
    const under = equivalentCirculatingDensity({
      mud_weight_ppg: 10.2,
      annular_pressure_loss_psi: 180,
      tvd_ft: 9800,
      fracture_emw_ppg: 11,
    });
    expect(under.warnings).toEqual([]);
    expect(under.values.fracture_margin_ppg?.value).toBeCloseTo(0.446782, 5);
    expect(under.values.fracture_margin_psi?.value).toBeCloseTo(227.68, 1);
    // Over the fracture equivalent the margin is negative: 10.5 − 10.553218 = −0.053 ppg.
    expect(over.values.fracture_margin_ppg?.value).toBeCloseTo(-0.053218, 5);
  });

  it('refuses a zero depth', () => {
    expect(() =>
      equivalentCirculatingDensity({
        mud_weight_ppg: 10,
        annular_pressure_loss_psi: 100,
        tvd_ft: 0,
      }),
    ).toThrow(OilfieldInputError);
  });
});

describe('annularVelocity', () => {
  it('600 gpm in an 8.5 in hole around 5 in drill pipe', () => {
    // 24.5 × 600/(8.5² − 5²) = 14,700/(72.25 − 25) = 14,700/47.25 = 311.111 ft/min
    // = 94.827 m/min (× 0.3048); 600/42 = 14.2857 bbl/min; capacity 47.25/1029.4 = 0.045901 bbl/ft.
    const result = annularVelocity({
      flow_rate_gpm: 600,
      hole_or_casing_id_in: 8.5,
      pipe_od_in: 5,
    });
    expect(result.values.annular_velocity_ft_per_min.value).toBeCloseTo(311.111, 3);
    expect(result.values.annular_velocity_m_per_min.value).toBeCloseTo(94.8267, 3);
    expect(result.values.flow_rate_bbl_per_min.value).toBeCloseTo(14.2857, 4);
    expect(result.values.annular_capacity_bbl_per_ft.value).toBeCloseTo(0.045901, 6);
    expect(result.formula).toContain('AV = 24.5 × Q/(Dh² − Dp²)');
  });

  it('the published example: 320 gpm, 6.5 in hole, 4.0 in pipe gives 299 ft/min', () => {
    // drillingformulas.com, "Annular pressure loss" (Lapeyrouse's AV step): 24.5 × 320/(6.5² − 4²)
    // = 7,840/26.25 = 298.67 ft/min, printed 299 ft/min.
    const result = annularVelocity({
      flow_rate_gpm: 320,
      hole_or_casing_id_in: 6.5,
      pipe_od_in: 4,
    });
    expect(result.values.annular_velocity_ft_per_min.value).toBeCloseTo(298.667, 3);
    expect(Math.round(result.values.annular_velocity_ft_per_min.value)).toBe(299);
  });

  it('agrees with the bbl/min form within the rounding of 24.5 against 1029.4/42', () => {
    // 12.6 bbl/min = 529.2 gpm in 12-1/4 in hole around 4-1/2 in pipe:
    // 1029.4 × 12.6/(150.0625 − 20.25) = 12,970.44/129.8125 = 99.917 ft/min;
    // 24.5 × 529.2/129.8125 = 99.878 ft/min (24.5 × 42 = 1,029, 0.04 % under 1,029.4).
    const result = annularVelocity({
      flow_rate_gpm: 12.6 * 42,
      hole_or_casing_id_in: 12.25,
      pipe_od_in: 4.5,
    });
    expect(result.values.annular_velocity_ft_per_min.value).toBeCloseTo(99.878, 3);
    expect(result.values.annular_velocity_ft_per_min.value / 99.917).toBeCloseTo(1, 3);
  });

  it('refuses a pipe as large as the hole, naming both sizes', () => {
    expect(() =>
      annularVelocity({ flow_rate_gpm: 600, hole_or_casing_id_in: 5, pipe_od_in: 5 }),
    ).toThrow(/pipe_od_in = 5 in is not smaller than the hole or casing ID 5 in/);
    expect(() =>
      annularVelocity({ flow_rate_gpm: 600, hole_or_casing_id_in: 6, pipe_od_in: 8.5 }),
    ).toThrow(OilfieldInputError);
  });
});
