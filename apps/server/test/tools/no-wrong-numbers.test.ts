import { describe, expect, it } from 'vitest';
import { readQuantities } from '@petrosage/sage';
import { engine, resultValue } from './offline-engine';

/*
 * Questions that once got a confident wrong number, each with a formula and a source beside it.
 * Each now gets the right number, or a precise question back, or a plain "not available" —
 * never the wrong figure.
 */

describe('kill mud weight is the mud in the hole plus the increase, not the increase alone', () => {
  it.each([
    // By hand (Lapeyrouse, 2nd ed., ch. 4, KWM = SIDPP ÷ 0.052 ÷ TVD + OMW): 10.2 + 520/520 = 11.2.
    ['What kill mud weight do I need? SIDPP 520 psi at 10,000 ft TVD, current mud 10.2 ppg', 11.2],
    [
      'kill weight for a kick: shut-in drill pipe pressure 520 psi, 10,000 ft TVD, 10.2 ppg mud',
      11.2,
    ],
    ['KMW? 10.2 ppg in the hole, SIDPP 520 psi, TVD 10000 ft', 11.2],
    // Lapeyrouse's own example: 200 ÷ 0.052 ÷ 10,000 + 9.6 = 9.98 ppg.
    ['kill mud weight with SIDPP 200 psi, TVD 10,000 ft and 9.6 ppg mud', 9.984615],
  ])('%s → %f ppg', async (question, expected) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('calculator');
    expect(resultValue(markdown, /^Kill mud weight$/)).toBeCloseTo(expected, 4);
    expect(markdown).toContain('well-control procedure and the approved kill sheet');
  });

  it('asks for the drill pipe pressure rather than taking another pressure for it', async () => {
    const { markdown } = await engine.answer(
      'kill mud weight: SICP 700 psi, TVD 10,000 ft, mud 10.2 ppg',
    );
    expect(markdown).toContain('I still need');
    expect(markdown).toContain('the shut-in drill pipe pressure');
  });
});

describe('a number is never read in a role it does not have', () => {
  it('a decline is not a discount rate', async () => {
    const { markdown } = await engine.answer(
      'NPV of a well with qi 500 bopd and Di 70 %/yr, oil at $70/bbl, capex $2.5 MM',
    );
    // The NPV of a decline: its own calculator asks for what is missing, the 70 % read as Di.
    expect(markdown).toContain('NPV of a well from its decline');
    expect(markdown).toContain('I still need');
    expect(markdown).toContain('whether the decline Di is nominal or effective');
    expect(markdown).not.toMatch(/discount rate[^\n|]*: 70\b/i);
    expect(markdown).not.toMatch(/\| .*discount.* \| \*\*70\*\*/i);
  });

  it('a metric unit is converted, not dropped or read as a field one: Sm³/Sm³', async () => {
    const { markdown } = await engine.answer(
      'Bo for Rs = 120 Sm3/Sm3, gas gravity 0.8, 30 API, 180 F',
    );
    // 1 Sm³/Sm³ = 35.3147 scf ÷ 6.28981 STB = 5.614583 scf/STB (NIST SP 811), so Rs is
    // 673.75 scf/STB — never 120 scf/STB.
    const rs = 120 * (35.3146667 / 6.28981077);
    const row = /^\| Solution GOR \(scf\/STB\) \| ([\d,.]+) \|$/im.exec(markdown);
    expect(Number((row?.[1] ?? '').replace(/,/g, ''))).toBeCloseTo(rs, 1);
    // Standing (1947): Bo = 0.9759 + 0.00012·[Rs·(γg/γo)^0.5 + 1.25·T]^1.2, γo = 141.5/(131.5 + API).
    const gammaO = 141.5 / (131.5 + 30);
    const bo = 0.9759 + 0.00012 * (rs * Math.sqrt(0.8 / gammaO) + 1.25 * 180) ** 1.2;
    expect(resultValue(markdown, /^Oil formation volume factor Bo$/)).toBeCloseTo(bo, 3);
    expect(markdown).toMatch(/- Oil formation volume factor Bo: \*\*[\d.]+\*\* rm³\/Sm³/);
  });

  it('a permeability in md is not a solution GOR', async () => {
    const { markdown } = await engine.answer(
      'bubble point with k = 45 md, 0.75 gas gravity, 35 API and 200 F',
    );
    expect(markdown).not.toMatch(
      /Solution GOR \(scf\/STB\): 45|\| Solution gor \(scf\/STB\) \| 45/i,
    );
    expect(markdown).not.toMatch(/Bubble-point pressure \| \*\*/);
  });

  it('feet and inches are one length: 12 ft 4 in', async () => {
    const { markdown } = await engine.answer(
      'hydrostatic pressure of 12 ft 4 in of 8.33 ppg water',
    );
    // 0.052 × 8.33 × 12.3333 ft = 5.3423 psi (not 12 ft alone: 5.198 psi).
    expect(resultValue(markdown, /^Hydrostatic pressure$/)).toBeCloseTo(
      0.052 * 8.33 * (12 + 4 / 12),
      3,
    );
  });

  it('an inch fraction is one number: 9-5/8 in', async () => {
    const { markdown } = await engine.answer(
      'pressure drop for 5,000 bbl/d of water (SG 1.07, 1 cP) through 10,560 ft of 8-5/8 in ID line',
    );
    expect(markdown).toMatch(/\| (?:Inside diameter|ID)[^|]*\| 8\.625 \|/i);
  });
});

