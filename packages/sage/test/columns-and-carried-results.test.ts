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
