import { z } from 'zod';

import { ATMOSPHERIC_PRESSURE_PSIA } from './constants';
import { OilfieldInputError } from './errors';
import { specificGravityFromApi } from './gravity';
import { calcResult, quantity, type CalcResult } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Black-oil PVT correlations: solution gas-oil ratio Rs, bubble-point pressure pb and the
 * saturated oil formation volume factor Bo, by Standing (1947), Vasquez–Beggs (1980) and Glasø
 * (1980); dead and live (saturated) oil viscosity by Beggs–Robinson (1975).
 *
 * **Pressure convention: every pressure here is absolute (psia).** Standing's 1947 equations are
 * in psia, and Ahmed's worked examples reproduce only with psia (his tabulated pressures are gauge
 * and he adds 14.7); some libraries feed them gauge pressure instead, which shifts Rs by about
 * 0.7 % at 2,400 psi and more at low pressure.
 */

const STANDING =
  'Standing, M.B. (1947), "A Pressure-Volume-Temperature Correlation for Mixtures of California Oils and Gases", Drilling and Production Practice, API; as given in Ahmed, Reservoir Engineering Handbook, ch. 2';
const VASQUEZ_BEGGS =
  'Vasquez, M. and Beggs, H.D. (1980), "Correlations for Fluid Physical Property Prediction", J. Pet. Tech. 32(6): 968–970 (SPE-6719)';

const GLASO =
  'Glasø, Ø. (1980), "Generalized Pressure-Volume-Temperature Correlations", J. Pet. Tech. 32(5): 785–795 (SPE-8016), eqs. for pb, Rs and Bob (black-oil exponent 0.172 on T); as given in Ahmed, Reservoir Engineering Handbook, ch. 2';

const STANDING_RANGES = {
  pressure: { min: 130, max: 7000 },
  temperature: { min: 100, max: 258 },
  rs: { min: 20, max: 1425 },
  api: { min: 16.5, max: 63.8 },
  gasGravity: { min: 0.59, max: 0.95 },
};
/** Glasø's data (45 North Sea oils): pb 165–7,142 psia, T 80–280 °F, Rs 90–2,637, API 22.3–48.1, γg 0.65–1.276. */
const GLASO_RANGES = {
  pressure: { min: 165, max: 7142 },
  temperature: { min: 80, max: 280 },
  rs: { min: 90, max: 2637 },
  api: { min: 22.3, max: 48.1 },
  gasGravity: { min: 0.65, max: 1.276 },
};
const VB_RANGES = {
  pressure: { min: 50, max: 5250 },
  temperature: { min: 70, max: 295 },
  rs: { min: 20, max: 2070 },
  api: { min: 16, max: 58 },
  gasGravity: { min: 0.56, max: 1.18 },
};

/** Standing Rs (scf/STB) at p (psia), T (°F): Rs = γg·[(p/18.2 + 1.4)·10^(0.0125·API − 0.00091·T)]^1.2048. */
export function standingSolutionGorKernel(p: number, t: number, api: number, sg: number): number {
  return sg * ((p / 18.2 + 1.4) * 10 ** (0.0125 * api - 0.00091 * t)) ** 1.2048;
}

/** Standing pb (psia): pb = 18.2·[(Rs/γg)^0.83·10^(0.00091·T − 0.0125·API) − 1.4]. */
export function standingBubblePointKernel(rs: number, t: number, api: number, sg: number): number {
  return 18.2 * ((rs / sg) ** 0.83 * 10 ** (0.00091 * t - 0.0125 * api) - 1.4);
}

/** Standing saturated Bo (rb/STB): Bo = 0.9759 + 0.00012·[Rs·(γg/γo)^0.5 + 1.25·T]^1.2. */
export function standingOilFvfKernel(rs: number, t: number, api: number, sg: number): number {
  const gammaO = specificGravityFromApi(api);
  return 0.9759 + 0.00012 * (rs * Math.sqrt(sg / gammaO) + 1.25 * t) ** 1.2;
}

/**
 * Vasquez–Beggs gas gravity corrected to the 100 psig (114.7 psia) reference separator:
 * γgs = γg·[1 + 5.912e-5·API·Tsep·log10(psep/114.7)], Tsep in °F, psep in psia.
 */
