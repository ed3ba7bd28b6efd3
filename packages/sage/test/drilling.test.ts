import { describe, expect, it } from 'vitest';
import {
  ask,
  asksBack,
  card,
  cards,
  chat,
  FT_PER_M,
  input,
  lead,
  PSI_PER_BAR,
  result,
} from './chat';

/*
 * Hydrostatics, circulating density, annular velocity, weighting, diluting and mixing muds, and
 * bit hydraulics. Formulas: P = 0.052 × MW × TVD, ECD = MW + APL/(0.052 × TVD),
 * AV = 24.5 × Q/(Dh² − Dp²), barite sacks/100 bbl = 1470 (W2 − W1)/(35 − W2), dilution water =
 * V1 (W1 − W2)/(W2 − 8.33), mixing DF = (V1 D1 + V2 D2)/(V1 + V2) (Lapeyrouse, Formulas and
 * Calculations for Drilling, Production and Workover, 2nd ed., 2002, ch. 1–2); several fluids
 * P = Σ 0.052 ρi hi and jet bits Δpb = 8.311×10⁻⁵ ρ q²/(Cd² At²) with Cd = 0.95 (Bourgoyne et al.,
 * Applied Drilling Engineering, SPE Textbook Series vol. 2, 1986, ch. 4).
 */

describe('hydrostatic pressure', () => {
  it('field wording and abbreviations', () => {
    // 0.052 × 12.4 × 10,500 = 6,770.4 psi.
    for (const question of [
      "hydrostatic at 10,500' TVD w/ 12.4 ppg",
      'what does a 12.4 lb/gal mud column exert at 10500 ft tvd',
      'hydrostatic press. 12.4ppg @ 10,500 ft',
    ]) {
      expect(result(ask(question), 'pressure_psi'), question).toBeCloseTo(6770.4, 6);
    }
  });

  it('metric, answered in the unit asked', () => {
    // In metric the column is ρ·g·h: 1.25 SG × 0.0980665 bar/m × 3,100 m = 380.01 bar (the
    // field's 0.052 would be 0.1 % high).
    const answer = ask('hydrostatic of 1.25 sg mud at 3,100 m, in bar');
    expect(lead(answer)).toMatch(/^\*\*Hydrostatic pressure: 380 bar/);
    const bar = result(answer, 'pressure_psi') / PSI_PER_BAR;
    expect(bar).toBeCloseTo(1.25 * 0.0980665 * 3100, 1);
  });

  it('a pressure asked of a mud weight and a depth, the calculation not named', () => {
    // 0.052 × 12.2 × 9,400 = 5,963.36 psi; 1.3 × 0.0980665 × 1,850 = 235.85 bar (SI).
    expect(result(ask('psi at bottom? 12.2 ppg, 9,400 ft TVD'), 'pressure_psi')).toBeCloseTo(
      5963.36,
      6,
    );
    for (const question of [
      'pressure at the shoe? 1.3 sg mud, 1850 m tvd',
      'bar at the shoe? 1.3 sg mud, 1850 m tvd',
      '1.3 sg mud, 1850 m tvd. and the pressure at the shoe?',
    ]) {
      const bar = result(ask(question), 'pressure_psi') / PSI_PER_BAR;
      expect(Math.abs(bar / 235.85 - 1), question).toBeLessThan(0.002);
    }
  });

  it('adds a pressure shut in on the casing', () => {
    // 0.052 × 10 × 9,000 + 300 = 4,980 psi.
    const answer = ask("what's the BHP with 10 ppg mud at 9,000 ft and 300 psi on the casing");
    expect(result(answer, 'bottom_hole_pressure_psi')).toBeCloseTo(4980, 6);
  });

  it('the mud weight of a gradient, asked "what ppg"', () => {
    // 0.57/0.052 = 10.962 ppg.
    expect(result(ask('what ppg equals 0.57 psi/ft'), 'mud_weight_ppg')).toBeCloseTo(10.962, 3);
  });

  it('a follow-up changes the mud weight and keeps the depth', () => {
    // 0.052 × 11 × 8,000 = 4,576 psi.
    const [, answer] = chat([
      'hydrostatic at 8,000 ft with 9.5 ppg',
      'what if the mud were 11 ppg',
    ]);
    expect(result(answer, 'pressure_psi')).toBeCloseTo(4576, 6);
    expect(input(answer, 'tvd_ft')).toBe(8000);
  });

  it('asks for the mud weight, and the answer keeps the depth', () => {
    const [first, second] = chat(['hydrostatic pressure at 8000 ft?', '9.5 ppg']);
    expect(asksBack(first)).toBe(true);
    // 0.052 × 9.5 × 8,000 = 3,952 psi.
    expect(result(second, 'pressure_psi')).toBeCloseTo(3952, 6);
  });
});

