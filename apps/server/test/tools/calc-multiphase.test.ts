import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';
import type { ChatTurn } from '../../src/modules/assistant/model/provider';
import { asked, calculated, engine, fullValue, resultValue } from './offline-engine';

/*
 * The offline engine on multiphase pressure gradient (Beggs & Brill) and gas-well backpressure
 * questions. The multiphase check is the Beggs & Brill worked example of Brill & Mukherjee,
 * Multiphase Flow in Wells (SPE Monograph 17, 1999, ch. 4, on the data of their Example 3.2):
 * 0.215 psi/ft; the other expected numbers are worked here from the published equations, never
 * read off the calculator. Metric inputs are the same data converted here with exact factors.
 */

const M_PER_FT = 0.3048;
const KG_M3_PER_LB_FT3 = 16.01846337;
const KPA_M_PER_PSI_FT = 6.894757293168 / 0.3048;

/** The Beggs & Brill gradient, psi/ft, for segregated or intermittent flow (smooth pipe, no Ek). */
function handGradient(c: {
  d: number;
  theta: number;
  vsl: number;
  vsg: number;
  rhoL: number;
  rhoG: number;
  muL: number;
  muG: number;
  pattern: 'segregated' | 'intermittent';
}): number {
  const d = c.d / 12;
  const vm = c.vsl + c.vsg;
  const lambda = c.vsl / vm;
  const nfr = (vm * vm) / (32.174 * d);
  const [a, b, e] = c.pattern === 'segregated' ? [0.98, 0.4846, 0.0868] : [0.845, 0.5351, 0.0173];
  const hl = Math.max(lambda, (a * lambda ** b) / nfr ** e);
  const rhoN = c.rhoL * lambda + c.rhoG * (1 - lambda);
  const re = (1488 * rhoN * vm * d) / (c.muL * lambda + c.muG * (1 - lambda));
  const fn = 1 / (2 * Math.log10(re / (4.5223 * Math.log10(re) - 3.8215))) ** 2;
  const ly = Math.log(lambda / hl ** 2);
  const s = ly / (-0.0523 + 3.182 * ly - 0.8725 * ly ** 2 + 0.01853 * ly ** 4);
  const rhoS = c.rhoL * hl + c.rhoG * (1 - hl);
  return (
    (rhoS * Math.sin((c.theta * Math.PI) / 180)) / 144 +
    (fn * Math.exp(s) * rhoN * vm * vm) / (2 * 32.174 * d) / 144
  );
}