export function vasquezBeggsCorrectedGasGravity(
  sg: number,
  api: number,
  separatorTemperatureF: number,
  separatorPressurePsia: number,
): number {
  return (
    sg * (1 + 5.912e-5 * api * separatorTemperatureF * Math.log10(separatorPressurePsia / 114.7))
  );
}

function vbRsCoefficients(api: number): readonly [number, number, number] {
  return api <= 30 ? [0.0362, 1.0937, 25.724] : [0.0178, 1.187, 23.931];
}

function vbBoCoefficients(api: number): readonly [number, number, number] {
  return api <= 30 ? [4.677e-4, 1.751e-5, -1.811e-8] : [4.67e-4, 1.1e-5, 1.337e-9];
}

/** Vasquez–Beggs Rs (scf/STB): Rs = C1·γgs·p^C2·exp(C3·API/(T + 460)), p in psia, T in °F. */
export function vasquezBeggsSolutionGorKernel(
  p: number,
  t: number,
  api: number,
  sgs: number,
): number {
  const [c1, c2, c3] = vbRsCoefficients(api);
  return c1 * sgs * p ** c2 * Math.exp((c3 * api) / (t + 460));
}

/** Vasquez–Beggs pb (psia), the inverse of Rs: pb = [Rs/(C1·γgs·exp(C3·API/(T + 460)))]^(1/C2). */
export function vasquezBeggsBubblePointKernel(
  rs: number,
  t: number,
  api: number,
  sgs: number,
): number {
  const [c1, c2, c3] = vbRsCoefficients(api);
  return (rs / (c1 * sgs * Math.exp((c3 * api) / (t + 460)))) ** (1 / c2);
}

/** Vasquez–Beggs saturated Bo (rb/STB): Bo = 1 + C1·Rs + (T − 60)(API/γgs)(C2 + C3·Rs). */
export function vasquezBeggsOilFvfKernel(rs: number, t: number, api: number, sgs: number): number {
  const [c1, c2, c3] = vbBoCoefficients(api);
  return 1 + c1 * rs + (t - 60) * (api / sgs) * (c2 + c3 * rs);
}

/**
 * Glasø pb (psia): log pb = 1.7669 + 1.7447·log pb* − 0.30218·(log pb*)², with the correlating
 * number pb* = (Rs/γg)^0.816·T^0.172/API^0.989 (T in °F, black-oil exponent 0.172).
 */
export function glasoBubblePointKernel(rs: number, t: number, api: number, sg: number): number {
  const x = Math.log10((rs / sg) ** 0.816 * (t ** 0.172 / api ** 0.989));
  return 10 ** (1.7669 + 1.7447 * x - 0.30218 * x * x);
}

/**
 * Glasø Rs (scf/STB) at p (psia): Rs = γg·[(API^0.989/T^0.172)·pb*]^1.2255 with
 * pb* = 10^(2.8869 − (14.1811 − 3.3093·log p)^0.5), the inverse of the pb equation.
 */
export function glasoSolutionGorKernel(p: number, t: number, api: number, sg: number): number {
  const pbStar = 10 ** (2.8869 - Math.sqrt(14.1811 - 3.3093 * Math.log10(p)));
  return sg * ((api ** 0.989 / t ** 0.172) * pbStar) ** 1.2255;
}

/**
 * Glasø saturated Bo (rb/STB): Bo = 1 + 10^A, A = −6.58511 + 2.91329·log Bob* −
 * 0.27683·(log Bob*)², Bob* = Rs·(γg/γo)^0.526 + 0.968·T (T in °F).
 */
export function glasoOilFvfKernel(rs: number, t: number, api: number, sg: number): number {
  const gammaO = specificGravityFromApi(api);
  const x = Math.log10(rs * (sg / gammaO) ** 0.526 + 0.968 * t);
  return 1 + 10 ** (-6.58511 + 2.91329 * x - 0.27683 * x * x);
}

const correlation = z
  .enum(['standing', 'vasquez_beggs', 'glaso'])
  .default('standing')
  .describe('Correlation: standing (1947, default), vasquez_beggs (1980) or glaso (Glasø 1980)');

/**
 * The input of an oil-PVT correlation: the method, what the property is computed from (`from`:
 * the pressure or the solution GOR) and the fluid — temperature, oil and gas gravities, and the
 * separator that Vasquez–Beggs corrects the gas gravity to.
 */
