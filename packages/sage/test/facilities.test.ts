import { describe, expect, it } from 'vitest';
import { asksBack, card, chat, input, result } from './chat';

const BBL_PER_FT3 = 1 / 5.614583;

describe('facilities in the words of field questions', () => {
  it('reads a bare GLR in scf/bbl for the mixture density of an erosional velocity', () => {
    // API RP 14E (5th ed., §2.5): ρm = (12,409 S1 P + 2.7 R Sg P)/(198.7 P + R T Z), Ve = 100/√ρm.
    const rho = (12409 * 0.85 * 800 + 2.7 * 1500 * 0.7 * 800) / (198.7 * 800 + 1500 * 579.67 * 0.9);
    const [answer] = chat(['14E Ve: 800 psia, GLR 1500, liq sg .85, gas .7, 120F, z .9']);
    expect(result(answer, 'erosional_velocity_ft_per_s')).toBeCloseTo(100 / Math.sqrt(rho), 2);
  });

  it('reads an erosional velocity with its C factor, whatever the list around it', () => {
    // API RP 14E (5th ed., §2.5): Ve = C/√ρm; 125/√4 = 62.5 ft/s; 100/√5 = 44.72 ft/s.
    const [intermittent, symbols] = chat([
      'API RP 14E erosional velocity with c-factor 125 and 4 lb/ft3 mixture density',
      'erosional vel, ρm = 5 lb/cuft, C = 100',
    ]);
    expect(intermittent?.tool).toBe('erosional_velocity');
    expect(result(intermittent, 'erosional_velocity_ft_per_s')).toBeCloseTo(62.5, 6);
    expect(intermittent?.markdown).not.toMatch(/Not used: 14\b/);
    expect(result(symbols, 'erosional_velocity_ft_per_s')).toBeCloseTo(100 / Math.sqrt(5), 6);
  });

  it('reads a liquid gravity written before its number ("oil SG 0.82") as the liquid density', () => {
    // SG 0.82 of water (62.4 lb/ft³) is 51.2 lb/ft³ of liquid.
    const [sized] = chat([
      'smallest ID for a vertical separator, 12 MMscfd at 900 psia, 85 F, gas SG 0.68, Z 0.87, oil SG 0.82, K 0.25',
    ]);
    expect(sized?.tool).toBe('separator_sizing');
    expect(input(sized, 'liquid_density_lb_per_ft3')).toBeCloseTo(0.82 * 62.4, 0);
  });

  it('asks for the water when an amount a day of inhibitor is asked, never giving only the concentration', () => {
    const [asked, answered] = chat([
      'how much methanol a day for a 28 F hydrate depression?',
      '120 bwpd',
    ]);
    expect(asksBack(asked)).toBe(true);
    expect(asked?.markdown).toMatch(/water/);
    // Hammerschmidt: W = 28 × 32/(2,335 + 28 × 32) = 27.73 wt %; 120 bwpd × 350.2 lb/bbl =
    // 42,024 lb/d of water; methanol = 0.2773 × 42,024/(1 − 0.2773) = 16,125 lb/d.
    expect(result(answered, 'lean_solution_rate_lb_per_day')).toBeCloseTo(16125, -2);
  });

  it('a vessel’s gas capacity, the York K named for it, is the answer — not the K alone', () => {
    // Souders–Brown (GPSA ch. 7; Svrcek & Monnery 1993 York K = 0.430 − 0.023 ln P = 0.2823 at
    // 614.7 psia), ρg = 2.347 lb/ft³ at z = 0.900 (DAK, Sutton): v = 1.298 ft/s over a 48 in
    // vessel, 61.94 MMscf/d at 14.7 psia and 60 °F.
    const [answer] = chat([
      '48" vertical separator at 600 psig and 90 F, 0.7 gravity gas, 52 lb/ft3 liquid: gas capacity in MMscfd? York K please',
    ]);
    expect(answer?.tool).toBe('separator_gas_capacity');
    expect(Math.abs(result(answer, 'gas_capacity_mmscf_per_day') / 61.94 - 1)).toBeLessThan(0.005);
  });

  it('takes a gravity named for the water a line carries as the liquid’s', () => {
    const [answer] = chat([
      '12,000 bwpd of produced water SG 1.09, 1.0 cp, 2 miles of 8 in (7.981 ID) line: pressure drop?',
    ]);
    expect(answer?.tool).toBe('liquid_line_pressure_drop');
    expect(input(answer, 'specific_gravity')).toBe(1.09);
  });

  it('reads a separator written "D x L" and a level above the bottom tangent', () => {
    // Horizontal 72 in × 20 ft, half full: π/4 × 6² × 20/2 = 282.74 ft³ = 50.358 bbl at
    // 10,000 bbl/d (6.944 bbl/min) → 7.252 min.
    const [horizontal] = chat([
      'horizontal sep 72" x 20\' seam to seam, half full, 10,000 bbl/d liquid. retention minutes?',
    ]);
    expect(result(horizontal, 'retention_time_min')).toBeCloseTo(7.252, 2);
    // Vertical 36 in ID, 24 in of liquid: π/4 × 3² × 2 = 14.137 ft³ = 2.518 bbl at 1,800 bbl/d
    // (1.25 bbl/min) → 2.014 min.
    const [vertical] = chat([
      'vertical 36 in ID sep, liquid 24" above the bottom tangent, 1,800 bpd. retention time?',
    ]);
    expect(result(vertical, 'retention_time_min')).toBeCloseTo(2.014, 2);
  });

  it('reads "vert" and "horiz" as a separator\'s orientation', () => {
    // Vertical 1.5 m ID, 0.8 m of liquid: π/4 × 1.5² × 0.8 = 1.4137 m³ at 600 m³/d
    // (0.41667 m³/min) → 3.393 min (Arnold & Stewart, retention t = V/Q).
    const [vertical] = chat([
      'vert separator, 1.5 m ID with 0.8 m of liquid, 600 m3/d. retention?',
    ]);
    expect(result(vertical, 'retention_time_min')).toBeCloseTo(3.393, 2);
    // Horizontal 72 in × 20 ft, half full: 50.358 bbl at 10,000 bbl/d → 7.252 min.
    const [horizontal] = chat(['horiz sep 72" x 20\', half full, 10,000 bpd liquid, retention?']);
    expect(result(horizontal, 'retention_time_min')).toBeCloseTo(7.252, 2);
  });

  it('a name at the end of a sentence is not read into the next one ("…of liquid. Retention time?")', () => {
    // Vertical 42 in ID, 24 in of liquid: π/4 × 3.5² × 2 = 19.242 ft³ = 3.4272 bbl at 3,000
    // bbl/d (2.0833 bbl/min) → 1.645 min.
    const [answer] = chat([
      '3,000 BLPD into a 42" ID vertical separator holding 24" of liquid. Retention time?',
    ]);
    expect(input(answer, 'liquid_level_in')).toBe(24);
    expect(result(answer, 'retention_time_min')).toBeCloseTo(1.645, 2);
  });

  it('"dP in bar?" of a water line is its pressure drop', () => {
    const [answer] = chat([
      'produced water 2,400 m3/d, 200 mm ID, 8 km, SG 1.05, 1 cP. dP in bar?',
    ]);
    expect(answer?.tool).toBe('liquid_line_pressure_drop');
    expect(input(answer, 'inside_diameter_in')).toBeCloseTo(200 / 25.4, 6);
  });

  it('"what gas can it take?" of a vertical separator is its gas capacity', () => {
    // Souders–Brown (GPSA ch. 7), York K = 0.430 − 0.023 ln 800 = 0.2763 ft/s; ρg = 800 × 28.9625
    // × 0.7/(0.88 × 10.7316 × 549.67) = 3.1245 lb/ft³; Qg = 2.40 D² K P/(Z T) √((ρl − ρg)/ρg) =
    // 2.40 × 2.5² × 0.2763 × 800/(0.88 × 549.67) × 3.955 = 27.1 MMscf/d.
    const [answer] = chat([
      'What gas can a 30" ID vertical separator take? 800 psia, 90 F, SG 0.7, z 0.88, liquid 52 lb/ft3, mesh pad.',
    ]);
    expect(answer?.tool).toBe('separator_gas_capacity');
    expect(Math.abs(result(answer, 'gas_capacity_mmscf_per_day') / 27.1 - 1)).toBeLessThan(0.005);
  });

  it('doses methanol by Hammerschmidt and asks which inhibitor when glycol is not named', () => {
    // Hammerschmidt (1934), GPSA Engineering Data Book ch. 20: W = 100·d·M/(K + d·M), methanol
    // M 32.04, K 2335: d = 25 °F → 100·801/3,136 = 25.54 wt %. 12 °C of depression is
    // 21.6 °F (a difference converts by the degree's size): 100·692.1/3,027.1 = 22.86 wt %.
    const [field] = chat(['methanol concentration for a 25 °F hydrate depression']);
    const [metric] = chat(['Hammerschmidt methanol wt% for 12 °C hydrate suppression']);
    const [glycol] = chat(['glycol for a 20 F hydrate depression']);
    const key = 'required_concentration_wt_pct';
    expect(result(field, key)).toBeCloseTo((100 * 25 * 32.04) / (2335 + 25 * 32.04), 2);
    expect(result(metric, key)).toBeCloseTo((100 * 21.6 * 32.04) / (2335 + 21.6 * 32.04), 2);
    expect(glycol?.markdown).toMatch(/methanol or MEG/);
  });

  it('reads "hyd temp" and "line min", and doses from a hydrate point worked out just before', () => {
    // MEG (M 62.07, K 2200), d = 62 − 38 = 24 °F: 100·24·62.07/(2200 + 24·62.07) = 40.37 wt %.
    const [meg] = chat(['MEG needed, hyd temp 62F, line min 38']);
    const key = 'required_concentration_wt_pct';
    expect(result(meg, key)).toBeCloseTo((100 * 24 * 62.07) / (2200 + 24 * 62.07), 2);
    // Towler & Mokhatab (2005): T = 13.47 ln p + 34.27 ln γ − 1.675 ln p ln γ − 20.35 °F; at
    // 1,000 psia and γ 0.69, 64.27 °F; methanol for the line at 40 °F: d = 24.27 °F.
    const [, dose] = chat([
      'hydrate T for .69 gas at 1000 psia?',
      'line gets down to 40F, how much methanol wt%',
    ]);
    const towler = (p: number, gravity: number) =>
      13.47 * Math.log(p) +
      34.27 * Math.log(gravity) -
      1.675 * Math.log(p) * Math.log(gravity) -
      20.35;
    const d = towler(1000, 0.69) - 40;
    expect(result(dose, key)).toBeCloseTo((100 * d * 32.04) / (2335 + d * 32.04), 2);
    const [point] = chat(['hyd temp at 1500 psia .65 gas']);
    expect(result(point, 'hydrate_temperature_degF')).toBeCloseTo(towler(1500, 0.65), 2);
  });

  it('takes a water rate from its unit though the question names an injection rate', () => {
    const [answer] = chat([
      'MEG injection rate for 10 bwpd of water, 80 wt% lean MEG, hydrate temperature 65 F and line temperature 40 F',
    ]);
    expect(card(answer).inputs.find((i) => i.name === 'water_rate_bbl_per_day')?.value).toBe(10);
    expect(card(answer).inputs.find((i) => i.name === 'lean_inhibitor_wt_pct')?.value).toBe(80);
  });

  it('reads G as the gas gravity of a Weymouth line and asks for the equation when none is named', () => {
    // Weymouth (Menon, Gas Pipeline Hydraulics, 2005, eq. 2.83): Q = 433.5·E·(Tb/Pb)·
    // [(P1² − P2²)/(G·Tf·L·Z)]^0.5·D^2.667 = 433.5·(519.67/14.73)·(360,000/(0.6·519.67·50·0.9))^0.5
    // ·12^2.667 scf/d = 58.5 MMscf/d.
    const [answer] = chat([
      'gas flow by Weymouth for a 12 inch line, 50 mi long, P1 1000 psia, P2 800 psia, G 0.6, T 60 °F, Z = 0.9, E = 1',
    ]);
    const [none] = chat(['gas pipeline capacity for a 12 inch line 50 miles long?']);
    const expected =
      433.5 *
      (519.67 / 14.73) *
      Math.sqrt((1000 ** 2 - 800 ** 2) / (0.6 * 519.67 * 50 * 0.9)) *
      12 ** 2.667;
    expect(result(answer, 'flow_rate_mmscf_per_day')).toBeCloseTo(expected / 1e6, 1);
    expect(none?.markdown).toMatch(/Weymouth, Panhandle A, Panhandle B/);
  });

  it('reads a line\'s ends written "1000 -> 700 psia" as its inlet and outlet (Panhandle A)', () => {
    // Panhandle A (Menon, Gas Pipeline Hydraulics, 2005, eq. 2.88): Q = 435.87·E·(Tb/Pb)^1.0788·
    // [(P1² − P2²)/(G^0.8539·Tf·L·Z)]^0.5394·D^2.6182 scf/d, Tb 519.67 °R, Pb 14.73 psia.
    const [answer] = chat([
      'Panhandle A, 19.25 ID, 60 mi, 1000 -> 700 psia, G 0.6, 60F, Z .87, E .92, flow?',
    ]);
    const expected =
      435.87 *
      0.92 *
      (519.67 / 14.73) ** 1.0788 *
      ((1000 ** 2 - 700 ** 2) / (0.6 ** 0.8539 * 519.67 * 60 * 0.87)) ** 0.5394 *
      19.25 ** 2.6182;
    expect(input(answer, 'upstream_pressure_psia')).toBe(1000);
    expect(input(answer, 'downstream_pressure_psia')).toBe(700);
    expect(result(answer, 'flow_rate_mmscf_per_day')).toBeCloseTo(expected / 1e6, 1);
  });

  it('reads "general flow eqn" and a Darcy f, and the ends written "800 to 550 psia"', () => {
    // General flow equation (Menon, 2005, eq. 2.41 in USCS): Q = 77.54·(Tb/Pb)·
    // [(P1² − P2²)/(G·Tf·L·Z·f)]^0.5·D^2.5 scf/d, f the Darcy friction factor.
    const [answer] = chat([
      'general flow eqn, darcy f .012, 8.071 ID, 15 mi, 800 to 550 psia, G .65, 80F, Z .91, flow MMscfd',
    ]);
    const expected =
      77.54 *
      (519.67 / 14.73) *
      Math.sqrt((800 ** 2 - 550 ** 2) / (0.65 * 539.67 * 15 * 0.91 * 0.012)) *
      8.071 ** 2.5;
    expect(input(answer, 'darcy_friction_factor')).toBe(0.012);
    expect(result(answer, 'flow_rate_mmscf_per_day')).toBeCloseTo(expected / 1e6, 1);
  });

  it('reads a Langelier question whose pH and temperature are listed with commas', () => {
    // LSI = pH − pHs, pHs = (9.3 + A + B) − (C + D) (Langelier 1936; Carrier, Handbook of Air
    // Conditioning System Design): 30 °C, TDS 500, Ca 150, alkalinity 100 → pHs 7.687; 8 − 7.687.
    const [answer] = chat([
      'LSI for pH 8, 30 C, TDS 500 mg/L, calcium hardness 150 mg/L as CaCO3, alkalinity 100 mg/L',
    ]);
    const A = (Math.log10(500) - 1) / 10;
    const B = -13.12 * Math.log10(30 + 273.15) + 34.55;
    const C = Math.log10(150) - 0.4;
    const D = Math.log10(100);
    expect(result(answer, 'lsi')).toBeCloseTo(8 - (9.3 + A + B - (C + D)), 2);
  });

  it('reads "cah" as the calcium hardness', () => {
    // As above: 50 °F = 10 °C, TDS 300, calcium hardness 80, alkalinity 60, pH 6.9.
    const [answer] = chat(['LSI ph 6.9 50F tds 300 cah 80 alk 60']);
    const A = (Math.log10(300) - 1) / 10;
    const B = -13.12 * Math.log10(10 + 273.15) + 34.55;
    const C = Math.log10(80) - 0.4;
    const D = Math.log10(60);
    expect(result(answer, 'lsi')).toBeCloseTo(6.9 - (9.3 + A + B - (C + D)), 2);
  });

  it("turns an analysis's Ca and HCO3 ions into hardness and alkalinity as CaCO3", () => {
    // As above, with the ions as CaCO₃ by equivalent weight (Standard Methods 2340 B and 2320 B):
    // Ca 400 mg/L × 100.087/40.078 = 998.9; HCO₃ 250 mg/L × 50.04/61.017 = 205.0.
    const [ions, asWritten] = chat([
      'LSI for this water: pH 7.6, Ca 400 mg/L, HCO3 250 mg/L, TDS 3,000 mg/L, 50 C',
      'LSI: pH 7.6, Ca 400 mg/L as CaCO3, HCO3 250 mg/L as CaCO3, TDS 3,000 mg/L, 50 C',
    ]);
    const lsi = (calcium: number, alkalinity: number) =>
      7.6 -
      (9.3 +
        (Math.log10(3000) - 1) / 10 +
        (-13.12 * Math.log10(50 + 273.15) + 34.55) -
        (Math.log10(calcium) - 0.4 + Math.log10(alkalinity)));
    expect(input(ions, 'calcium_hardness_mg_per_l_as_caco3')).toBeCloseTo(998.9, 0);
    expect(result(ions, 'lsi')).toBeCloseTo(lsi(400 * 2.4973, 250 * 0.82016), 2);
    expect(result(asWritten, 'lsi')).toBeCloseTo(lsi(400, 250), 2);
  });

  it('a Stiff–Davis K read from the chart is used, and needs no temperature or ionic strength', () => {
    // SI = pH − pCa − pAlk − K (Stiff & Davis 1952): Ca 2,800 mg/L = 2,800/40,078 mol/L,
    // HCO3 420 mg/L = 420/61,016.8 eq/L, K 2.4 from the chart, pH 7.2.
    const si = 7.2 + Math.log10(2800 / 40078) + Math.log10(420 / 61016.8) - 2.4;
    const [answer] = chat([
      'S&D index for this brine: pH 7.2, Ca 2,800 mg/L, HCO3 420 mg/L, K from the chart 2.4',
    ]);
    expect(result(answer, 'stability_index')).toBeCloseTo(si, 3);
    // Without K or the temperature, it asks.
    const [asked] = chat(['Stiff-Davis SI: pH 7.2, Ca 2,800 mg/L, HCO3 420 mg/L, TDS 95,000']);
    expect(asked?.status).toBe('needs_input');
    expect(asked?.markdown).toMatch(/temperature/);
  });

  it('reads "SI?" of a brine with its chart K, and a K said to be read from the chart', () => {
    // SI = pH − pCa − pAlk − K (Stiff & Davis 1952); alkalinity HCO3/61,016.8 + 2 CO3/60,009 eq/L.
    const si = (pH: number, ca: number, hco3: number, co3: number, k: number) =>
      pH + Math.log10(ca / 40078) + Math.log10(hco3 / 61016.8 + (2 * co3) / 60009) - k;
    const [asked] = chat([
      'Water sample FWKO outlet: pH 7.3, 60 C, Ca 850 mg/L, bicarbonate 420 mg/L, carbonate 30 mg/L. Chart K = 1.6 at that ionic strength. SI?',
    ]);
    expect(result(asked, 'stability_index')).toBeCloseTo(si(7.3, 850, 420, 30, 1.6), 3);
    const [read] = chat([
      'Produced water, pH 6.9, 140 F, Ca 2,400 mg/L, HCO3 310 mg/L, no CO3. K from the Stiff-Davis chart read as 2.1. Stability index?',
    ]);
    expect(result(read, 'stability_index')).toBeCloseTo(si(6.9, 2400, 310, 0, 2.1), 3);
  });

  it('reads a K "from the chart at this ionic strength" as the Stiff–Davis K, not the ionic strength', () => {
    const si = 7.1 + Math.log10(4850 / 40078) + Math.log10(390 / 61016.8) - 2.05;
    const [answer] = chat([
      'Produced water (mg/L):\nNa 38,200\nCa 4,850\nCl 68,500\nHCO3 390\npH 7.1\nTemp 65 °C\nK from the S&D chart at this ionic strength: 2.05\nStiff-Davis SI?',
    ]);
    expect(result(answer, 'stability_index')).toBeCloseTo(si, 3);
  });

  it('works out tank volumes in barrels', () => {
    // V = π/4·D²·h: π/4·20²·15 ft³ = 4,712.4 ft³ = 839.3 bbl.
    const [answer] = chat(['how many barrels in a 20 ft diameter upright tank filled to 15 ft?']);
    expect(result(answer, 'volume_bbl')).toBeCloseTo((Math.PI / 4) * 20 ** 2 * 15 * BBL_PER_FT3, 0);
  });

  it('reads a horizontal vessel "half full" or "40 % full" as its level, a share of the diameter', () => {
    // Liquid in a horizontal cylinder at height h of diameter D (circular segment, as in Arnold &
    // Stewart, Surface Production Operations vol. 1, 3rd ed., ch. 4): A/Atotal = (θ − sin θ)/2π,
    // θ = 2·acos(1 − 2h/D); t = V/Q.
    const retention = (d: number, length: number, share: number, bpd: number) => {
      const theta = 2 * Math.acos(1 - 2 * share);
      const ft3 =
        ((Math.PI / 4) * (d / 12) ** 2 * length * (theta - Math.sin(theta))) / (2 * Math.PI);
      return (ft3 * BBL_PER_FT3) / (bpd / 1440);
    };
    const [half, forty, vertical] = chat([
      'horizontal separator 48" ID x 12 ft seam-to-seam, run half full, 5,000 bbl/d liquid. retention time in minutes?',
      'horizontal sep, 60 in ID, 15 ft seam to seam, 40% full, 8,000 bbl/d. retention?',
      'vertical 36 in ID sep, running 40% full, 1,500 bpd liquid, retention?',
    ]);
    expect(result(half, 'retention_time_min')).toBeCloseTo(retention(48, 12, 0.5, 5000), 3);
    expect(result(forty, 'retention_time_min')).toBeCloseTo(retention(60, 15, 0.4, 8000), 3);
    // A vertical vessel's "40 % full" is no share of its diameter: its level is asked for.
    expect(vertical?.status).not.toBe('computed');
  });

  it('asks whether a separator is vertical or horizontal before a retention time from its size', () => {
    const [answer] = chat([
      'retention time for 2000 bopd in a 36 in ID separator with liquid level 40 in',
    ]);
    expect(answer?.markdown).toMatch(/vertical or horizontal/);
  });
});

