import { describe, expect, it } from 'vitest';
import { engine, resultValue } from './offline-engine';

/*
 * The inflow and artificial-lift calculators asked in plain English: each question with the number
 * it must give, worked out here from the textbook formula (never from the calculator under test),
 * and a precise question back when an input is missing or ambiguous — never a wrong number.
 */

const PSI_PER_BAR = 14.503773773;
const FT_PER_M = 1 / 0.3048;
const ATM = 14.696;

/** Darcy radial inflow, field units (Ahmed ch. 6; Economides et al. ch. 2). */
function darcy(
  k: number,
  h: number,
  dp: number,
  mu: number,
  bo: number,
  re: number,
  rw: number,
  pss: boolean,
  skin = 0,
): number {
  return (0.00708 * k * h * dp) / (mu * bo * (Math.log(re / rw) - (pss ? 0.75 : 0) + skin));
}

/** Fetkovich through two tests: [C, n] (Fetkovich 1973). */
function fetkovich2(pr: number, q1: number, p1: number, q2: number, p2: number): [number, number] {
  const n = Math.log(q1 / q2) / Math.log((pr ** 2 - p1 ** 2) / (pr ** 2 - p2 ** 2));
  return [q1 / (pr ** 2 - p1 ** 2) ** n, n];
}

/** Composite IPR rate (Ahmed ch. 7 after Beggs). */
function composite(j: number, pr: number, pb: number, pwf: number): number {
  if (pwf >= pb) return j * (pr - pwf);
  const x = pwf / pb;
  return j * (pr - pb) + ((j * pb) / 1.8) * (1 - 0.2 * x - 0.8 * x * x);
}

/** Centrilift nine-step TDH (Hd + Hazen–Williams friction + wellhead head), ft. */
function tdh(
  q: number,
  lift: number,
  tubing: number,
  whp: number,
  id: number,
  sg: number,
  c = 120,
) {
  const f = (2.083 * (100 / c) ** 1.85 * (q / 34.3) ** 1.85) / id ** 4.8655;
  return lift + (f * tubing) / 1000 + (whp * 2.31) / sg;
}

/** Turner (a = 1.912) or Coleman (a = 1.593) critical rate, Mscf/d, at 14.7 psia and 60 °F. */
function critical(
  a: number,
  p: number,
  tF: number,
  id: number,
  sg: number,
  z: number,
  water = true,
) {
  const t = tF + 459.67;
  const rhoG = (p * 28.9625 * sg) / (z * 10.7316 * t);
  const [rhoL, sigma] = water ? [67, 60] : [45, 20];
  const v = (a * sigma ** 0.25 * (rhoL - rhoG) ** 0.25) / Math.sqrt(rhoG);
  const area = (Math.PI / 4) * (id / 12) ** 2;
  return (v * area * 86400 * p * 519.67) / (14.7 * z * t) / 1000;
}

async function ask(question: string): Promise<string> {
  const { skill, markdown } = await engine.answer(question);
  expect(skill).toBe('calculator');
  return markdown;
}

async function expectQuestionBack(question: string, wanted: string[]): Promise<void> {
  const markdown = await ask(question);
  expect(markdown).toContain('I still need');
  for (const item of wanted) expect(markdown).toContain(item);
  expect(markdown).not.toContain('**Formula:**');
  expect(markdown).not.toMatch(/\| \*\*[\d,.]+\*\* /);
}