describe('a drawdown is a pressure difference, never the flowing pressure', () => {
  // J = q/Δp (Guo, Lyons & Ghalambor, Petroleum Production Engineering, ch. 3). "450 bopd at a
  // drawdown of 300 psi" was read as pwf = 300 psig and gave J = 450/2,200 = 0.205 beside the
  // reservoir pressure; by hand it is 450/300 = 1.5 STB/d/psi. 20 bar = 290.075 psi (1 bar =
  // 14.5038 psi, NIST SP 811), so 1,200 bopd over 20 bar is 4.1369 STB/d/psi.
  it.each([
    ['PI for 450 bopd at a drawdown of 300 psi, reservoir pressure 2,500 psi', 1.5],
    ['productivity index if the well makes 450 bopd at a drawdown of 300 psi', 1.5],
    ["what's the productivity index: 450 bopd, 300 psi drawdown", 1.5],
    ['PI of a well making 1,200 bopd with 20 bar drawdown', 1200 / (20 * 14.503773773)],
  ])('%s → J %f', async (question, expected) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('calculator');
    expect(resultValue(markdown, /^Productivity index J$/)).toBeCloseTo(expected, 3);
  });

  // By hand (Vogel 1968): pwf = 2,000 − 500 = 1,500 psig, x = 1,514.7/2,014.7 = 0.7518,
  // q/qmax = 1 − 0.2x − 0.8x² = 0.3975, qmax = 1,006 STB/d — reading pwf as 500 psig gave 446.
  it('a calculator without a drawdown input asks for the flowing pressure', async () => {
    const { skill, markdown } = await engine.answer(
      'Vogel IPR: test 400 bopd at a drawdown of 500 psi, reservoir pressure 2,000 psi, what is qmax',
    );
    expect(skill).toBe('calculator');
    expect(markdown).toContain('I still need');
    expect(markdown).toContain('the flowing bottom-hole pressure');
    expect(markdown).not.toContain('446');
    expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
  });

  it('still takes the two pressures, and asks for what is missing', async () => {
    const both = await engine.answer('PI: 600 bopd, reservoir 2800 psi, flowing 2100 psi');
    expect(resultValue(both.markdown, /^Productivity index J$/)).toBeCloseTo(600 / 700, 3);
    const half = await engine.answer(
      'productivity index, 500 bopd at 1,800 psi flowing bottomhole',
    );
    expect(half.markdown).toContain('I still need');
    expect(half.markdown).toContain('or the drawdown');
  });
});

