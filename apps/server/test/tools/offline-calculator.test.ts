import { describe, expect, it } from 'vitest';
import { engine, resultValue } from './offline-engine';

/**
 * The offline engine answering calculation requests in plain English: each question with the
 * number it must give, from a published reference or worked out here from the textbook formula
 * (never from the calculator under test), within a tolerance that fits the source.
 */

const DAYS_PER_YEAR = 365.25;
/** Nominal annual decline from a secant-effective one (SPEE Monograph 4). */
const nominalFromSecant = (effective: number, b: number) => ((1 - effective) ** -b - 1) / b;
/** Arps hyperbolic cumulative between qi and q, rates per day and Di per day (Arps 1945). */
const hyperbolicNp = (qi: number, q: number, diDay: number, b: number) =>
  (qi ** b / ((1 - b) * diDay)) * (qi ** (1 - b) - q ** (1 - b));
/** Colebrook friction factor by fixed-point iteration. */
function colebrook(re: number, relativeRoughness: number): number {
  let f = 0.02;
  for (let index = 0; index < 100; index += 1) {
    f = (-2 * Math.log10(relativeRoughness / 3.7 + 2.51 / (re * Math.sqrt(f)))) ** -2;
  }
  return f;
}

function modifiedHyperbolicEur(): number {
  // qi 2,500 Mscf/d, Di 70 %/yr secant-effective, b 1.2, terminal 8 %/yr effective, limit 50.
  const qi = 2500;
  const b = 1.2;
  const di = nominalFromSecant(0.7, b) / DAYS_PER_YEAR;
  const dTerm = -Math.log(1 - 0.08) / DAYS_PER_YEAR;
  const tSwitch = (1 / dTerm - 1 / di) / b;
  const qSwitch = qi / (1 + b * di * tSwitch) ** (1 / b);
  return hyperbolicNp(qi, qSwitch, di, b) + (qSwitch - 50) / dTerm;
}

function lineDrop(): number {
  // Arnold & Stewart field form: 5,000 bbl/d, SG 1, 1 cP, 4 in ID, 1,000 ft, ε = 0.0018 in.
  const re = (92.1 * 1 * 5000) / (4 * 1);
  const f = colebrook(re, 0.0018 / 4);
  return (11.5e-6 * f * 1000 * 5000 ** 2 * 1) / 4 ** 5;
}

function separatorCapacity(): number {
  // GPSA vertical vessel: D 3 ft, K 0.25, 1,000 psia, 100 °F, γ 0.65, ρl 51 lb/ft³, z 0.88.
  const t = 100 + 459.67;
  const gasDensity = (1000 * 28.9625 * 0.65) / (0.88 * 10.7316 * t);
  return ((2.4 * 9 * 0.25 * 1000) / (0.88 * t)) * Math.sqrt((51 - gasDensity) / gasDensity);
}

function standingBubblePoint(rs: number, t: number, api: number, gas: number): number {
  return 18.2 * ((rs / gas) ** 0.83 * 10 ** (0.00091 * t - 0.0125 * api) - 1.4);
}