describe('multiphase pressure gradient (Beggs & Brill)', () => {
  it.each([
    'Beggs-Brill pressure gradient in a 6 in ID vertical well: vsL 3.97 ft/s, vsg 3.86 ft/s, liquid density 47.61 lb/ft3, gas density 5.88 lb/ft3, liquid viscosity 0.97 cp, gas viscosity 0.016 cp, surface tension 8.41 dyne/cm, roughness 0.00006 ft',
    'two-phase flow pressure gradient, vertical 6 inch tubing, superficial liquid velocity 3.97 ft/s and superficial gas velocity 3.86 ft/s, ρL 47.61 lb/ft3, ρg 5.88 lb/ft3, μL 0.97 cP, μg 0.016 cP, σ 8.41 dyne/cm, roughness 0.00072 in',
    'What is the flowing gradient by Beggs and Brill for a vertical well, 6 in ID, with 3.97 ft/s liquid and 3.86 ft/s gas superficial velocities; liquid 47.61 lb/ft3 and gas 5.88 lb/ft3; viscosities 0.97 cp liquid and 0.016 cp gas; IFT 8.41 dynes/cm; roughness 0.00006 ft?',
  ])(
    'reproduces the Brill & Mukherjee worked example (0.215 psi/ft, 1 %): %s',
    async (question) => {
      const markdown = await calculated(question);
      expect(resultValue(markdown, /^Pressure gradient \(total\)$/)).toBeCloseTo(0.215, 2);
      expect(
        Math.abs(resultValue(markdown, /^Pressure gradient \(total\)$/) / 0.215 - 1),
      ).toBeLessThan(0.01);
      expect(resultValue(markdown, /^Liquid holdup/)).toBeCloseTo(0.574, 3);
      expect(markdown).toMatch(/intermittent/);
    },
  );

  it('gives the same gradient from the same data in SI units (round trip), and states it in kPa/m', async () => {
    const field = await calculated(
      'Beggs & Brill gradient, vertical well, 6 in ID, vsl 3.97 ft/s, vsg 3.86 ft/s, liquid density 47.61 lb/ft3, gas density 5.88 lb/ft3, liquid viscosity 0.97 cp, gas viscosity 0.016 cp, surface tension 8.41 dyne/cm, roughness 0.00006 ft',
    );
    const si = await calculated(
      `Beggs & Brill gradient, vertical well, 152.4 mm ID, vsl ${3.97 * M_PER_FT} m/s, vsg ${3.86 * M_PER_FT} m/s, liquid density ${47.61 * KG_M3_PER_LB_FT3} kg/m3, gas density ${5.88 * KG_M3_PER_LB_FT3} kg/m3, liquid viscosity 0.97 mPa·s, gas viscosity 0.016 mPa·s, surface tension 8.41 mN/m, roughness ${0.00006 * 304.8} mm`,
    );
    const fieldGradient = resultValue(field, /^Pressure gradient \(total\)$/);
    expect(resultValue(si, /^Pressure gradient \(total\)$/)).toBeCloseTo(fieldGradient, 6);
    expect(resultValue(si, /^Pressure gradient \(total\), SI$/)).toBeCloseTo(
      fieldGradient * KPA_M_PER_PSI_FT,
      4,
    );
    expect(
      Math.abs(
        resultValue(si, /^Pressure gradient \(total\), SI$/) / (0.215 * KPA_M_PER_PSI_FT) - 1,
      ),
    ).toBeLessThan(0.01);
  });

  it('horizontal segregated flow, worked by hand (smooth pipe)', async () => {
    const markdown = await calculated(
      'Beggs-Brill pressure drop per foot in a horizontal 4 in ID line: vsl 0.1 ft/s, vsg 0.9 ft/s, liquid density 50 lb/ft3, gas density 3 lb/ft3, liquid viscosity 2 cp, gas viscosity 0.013 cp',
    );
    const expected = handGradient({
      d: 4,
      theta: 0,
      vsl: 0.1,
      vsg: 0.9,
      rhoL: 50,
      rhoG: 3,
      muL: 2,
      muG: 0.013,
      pattern: 'segregated',
    });
    expect(resultValue(markdown, /^Pressure gradient \(total\)$/)).toBeCloseTo(expected, 8);
    expect(markdown).toMatch(/segregated/);
  });

  it('applies the Payne correction when it is named', async () => {
    const markdown = await calculated(
      'Beggs-Brill with the Payne correction, 6 in ID vertical well: vsL 3.97 ft/s, vsg 3.86 ft/s, liquid density 47.61 lb/ft3, gas density 5.88 lb/ft3, liquid viscosity 0.97 cp, gas viscosity 0.016 cp, surface tension 8.41 dyne/cm',
    );
    const vm = 7.83;
    const hl0 = (0.845 * (3.97 / vm) ** 0.5351) / ((vm * vm) / (32.174 * 0.5)) ** 0.0173;
    expect(resultValue(markdown, /^Liquid holdup/)).toBeCloseTo(0.924 * hl0, 6);
    expect(markdown).toMatch(/Payne/);
  });

  it('reads an inclination given from vertical as its complement', async () => {
    const markdown = await calculated(
      'Beggs-Brill gradient, 4 in ID, deviation 30°, vsl 1 ft/s, vsg 8 ft/s, liquid density 50 lb/ft3, gas density 3 lb/ft3, liquid viscosity 2 cp, gas viscosity 0.013 cp, surface tension 25 dyne/cm',
    );
    // 60° from horizontal: the elevation term is ρs·sin 60°/144.
    const rhoS = resultValue(markdown, /^Slip \(in-situ\) mixture density/);
    expect(resultValue(markdown, /^Elevation gradient/)).toBeCloseTo(
      (rhoS * Math.sin(Math.PI / 3)) / 144,
      8,
    );
  });

  it('asks for the surface tension of an inclined pipe rather than guess it', async () => {
    await asked(
      'Beggs-Brill gradient for a vertical 6 in ID well, vsl 3.97 ft/s, vsg 3.86 ft/s, liquid density 47.61 lb/ft3, gas density 5.88 lb/ft3, liquid viscosity 0.97 cp, gas viscosity 0.016 cp',
      'surface tension',
    );
  });

  it('asks for the inclination when the question does not say it', async () => {
    await asked(
      'Beggs-Brill gradient, 6 in ID, vsl 3.97 ft/s, vsg 3.86 ft/s, liquid density 47.61 lb/ft3, gas density 5.88 lb/ft3, liquid viscosity 0.97 cp, gas viscosity 0.016 cp, surface tension 8.41 dyne/cm',
      'the inclination from horizontal',
    );
  });

  it('refuses gas denser than the liquid with a plain reason', async () => {
    const { markdown } = await engine.answer(
      'Beggs-Brill gradient in a horizontal 4 in ID line: vsl 1 ft/s, vsg 2 ft/s, liquid density 25 lb/ft3, gas density 28 lb/ft3, liquid viscosity 1 cp, gas viscosity 0.02 cp',
    );
    // Said with the card's labels, never the calculator's internal names.
    expect(markdown).toContain(
      'Gas density (lb/ft³) = 28 must be below Liquid density (lb/ft³) = 25',
    );
    expect(markdown).not.toMatch(/\| Pressure gradient \(total\) \| \*\*/);
  });
});

