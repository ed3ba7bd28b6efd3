import { describe, expect, it } from 'vitest';
import { asked, calculated, resultValue } from './offline-engine';

/*
 * The offline engine on separator sizing, separator retention time and hydrate questions. Each
 * expected number is worked out here from the textbook formula (Souders–Brown with the York K,
 * Svrcek & Monnery 1993; Arnold & Stewart, Surface Production Operations vol. 1, ch. 4; API 12J;
 * Hammerschmidt 1934; Towler & Mokhatab 2005), never from the calculator under test; metric
 * inputs are converted here with the usual factors.
 */

const PSI_PER_BAR = 14.503773773;
const LB_FT3_PER_KG_M3 = (8.345404 / 1000) * 7.48051948;
const BBL_PER_M3 = 6.28981077;
const FT3_PER_BBL = 5.614583;

/** Souders–Brown minimum diameter (in) with a stated Z and K; the gas density from γ. */
function diameter(
  q: number,
  p: number,
  tF: number,
  gravity: number,
  rhoL: number,
  z: number,
  k: number,
  gasShare = 1,
): number {
  const t = tF + 459.67;
  const rhoG = (p * 28.9625 * gravity) / (z * 10.7316 * t);
  const v = k * Math.sqrt((rhoL - rhoG) / rhoG);
  const actual = ((q * 1e6) / 86400) * (14.7 / p) * (t / 519.67) * z;
  return Math.sqrt((4 * actual) / v / gasShare / Math.PI) * 12;
}

describe('separator minimum diameter', () => {
  it.each([
    [
      'size a vertical separator for 20 MMscf/d at 1,000 psia and 100 °F, 0.7 gas gravity, 50 lb/ft3 liquid, z 0.87, K 0.25',
      diameter(20, 1000, 100, 0.7, 50, 0.87, 0.25),
    ],
    [
      'What minimum diameter separator do I need for 15 mmscfd of 0.65 gas at 985.3 psig, 80 F, liquid density 52 lb/ft3, z = 0.88 and K = 0.3?',
      diameter(15, 1000, 80, 0.65, 52, 0.88, 0.3),
    ],
    [
      'separator sizing: 10 MMscfd, gas SG 0.7, 69 bara, 38 °C, liquid 800 kg/m3, Z 0.86, K-factor 0.2',
      diameter(10, 69 * PSI_PER_BAR, 38 * 1.8 + 32, 0.7, 800 * LB_FT3_PER_KG_M3, 0.86, 0.2),
    ],
    [
      'how big a horizontal separator for 30 MMscf/d at 800 psia, 90 F, 0.65 gas, 52 lb/ft3 oil, z 0.9, k 0.35',
      // Half full: the gas flows over half the cross-section.
      diameter(30, 800, 90, 0.65, 52, 0.9, 0.35, 0.5),
    ],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Minimum vessel inside diameter/)).toBeCloseTo(expected, 1);
  });

  it('uses the York K when no K is given (0.43 − 0.023 ln P)', async () => {
    const markdown = await calculated(
      'size a separator for 20 MMscf/d at 1,000 psia and 100 °F, 0.7 gas gravity, 50 lb/ft3 liquid, z 0.87',
    );
    expect(resultValue(markdown, /^Souders–Brown K/)).toBeCloseTo(0.43 - 0.023 * Math.log(1000), 3);
  });

  it('leaves a capacity question with a diameter to separator_gas_capacity', async () => {
    const markdown = await calculated(
      'separator gas capacity for a 36 in vessel at 1,000 psia and 100 F, 0.65 gas, 51 lb/ft3 liquid, K = 0.18, z 0.88',
    );
    expect(() => resultValue(markdown, /^Gas capacity/)).not.toThrow();
  });

  it('asks for the liquid density when it is missing', async () => {
    await asked(
      'size a separator for 20 MMscf/d at 1,000 psia and 100 °F, 0.7 gas gravity',
      'the liquid density',
    );
  });
});

