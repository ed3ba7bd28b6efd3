import { z } from 'zod';

import { AIR_MOLECULAR_WEIGHT, GAS_CONSTANT_FIELD, RANKINE_OFFSET } from './constants';
import { OilfieldInputError } from './errors';
import { brentRoot } from './numeric';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Natural-gas properties in field units: pseudo-critical properties from gas gravity (Sutton,
 * Standing) with the Wichert–Aziz sour-gas correction, the Z-factor (Dranchuk–Abou-Kassem,
 * Hall–Yarborough), the formation volume factor Bg and the density.
 */

const SUTTON =
  'Sutton, R.P. (1985), "Compressibility Factors for High-Molecular-Weight Reservoir Gases", SPE-14265';
const STANDING_PC =
  'Standing, M.B. (1977), Volumetric and Phase Behavior of Oil Field Hydrocarbon Systems, SPE (natural-gas pseudo-critical curves), as given in Ahmed, Reservoir Engineering Handbook, eqs. 2-18 and 2-19';
const WICHERT_AZIZ =
  'Wichert, E. and Aziz, K. (1972), "Calculate Z\'s for Sour Gases", Hydrocarbon Processing 51(5): 119–122';
const DAK =
  'Dranchuk, P.M. and Abou-Kassem, J.H. (1975), "Calculation of Z Factors for Natural Gases Using Equations of State", J. Can. Pet. Tech. 14(3)';
const HALL_YARBOROUGH =
  'Hall, K.R. and Yarborough, L. (1973), "A New Equation of State for Z-factor Calculations", Oil & Gas Journal, 18 June 1973: 82–92';
const AHMED_GAS =
  'Ahmed, T., Reservoir Engineering Handbook, ch. 2 (gas formation volume factor and density)';

/** Gas gravity range of Sutton's data (0.57–1.68), also applied to Standing's curves here. */
const GRAVITY_RANGE = { min: 0.57, max: 1.68 };

/** Pseudo-critical temperature (°R) and pressure (psia). */
export interface PseudoCritical {
  readonly tpc: number;
  readonly ppc: number;
}

function checkGravity(sg: number, correlation: string): void {
  if (!(sg >= GRAVITY_RANGE.min && sg <= GRAVITY_RANGE.max)) {
    throw new OilfieldInputError(
      'gas_specific_gravity',
      sg,
      `gas_specific_gravity = ${formatNumber(sg)} is outside the accepted range 0.57 to 1.68 (air = 1): ${correlation} was fitted to gases in that range; outside it the pseudo-critical properties are unreliable.`,
    );
  }
}

/**
 * Sutton (1985) pseudo-criticals: Tpc = 169.2 + 349.5γ − 74.0γ² (°R),
 * Ppc = 756.8 − 131.0γ − 3.6γ² (psia). Valid 0.57 ≤ γ ≤ 1.68 (refused outside). Source: SPE-14265.
 */
export function suttonPseudoCritical(sg: number): PseudoCritical {
  checkGravity(sg, "Sutton's correlation");
  return { tpc: 169.2 + 349.5 * sg - 74.0 * sg * sg, ppc: 756.8 - 131.0 * sg - 3.6 * sg * sg };
}

/**
 * Standing (1977) natural-gas pseudo-criticals: Tpc = 168 + 325γ − 12.5γ² (°R),
 * Ppc = 677 + 15γ − 37.5γ² (psia). Accepted for 0.57 ≤ γ ≤ 1.68. Source: Standing (1977).
 */
export function standingPseudoCritical(sg: number): PseudoCritical {
  checkGravity(sg, "Standing's natural-gas correlation (accepted over Sutton's data range)");
  return { tpc: 168 + 325 * sg - 12.5 * sg * sg, ppc: 677 + 15 * sg - 37.5 * sg * sg };
}

/**
 * Wichert–Aziz correction of pseudo-criticals for CO2 and H2S: ε = 120(A^0.9 − A^1.6) +
 * 15(B^0.5 − B^4) with A = yCO2 + yH2S, B = yH2S (mole fractions); T′ = Tpc − ε,
 * P′ = Ppc·T′/(Tpc + B(1 − B)ε). Units: °R, psia. Source: Wichert & Aziz (1972).
 */