describe('a Beggs & Brill question completed in the next message', () => {
  it('asks for the surface tension, then answers with it (0.215 psi/ft)', async () => {
    const history: ChatTurn[] = [];
    const first =
      'Beggs-Brill gradient for a vertical 6 in ID well, vsl 3.97 ft/s, vsg 3.86 ft/s, liquid density 47.61 lb/ft3, gas density 5.88 lb/ft3, liquid viscosity 0.97 cp, gas viscosity 0.016 cp, roughness 0.00006 ft';
    const asking = await engine.answer(first, history);
    expect(asking.markdown).toContain('surface tension');
    history.push({ role: 'user', content: first }, { role: 'assistant', content: asking.markdown });
    const answer = await engine.answer('surface tension 8.41 dyne/cm', history);
    expect(answer.skill).toBe('calculator');
    expect(
      Math.abs(resultValue(answer.markdown, /^Pressure gradient \(total\)$/) / 0.215 - 1),
    ).toBeLessThan(0.01);
  });
});

describe('gas-well backpressure from two tests', () => {
  // Rawlins & Schellhardt (1935): n = ln(q1/q2)/ln[(p̄² − p1²)/(p̄² − p2²)], C = q1/(p̄² − p1²)^n,
  // AOF = C·(p̄² − 14.7²)^n, worked here.
  const pr = 2000;
  const n = Math.log(2000 / 3500) / Math.log((pr ** 2 - 1700 ** 2) / (pr ** 2 - 1300 ** 2));
  const c = 2000 / (pr ** 2 - 1700 ** 2) ** n;
  const aof = c * (pr ** 2 - 14.7 ** 2) ** n;

  it.each([
    'backpressure test: reservoir pressure 2,000 psia, 2,000 Mscf/d at 1,700 psia and 3,500 Mscf/d at 1,300 psia — C, n and AOF?',
    'AOF of a gas well, shut-in pressure 2000 psia, tests 2 MMscf/d at 1700 psia and 3.5 MMscf/d at 1300 psia',
    'find C and n for a gas well with p̄ 2,000 psia from two stabilized tests: 2000 mcfd @ 1700 psia, 3500 mcfd @ 1300 psia',
  ])('%s', async (question) => {
    const markdown = await calculated(question);
    expect(resultValue(markdown, /^Backpressure exponent n$/)).toBeCloseTo(n, 6);
    expect(resultValue(markdown, /^Absolute open flow at 14.7 psia/)).toBeCloseTo(aof, 1);
  });

  it('gives the same AOF from the tests written in bar and m³/d (round trip)', async () => {
    const PSI_PER_BAR = 14.503773773;
    const M3_PER_MSCF = 1000 / 35.3146667;
    const markdown = await calculated(
      `back-pressure test, reservoir pressure ${pr / PSI_PER_BAR} bara, ${2000 * M3_PER_MSCF} m3/d at ${1700 / PSI_PER_BAR} bara and ${3500 * M3_PER_MSCF} m3/d at ${1300 / PSI_PER_BAR} bara: AOF?`,
    );
    expect(resultValue(markdown, /^Backpressure exponent n$/)).toBeCloseTo(n, 6);
    expect(resultValue(markdown, /^Absolute open flow at 14.7 psia/)).toBeCloseTo(aof, 1);
    // The AOF back in the question's units: Mscf/d × 1,000/35.3147 ft³/m³ (NIST SP 811).
    const metric = /^- Absolute open flow at 14\.7 psia[^:]*: \*\*([\d,.]+)\*\* m³\/d$/m.exec(
      markdown,
    );
    const shown = Number((metric?.[1] ?? '').replace(/,/g, ''));
    const label = 'Absolute open flow at 14.7 psia (backpressure equation)';
    expect(fullValue(markdown, 'in_your_units', label, shown) / (aof * M3_PER_MSCF)).toBeCloseTo(
      1,
      5,
    );
  });

  it('reports the deliverable rate at a flowing pressure, and each test rate back at its own pressure', async () => {
    const markdown = await calculated(
      'backpressure test, reservoir pressure 2,000 psia, 2,000 Mscf/d at 1,700 psia and 3,500 Mscf/d at 1,300 psia; rate at 1,700 psia?',
    );
    expect(resultValue(markdown, /^Rate at pwf = 1,700 psia/)).toBeCloseTo(2000, 6);
  });

  it('asks for a second test rather than guess n', async () => {
    await asked(
      'backpressure test: reservoir pressure 2,000 psia, 2,000 Mscf/d at 1,700 psia — AOF?',
      'two or more stabilized tests',
    );
  });
});

