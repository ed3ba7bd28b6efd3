import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  criticalRateLiquidLoading,
  espTotalDynamicHead,
  espStages,
  rodPumpDisplacement,
} from './artificial-lift';
import { OilfieldInputError } from './errors';
import { logUniform, uniform } from './testing/arbitraries';

describe('rod pump displacement', () => {
  it.each([
    // API RP 11L plunger constants K = 0.1166·D², printed to three decimals in its pump table.
    [1.25, 0.182],
    [1.5, 0.262],
    [1.75, 0.357],
    [2, 0.466],
    [2.25, 0.59],
    [2.5, 0.729],
    [2.75, 0.882],
  ])('plunger %f in → K %f bbl/d per in/SPM (API RP 11L)', (d, k) => {
    const result = rodPumpDisplacement({
      plunger_diameter_in: d,
      net_stroke_in: 100,
      pumping_speed_spm: 10,
    });
    expect(Math.abs(result.values.plunger_constant.value - k)).toBeLessThan(0.0006);
  });

  it('1-3/4 in plunger, 100 in net stroke, 10 SPM: 357.1 bbl/d, 285.7 at 80 % (hand evaluation)', () => {
    // Lapeyrouse, 2nd ed., ch. 6, PD = 0.1166 × D² × S × N. By hand: 0.1166 × 3.0625 = 0.357088;
    // × 100 × 10 = 357.09 bbl/d; × 0.80 = 285.67 bbl/d. Per stroke: π/4 × 3.0625 × 100 / 9,702
    // = 0.024792 bbl.
    const result = rodPumpDisplacement({
      plunger_diameter_in: 1.75,
      net_stroke_in: 100,
      pumping_speed_spm: 10,
      volumetric_efficiency_pct: 80,
    });
    expect(result.values.pump_displacement.value).toBeCloseTo(357.0875, 4);
    expect(result.values.expected_rate?.value).toBeCloseTo(285.67, 2);
    expect(result.values.volume_per_stroke.value).toBeCloseTo(0.024792, 6);
    // 0.024792 bbl × 10 × 1,440 = 357.0 bbl/d: the constant and the geometry agree.
    expect(result.values.volume_per_stroke.value * 10 * 1440).toBeCloseTo(357.0, 0);
  });

  it('says when no efficiency was given', () => {
    const result = rodPumpDisplacement({
      plunger_diameter_in: 1.5,
      net_stroke_in: 64,
      pumping_speed_spm: 12,
    });
    expect(result.values.expected_rate).toBeUndefined();
    expect(result.assumptions.join(' ')).toMatch(/100 %/);
  });

  it('refuses impossible input', () => {
    expect(() =>
      rodPumpDisplacement({ plunger_diameter_in: 0, net_stroke_in: 100, pumping_speed_spm: 10 }),
    ).toThrow(OilfieldInputError);
    expect(() =>
      rodPumpDisplacement({
        plunger_diameter_in: 1.5,
        net_stroke_in: 100,
        pumping_speed_spm: 10,
        volumetric_efficiency_pct: 120,
      }),
    ).toThrow(/volumetric_efficiency_pct/);
  });

  it('is proportional to S and N and to the square of D (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ d: uniform(1, 3.9), s: uniform(20, 190), n: uniform(2, 20) }),
        ({ d, s, n }) => {
          const at = (dd: number, ss: number, nn: number) =>
            rodPumpDisplacement({
              plunger_diameter_in: dd,
              net_stroke_in: ss,
              pumping_speed_spm: nn,
            }).values.pump_displacement.value;
          const base = at(d, s, n);
          expect(at(d, 2 * s, n) / base).toBeCloseTo(2, 9);
          expect(at(d, s, n / 2) / base).toBeCloseTo(0.5, 9);
          expect(at(d * 1.5, s, n) / base).toBeCloseTo(2.25, 9);
        },
      ),
    );
  });
});