function correlationInput<From extends z.ZodRawShape>(from: From) {
  return z.strictObject({
    correlation,
    ...from,
    temperature_degF: z.number().min(32).max(400).describe('Reservoir temperature, °F'),
    api_gravity: z.number().min(5).max(80).describe('Stock-tank oil gravity, °API'),
    gas_specific_gravity: z
      .number()
      .min(0.5)
      .max(2)
      .describe('Gas specific gravity (air = 1); for Vasquez–Beggs the separator gas gravity'),
    separator_pressure_psia: z
      .number()
      .positive()
      .max(2000)
      .optional()
      .describe(
        'Vasquez–Beggs only: first-stage separator pressure, psia, to correct the gas gravity to 114.7 psia',
      ),
    separator_temperature_degF: z
      .number()
      .min(0)
      .max(300)
      .optional()
      .describe(
        'Vasquez–Beggs only: first-stage separator temperature, °F (with separator_pressure_psia)',
      ),
  });
}

type OilCorrelation = 'standing' | 'vasquez_beggs' | 'glaso';
/** The data a correlation was fitted to: pressure, temperature, Rs, API and gas gravity. */
type FittedRanges = typeof STANDING_RANGES;
/** What a correlation computes: Rs from p, pb from Rs, or Bo from Rs. */
type OilProperty = 'solutionGor' | 'bubblePoint' | 'oilFvf';

/** One equation of a correlation, `(p or Rs, T °F, API, γg) → value`, and how a sheet shows it. */
interface OilEquation {
  readonly kernel: (from: number, t: number, api: number, sg: number) => number;
  readonly formula: string;
}

/** A black-oil correlation: the data it was fitted to, its source and its three equations. */
interface OilCorrelationMethod extends Readonly<Record<OilProperty, OilEquation>> {
  readonly ranges: FittedRanges;
  readonly name: string;
  readonly source: string;
}

const OIL_CORRELATIONS: Record<OilCorrelation, OilCorrelationMethod> = {
  standing: {
    ranges: STANDING_RANGES,
    name: "Standing's data",
    source: STANDING,
    solutionGor: {
      kernel: standingSolutionGorKernel,
      formula: 'Rs = γg·[(p/18.2 + 1.4)·10^x]^1.2048, x = 0.0125·API − 0.00091·T',
    },
    bubblePoint: {
      kernel: standingBubblePointKernel,
      formula: 'pb = 18.2·[(Rs/γg)^0.83·10^a − 1.4], a = 0.00091·T − 0.0125·API',
    },
    oilFvf: {
      kernel: standingOilFvfKernel,
      formula: 'Bo = 0.9759 + 0.00012·[Rs·(γg/γo)^0.5 + 1.25·T]^1.2, γo = 141.5/(131.5 + API)',
    },
  },
  vasquez_beggs: {
    ranges: VB_RANGES,
    name: "Vasquez and Beggs' data",
    source: VASQUEZ_BEGGS,
    solutionGor: {
      kernel: vasquezBeggsSolutionGorKernel,
      formula: 'Rs = C1·γgs·p^C2·exp(C3·API/(T + 460))',
    },
    bubblePoint: {
      kernel: vasquezBeggsBubblePointKernel,
      formula: 'pb = [Rs/(C1·γgs·exp(C3·API/(T + 460)))]^(1/C2)',
    },
    oilFvf: {
      kernel: vasquezBeggsOilFvfKernel,
      formula: 'Bo = 1 + C1·Rs + (T − 60)·(API/γgs)·(C2 + C3·Rs)',
    },
  },
  glaso: {
    ranges: GLASO_RANGES,
    name: "Glasø's data",
    source: GLASO,
    solutionGor: {
      kernel: glasoSolutionGorKernel,
      formula:
        'Rs = γg·[(API^0.989/T^0.172)·pb*]^1.2255, pb* = 10^(2.8869 − (14.1811 − 3.3093·log p)^0.5)',
    },
    bubblePoint: {
      kernel: glasoBubblePointKernel,
      formula:
        'log pb = 1.7669 + 1.7447·log pb* − 0.30218·(log pb*)², pb* = (Rs/γg)^0.816·T^0.172/API^0.989',
    },
    oilFvf: {
      kernel: glasoOilFvfKernel,
      formula:
        'Bo = 1 + 10^A, A = −6.58511 + 2.91329·log Bob* − 0.27683·(log Bob*)², Bob* = Rs·(γg/γo)^0.526 + 0.968·T',
    },
  },
};