/** [question, result row, expected, relative tolerance, source] */
const table: [string, RegExp, number, number, string][] = [
  [
    'hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud',
    /^Hydrostatic pressure$/,
    0.052 * 12.4 * 10500,
    1e-9,
    'P = 0.052·MW·TVD',
  ],
  [
    'What is the hydrostatic pressure of 13.5 ppg mud at 12,000 ft?',
    /^Hydrostatic pressure$/,
    8424,
    1e-6,
    'Lapeyrouse ch. 1',
  ],
  [
    'bottom hole pressure for 12 ppg mud at 10,000 ft TVD',
    /^Hydrostatic pressure$/,
    6240,
    1e-6,
    'drillingformulas.com',
  ],
  [
    'Hydrostatic pressure at 3,200 m with 1.44 g/cc mud',
    /^Hydrostatic pressure$/,
    1.44 * 0.0980665 * 3200 * 14.503774,
    1e-6,
    'unit conversions; ρ·g·h in metric',
  ],
  ['pressure gradient of 12.0 ppg mud', /^Pressure gradient$/, 0.624, 1e-9, 'Lapeyrouse ch. 1'],
  ['mud weight from a gradient of 0.4992 psi/ft', /^Mud weight$/, 9.6, 1e-9, 'Lapeyrouse ch. 1'],
  [
    'equivalent mud weight to balance 5,200 psi at 10,000 ft TVD',
    /^Equivalent mud weight$/,
    10,
    1e-9,
    'MW = P/(0.052·TVD)',
  ],
  [
    'kill mud weight to balance a formation pressure of 6,000 psi at 11,000 ft',
    /^Equivalent mud weight$/,
    6000 / (0.052 * 11000),
    1e-6,
    'MW = P/(0.052·TVD)',
  ],
  [
    'EUR for qi 850 bopd, Di 65 %/yr effective, b 0.9, economic limit 10 bopd',
    /^Estimated ultimate recovery/,
    hyperbolicNp(850, 10, nominalFromSecant(0.65, 0.9) / DAYS_PER_YEAR, 0.9),
    1e-5,
    'Arps (1945), SPEE Monograph 4',
  ],
  [
    'EUR for qi 1,000 bopd, exponential decline, Di 10 %/yr nominal, economic limit 10 bopd',
    /^Estimated ultimate recovery/,
    990 / (0.1 / DAYS_PER_YEAR),
    1e-5,
    'Np = (qi − q)/Di',
  ],
  [
    'rate after 10 years for qi 1000 bopd, harmonic decline, nominal Di 10% per year',
    /^Rate at 120 months$/,
    500,
    1e-6,
    'pyResToolbox test_dca',
  ],
  [
    'hyperbolic decline b 0.5, qi 1000 bopd, nominal Di 10 %/yr: rate after 120 months',
    /^Rate at 120 months$/,
    444.444,
    1e-5,
    'pyResToolbox test_dca',
  ],
  [
    'cumulative after 10 years, qi 1000 bopd, exponential, Di 10 %/yr nominal',
    /^Cumulative from the start/,
    632.12056 * (DAYS_PER_YEAR / 0.1),
    1e-5,
    'Np = (qi − q)/Di',
  ],
  [
    'qi 500 bopd, Di 5 %/month nominal, exponential decline, rate after 12 months',
    /^Rate at 12 months$/,
    500 * Math.exp(-0.6),
    1e-6,
    'q = qi·e^(−Dt)',
  ],
  [
    'EUR for a gas well: qi 2,500 Mcf/d, Di 70 %/yr effective, b 1.2, terminal decline 8 %/yr, economic limit 50 Mcf/d',
    /^Estimated ultimate recovery/,
    modifiedHyperbolicEur(),
    1e-4,
    'Robertson (1988) SPE-18731',
  ],
  [
    'convert 10 %/yr nominal decline to effective',
    /^Tangent-effective decline$/,
    (1 - Math.exp(-0.1)) * 100,
    1e-6,
    'De = 1 − e^(−D)',
  ],
  [
    'Z-factor for 0.75 gas at 2,000 psia and 200 °F',
    /^Gas compressibility factor z$/,
    0.8682651934424434,
    0.01,
    'pyResToolbox z_dak_2000_075_200 (other criticals: 1 %)',
  ],
  [
    'Z-factor for 0.7 gas at 3,000 psia and 180 °F',
    /^Gas compressibility factor z$/,
    0.87,
    0.015,
    'Standing–Katz chart at Tpr 1.69, Ppr 4.52',
  ],
  [
    'pseudo-critical properties of 0.75 gravity gas',
    /^Pseudo-critical temperature/,
    389.7,
    1e-6,
    'Sutton (1985); pyResToolbox tc_sut_075',
  ],
  [
    'Standing pseudo-critical properties of 0.7 gas with 5 % CO2 and 10 % H2S',
    /^Corrected pseudo-critical temperature/,
    368.64,
    5e-4,
    'Wichert–Aziz, Ahmed Ex. 2-8',
  ],
  [
    'gas density at 3,000 psia and 180.33 °F with z 0.85 and 0.6985 gas gravity',
    /^Gas density at pressure and temperature$/,
    10.4,
    0.005,
    'Ahmed Ex. 2-6',
  ],
  [
    'bubble point for Rs 600 scf/STB, 180 °F, 35 API oil and 0.75 gas gravity',
    /^Bubble-point pressure$/,
    standingBubblePoint(600, 180, 35, 0.75),
    1e-4,
    'Standing (1947)',
  ],
  ['specific gravity of 30 °API oil', /^Specific gravity/, 0.87616, 1e-4, 'API = 141.5/SG − 131.5'],
  ['API gravity for SG 1.0', /^API gravity$/, 10, 1e-9, 'API = 141.5/SG − 131.5'],
  ['47.1 API to specific gravity', /^Specific gravity/, 0.79227, 1e-4, 'Ahmed, Oil 1'],
  [
    'productivity index for a well making 500 bopd with reservoir pressure 2,500 psia and flowing bhp 1,500 psia',
    /^Productivity index J$/,
    0.5,
    1e-9,
    'J = q/(p̄ − pwf)',
  ],
  [
    'Vogel IPR: reservoir pressure 2,500 psia, test 500 bopd at 1,500 psia, rate at pwf 1,000 psia',
    /^Rate at pwf/,
    668.92,
    1e-4,
    'Guo et al., eqs. 3.19–3.21',
  ],
  [
    'pressure drop for 5,000 bbl/d of water, SG 1.0, 1 cp, in a 4 in line 1,000 ft long',
    /^Friction pressure drop$/,
    lineDrop(),
    1e-4,
    'Arnold & Stewart; Colebrook',
  ],
  [
    'separator gas capacity: 36 in vertical separator at 1,000 psia and 100 °F, 0.65 gas gravity, liquid density 51 lb/ft3, z 0.88, K 0.25',
    /^Gas capacity$/,
    separatorCapacity(),
    1e-3,
    'GPSA Souders–Brown',
  ],
  [
    'volume of a tank 12 ft diameter and 20 ft tall',
    /^Shell capacity$/,
    402.87,
    1e-4,
    'API 12F 400-bbl tank',
  ],
  [
    'tank volume: 12 ft diameter, 20 ft shell, liquid level 8 ft',
    /^Liquid volume$/,
    (Math.PI * 144 * 8) / 4 / 5.614583,
    1e-5,
    'V = πD²h/4',
  ],
  [
    'horizontal tank 8 ft diameter, 20 ft long with 4 ft of liquid',
    /^Liquid volume$/,
    (Math.PI * 16 * 20) / 2 / 5.614583,
    1e-5,
    'half-full cylinder',
  ],
  ['water cut for 200 bopd and 800 bwpd', /^Water cut/, 80, 1e-9, 'WC = qw/(qo + qw)'],
  [
    'water cut for a well making 150 bbl/d of oil and 450 bbl/d of water',
    /^Water-oil ratio/,
    3,
    1e-9,
    'WOR = qw/qo',
  ],
  ['GOR for 500 bopd and 1.2 MMcf/d', /^Gas-oil ratio/, 2400, 1e-9, 'GOR = qg/qo'],
  [
    'BOE for 12,000 bbl of oil and 60,000 Mcf of gas',
    /^Barrels of oil equivalent/,
    22000,
    1e-9,
    '6 Mcf per BOE',
  ],
  [
    'NRI for 50% WI with a 20% royalty',
    /^Net revenue interest$/,
    40,
    1e-9,
    'NRI = WI·(1 − royalty)',
  ],
  [
    'NPV at 8% per year of cash flows -40,000, 5,000, 8,000, 12,000, 30,000',
    /^NPV at/,
    3065.22267,
    1e-6,
    'numpy-financial npv docstring',
  ],
  [
    'IRR of -100, 39, 59, 55, 20',
    /^IRR per period$/,
    28.095,
    1e-4,
    'numpy-financial irr docstring',
  ],
  [
    'payout of monthly cash flows -100000, 30000, 30000, 30000, 30000, 30000',
    /^Payout time$/,
    10 / 3,
    1e-6,
    'interpolated payout',
  ],
  [
    'Langelier index for pH 7.5, TDS 320 mg/L, calcium hardness 150 mg/L, alkalinity 34 mg/L at 77 °F',
    /^Langelier saturation index$/,
    -0.7,
    0.06,
    'Langelier worked example (printed to 0.1)',
  ],
  // A decline written as a rate per unit time (Arps 1945, D in 1/time): 0.8 per year nominal
  // is 80 %/yr; q(24 months) = 1,200/(1 + 0.9 × 0.8 × 2)^(1/0.9).
  [
    'hyperbolic decline qi 1200 bopd, Di 0.8 per year nominal, b 0.9, what rate after 24 months',
    /^Rate at 24 months$/,
    1200 / (1 + 0.9 * 0.8 * 2) ** (1 / 0.9),
    1e-3,
    'q = qi/(1 + b·Di·t)^(1/b)',
  ],
  // 0.05 per month nominal = 0.6/yr; exponential Np to the limit = (qi − q_el)/D.
  [
    'exponential decline, qi 500 bopd, D = 0.05 per month nominal, EUR to an economic limit of 5 bopd',
    /^Estimated ultimate recovery \(cumulative to date \+ remaining\)$/,
    ((500 - 5) / 0.6) * DAYS_PER_YEAR,
    1e-3,
    'Np = (qi − q)/D',
  ],
  // "…declining 65 % per year effective, exponential, to 10 bopd": the limit after "to".
  // D = −ln(1 − 0.65) per year; Np = (850 − 10)/D.
  [
    'EUR for a well at 850 bopd declining 65% per year effective, exponential, to 10 bopd',
    /^Estimated ultimate recovery \(cumulative to date \+ remaining\)$/,
    ((850 - 10) / -Math.log(1 - 0.65)) * DAYS_PER_YEAR,
    1e-3,
    'Np = (qi − q)/D',
  ],
  // Lapeyrouse, ch. 1: P = 0.052 × MW × TVD, with 1 SG = 8.3454 ppg (1 g/cm³) and 1 m = 1/0.3048 ft.
  [
    'calculate the hydrostatic of 2,500 m of 1.15 SG brine',
    /^Hydrostatic pressure$/,
    1.15 * 0.0980665 * 2500 * 14.503774,
    1e-5,
    'P = ρ·g·h in metric',
  ],
  // EMW = P/(0.052 × TVD), the overbalance added to the pressure first.
  [
    'what mud weight do I need to balance 5,200 psi at 9,000 ft with 200 psi overbalance',
    /^Equivalent mud weight$/,
    5400 / (0.052 * 9000),
    1e-9,
    'EMW = P/(0.052·TVD)',
  ],
  [
    'mud weight needed to balance 5,200 psi at 9,000 ft, 0.3 ppg safety margin',
    /^Equivalent mud weight$/,
    5200 / (0.052 * 9000) + 0.3,
    1e-9,
    'EMW = P/(0.052·TVD)',
  ],
  [
    'pore pressure 0.62 psi/ft at 11,000 ft, what mud weight in ppg',
    /^Mud weight$/,
    0.62 / 0.052,
    1e-9,
    'MW = gradient/0.052',
  ],
  // API MPMS 11.1: SG = 141.5/(131.5 + °API); 32 °API is 0.86544.
  [
    'oil density at 32 API in kg/m3',
    /^Specific gravity \(60 °F\/60 °F\)$/,
    141.5 / (131.5 + 32),
    1e-3,
    'SG = 141.5/(131.5 + °API)',
  ],
  [
    'Texas severance tax on 10,000 bbl at $70/bbl',
    /^Crude oil production tax$/,
    0.046 * 700_000,
    1e-9,
    'Tax Code §202.052',
  ],
];

