import { z } from 'zod';

import {
  AIR_MOLECULAR_WEIGHT,
  CUBIC_FEET_PER_BARREL,
  CUBIC_METRES_PER_BARREL,
  GAS_CONSTANT_FIELD,
  METRES_PER_FOOT,
  RANKINE_OFFSET,
} from './constants';
import { OilfieldInputError } from './errors';
import { gasZFactor } from './gas-pvt';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Reservoir volumetrics and gas material balance: oil and gas initially in place from the rock
 * volume, the p/z line of a volumetric gas reservoir, and the density of a gas from its molecular
 * weight.
 */

const CRAFT_HAWKINS =
  'Craft, B.C. and Hawkins, M.F., Applied Petroleum Reservoir Engineering, 3rd ed. (revised by R.E. Terry and J.B. Rogers), Pearson, 2015: single-phase gas reservoirs (G = 43,560·A·h·φ·(1 − Sw)/Bgi, the p/z material balance) and undersaturated oil reservoirs (N = 7,758·A·h·φ·(1 − Sw)/Boi)';
const PEH =
  'Lake, L.W. (ed.), Petroleum Engineering Handbook, Vol. V: Reservoir Engineering and Petrophysics, SPE, 2007: volumetric estimates of oil and gas in place';
const AHMED_GAS =
  'Ahmed, T., Reservoir Engineering Handbook, 4th ed., Gulf Professional Publishing, 2010, ch. 2: real-gas density ρg = p·Ma/(z·R·T)';

/** Barrels in one acre-foot: 43,560 ft³ / 5.614583 ft³/bbl = 7,758.4 bbl. */
export const BARRELS_PER_ACRE_FOOT = 43560 / CUBIC_FEET_PER_BARREL;
const CUBIC_METRES_PER_CUBIC_FOOT = METRES_PER_FOOT ** 3;

const area = z.number().positive().max(1e7).describe('Drainage or reservoir area A, in acres');
const netPay = z.number().positive().max(10000).describe('Net pay thickness h, ft');
const porosity = z
  .number()
  .gt(0)
  .max(50)
  .describe('Porosity φ, % of the bulk volume (e.g. 20 for 0.20)');
const waterSaturation = z
  .number()
  .min(0)
  .lt(100)
  .describe('Connate (initial) water saturation Sw, % of the pore volume');

/** Input of {@link volumetricOilInPlace}. */
export const volumetricOilInPlaceInput = z.strictObject({
  area_acres: area,
  net_pay_ft: netPay,
  porosity_pct: porosity,
  water_saturation_pct: waterSaturation,
  oil_fvf_rb_per_stb: z
    .number()
    .min(1)
    .max(5)
    .describe('Initial oil formation volume factor Boi, rb/STB'),
  recovery_factor_pct: z
    .number()
    .gt(0)
    .max(100)
    .optional()
    .describe('Recovery factor, % of the oil in place, for the recoverable volume'),
});

/**
 * Stock-tank oil initially in place N = 7,758·A·h·φ·(1 − Sw)/Boi, STB (7,758 bbl per acre-ft),
 * and in m³; with a recovery factor, the recoverable oil. Sources: Craft & Hawkins; SPE PEH Vol. V.
 */