export function wichertAzizCorrection(
  pc: PseudoCritical,
  co2: number,
  h2s: number,
): PseudoCritical & { readonly epsilon: number } {
  const a = co2 + h2s;
  const b = h2s;
  const epsilon = 120 * (a ** 0.9 - a ** 1.6) + 15 * (b ** 0.5 - b ** 4);
  const tpc = pc.tpc - epsilon;
  const ppc = (pc.ppc * tpc) / (pc.tpc + b * (1 - b) * epsilon);
  return { tpc, ppc, epsilon };
}

const DAK_A = [
  0.3265, -1.07, -0.5339, 0.01569, -0.05165, 0.5475, -0.7361, 0.1844, 0.1056, 0.6134, 0.721,
] as const;

function dakCoefficient(index: number): number {
  return DAK_A[index] ?? Number.NaN;
}

/**
 * Z-factor by Dranchuk–Abou-Kassem (11-constant fit of the Standing–Katz chart), solved for the
 * reduced density ρr by Newton's method with a bracketed fallback; z = 0.27·Ppr/(ρr·Tpr).
 * Valid 1.0 < Tpr ≤ 3.0 and Ppr < 30 (refused outside; the fit's lower limit Ppr 0.2 tends to the
 * ideal gas). Source: Dranchuk & Abou-Kassem (1975).
 */
export function zFactorDak(ppr: number, tpr: number): number {
  if (!(tpr > 1.0 && tpr <= 3.0)) {
    throw new OilfieldInputError(
      'tpr',
      tpr,
      `Pseudo-reduced temperature Tpr = ${formatNumber(tpr, 4)} is outside Dranchuk–Abou-Kassem's range 1.0 < Tpr ≤ 3.0.`,
    );
  }
  if (!(ppr > 0 && ppr < 30)) {
    throw new OilfieldInputError(
      'ppr',
      ppr,
      `Pseudo-reduced pressure Ppr = ${formatNumber(ppr, 4)} is outside Dranchuk–Abou-Kassem's range 0 < Ppr < 30.`,
    );
  }
  const a = dakCoefficient;
  const r1 = a(0) + a(1) / tpr + a(2) / tpr ** 3 + a(3) / tpr ** 4 + a(4) / tpr ** 5;
  const r2 = (0.27 * ppr) / tpr;
  const r3 = a(5) + a(6) / tpr + a(7) / tpr ** 2;
  const r4 = a(8) * (a(6) / tpr + a(7) / tpr ** 2);
  const r5 = a(9) / tpr ** 3;
  const a11 = a(10);
  const f = (rho: number): number =>
    r1 * rho -
    r2 / rho +
    r3 * rho ** 2 -
    r4 * rho ** 5 +
    r5 * rho ** 2 * (1 + a11 * rho ** 2) * Math.exp(-a11 * rho ** 2) +
    1;
  const df = (rho: number): number =>
    r1 +
    r2 / rho ** 2 +
    2 * r3 * rho -
    5 * r4 * rho ** 4 +
    2 *
      r5 *
      rho *
      Math.exp(-a11 * rho ** 2) *
      (1 + 2 * a11 * rho ** 2 - a11 * rho ** 2 * (1 + a11 * rho ** 2));
  const rho = solvePositive(f, df, r2, 3.5);
  return (0.27 * ppr) / (rho * tpr);
}

/**
 * Z-factor by Hall–Yarborough (Starling–Carnahan equation of state fitted to the Standing–Katz
 * chart), solved for the reduced density y by Newton's method with a bracketed fallback;
 * z = A·Ppr/y with t = 1/Tpr and A = 0.06125·t·e^(−1.2(1−t)²). Valid 1.0 ≤ Tpr ≤ 3.0 and
 * Ppr ≤ 24 (refused outside); the authors exclude the isotherms below Tpr 1.2 from their accuracy
 * claim. Source: Hall & Yarborough (1973).
 */