describe('a depth in a deviated well', () => {
  it('is along the hole unless named vertical: the TVD is asked for', () => {
    for (const question of [
      '11.2 ppg mud, hole depth 2500 ft, deviated well - hydrostatic?',
      'hydrostatic with 11.2 ppg mud, 2,500 ft of hole, inclination 35 deg',
    ]) {
      const answer = ask(question);
      expect(answer?.tool, question).toBe('hydrostatic_pressure');
      expect(answer?.status, question).toBe('needs_input');
      expect(answer?.markdown, question).toContain('true vertical depth');
    }
    // Named vertical, it is the TVD: 0.052 × 11.2 × 2,500 = 1,456 psi.
    const vertical = ask('deviated well, 11.2 ppg, 2500 ft TVD, hydrostatic?');
    expect(result(vertical, 'pressure_psi')).toBeCloseTo(1456, 6);
  });

  it('a datum written onto the unit ("2 450 mTVD (2 700 mMD)") names the vertical depth', () => {
    // 1.25 SG × 0.0980665 bar/m × 2,450 m = 300.33 bar (the 0.052 field factor is 0.1 % high).
    for (const question of [
      'Casing point 2 450 mTVD (2 700 mMD), WBM 1.25 SG. hydrostatic at the shoe in bar?',
      'shoe @ 2700mMD/2450mTVD, 1.25 sg wbm - hydrostatic there, bar',
    ]) {
      const answer = ask(question);
      expect(input(answer, 'tvd_ft'), question).toBeCloseTo(2450 * FT_PER_M, 6);
      const bar = result(answer, 'pressure_psi') / PSI_PER_BAR;
      expect(Math.abs(bar / 300.33 - 1), question).toBeLessThan(0.002);
    }
    // Feet too: 0.052 × 11.2 × 9,650 = 5,620.16 psi.
    const field = ask('bit at 12,300 ftMD / 9,650 ftTVD with 11.2 ppg, hydrostatic?');
    expect(result(field, 'pressure_psi')).toBeCloseTo(5620.16, 2);
  });
});

describe('a column of several fluids', () => {
  it('1.20 SG mud over a 1.90 SG tail: both fluids, never all mud', () => {
    // 2,400 m at 1.20 SG and 400 m at 1.90 SG: (1.20 × 2,400 + 1.90 × 400) × 0.0980665 =
    // 356.96 bar in SI; 0.052 × (10.0145 × 7,874.0 + 15.8563 × 1,312.3) = 5,182.0 psi = 357.3 bar.
    for (const question of [
      '2,400 m of 1.20 SG mud over 400 m of 1.90 SG tail: bottom hole pressure in bar?',
      'hydrostatic with 1.20 SG mud to 2,400 m and 1.90 SG cement tail below to 2,800 m, in bar',
    ]) {
      const answer = ask(question);
      expect(answer?.tool, question).toBe('fluid_column_pressure');
      const bar = result(answer, 'pressure_psi') / PSI_PER_BAR;
      expect(Math.abs(bar / 356.96 - 1)).toBeLessThan(0.002);
      expect(card(answer).inputs.find((item) => item.name === 'fluids')?.value).toHaveLength(2);
    }
  });

  it('a total depth with the height of the lower fluid', () => {
    // 0.052 × (10 × 8,000 + 15.8 × 1,500) = 5,392.4 psi at TD 9,500 ft.
    const answer = ask(
      'pressure at TD 9,500 ft with 10 ppg mud and a 1,500 ft 15.8 ppg cement column',
    );
    expect(result(answer, 'pressure_psi')).toBeCloseTo(5392.4, 6);
  });

  it('cement written "cmt" after a bare weight is a fluid of the column', () => {
    // 0.052 × (10.5 × 9,000 + 15.8 × 1,200) = 5,899.92 psi.
    const answer = ask('bottom press: 9000ft of 10.5 mud over 1200ft 15.8 cmt');
    expect(answer?.tool).toBe('fluid_column_pressure');
    expect(result(answer, 'pressure_psi')).toBeCloseTo(5899.92, 6);
  });

  it('asks which fluid fills which part when the heights are not given', () => {
    const answer = ask('hydrostatic: 1.20 SG mud over a 1.90 SG tail, TD 2,800 m');
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).not.toMatch(/\*\*[^*]*: [\d,.]+ (?:psi|bar|kPa)\*\*/);
    expect(answer?.markdown).toMatch(/height \(or the depth reached\) of each fluid/);
  });
});

