import { describe, expect, it } from 'vitest';
import { asksBack, chat, input, result } from './chat';

const relative = (actual: number, expected: number): number =>
  Math.abs(actual - expected) / Math.abs(expected);

/**
 * Heater and treater duty in the words of field questions. Expected values are the sensible-heat
 * equation q = ṁ·cp·ΔT evaluated by hand (Arnold & Stewart, Surface Production Operations vol. 1,
 * 3rd ed., 2008, crude-oil treating: oil cp 0.5, water cp 1.0 Btu/lb·°F), with water at 8.34
 * lb/gal (350.2 lb/bbl) and, in SI, 999 kg/m³ and 4.1868 kJ/kg·K (= 1 Btu/lb·°F).
 */
describe('heater and treater duty from plain English', () => {
  it('sums the oil and the water of a treater, in field units', () => {
    // 1,500 bopd × 350.18 lb/bbl × 0.88/24 = 19,260.0 lb/h × 0.5 × 70 °F = 674,100 Btu/h;
    // 300 bwpd × 350.18/24 = 4,377.3 lb/h × 1.0 × 70 = 306,409 Btu/h; total 980,508 Btu/h.
    // Arnold & Stewart's rounded shortcut (15 lb/h per bbl/d) gives 1,008,000: 2.8 % higher.
    const [answer] = chat([
      'Heater treater on 1,500 BOPD, 0.88 SG crude plus 300 BWPD; we warm it from 55 °F to 125 °F. What duty in Btu/hr?',
    ]);
    expect(answer?.tool).toBe('heater_duty');
    expect(relative(result(answer, 'heat_duty_btu_per_hr'), 980508)).toBeLessThan(1e-3);
    expect(relative(result(answer, 'heat_duty_btu_per_hr'), 1008000)).toBeLessThan(0.03);
    expect(input(answer, 'oil_rate_bbl_per_day')).toBe(1500);
    expect(input(answer, 'water_rate_bbl_per_day')).toBe(300);
    expect(answer?.markdown).not.toMatch(/Not used/);
  });

  it('takes each stream’s gravity written in brackets after it', () => {
    // 800 bopd × 350.18 × 0.85/24 = 9,921.8 lb/h × 0.5 × 40 °F = 198,436 Btu/h; 200 bwpd ×
    // 350.18 × 1.08/24 = 3,151.6 lb/h × 1.0 × 40 = 126,065 Btu/h; 324,501 Btu/h in all.
    const [answer] = chat([
      'warming 800 bopd (SG 0.85) and 200 bwpd (SG 1.08) by 40 F, heater duty?',
    ]);
    expect(input(answer, 'water_specific_gravity')).toBe(1.08);
    expect(relative(result(answer, 'heat_duty_btu_per_hr'), 324501)).toBeLessThan(1e-3);
  });

  it('takes a gravity written after a stream named in words, as that stream’s', () => {
    // Oil 150 m³/d × 999 × 0.87/86,400 = 1.5090 kg/s × 2.0934 kJ/kg·K × 40 K = 126.36 kW; water
    // 40 m³/d × 999 × 1.05/86,400 = 0.48559 kg/s × 4.1868 × 40 = 81.32 kW; 207.7 kW in all (at
    // water SG 1.0 the water would take 77.46 kW and the duty read 203.8 kW, 1.9 % low).
    const [answer] = chat([
      'treater: oil 150 m3/d sg .87 + water 40 m3/d sg 1.05, heat from 20 C to 60 C. duty in kW',
    ]);
    expect(input(answer, 'oil_specific_gravity')).toBe(0.87);
    expect(input(answer, 'water_specific_gravity')).toBe(1.05);
    expect(relative(result(answer, 'heat_duty_kw'), 207.68)).toBeLessThan(2e-3);
    expect(answer?.markdown).not.toMatch(/Not used/);
  });

  it('answers a metric water heater in kW', () => {
    // 250 m³/d × 999 kg/m³/86,400 s = 2.8906 kg/s × 4.1868 kJ/kg·K × (60 − 12) K = 580.9 kW.
    const [answer] = chat([
      "Heating 250 m3/d of produced water from 12 °C to 60 °C — what's the duty in kW?",
    ]);
    expect(answer?.tool).toBe('heater_duty');
    expect(answer?.markdown).toMatch(/\*\*Heat duty[^*]*: 58[01](?:\.\d)? kW\*\*/);
    expect(relative(result(answer, 'heat_duty_kw'), 580.9)).toBeLessThan(2e-3);
  });

  it('reads bare or "deg" temperatures in the one unit the message writes its temperatures in', () => {
    // 3,000 bopd × 350.18 lb/bbl × 0.85/24 = 37,206.6 lb/h × 0.5 × (113 − 46.4) °F = 1,238,980
    // Btu/h: 8 °C in and 45 °C out, though the tubing size is written in inches.
    const [field] = chat([
      '2 3/8 tubing line heater, 3000 bopd 0.85 sg, inlet 8, outlet 45 °C, duty?',
    ]);
    expect(input(field, 'inlet_temperature_degF')).toBeCloseTo(46.4, 6);
    expect(relative(result(field, 'heat_duty_btu_per_hr'), 1238980)).toBeLessThan(1e-4);
    // 450 m³/d = 2,830.41 bbl/d × 350.18 × 0.88/24 = 36,342.5 lb/h × 0.5 × 70.2 °F = 1,275,622
    // Btu/h; 60 m³/d = 377.39 bbl/d of free water × 350.18/24 = 5,506.4 lb/h × 70.2 = 386,549;
    // 1,662,171 Btu/h ÷ 3,412.14 = 487.1 kW, led in the kW the question opens with.
    const [metric] = chat([
      'kW for the line heater? 450 m3/d oil SG .88, 60 m3/d FW, inlet 22 deg, target 61°C',
    ]);
    expect(metric?.markdown).toMatch(/^\*\*Heat duty[^*]*: 487\.\d kW\*\*/);
    expect(input(metric, 'inlet_temperature_degF')).toBeCloseTo(71.6, 6);
    expect(relative(result(metric, 'heat_duty_btu_per_hr'), 1662171)).toBeLessThan(1e-4);
  });

  it('"what duty do I need" with a water cut asks the temperatures, then works the water from the cut', () => {
    // SG of 28 °API = 141.5/159.5 = 0.88715; water = 1,800 × 0.20/0.80 = 450 bwpd.
    // Oil 1,800 × 350.18 × 0.88715/24 × 0.5 × 50 °F = 582,481 Btu/h; water 450 × 350.18/24 × 1.0
    // × 50 = 328,294 Btu/h; 910,775 Btu/h in all.
    const [asked, answer] = chat([
      'Sizing a line heater for 1,800 bopd of 28 API crude cutting 20% water. What duty do we need?',
      'it arrives at 55F and we want 105F out',
    ]);
    expect(asksBack(asked)).toBe(true);
    expect(asked?.tool).toBe('heater_duty');
    expect(input(answer, 'water_rate_bbl_per_day')).toBeCloseTo(450, 6);
    expect(relative(result(answer, 'heat_duty_btu_per_hr'), 910775)).toBeLessThan(2e-3);
  });

  it('reads "15 °C in, 55 °C out" as the inlet and outlet of a metric treater', () => {
    // 150 m³/d × 999 × 0.88/86,400 = 1.5263 kg/s oil × 2.0934 kJ/kg·K × 40 K = 127.80 kW;
    // 30 m³/d × 999/86,400 = 0.34688 kg/s water × 4.1868 × 40 = 58.09 kW; 185.9 kW in all.
    const [answer] = chat([
      'Treater: 150 m3/d oil SG 0.88 and 30 m3/d water, 15 °C in, 55 °C out. Duty, kW?',
    ]);
    expect(input(answer, 'inlet_temperature_degF')).toBeCloseTo(59, 6);
    expect(relative(result(answer, 'heat_duty_kw'), 185.9)).toBeLessThan(2e-3);
  });

  it('a follow-up giving the losses, efficiency and fuel adds them to the duty for the fuel gas', () => {
    // Duty = 1,000 bwpd × 350.2 lb/bbl ÷ 24 h × 1 Btu/lb·°F × 40 °F = 583,667 Btu/h (water at
    // SG 1); fuel = duty × 1.05/0.75 × 24 h ÷ 950 Btu/scf = 20,644 scf/d.
    const [, fuel] = chat([
      'duty to heat 1,000 bwpd by 40 F?',
      'include 5% losses, burner 75% efficient, gas at 950 Btu/scf: fuel gas Mcf/d?',
    ]);
    expect(relative(result(fuel, 'fuel_gas_mscf_per_day'), 20.644)).toBeLessThan(5e-3);
  });

  it('takes a stream given by its mass: water in kg/s, oil in t/h with its API gravity', () => {
    // Q = m·cp·ΔT: 4 kg/s × 4.1868 kJ/kg·K × 25 K = 418.68 kW (cp of water 1 Btu/lb·°F).
    const [water] = chat(['duty in kW to heat 4 kg/s of water from 20 to 45 °C?']);
    expect(relative(result(water, 'heat_duty_kw'), 418.68)).toBeLessThan(3e-3);
    // 36 t/h = 10 kg/s × 2.0934 kJ/kg·K (0.5 Btu/lb·°F) × 30 K = 628.02 kW.
    const [oil] = chat(['heat 36 t/h of 30 API oil from 20 to 50 C, duty kW?']);
    expect(relative(result(oil, 'heat_duty_kw'), 628.02)).toBeLessThan(3e-3);
  });

  it('takes a metric oil by its API gravity, the rate named only through the gravity', () => {
    // 32 °API: SG = 141.5/163.5 = 0.86544. 150 m³/d × 0.86544 × 999 kg/m³/86,400 = 1.5010 kg/s
    // × 2.0934 kJ/kg·K (0.5 Btu/lb·°F) × 35 K = 109.98 kW.
    const [answer] = chat(['treater 150 m3/d of 32 API oil, heat it from 20 to 55 C, duty in kW?']);
    expect(answer?.tool).toBe('heater_duty');
    expect(relative(result(answer, 'heat_duty_kw'), 109.98)).toBeLessThan(2e-3);
  });

  it('reads a temperature rise, and a pair of temperatures written "60 to 140 F"', () => {
    // The water rule q = 500·gpm·ΔT (8.33 lb/gal × 60 min/h × cp 1): 800 bwpd = 23.333 gpm,
    // 500 × 23.333 × 30 = 350,000 Btu/h.
    // 2,000 bopd × 350.18 × 0.84/24 × 0.5 × 80 = 980,508 Btu/h = 0.9805 MMBtu/h.
    const [rise, pair] = chat([
      'how much heat to raise 800 bwpd by 30 °F?',
      'treater duty in MMBtu/hr for 2,000 bopd 0.84 SG, 60 to 140 F',
    ]);
    expect(relative(result(rise, 'heat_duty_btu_per_hr'), 350000)).toBeLessThan(1e-3);
    expect(input(rise, 'temperature_rise_degF')).toBe(30);
    expect(result(pair, 'heat_duty_mmbtu_per_hr')).toBeCloseTo(0.9805, 3);
    expect(pair?.markdown).toMatch(/\*\*Heat duty[^*]*: 0\.98\d? MMBtu\/h\*\*/);
  });

  it('gives the fired duty of a gas line heater at the burner efficiency', () => {
    // GPSA Engineering Data Book, 13th ed., sect. 8: fired duty = absorbed/efficiency.
    // 3 MMscf/d/379.5 scf/lb-mol × 28.9625 × 0.7/24 = 6,677.5 lb/h × 0.55 × 50 °F = 183,639
    // Btu/h absorbed; /0.65 = 282,522 Btu/h = 0.2825 MMBtu/h fired.
    const [answer] = chat([
      'line heater, 3 MMscfd of 0.7 gravity gas heated 45 to 95 F, 65% efficient fire tube — fired duty in MMBtu/h?',
    ]);
    expect(answer?.tool).toBe('heater_duty');
    expect(relative(result(answer, 'fired_duty_btu_per_hr'), 282522)).toBeLessThan(1e-3);
    expect(answer?.markdown).toMatch(/\*\*Fired duty[^*]*: 0\.283 MMBtu\/h\*\*/);
  });

  it('asks for what a duty needs instead of guessing it', () => {
    const [noGravity, noTemperatures] = chat([
      'treater duty for 900 bopd from 60 to 130 F',
      'heater duty for 500 bwpd',
    ]);
    expect(asksBack(noGravity)).toBe(true);
    expect(noGravity?.markdown).toMatch(/oil specific gravity/);
    expect(asksBack(noTemperatures)).toBe(true);
    expect(noTemperatures?.markdown).toMatch(/temperatures/);
  });

  it('asks for the burner efficiency a fired duty needs, then answers with it', () => {
    // 500 bwpd × 350.18/24 × 60 °F = 437,727 Btu/h absorbed; /0.70 = 625,324 Btu/h fired.
    const [asked, answered] = chat([
      'burner duty for 500 bwpd from 60 to 120 F',
      'burner efficiency 70%',
    ]);
    expect(asksBack(asked)).toBe(true);
    expect(asked?.markdown).toMatch(/efficiency/);
    expect(relative(result(answered, 'fired_duty_btu_per_hr'), 625324)).toBeLessThan(1e-4);
  });

  it('takes the fuel gas heating value given in a follow-up for the fuel rate', () => {
    // 1,500 bopd of 30 °API (SG 141.5/161.5 = 0.87616) × 350.18/24 × 0.5 × 60 = 575,279 Btu/h;
    // 300 bwpd × 350.18/24 × 60 = 262,635 Btu/h.
    const oil = ((1500 * 350.18 * (141.5 / 161.5)) / 24) * 0.5 * 60;
    const water = ((300 * 350.18) / 24) * 60;
    // fired = q/0.70; fuel = fired × 24 h/d / 1,050 Btu/scf, in Mscf/d (GPSA sect. 8).
    const fuel = (((oil + water) / 0.7) * (24 / 1050)) / 1000;
    const [, answer] = chat([
      'heater: 1500 bopd 30 API and 300 bwpd, 60 F rise. duty?',
      "Burner's about 70% efficient and fuel gas is 1,050 Btu/scf. Fuel gas in Mcf/d?",
    ]);
    expect(input(answer, 'fuel_heating_value')).toBe(1050);
    expect(relative(result(answer, 'fuel_gas_mscf_per_day'), fuel)).toBeLessThan(1e-3);
    expect(answer?.markdown).not.toMatch(/Not used/);
  });

  it('reads a metric heating value and the water an oil carries as its cut', () => {
    // 38 MJ/m³ = 38e6 J/m³ × 0.0283168 m³/scf / 1,055.056 J/Btu = 1,019.9 Btu/scf.
    // 10 % water of the liquid with 800 bopd: 800 × 10/90 = 88.89 bwpd.
    const oil = ((800 * 350.18 * (141.5 / 155.5)) / 24) * 0.5 * 70;
    const water = ((800 * (10 / 90) * 350.18) / 24) * 70;
    const fuel = (((oil + water) / 0.65) * (24 / 1019.9)) / 1000;
    const [answer] = chat([
      'treater 800 bopd 24 API, 10% water, heat from 70 to 140 F, 65% efficient, gas 38 MJ/m3. fuel?',
    ]);
    expect(input(answer, 'fuel_heating_value')).toBeCloseTo(1019.9, 0);
    expect(input(answer, 'water_rate_bbl_per_day')).toBeCloseTo(88.89, 2);
    expect(relative(result(answer, 'fuel_gas_mscf_per_day'), fuel)).toBeLessThan(1e-3);
    expect(answer?.markdown).not.toMatch(/Not used/);
  });

  it('refuses a "heating" that cools, saying why', () => {
    const [answer] = chat(['heat 300 bwpd from 80 F to 60 F, duty?']);
    expect(answer?.status).toBe('refused');
    expect(answer?.markdown).toMatch(/not above the inlet temperature/);
  });
});