export function zFactorHallYarborough(ppr: number, tpr: number): number {
  if (!(tpr >= 1.0 && tpr <= 3.0)) {
    throw new OilfieldInputError(
      'tpr',
      tpr,
      `Pseudo-reduced temperature Tpr = ${formatNumber(tpr, 4)} is outside Hall–Yarborough's range 1.0 ≤ Tpr ≤ 3.0.`,
    );
  }
  if (!(ppr > 0 && ppr <= 24)) {
    throw new OilfieldInputError(
      'ppr',
      ppr,
      `Pseudo-reduced pressure Ppr = ${formatNumber(ppr, 4)} is outside Hall–Yarborough's range 0 < Ppr ≤ 24.`,
    );
  }
  const t = 1 / tpr;
  const a = 0.06125 * t * Math.exp(-1.2 * (1 - t) ** 2);
  const b = t * (14.76 - 9.76 * t + 4.58 * t * t);
  const c = t * (90.7 - 242.2 * t + 42.4 * t * t);
  const d = 2.18 + 2.82 * t;
  const f = (y: number): number =>
    -a * ppr + (y + y ** 2 + y ** 3 - y ** 4) / (1 - y) ** 3 - b * y ** 2 + c * y ** d;
  const df = (y: number): number =>
    (1 + 4 * y + 4 * y ** 2 - 4 * y ** 3 + y ** 4) / (1 - y) ** 4 -
    2 * b * y +
    c * d * y ** (d - 1);
  const y = solvePositive(f, df, 0.0125 * ppr * t * Math.exp(-1.2 * (1 - t) ** 2), 0.999);
  return (a * ppr) / y;
}

/** Newton from `start`, falling back to Brent on (0, upper) if Newton leaves the domain. */
function solvePositive(
  f: (x: number) => number,
  df: (x: number) => number,
  start: number,
  upper: number,
): number {
  let x = start;
  for (let i = 0; i < 100; i += 1) {
    const next = x - f(x) / df(x);
    if (!Number.isFinite(next) || next <= 0 || next >= upper) break;
    if (Math.abs(next - x) < 1e-14 * Math.max(1, x)) return next;
    x = next;
  }
  const root = brentRoot(f, 1e-12, upper, 1e-15);
  if (root === undefined) {
    throw new OilfieldInputError(
      'z_factor',
      undefined,
      'The Z-factor equation has no solution for these conditions.',
    );
  }
  return root;
}

/**
 * Gas formation volume factor Bg = (p_sc/T_sc)·z·T/p, ft³/scf (0.02827·z·T/p at 14.7 psia and
 * 60 °F). Units: T in °R, p in psia. Source: Ahmed, ch. 2.
 */
export function gasFormationVolumeFactor(
  z: number,
  temperatureRankine: number,
  pressurePsia: number,
  base: { pressurePsia: number; temperatureRankine: number } = {
    pressurePsia: 14.7,
    temperatureRankine: 60 + RANKINE_OFFSET,
  },
): number {
  return ((base.pressurePsia / base.temperatureRankine) * z * temperatureRankine) / pressurePsia;
}

/**
 * Real-gas density ρ = p·Ma/(z·R·T), lb/ft³, with Ma = 28.9625·γ and R = 10.7316
 * psia·ft³/(lb-mol·°R). Units: p in psia, T in °R. Source: Ahmed, ch. 2, eq. 2-17.
 */
export function gasDensity(
  pressurePsia: number,
  gasSpecificGravity: number,
  z: number,
  temperatureRankine: number,
): number {
  return (
    (pressurePsia * AIR_MOLECULAR_WEIGHT * gasSpecificGravity) /
    (z * GAS_CONSTANT_FIELD * temperatureRankine)
  );
}

const gasGravity = z
  .number()
  .positive()
  .max(3)
  .describe('Gas specific gravity (air = 1), 0.57–1.68 for the pseudo-critical correlations');
/** An absolute pressure, psia. */
const gasPressure = z.number().positive().max(30000);
/** A gas compressibility factor known at the pressure and temperature. */
const zFactorGiven = z.number().min(0.2).max(2.5);
const co2Pct = z.number().min(0).max(100).default(0).describe('CO2 content, mol %');
const h2sPct = z.number().min(0).max(100).default(0).describe('H2S content, mol %');
const pcCorrelation = z
  .enum(['sutton', 'standing'])
  .default('sutton')
  .describe('Pseudo-critical correlation: sutton (1985, default) or standing (1977)');