interface OilPvtInput {
  correlation: OilCorrelation;
  temperature_degF: number;
  api_gravity: number;
  gas_specific_gravity: number;
  separator_pressure_psia?: number | undefined;
  separator_temperature_degF?: number | undefined;
}

/** What an oil-PVT calculator computes from: the input's name, its value and its data range. */
interface CorrelationStart {
  readonly input: string;
  readonly value: number;
  readonly range: keyof FittedRanges;
  readonly unit: string;
}

/** An input set to one correlation: its warnings and assumptions so far, and its equations. */
interface Correlated {
  readonly warnings: string[];
  readonly assumptions: string[];
  readonly source: string;
  /** The property by the chosen method, from the value the calculator starts from. */
  evaluate(property: OilProperty): number;
  formula(property: OilProperty): string;
  /** Warns when `value` lies outside the correlation's data. */
  flag(name: string, value: number, range: keyof FittedRanges, unit: string): void;
}

/**
 * Sets an oil-PVT input to its correlation: flags the temperature, the gravities and the value it
 * starts from outside the correlation's data, and gives Vasquez–Beggs the gas gravity corrected
 * to its reference separator (the others take the gravity as given).
 */
function correlate(input: OilPvtInput, start: CorrelationStart): Correlated {
  const warnings: string[] = [];
  const method = OIL_CORRELATIONS[input.correlation];
  const assumptions: string[] = [
    input.correlation === 'glaso'
      ? 'All pressures absolute (psia); Glasø’s equations are in psia and °F.'
      : 'All pressures absolute (psia); Standing’s and Vasquez–Beggs’ equations are in psia.',
  ];
  const standing = input.correlation !== 'vasquez_beggs';
  const { ranges, name } = method;
  const flag = (label: string, value: number, range: keyof typeof ranges, unit: string) =>
    flagOutside(warnings, label, value, ranges[range], unit, name);
  flag('temperature_degF', input.temperature_degF, 'temperature', '°F');
  flag('api_gravity', input.api_gravity, 'api', '°API');
  flag('gas_specific_gravity', input.gas_specific_gravity, 'gasGravity', '');
  const hasSeparator =
    input.separator_pressure_psia !== undefined || input.separator_temperature_degF !== undefined;
  let sg = input.gas_specific_gravity;
  if (standing) {
    if (hasSeparator) {
      assumptions.push('Separator conditions are used only by Vasquez–Beggs and were ignored.');
    }
  } else if (hasSeparator) {
    if (
      input.separator_pressure_psia === undefined ||
      input.separator_temperature_degF === undefined
    ) {
      throw new OilfieldInputError(
        input.separator_pressure_psia === undefined
          ? 'separator_pressure_psia'
          : 'separator_temperature_degF',
        undefined,
        'Give both separator_pressure_psia and separator_temperature_degF to correct the gas gravity, or neither.',
      );
    }
    sg = vasquezBeggsCorrectedGasGravity(
      input.gas_specific_gravity,
      input.api_gravity,
      input.separator_temperature_degF,
      input.separator_pressure_psia,
    );
    assumptions.push(
      `Gas gravity corrected from a separator at ${formatNumber(input.separator_pressure_psia)} psia and ${formatNumber(input.separator_temperature_degF)} °F to the 114.7 psia reference: γgs = ${formatNumber(sg, 5)}.`,
    );
  } else {
    assumptions.push(
      'Gas gravity taken as already referred to a 100 psig (114.7 psia) separator (no separator correction).',
    );
  }
  if (!standing) {
    assumptions.push(`Coefficients for ${input.api_gravity <= 30 ? 'API ≤ 30' : 'API > 30'}.`);
  }
  if (input.correlation === 'glaso') {
    assumptions.push(
      'Glasø’s black-oil form (temperature exponent 0.172); no correction for CO2, N2, H2S or paraffinicity.',
    );
  }
  flag(start.input, start.value, start.range, start.unit);
  return {
    warnings,
    assumptions,
    source: method.source,
    evaluate: (property) =>
      method[property].kernel(start.value, input.temperature_degF, input.api_gravity, sg),
    formula: (property) => method[property].formula,
    flag,
  };
}