describe('darcy_radial_inflow', () => {
  it.each([
    // Ahmed, Reservoir Engineering Handbook, ch. 6: about 600 STB/d.
    [
      'Darcy radial inflow, steady state: k 120 md, h 25 ft, pe 2,506 psia, pwf 1,800 psia, viscosity 2.5 cp, Bo 1.25 rb/stb, re 745 ft, rw 0.25 ft',
      darcy(120, 25, 706, 2.5, 1.25, 745, 0.25, false),
    ],
    [
      'pseudo-steady state oil rate for k = 8.2 md, h = 53 ft, average reservoir pressure 5,651 psia, pwf 3,000 psia, μ 1.7 cp, Bo 1.1, re 1,490 ft, rw 0.328 ft',
      darcy(8.2, 53, 2651, 1.7, 1.1, 1490, 0.328, true),
    ],
    [
      'What rate from Darcy at semi-steady state with a skin of 5? permeability 120 md, net pay 25 ft, reservoir pressure 2506 psia, flowing bhp 1800 psia, mu 2.5 cp, Bo 1.25, re 745 ft, rw 0.25 ft',
      darcy(120, 25, 706, 2.5, 1.25, 745, 0.25, true, 5),
    ],
    // Metric: 7.62 m, 172.8 and 124.1 bara, 227 m, 0.0762 m.
    [
      'steady-state radial inflow with k 120 mD, net pay 7.62 m, pe 172.8 bara, pwf 124.1 bara, viscosity 2.5 cP, formation volume factor 1.25, re 227 m, rw 0.0762 m',
      darcy(
        120,
        7.62 * FT_PER_M,
        (172.8 - 124.1) * PSI_PER_BAR,
        2.5,
        1.25,
        227 * FT_PER_M,
        0.0762 * FT_PER_M,
        false,
      ),
    ],
  ])('%s', async (question, expected) => {
    const markdown = await ask(question);
    expect(resultValue(markdown, /^Oil rate/)).toBeCloseTo(expected, 2);
  });

  it('answers a metric question in m³/d too', async () => {
    const markdown = await ask(
      'steady-state radial inflow with k 120 mD, net pay 7.62 m, pe 172.8 bara, pwf 124.1 bara, viscosity 2.5 cP, formation volume factor 1.25, re 227 m, rw 0.0762 m',
    );
    expect(markdown).toMatch(/- Oil rate \(steady state\): \*\*95\.\d+\*\* m³\/d/);
  });

  it('asks whether the flow is steady or pseudo-steady state rather than guess', async () => {
    await expectQuestionBack(
      'darcy inflow rate: k 120 md, h 25 ft, pe 2506 psia, pwf 1800 psia, mu 2.5 cp, Bo 1.25, re 745 ft, rw 0.25 ft',
      ['steady state', 'pseudo-steady state'],
    );
  });

  it('asks for a missing permeability', async () => {
    await expectQuestionBack(
      'steady state darcy inflow: h 25 ft, pe 2506 psia, pwf 1800 psia, mu 2.5 cp, Bo 1.25, re 745 ft, rw 0.25 ft',
      ['the permeability'],
    );
  });
});