describe('equivalent circulating density', () => {
  it('field, with abbreviations', () => {
    // 10.2 + 180/(0.052 × 9,800) = 10.5532 ppg.
    const answer = ask("what's my ECD? 10.2 ppg MW, APL 180 psi, 9800' TVD");
    expect(result(answer, 'ecd_ppg')).toBeCloseTo(10.5532, 4);
  });

  it('metric mud in SG is answered in SG and in kg/m³', () => {
    // 1.22 SG + 12 bar/(0.0980665 bar/m per SG × 2,990 m) = 1.22 + 0.04093 = 1.2609 SG.
    const answer = ask('ECD: 1.22 SG mud, 12 bar annular losses at 2,990 m TVD');
    expect(lead(answer)).toMatch(/^\*\*Equivalent circulating density \(ECD\): 1\.26\d SG/);
    const kgm3 = card(answer).in_your_units?.find((item) => item.unit === 'kg/m³');
    expect(kgm3?.value).toBeCloseTo(1260.9, -1);
  });

  it('answers the margin to a leak-off or FIT when it is asked', () => {
    // Margin = EMW − ECD = 12.0 − (10.4 + 210/(0.052 × 9,200)) = 1.1610 ppg (Lapeyrouse, ch. 1).
    const answer = ask(
      'circulating 10.4 ppg mud, 210 psi of annular friction above the shoe at 9,200 ft TVD; FIT was 12.0 ppg EMW. how much room have I got?',
    );
    expect(lead(answer)).toMatch(
      /^\*\*Margin to the fracture \(leak-off\) equivalent[^:]*: 1\.16\d? ppg/,
    );
    expect(result(answer, 'fracture_margin_ppg')).toBeCloseTo(1.161, 3);
  });

  it('asks for the annular pressure loss, and the answer keeps the rest', () => {
    const [first, second] = chat(['ECD: 10.2 ppg, 9,800 ft TVD', 'APL 180 psi']);
    expect(asksBack(first)).toBe(true);
    expect(result(second, 'ecd_ppg')).toBeCloseTo(10.5532, 4);
  });
});

describe('annular velocity', () => {
  it('"annular vel" with inch marks, asked in ft/min', () => {
    // 24.5 × 650/(12.25² − 5²) = 15,925/125.0625 = 127.34 ft/min.
    const answer = ask('annular vel in 12-1/4" open hole around 5" DP at 650 gpm? ft/min');
    expect(answer?.tool).toBe('annular_velocity');
    expect(result(answer, 'annular_velocity_ft_per_min')).toBeCloseTo(127.34, 1);
  });

  it('metric, in m/min', () => {
    // 2,200 L/min = 581.18 gpm; 311 mm = 12.244 in, 127 mm = 5 in:
    // 24.5 × 581.18/(149.92 − 25) = 113.99 ft/min = 34.74 m/min.
    const answer = ask('AV with 2200 l/min, 311 mm hole, 127 mm DP, in m/min');
    expect(lead(answer)).toMatch(/^\*\*Annular velocity[^:]*: 34\.7\d m\/min/);
  });

  it("in casing, by the casing's stated ID", () => {
    // 24.5 × 650/(8.835² − 5²) = 15,925/53.057 = 300.15 ft/min.
    const answer = ask('annular velocity for 650 gpm in 9.625 in casing (8.835 ID) around 5 in DP');
    expect(result(answer, 'annular_velocity_ft_per_min')).toBeCloseTo(300.15, 1);
  });

  it('works the rate out of a triplex and its speed first, showing both steps', () => {
    // Output 0.000243 × 6² × 12 × 0.95 = 0.099727 bbl/stk; × 90 spm × 42 = 376.97 gpm;
    // AV = 24.5 × 376.97/(9.875² − 5²) = 9,235.8/72.516 = 127.36 ft/min.
    const answer = ask(
      'annular velocity in 9-7/8 hole around 5" DP with a 6 x 12 triplex at 95 % running 90 spm',
    );
    expect(answer?.tool).toBe('annular_velocity');
    expect(cards(answer).map((shown) => shown.tool)).toEqual(['pump_output', 'annular_velocity']);
    expect(result(answer, 'annular_velocity_ft_per_min')).toBeCloseTo(127.36, 1);
  });

  it('"need the AV" with a pump and no speed asks for the rate, not the pump output', () => {
    const answer = ask(
      'need AV round 4-1/2" DP in 7-7/8" hole. the pump is a 6" x 11" triplex, 96% eff. good enough for cleaning?',
    );
    expect(answer?.tool).toBe('annular_velocity');
    expect(asksBack(answer)).toBe(true);
  });

  it('asks for the rate, and takes it from the reply', () => {
    // 24.5 × 700/(12.25² − 5²) = 137.13 ft/min.
    const [first, second] = chat(['annular velocity 12.25 hole 5 DP', '700 gpm']);
    expect(asksBack(first)).toBe(true);
    expect(result(second, 'annular_velocity_ft_per_min')).toBeCloseTo(137.13, 1);
  });
});

