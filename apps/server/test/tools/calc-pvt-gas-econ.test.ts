import { describe, expect, it } from 'vitest';
import { engine, resultValue } from './offline-engine';

/*
 * The offline engine on the Glasø, Beggs–Robinson, Lee–Gonzalez–Eakin, gas-pipeline, RP 14E and
 * break-even calculators: each question with the number it must give, worked out here from the
 * published formula (never from the calculator under test), and a question missing an input that
 * must get a precise question back, not a number.
 */

const RANKINE = 459.67;
const PSI_PER_BAR = 14.503773773;
const FT_PER_M = 3.280839895;
const fahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;

/** Glasø (1980) bubble point, psia. */
function glasoPb(rs: number, t: number, api: number, sg: number): number {
  const x = Math.log10(((rs / sg) ** 0.816 * t ** 0.172) / api ** 0.989);
  return 10 ** (1.7669 + 1.7447 * x - 0.30218 * x * x);
}
/** Beggs–Robinson (1975) dead oil, cP. */
const deadOil = (api: number, t: number) =>
  10 ** (10 ** (3.0324 - 0.02023 * api) * t ** -1.163) - 1;
/** Beggs–Robinson (1975) live oil, cP. */
const liveOil = (muod: number, rs: number) =>
  10.715 * (rs + 100) ** -0.515 * muod ** (5.44 * (rs + 150) ** -0.338);
/** Lee–Gonzalez–Eakin (1966), cP, from p (psia), T (°F), γ and z. */
function lge(p: number, tF: number, sg: number, z: number): number {
  const t = tF + RANKINE;
  const ma = 28.9625 * sg;
  const rho = ((p * ma) / (z * 10.7316 * t)) * 0.016018463;
  const k = ((9.4 + 0.02 * ma) * t ** 1.5) / (209 + 19 * ma + t);
  const x = 3.5 + 986 / t + 0.01 * ma;
  return 1e-4 * k * Math.exp(x * rho ** (2.4 - 0.2 * x));
}

async function ask(question: string): Promise<string> {
  const { skill, markdown } = await engine.answer(question);
  expect(skill).toBe('calculator');
  return markdown;
}

async function expectQuestion(question: string, asked: string): Promise<void> {
  const markdown = await ask(question);
  expect(markdown).toContain('I still need');
  expect(markdown).toContain(asked);
  expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
}

describe('Glasø bubble point and Bo through the oil PVT calculators', () => {
  it.each([
    ['Bubble point by Glasø for Rs 600 scf/STB, 0.75 gas gravity, 35 API at 200 F', 200],
    ['Glaso bubble point, Rs 600 scf/stb, gas SG 0.75, 35 API, 200 degF', 200],
    [
      'pb with the Glasoe correlation: Rs 600 scf/STB, 0.75 gas, 35 °API, 93.33 °C',
      fahrenheit(93.33),
    ],
  ])('%s', async (question, t) => {
    const markdown = await ask(question);
    // By hand for 200 °F: pb* = (600/0.75)^0.816 × 200^0.172/35^0.989 = 17.28285; pb = 2,906.17 psia.
    expect(resultValue(markdown, /^Bubble-point pressure$/)).toBeCloseTo(
      glasoPb(600, t, 35, 0.75),
      1,
    );
    expect(markdown).toContain('Glasø');
    expect(markdown).not.toMatch(/standing/i);
  });

  it('Glasø Bo of Ahmed’s Oil 1 (Rs 751, 0.851, 47.1 API, 250 F) is 1.4731 rb/STB', async () => {
    const markdown = await ask('Glaso Bo for Rs 751 scf/stb, gas SG 0.851, 47.1 API, 250 degF');
    expect(resultValue(markdown, /^Oil formation volume factor Bo$/)).toBeCloseTo(1.473137, 5);
  });

  it('asks for the gas gravity rather than guessing it', async () => {
    await expectQuestion(
      'Glasø bubble point for Rs 600 scf/STB and 35 API at 200 F',
      'the gas specific gravity',
    );
  });
});

describe('Beggs–Robinson dead and live oil viscosity', () => {
  it.each([
    ['dead oil viscosity of a 35 API crude at 180 F', 35, 180],
    ['Beggs-Robinson dead-oil viscosity, 30 °API, 150 °F', 30, 150],
    ['What is the dead oil viscosity for 35 API oil at 82.22 °C?', 35, fahrenheit(82.22)],
  ])('%s', async (question, api, t) => {
    const markdown = await ask(question);
    expect(resultValue(markdown, /^Dead-oil viscosity μod$/)).toBeCloseTo(deadOil(api, t), 3);
  });

  it.each([
    ['live oil viscosity for Rs 500 scf/STB, 35 API, 180 F', liveOil(deadOil(35, 180), 500)],
    ['Beggs and Robinson oil viscosity with dead oil 3 cP and Rs 500 scf/stb', liveOil(3, 500)],
    [
      'saturated oil viscosity at 82.22 °C, 35 API, Rs 500 scf/STB',
      liveOil(deadOil(35, fahrenheit(82.22)), 500),
    ],
  ])('%s', async (question, expected) => {
    // 35 API, 180 °F, Rs 500: A = 0.397415, B = 0.609304, μod = 2.18335 → μo = 0.63955 cP.
    const markdown = await ask(question);
    expect(resultValue(markdown, /^Live \(saturated\) oil viscosity μo$/)).toBeCloseTo(expected, 4);
  });

  it('asks for the solution GOR of a live oil, and the temperature of a dead one', async () => {
    await expectQuestion('live oil viscosity for 35 API at 180 F', 'the solution gas-oil ratio');
    await expectQuestion('dead oil viscosity of a 35 API oil', 'the temperature');
  });
});