/** Input of {@link oilSolutionGor}. */
export const oilSolutionGorInput = correlationInput({
  pressure_psia: z
    .number()
    .positive()
    .max(15000)
    .describe(
      'Pressure at or below the bubble point, psia (absolute; add 14.7 to a gauge reading)',
    ),
});

/**
 * Solution gas-oil ratio Rs (scf/STB) of a saturated oil at pressure p (psia) and temperature T
 * (°F). Standing: Rs = γg·[(p/18.2 + 1.4)·10^(0.0125·API − 0.00091·T)]^1.2048. Vasquez–Beggs:
 * Rs = C1·γgs·p^C2·exp(C3·API/(T + 460)). Inputs outside each correlation's data (Standing: p
 * 130–7,000 psia, T 100–258 °F, Rs 20–1,425, API 16.5–63.8, γg 0.59–0.95; Vasquez–Beggs: p
 * 50–5,250 psia, T 70–295 °F, Rs 20–2,070, API 16–58, γg 0.56–1.18) are flagged.
 * Glasø: Rs = γg·[(API^0.989/T^0.172)·pb*]^1.2255 (data: pb 165–7,142 psia, T 80–280 °F, Rs
 * 90–2,637, API 22.3–48.1, γg 0.65–1.276).
 * Sources: Standing (1947); Vasquez & Beggs (1980); Glasø (1980).
 */
export function oilSolutionGor(
  input: z.input<typeof oilSolutionGorInput>,
): CalcResult<'solution_gor'> {
  const parsed = parseInput(oilSolutionGorInput, input);
  const p = parsed.pressure_psia;
  const fluid = correlate(parsed, {
    input: 'pressure_psia',
    value: p,
    range: 'pressure',
    unit: 'psia',
  });
  if (parsed.correlation === 'glaso' && !(p <= 19000)) {
    throw new OilfieldInputError(
      'pressure_psia',
      p,
      `pressure_psia = ${formatNumber(p)} is beyond Glasø's Rs equation (defined up to about 19,000 psia; fitted to 7,142 psia).`,
    );
  }
  const rs = fluid.evaluate('solutionGor');
  fluid.flag('solution GOR', rs, 'rs', 'scf/STB');
  return calcResult({
    calculator: 'oil_solution_gor',
    values: { solution_gor: quantity(rs, 'scf/STB', 'Solution gas-oil ratio Rs') },
    formula: fluid.formula('solutionGor'),
    assumptions: [
      ...fluid.assumptions,
      'The oil is saturated at this pressure (p ≤ pb); above the bubble point Rs stays at its bubble-point value.',
    ],
    warnings: fluid.warnings,
    sources: [fluid.source],
  });
}

/** Input of the calculators of a saturated oil with a known solution GOR (pb, Bo). */
const saturatedOilInput = correlationInput({
  solution_gor_scf_per_stb: z
    .number()
    .positive()
    .max(5000)
    .describe('Solution gas-oil ratio Rs, scf/STB'),
});

/** A saturated oil set to its correlation, starting from its solution GOR. */
function correlateSaturated(parsed: z.output<typeof saturatedOilInput>): Correlated {
  return correlate(parsed, {
    input: 'solution_gor_scf_per_stb',
    value: parsed.solution_gor_scf_per_stb,
    range: 'rs',
    unit: 'scf/STB',
  });
}

/** Input of {@link oilBubblePointPressure}. */
export const oilBubblePointPressureInput = saturatedOilInput;

/**
 * Bubble-point pressure pb (psia) from the solution GOR at the bubble point. Standing:
 * pb = 18.2·[(Rs/γg)^0.83·10^(0.00091·T − 0.0125·API) − 1.4]. Vasquez–Beggs:
 * pb = [Rs/(C1·γgs·exp(C3·API/(T + 460)))]^(1/C2). Glasø: log pb = 1.7669 + 1.7447·log pb* −
 * 0.30218·(log pb*)², pb* = (Rs/γg)^0.816·T^0.172/API^0.989. Ranges flagged as for the solution
 * GOR. Sources: Standing (1947); Vasquez & Beggs (1980); Glasø (1980).
 */