describe('weighting up, diluting and mixing muds', () => {
  it('reads "@" as "at": the mud weight of a volume written "600 bbl @ 12.6"', () => {
    // Dilution: V = Vm (W1 − W2)/(W2 − Wd) = 600 × (12.6 − 12.0)/(12.0 − 7.0) = 72 bbl of base
    // oil (Lapeyrouse, ch. 2).
    const [answer] = chat(['600 bbl @ 12.6, need 12.0 with 7.0 ppg base oil. how many bbl?']);
    expect(input(answer, 'current_mud_weight_ppg')).toBe(12.6);
    expect(result(answer, 'diluent_bbl')).toBeCloseTo(72, 6);
  });

  it('reads a mud weight written "SG 1.25" (the SG before its number) in a metric weight-up', () => {
    // 1.25 SG = 10.4125 ppg, 1.40 SG = 11.662 ppg: 1470 × 1.2495/23.338 = 78.703 lb/bbl; 90 m³ =
    // 566.08 bbl → 44,552 lb = 20.21 t (Lapeyrouse, ch. 2; 1 SG = 8.33 ppg).
    const [answer] = chat([
      '90 m3 of mud in the pits at SG 1.25, we need SG 1.40. Tonnes of barite (SG 4.2)?',
    ]);
    // (SG × 8.345 ppg, water at 1,000 kg/m³, gives 20.26 t: within 0.5 %.)
    expect(answer?.tool).toBe('barite_weight_up');
    expect(Math.abs(result(answer, 'barite_kg') / 20209 - 1)).toBeLessThan(0.005);
  });

  it('"how much base oil?" asks the volume to add, with the oil\'s SG set off after it', () => {
    // V = Vm (W1 − W2)/(W2 − Wd) = 60 × (1.40 − 1.32)/(1.32 − 0.82) = 9.6 m³ (Lapeyrouse,
    // ch. 2; the ratio is the same in SG as in ppg).
    const [answer] = chat([
      '60 m3 of SG 1.40 OBM to be cut back to 1.32. Adding base oil, SG 0.82. How much base oil do we add?',
    ]);
    expect(answer?.tool).toBe('mud_dilution');
    expect(answer?.markdown).toMatch(/\*\*[^*]*: 9\.6\d* m³\*\*/);
  });

  it('cuts a mud back with seawater named as the fluid added', () => {
    // V = Vm (W1 − W2)/(W2 − Wd) = 50 × (1.50 − 1.40)/(1.40 − 1.03) = 13.51 m³ (Lapeyrouse, ch. 2).
    const [answer] = chat([
      'We have to take 50 m3 of SG 1.50 mud to SG 1.40 using seawater SG 1.03. m3 of seawater to add?',
    ]);
    expect(answer?.tool).toBe('mud_dilution');
    expect(input(answer, 'diluent_density_ppg')).toBeDefined();
    expect(answer?.markdown).toMatch(/\*\*[^*]*: 13\.51 m³\*\*/);
  });

  it('barite, and a follow-up to another weight', () => {
    // 1470 × 1/23.5 × 6 = 375.32 sacks; to 12 ppg: 1470 × 1.5/23 × 6 = 575.22 sacks.
    const [first, second] = chat([
      'how many sacks of barite to raise 600 bbl of mud from 10.5 to 11.5 ppg',
      'what if we go to 12 ppg?',
    ]);
    expect(result(first, 'barite_sacks')).toBeCloseTo(375.32, 1);
    expect(result(second, 'barite_sacks')).toBeCloseTo(575.22, 1);
  });

  it('"how much will the pits come up?" asks the volume the barite adds', () => {
    // Volume gained = V(W2 − W1)/(35 − W2) = 600 × 1/23.5 = 25.53 bbl (Bourgoyne et al., ch. 4).
    const [answer] = chat([
      'weighting up 600 bbl active from 10.5 to 11.5 ppg with barite. how much will the pits come up?',
    ]);
    expect(answer?.markdown).toMatch(/^\*\*Volume increase from the barite: 25\.53 bbl\*\*/);
  });

  it('the mud volume after weighting up, asked next', () => {
    // Volume gained = V(W2 − W1)/(35 − W2) = 600 × 1/23.5 = 25.53 bbl (Bourgoyne et al., ch. 4).
    const [, after] = chat([
      'how many sacks of barite to raise 600 bbl of mud from 10.5 to 11.5 ppg',
      'and what will the pit volume be after that?',
    ]);
    expect(after?.markdown).toMatch(/^\*\*Mud volume after weighting up: 625\.5 bbl\*\*/);
    expect(result(after, 'final_volume_bbl')).toBeCloseTo(600 + 600 / 23.5, 2);
  });

  it('barite written with an arrow between the weights', () => {
    // 1470 × 1/22.5 × 5 = 326.67 sacks = 32,667 lb.
    expect(result(ask('barite for 500 bbl 11.5 → 12.5 ppg'), 'barite_lb')).toBeCloseTo(32666.7, 0);
  });

  it('water to cut a mud, field (the worked example) and metric', () => {
    // 100 × (14 − 12)/(12 − 8.33) = 54.50 bbl.
    const field = ask('how much water to cut 100 bbl of 14 ppg mud to 12 ppg');
    expect(field?.tool).toBe('mud_dilution');
    expect(result(field, 'diluent_bbl')).toBeCloseTo(54.5, 1);
    // 80 m³ × (1.40 − 1.30)/(1.30 − 8.33/8.3454) = 8/0.30185 = 26.50 m³.
    const metric = ask('reduce mud weight of 80 m3 from 1.40 sg to 1.30 sg with water');
    expect(lead(metric)).toMatch(/^\*\*Water \(or oil\) to add: 26\.5 m³/);
  });

  it('with a base oil, and asked back without the weights', () => {
    // 500 × (11 − 10)/(10 − 7) = 166.67 bbl.
    expect(
      result(ask('dilute 500 bbl from 11 to 10 ppg with 7.0 ppg base oil'), 'diluent_bbl'),
    ).toBeCloseTo(166.67, 1);
    const [first, second] = chat([
      'how much water to lower 600 bbl of mud',
      'from 12.5 to 11.8 ppg',
    ]);
    expect(asksBack(first)).toBe(true);
    // 600 × 0.7/(11.8 − 8.33) = 121.04 bbl.
    expect(result(second, 'diluent_bbl')).toBeCloseTo(121.04, 1);
  });

  it('two muds mixed, then the answer in SG', () => {
    // (400 × 11 + 400 × 14)/800 = 12.5 ppg (the worked example); 12.5/8.33 = 1.5006 SG.
    const [first, second] = chat(['mix 400 bbl of 11 ppg with 400 bbl of 14 ppg', 'in SG']);
    expect(result(first, 'final_mud_weight_ppg')).toBeCloseTo(12.5, 9);
    expect(second?.markdown).toMatch(/\*\*Specific gravity of the mix: 1\.501 SG\*\*/);
    // (300 × 10 + 100 × 16)/400 = 11.5 ppg.
    const blend = ask('if I blend 300 bbl 10 ppg mud with 100 bbl of 16 ppg what do I get');
    expect(result(blend, 'final_mud_weight_ppg')).toBeCloseTo(11.5, 9);
  });
});

