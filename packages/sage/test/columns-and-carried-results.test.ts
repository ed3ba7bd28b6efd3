import { describe, expect, it } from 'vitest';
import { ask, chat, FT_PER_M, input, lead, PPG_PER_SG, PSI_PER_BAR, result } from './chat';

/**
 * Columns of several fluids told in any order, streams whose gravity follows the fluid's name,
 * the stroke a rod pump's plunger makes, pressure losses over an interval, and results of one
 * calculation carried into the next. Expected values from the textbook forms: hydrostatic
 * pressure 0.052 × ppg × ft and the ECD as in Lapeyrouse, Formulas and Calculations for Drilling,
 * Production and Workover, 2nd ed. (2002), ch. 1; pipe and annular capacity ID²/1029.4 and pump
 * strokes = volume ÷ output (same, ch. 1–2); rod pump displacement 0.1166 × D² × S × N (API RP
 * 11L, 1988); heater duty q = ṁ·cp·ΔT with ṁ = 350.18 lb/bbl × SG (Arnold & Stewart, Surface
 * Production Operations, vol. 1, 3rd ed., 2008).
 */

describe('a column of several fluids', () => {
  it('"top of cement at" a depth is where the fluid above it ends', () => {
    const reply = ask(
      '9.2 ppg brine over 900 m of 1.95 SG cement, top of cement at 1,800 m TVD. pressure at the bottom in bar?',
    );
    const psi = 0.052 * (9.2 * 1800 * FT_PER_M + 1.95 * PPG_PER_SG * 900 * FT_PER_M);
    expect(result(reply, 'pressure_psi')).toBeCloseTo(psi, -1);
    expect(lead(reply)).toContain(`${(psi / PSI_PER_BAR).toFixed(0)}`);
  });

  it('a fluid "at the bottom" goes below the one said to be "above", whatever the order written', () => {
    const reply = ask(
      'We have 800 ft of 16 ppg pill, spotted at the bottom of the well, with 9.5 ppg above. TD 7,000 ft TVD. BHP?',
    );
    expect(result(reply, 'pressure_psi')).toBeCloseTo(0.052 * (9.5 * 6200 + 16 * 800), 0);
  });

  it('a length "of it" is the fluid named before it', () => {
    const reply = ask(
      'Heavy pill of 15 ppg, 500 ft of it at the bottom, 10 ppg above. 6,000 ft TVD. bottom pressure?',
    );
    expect(result(reply, 'pressure_psi')).toBeCloseTo(0.052 * (10 * 5500 + 15 * 500), 0);
  });

  it('a fluid "on top for" a depth with "TVD" after it goes that far; it is no total', () => {
    const reply = ask(
      'brine 1.05 SG on top for 1,500 m TVD, then 200 m of 1.25 SG spacer. bottom pressure in bar?',
    );
    const bar = ((1.05 * 1500 + 1.25 * 200) * 9.80665) / 100;
    expect(result(reply, 'pressure_psi') / PSI_PER_BAR).toBeCloseTo(bar, 0);
  });

  it('a fluid "from 1,200 m down to 3,000 m" fills that span, in either unit system', () => {
    const metric = ask(
      'seawater 1.03 SG over the top 1,200 m, then brine 1.25 SG from 1,200 m down to 3,000 m TVD. bottom pressure in bar?',
    );
    const bar = ((1.03 * 1200 + 1.25 * 1800) * 9.80665) / 100;
    expect(result(metric, 'pressure_psi') / PSI_PER_BAR).toBeCloseTo(bar, 0);
    const field = ask(
      '9.2 ppg brine from surface to 3,000 ft, 13.5 ppg mud from 3,000 ft to 8,000 ft. BHP?',
    );
    expect(result(field, 'pressure_psi')).toBeCloseTo(0.052 * (9.2 * 3000 + 13.5 * 5000), 0);
  });
});

describe('a stream and its gravity', () => {
  it('"30 m3/d water (SG 1.03)" is the water\'s gravity, not a mud weight', () => {
    const reply = ask(
      'Line heater: 150 m3/d oil (SG 0.86) and 30 m3/d water (SG 1.03), heat from 12 C to 50 C. Duty in kW?',
    );
    expect(input(reply, 'water_specific_gravity')).toBe(1.03);
    const bbl = 6.289811;
    const rise = (50 - 12) * 1.8;
    const btuPerHour =
      ((150 * bbl * 350.18 * 0.86) / 24) * 0.5 * rise + ((30 * bbl * 350.18 * 1.03) / 24) * rise;
    expect(result(reply, 'heat_duty_kw')).toBeCloseTo(btuPerHour / 3412.14, 0);
  });
});