function pseudoCriticals(
  sg: number,
  correlation: 'sutton' | 'standing',
  co2Percent: number,
  h2sPercent: number,
  warnings: string[],
  assumptions: string[],
): PseudoCritical & { readonly epsilon: number } {
  if (co2Percent + h2sPercent >= 100) {
    throw new OilfieldInputError(
      'co2_mol_pct',
      co2Percent,
      `co2_mol_pct + h2s_mol_pct = ${formatNumber(co2Percent + h2sPercent)} % leaves no hydrocarbon gas; the total must be below 100 %.`,
    );
  }
  const base = correlation === 'sutton' ? suttonPseudoCritical(sg) : standingPseudoCritical(sg);
  if (co2Percent === 0 && h2sPercent === 0) {
    assumptions.push('Sweet gas: no CO2 or H2S correction.');
    return { ...base, epsilon: 0 };
  }
  flagOutside(
    warnings,
    'co2_mol_pct',
    co2Percent,
    { max: 54.4 },
    'mol %',
    "Wichert and Aziz's data",
  );
  flagOutside(
    warnings,
    'h2s_mol_pct',
    h2sPercent,
    { max: 73.8 },
    'mol %',
    "Wichert and Aziz's data",
  );
  assumptions.push(
    `Wichert–Aziz correction for ${formatNumber(co2Percent)} mol % CO2 and ${formatNumber(h2sPercent)} mol % H2S.`,
  );
  return wichertAzizCorrection(base, co2Percent / 100, h2sPercent / 100);
}

/** Input of {@link gasPseudoCritical}. */
export const gasPseudoCriticalInput = z.strictObject({
  gas_specific_gravity: gasGravity,
  correlation: pcCorrelation,
  co2_mol_pct: co2Pct,
  h2s_mol_pct: h2sPct,
});

/**
 * Pseudo-critical temperature (°R) and pressure (psia) of a natural gas from its gravity, by
 * Sutton (1985) or Standing (1977), with the Wichert–Aziz correction when CO2 or H2S is present.
 * Valid 0.57 ≤ γ ≤ 1.68 (refused outside); CO2 above 54.4 mol % or H2S above 73.8 mol % is
 * flagged. Sources: SPE-14265; Standing (1977); Wichert & Aziz (1972).
 */
export function gasPseudoCritical(
  input: z.input<typeof gasPseudoCriticalInput>,
): CalcResult<'pseudo_critical_temperature' | 'pseudo_critical_pressure' | 'wichert_aziz_epsilon'> {
  const { gas_specific_gravity, correlation, co2_mol_pct, h2s_mol_pct } = parseInput(
    gasPseudoCriticalInput,
    input,
  );
  const warnings: string[] = [];
  const assumptions: string[] = [];
  const pc = pseudoCriticals(
    gas_specific_gravity,
    correlation,
    co2_mol_pct,
    h2s_mol_pct,
    warnings,
    assumptions,
  );
  const sour = pc.epsilon !== 0;
  return calcResult({
    calculator: 'gas_pseudo_critical',
    values: {
      pseudo_critical_temperature: quantity(
        pc.tpc,
        '°R',
        sour ? 'Corrected pseudo-critical temperature T′pc' : 'Pseudo-critical temperature Tpc',
      ),
      pseudo_critical_pressure: quantity(
        pc.ppc,
        'psia',
        sour ? 'Corrected pseudo-critical pressure P′pc' : 'Pseudo-critical pressure Ppc',
      ),
      wichert_aziz_epsilon: quantity(pc.epsilon, '°R', 'Wichert–Aziz adjustment ε'),
    },
    formula: `${correlation === 'sutton' ? 'Tpc = 169.2 + 349.5γ − 74.0γ²; Ppc = 756.8 − 131.0γ − 3.6γ²' : 'Tpc = 168 + 325γ − 12.5γ²; Ppc = 677 + 15γ − 37.5γ²'}${sour ? '; ε = 120(A^0.9 − A^1.6) + 15(B^0.5 − B^4), T′pc = Tpc − ε, P′pc = Ppc·T′pc/(Tpc + B(1 − B)ε)' : ''}`,
    assumptions: [
      ...assumptions,
      'Gas gravity of the whole gas (including non-hydrocarbons); nitrogen is not corrected for.',
    ],
    warnings,
    sources: [correlation === 'sutton' ? SUTTON : STANDING_PC, ...(sour ? [WICHERT_AZIZ] : [])],
  });
}

/** Input of {@link gasZFactor}. */
export const gasZFactorInput = z.strictObject({
  pressure_psia: gasPressure.describe('Pressure, psia (absolute)'),
  temperature_degF: z.number().gt(-100).max(700).describe('Temperature, °F'),
  gas_specific_gravity: gasGravity,
  z_correlation: z
    .enum(['dak', 'hall_yarborough'])
    .default('dak')
    .describe('Z-factor correlation: dak (Dranchuk–Abou-Kassem, default) or hall_yarborough'),
  pseudo_critical_correlation: pcCorrelation,
  co2_mol_pct: co2Pct,
  h2s_mol_pct: h2sPct,
});