export function volumetricOilInPlace(
  input: z.input<typeof volumetricOilInPlaceInput>,
): CalcResult<'stoiip_stb' | 'stoiip_m3' | 'pore_volume_bbl', 'recoverable_stb'> {
  const p = parseInput(volumetricOilInPlaceInput, input);
  const poreVolume = BARRELS_PER_ACRE_FOOT * p.area_acres * p.net_pay_ft * (p.porosity_pct / 100);
  const stoiip = (poreVolume * (1 - p.water_saturation_pct / 100)) / p.oil_fvf_rb_per_stb;
  const rf = p.recovery_factor_pct;
  return calcResult<'stoiip_stb' | 'stoiip_m3' | 'pore_volume_bbl', 'recoverable_stb'>({
    calculator: 'volumetric_oil_in_place',
    values: {
      stoiip_stb: quantity(stoiip, 'STB', 'Oil initially in place N (STOIIP)'),
      stoiip_m3: quantity(
        stoiip * CUBIC_METRES_PER_BARREL,
        'm³',
        'Oil initially in place N, stock-tank m³',
      ),
      pore_volume_bbl: quantity(poreVolume, 'bbl', 'Pore volume 7,758·A·h·φ'),
      ...(rf !== undefined && {
        recoverable_stb: quantity(
          (stoiip * rf) / 100,
          'STB',
          `Recoverable oil at ${formatNumber(rf)} % recovery`,
        ),
      }),
    },
    formula: 'N = 7,758·A·h·φ·(1 − Sw)/Boi',
    assumptions: [
      '7,758 bbl per acre-foot (43,560 ft³ / 5.6146 ft³/bbl); A in acres, h in ft, φ and Sw as fractions.',
      'Average porosity and water saturation over the net pay; Boi at the initial reservoir pressure.',
    ],
    sources: [CRAFT_HAWKINS, PEH],
  });
}

/** Input of {@link volumetricGasInPlace}. */
export const volumetricGasInPlaceInput = z.strictObject({
  area_acres: area,
  net_pay_ft: netPay,
  porosity_pct: porosity,
  water_saturation_pct: waterSaturation,
  gas_fvf_ft3_per_scf: z
    .number()
    .positive()
    .max(1)
    .describe('Initial gas formation volume factor Bgi, reservoir ft³ per scf (same as rm³/Sm³)'),
  recovery_factor_pct: z
    .number()
    .gt(0)
    .max(100)
    .optional()
    .describe('Recovery factor, % of the gas in place, for the recoverable volume'),
});

/**
 * Gas initially in place G = 43,560·A·h·φ·(1 − Sw)/Bgi, scf, and in standard m³ at the same
 * base as Bgi; with a recovery factor, the recoverable gas. Sources: Craft & Hawkins; SPE PEH Vol. V.
 */
export function volumetricGasInPlace(
  input: z.input<typeof volumetricGasInPlaceInput>,
): CalcResult<'giip_scf' | 'giip_bcf' | 'giip_sm3' | 'pore_volume_ft3', 'recoverable_scf'> {
  const p = parseInput(volumetricGasInPlaceInput, input);
  const poreVolume = 43560 * p.area_acres * p.net_pay_ft * (p.porosity_pct / 100);
  const giip = (poreVolume * (1 - p.water_saturation_pct / 100)) / p.gas_fvf_ft3_per_scf;
  const rf = p.recovery_factor_pct;
  return calcResult<'giip_scf' | 'giip_bcf' | 'giip_sm3' | 'pore_volume_ft3', 'recoverable_scf'>({
    calculator: 'volumetric_gas_in_place',
    values: {
      giip_scf: quantity(giip, 'scf', 'Gas initially in place G (GIIP)'),
      giip_bcf: quantity(giip / 1e9, 'Bscf', 'Gas initially in place G, Bscf'),
      giip_sm3: quantity(
        giip * CUBIC_METRES_PER_CUBIC_FOOT,
        'Sm³',
        'Gas initially in place G, standard m³',
      ),
      pore_volume_ft3: quantity(poreVolume, 'ft³', 'Pore volume 43,560·A·h·φ'),
      ...(rf !== undefined && {
        recoverable_scf: quantity(
          (giip * rf) / 100,
          'scf',
          `Recoverable gas at ${formatNumber(rf)} % recovery`,
        ),
      }),
    },
    formula: 'G = 43,560·A·h·φ·(1 − Sw)/Bgi',
    assumptions: [
      '43,560 ft³ per acre-foot; A in acres, h in ft, φ and Sw as fractions; Bgi in reservoir ft³ per scf.',
      'Standard volumes are at the base conditions of Bgi.',
    ],
    sources: [CRAFT_HAWKINS, PEH],
  });
}