describe('bit hydraulics', () => {
  it('the textbook example: three 13/32 nozzles, 12 ppg, 400 gpm', () => {
    // At = 3 × π/4 × (13/32)² = 0.38886 in²; Δpb = 8.311e-5 × 12 × 400²/(0.95² × 0.38886²)
    // = 1,169.3 psi (book: 1,169 psi).
    const answer = ask(
      'three 13/32 nozzles at 400 gpm with 12 ppg mud, pressure drop across the bit?',
    );
    expect(answer?.tool).toBe('bit_hydraulics');
    expect(result(answer, 'bit_pressure_drop_psi')).toBeCloseTo(1169.26, 0);
    expect(lead(answer)).toMatch(/^\*\*Bit pressure drop/);
  });

  it('TFA of jets written 3x12 + 1x13, or listed', () => {
    // π/4 × (3 × 12² + 13²)/32² = π/4 × 601/1024 = 0.46096 in²; 12-12-13-13: π/4 × 626/1024 = 0.48014.
    expect(result(ask('TFA for 3x12 + 1x13?'), 'tfa_in2')).toBeCloseTo(0.46096, 4);
    expect(result(ask('TFA of 12-12-13-13 nozzles'), 'tfa_in2')).toBeCloseTo(0.48014, 4);
  });

  it('nozzles counted in words: "six 14s", "3-12s and 1-13"', () => {
    // 6 × π/4 × (14/32)² = 0.90197 in²; π/4 × 601/1024 = 0.46096 in², 550/(3.117 × 0.46096) =
    // 382.79 ft/s.
    expect(result(ask('total flow area for six 14s'), 'tfa_in2')).toBeCloseTo(0.90197, 4);
    const jets = ask("what's the jet velocity for 3-12s and 1-13 at 550 gpm?");
    expect(result(jets, 'nozzle_velocity_ft_per_s')).toBeCloseTo(382.79, 1);
  });

  it('a set of jets and one more said on its own: "2x14s and a 13", "3 x 11 + one 12"', () => {
    // π/4 × (2 × 14² + 13²)/32² = π/4 × 561/1024 = 0.43028 in²; π/4 × (3 × 11² + 12²)/1024 =
    // π/4 × 507/1024 = 0.38887 in².
    expect(result(ask('TFA with 2x14s and a 13?'), 'tfa_in2')).toBeCloseTo(0.43028, 4);
    expect(result(ask('total flow area, jets 3 x 11 + one 12'), 'tfa_in2')).toBeCloseTo(0.38887, 4);
  });

  it('HSI with two sets of jets and the bit size', () => {
    // At = π/4 × (3 × 196 + 2 × 169)/1024 = 0.71021 in²; Δpb = 8.311e-5 × 11.2 × 900²/(0.9025 ×
    // 0.71021²) = 1,656.3 psi; HHP = 1,656.3 × 900/1714 = 869.7 hp; HSI = 869.7/(π/4 × 12.25²) = 7.379.
    const answer = ask('HSI for a 12-1/4 bit with 3x14 2x13 jets, 900 gpm, 11.2 ppg');
    expect(result(answer, 'hsi_hp_per_in2')).toBeCloseTo(7.379, 2);
  });

  it('asks for the mud weight, then keeps the jets and the rate', () => {
    // 8.311e-5 × 10.5 × 650²/(0.9025 × 0.46096²) = 1,922.6 psi.
    const [first, second] = chat([
      'what is the pressure drop across the bit with 3x12 + 1x13 at 650 gpm',
      '10.5 ppg',
    ]);
    expect(asksBack(first)).toBe(true);
    expect(first?.markdown).toMatch(/mud weight/);
    expect(result(second, 'bit_pressure_drop_psi')).toBeCloseTo(1922.6, 0);
  });

  it('a follow-up changes the rate', () => {
    // 1,922.6 × (550/650)² = 1,376.5 psi.
    const [, answer] = chat([
      'bit pressure drop with 3x12 + 1x13 at 650 gpm, 10.5 ppg',
      'what if the rate were 550 gpm?',
    ]);
    expect(result(answer, 'bit_pressure_drop_psi')).toBeCloseTo(1376.5, 0);
  });
});