describe('over HTTP: GET /api/tools and POST /api/tools/{name}', () => {
  let server: TestServer;
  let token = '';
  beforeAll(async () => {
    server = await startServer();
    ({ accessToken: token } = await signUpUser(server));
    await grantStandard(server, token);
  });
  afterAll(() => server.close());

  it('lists both calculators with their input schemas and area', async () => {
    const response = await api(server, token, '/tools');
    expect(response.status).toBe(200);
    const { tools } = (await response.json()) as {
      tools: {
        name: string;
        area?: string;
        input_schema: { properties: object; required?: string[] };
      }[];
    };
    const beggs = tools.find((tool) => tool.name === 'beggs_brill_gradient');
    expect(beggs?.area).toBe('Facilities');
    expect(Object.keys(beggs?.input_schema.properties ?? {})).toEqual(
      expect.arrayContaining([
        'superficial_liquid_velocity_ft_per_s',
        'superficial_gas_velocity_ft_per_s',
        'inclination_deg',
        'payne_correction',
      ]),
    );
    expect(
      tools.find((tool) => tool.name === 'gas_well_backpressure')?.input_schema.required,
    ).toEqual(expect.arrayContaining(['reservoir_pressure_psia', 'tests']));
  });

  it('runs the Beggs & Brill example (0.215 psi/ft) and answers 422 for input out of range', async () => {
    const input = {
      inside_diameter_in: 6,
      inclination_deg: 90,
      superficial_liquid_velocity_ft_per_s: 3.97,
      superficial_gas_velocity_ft_per_s: 3.86,
      liquid_density_lb_per_ft3: 47.61,
      gas_density_lb_per_ft3: 5.88,
      liquid_viscosity_cp: 0.97,
      gas_viscosity_cp: 0.016,
      liquid_surface_tension_dyne_per_cm: 8.41,
      absolute_roughness_in: 0.00072,
    };
    const ran = await postJson(server, token, '/tools/beggs_brill_gradient', input);
    expect(ran.status).toBe(200);
    const body = (await ran.json()) as {
      result: { values: { pressure_gradient: { value: number; unit: string } } };
    };
    expect(body.result.values.pressure_gradient.unit).toBe('psi/ft');
    expect(Math.abs(body.result.values.pressure_gradient.value / 0.215 - 1)).toBeLessThan(0.01);
    const refused = await postJson(server, token, '/tools/beggs_brill_gradient', {
      ...input,
      inclination_deg: 120,
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/inclination_deg/);
  });
});