describe('separator retention time', () => {
  it.each([
    [
      // 20 bbl held at 4,800 bbl/d: 20/4,800 × 1,440 = 6 min.
      'retention time for 4,800 bopd with 20 bbl of liquid in the separator',
      /^Liquid retention time/,
      6,
    ],
    [
      // Vertical 36 in, 40 in level: π/4 × 36² × 40 in³ = 40,715 in³ = 23.562 ft³ = 4.1966 bbl;
      // at 2,000 bbl/d: 4.1966/2,000 × 1,440 = 3.0215 min.
      'what is the liquid retention time of a 36 in ID vertical separator with a liquid level of 40 in at 2000 bbl/d',
      /^Liquid retention time/,
      (((Math.PI / 4) * 36 ** 2 * 40) / 1728 / FT3_PER_BBL / 2000) * 1440,
    ],
    [
      // Horizontal 48 in, half full, 15 ft: π/8 × 4² × 15 = 94.248 ft³ = 16.786 bbl; at 3,000
      // bbl/d: 8.0575 min.
      'residence time in a horizontal separator, 48 in ID, length 15 ft, liquid level 24 in, 3,000 bpd',
      /^Liquid retention time/,
      (((Math.PI / 8) * 4 ** 2 * 15) / FT3_PER_BBL / 3000) * 1440,
    ],
    [
      // 500 m³/d for 3 min: 500 × 6.28981 × 3/1,440 = 6.5519 bbl.
      'liquid volume needed for 3 minutes retention time at 500 m3/d',
      /^Liquid volume for 3 min retention/,
      (500 * BBL_PER_M3 * 3) / 1440,
    ],
  ])('%s', async (question, label, expected) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, label)).toBeCloseTo(expected, 2);
  });

  it('asks whether the vessel is vertical or horizontal', async () => {
    await asked(
      'retention time for 2000 bopd in a 36 in ID separator with liquid level 40 in',
      'vertical or horizontal',
    );
  });
});

describe('hydrate inhibitor (Hammerschmidt)', () => {
  const w = (dt: number, mw: number, k: number) => (100 * mw * dt) / (k + mw * dt);

  it.each([
    ['methanol concentration for a 25 °F hydrate depression', w(25, 32.04, 2335)],
    ['how much methanol to depress the hydrate temperature by 20 F', w(20, 32.04, 2335)],
    ['MEG needed: hydrate temperature 65 F, line at 40 F, Hammerschmidt', w(25, 62.07, 2200)],
    // 12 °C depression = 21.6 °F.
    ['Hammerschmidt methanol wt% for 12 °C hydrate suppression', w(21.6, 32.04, 2335)],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Inhibitor concentration needed/)).toBeCloseTo(expected, 2);
  });

  it('gives the injection rate of 80 wt% MEG for a water rate', async () => {
    // W = 41.3607 wt %; water 10 × 5.614583 × 62.37 = 3,501.82 lb/d;
    // 0.413607 × 3,501.82/(0.8 − 0.413607) = 3,748.46 lb/d.
    const markdown = await calculated(
      'MEG injection rate for 10 bwpd of water, 80 wt% lean MEG, hydrate temperature 65 F and line temperature 40 F',
    );
    const x = w(25, 62.07, 2200) / 100;
    const water = 10 * FT3_PER_BBL * 62.37;
    expect(resultValue(markdown, /^Injection rate, 80 wt %/)).toBeCloseTo(
      (x * water) / (0.8 - x),
      0,
    );
  });

  it('asks which inhibitor when glycol is not named precisely', async () => {
    await asked('glycol for a 20 F hydrate depression', 'which inhibitor: methanol or MEG');
  });

  it('asks for the lowest temperature when only the hydrate temperature is given', async () => {
    await asked(
      'how much methanol do I need, the hydrate temperature is 62 °F',
      'the lowest temperature the line reaches',
    );
  });
});

describe('hydrate formation temperature', () => {
  const towler = (p: number, g: number) =>
    13.47 * Math.log(p) + 34.27 * Math.log(g) - 1.675 * Math.log(p) * Math.log(g) - 20.35;

  it.each([
    ['hydrate formation temperature at 1,000 psia for 0.69 gas gravity', towler(1000, 0.69)],
    ['at what temperature will hydrates form for a 0.7 SG gas at 1500 psia?', towler(1500, 0.7)],
    ['hydrate temperature of 0.65 gas at 800 psig', towler(814.696, 0.65)],
    ['when do hydrates form: gas gravity 0.6, 70 bara', towler(70 * PSI_PER_BAR, 0.6)],
  ])('%s', async (question, expected) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Hydrate formation temperature/)).toBeCloseTo(expected, 1);
  });

  it('asks for the gas gravity', async () => {
    await asked('hydrate formation temperature at 1,000 psia', 'the gas specific gravity');
  });
});