describe('Lee–Gonzalez–Eakin gas viscosity', () => {
  it.each([
    ['gas viscosity for 0.72 gas at 2,000 psia and 140 F with z 0.78', lge(2000, 140, 0.72, 0.78)],
    [
      'gas viscosity, gas gravity 0.72, 137.9 bara, 60 °C, z 0.78',
      lge(137.9 * PSI_PER_BAR, fahrenheit(60), 0.72, 0.78),
    ],
  ])('%s', async (question, expected) => {
    // Ahmed ch. 2 example: 0.72 gas, 2,000 psia, 140 °F, z 0.78 → 0.0173 cP.
    const markdown = await ask(question);
    expect(resultValue(markdown, /^Gas viscosity μg$/)).toBeCloseTo(expected, 5);
  });

  it('takes a stated gas density: Lee-Gonzalez-Eakin viscosity of the gas at 8.3 lb/ft3', async () => {
    const markdown = await ask(
      'Lee-Gonzalez-Eakin viscosity of the gas: 0.72 SG, 140 °F, density 8.3 lb/ft3',
    );
    // 8.3 lb/ft³ = 0.132953 g/cm³; by hand 0.0172543 cP.
    expect(resultValue(markdown, /^Gas viscosity μg$/)).toBeCloseTo(0.0172543, 5);
  });

  it('asks for a pressure or a density', async () => {
    await expectQuestion('gas viscosity of 0.72 gas at 140 F', 'the pressure');
  });
});

describe('gas pipeline flow (Menon ch. 2)', () => {
  /** Q (MMscf/d) by the USCS equations, Tb 519.67 °R, Pb 14.73 psia. */
  function menon(
    equation: 'weymouth' | 'panhandle_a' | 'panhandle_b',
    p1: number,
    p2: number,
    miles: number,
    d: number,
    g: number,
    tF: number,
    z: number,
    e: number,
  ): number {
    const ratio = 519.67 / 14.73;
    const common = (tF + RANKINE) * miles * z;
    const dp2 = p1 * p1 - p2 * p2;
    const q =
      equation === 'weymouth'
        ? 433.5 * e * ratio * Math.sqrt(dp2 / (g * common)) * d ** 2.667
        : equation === 'panhandle_a'
          ? 435.87 * e * ratio ** 1.0788 * (dp2 / (g ** 0.8539 * common)) ** 0.5394 * d ** 2.6182
          : 737 * e * ratio ** 1.02 * (dp2 / (g ** 0.961 * common)) ** 0.51 * d ** 2.53;
    return q / 1e6;
  }

  it('Weymouth flow from both pressures: 110.017 MMscf/d', async () => {
    const markdown = await ask(
      'Weymouth flow for a 50 mile, 15.5 in ID line, inlet 1,000 psia, outlet 800 psia, 0.6 gas, 60 F, z 0.9, efficiency 0.95',
    );
    expect(resultValue(markdown, /^Gas flow rate Q$/)).toBeCloseTo(
      menon('weymouth', 1000, 800, 50, 15.5, 0.6, 60, 0.9, 0.95),
      3,
    );
  });

  it('Panhandle A outlet pressure for a given flow comes back to 800 psia', async () => {
    const q = menon('panhandle_a', 1000, 800, 50, 15.5, 0.6, 60, 0.9, 0.95);
    const markdown = await ask(
      `Panhandle A: what outlet pressure for ${q.toFixed(4)} MMscfd through 50 miles of 15.5" ID pipe from 1000 psia inlet, 0.6 gas, 60 °F, Z 0.9, E 0.95`,
    );
    expect(resultValue(markdown, /^Downstream pressure P2$/)).toBeCloseTo(800, 1);
  });

  it('a metric Panhandle B question: km, bara and °C', async () => {
    const miles = (80 * 1000 * FT_PER_M) / 5280;
    const expected = menon(
      'panhandle_b',
      69 * PSI_PER_BAR,
      55 * PSI_PER_BAR,
      miles,
      15.5,
      0.6,
      fahrenheit(15),
      0.9,
      0.95,
    );
    const markdown = await ask(
      'Panhandle B gas pipeline flow: 80 km, 15.5 in ID, inlet 69 bara, outlet 55 bara, gas SG 0.6, 15 °C, z 0.9, 95 % efficiency',
    );
    expect(resultValue(markdown, /^Gas flow rate Q$/)).toBeCloseTo(expected, 3);
  });

  it('asks which equation, and for a second pressure or the flow', async () => {
    await expectQuestion(
      'flow rate of a gas pipeline: 50 miles, 15.5 in ID, inlet 1000 psia, outlet 800 psia, 0.6 gas, 60 F',
      'which flow equation',
    );
    await expectQuestion(
      'Weymouth: 50 miles of 15.5 in ID, inlet 1,000 psia, 0.6 gas, 60 F',
      'two of: the flow rate',
    );
  });

  it('is not taken for a liquid line pressure drop', async () => {
    const { markdown } = await engine.answer(
      'pressure drop for 5,000 bbl/d of water (SG 1.07, 1 cP) through 10,560 ft of 4 in ID line',
    );
    expect(markdown).toContain('Liquid line pressure drop');
  });
});