describe('two values for one input are asked about, not the first one taken', () => {
  // "The difference between 10 and 12 ppg at 8,000 ft" is 0.052 × 2 × 8,000 = 832 psi
  // (Lapeyrouse, ch. 1); the hydrostatic pressure of the 10 ppg alone (4,160 psi) is not it.
  it('asks which mud weight when two are given for a hydrostatic pressure', async () => {
    const { skill, markdown } = await engine.answer(
      'hydrostatic pressure difference between 10 ppg and 12 ppg at 8,000 ft',
    );
    expect(skill).toBe('calculator');
    expect(markdown).toContain('I still need');
    expect(markdown).toContain('the mud weight');
    expect(markdown).not.toContain('4,160');
  });
});

describe('a stated casing ID is used, not the casing’s nominal size', () => {
  // Lapeyrouse, ch. 1: annular capacity = (ID² − OD²)/1029.4 bbl/ft and AV = 24.5 Q/(ID² − OD²)
  // ft/min. 9-5/8 in 47 lb/ft casing has an 8.681 in ID: (8.681² − 5²)/1029.4 = 0.048922 bbl/ft
  // (the nominal 9.625 in gave 0.0657).
  const capacity = (8.681 ** 2 - 5 ** 2) / 1029.4;
  it.each([
    ['what is the annular capacity between 9-5/8 in 47# casing (8.681 ID) and 5 in DP', 1],
    ['annular volume: 6,000 ft of 9-5/8 casing, ID 8.681 in, with 5 in drill pipe', 6000],
  ])('%s', async (question, length) => {
    const { markdown } = await engine.answer(question);
    expect(resultValue(markdown, /^Annular capacity$/)).toBeCloseTo(capacity, 4);
    expect(resultValue(markdown, /^Annular volume$/)).toBeCloseTo(capacity * length, 1);
  });

  it('in an annular velocity too', async () => {
    const { markdown } = await engine.answer(
      'annular velocity: 600 gpm, 9-5/8 in casing (8.681 in ID), 5 in DP',
    );
    expect(resultValue(markdown, /^Annular velocity$/)).toBeCloseTo(
      (24.5 * 600) / (8.681 ** 2 - 5 ** 2),
      1,
    );
  });
});

describe('a bottom-hole pressure adds the pressure held at surface', () => {
  // BHP = 0.052 × MW × TVD + surface pressure (Lapeyrouse, ch. 1): 4,680 + 300 = 4,980 psi;
  // 1.2 SG = 10.014485 ppg, 3,000 m = 9,842.52 ft, 25 bar = 362.594 psi.
  it.each([
    ["what's the BHP with 10 ppg mud at 9,000 ft and 300 psi on the casing", 4980],
    [
      'bottom hole pressure: 1.2 SG mud, 3,000 m TVD, 25 bar wellhead pressure',
      // In metric, ρ·g·h: 1.2 × 0.0980665 bar/m × 3,000 m, plus the 25 bar.
      (1.2 * 0.0980665 * 3000 + 25) * 14.503774,
    ],
  ])('%s', async (question, expected) => {
    const { markdown } = await engine.answer(question);
    expect(resultValue(markdown, /^Bottom-hole pressure \(hydrostatic \+ surface\)$/)).toBeCloseTo(
      expected,
      0,
    );
  });
});