describe('fetkovich_ipr', () => {
  it('two tests in plain psi: read as gauge, made absolute, and said so', async () => {
    // The question once refused as "Fetkovich not offered": now answered. 2,000 psi → 2,014.696
    // psia, 1,500 → 1,514.696, 2,500 → 2,514.696.
    const markdown = await ask(
      'Fetkovich IPR: tests 500 bopd at 2,000 psi and 800 bopd at 1,500 psi, reservoir pressure 2,500 psi',
    );
    const [c, n] = fetkovich2(2500 + ATM, 500, 2000 + ATM, 800, 1500 + ATM);
    expect(resultValue(markdown, /^Fetkovich exponent n$/)).toBeCloseTo(n, 5);
    expect(resultValue(markdown, /^Absolute open flow/)).toBeCloseTo(
      c * (2500 + ATM) ** (2 * n),
      1,
    );
    expect(markdown).toContain('read as gauge');
  });

  it.each([
    [
      'fetkovich ipr, reservoir pressure 2500 psia, tests 500 bopd at 2000 psia and 800 bopd at 1500 psia, what rate at pwf 1000 psia?',
      /^Rate at pwf/,
      (() => {
        const [c, n] = fetkovich2(2500, 500, 2000, 800, 1500);
        return c * (2500 ** 2 - 1000 ** 2) ** n;
      })(),
      1e-5,
    ],
    // pythonforoilandgas.com Exercise 12.4: AOF ≈ 2,838.02 STB/d from the four-point log-log fit.
    [
      'Fetkovich: 4 point test at pbar 3800 psia: 800 bopd at 3200 psia, 1400 bopd at 2600 psia, 2000 bopd at 1900 psia, 2800 bopd at 1000 psia. AOF?',
      /^Absolute open flow/,
      2838.02,
      1e-5,
    ],
    // Metric: 172.4 and 137.9 bara, 79.5 and 127.2 m³/d (6.28981 bbl/m³), p̄ 206.8 bara.
    [
      "AOF by Fetkovich's method: reservoir pressure 206.8 bara; 79.5 m3/d at 172.4 bara and 127.2 m3/d at 137.9 bara",
      /^Absolute open flow/,
      (() => {
        const bbl = 6.28981077;
        const p = (bar: number) => bar * PSI_PER_BAR;
        const [c, n] = fetkovich2(p(206.8), 79.5 * bbl, p(172.4), 127.2 * bbl, p(137.9));
        return c * p(206.8) ** (2 * n);
      })(),
      1e-5,
    ],
  ])('%s', async (question, label, expected, tolerance) => {
    const markdown = await ask(question);
    const value = resultValue(markdown, label);
    expect(Math.abs(value - expected)).toBeLessThanOrEqual(expected * tolerance);
  });

  it('asks for a second test', async () => {
    await expectQuestionBack(
      'Fetkovich IPR with reservoir pressure 2,500 psia and one test of 500 bopd at 2,000 psia',
      ['at least two stabilized tests'],
    );
  });

  it('leaves Fetkovich decline questions to the decline calculator, which says it lacks the method', async () => {
    const { markdown } = await engine.answer(
      'Fetkovich type curve decline analysis for qi 850 bopd, Di 65 %/yr, economic limit 10 bopd',
    );
    expect(markdown).not.toContain('Fetkovich oil-well IPR');
    expect(markdown).toContain('You asked for the **Fetkovich** method');
  });
});

describe('composite_ipr', () => {
  it.each([
    // Ahmed ch. 7 (after Beggs): J 0.5, qb 435, qmax 1,026.67 STB/d.
    [
      'composite IPR: reservoir pressure 3,000 psia, bubble point 2,130 psia, test 250 bopd at 2,500 psia, rate at pwf 1,000 psia',
      /^Rate at pwf/,
      composite(0.5, 3000, 2130, 1000),
    ],
    [
      'generalized Vogel for p̄ 3000 psia, pb 2130 psia, test 250 bopd at 2500 psia: what is qmax?',
      /^Maximum rate qmax/,
      435 + (0.5 * 2130) / 1.8,
    ],
    [
      'PI above the bubble point and Vogel below: reservoir pressure 5000 psia, bubble point pressure 3600 psia, J 10 stb/d/psi',
      /^Maximum rate qmax/,
      34000,
    ],
    // Metric: 344.7 and 248.2 bara; J 0.5 STB/d/psi.
    [
      'composite ipr with reservoir pressure 344.7 bara, pb 248.2 bara, J 0.5 stb/d/psi',
      /^Maximum rate qmax/,
      0.5 * (344.7 - 248.2) * PSI_PER_BAR + (0.5 * 248.2 * PSI_PER_BAR) / 1.8,
    ],
  ])('%s', async (question, label, expected) => {
    const markdown = await ask(question);
    expect(resultValue(markdown, label)).toBeCloseTo(expected, 2);
  });

  it('asks for a test or J', async () => {
    await expectQuestionBack('composite IPR, reservoir pressure 3000 psia, pb 2130 psia', [
      'a test (rate and flowing pressure',
      'the productivity index J',
    ]);
  });
});

