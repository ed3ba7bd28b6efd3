import { describe, expect, it } from 'vitest';
import { findConversions } from '../src/conversion';
import { readQuantities } from '../src/read';
import { ask, asksBack, cards, FT_PER_M, input, lead, result } from './chat';

/**
 * Field messages with figures that are not inputs (a reserve pit beside the active system, the
 * gross interval beside the net pay), follow-ups that ask for what the last calculation took as
 * given, and readings engineers type. Expected values from the textbook forms: barite sacks per
 * 100 bbl = 1470 (W2 − W1)/(35 − W2) and slug weight = MW + dry length × capacity × MW ÷ slug
 * volume (Lapeyrouse, Formulas and Calculations for Drilling, Production and Workover, 2nd ed.,
 * 2002, ch. 1–2); annular volume π/4 (ID² − OD²) × length; Vogel (1968), q/qmax = 1 − 0.2 r −
 * 0.8 r²; pseudo-steady radial inflow q = 0.00708 k h Δp/(μ Bo (ln(re/rw) − 0.75 + s)) (Ahmed,
 * Reservoir Engineering Handbook, 4th ed., ch. 6); gas density ρ = p M/(z R T), M = 28.9625 γ
 * (McCain, The Properties of Petroleum Fluids, 2nd ed., ch. 3).
 */

describe('figures of something else beside the inputs', () => {
  it('weights up the active system, not the reserve pit beside it', () => {
    const reply = ask(
      'need to weight up the active, 650 bbl, from 11.2 to 12.0 ppg. got 1,200 sx on location and the reserve pit has 300 bbl of 9.0. how many sacks of barite (100 lb) for the active?',
    );
    expect(input(reply, 'mud_volume_bbl')).toBe(650);
    expect(result(reply, 'barite_sacks')).toBeCloseTo((6.5 * 1470 * 0.8) / (35 - 12), 1);
  });

  it('takes the net pay, not the gross interval written before it', () => {
    const reply = ask(
      "PSS rate? k 35 md, gross 60' net 42', phi 19%, ct 12e-6, avg res press 3,100 psia, pwf 2,200, mu_o 1.8 cp, Bo 1.22, re 1,490', rw 0.354', skin +3",
    );
    const q = (0.00708 * 35 * 42 * 900) / (1.8 * 1.22 * (Math.log(1490 / 0.354) - 0.75 + 3));
    expect(result(reply, 'oil_rate')).toBeCloseTo(q, 1);
  });

  it('reads a compressibility in scientific notation as one number', () => {
    expect(
      readQuantities('ct 12e-6, cf 3.5E-6, cw 3x10^-6 and 2e3 ft').map((m) => m.value),
    ).toEqual([12e-6, 3.5e-6, 3e-6, 2000]);
  });
});

describe('follow-ups that ask for what was given', () => {
  it('works out the slug weight for the volume on hand, setting the weight it had aside', () => {
    const reply = ask(
      'MW 11.0, want ~250 ft of dry pipe, DP cap 0.01776 bbl/ft, slug 12.5 ppg - how many bbl of slug?',
      'only got 25 bbl in the slug pit. what weight would that need?',
    );
    expect(result(reply, 'slug_weight_ppg')).toBeCloseTo(11 + (250 * 0.01776 * 11) / 25, 3);
    expect(reply?.markdown).toContain('Slug weight 12.5 ppg set aside');
  });

  it('gives the Vogel rate at a new flowing pressure, keeping the test point', () => {
    const reply = ask(
      'SBHP 2,900 psia, test 450 bopd at 1,900 psia, solution gas drive. AOF?',
      'and at 900 psia flowing?',
    );
    const vogel = (pwf: number) => 1 - 0.2 * (pwf / 2900) - 0.8 * (pwf / 2900) ** 2;
    expect(input(reply, 'test_flowing_bhp_psia')).toBe(1900);
    expect(result(reply, 'rate_at_flowing_bhp')).toBeCloseTo((450 / vogel(1900)) * vogel(900), 0);
  });
});

describe('an annulus told section by section', () => {
  it('reads "then … open hole, same DP" as a second section around the same pipe, lengths in m', () => {
    const reply = ask(
      'annulus volume: 1850 m of casing ID 220.5 mm with 127 mm DP, then 650 m of 216 mm open hole, same DP. in m3?',
    );
    const m3 =
      (Math.PI / 4) * ((0.2205 ** 2 - 0.127 ** 2) * 1850 + (0.216 ** 2 - 0.127 ** 2) * 650);
    expect(lead(reply)).toContain(`${m3.toFixed(2)} m³`);
    expect(result(reply, 'total_length_ft')).toBeCloseTo(2500 * FT_PER_M, 0);
    const shown = cards(reply)[0]?.in_your_units?.find((item) => item.key === 'total_length_ft');
    expect(shown).toMatchObject({ value: 2500, unit: 'm' });
  });

  it('does not answer an annulus asked with the capacity of a pipe', () => {
    const reply = ask(
      'annulus volume: 1850 m of casing ID 220.5 mm with 127 mm DP, then 650 m of 216 mm open hole. in m3?',
    );
    expect(cards(reply).map((card) => card.tool)).not.toContain('pipe_capacity_displacement');
  });
});