describe('a measured depth is never taken for the TVD', () => {
  // P = 0.052 × MW × TVD (Lapeyrouse, ch. 1): 0.052 × 12.5 × 8,500 = 5,525 psi; with the MD of
  // 10,000 ft it read 6,500.
  it.each([
    'hydrostatic pressure of 12.5 ppg mud at 10,000 ft MD, 8,500 ft TVD',
    'hydrostatic of 12.5 ppg mud, MD 10,000 ft, TVD 8,500 ft',
  ])('%s', async (question) => {
    const { markdown } = await engine.answer(question);
    expect(resultValue(markdown, /^Hydrostatic pressure$/)).toBeCloseTo(5525, 6);
  });

  it('asks for the TVD when only the measured depth is given', async () => {
    const { markdown } = await engine.answer(
      'hydrostatic pressure of 12.5 ppg mud at 10,000 ft MD',
    );
    expect(markdown).toContain('I still need');
    expect(markdown).toContain('the true vertical depth');
  });
});

describe('a separator holds the oil and the water together', () => {
  // t = V/q (Arnold & Stewart, Surface Production Operations, vol. 1, ch. 4): 80 bbl at
  // 2,500 + 1,200 = 3,700 bbl/d is 80/3,700 × 1,440 = 31.14 min (the oil alone gave 46.08).
  it('sums the oil and water rates for the liquid volume', async () => {
    const { markdown } = await engine.answer(
      'separator retention time: 2,500 bopd, 1,200 bwpd, 80 bbl vessel liquid volume',
    );
    expect(resultValue(markdown, /^Liquid retention time$/)).toBeCloseTo((80 / 3700) * 1440, 2);
    expect(markdown).toContain('2,500 bopd of oil + 1,200 bwpd of water = 3,700 bbl/d');
  });

  it('takes one oil rate as the liquid rate', async () => {
    const { markdown } = await engine.answer('oil retention time: 2,000 bopd in 30 bbl');
    expect(resultValue(markdown, /^Liquid retention time$/)).toBeCloseTo((30 / 2000) * 1440, 2);
  });
});

describe('a total liquid rate is never taken for the oil rate', () => {
  // Water cut = qw/(qo + qw): 85 % of 2,000 bfpd is 1,700 bwpd and 300 bopd (it answered 0 %
  // water cut with 2,000 bopd); at 90 % with 500 Mcf/d, GOR = 500,000/200 = 2,500 scf/STB.
  it('splits a total by the water cut', async () => {
    const first = await engine.answer('water cut 85%, total fluid 2,000 bfpd, how much oil');
    expect(resultValue(first.markdown, /^Water cut qw\/\(qo \+ qw\)$/)).toBeCloseTo(85, 6);
    expect(first.markdown).toContain('300 bopd and 1,700 bwpd');
    const second = await engine.answer(
      'the well makes 2,000 bfpd at 90% water cut and 500 Mcf/d, what is the GOR',
    );
    expect(resultValue(second.markdown, /^Gas-oil ratio qg\/qo$/)).toBeCloseTo(2500, 6);
  });

  it('takes the water rate from the oil rate and the water cut', async () => {
    const { markdown } = await engine.answer('300 bopd at 85% water cut, what is the water rate');
    expect(resultValue(markdown, /^Total liquid rate \(oil \+ water \+ condensate\)$/)).toBeCloseTo(
      2000,
      6,
    );
  });

  it('asks for the water cut when only the total is given', async () => {
    const { markdown } = await engine.answer('water cut for 2,000 bfpd total');
    expect(markdown).toContain('I still need');
    expect(markdown).toContain('the water cut');
  });
});