export function oilBubblePointPressure(
  input: z.input<typeof oilBubblePointPressureInput>,
): CalcResult<'bubble_point_psia' | 'bubble_point_psig'> {
  const parsed = parseInput(oilBubblePointPressureInput, input);
  const fluid = correlateSaturated(parsed);
  const rs = parsed.solution_gor_scf_per_stb;
  const pb = fluid.evaluate('bubblePoint');
  if (!(pb > 0)) {
    throw new OilfieldInputError(
      'solution_gor_scf_per_stb',
      rs,
      `solution_gor_scf_per_stb = ${formatNumber(rs)} is too low for a bubble point with these properties (the correlation gives ${formatNumber(pb)} psia).`,
    );
  }
  fluid.flag('bubble-point pressure', pb, 'pressure', 'psia');
  return calcResult({
    calculator: 'oil_bubble_point_pressure',
    values: {
      bubble_point_psia: quantity(pb, 'psia', 'Bubble-point pressure'),
      bubble_point_psig: quantity(
        pb - ATMOSPHERIC_PRESSURE_PSIA,
        'psig',
        'Bubble-point pressure (gauge, 14.696 psi atmosphere)',
      ),
    },
    formula: fluid.formula('bubblePoint'),
    assumptions: fluid.assumptions,
    warnings: fluid.warnings,
    sources: [fluid.source],
  });
}

/** Input of {@link oilFormationVolumeFactor}. */
export const oilFormationVolumeFactorInput = saturatedOilInput;

/**
 * Oil formation volume factor Bo (rb/STB) of a saturated oil (p ≤ pb) with solution GOR Rs.
 * Standing: Bo = 0.9759 + 0.00012·[Rs·(γg/γo)^0.5 + 1.25·T]^1.2, γo = 141.5/(131.5 + API).
 * Vasquez–Beggs: Bo = 1 + C1·Rs + (T − 60)(API/γgs)(C2 + C3·Rs).
 * Glasø: Bo = 1 + 10^A, A = −6.58511 + 2.91329·log Bob* − 0.27683·(log Bob*)²,
 * Bob* = Rs·(γg/γo)^0.526 + 0.968·T. Ranges flagged as for the solution GOR.
 * Sources: Standing (1947); Vasquez & Beggs (1980); Glasø (1980).
 */
export function oilFormationVolumeFactor(
  input: z.input<typeof oilFormationVolumeFactorInput>,
): CalcResult<'oil_fvf' | 'oil_specific_gravity'> {
  const parsed = parseInput(oilFormationVolumeFactorInput, input);
  const fluid = correlateSaturated(parsed);
  return calcResult({
    calculator: 'oil_formation_volume_factor',
    values: {
      oil_fvf: quantity(fluid.evaluate('oilFvf'), 'rb/STB', 'Oil formation volume factor Bo'),
      oil_specific_gravity: quantity(
        specificGravityFromApi(parsed.api_gravity),
        'dimensionless',
        'Stock-tank oil specific gravity γo',
      ),
    },
    formula: fluid.formula('oilFvf'),
    assumptions: [
      ...fluid.assumptions,
      'Saturated oil (p ≤ pb): Rs is the solution GOR at the pressure of interest; above pb use Bo at pb reduced by the oil compressibility.',
    ],
    warnings: fluid.warnings,
    sources: [fluid.source],
  });
}

const BEGGS_ROBINSON =
  'Beggs, H.D. and Robinson, J.R. (1975), "Estimating the Viscosity of Crude Oil Systems", J. Pet. Tech. 27(9): 1140–1141 (SPE-5434); as given in Ahmed, Reservoir Engineering Handbook, ch. 2';

/** Beggs and Robinson's data (600 oils, 2,073 live-oil points): T 70–295 °F, API 16–58, Rs 20–2,070. */
const BEGGS_ROBINSON_RANGES = {
  temperature: { min: 70, max: 295 },
  api: { min: 16, max: 58 },
  rs: { min: 20, max: 2070 },
};

/**
 * Beggs–Robinson dead-oil viscosity (cP): μod = 10^X − 1, X = Y·T^−1.163, Y = 10^Z,
 * Z = 3.0324 − 0.02023·API (T in °F).
 */