describe('ESP total dynamic head', () => {
  const design = {
    flow_rate_bbl_per_day: 2000,
    pump_depth_ft: 6000,
    pump_intake_pressure_psi: 500,
    wellhead_pressure_psi: 100,
    tubing_inside_diameter_in: 2.441,
    specific_gravity: 1.02,
  };

  it('nine-step TDH from the pump intake pressure (hand evaluation)', () => {
    // Centrilift Submersible Pump Handbook nine-step method, evaluated by hand (not a printed
    // example): fluid over pump = 500 × 2.31/1.02 = 1,132.35 ft; Hd = 6,000 − 1,132.35 =
    // 4,867.65 ft. Hazen–Williams, C = 120, 2,000 bbl/d in 2.441 in tubing:
    // (100/120)^1.85 = 0.713698, (2,000/34.3)^1.85 = 1,847.61, 2.441^4.8655 = 76.862
    // → F = 2.083 × 0.713698 × 1,847.61/76.862 = 35.736 ft/1,000 ft; Ft = 6 × 35.736 = 214.42 ft
    // (the Centrilift chart reads about 36 ft/1,000 ft here). Pd = 100 × 2.31/1.02 = 226.47 ft.
    // TDH = 4,867.65 + 214.42 + 226.47 = 5,308.53 ft; at 40 ft/stage → ⌈132.7⌉ = 133 stages;
    // 0.5 hp/stage → 133 × 0.5 × 1.02 = 67.83 hp. HHP = 2,000 × 5,308.53 × 1.02 × 350.35
    // /1,440/33,000 = 79.84 hp; at 60 % efficiency 133.07 hp.
    const result = espTotalDynamicHead({
      ...design,
      head_per_stage_ft: 40,
      hp_per_stage: 0.5,
      pump_efficiency_pct: 60,
    });
    expect(result.values.net_vertical_lift_ft.value).toBeCloseTo(4867.65, 2);
    expect(result.values.friction_gradient_ft_per_1000ft.value).toBeCloseTo(35.736, 2);
    expect(result.values.friction_loss_ft.value).toBeCloseTo(214.42, 1);
    expect(result.values.wellhead_pressure_head_ft.value).toBeCloseTo(226.47, 2);
    expect(result.values.total_dynamic_head_ft.value).toBeCloseTo(5308.53, 1);
    expect(result.values.stages?.value).toBe(133);
    expect(result.values.brake_hp_from_stages?.value).toBeCloseTo(67.83, 2);
    expect(result.values.hydraulic_hp.value).toBeCloseTo(79.84, 1);
    expect(result.values.brake_hp_from_efficiency?.value).toBeCloseTo(133.07, 1);
  });

  it('from a producing fluid level, with a stated C and tubing length', () => {
    // By hand: Hd = 4,500 ft; F with C = 140: 2.083 × (100/140)^1.85 × 1,847.61/76.862 =
    // 2.083 × 0.536615 × 24.0381 = 26.869 ft/1,000 ft; Ft over 6,500 ft = 174.65 ft;
    // Pd = 226.47 ft → TDH = 4,901.12 ft.
    const { pump_intake_pressure_psi: _unused, ...rest } = design;
    const result = espTotalDynamicHead({
      ...rest,
      dynamic_fluid_level_ft: 4500,
      hazen_williams_c: 140,
      tubing_length_ft: 6500,
    });
    expect(result.values.net_vertical_lift_ft.value).toBe(4500);
    expect(result.values.friction_gradient_ft_per_1000ft.value).toBeCloseTo(26.869, 2);
    expect(result.values.total_dynamic_head_ft.value).toBeCloseTo(4901.12, 1);
    expect(result.values.stages).toBeUndefined();
  });

  it('refuses a missing or doubled lift input, a pumped-off level and a flowing well', () => {
    const { pump_intake_pressure_psi: _unused, ...noLift } = design;
    expect(() => espTotalDynamicHead(noLift)).toThrow(/dynamic_fluid_level_ft/);
    expect(() => espTotalDynamicHead({ ...design, dynamic_fluid_level_ft: 4000 })).toThrow(
      /not both/,
    );
    expect(() => espTotalDynamicHead({ ...noLift, dynamic_fluid_level_ft: 6500 })).toThrow(
      /pumped off/,
    );
    expect(() => espTotalDynamicHead({ ...design, pump_intake_pressure_psi: 3000 })).toThrow(
      /would flow/,
    );
    expect(() => espTotalDynamicHead({ ...design, hp_per_stage: 0.5 })).toThrow(
      /head_per_stage_ft/,
    );
  });

  it('TDH grows with rate and wellhead pressure, and falls with the intake pressure (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          q: logUniform(100, 20000),
          whp: uniform(0, 500),
          pip: uniform(50, 1500),
          sg: uniform(0.8, 1.15),
        }),
        ({ q, whp, pip, sg }) => {
          const tdh = (over: Partial<typeof design>) =>
            espTotalDynamicHead({
              ...design,
              flow_rate_bbl_per_day: q,
              wellhead_pressure_psi: whp,
              pump_intake_pressure_psi: pip,
              specific_gravity: sg,
              ...over,
            }).values.total_dynamic_head_ft.value;
          const base = tdh({});
          expect(tdh({ flow_rate_bbl_per_day: q * 1.1 })).toBeGreaterThan(base);
          expect(tdh({ wellhead_pressure_psi: whp + 50 })).toBeGreaterThan(base);
          expect(tdh({ pump_intake_pressure_psi: pip + 50 })).toBeLessThan(base);
        },
      ),
    );
  });
});