describe('constants and abbreviations a field hand writes', () => {
  it('takes "K = 2700" as the Hammerschmidt constant of a MEG dose', () => {
    // Hammerschmidt (1934): W = 100·M·ΔT/(K + M·ΔT) = 100 × 62.07 × 25/(2,700 + 62.07 × 25) =
    // 36.50 wt % (GPSA Engineering Data Book, 14th ed., Section 20).
    const [answer] = chat(['MEG for a 25 F depression, use K = 2700 please']);
    expect(input(answer, 'hammerschmidt_constant')).toBe(2700);
    expect(result(answer, 'required_concentration_wt_pct')).toBeCloseTo(36.5, 1);
  });

  it('reads "B&B" as Beggs and Brill and a level line as horizontal', () => {
    const [answer] = chat([
      'B&B dp/dz in a level 3" line (3.068 ID): vsl 3 ft/s, vsg 6 ft/s, liq 55 lb/ft3, gas 2.5 lb/ft3, mu liq 2 cp, gas 0.013 cp',
    ]);
    expect(answer?.tool).toBe('beggs_brill_gradient');
    expect(input(answer, 'inclination_deg')).toBe(0);
    expect(input(answer, 'liquid_density_lb_per_ft3')).toBe(55);
  });
});

describe('where a gas line delivers', () => {
  it('"500 psia at the plant gate" is the outlet pressure, and the inlet pressure is worked', () => {
    // Weymouth (Menon, Gas Pipeline Hydraulics, 2005, eq. 2.83), E = 1, Tb 519.67 °R, Pb 14.73
    // psia: P1 = √(P2² + (Q/(433.5·(Tb/Pb)·D^2.667))²·G·T·L·Z) = √(500² + (8×10⁶/(433.5 × 35.28 ×
    // 6.065^2.667))² × 0.65 × 529.67 × 10 × 0.92) = 554.8 psia.
    const [answer] = chat([
      'we need 500 psia at the plant gate; 10 mi of 6" (6.065 ID), 8 MMscfd, 0.65 gas, 70 F, z 0.92. inlet pressure (Weymouth)?',
    ]);
    expect(input(answer, 'downstream_pressure_psia')).toBe(500);
    expect(answer?.markdown).toMatch(/\*\*Upstream pressure P1: 554\.8 psia\*\*/);
  });

  it('"what if flow goes to 25" changes the flow, in the card\'s MMscf/d, and keeps the inlet pressure asked', () => {
    // Weymouth as above with D 8.071 in, L 12 mi, G 0.66, T 539.67 °R, Z 0.93, P2 400 psia:
    // P1 = √(400² + (Q/(433.5 × 35.28 × 8.071^2.667))² × 0.66 × 539.67 × 12 × 0.93) = 489.9 psia
    // at 18 MMscf/d, 560.7 psia at 25 MMscf/d; an outlet of 300 psia at 25 MMscf/d gives 494.4.
    const [, flow, outlet] = chat([
      'need 400 psia at the plant gate. 12 mi of 8" (8.071 ID), 18 MMscfd, sg .66, 80F, z .93. what inlet press (weymouth, E=1)?',
      'what if flow goes to 25',
      'and if the outlet drops to 300?',
    ]);
    expect(input(flow, 'flow_rate_mmscf_per_day')).toBe(25);
    expect(input(flow, 'downstream_pressure_psia')).toBe(400);
    expect(flow?.markdown).toMatch(/\*\*Upstream pressure P1: 560\.7 psia\*\*/);
    expect(input(outlet, 'downstream_pressure_psia')).toBe(300);
    expect(outlet?.markdown).toMatch(/\*\*Upstream pressure P1: 494\.4 psia\*\*/);
  });
});