/**
 * Compression ratio and staging (GPSA Engineering Data Book, 13th ed., sect. 13): r = Pd/Ps on
 * absolute pressures (a gauge pressure + 14.696 psi, 1 bar = 14.5038 psi), equal ratios r^(1/n),
 * stages for at most 4 per stage unless told, T2 = T1·r^((k−1)/k).
 */
describe('compression ratio and stages from plain English', () => {
  it('reads "A -> B" as from A to B: the suction, then the discharge', () => {
    // r = 600/180 = 3.3333; T2 = (80 + 459.67) × 3.3333^(0.25/1.25) − 459.67 = 244.7 °F.
    const [answer] = chat([
      'one stage, 180 psia -> 600 psia, 80 F suction, k 1.25: discharge temp?',
    ]);
    expect(input(answer, 'suction_pressure_psia')).toBe(180);
    expect(input(answer, 'discharge_pressure_psia')).toBe(600);
    const t2 = (80 + 459.67) * (600 / 180) ** (0.25 / 1.25) - 459.67;
    expect(result(answer, 'discharge_temperature_degF')).toBeCloseTo(t2, 3);
  });

  it('gives the ratio per stage of a three-stage recip', () => {
    // 45 psig = 59.696 psia, 1,100 psig = 1,114.696 psia: r = 18.6729; r^(1/3) = 2.6530.
    const [answer] = chat([
      'Recip with 3 stages, suction 45 psig, discharge 1,100 psig: ratio per stage?',
    ]);
    expect(answer?.tool).toBe('compression_ratio');
    expect(result(answer, 'ratio_per_stage')).toBeCloseTo(2.653, 3);
    expect(result(answer, 'overall_compression_ratio')).toBeCloseTo(18.6729, 3);
    expect(answer?.markdown).toMatch(/ratio per stage: 2\.653\*\*/);
  });

  it('counts the stages for metric gauge pressures', () => {
    // 3.5 barg = 4.51325 bar(a), 65 barg = 66.01325 bar(a): r = 14.6265; ln r/ln 4 = 1.935 → 2.
    const [answer] = chat(['suction 3.5 barg discharge 65 barg, how many stages?']);
    expect(answer?.tool).toBe('compression_ratio');
    expect(result(answer, 'stages')).toBe(2);
    expect(result(answer, 'overall_compression_ratio')).toBeCloseTo(14.6265, 3);
    expect(answer?.markdown).toMatch(/\*\*Compression stages: 2 stages\*\*/);
  });

  it('gives the overall ratio, and the interstage pressure of a two-stage machine', () => {
    // 264.696/34.696 = 7.6290. 40 → 600 psig: r = 614.696/54.696 = 11.2384, r^(1/2) = 3.35237,
    // interstage 54.696 × 3.35237 = 183.36 psia.
    const [overall, interstage] = chat([
      'compression ratio compressing from 20 psig to 250 psig?',
      'interstage pressure for a 2-stage compressor 40 psig to 600 psig',
    ]);
    expect(result(overall, 'overall_compression_ratio')).toBeCloseTo(7.629, 3);
    expect(result(interstage, 'interstage_pressure_1_psia')).toBeCloseTo(183.36, 1);
    expect(input(interstage, 'stages')).toBe(2);
  });

  it('works the stages from a stated limit per stage and in kPa', () => {
    // 15 → 1,500 psig: r = 1,514.696/29.696 = 51.007; ln r/ln 3.5 = 3.14 → 4 stages (3 at 4).
    // 350 → 4,800 kPag: r = 4,901.325/451.325 = 10.860 → 2 stages, interstage
    // 451.325 × √10.860 = 1,487.3 kPa(a).
    const [limited, metric] = chat([
      'how many stages from 15 psig to 1,500 psig if I keep the ratio under 3.5?',
      'booster compressor: Ps 350 kPag, Pd 4,800 kPag, how many stages and what interstage pressure?',
    ]);
    expect(result(limited, 'stages')).toBe(4);
    expect(result(metric, 'stages')).toBe(2);
    expect(relative(result(metric, 'interstage_pressure_1_psia'), 1487.31 / 6.894757)).toBeLessThan(
      1e-3,
    );
  });

  it('gives the ideal discharge temperature of each stage', () => {
    // r^(1/3) = 15.68406^(1/3) = 2.503146; T2 = 549.67 °R × 2.503146^(0.28/1.28) = 671.85 °R
    // = 212.18 °F.
    const [answer] = chat([
      '3 stages, suction 50 psig at 90 F, discharge 1,000 psig, k = 1.28: discharge temp each stage?',
    ]);
    expect(result(answer, 'discharge_temperature_degF')).toBeCloseTo(212.18, 1);
  });

  it('reads "cooled back to 40 C suction" in a follow-up as the suction temperature', () => {
    // 3 → 70 barg: r = 71.01325/4.01325 = 17.6946, 3 stages at ≤ 4, r^(1/3) = 2.60583;
    // T2 = 313.15 K × 2.60583^(0.27/1.27) = 383.86 K = 110.71 °C.
    const [, temperature] = chat([
      'Compressor suction 3 barg, discharge 70 barg. How many stages at a max of 4:1?',
      'each stage cooled back to 40 C suction, k = 1.27 - discharge temp per stage?',
    ]);
    const kelvin = 313.15 * ((71.01325 / 4.01325) ** (1 / 3)) ** (0.27 / 1.27);
    expect((result(temperature, 'discharge_temperature_degF') - 32) / 1.8).toBeCloseTo(
      kelvin - 273.15,
      1,
    );
  });

  it('keeps the pressures when a follow-up fixes the stages', () => {
    // 50 → 1,000 psig: r = 15.68406, 2 stages at ≤ 4 (r^(1/2) = 3.96031); with 3 stages
    // r^(1/3) = 2.503146.
    const [first, again] = chat([
      'compression ratio 50 psig suction 1000 psig discharge',
      'what if 3 stages?',
    ]);
    expect(result(first, 'stages')).toBe(2);
    expect(result(first, 'ratio_per_stage')).toBeCloseTo(3.96031, 4);
    expect(result(again, 'stages')).toBe(3);
    expect(result(again, 'ratio_per_stage')).toBeCloseTo(2.503146, 5);
    expect(input(again, 'suction_pressure_psia')).toBeCloseTo(64.696, 6);
  });

  it('reads "comp" as the compressor in field shorthand', () => {
    // 50 → 1,000 psig: r = 1,014.696/64.696 = 15.68406. 3 → 45 barg: r = 46.01325/4.01325 = 11.4654.
    const [field, metric] = chat([
      'comp ratio 50 psig suction, 1000 psig disch',
      'comp: 3 barg suction, 45 barg disch, ratio?',
    ]);
    expect(field?.tool).toBe('compression_ratio');
    expect(result(field, 'overall_compression_ratio')).toBeCloseTo(15.68406, 4);
    expect(metric?.tool).toBe('compression_ratio');
    expect(result(metric, 'overall_compression_ratio')).toBeCloseTo(46.01325 / 4.01325, 4);
  });

  it('asks for the suction pressure it was not given', () => {
    const [answer] = chat(['compression ratio with 1,000 psig discharge?']);
    expect(answer?.tool).toBe('compression_ratio');
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/suction pressure/);
  });
});