describe("a rod pump's stroke", () => {
  it('takes the net plunger stroke over the surface stroke, and leads with the rate at the efficiency given', () => {
    const reply = ask(
      'pumping unit: surface stroke 144 in, net plunger travel 126 in, 1-3/4 pump, 7 SPM. what will it make at 85% pump eff?',
    );
    expect(input(reply, 'net_stroke_in')).toBe(126);
    expect(result(reply, 'expected_rate')).toBeCloseTo(0.1166 * 1.75 ** 2 * 126 * 7 * 0.85, 0);
    expect(lead(reply)).toMatch(/^\*\*Expected rate/);
  });

  it('a plain "stroke" is still the stroke when no plunger stroke is given', () => {
    const reply = ask('1-1/2 pump, 100" stroke, 8 spm, 80% fillage. expected rate?');
    expect(result(reply, 'expected_rate')).toBeCloseTo(0.1166 * 1.5 ** 2 * 100 * 8 * 0.8, 0);
  });

  it('a name before one number and its own name before the next: "surface stroke 144 but net stroke is 120"', () => {
    const reply = ask(
      '2" insert pump, surface stroke 144 in but the net stroke is about 120 in, 9 spm. displacement?',
    );
    expect(result(reply, 'pump_displacement')).toBeCloseTo(0.1166 * 4 * 120 * 9, 0);
  });
});

describe('a pressure loss over an interval', () => {
  it('"APL from the shoe to surface is 235 psi" names the loss, and the shoe its depth', () => {
    const [, atShoe] = chat([
      'ECD at TD? 11.5 ppg mud, APL 380 psi, 12,400 ft TVD',
      'what about at the shoe? APL from the shoe to surface is about 210 psi, shoe 8,900 ft TVD',
    ]);
    expect(result(atShoe, 'ecd_ppg')).toBeCloseTo(11.5 + 210 / (0.052 * 8900), 2);
  });
});

describe('a pipe and its length', () => {
  it('"EOT" is the tubing\'s length and the volume leads when it is given', () => {
    const reply = ask('2-7/8 tbg ID 2.441, EOT 8,200. tubing volume?');
    expect(result(reply, 'capacity_bbl')).toBeCloseTo((2.441 ** 2 / 1029.4) * 8200, 1);
    expect(lead(reply)).toMatch(/^\*\*Pipe volume/);
  });

  it('asks for the length when a tubing volume is asked without one', () => {
    const reply = ask('2-7/8 tbg ID 2.441, tubing volume?');
    expect(reply?.status).not.toBe('computed');
  });

  it('collars "below that" hang below where the drill pipe ends', () => {
    const reply = ask(
      'annular volume: 7" csg ID 6.184 to 4,000 ft with 3-1/2 DP, then 6" OH, DP to 8,000 and 400 ft of 4-3/4 DCs below that',
    );
    const bbl =
      (4000 * (6.184 ** 2 - 3.5 ** 2) + 4000 * (36 - 3.5 ** 2) + 400 * (36 - 4.75 ** 2)) / 1029.4;
    expect(result(reply, 'annular_volume_bbl')).toBeCloseTo(bbl, 0);
  });
});

describe('a result carried into the next calculation', () => {
  it('strokes asked by their unit after a casing volume: the volume ÷ the pump output', () => {
    const [volume, strokes] = chat([
      '7" 29# casing ID 6.184, float collar at 9,100 ft. how many bbl to bump the plug?',
      'our pump is 0.117 bbl/stk. strokes?',
    ]);
    const bbl = (6.184 ** 2 / 1029.4) * 9100;
    expect(result(volume, 'capacity_bbl')).toBeCloseTo(bbl, 1);
    expect(result(strokes, 'strokes_for_volume')).toBeCloseTo(bbl / 0.117, -1);
  });

  it('bottoms-up strokes take the annular volume just worked out, then the time at a pump speed', () => {
    const [annulus, strokes, minutes] = chat([
      'annular volume? 8-1/2 OH to 9,000 ft with 5" DP, no casing effect',
      'triplex 6 x 12 at 95%, strokes for bottoms up?',
      'at 80 spm how long is that',
    ]);
    const volume = ((8.5 ** 2 - 25) / 1029.4) * 9000;
    expect(result(annulus, 'annular_volume_bbl')).toBeCloseTo(volume, 0);
    const output = 0.000243 * 36 * 12 * 0.95;
    expect(result(strokes, 'bottoms_up_strokes')).toBeCloseTo(volume / output, -1);
    expect(result(minutes, 'bottoms_up_minutes')).toBeCloseTo(volume / output / 80, 0);
  });
});