describe('a gas and its gravity', () => {
  it('works a gas density from its conditions, not from its SG as a liquid', () => {
    const reply = ask('gas at 95 bara, 60 degC, z 0.88, sg 0.68 - density in kg/m3?');
    const psia = 95 * 14.503773773;
    const lbPerFt3 = (psia * 28.9625 * 0.68) / (0.88 * 10.7316 * (60 * 1.8 + 32 + 459.67));
    expect(result(reply, 'gas_density')).toBeCloseTo(lbPerFt3, 2);
    expect(asksBack(reply)).toBe(false);
  });
});

describe('what a calculation can give of several results asked', () => {
  it('works the kill sheet it can and says what the pressure schedule still needs', () => {
    // ICP = SCR + SIDPP; FCP = SCR × KMW/OMW; KMW = OMW + SIDPP/(0.052 × TVD) (Lapeyrouse, ch. 4).
    const reply = ask(
      'how do I calc the kill weight and the drill pipe schedule for W&W? SIDPP 600 psi, SICP 850, TVD 11,200 ft, MW 11.0 ppg, SCR 500 psi at 30 spm',
    );
    const kmw = 11 + 600 / (0.052 * 11200);
    expect(result(reply, 'initial_circulating_pressure_psi')).toBeCloseTo(1100, 6);
    expect(result(reply, 'final_circulating_pressure_psi')).toBeCloseTo((500 * kmw) / 11, 3);
    expect(reply?.markdown).toMatch(/I also need the strokes from surface to bit/);
  });
});

describe('a tank told by its size', () => {
  it('reads an upright tank written diameter × height, the shell height after the "x"', () => {
    // Percent full = level ÷ shell height: 8.5 ÷ 20 (API MPMS ch. 2, upright cylindrical tanks).
    const reply = ask(
      "standard 400 bbl tank, 12' dia x 20', level 8.5 ft. how many barrels in it?",
      'what percent full is that?',
    );
    expect(result(reply, 'percent_full')).toBeCloseTo(42.5, 6);
  });

  it('leaves a tank written "horiz" to the horizontal calculation', () => {
    const reply = ask("horiz tank 8' dia x 24' long flat ends, 30\" of fluid. bbl?");
    expect(cards(reply).map((card) => card.tool)).toEqual(['horizontal_tank_volume']);
  });
});

describe('shorthand of a pump curve', () => {
  it('reads ft/stg and hp/stg as the head and power per stage of a known head', () => {
    // Centrilift nine-step method, steps 6 and 7: stages = ⌈TDH/head per stage⌉ and
    // BHP = stages × hp/stage × SG: ⌈5,300/42⌉ = 127; 127 × 0.28 × 1.05 = 37.338 hp.
    const reply = ask('TDH 5300 ft, 42 ft/stg, 0.28 hp/stg, SG 1.05 - brake hp for the pump?');
    expect(result(reply, 'stages')).toBe(127);
    expect(result(reply, 'brake_hp_from_stages')).toBeCloseTo(37.338, 2);
  });
});

/**
 * Metric well control in SI, P = ρ·g·h with g = 9.80665 m/s² and SG × 1000 kg/m³ (IADC Well
 * Control, the kill mud weight KMW = MW + SIDPP/(g·TVD) and the MAASP = (LOT EMW − MW)·g·TVD).
 */
describe('answers and figures in a metric chat', () => {
  const G = 9.80665;

  it('reads a bare mud weight answering the question back as an SG, not kg/m3', () => {
    const reply = ask("what's my hydrostatic at 2,800 m TVD?", '1.32');
    // 1,320 kg/m³ × 9.80665 × 2,800 m = 36.245 MPa = 5,257 psi.
    expect(result(reply, 'pressure_psi')).toBeCloseTo((1320 * G * 2800) / 6894.757, -1);
  });

  it('fills the test mud asked for, keeping the leak-off pressure', () => {
    const reply = ask(
      'LOT at 1,900 m TVD shoe, leaked off at 70 bar surface, mud now 1.30 SG. MAASP?',
      '1.15 SG during the test',
    );
    const emw = 1.15 + 70e5 / (1000 * G * 1900);
    const maasp = ((emw - 1.3) * 1000 * G * 1900) / 6894.757;
    expect(Math.abs(result(reply, 'maasp_psi') - maasp) / maasp).toBeLessThan(0.005);
  });

  it('asks no conversion of a unit said in brackets about another figure', () => {
    const message =
      'Shut in at 06:10. SIDPP 520 psi (gauge reads in psi), SICP 41 bar, TVD 3,100 m, mud 1.28 SG. KMW in SG?';
    expect(findConversions(message).conversions).toEqual([]);
    // 520 psi = 3.5853 MPa; KMW = 1.28 + 3,585,300/(1000 × 9.80665 × 3,100) = 1.3979 SG.
    const kmw = 1.28 + (520 * 6894.757) / (1000 * G * 3100);
    expect(result(ask(message), 'kill_mud_weight_ppg')).toBeCloseTo(kmw * 8.3454, 1);
  });
});