describe('rod_pump_displacement', () => {
  it.each([
    // PD = 0.1166·D²·S·N (API RP 11L; Lapeyrouse ch. 6).
    [
      'rod pump displacement: 1.75 in plunger, 100 in stroke, 10 spm, 80% volumetric efficiency',
      /^Expected rate/,
      0.1166 * 1.75 ** 2 * 100 * 10 * 0.8,
    ],
    [
      'pump displacement for a 1-1/2 in pump with 64 in net stroke at 12 SPM',
      /^Pump displacement/,
      0.1166 * 1.5 ** 2 * 64 * 12,
    ],
    [
      'What is the displacement of a 2 in rod pump with a stroke of 3.66 m at 8 strokes per minute?',
      /^Pump displacement/,
      0.1166 * 4 * ((3.66 * 12) / 0.3048) * 8,
    ],
    [
      'sucker rod pump capacity, plunger 1.25 in, stroke length 144 in, pumping speed 8.5 spm',
      /^Pump displacement/,
      0.1166 * 1.25 ** 2 * 144 * 8.5,
    ],
  ])('%s', async (question, label, expected) => {
    const markdown = await ask(question);
    expect(resultValue(markdown, label)).toBeCloseTo(expected, 3);
  });

  it('asks for the stroke', async () => {
    await expectQuestionBack('rod pump displacement with a 1.75 in plunger at 10 spm', [
      'the stroke length',
    ]);
  });
});

describe('esp_total_dynamic_head', () => {
  it.each([
    [
      'ESP design: 2,000 bfpd, pump at 6,000 ft, PIP 500 psi, WHP 100 psi, 2.441 in ID tubing, SG 1.02, 40 ft/stage, 0.5 hp/stage',
      /^Total dynamic head/,
      tdh(2000, 6000 - (500 * 2.31) / 1.02, 6000, 100, 2.441, 1.02),
    ],
    [
      'ESP design: 2,000 bfpd, pump at 6,000 ft, PIP 500 psi, WHP 100 psi, 2.441 in ID tubing, SG 1.02, 40 ft/stage, 0.5 hp/stage',
      /^Stages/,
      Math.ceil(tdh(2000, 6000 - (500 * 2.31) / 1.02, 6000, 100, 2.441, 1.02) / 40),
    ],
    [
      'total dynamic head for 2000 bpd with the pump set at 6000 ft, fluid level 4500 ft, wellhead pressure 100 psi, tubing ID 2.441 in, SG 1.02, C 140',
      /^Total dynamic head/,
      tdh(2000, 4500, 6000, 100, 2.441, 1.02, 140),
    ],
    // Metric: 318 m³/d, 1,829 m, 34.5 and 6.9 bar (gauge), 62 mm ID.
    [
      'TDH and number of stages: 318 m3/d, pump depth 1829 m, pump intake pressure 34.5 bar, tubing head pressure 6.9 bar, 62 mm ID tubing, specific gravity 1.02, 12.2 m/stage',
      /^Total dynamic head/,
      tdh(
        318 * 6.28981077,
        1829 * FT_PER_M - (34.5 * PSI_PER_BAR * 2.31) / 1.02,
        1829 * FT_PER_M,
        6.9 * PSI_PER_BAR,
        62 / 25.4,
        1.02,
      ),
    ],
  ])('%s', async (question, label, expected) => {
    const markdown = await ask(question);
    expect(resultValue(markdown, label)).toBeCloseTo(expected, 2);
  });

  it('asks for the tubing ID rather than take the nominal 2-7/8 in for it', async () => {
    await expectQuestionBack(
      'how many stages for an ESP: 2000 bfpd, pump at 6000 ft, PIP 500 psi, WHP 100 psi, 2-7/8 in tubing, SG 1.02, 40 ft/stage',
      ['the tubing inside diameter'],
    );
  });

  it('asks for the fluid level or the intake pressure', async () => {
    await expectQuestionBack(
      'total dynamic head: 2000 bpd, pump at 6000 ft, WHP 100 psi, 2.441 in ID, SG 1.02',
      ['producing fluid level', 'pump intake pressure'],
    );
  });

  it('does not take an ESP troubleshooting question for a calculation', async () => {
    const { skill } = await engine.answer('Why is my ESP tripping on underload?');
    expect(skill).not.toBe('calculator');
  });
});