/** The results that give a gas's volume at pressure and temperature. */
type GasVolumeKeys =
  'gas_fvf_ft3_per_scf' | 'gas_fvf_bbl_per_mscf' | 'gas_expansion_factor' | 'gas_density';

/** Those results from Bg (ft³/scf) and the density (lb/ft³): Bg also in bbl/Mscf, Eg = 1/Bg. */
function gasVolumeValues(bg: number, density: number): Record<GasVolumeKeys, Quantity> {
  return {
    gas_fvf_ft3_per_scf: quantity(bg, 'ft³/scf', 'Gas formation volume factor Bg'),
    gas_fvf_bbl_per_mscf: quantity(
      (bg * 1000) / 5.614583333,
      'bbl/Mscf',
      'Gas formation volume factor Bg',
    ),
    gas_expansion_factor: quantity(1 / bg, 'scf/ft³', 'Gas expansion factor Eg = 1/Bg'),
    gas_density: quantity(density, 'lb/ft³', 'Gas density at pressure and temperature'),
  };
}

/**
 * Z-factor of a natural gas at pressure and temperature, with the pseudo-reduced properties, Bg
 * (ft³/scf and bbl/Mscf), the expansion factor Eg (scf/ft³) and the density (lb/ft³).
 * Valid ranges: DAK 1.0 < Tpr ≤ 3.0 and Ppr < 30 (Ppr below 0.2 flagged); Hall–Yarborough
 * 1.0 ≤ Tpr ≤ 3.0 and Ppr ≤ 24 (Tpr below 1.2 flagged); outside these the input is refused,
 * naming the pressure or temperature. Sources: DAK (1975); Hall & Yarborough (1973); Sutton
 * (1985) or Standing (1977); Wichert & Aziz (1972); Ahmed ch. 2.
 */
export function gasZFactor(
  input: z.input<typeof gasZFactorInput>,
): CalcResult<
  | 'z_factor'
  | 'pseudo_reduced_pressure'
  | 'pseudo_reduced_temperature'
  | 'pseudo_critical_temperature'
  | 'pseudo_critical_pressure'
  | GasVolumeKeys
  | 'molecular_weight'