const pzPoint = z.strictObject({
  pressure_psia: z.number().positive().max(30000).describe('Reservoir pressure, psia'),
  z_factor: z.number().min(0.2).max(2.5).describe('Gas compressibility factor z at that pressure'),
  cumulative_gas_bcf: z
    .number()
    .min(0)
    .describe('Cumulative gas produced when the pressure was measured, in Bscf'),
});

/** Input of {@link gasMaterialBalancePz}. */
export const gasMaterialBalancePzInput = z.strictObject({
  initial_pressure_psia: z
    .number()
    .positive()
    .max(30000)
    .describe('Initial reservoir pressure pi, psia'),
  initial_z_factor: z.number().min(0.2).max(2.5).describe('Gas compressibility factor zi at pi'),
  points: z
    .array(pzPoint)
    .min(1)
    .max(50)
    .describe('Later surveys: pressure, z and the cumulative gas produced by then'),
  abandonment_pressure_psia: z
    .number()
    .positive()
    .optional()
    .describe('Abandonment pressure, psia, for the recoverable gas (with its z)'),
  abandonment_z_factor: z
    .number()
    .min(0.2)
    .max(2.5)
    .optional()
    .describe('Gas compressibility factor z at the abandonment pressure'),
});

/**
 * Volumetric (no water drive) gas material balance p/z = (pi/zi)·(1 − Gp/G): the gas initially in
 * place from the straight line through (0, pi/zi) and the surveys (least squares through the
 * fixed intercept), and the gas recovered down to an abandonment p/z. Sources: Craft & Hawkins.
 */
export function gasMaterialBalancePz(
  input: z.input<typeof gasMaterialBalancePzInput>,
): CalcResult<
  'giip_bcf' | 'initial_p_over_z' | 'last_p_over_z',
  'recoverable_bcf' | 'recovery_factor_pct'
> {
  const p = parseInput(gasMaterialBalancePzInput, input);
  const pzi = p.initial_pressure_psia / p.initial_z_factor;
  // With y = 1 − (p/z)/(pi/zi) = Gp/G, G = Σ Gp² / Σ (Gp·y) (the line through the origin).
  let sxx = 0;
  let sxy = 0;
  for (const [index, point] of p.points.entries()) {
    const y = 1 - point.pressure_psia / point.z_factor / pzi;
    if (!(y > 0) || !(point.cumulative_gas_bcf > 0)) {
      throw new OilfieldInputError(
        `points.${index}`,
        point,
        `points.${index}: p/z = ${formatNumber(point.pressure_psia / point.z_factor)} psia must be below pi/zi = ${formatNumber(pzi)} psia with gas produced (Gp > 0).`,
      );
    }
    sxx += point.cumulative_gas_bcf ** 2;
    sxy += point.cumulative_gas_bcf * y;
  }
  const giip = sxx / sxy;
  const last = p.points.at(-1) as z.infer<typeof pzPoint>;
  const warnings: string[] = [];
  if (p.points.length === 1) {
    warnings.push(
      'One survey fixes the line through pi/zi: a second survey would check that it is straight (no water drive).',
    );
  }
  const values: Record<'giip_bcf' | 'initial_p_over_z' | 'last_p_over_z', Quantity> &
    Partial<Record<'recoverable_bcf' | 'recovery_factor_pct', Quantity>> = {
    giip_bcf: quantity(giip, 'Bscf', 'Gas initially in place G'),
    initial_p_over_z: quantity(pzi, 'psia', 'Initial p/z'),
    last_p_over_z: quantity(last.pressure_psia / last.z_factor, 'psia', 'Last survey p/z'),
  };
  if (p.abandonment_pressure_psia !== undefined) {
    if (p.abandonment_z_factor === undefined) {
      throw new OilfieldInputError(
        'abandonment_z_factor',
        undefined,
        'Give the z-factor at the abandonment pressure (abandonment_z_factor) with the abandonment pressure.',
      );
    }
    const rf = 1 - p.abandonment_pressure_psia / p.abandonment_z_factor / pzi;
    values.recovery_factor_pct = quantity(rf * 100, '%', 'Recovery factor at abandonment');
    values.recoverable_bcf = quantity(rf * giip, 'Bscf', 'Gas recoverable to abandonment');
  }
  return calcResult<
    'giip_bcf' | 'initial_p_over_z' | 'last_p_over_z',
    'recoverable_bcf' | 'recovery_factor_pct'
  >({
    calculator: 'gas_material_balance_pz',
    values,
    formula: 'p/z = (pi/zi)·(1 − Gp/G)',
    assumptions: [
      'Volumetric gas reservoir: no water influx, negligible rock and water expansion.',
      'The line passes through (Gp = 0, pi/zi); with several surveys it is fitted by least squares.',
    ],
    warnings,
    sources: [CRAFT_HAWKINS],
  });
}