describe('a named method is used, or its absence said — never another in its place', () => {
  it.each([
    // Glasø is offered now (calc-pvt-gas-econ.test.ts); Petrosky–Farshad is not.
    [
      'Bubble point by Petrosky for Rs 600 scf/STB, 0.75 gas gravity, 35 API at 200 F',
      'Petrosky–Farshad',
    ],
    // Fetkovich's IPR is now a calculator (calc-inflow-lift.test.ts); his decline type curves are not.
    [
      'Fetkovich type curve decline analysis for qi 850 bopd, Di 65 %/yr, economic limit 10 bopd',
      'Fetkovich',
    ],
  ])('%s', async (question, method) => {
    const { markdown } = await engine.answer(question);
    expect(markdown).toContain(`You asked for the **${method}** method`);
    expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* (psia|STB\/d)/);
    expect(markdown).not.toContain('standing');
  });

  it.each([
    'separator gas capacity for a 36 in vessel at 1,000 psia and 100 F, 0.65 gas, 51 lb/ft3 liquid, K = 0.18',
    'separator gas capacity for a 36 in vessel at 1,000 psia and 100 F, 0.65 gas, 51 lb/ft3 liquid, K = 0.18 ft/s',
  ])(
    'a stated K is used, or the answer says it cannot be — never the York estimate: %s',
    async (question) => {
      const { markdown } = await engine.answer(question);
      const computed = /\| \*\*[\d,.]+\*\* MMscf\/d/.test(markdown);
      if (computed) expect(markdown).toMatch(/K[^|\n]*\| 0\.18 \|/);
      else expect(markdown).toContain('You gave a **K factor**');
    },
  );
});

describe('a comparison is discussed, not calculated', () => {
  it('does not turn "compare rod pump, ESP and gas lift" into production ratios', async () => {
    const { skill, markdown } = await engine.answer(
      'Compare rod pump, ESP and gas lift for a 2,000 bfpd well at 90 % water cut',
    );
    expect(skill).not.toBe('calculator');
    expect(markdown).not.toContain('Water cut qw/(qo + qw)');
  });
});

describe('answers come in the user’s units, beside the field ones', () => {
  /** A line of the "In your units" section: `- Hydrostatic pressure: **466.8** bar`. */
  function inYourUnits(markdown: string, label: string): { value: number; unit: string } {
    const match = new RegExp(`^- ${label}: \\*\\*([\\d,.]+)\\*\\* (\\S+)$`, 'm').exec(markdown);
    if (!match) throw new Error(`no "${label}" in your units in:\n${markdown}`);
    return { value: Number((match[1] ?? '').replace(/,/g, '')), unit: match[2] ?? '' };
  }

  it('reads "$6 MM" as six million dollars, not as millimetres that would turn the answer metric', async () => {
    const { markdown } = await engine.answer(
      'break-even price: capex $6 MM, reserves 400,000 bbl, LOE $12/bbl, NRI 75 %',
    );
    expect(markdown).not.toContain('In your units');
    // A diameter in millimetres beside it is still one.
    expect(
      readQuantities('capex of $6.8 mm and 3 mm pipe').map((mention) => [
        mention.value,
        mention.unit?.id,
      ]),
    ).toEqual([
      [6.8e6, 'USD'],
      [3, 'mm'],
    ]);
  });

  it('"in bar" is honoured', async () => {
    const { markdown } = await engine.answer(
      'hydrostatic pressure at 10,500 ft TVD with 12.4 ppg mud, in bar',
    );
    // 0.052 × 12.4 × 10,500 = 6,770.4 psi (Lapeyrouse ch. 1 form) × 0.0689476 bar/psi = 466.80 bar.
    expect(resultValue(markdown, /^Hydrostatic pressure$/)).toBeCloseTo(6770.4, 1);
    const bar = inYourUnits(markdown, 'Hydrostatic pressure');
    expect(bar.unit).toBe('bar');
    expect(bar.value).toBeCloseTo(6770.4 * 0.0689475729, 1);
  });

  // 1 psi/ft = 6.894757 kPa / 0.3048 m = 22.6206 kPa/m (NIST SP 811, B.8); 0.052 × 12 = 0.624 psi/ft.
  it.each([
    ['pressure gradient of 12 ppg mud in kPa/m', 'kPa/m', 0.624 * 22.620594],
    ['pressure gradient of 12 ppg mud in bar/m', 'bar/m', 0.624 * 0.22620594],
  ])('a gradient asked in metric is given in it: %s', async (question, unit, expected) => {
    const { markdown } = await engine.answer(question);
    const metric = inYourUnits(markdown, 'Pressure gradient');
    expect(metric.unit).toBe(unit);
    expect(metric.value).toBeCloseTo(expected, 2);
  });

  it('reads the pressure a fluid column exerts, and an SG seawater or brine as its density', async () => {
    const brine = await engine.answer('how much pressure does a 9.2 ppg brine exert at 8,500 ft');
    expect(resultValue(brine.markdown, /^Hydrostatic pressure$/)).toBeCloseTo(
      0.052 * 9.2 * 8500,
      1,
    );
    // 1.03 SG = 1.03 × 8.345404 ppg; 0.052 psi/ft per ppg.
    const sea = await engine.answer('what is the gradient of 1.03 SG seawater in kPa/m');
    expect(resultValue(sea.markdown, /^Pressure gradient$/)).toBeCloseTo(
      0.052 * 1.03 * 8.345404,
      3,
    );
  });

  it('metric in, metric out: a depth in metres gives the pressure in kPa too', async () => {
    const { markdown } = await engine.answer('hydrostatic pressure at 3,200 m TVD with 12 ppg mud');
    // 3,200 m = 10,498.69 ft; 0.052 × 12 × 10,498.69 = 6,551.18 psi = 45,169 kPa.
    const kpa = inYourUnits(markdown, 'Hydrostatic pressure');
    expect(kpa.unit).toBe('kPa');
    expect(kpa.value).toBeCloseTo(0.052 * 12 * (3200 / 0.3048) * 6.894757293, -1);
  });

  it('a metric kill sheet is answered in kg/m³ and bar', async () => {
    const { markdown } = await engine.answer(
      'kill mud weight: SIDPP 35 bar, TVD 3,000 m, mud in the hole 1,220 kg/m3',
    );
    // 35 bar = 507.63 psi; 3,000 m = 9,842.52 ft; 1,220 kg/m³ = 10.181 ppg.
    // KMW = 10.181 + 507.63/(0.052 × 9,842.52) = 11.173 ppg = 1,338.8 kg/m³.
    const kmw = inYourUnits(markdown, 'Kill mud weight');
    expect(kmw.unit).toBe('kg/m³');
    expect(kmw.value).toBeCloseTo(
      1220 + (35e5 / 6894.757293 / (0.052 * (3000 / 0.3048))) * 119.826427,
      0,
    );
  });
});