export function beggsRobinsonDeadOilViscosityKernel(api: number, t: number): number {
  const x = 10 ** (3.0324 - 0.02023 * api) * t ** -1.163;
  return 10 ** x - 1;
}

/** Beggs–Robinson's live-oil coefficients: A = 10.715·(Rs + 100)^−0.515, B = 5.44·(Rs + 150)^−0.338. */
function beggsRobinsonCoefficients(rs: number): { a: number; b: number } {
  return { a: 10.715 * (rs + 100) ** -0.515, b: 5.44 * (rs + 150) ** -0.338 };
}

/**
 * Beggs–Robinson saturated (live) oil viscosity (cP): μo = A·μod^B, A = 10.715·(Rs + 100)^−0.515,
 * B = 5.44·(Rs + 150)^−0.338 (Rs in scf/STB).
 */
export function beggsRobinsonLiveOilViscosityKernel(deadViscosityCp: number, rs: number): number {
  const { a, b } = beggsRobinsonCoefficients(rs);
  return a * deadViscosityCp ** b;
}

const BEGGS_ROBINSON_DATA = "Beggs and Robinson's data";

/** The dead-oil viscosity by Beggs–Robinson, its API and temperature flagged outside their data. */
function beggsRobinsonDeadOil(warnings: string[], api: number, temperatureF: number): number {
  flagOutside(warnings, 'api_gravity', api, BEGGS_ROBINSON_RANGES.api, '°API', BEGGS_ROBINSON_DATA);
  flagOutside(
    warnings,
    'temperature_degF',
    temperatureF,
    BEGGS_ROBINSON_RANGES.temperature,
    '°F',
    BEGGS_ROBINSON_DATA,
  );
  return beggsRobinsonDeadOilViscosityKernel(api, temperatureF);
}

const viscosityTemperature = z
  .number()
  .gt(0)
  .max(400)
  .describe('Temperature, °F (above 0 °F; Beggs–Robinson data 70–295 °F)');
const viscosityApi = z
  .number()
  .min(5)
  .max(80)
  .describe('Stock-tank oil gravity, °API (Beggs–Robinson data 16–58)');

/** Input of {@link deadOilViscosity}. */
export const deadOilViscosityInput = z.strictObject({
  api_gravity: viscosityApi,
  temperature_degF: viscosityTemperature,
});

/**
 * Dead (gas-free) oil viscosity at atmospheric pressure by Beggs–Robinson (1975):
 * μod = 10^X − 1, X = 10^(3.0324 − 0.02023·API)·T^−1.163, cP with T in °F. Inputs outside the
 * data (T 70–295 °F, API 16–58) are flagged. Source: Beggs & Robinson (1975), JPT Sept. 1975.
 */
export function deadOilViscosity(
  input: z.input<typeof deadOilViscosityInput>,
): CalcResult<'dead_oil_viscosity_cp'> {
  const { api_gravity, temperature_degF } = parseInput(deadOilViscosityInput, input);
  const warnings: string[] = [];
  const muod = beggsRobinsonDeadOil(warnings, api_gravity, temperature_degF);
  return calcResult({
    calculator: 'dead_oil_viscosity',
    values: {
      dead_oil_viscosity_cp: quantity(muod, 'cP', 'Dead-oil viscosity μod'),
    },
    formula: `μod = 10^X − 1, X = 10^(3.0324 − 0.02023·API)·T^−1.163 = 10^(3.0324 − 0.02023 × ${formatNumber(api_gravity)}) × ${formatNumber(temperature_degF)}^−1.163`,
    assumptions: [
      'Gas-free oil at atmospheric pressure and the stated temperature (°F).',
      'A measured dead-oil viscosity is always better than the correlation, which scatters widely (Beggs and Robinson report about ±25 % on their own data for μod).',
    ],
    warnings,
    sources: [BEGGS_ROBINSON],
  });
}