describe('critical_rate_liquid_loading', () => {
  it.each([
    [
      'Turner critical rate for water: FTP 100 psia, 120 F, 2.441 in ID tubing, 0.6 gas gravity, z 0.9',
      /^Turner critical gas rate$/,
      critical(1.912, 100, 120, 2.441, 0.6, 0.9),
    ],
    [
      'liquid loading check: wellhead pressure 100 psia, 120 °F, tubing ID 2.441 in, gas SG 0.6, z = 0.9, making 300 mcf/d',
      /^Coleman critical gas rate$/,
      critical(1.593, 100, 120, 2.441, 0.6, 0.9),
    ],
    [
      'minimum gas rate to unload condensate at 1,000 psia and 120 °F through 2.441 in ID tubing, 0.6 gas gravity, z 0.9',
      /^Turner critical gas rate$/,
      critical(1.912, 1000, 120, 2.441, 0.6, 0.9, false),
    ],
    // Metric: 6.9 bara, 49 °C, 62 mm ID.
    [
      'Coleman critical velocity at 6.9 bara and 49 °C, 62 mm ID tubing, gas gravity 0.6, z 0.9',
      /^Coleman critical gas rate$/,
      critical(1.593, 6.9 * PSI_PER_BAR, (49 * 9) / 5 + 32, 62 / 25.4, 0.6, 0.9),
    ],
  ])('%s', async (question, label, expected) => {
    const markdown = await ask(question);
    expect(resultValue(markdown, label)).toBeCloseTo(expected, 1);
  });

  it('says the well is loading when it is below both rates', async () => {
    const markdown = await ask(
      'liquid loading check: wellhead pressure 100 psia, 120 °F, tubing ID 2.441 in, gas SG 0.6, z = 0.9, making 300 mcf/d',
    );
    expect(markdown).toContain('probably loading up');
  });

  it.each([
    [
      'critical rate for liquid loading at 100 psia, 120 F, 2-7/8 in tubing, 0.6 gas, z 0.9',
      ['the tubing inside diameter'],
    ],
    [
      'Turner critical rate: FTP 100 psia, 120 F, 2.441 in ID, 0.6 gas gravity',
      ['the gas Z-factor'],
    ],
  ])('%s → asks for %j', async (question, wanted) => {
    await expectQuestionBack(question, wanted);
  });

  it('leaves a coning critical rate alone', async () => {
    const { markdown } = await engine.answer(
      'critical rate for water coning: k 50 md, h 30 ft, 0.6 gas gravity',
    );
    expect(markdown).not.toContain('Critical rate for liquid loading');
    expect(markdown).not.toContain('Turner critical gas rate');
  });
});

describe('troubleshooting with numbers in it is not a calculation request', () => {
  it.each([
    'How do I know if my gas well is loading up? It makes 150 mcf/d at 80 psi on the tubing',
    'My rod pump rate dropped from 200 to 150 bopd last week, what should I check?',
    'Why is my ESP tripping on underload at 1,200 bfpd?',
  ])('%s', async (question) => {
    const { skill } = await engine.answer(question);
    expect(skill).not.toBe('calculator');
  });
});

describe('the neighbours keep their questions', () => {
  it.each([
    [
      'productivity index for a well making 500 bopd with reservoir pressure 2,500 psia and flowing bhp 1,500 psia',
      /^#### Productivity index$/m,
    ],
    [
      'Vogel IPR: reservoir pressure 2,500 psia, test 500 bopd at 1,500 psia, rate at pwf 1,000 psia',
      /^#### Vogel inflow performance$/m,
    ],
    [
      'pressure drop for 5,000 bbl/d of water, SG 1.0, 1 cp, in a 4 in line 1,000 ft long (Darcy)',
      /^#### Liquid line pressure drop$/m,
    ],
  ])('%s', async (question, title) => {
    const markdown = await ask(question);
    expect(markdown).toMatch(title);
  });
});
