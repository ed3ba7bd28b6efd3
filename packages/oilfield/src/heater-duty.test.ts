import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OilfieldInputError } from './errors';
import { heaterDuty } from './heater-duty';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

describe('heaterDuty (sensible heat q = Σ ṁ·cp·ΔT)', () => {
  it('agrees with Arnold & Stewart’s treater shortcut q ≈ 15·Qo·ΔT·(0.5·SGo + 0.1)', () => {
    // Arnold & Stewart, Surface Production Operations vol. 1, 3rd ed. (2008), crude-oil treating,
    // heat input required: for oil carrying 10 % water, q = 15·Qo·ΔT·(0.5·SGo + 0.1) Btu/h, Qo in
    // bbl/d — the 15 is 350 lb/bbl of water/24 h rounded up from 14.59. For 1,000 bopd of 0.85 SG
    // oil with 100 bwpd, 60 → 120 °F: 15 × 1,000 × 60 × 0.525 = 472,500 Btu/h. By hand with
    // 62.37 lb/ft³ × 5.614583 ft³/bbl = 350.1816 lb/bbl: 14.59090 lb/h per bbl/d, so
    // q = 14.59090 × 1,000 × 60 × 0.525 = 459,613 Btu/h, 2.7 % below the rounded shortcut.
    const result = heaterDuty({
      oil_rate_bbl_per_day: 1000,
      oil_specific_gravity: 0.85,
      water_rate_bbl_per_day: 100,
      inlet_temperature_degF: 60,
      outlet_temperature_degF: 120,
    });
    expect(result.values.heat_duty_btu_per_hr.value).toBeCloseTo(459613, -1);
    expect(relative(result.values.heat_duty_btu_per_hr.value, 472500)).toBeLessThan(0.03);
    expect(result.values.heat_duty_mmbtu_per_hr.value).toBeCloseTo(0.459613, 5);
    expect(result.assumptions.join(' ')).toMatch(/0\.5 Btu\/lb·°F/);
    expect(result.assumptions.join(' ')).toMatch(/heat-loss allowance/);
  });

  it('heats water as the GPSA rule q = 500·gpm·ΔT, in Btu/h and kW', () => {
    // The water rule of heat-exchanger duty q = m·cp·ΔT (GPSA Engineering Data Book, 13th ed.,
    // sect. 9): water at 8.33 lb/gal × 60 min/h = 500 lb/h per gpm with cp 1, q = 500·gpm·ΔT. 400
    // bwpd = 400 × 42/1,440 = 11.6667 gpm; 60 °F rise: 500 × 11.6667 × 60 = 350,000 Btu/h (ours
    // 350,182 at 62.37 lb/ft³). 350,182 Btu/h/3,412.142 Btu/h per kW = 102.63 kW.
    const result = heaterDuty({
      water_rate_bbl_per_day: 400,
      inlet_temperature_degF: 60,
      outlet_temperature_degF: 120,
    });
    expect(relative(result.values.heat_duty_btu_per_hr.value, 350000)).toBeLessThan(1e-3);
    expect(result.values.heat_duty_kw.value).toBeCloseTo(102.63, 2);
    expect(result.values.oil_duty_btu_per_hr).toBeUndefined();
    // The same water heated by a stated 60 °F rise.
    const byRise = heaterDuty({ water_rate_bbl_per_day: 400, temperature_rise_degF: 60 });
    expect(byRise.values.heat_duty_btu_per_hr.value).toBe(result.values.heat_duty_btu_per_hr.value);
  });

  it('adds the heat-loss allowance, the fired duty at the burner efficiency and the fuel gas', () => {
    // GPSA sect. 8: fired duty = heat absorbed/efficiency. 350,181.6 × 1.10 = 385,199.7 Btu/h with
    // 10 % losses; at 70 %: 385,199.7/0.7 = 550,285.3 Btu/h; fuel at 1,000 Btu/scf:
    // 550,285.3 × 24/1,000 = 13,206.8 scf/d = 13.207 Mcf/d.
    const result = heaterDuty({
      water_rate_bbl_per_day: 400,
      inlet_temperature_degF: 60,
      outlet_temperature_degF: 120,
      heat_loss_pct: 10,
      burner_efficiency_pct: 70,
    });
    expect(result.values.design_duty_btu_per_hr?.value).toBeCloseTo(385199.7, 0);
    expect(result.values.fired_duty_btu_per_hr?.value).toBeCloseTo(550285.3, 0);
    expect(result.values.fired_duty_mmbtu_per_hr?.value).toBeCloseTo(0.550285, 5);
    expect(result.values.fuel_gas_mscf_per_day?.value).toBeCloseTo(13.207, 3);
    expect(result.warnings).toEqual([]);
  });

  it('takes an API gravity for the oil and heats a gas stream by its mass rate', () => {
    // 35 °API: SG = 141.5/166.5 = 0.849850. 500 bopd, 90 °F rise: 14.59090 × 500 × 0.849850 × 0.5 ×
    // 90 = 279,001.6 Btu/h. Gas 1,000 Mscf/d of 0.65 gravity: 1e6/379.5 scf/lb-mol × 28.9625 × 0.65
    // = 49,606 lb/d = 2,066.9 lb/h; × 0.55 × 90 = 102,313 Btu/h (379.5 scf/lb-mol, the ideal-gas
    // molar volume at 14.696 psia and 60 °F).
    const result = heaterDuty({
      oil_rate_bbl_per_day: 500,
      oil_api_gravity: 35,
      gas_rate_mscf_per_day: 1000,
      gas_specific_gravity: 0.65,
      inlet_temperature_degF: 40,
      outlet_temperature_degF: 130,
    });
    expect(result.values.oil_duty_btu_per_hr?.value).toBeCloseTo(279001.6, 0);
    expect(
      relative(result.values.gas_duty_btu_per_hr?.value ?? 0, 2066.93 * 0.55 * 90),
    ).toBeLessThan(1e-4);
  });

  it('refuses input it cannot compute with, naming what is wrong', () => {
    const base = { inlet_temperature_degF: 60, outlet_temperature_degF: 120 };
    expect(() => heaterDuty(base)).toThrow(/At least one stream/);
    expect(() => heaterDuty({ ...base, oil_rate_bbl_per_day: 100 })).toThrow(
      /oil specific gravity/,
    );
    expect(() =>
      heaterDuty({ ...base, water_rate_bbl_per_day: 100, outlet_temperature_degF: 50 }),
    ).toThrow(/not above the inlet/);
    expect(() => heaterDuty({ ...base, gas_rate_mscf_per_day: 100 })).toThrow(OilfieldInputError);
    expect(() =>
      heaterDuty({
        ...base,
        oil_rate_bbl_per_day: 100,
        oil_specific_gravity: 0.85,
        oil_api_gravity: 35,
      }),
    ).toThrow(/not both/);
    expect(() =>
      heaterDuty({ ...base, water_rate_bbl_per_day: 100, fuel_heating_value: 950 }),
    ).toThrow(/burner efficiency/);
    expect(() => heaterDuty({ ...base, water_rate_bbl_per_day: -5 })).toThrow(/Invalid input/);
    expect(() => heaterDuty({ water_rate_bbl_per_day: 100, inlet_temperature_degF: 60 })).toThrow(
      /temperature rise/,
    );
    expect(() =>
      heaterDuty({ ...base, water_rate_bbl_per_day: 100, temperature_rise_degF: 60 }),
    ).toThrow(/not both/);
  });

  it('is additive over the streams and proportional to the temperature rise', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 50000, noNaN: true }),
        fc.double({ min: 1, max: 50000, noNaN: true }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        (oil, water, rise) => {
          const both = heaterDuty({
            oil_rate_bbl_per_day: oil,
            oil_specific_gravity: 0.85,
            water_rate_bbl_per_day: water,
            inlet_temperature_degF: 50,
            outlet_temperature_degF: 50 + rise,
          });
          const oilOnly = heaterDuty({
            oil_rate_bbl_per_day: oil,
            oil_specific_gravity: 0.85,
            inlet_temperature_degF: 50,
            outlet_temperature_degF: 50 + rise,
          });
          const waterOnly = heaterDuty({
            water_rate_bbl_per_day: water,
            inlet_temperature_degF: 50,
            outlet_temperature_degF: 50 + 2 * rise,
          });
          expect(
            relative(
              both.values.heat_duty_btu_per_hr.value,
              oilOnly.values.heat_duty_btu_per_hr.value +
                waterOnly.values.heat_duty_btu_per_hr.value / 2,
            ),
          ).toBeLessThan(1e-9);
        },
      ),
    );
  });
});