/** Input of {@link liveOilViscosity}. */
export const liveOilViscosityInput = z.strictObject({
  solution_gor_scf_per_stb: z
    .number()
    .min(0)
    .max(5000)
    .describe('Solution gas-oil ratio Rs at the pressure of interest, scf/STB (Rs at pb above pb)'),
  api_gravity: viscosityApi
    .optional()
    .describe('Stock-tank oil gravity, °API, for the dead-oil viscosity (unless it is given)'),
  temperature_degF: viscosityTemperature
    .optional()
    .describe('Temperature, °F, for the dead-oil viscosity (unless it is given)'),
  dead_oil_viscosity_cp: z
    .number()
    .positive()
    .max(1e6)
    .optional()
    .describe(
      'Measured dead-oil viscosity at the temperature, cP; used instead of the Beggs–Robinson estimate when given',
    ),
});

/**
 * Saturated (live) oil viscosity by Beggs–Robinson (1975): μo = A·μod^B with
 * A = 10.715·(Rs + 100)^−0.515, B = 5.44·(Rs + 150)^−0.338, and μod the dead-oil viscosity
 * (given, or by Beggs–Robinson from API and T). cP, scf/STB, °F. Rs = 0 gives μo = μod (A and B
 * are 1 there to 4 digits). Inputs outside the data (Rs 20–2,070, T 70–295 °F, API 16–58) are
 * flagged. Source: Beggs & Robinson (1975), JPT Sept. 1975.
 */
export function liveOilViscosity(
  input: z.input<typeof liveOilViscosityInput>,
): CalcResult<'live_oil_viscosity_cp' | 'dead_oil_viscosity_cp' | 'a_coefficient' | 'b_exponent'> {
  const p = parseInput(liveOilViscosityInput, input);
  const warnings: string[] = [];
  const assumptions: string[] = [];
  let muod: number;
  let estimated = false;
  if (p.dead_oil_viscosity_cp !== undefined) {
    muod = p.dead_oil_viscosity_cp;
    assumptions.push(
      `Dead-oil viscosity as given, ${formatNumber(muod)} cP${p.api_gravity !== undefined || p.temperature_degF !== undefined ? ' (used instead of the Beggs–Robinson estimate from API and temperature)' : ''}.`,
    );
  } else {
    if (p.api_gravity === undefined || p.temperature_degF === undefined) {
      const missing = p.api_gravity === undefined ? 'api_gravity' : 'temperature_degF';
      throw new OilfieldInputError(
        missing,
        undefined,
        `${missing} = missing: give api_gravity and temperature_degF (for the Beggs–Robinson dead-oil viscosity), or dead_oil_viscosity_cp.`,
      );
    }
    muod = beggsRobinsonDeadOil(warnings, p.api_gravity, p.temperature_degF);
    estimated = true;
    assumptions.push(
      `Dead-oil viscosity by Beggs–Robinson from ${formatNumber(p.api_gravity)} °API at ${formatNumber(p.temperature_degF)} °F: ${formatNumber(muod, 4)} cP; a measured value is better.`,
    );
  }
  const rs = p.solution_gor_scf_per_stb;
  flagOutside(
    warnings,
    'solution_gor_scf_per_stb',
    rs,
    BEGGS_ROBINSON_RANGES.rs,
    'scf/STB',
    BEGGS_ROBINSON_DATA,
  );
  const { a, b } = beggsRobinsonCoefficients(rs);
  const mu = beggsRobinsonLiveOilViscosityKernel(muod, rs);
  return calcResult({
    calculator: 'live_oil_viscosity',
    values: {
      live_oil_viscosity_cp: quantity(mu, 'cP', 'Live (saturated) oil viscosity μo'),
      dead_oil_viscosity_cp: quantity(
        muod,
        'cP',
        estimated ? 'Dead-oil viscosity μod (Beggs–Robinson)' : 'Dead-oil viscosity μod (given)',
      ),
      a_coefficient: quantity(a, 'dimensionless', 'A = 10.715·(Rs + 100)^−0.515'),
      b_exponent: quantity(b, 'dimensionless', 'B = 5.44·(Rs + 150)^−0.338'),
    },
    formula: `μo = A·μod^B, A = 10.715·(Rs + 100)^−0.515, B = 5.44·(Rs + 150)^−0.338; Rs = ${formatNumber(rs)} scf/STB`,
    assumptions: [
      ...assumptions,
      'Saturated oil (p ≤ pb) with the solution GOR at that pressure; above the bubble point the viscosity rises with pressure (Vasquez–Beggs undersaturated correction), not computed here.',
    ],
    warnings,
    sources: [BEGGS_ROBINSON],
  });
}
