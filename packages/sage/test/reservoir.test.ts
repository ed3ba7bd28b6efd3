import { describe, expect, it } from 'vitest';
import { calcCardsOf } from '@petrosage/contracts/calc';
import { asksBack, card, chat, input, result } from './support';

const ACRES_PER_KM2 = 1e6 / 4046.8564224;
const FT_PER_M = 1 / 0.3048;

describe('volumetric oil and gas in place', () => {
  it('OOIP in field units: N = 7,758·A·h·φ·(1 − Sw)/Boi', () => {
    const [answer] = chat([
      'OOIP: 640 acres, 30 ft net pay, porosity 20%, Sw 25%, Boi 1.25 rb/stb',
    ]);
    expect(answer?.tool).toBe('volumetric_oil_in_place');
    expect(result(answer, 'stoiip_stb') / ((7758 * 640 * 30 * 0.2 * 0.75) / 1.25)).toBeCloseTo(
      1,
      4,
    );
  });

  it('STOIIP in metric, answered in m³: A·h·φ·(1 − Sw)/Bo', () => {
    const [answer] = chat([
      'STOIIP for 2.6 km2, net pay 9 m, phi 0.2, Sw 0.25, Bo 1.25 rm3/sm3, in m3',
    ]);
    expect(input(answer, 'area_acres')).toBeCloseTo(2.6 * ACRES_PER_KM2, 3);
    expect(input(answer, 'net_pay_ft')).toBeCloseTo(9 * FT_PER_M, 6);
    expect(result(answer, 'stoiip_m3')).toBeCloseTo((2.6e6 * 9 * 0.2 * 0.75) / 1.25, -1);
    expect(answer?.markdown).toMatch(
      /^\*\*Oil initially in place N, stock-tank m³: 2,808,000 m³\*\*/,
    );
  });

  it('a second full set of inputs is a new calculation, not a change to the first', () => {
    const [, second] = chat([
      'OOIP: 640 acres, 30 ft net pay, porosity 20%, Sw 25%, Boi 1.25 rb/stb',
      'STOIIP for 2.6 km2, net pay 9 m, phi 0.2, Sw 0.25, Bo 1.25 rm3/sm3, in m3',
    ]);
    expect(second?.kind).toBe('new');
    expect(result(second, 'stoiip_m3')).toBeCloseTo((2.6e6 * 9 * 0.2 * 0.75) / 1.25, -1);
  });

  it('GIIP: G = 43,560·A·h·φ·(1 − Sw)/Bgi', () => {
    const [answer] = chat(['GIIP: 1000 acres, h 50 ft, porosity 15 %, Sw 30 %, Bgi 0.005 ft3/scf']);
    expect(answer?.tool).toBe('volumetric_gas_in_place');
    expect(result(answer, 'giip_bcf')).toBeCloseTo(
      (43560 * 1000 * 50 * 0.15 * 0.7) / 0.005 / 1e9,
      6,
    );
  });

  it('GIP with a bare Bgi, then the recoverable gas at a recovery factor', () => {
    // G = 43,560 × 640 × 18 × 0.10 × 0.70/0.0061 = 5.7586e9 scf; × 0.75 recoverable.
    const [gip, recoverable] = chat([
      'GIP for 640 ac, 18 ft net, phi 10%, Sw 30%, Bgi .0061?',
      'and recoverable at 75% RF?',
    ]);
    const g = (43560 * 640 * 18 * 0.1 * 0.7) / 0.0061;
    expect(result(gip, 'giip_scf') / g).toBeCloseTo(1, 6);
    expect(result(recoverable, 'recoverable_scf') / (0.75 * g)).toBeCloseTo(1, 6);
  });

  it("works out the Bo first when the oil's PVT is given instead (Standing), then the OOIP", () => {
    const [answer] = chat([
      'section: 640 ac, 20 ft net, phi 18%, Sw 30%. no lab PVT yet — use Standing Bo with Rs 600 scf/stb, 180F, 35 API, gas 0.75. OOIP?',
    ]);
    // Standing (1947), as given in Ahmed, Reservoir Engineering Handbook, ch. 2:
    // Bo = 0.9759 + 0.00012·[Rs·(γg/γo)^0.5 + 1.25·T]^1.2, γo = 141.5/(131.5 + API).
    const gammaO = 141.5 / (131.5 + 35);
    const bo = 0.9759 + 0.00012 * (600 * Math.sqrt(0.75 / gammaO) + 1.25 * 180) ** 1.2;
    expect(answer?.tool).toBe('volumetric_oil_in_place');
    expect(calcCardsOf(answer?.markdown ?? '').map((shown) => shown.tool)).toEqual([
      'oil_formation_volume_factor',
      'volumetric_oil_in_place',
    ]);
    expect(input(answer, 'oil_fvf_rb_per_stb')).toBeCloseTo(bo, 4);
    expect(result(answer, 'stoiip_stb') / ((7758 * 640 * 20 * 0.18 * 0.7) / bo)).toBeCloseTo(1, 4);
    expect(answer?.markdown).not.toMatch(/does not offer/);
  });

  it('works out the Bgi from the reservoir pressure, temperature and gas gravity, then the GIIP', () => {
    const [answer] = chat([
      'GIIP for 1,200 acres, 45 ft net pay, 14% porosity, Sw 28%, reservoir 3,800 psia and 195 F, gas gravity 0.68',
    ]);
    const [step, giip] = calcCardsOf(answer?.markdown ?? '');
    expect(step?.tool).toBe('gas_z_factor');
    expect(giip?.tool).toBe('volumetric_gas_in_place');
    const z = step?.results.find((item) => item.key === 'z_factor')?.value ?? NaN;
    // Bg = 0.02827·z·T/p ft³/scf at 14.7 psia and 60 °F (Ahmed, ch. 2), G = 43,560·A·h·φ·(1 − Sw)/Bgi.
    const bg = ((14.7 / 519.67) * z * (195 + 459.67)) / 3800;
    expect(input(answer, 'gas_fvf_ft3_per_scf')).toBeCloseTo(bg, 6);
    expect(result(answer, 'giip_scf') / ((43560 * 1200 * 45 * 0.14 * 0.72) / bg)).toBeCloseTo(1, 4);
  });

  it('asks for the formation volume factor rather than assuming one', () => {
    expect(asksBack(chat(['OOIP for 640 acres, 30 ft, 20 % porosity, 25 % Sw'])[0])).toBe(true);
  });
});