> {
  const parsed = parseInput(gasZFactorInput, input);
  const { pressure_psia, temperature_degF, gas_specific_gravity, z_correlation } = parsed;
  const warnings: string[] = [];
  const assumptions: string[] = [];
  const pc = pseudoCriticals(
    gas_specific_gravity,
    parsed.pseudo_critical_correlation,
    parsed.co2_mol_pct,
    parsed.h2s_mol_pct,
    warnings,
    assumptions,
  );
  const tRankine = temperature_degF + RANKINE_OFFSET;
  const ppr = pressure_psia / pc.ppc;
  const tpr = tRankine / pc.tpc;
  const dak = z_correlation === 'dak';
  const tprOk = dak ? tpr > 1.0 && tpr <= 3.0 : tpr >= 1.0 && tpr <= 3.0;
  if (!tprOk) {
    throw new OilfieldInputError(
      'temperature_degF',
      temperature_degF,
      `temperature_degF = ${formatNumber(temperature_degF)} °F gives a pseudo-reduced temperature Tpr = ${formatNumber(tpr, 4)} (T = ${formatNumber(tRankine)} °R, Tpc = ${formatNumber(pc.tpc, 5)} °R), outside ${dak ? "Dranchuk–Abou-Kassem's range 1.0 < Tpr ≤ 3.0" : "Hall–Yarborough's range 1.0 ≤ Tpr ≤ 3.0"}: ${tpr <= 1 ? 'near or below the pseudo-critical temperature the gas may condense and the correlation has no reliable solution' : 'above the range the correlation was fitted to'}.`,
    );
  }
  const pprMax = dak ? 30 : 24;
  if (!(ppr < pprMax || (!dak && ppr === pprMax))) {
    throw new OilfieldInputError(
      'pressure_psia',
      pressure_psia,
      `pressure_psia = ${formatNumber(pressure_psia)} gives a pseudo-reduced pressure Ppr = ${formatNumber(ppr, 4)} (Ppc = ${formatNumber(pc.ppc, 5)} psia), above ${dak ? "Dranchuk–Abou-Kassem's limit Ppr < 30" : "Hall–Yarborough's limit Ppr ≤ 24"}.`,
    );
  }
  if (dak && ppr < 0.2) {
    warnings.push(
      `Ppr = ${formatNumber(ppr, 3)} is below the 0.2 lower limit of the DAK fit; z tends to 1 (ideal gas) there, so the value is close but not fitted.`,
    );
  }
  if (!dak && tpr < 1.2) {
    warnings.push(
      `Tpr = ${formatNumber(tpr, 3)} is below 1.2: Hall and Yarborough excluded the 1.05–1.15 isotherms from their 0.3 % accuracy claim; compare with DAK.`,
    );
  }
  const zValue = dak ? zFactorDak(ppr, tpr) : zFactorHallYarborough(ppr, tpr);
  const bg = gasFormationVolumeFactor(zValue, tRankine, pressure_psia);
  const density = gasDensity(pressure_psia, gas_specific_gravity, zValue, tRankine);
  return calcResult({
    calculator: 'gas_z_factor',
    values: {
      z_factor: quantity(zValue, 'dimensionless', 'Gas compressibility factor z'),
      pseudo_reduced_pressure: quantity(ppr, 'dimensionless', 'Pseudo-reduced pressure Ppr'),
      pseudo_reduced_temperature: quantity(tpr, 'dimensionless', 'Pseudo-reduced temperature Tpr'),
      pseudo_critical_temperature: quantity(pc.tpc, '°R', 'Pseudo-critical temperature'),
      pseudo_critical_pressure: quantity(pc.ppc, 'psia', 'Pseudo-critical pressure'),
      ...gasVolumeValues(bg, density),
      molecular_weight: quantity(
        AIR_MOLECULAR_WEIGHT * gas_specific_gravity,
        'lb/lb-mol',
        'Apparent molecular weight Ma',
      ),
    },
    formula: `Ppr = p/Ppc, Tpr = T/Tpc; ${dak ? 'DAK: z = 0.27·Ppr/(ρr·Tpr), ρr solving the 11-constant DAK equation' : 'Hall–Yarborough: z = 0.06125·Ppr·t·e^(−1.2(1−t)²)/y, t = 1/Tpr, y solving the HY equation'}; Bg = (14.7/519.67)·z·T/p; ρg = p·Ma/(z·10.7316·T)`,
    assumptions: [
      ...assumptions,
      `Pseudo-criticals by ${parsed.pseudo_critical_correlation === 'sutton' ? 'Sutton (1985)' : 'Standing (1977)'}.`,
      'Temperature converted with °R = °F + 459.67; pressure absolute.',
      'Bg and Eg at a standard base of 14.7 psia and 60 °F; Ma = 28.9625·γ.',
    ],
    warnings,
    sources: [
      dak ? DAK : HALL_YARBOROUGH,
      parsed.pseudo_critical_correlation === 'sutton' ? SUTTON : STANDING_PC,
      ...(pc.epsilon !== 0 ? [WICHERT_AZIZ] : []),
      AHMED_GAS,
    ],
  });
}

/** Input of {@link gasFvfAndDensity}. */
export const gasFvfAndDensityInput = z.strictObject({
  pressure_psia: gasPressure.describe('Pressure, psia (absolute)'),
  temperature_degF: z.number().gt(-459.67).max(1000).describe('Temperature, °F'),
  z_factor: zFactorGiven.describe('Gas compressibility factor z at that pressure and temperature'),
  gas_specific_gravity: gasGravity
    .optional()
    .describe('Gas specific gravity (air = 1), for the density; Bg and Eg do not need it'),
  base_pressure_psia: z
    .number()
    .positive()
    .max(20)
    .default(14.7)
    .describe(
      'Pressure base of the standard cubic foot, psia (14.7 default; Texas commonly 14.65, federal 14.73)',
    ),
  base_temperature_degF: z
    .number()
    .min(0)
    .max(100)
    .default(60)
    .describe('Temperature base of the standard cubic foot, °F'),
});

/**
 * Gas formation volume factor and density for a known z: Bg = (p_sc/T_sc)·z·T/p (ft³/scf,
 * bbl/Mscf), Eg = 1/Bg (scf/ft³), ρ = p·Ma/(z·R·T) (lb/ft³). Units: psia, °F (converted to °R).
 * Source: Ahmed, Reservoir Engineering Handbook, ch. 2.
 */