describe('ESP stages for a known head', () => {
  it('stages, BHP per stage and from the efficiency (Centrilift steps 6 and 7, by hand)', () => {
    // Centrilift Submersible Pump Handbook, nine-step method, step 6 (stages = TDH/head per
    // stage, rounded up) and step 7 (BHP = stages × hp/stage × SG), evaluated by hand:
    // 5,300/42 = 126.19 → 127 stages; 127 × 0.35 × 1.02 = 45.339 hp. HHP = Q·TDH·SG·62.4·5.614583
    // /1,440/33,000 = 2,000 × 5,300 × 1.02 × 350.35/47,520,000 = 79.714 hp; at 62 % 128.57 hp.
    const result = espStages({
      total_dynamic_head_ft: 5300,
      head_per_stage_ft: 42,
      hp_per_stage: 0.35,
      specific_gravity: 1.02,
      flow_rate_bbl_per_day: 2000,
      pump_efficiency_pct: 62,
    });
    expect(result.values.stages?.value).toBe(127);
    expect(result.values.brake_hp_from_stages?.value).toBeCloseTo(45.339, 2);
    expect(result.values.hydraulic_hp?.value).toBeCloseTo(79.714, 1);
    expect(result.values.brake_hp_from_efficiency?.value).toBeCloseTo(128.57, 1);
  });

  it('a head that is an exact number of stages needs no extra stage; water by default', () => {
    const result = espStages({
      total_dynamic_head_ft: 4200,
      head_per_stage_ft: 42,
      hp_per_stage: 0.5,
    });
    expect(result.values.stages?.value).toBe(100);
    expect(result.values.brake_hp_from_stages?.value).toBeCloseTo(50, 6);
    expect(result.values.hydraulic_hp).toBeUndefined();
  });

  it('refuses an efficiency without the rate', () => {
    expect(() =>
      espStages({ total_dynamic_head_ft: 4200, head_per_stage_ft: 42, pump_efficiency_pct: 60 }),
    ).toThrow(/flow_rate_bbl_per_day/);
  });

  it('before a pump curve is chosen, the head and the rate give the horsepower', () => {
    // Centrilift, step 7: HHP = Q·TDH·SG × 350.36 lb/bbl ÷ 1,440 min/d ÷ 33,000 (Q bbl/d, TDH ft).
    // By hand: 2,200 × 6,100 × 1.05 = 14,091,000; × 350.36/47,520,000 = 103.889 hp; at 58 %
    // efficiency 103.889/0.58 = 179.12 hp.
    const result = espStages({
      total_dynamic_head_ft: 6100,
      specific_gravity: 1.05,
      flow_rate_bbl_per_day: 2200,
      pump_efficiency_pct: 58,
    });
    expect(result.values.stages).toBeUndefined();
    expect(result.values.hydraulic_hp?.value).toBeCloseTo(103.889, 2);
    expect(result.values.brake_hp_from_efficiency?.value).toBeCloseTo(179.12, 1);
  });

  it('refuses a head with neither a head per stage nor a rate, and hp per stage alone', () => {
    expect(() => espStages({ total_dynamic_head_ft: 4200 })).toThrow(
      /head_per_stage_ft or flow_rate_bbl_per_day/,
    );
    expect(() =>
      espStages({ total_dynamic_head_ft: 4200, flow_rate_bbl_per_day: 900, hp_per_stage: 0.4 }),
    ).toThrow(/hp_per_stage needs head_per_stage_ft/);
  });
});