describe('readings the question bank found wrong', () => {
  it('reads the last cash flow after "and"', async () => {
    // Σ CFk/(1 + r)^k = 0 for −1,000, 300, 400, 500, 600, solved by bisection: r = 24.888 %.
    const { markdown } = await engine.answer(
      'what is the internal rate of return for cash flows of -1000, 300, 400, 500 and 600?',
    );
    expect(resultValue(markdown, /^IRR per period$/)).toBeCloseTo(24.888, 2);
  });

  it('asks for the oil price rather than taxing a volume at no price', async () => {
    const { markdown } = await engine.answer('Texas severance tax on 1000 bbl of oil');
    expect(markdown).toContain('I still need');
    expect(markdown).toContain('the oil price per barrel');
    // With the price per barrel: 4.6 % × 1,000 × $70 = $3,220 (Texas Tax Code §202.052); a
    // dollar amount right after "bbl at" is that barrel's price.
    for (const question of [
      'Texas severance tax on 1000 bbl at $70/bbl',
      'Texas severance tax on 1000 bbl at $70',
    ]) {
      const { markdown: priced } = await engine.answer(question);
      expect(resultValue(priced, /^Crude oil production tax$/), question).toBeCloseTo(3220, 6);
    }
  });
});

describe('a calculator does not answer for a case it does not cover', () => {
  it('says the gas-capacity rating is a vertical vessel’s when asked for a horizontal one', async () => {
    const { skill, markdown } = await engine.answer(
      'gas capacity of a 36 in ID horizontal separator at 1000 psia, 100 F, 0.7 gas, liquid density 50 lb/ft3',
    );
    expect(skill).toBe('calculator');
    expect(markdown).toContain('rates a **vertical** vessel');
    expect(markdown).not.toContain('Unrecognized key');
    expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
    // The same vessel asked as vertical is rated.
    const vertical = await engine.answer(
      'gas capacity of a 36 in ID vertical separator at 1000 psia, 100 F, 0.7 gas, liquid density 50 lb/ft3',
    );
    expect(vertical.markdown).toContain('Vertical separator gas capacity');
  });
});