describe("a string's capacity from its bore in brackets", () => {
  it('reads "3-1/2 tbg (2.992 ID)" as the tubing and its bore', () => {
    // Capacity = ID²/1029.4 bbl/ft (Bourgoyne et al., Applied Drilling Engineering, ch. 4):
    // 2.992²/1029.4 = 0.0086965 bbl/ft × 9,400 ft = 81.75 bbl.
    const answer = ask('3-1/2 tbg (2.992 ID) to 9,400 ft. how many bbl to fill it?');
    expect(answer?.tool).toBe('pipe_capacity_displacement');
    expect(result(answer, 'capacity_bbl')).toBeCloseTo(81.75, 1);
  });
});

describe('a slug to pull dry pipe', () => {
  it('the slug volume for a slug weight (the textbook example)', () => {
    // 0.052 × 12 × 200 = 124.8 psi; 124.8/(0.052 × (13 − 12)) = 2,400 ft × 0.01422 = 34.128 bbl.
    const answer = ask(
      'slug: 12 ppg mud, want 200 ft of dry pipe, DP capacity 0.01422 bbl/ft, 13 ppg slug. how many bbl?',
    );
    expect(answer?.tool).toBe('slug_for_dry_pipe');
    expect(result(answer, 'slug_volume_bbl')).toBeCloseTo(34.128, 2);
    expect(input(answer, 'mud_weight_ppg')).toBe(12);
  });

  it('the weight for a slug volume', () => {
    // 12 + 200 × 0.01422 × 12/25 = 13.365 ppg.
    const answer = ask(
      'how heavy a slug to pull 200 ft dry with a 25 bbl slug, 12 ppg mud, pipe capacity 0.01422 bbl/ft',
    );
    expect(result(answer, 'slug_weight_ppg')).toBeCloseTo(13.365, 3);
  });

  it('the slug volume is what the slug or pill pit holds', () => {
    // Same formula: 11 + 250 × 0.0178 × 11/30 = 12.632 ppg.
    const answer = ask(
      'pill pit has 30 bbl mixed; mud is 11.0 ppg, dry pipe 250 ft, DP cap 0.0178 bbl/ft - pill weight?',
    );
    expect(input(answer, 'slug_volume_bbl')).toBe(30);
    expect(result(answer, 'slug_weight_ppg')).toBeCloseTo(11 + (250 * 0.0178 * 11) / 30, 3);
  });

  it('works the pipe capacity out of the pipe first', () => {
    // 4.276²/1029.4 = 0.017762 bbl/ft; 0.052 × 10.5 × 180/(0.052 × 1.5) = 1,260 ft × 0.017762 =
    // 22.38 bbl.
    const answer = ask(
      'we want to pull 180 ft dry, 10.5 ppg mud, 5 in DP 4.276 ID, slug 12 ppg: slug volume?',
    );
    expect(cards(answer).map((item) => item.tool)).toEqual([
      'pipe_capacity_displacement',
      'slug_for_dry_pipe',
    ]);
    expect(result(answer, 'slug_volume_bbl')).toBeCloseTo(22.38, 1);
  });

  it('works the capacity out of the pipe ID alone', () => {
    // 4.276²/1029.4 = 0.017762 bbl/ft; 11.4 + 280 × 0.017762 × 11.4/30 = 13.29 ppg (Lapeyrouse,
    // 2nd ed., ch. 1, weight of slug for a volume).
    const answer = ask(
      'need a pill to pull 280 ft dry. mud 11.4 ppg, pipe ID 4.276 in, 30 bbl pill - what weight?',
    );
    expect(cards(answer).map((item) => item.tool)).toEqual([
      'pipe_capacity_displacement',
      'slug_for_dry_pipe',
    ]);
    expect(result(answer, 'slug_weight_ppg')).toBeCloseTo(13.29, 2);
  });

  it('does not work a string volume from one of its two sections', () => {
    const answer = ask(
      'slug volume for 200 ft dry, 12 ppg mud, 13.5 ppg slug; string is 9,000 ft of 4.276 ID DP and 500 ft of 2.25 ID collars',
    );
    expect(cards(answer).some((item) => item.tool === 'pipe_capacity_displacement')).toBe(false);
  });

  it('asks for the mud and the dry length', () => {
    const answer = ask('slug volume for a 13 ppg slug?');
    expect(asksBack(answer)).toBe(true);
  });
});