export function gasFvfAndDensity(
  input: z.input<typeof gasFvfAndDensityInput>,
): CalcResult<Exclude<GasVolumeKeys, 'gas_density'>, 'gas_density'> {
  const parsed = parseInput(gasFvfAndDensityInput, input);
  const tRankine = parsed.temperature_degF + RANKINE_OFFSET;
  const bg = gasFormationVolumeFactor(parsed.z_factor, tRankine, parsed.pressure_psia, {
    pressurePsia: parsed.base_pressure_psia,
    temperatureRankine: parsed.base_temperature_degF + RANKINE_OFFSET,
  });
  const gravity = parsed.gas_specific_gravity;
  // The density needs the gas's molecular weight; Bg and Eg do not.
  const { gas_density: density, ...volume } = gasVolumeValues(
    bg,
    gravity === undefined
      ? Number.NaN
      : gasDensity(parsed.pressure_psia, gravity, parsed.z_factor, tRankine),
  );
  return calcResult<Exclude<GasVolumeKeys, 'gas_density'>, 'gas_density'>({
    calculator: 'gas_fvf_and_density',
    values: {
      ...volume,
      ...(gravity !== undefined && { gas_density: density }),
    },
    formula: 'Bg = (p_sc/T_sc)·z·T/p; Eg = 1/Bg; ρg = p·Ma/(z·R·T), Ma = 28.9625·γ, R = 10.7316',
    assumptions: [
      `Standard conditions ${formatNumber(parsed.base_pressure_psia)} psia and ${formatNumber(parsed.base_temperature_degF)} °F.`,
      'Temperature converted with °R = °F + 459.67; pressure absolute.',
    ],
    sources: [AHMED_GAS],
  });
}

const LEE_GONZALEZ_EAKIN =
  'Lee, A.L., Gonzalez, M.H. and Eakin, B.E. (1966), "The Viscosity of Natural Gases", J. Pet. Tech. 18(8): 997–1000 (SPE-1340); as given in Ahmed, Reservoir Engineering Handbook, ch. 2 (gas viscosity)';

/** One lb/ft³ in g/cm³. */
const G_PER_CM3_PER_LB_PER_FT3 = 0.45359237 / (0.3048 ** 3 * 1000);

/**
 * Lee–Gonzalez–Eakin gas viscosity (cP): μg = 10⁻⁴·K·exp(X·ρ^Y), ρ in g/cm³, with
 * K = (9.4 + 0.02·Ma)·T^1.5/(209 + 19·Ma + T), X = 3.5 + 986/T + 0.01·Ma, Y = 2.4 − 0.2·X
 * (T in °R, Ma in lb/lb-mol).
 */
export function leeGonzalezEakinViscosity(
  densityGPerCm3: number,
  temperatureRankine: number,
  molecularWeight: number,
): { viscosity: number; k: number; x: number; y: number } {
  const t = temperatureRankine;
  const ma = molecularWeight;
  const k = ((9.4 + 0.02 * ma) * t ** 1.5) / (209 + 19 * ma + t);
  const x = 3.5 + 986 / t + 0.01 * ma;
  const y = 2.4 - 0.2 * x;
  return { viscosity: 1e-4 * k * Math.exp(x * densityGPerCm3 ** y), k, x, y };
}

/** Input of {@link gasViscosity}. */
export const gasViscosityInput = z.strictObject({
  temperature_degF: z.number().gt(-100).max(700).describe('Temperature, °F'),
  gas_specific_gravity: z
    .number()
    .positive()
    .max(3)
    .describe('Gas specific gravity (air = 1); Ma = 28.9625·γ'),
  gas_density_lb_per_ft3: z
    .number()
    .positive()
    .max(40)
    .optional()
    .describe('Gas density at pressure and temperature, lb/ft³; or give pressure_psia'),
  pressure_psia: gasPressure
    .optional()
    .describe(
      'Pressure, psia (absolute), to compute the density ρ = p·Ma/(zRT) when the density is not given',
    ),
  z_factor: zFactorGiven
    .optional()
    .describe(
      'Gas compressibility factor z at that pressure and temperature; when left out it is computed (DAK with Sutton pseudo-criticals)',
    ),
});

type GasViscosityKeys =
  | 'gas_viscosity_cp'
  | 'gas_density_lb_per_ft3'
  | 'gas_density_g_per_cm3'
  | 'molecular_weight'
  | 'k_parameter'
  | 'x_parameter'
  | 'y_parameter';

/**
 * Natural-gas viscosity by Lee–Gonzalez–Eakin (1966): μg = 10⁻⁴·K·exp(X·ρ^Y) (cP), ρ the gas
 * density in g/cm³, from a given density or from ρ = p·Ma/(z·R·T) with z given or computed by
 * Dranchuk–Abou-Kassem (Sutton pseudo-criticals). Inputs outside the data (100–340 °F,
 * 100–8,000 psia) are flagged. Sources: Lee, Gonzalez & Eakin (1966); Ahmed, ch. 2.
 */