describe('erosional velocity (API RP 14E)', () => {
  it('from the RP 14E mixture density, with the minimum area', async () => {
    const markdown = await ask(
      'erosional velocity at 1,000 psia, GLR 1,000 scf/bbl, liquid SG 0.85, gas SG 0.65, 120 F, z 0.9, 5,000 bbl/d',
    );
    // ρm = (12,409 × 0.85 × 1,000 + 2.7 × 1,000 × 0.65 × 1,000)/(198,700 + 1,000 × 579.67 × 0.9)
    //    = 17.07746 lb/ft³; Ve = 100/√17.07746 = 24.1985 ft/s; A = 7.0047 in² for 5,000 bbl/d.
    expect(resultValue(markdown, /^Erosional velocity Ve$/)).toBeCloseTo(24.1985, 3);
    expect(resultValue(markdown, /^Minimum pipe cross-section$/)).toBeCloseTo(7.0047, 3);
  });

  it('intermittent service takes C = 125: 125/√4 = 62.5 ft/s', async () => {
    const markdown = await ask(
      'API RP 14E erosional velocity for a mixture density of 4 lb/ft3, intermittent service',
    );
    expect(resultValue(markdown, /^Erosional velocity Ve$/)).toBeCloseTo(62.5, 3);
  });

  it('a stated C wins, with a metric density: C = 150, 64 kg/m3', async () => {
    const markdown = await ask('Ve per API 14E with C = 150 and mixture density 64 kg/m3');
    // 64 kg/m³ = 3.99539 lb/ft³; 150/√3.99539 = 75.0433 ft/s.
    expect(resultValue(markdown, /^Erosional velocity Ve$/)).toBeCloseTo(
      150 / Math.sqrt(64 * 0.0624279606),
      2,
    );
  });

  it('asks for the density or the missing RP 14E inputs', async () => {
    await expectQuestion(
      'erosional velocity at 1,000 psia and 120 F with GLR 1,000 scf/bbl',
      'the liquid specific gravity',
    );
  });
});

describe('break-even oil price', () => {
  it.each([
    // 1 × (15 + 6,000,000/400,000)/(0.8 × 0.954) = 30/0.7632 = $39.3082/bbl.
    [
      'break-even oil price: LOE $15/bbl, capex $6 MM, reserves 400,000 bbl, 20 % royalty, 4.6 % severance',
      39.308176,
    ],
    // 0.5 × (20 + 2,000,000/100,000)/(0.5 × 0.70) = $57.1429/bbl.
    [
      'What is the breakeven price with 50% WI, 25% royalty, 5% ORRI, LOE of $20/bbl, $2,000,000 D&C cost and 100 Mbbl EUR?',
      57.142857,
    ],
    // a = 365.25 × 300/400,000 = 0.2739375, r = ln 1.1; R_d = 296,752.03 bbl;
    // (15 + 6,000,000/296,752.03)/0.7632 = $46.1464/bbl.
    [
      'break even at 10 % discount rate: qi 300 bopd, LOE $15/bbl, capex $6 MM, 400 Mbbl reserves, royalty 20 %, severance 4.6 %',
      46.146359,
    ],
  ])('%s', async (question, expected) => {
    const markdown = await ask(question);
    expect(resultValue(markdown, /^Break-even oil price/)).toBeCloseTo(expected, 3);
  });

  it('asks for the royalty or NRI rather than assuming none', async () => {
    await expectQuestion(
      'break-even price for LOE $15/bbl, capex $6 MM and 400,000 bbl reserves',
      'the royalty',
    );
  });

  it('leaves NPV, NRI and severance questions to their own calculators', async () => {
    expect(await ask('NPV at 10 % of -40,000, 5,000, 8,000, 12,000, 30,000')).toContain(
      'Net present value',
    );
    expect(await ask('NRI for 50 % WI and 20 % royalty')).toContain('Net revenue interest');
  });
});