describe('cement slurry and sacks', () => {
  it('works the cemented length out from the top of cement and TD', () => {
    // (7.875² − 5.5²)/183.35 ft³/ft × (9,400 − 6,800) ft × 1.2, over 1.32 ft³/sk (Lapeyrouse, ch. 2).
    const [, sacks] = chat([
      "how many sacks for the 5-1/2 production string? TOC 6,800', TD 9,400', yield 1.32, 20% excess on OH",
      '7-7/8 hole',
    ]);
    expect(input(sacks, 'open_hole_length_ft')).toBe(2600);
    expect(result(sacks, 'sacks')).toBeCloseTo(
      (((7.875 ** 2 - 5.5 ** 2) / 183.35) * 2600 * 1.2) / 1.32,
      1,
    );
  });

  it('open hole with excess and a shoe track, in sacks', () => {
    // (12.25² − 9.625²)/183.35 × 1,000 × 1.5 = 469.773 ft³; 8.681²/183.35 × 80 = 32.881 ft³;
    // 502.654 ft³/1.18 = 425.98 sacks (Lapeyrouse, 2nd ed., ch. 2).
    const answer = ask(
      'cement for 1,000 ft of 9-5/8" casing in 12-1/4" hole, 50% excess, yield 1.18 ft3/sk, 80 ft shoe track, casing ID 8.681 in. how many sacks?',
    );
    expect(answer?.tool).toBe('cement_volume');
    expect(result(answer, 'sacks')).toBeCloseTo(425.98, 1);
  });

  it('the slurry volume without a yield', () => {
    // (8.5² − 7²)/183.35 × 2,000 = 253.613 ft³ = 45.170 bbl.
    const answer = ask('slurry volume: 2,000 ft of open hole, 8.5 in hole, 7 in casing');
    expect(result(answer, 'slurry_volume_bbl')).toBeCloseTo(45.17, 2);
  });

  it('asks for the yield when sacks are asked, and takes it from the reply', () => {
    // (72.25 − 49)/183.35 × 2,000 × 1.3 = 329.697 ft³/1.15 = 286.69 sacks.
    const [first, second] = chat([
      'how many sacks of cement for 2000 ft of 7 in casing in 8-1/2 hole with 30% excess?',
      'yield 1.15 ft3/sk',
    ]);
    expect(asksBack(first)).toBe(true);
    expect(first?.markdown).toMatch(/slurry yield/);
    expect(result(second, 'sacks')).toBeCloseTo(286.69, 1);
  });

  it('reads a lap up inside the casing above apart from the casing cemented and its shoe track', () => {
    // Open hole (8.75² − 7²)/183.35 × 1,900 × 1.35 = 384.31 ft³; lap (8.921² − 7²)/183.35 × 250
    // = 41.71 ft³; shoe track 6.184²/183.35 × 85 = 17.73 ft³; 443.75 ft³ = 79.04 bbl
    // (Lapeyrouse, 2nd ed., ch. 2).
    const expected =
      ((8.75 ** 2 - 49) / 183.35) * 1900 * 1.35 +
      ((8.921 ** 2 - 49) / 183.35) * 250 +
      (6.184 ** 2 / 183.35) * 85;
    const answer = ask(
      'prod casing job, 7" 29# (6.184 ID) in 8-3/4" hole: 1,900 ft of OH with 35% excess, cement 250 ft back up into the 9-5/8 40# (ID 8.921), 85 ft shoe track. slurry volume bbl?',
    );
    expect(input(answer, 'previous_casing_id_in')).toBe(8.921);
    expect(input(answer, 'casing_id_in')).toBe(6.184);
    expect(result(answer, 'slurry_volume_bbl')).toBeCloseTo(expected / 5.614583, 1);
    // The lap written first, the casing above by its ID alone, in metric.
    const metric = ask(
      '178 mm liner in a 216 mm hole, overlap of 100 m inside the 244.5 mm casing (ID 220.5 mm), 500 m of open hole at 25% excess. slurry m3?',
    );
    const inch = (mm: number) => mm / 25.4;
    const ft3 =
      ((inch(216) ** 2 - inch(178) ** 2) / 183.35) * (500 / 0.3048) * 1.25 +
      ((inch(220.5) ** 2 - inch(178) ** 2) / 183.35) * (100 / 0.3048);
    expect(result(metric, 'slurry_volume_m3')).toBeCloseTo((ft3 / 5.614583) * 0.158987294928, 2);
  });

  it('asks for the inside diameter of the casing a lap goes into when only its size is given', () => {
    const answer = ask(
      '7 in csg in 8-1/2 OH, 2,000 ft of open hole at 20% excess plus 200 ft lap inside the 9-5/8. slurry bbl?',
    );
    expect(asksBack(answer)).toBe(true);
    expect(answer?.markdown).toMatch(/previous casing|casing above|inside diameter/i);
  });
});