describe('gas material balance and gas density', () => {
  it('p/z: G = Gp/(1 − (p/z)/(pi/zi)) from one survey', () => {
    const [answer] = chat([
      'p/z: pi 3000 psia, zi 0.88; now 2500 psia with z 0.86 after 8 Bcf produced. OGIP?',
    ]);
    expect(answer?.tool).toBe('gas_material_balance_pz');
    expect(result(answer, 'giip_bcf')).toBeCloseTo(8 / (1 - 2500 / 0.86 / (3000 / 0.88)), 3);
  });

  it('each z belongs to the pressure written before it, across sentences', () => {
    // Craft & Hawkins (3rd ed., ch. 1): G = Gp/(1 − (p/z)/(pi/zi)); recoverable to abandonment
    // = G·(1 − (pa/za)/(pi/zi)). A z right after a survey pressure is that survey's, even when
    // the next sentence names the abandonment; the z in brackets after it is the abandonment's.
    const [answer] = chat([
      'initial 4,100 psia, zi 0.93. after 20 Bcf the shut-in survey read 3,400 psia, z 0.89. abandon at 800 psia (z 0.97). recoverable reserves?',
    ]);
    const piZi = 4100 / 0.93;
    const g = 20 / (1 - 3400 / 0.89 / piZi);
    expect(input(answer, 'abandonment_z_factor')).toBe(0.97);
    expect(result(answer, 'giip_bcf')).toBeCloseTo(g, 3);
    expect(result(answer, 'recoverable_bcf')).toBeCloseTo(g * (1 - 800 / 0.97 / piZi), 3);
  });

  it('a metric balance: the gas produced in "million sm3", the answer asked "in 10^9 sm3"', () => {
    // Craft & Hawkins (3rd ed., ch. 1): G = Gp/(1 − (p/z)/(pi/zi)) = 1,850/(1 − (265/0.915)/
    // (320/0.955)) = 13,636 million m³ = 13.64 × 10⁹ m³ (pressures absolute; the ratio is unitless).
    const [answer] = chat([
      'p/z GIIP: pi 320 bar(a) zi 0.955, last survey 265 bar(a) z 0.915 after 1850 million sm3 produced, GIIP in 10^9 sm3?',
    ]);
    expect(answer?.tool).toBe('gas_material_balance_pz');
    expect(answer?.markdown).toMatch(/^\*\*Gas initially in place G: 13\.64 10⁹ m³\*\*/);
  });

  it('gauge pressures in barg and the gas produced in "e6Sm3"', () => {
    // Craft & Hawkins (3rd ed., ch. 1), absolute pressures (barg + 1.01325): pi/zi = 281.013/0.95
    // = 295.80, p/z = 206.013/0.91 = 226.39; G = 1,850/(1 − 226.39/295.80) = 7,884 × 10⁶ m³.
    const [answer] = chat([
      'p/z: initial 280 barg z 0.95; now 205 barg z 0.91 after 1850 e6Sm3 produced. GIIP in e6Sm3?',
    ]);
    expect(answer?.tool).toBe('gas_material_balance_pz');
    expect(answer?.markdown).toMatch(/^\*\*Gas initially in place G: 7,884 10⁶ m³\*\*/);
  });

  it('asks for the surveys when only p/z is named', () => {
    expect(asksBack(chat(['gas material balance p/z, pi 3000 psia'])[0])).toBe(true);
  });

  it('gas density from a molecular weight: ρ = p·M/(z·R·T) with the z given', () => {
    const [answer] = chat(['gas density at 2000 psia and 150 °F, MW 20.3, z 0.85']);
    expect(answer?.tool).toBe('gas_density_from_molecular_weight');
    expect(result(answer, 'gas_density')).toBeCloseTo((2000 * 20.3) / (0.85 * 10.7316 * 609.67), 3);
  });
});