describe('critical rate for liquid loading', () => {
  const well = {
    wellhead_pressure_psia: 100,
    temperature_degF: 120,
    tubing_inside_diameter_in: 2.441,
    gas_specific_gravity: 0.6,
    z_factor: 0.9,
  };

  it('water at 100 psia in 2-7/8 in tubing: Turner 519 Mscf/d, Coleman 433 Mscf/d', () => {
    // By hand: ρg = 100 × 28.9625 × 0.6/(0.9 × 10.7316 × 579.67) = 0.310384 lb/ft³ (Lea's
    // 0.0031·p); vt = 1.912 × 60^0.25 × (67 − 0.3104)^0.25/0.3104^0.5 = 27.295 ft/s (Turner),
    // × 1.593/1.912 = 22.741 ft/s (Coleman); A = π/4 × (2.441/12)² = 0.0324985 ft²;
    // qc = vt·A·p·86,400 × 519.67/(14.7 × z × T) = 519.34 and 432.70 Mscf/d.
    // Lea, Nickens & Wells, Gas Well Deliquification, 2nd ed., ch. 3, simplified water form
    // vt = 5.34(67 − 0.0031p)^0.25/(0.0031p)^0.5 = 27.41 ft/s, qc = 3.06·p·vt·A/(T·z)
    // = 522 Mscf/d: within 1 % (their rounded constants).
    const result = criticalRateLiquidLoading(well);
    expect(result.values.gas_density.value).toBeCloseTo(0.310384, 5);
    expect(result.values.turner_critical_velocity.value).toBeCloseTo(27.295, 2);
    expect(result.values.coleman_critical_velocity.value).toBeCloseTo(22.741, 2);
    expect(result.values.turner_critical_rate.value).toBeCloseTo(519.34, 1);
    expect(result.values.coleman_critical_rate.value).toBeCloseTo(432.7, 1);
    expect(Math.abs(result.values.turner_critical_rate.value / 522.44 - 1)).toBeLessThan(0.01);
  });

  it('condensate at 1,000 psia: 1,111 Mscf/d by Turner (Lea’s condensate form: 1,107)', () => {
    // By hand: ρg = 3.10384 lb/ft³; vt = 1.912 × 20^0.25 × (45 − 3.1038)^0.25/3.1038^0.5
    // = 5.8390 ft/s; qc = 1,110.97 Mscf/d. Lea's vt = 4.02(45 − 0.0031p)^0.25/(0.0031p)^0.5
    // = 5.809 ft/s → 1,107 Mscf/d.
    const result = criticalRateLiquidLoading({
      ...well,
      wellhead_pressure_psia: 1000,
      liquid: 'condensate',
    });
    expect(result.values.turner_critical_velocity.value).toBeCloseTo(5.839, 2);
    expect(result.values.turner_critical_rate.value).toBeCloseTo(1110.97, 0);
  });

  it('says whether the current rate is loading', () => {
    const below = criticalRateLiquidLoading({ ...well, gas_rate_mscf_per_day: 300 });
    expect(below.notes.join(' ')).toMatch(/below both critical rates/);
    const between = criticalRateLiquidLoading({ ...well, gas_rate_mscf_per_day: 480 });
    expect(between.notes.join(' ')).toMatch(/between the Coleman and Turner/);
    const above = criticalRateLiquidLoading({ ...well, gas_rate_mscf_per_day: 800 });
    expect(above.notes.join(' ')).toMatch(/above both/);
    expect(above.values.current_to_turner_ratio?.value).toBeCloseTo(800 / 519.34, 3);
  });

  it('refuses impossible input', () => {
    expect(() => criticalRateLiquidLoading({ ...well, wellhead_pressure_psia: 0 })).toThrow(
      OilfieldInputError,
    );
    expect(() => criticalRateLiquidLoading({ ...well, z_factor: 0 })).toThrow(/z_factor/);
    expect(() => criticalRateLiquidLoading({ ...well, liquid: 'oil' as never })).toThrow(/liquid/);
  });

  it('Coleman is Turner without the 20 % and the rate grows with the tubing area (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          p: uniform(20, 3000),
          id: uniform(1.5, 4),
          t: uniform(60, 250),
          z: uniform(0.7, 1),
        }),
        ({ p, id, t, z }) => {
          const at = (diameter: number) =>
            criticalRateLiquidLoading({
              ...well,
              wellhead_pressure_psia: p,
              tubing_inside_diameter_in: diameter,
              temperature_degF: t,
              z_factor: z,
            }).values;
          const small = at(id);
          const large = at(id * 1.5);
          expect(small.coleman_critical_rate.value / small.turner_critical_rate.value).toBeCloseTo(
            1.593 / 1.912,
            9,
          );
          expect(large.turner_critical_rate.value / small.turner_critical_rate.value).toBeCloseTo(
            2.25,
            9,
          );
        },
      ),
    );
  });
});