describe('a sulfate scale question is not answered with a calcium carbonate index', () => {
  // The Langelier and Stiff–Davis indices are calcium carbonate indices; no calculator computes a
  // sulfate saturation index (decision 011). Before this check, these questions were read as a
  // Langelier or Stiff–Davis calculation (the calcium of a gypsum question even as hardness).
  it.each([
    [
      'barite saturation index of produced water: Ba 250 mg/L, SO4 2800 mg/L, 150 °F, 3000 psia, TDS 80,000 mg/L',
      'barium sulfate (barite)',
    ],
    [
      'BaSO₄ saturation index, produced water Ba 250 mg/L SO4 2800 mg/L, pH 7, Ca 4000 mg/L, HCO3 300 mg/L, 150 F, TDS 80000 mg/L',
      'barium sulfate (barite)',
    ],
    ['gypsum scaling tendency of this water: Ca 2,000 mg/L, SO4 1,500 mg/L, 120 °F', 'gypsum'],
    ['anhydrite saturation index at 250 °F, Ca 4000 mg/L, sulfate 1200 mg/L', 'anhydrite'],
    [
      'calcium sulphate saturation index, Ca 600 mg/L, SO4 2000 mg/L, pH 7, TDS 3000 mg/L, 100 F, alkalinity 100 mg/L, calcium hardness 1500 mg/L',
      'calcium sulfate',
    ],
    [
      'scaling tendency of this brine: pH 6.8, Ca 4000 mg/L, HCO3 300 mg/L, SO4 500 mg/L, Ba 50 mg/L, 150 F, TDS 100000 mg/L — any barite?',
      'barium sulfate (barite)',
    ],
  ])('%s', async (question, scale) => {
    const { skill, markdown } = await engine.answer(question);
    expect(skill).toBe('calculator');
    expect(markdown).toContain(`You asked about **${scale}** scale`);
    expect(markdown).toContain('No sulfate saturation index');
    expect(markdown).not.toContain('I still need');
    expect(markdown).not.toMatch(/\| \*\*-?[\d,.]+\*\* /);
  });

  it('answers the carbonate index asked for by name, the same as without the sulfate question, and says the sulfate part is not', async () => {
    const label = /^Stiff–Davis stability index SI$/;
    const { markdown } = await engine.answer(
      'Stiff-Davis index of this brine, and will gypsum form? pH 6.8, Ca 4000 mg/L, HCO3 300 mg/L, 150 F, TDS 100000 mg/L',
    );
    const plain = await engine.answer(
      'Stiff-Davis index of this brine: pH 6.8, Ca 4000 mg/L, HCO3 300 mg/L, 150 F, TDS 100000 mg/L',
    );
    expect(resultValue(markdown, label)).toBeCloseTo(resultValue(plain.markdown, label), 9);
    expect(markdown).toContain('for calcium carbonate only; it does not say whether gypsum forms');
    expect(plain.markdown).not.toContain('sulfate saturation index');
  });

  it('leaves a carbonate question that lists sulfate among the ions alone', async () => {
    const { markdown } = await engine.answer(
      'scaling tendency of this brine: pH 6.8, Ca 4000 mg/L, HCO3 300 mg/L, SO4 500 mg/L, 150 F, TDS 100000 mg/L',
    );
    expect(resultValue(markdown, /^Stiff–Davis stability index SI$/)).toBeGreaterThan(-5);
    expect(markdown).not.toContain('sulfate saturation index');
  });
});