describe('decline between two rates and Fetkovich with a known n', () => {
  it('a follow-up on a gas decline keeps it in Mscf', () => {
    // Exponential, 30 %/yr effective: D = −ln(0.7); q(2 yr) = 5,000 × 0.7² = 2,450 Mscf/d;
    // Gp = (qi − q)/D × 365.25 = 2,550/0.356675 × 365.25 Mscf.
    const [, cum] = chat([
      'gas well at 5,000 Mscf/d, exponential decline 30%/yr effective. rate after 2 years?',
      'ok and cumulative over those 2 years?',
    ]);
    expect(card(cum).results.find((item) => item.key === 'cumulative_at_time')?.unit).toBe('Mscf');
    expect(result(cum, 'cumulative_at_time')).toBeCloseTo((2550 / -Math.log(0.7)) * 365.25, -2);
  });

  it('hyperbolic cumulative between two rates: Np = qi^b/((1 − b)Di)·(qi^(1−b) − q^(1−b))', () => {
    const [answer] = chat([
      'hyperbolic cumulative between 500 and 100 bopd, Di 60 %/yr nominal, b 0.5',
    ]);
    expect(input(answer, 'initial_rate_per_day')).toBe(500);
    expect(input(answer, 'economic_limit_per_day')).toBe(100);
    const di = 0.6 / 365.25;
    const np = (500 ** 0.5 / (0.5 * di)) * (500 ** 0.5 - 100 ** 0.5);
    expect(result(answer, 'remaining_reserves')).toBeCloseTo(np, -1);
  });

  it('"same well, Fetkovich with n = 0.85" carries the Vogel test and the reservoir pressure', () => {
    const [, fetkovich] = chat([
      'Vogel: 320 bopd at 800 psi flowing BHP, static BHP 2400 psi. rate at 500 psi pwf?',
      'same well, Fetkovich with n = 0.85',
    ]);
    expect(fetkovich?.tool).toBe('fetkovich_ipr');
    expect(input(fetkovich, 'n_exponent')).toBe(0.85);
    // AOF = q·(p̄²/(p̄² − pwf²))^n with the test 320 STB/d at 814.696 psia, p̄ 2,414.696 psia.
    const pr2 = 2414.696 ** 2;
    expect(result(fetkovich, 'aof')).toBeCloseTo(320 * (pr2 / (pr2 - 814.696 ** 2)) ** 0.85, 3);
  });

  it('Fetkovich in one message: one test and n', () => {
    const [answer] = chat([
      'Fetkovich: Pr 2500 psia, one test 500 bopd at 2000 psia, n = 0.85, AOF?',
    ]);
    expect(result(answer, 'aof')).toBeCloseTo(500 * (6.25e6 / 2.25e6) ** 0.85, 3);
  });

  it('oil test points told with no question are the oil well\'s backpressure curve, then "AOF?"', () => {
    // Fetkovich (1973): n = ln(500/800)/ln[(3,000² − 2,500²)/(3,000² − 1,800²)] = 0.6357,
    // AOF = C·p̄^(2n) with C = 500/(3,000² − 2,500²)^n: 1,062.4 STB/d.
    const [told, aof] = chat(['Pr 3000 psia, tests 500 bopd @ 2500 psia and 800 @ 1800', 'AOF?']);
    expect(card(told).tool).toBe('fetkovich_ipr');
    expect(result(aof, 'aof')).toBeCloseTo(1062.44, 1);
  });

  it('Fetkovich with one test and no n asks back', () => {
    expect(asksBack(chat(['Fetkovich: Pr 2500 psia, test 500 bopd at 2000 psia, AOF?'])[0])).toBe(
      true,
    );
  });
});
