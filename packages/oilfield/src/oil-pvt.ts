import { z } from 'zod';

import { ATMOSPHERIC_PRESSURE_PSIA } from './constants';
import { OilfieldInputError } from './errors';
import { specificGravityFromApi } from './gravity';
import { calcResult, quantity, type CalcResult } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Black-oil PVT correlations: solution gas-oil ratio Rs, bubble-point pressure pb and the
 * saturated oil formation volume factor Bo, by Standing (1947) and Vasquez–Beggs (1980).
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

const STANDING_RANGES = {
  pressure: { min: 130, max: 7000 },
  temperature: { min: 100, max: 258 },
  rs: { min: 20, max: 1425 },
  api: { min: 16.5, max: 63.8 },
  gasGravity: { min: 0.59, max: 0.95 },
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

const correlation = z
  .enum(['standing', 'vasquez_beggs'])
  .default('standing')
  .describe('Correlation: standing (1947, default) or vasquez_beggs (1980)');
const temperature = z.number().min(32).max(400).describe('Reservoir temperature, °F');
const api = z.number().min(5).max(80).describe('Stock-tank oil gravity, °API');
const gasGravity = z
  .number()
  .min(0.5)
  .max(2)
  .describe('Gas specific gravity (air = 1); for Vasquez–Beggs the separator gas gravity');
const separatorPressure = z
  .number()
  .positive()
  .max(2000)
  .optional()
  .describe(
    'Vasquez–Beggs only: first-stage separator pressure, psia, to correct the gas gravity to 114.7 psia',
  );
const separatorTemperature = z
  .number()
  .min(0)
  .max(300)
  .optional()
  .describe(
    'Vasquez–Beggs only: first-stage separator temperature, °F (with separator_pressure_psia)',
  );
const solutionGor = z.number().positive().max(5000).describe('Solution gas-oil ratio Rs, scf/STB');

interface Common {
  correlation: 'standing' | 'vasquez_beggs';
  temperature_degF: number;
  api_gravity: number;
  gas_specific_gravity: number;
  separator_pressure_psia?: number | undefined;
  separator_temperature_degF?: number | undefined;
}

interface Prepared {
  readonly sg: number;
  readonly warnings: string[];
  readonly assumptions: string[];
  readonly ranges: typeof STANDING_RANGES;
  readonly source: string;
}

function prepare(input: Common): Prepared {
  const warnings: string[] = [];
  const assumptions: string[] = [
    'All pressures absolute (psia); Standing’s and Vasquez–Beggs’ equations are in psia.',
  ];
  const standing = input.correlation === 'standing';
  const ranges = standing ? STANDING_RANGES : VB_RANGES;
  const name = standing ? "Standing's data" : "Vasquez and Beggs' data";
  flagOutside(warnings, 'temperature_degF', input.temperature_degF, ranges.temperature, '°F', name);
  flagOutside(warnings, 'api_gravity', input.api_gravity, ranges.api, '°API', name);
  flagOutside(
    warnings,
    'gas_specific_gravity',
    input.gas_specific_gravity,
    ranges.gasGravity,
    '',
    name,
  );
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
  return { sg, warnings, assumptions, ranges, source: standing ? STANDING : VASQUEZ_BEGGS };
}

/** Input of {@link oilSolutionGor}. */
export const oilSolutionGorInput = z.strictObject({
  correlation,
  pressure_psia: z
    .number()
    .positive()
    .max(15000)
    .describe(
      'Pressure at or below the bubble point, psia (absolute; add 14.7 to a gauge reading)',
    ),
  temperature_degF: temperature,
  api_gravity: api,
  gas_specific_gravity: gasGravity,
  separator_pressure_psia: separatorPressure,
  separator_temperature_degF: separatorTemperature,
});

/**
 * Solution gas-oil ratio Rs (scf/STB) of a saturated oil at pressure p (psia) and temperature T
 * (°F). Standing: Rs = γg·[(p/18.2 + 1.4)·10^(0.0125·API − 0.00091·T)]^1.2048. Vasquez–Beggs:
 * Rs = C1·γgs·p^C2·exp(C3·API/(T + 460)). Inputs outside each correlation's data (Standing: p
 * 130–7,000 psia, T 100–258 °F, Rs 20–1,425, API 16.5–63.8, γg 0.59–0.95; Vasquez–Beggs: p
 * 50–5,250 psia, T 70–295 °F, Rs 20–2,070, API 16–58, γg 0.56–1.18) are flagged.
 * Sources: Standing (1947); Vasquez & Beggs (1980).
 */
export function oilSolutionGor(
  input: z.input<typeof oilSolutionGorInput>,
): CalcResult<'solution_gor'> {
  const parsed = parseInput(oilSolutionGorInput, input);
  const prepared = prepare(parsed);
  const { pressure_psia: p, temperature_degF: t, api_gravity } = parsed;
  const name = parsed.correlation === 'standing' ? "Standing's data" : "Vasquez and Beggs' data";
  flagOutside(prepared.warnings, 'pressure_psia', p, prepared.ranges.pressure, 'psia', name);
  const rs =
    parsed.correlation === 'standing'
      ? standingSolutionGorKernel(p, t, api_gravity, prepared.sg)
      : vasquezBeggsSolutionGorKernel(p, t, api_gravity, prepared.sg);
  flagOutside(prepared.warnings, 'solution GOR', rs, prepared.ranges.rs, 'scf/STB', name);
  return calcResult({
    calculator: 'oil_solution_gor',
    values: { solution_gor: quantity(rs, 'scf/STB', 'Solution gas-oil ratio Rs') },
    formula:
      parsed.correlation === 'standing'
        ? 'Rs = γg·[(p/18.2 + 1.4)·10^x]^1.2048, x = 0.0125·API − 0.00091·T'
        : 'Rs = C1·γgs·p^C2·exp(C3·API/(T + 460))',
    assumptions: [
      ...prepared.assumptions,
      'The oil is saturated at this pressure (p ≤ pb); above the bubble point Rs stays at its bubble-point value.',
    ],
    warnings: prepared.warnings,
    sources: [prepared.source],
  });
}

/** Input of {@link oilBubblePointPressure}. */
export const oilBubblePointPressureInput = z.strictObject({
  correlation,
  solution_gor_scf_per_stb: solutionGor,
  temperature_degF: temperature,
  api_gravity: api,
  gas_specific_gravity: gasGravity,
  separator_pressure_psia: separatorPressure,
  separator_temperature_degF: separatorTemperature,
});

/**
 * Bubble-point pressure pb (psia) from the solution GOR at the bubble point. Standing:
 * pb = 18.2·[(Rs/γg)^0.83·10^(0.00091·T − 0.0125·API) − 1.4]. Vasquez–Beggs:
 * pb = [Rs/(C1·γgs·exp(C3·API/(T + 460)))]^(1/C2). Ranges flagged as for the solution GOR.
 * Sources: Standing (1947); Vasquez & Beggs (1980).
 */
export function oilBubblePointPressure(
  input: z.input<typeof oilBubblePointPressureInput>,
): CalcResult<'bubble_point_psia' | 'bubble_point_psig'> {
  const parsed = parseInput(oilBubblePointPressureInput, input);
  const prepared = prepare(parsed);
  const { solution_gor_scf_per_stb: rs, temperature_degF: t, api_gravity } = parsed;
  const name = parsed.correlation === 'standing' ? "Standing's data" : "Vasquez and Beggs' data";
  flagOutside(
    prepared.warnings,
    'solution_gor_scf_per_stb',
    rs,
    prepared.ranges.rs,
    'scf/STB',
    name,
  );
  const pb =
    parsed.correlation === 'standing'
      ? standingBubblePointKernel(rs, t, api_gravity, prepared.sg)
      : vasquezBeggsBubblePointKernel(rs, t, api_gravity, prepared.sg);
  if (!(pb > 0)) {
    throw new OilfieldInputError(
      'solution_gor_scf_per_stb',
      rs,
      `solution_gor_scf_per_stb = ${formatNumber(rs)} is too low for a bubble point with these properties (the correlation gives ${formatNumber(pb)} psia).`,
    );
  }
  flagOutside(
    prepared.warnings,
    'bubble-point pressure',
    pb,
    prepared.ranges.pressure,
    'psia',
    name,
  );
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
    formula:
      parsed.correlation === 'standing'
        ? 'pb = 18.2·[(Rs/γg)^0.83·10^a − 1.4], a = 0.00091·T − 0.0125·API'
        : 'pb = [Rs/(C1·γgs·exp(C3·API/(T + 460)))]^(1/C2)',
    assumptions: prepared.assumptions,
    warnings: prepared.warnings,
    sources: [prepared.source],
  });
}