describe('over- and underbalance', () => {
  it('"how much overbalance" of a brine over a shut-in BHP: the column less the formation pressure', () => {
    const reply = ask(
      '10.2 ppg KCl in the well, perfs at 7,600 ft TVD, SIBHP 3,900 psi. overbalance?',
    );
    expect(result(reply, 'overbalance_psi')).toBeCloseTo(0.052 * 10.2 * 7600 - 3900, 1);
  });

  it('a fluid weight for a wanted underbalance balances the pressure less it', () => {
    const reply = ask(
      'we want 300 psi underbalance to perforate, res pressure 3,800 psi at 8,000 ft TVD. what fluid weight?',
    );
    expect(result(reply, 'mud_weight_ppg')).toBeCloseTo((3800 - 300) / (0.052 * 8000), 3);
  });
});

describe('follow-ups in the words of the calculation', () => {
  it('"the losses go to" a pressure changes the annular pressure loss', () => {
    const [, higher] = chat([
      'mud 1.15 sg, annular losses 15 bar, TVD 2,500 m. ECD in SG?',
      'what if the losses go to 21 bar',
    ]);
    // ECD = MW + APL/(ρw·g·TVD) in SG.
    expect(result(higher, 'ecd_ppg') / PPG_PER_SG).toBeCloseTo(
      1.15 + 21e5 / (1000 * 9.80665 * 2500),
      2,
    );
  });

  it('"q at" a pwf asks the rate there and keeps the test', () => {
    const [, rate] = chat([
      'undersaturated, Pr 3,000 psi, pb 1,800 psi. test 600 bopd at 2,400 psi pwf. AOF?',
      'and q at 1,000 psi pwf',
    ]);
    // Composite IPR (Guo, Lyons & Ghalambor 2007, ch. 3): J = 600/600; qb = J(Pr − pb);
    // q = qb + J·pb/1.8 × (1 − 0.2(p/pb) − 0.8(p/pb)²), in psia.
    const j = 1;
    const pb = 1814.696;
    const p = 1014.696;
    const q = j * 1200 + ((j * pb) / 1.8) * (1 - 0.2 * (p / pb) - 0.8 * (p / pb) ** 2);
    expect(result(rate, 'rate_at_flowing_bhp')).toBeCloseTo(q, 0);
    expect(input(rate, 'test_flowing_bhp_psia')).toBeCloseTo(2414.696, 3);
  });

  it('a regime in words beside a figure restated: "steady state, pressure at re 3000 psi"', () => {
    const [, steady] = chat([
      'k 30 md, h 25 ft, Pavg 3000 psi, pwf 2200 psi, mu 1.1 cp, Bo 1.2, re 1200 ft, rw 0.35 ft, skin 2 - rate (pss)?',
      'treat it as steady state, pressure at re 3000 psi',
    ]);
    // Steady state: q = kh(pe − pwf)/(141.2 μB (ln(re/rw) + s)) (Ahmed, Reservoir Engineering Handbook, ch. 6).
    const q = (30 * 25 * 800) / (141.2 * 1.1 * 1.2 * (Math.log(1200 / 0.35) + 2));
    expect(result(steady, 'oil_rate')).toBeCloseTo(q, 0);
    expect(steady?.markdown).toMatch(/Flow regime = steady state/);
  });

  it('"3,000 at re" is a value at the drainage radius, never the radius', () => {
    const [, steady] = chat([
      'k 30 md, h 25 ft, Pavg 3000 psi, pwf 2200 psi, mu 1.1 cp, Bo 1.2, re 1200 ft, rw 0.35 ft, skin 2 - rate (pss)?',
      'treat it as steady state with 3000 at re',
    ]);
    expect(steady?.markdown).not.toMatch(/Drainage radius = 3,000/);
    expect(steady?.markdown).toMatch(/3000/);
  });

  it('what the well made before the forecast gives the total by then', () => {
    const [, total] = chat([
      'exponential decline, qi 300 bopd, Di 20 %/yr nominal. cum after 3 years?',
      'it already made 40,000 bbl before that, total by then?',
    ]);
    const cumulative = ((300 - 300 * Math.exp(-0.2 * 3)) / 0.2) * 365.25;
    expect(result(total, 'total_cumulative_at_time')).toBeCloseTo(cumulative + 40000, -1);
  });

  it('"cum at 5 yrs" asks the cumulative, not cubic metres', () => {
    const reply = ask('hyperbolic b 0.5, qi 400 bopd, Di 50 %/yr nominal. cum at 5 yrs?');
    expect(lead(reply)).toMatch(/ bbl\*\*/);
  });
});