export function gasViscosity(
  input: z.input<typeof gasViscosityInput>,
): CalcResult<GasViscosityKeys, 'z_factor'> {
  const p = parseInput(gasViscosityInput, input);
  const warnings: string[] = [];
  const assumptions: string[] = [];
  const tRankine = p.temperature_degF + RANKINE_OFFSET;
  const ma = AIR_MOLECULAR_WEIGHT * p.gas_specific_gravity;
  const name = "Lee, Gonzalez and Eakin's data";
  flagOutside(warnings, 'temperature_degF', p.temperature_degF, { min: 100, max: 340 }, '°F', name);
  let density: number;
  let zUsed: number | undefined;
  if (p.gas_density_lb_per_ft3 !== undefined) {
    density = p.gas_density_lb_per_ft3;
    assumptions.push(`Gas density as given, ${formatNumber(density)} lb/ft³.`);
    if (p.pressure_psia !== undefined || p.z_factor !== undefined) {
      assumptions.push('The density given is used; pressure and z were not needed.');
    }
  } else {
    if (p.pressure_psia === undefined) {
      throw new OilfieldInputError(
        'pressure_psia',
        undefined,
        'pressure_psia = missing: give the gas density (gas_density_lb_per_ft3) or the pressure (pressure_psia, with z_factor if known).',
      );
    }
    flagOutside(warnings, 'pressure_psia', p.pressure_psia, { min: 100, max: 8000 }, 'psia', name);
    if (p.z_factor !== undefined) {
      zUsed = p.z_factor;
      assumptions.push(`z = ${formatNumber(zUsed)} as given.`);
    } else {
      const zResult = gasZFactor({
        pressure_psia: p.pressure_psia,
        temperature_degF: p.temperature_degF,
        gas_specific_gravity: p.gas_specific_gravity,
      });
      zUsed = zResult.values.z_factor.value;
      warnings.push(...zResult.warnings);
      assumptions.push(
        `z = ${formatNumber(zUsed, 4)} computed by Dranchuk–Abou-Kassem with Sutton pseudo-criticals (sweet gas); a measured or stated z is better.`,
      );
    }
    density = gasDensity(p.pressure_psia, p.gas_specific_gravity, zUsed, tRankine);
  }
  const rho = density * G_PER_CM3_PER_LB_PER_FT3;
  const lge = leeGonzalezEakinViscosity(rho, tRankine, ma);
  return calcResult<GasViscosityKeys, 'z_factor'>({
    calculator: 'gas_viscosity',
    values: {
      gas_viscosity_cp: quantity(lge.viscosity, 'cP', 'Gas viscosity μg'),
      gas_density_lb_per_ft3: quantity(density, 'lb/ft³', 'Gas density ρg'),
      gas_density_g_per_cm3: quantity(rho, 'g/cm³', 'Gas density ρg'),
      molecular_weight: quantity(ma, 'lb/lb-mol', 'Apparent molecular weight Ma'),
      k_parameter: quantity(lge.k, 'dimensionless', 'K'),
      x_parameter: quantity(lge.x, 'dimensionless', 'X'),
      y_parameter: quantity(lge.y, 'dimensionless', 'Y'),
      ...(zUsed !== undefined
        ? { z_factor: quantity(zUsed, 'dimensionless', 'Gas compressibility factor z') }
        : {}),
    },
    formula:
      'μg = 10⁻⁴·K·exp(X·ρ^Y), K = (9.4 + 0.02·Ma)·T^1.5/(209 + 19·Ma + T), X = 3.5 + 986/T + 0.01·Ma, Y = 2.4 − 0.2·X; ρ in g/cm³, T in °R',
    assumptions: [
      ...assumptions,
      'T in °R = °F + 459.67; Ma = 28.9625·γ; 1 lb/ft³ = 0.0160185 g/cm³.',
      'Hydrocarbon gas; Lee, Gonzalez and Eakin’s data had little CO2 (0.9–3.2 mol %) and no H2S.',
    ],
    warnings,
    sources: [
      LEE_GONZALEZ_EAKIN,
      ...(zUsed !== undefined && p.z_factor === undefined ? [DAK, SUTTON] : []),
    ],
  });
}