/** Input of {@link gasDensityFromMolecularWeight}. */
export const gasDensityFromMolecularWeightInput = z.strictObject({
  pressure_psia: z.number().positive().max(30000).describe('Pressure, psia'),
  temperature_degF: z.number().min(-100).max(700).describe('Temperature, °F'),
  molecular_weight: z
    .number()
    .min(2)
    .max(90)
    .describe('Apparent molecular weight of the gas Ma, lb/lb-mol (g/mol)'),
  z_factor: z
    .number()
    .min(0.2)
    .max(2.5)
    .optional()
    .describe('Gas compressibility factor z; estimated by Dranchuk–Abou-Kassem when not given'),
});

/**
 * Gas density ρ = p·Ma/(z·R·T), lb/ft³ (R = 10.7316 psia·ft³/(lb-mol·°R)), with the specific
 * gravity γ = Ma/28.9625; z is estimated (DAK with Sutton's pseudo-criticals) when not given.
 * Source: Ahmed, ch. 2.
 */
export function gasDensityFromMolecularWeight(
  input: z.input<typeof gasDensityFromMolecularWeightInput>,
): CalcResult<'gas_density' | 'gas_density_kg_per_m3' | 'gas_specific_gravity' | 'z_factor'> {
  const p = parseInput(gasDensityFromMolecularWeightInput, input);
  const gravity = p.molecular_weight / AIR_MOLECULAR_WEIGHT;
  const assumptions = [
    `Specific gravity γ = Ma/${AIR_MOLECULAR_WEIGHT} = ${formatNumber(gravity, 4)}.`,
  ];
  let z = p.z_factor;
  if (z === undefined) {
    z = gasZFactor({
      pressure_psia: p.pressure_psia,
      temperature_degF: p.temperature_degF,
      gas_specific_gravity: gravity,
    }).values.z_factor.value;
    assumptions.push(
      `z = ${formatNumber(z, 4)} by Dranchuk–Abou-Kassem with Sutton's pseudo-critical properties.`,
    );
  }
  const density =
    (p.pressure_psia * p.molecular_weight) /
    (z * GAS_CONSTANT_FIELD * (p.temperature_degF + RANKINE_OFFSET));
  return calcResult({
    calculator: 'gas_density_from_molecular_weight',
    values: {
      gas_density: quantity(density, 'lb/ft³', 'Gas density ρg'),
      gas_density_kg_per_m3: quantity(density * 16.01846337, 'kg/m³', 'Gas density ρg, kg/m³'),
      gas_specific_gravity: quantity(
        gravity,
        'dimensionless',
        'Gas specific gravity γ = Ma/28.9625',
      ),
      z_factor: quantity(z, 'dimensionless', 'Gas compressibility factor z'),
    },
    formula: 'ρg = p·Ma/(z·R·T)',
    assumptions,
    sources: [AHMED_GAS],
  });
}