describe('the offline engine runs the calculators on plain-English requests', () => {
  it('covers at least 30 questions', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
  });

  it.each(table)('%s', async (question, label, expected, tolerance) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('calculator');
    const value = resultValue(markdown, label);
    expect(Math.abs(value - expected)).toBeLessThanOrEqual(Math.abs(expected) * tolerance + 1e-9);
    // What was asked comes first, in the question's units ("**Hydrostatic pressure: 45,234 kPa**
    // (6,561 psi)"), then the sheet.
    expect(markdown).toMatch(/^(?:\*\*[^\n*]+: [^\n*]+\*\*[^\n]*\n)+\n#### /);
    expect(markdown).toContain('**Formula:**');
    expect(markdown).toContain('| Input | Value |');
    expect(markdown).toMatch(/_Sources: .+_/);
  });
});

describe('asking for what is missing', () => {
  it.each([
    ['hydrostatic pressure with 12.4 ppg mud', ['true vertical depth']],
    // Named alone: the empty form, not the knowledge base's nearest entry.
    [
      'kill mud weight please',
      ['shut-in drill pipe pressure', 'true vertical depth', 'mud weight in the hole'],
    ],
    ['EUR for qi 850 bopd and b 0.9', ['initial decline Di', 'economic limit']],
    ['Z-factor at 3,000 psia and 180 °F', ['gas specific gravity']],
    [
      'calculate the productivity index',
      ['liquid rate', 'reservoir pressure', 'flowing bottom-hole pressure'],
    ],
    ['NPV at 10%', ['cash flows']],
    ['bubble point for 35 API oil at 180 °F', ['solution gas-oil ratio', 'gas specific gravity']],
    ['Vogel IPR with a test of 500 bopd at 1,500 psia', ['average reservoir (static) pressure']],
  ])('%s → asks for %j', async (question, wanted) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('calculator');
    expect(markdown).toContain('I still need');
    for (const item of wanted) expect(markdown).toContain(item);
    expect(markdown).not.toContain('**Formula:**');
  });

  it('completes the calculation when the next message gives the missing value', async () => {
    const first = await engine.answer('hydrostatic pressure with 12.4 ppg mud');
    const second = await engine.answer('10,500 ft TVD', [
      { role: 'user', content: 'hydrostatic pressure with 12.4 ppg mud' },
      { role: 'assistant', content: first.markdown },
    ]);
    expect(second.skill).toBe('calculator');
    expect(resultValue(second.markdown, /^Hydrostatic pressure$/)).toBeCloseTo(6770.4, 6);
  });

  it('refuses a value outside the valid range, naming it', async () => {
    const { markdown } = await engine.answer('hydrostatic pressure at 10,000 ft with 30 ppg mud');
    expect(markdown).toContain("I can't calculate **Hydrostatic pressure**");
    expect(markdown).toContain('- Mud weight (ppg): 30');
    expect(markdown).not.toContain('mud_weight_ppg');
  });

  it('converts gauge pressure to absolute for correlations and says so', async () => {
    const { markdown } = await engine.answer('Z-factor for 0.7 gas at 2,985.3 psig and 180 °F');
    expect(resultValue(markdown, /^Gas compressibility factor z$/)).toBeCloseTo(
      resultValue(
        (await engine.answer('Z-factor for 0.7 gas at 3,000 psia and 180 °F')).markdown,
        /^Gas compressibility factor z$/,
      ),
      3,
    );
    expect(markdown).toContain('2,985.3 psig read as gauge and made absolute: 3,000 psia');
  });

  it('leaves questions without numbers to the knowledge base or the model', async () => {
    expect((await engine.answer('What is a W-1 drilling permit?')).skill).toBe('knowledge');
    expect((await engine.answer('Write a short poem about my pumpjack')).skill).toBe('needs-model');
  });
});