/** Input of {@link oilFormationVolumeFactor}. */
export const oilFormationVolumeFactorInput = z.strictObject({
  correlation,
  solution_gor_scf_per_stb: solutionGor,
  temperature_degF: temperature,
  api_gravity: api,
  gas_specific_gravity: gasGravity,
  separator_pressure_psia: separatorPressure,
  separator_temperature_degF: separatorTemperature,
});

/**
 * Oil formation volume factor Bo (rb/STB) of a saturated oil (p ≤ pb) with solution GOR Rs.
 * Standing: Bo = 0.9759 + 0.00012·[Rs·(γg/γo)^0.5 + 1.25·T]^1.2, γo = 141.5/(131.5 + API).
 * Vasquez–Beggs: Bo = 1 + C1·Rs + (T − 60)(API/γgs)(C2 + C3·Rs). Ranges flagged as for the
 * solution GOR. Sources: Standing (1947); Vasquez & Beggs (1980).
 */
export function oilFormationVolumeFactor(
  input: z.input<typeof oilFormationVolumeFactorInput>,
): CalcResult<'oil_fvf' | 'oil_specific_gravity'> {
  const parsed = parseInput(oilFormationVolumeFactorInput, input);
  const prepared = prepare(parsed);
  const { solution_gor_scf_per_stb: rs, temperature_degF: t, api_gravity } = parsed;
  const name = parsed.correlation === 'standing' ? "Standing's data" : "Vasquez and Beggs' data";
  flagOutside(
    prepared.warnings,
    'solution_gor_scf_per_stb',
    rs,
    prepared.ranges.rs,
    'scf/STB',
    name,
  );
  const bo =
    parsed.correlation === 'standing'
      ? standingOilFvfKernel(rs, t, api_gravity, prepared.sg)
      : vasquezBeggsOilFvfKernel(rs, t, api_gravity, prepared.sg);
  return calcResult({
    calculator: 'oil_formation_volume_factor',
    values: {
      oil_fvf: quantity(bo, 'rb/STB', 'Oil formation volume factor Bo'),
      oil_specific_gravity: quantity(
        specificGravityFromApi(api_gravity),
        'dimensionless',
        'Stock-tank oil specific gravity γo',
      ),
    },
    formula:
      parsed.correlation === 'standing'
        ? 'Bo = 0.9759 + 0.00012·[Rs·(γg/γo)^0.5 + 1.25·T]^1.2, γo = 141.5/(131.5 + API)'
        : 'Bo = 1 + C1·Rs + (T − 60)·(API/γgs)·(C2 + C3·Rs)',
    assumptions: [
      ...prepared.assumptions,
      'Saturated oil (p ≤ pb): Rs is the solution GOR at the pressure of interest; above pb use Bo at pb reduced by the oil compressibility.',
    ],
    warnings: prepared.warnings,
    sources: [prepared.source],
  });
}
