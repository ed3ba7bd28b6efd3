import { z } from 'zod';

import { GALLONS_PER_CUBIC_FOOT } from './constants';
import { calcResult, quantity, type CalcResult } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Hydrostatic pressure of a static, incompressible fluid column in field units:
 * P (psi) = 0.052 × MW (ppg) × TVD (ft), gradient (psi/ft) = 0.052 × MW.
 * Source: Lapeyrouse, N.J., *Formulas and Calculations for Drilling, Production and Workover*, 2nd ed. (2002)
 * (Gulf Professional Publishing), ch. 1.
 */

const LAPEYROUSE =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (2002), ch. 1 (hydrostatic pressure, pressure gradient, mud weight)';

/** The drilling convention: 0.052 psi/ft per ppg. */
export const FIELD_GRADIENT_FACTOR = 0.052;
/** The exact factor: 7.480519 gal/ft³ ÷ 144 in²/ft² = 0.051948 psi/ft per ppg. */
export const EXACT_GRADIENT_FACTOR = GALLONS_PER_CUBIC_FOOT / 144;
/** Fresh water, ppg, used to express a mud weight as a specific gravity. */
const FRESH_WATER_PPG = 8.33;

const gradientFactor = z
  .enum(['field', 'exact'])
  .default('field')
  .describe(
    'ppg-to-psi/ft factor: field = 0.052 (the drilling convention, default) or exact = 0.051948 (7.48052 gal/ft³ ÷ 144)',
  );

const mudWeight = z
  .number()
  .positive()
  .max(25)
  .describe('Mud weight (fluid density), lb/gal (ppg); typical drilling fluids 6–22 ppg');

const tvd = z
  .number()
  .min(0)
  .max(40000)
  .describe('True vertical depth, ft (use TVD, not measured depth); 0–40,000 ft');

function factorOf(choice: 'field' | 'exact'): number {
  return choice === 'field' ? FIELD_GRADIENT_FACTOR : EXACT_GRADIENT_FACTOR;
}

function factorAssumption(choice: 'field' | 'exact'): string {
  return choice === 'field'
    ? 'Factor 0.052 psi/ft per ppg (field convention; the exact value is 0.051948, 0.1 % lower).'
    : 'Exact factor 0.051948 psi/ft per ppg (7.48052 gal/ft³ ÷ 144 in²/ft²).';
}

function flagMudWeight(warnings: string[], input: string, ppg: number): void {
  flagOutside(
    warnings,
    input,
    ppg,
    { min: 6, max: 22 },
    'ppg',
    'the usual range of drilling fluids',
  );
}

const COLUMN_ASSUMPTION =
  'Static, incompressible fluid column of uniform density (no temperature or pressure effect on density).';

/** Input of {@link hydrostaticPressure}. */
export const hydrostaticPressureInput = z.strictObject({
  tvd_ft: tvd,
  mud_weight_ppg: mudWeight,
  gradient_factor: gradientFactor,
  surface_pressure_psi: z
    .number()
    .min(0)
    .max(20000)
    .optional()
    .describe(
      'Pressure held at surface on the column (casing, wellhead, choke), psi gauge, 0–20,000; for the bottom-hole pressure',
    ),
  formation_pressure_psi: z
    .number()
    .min(0)
    .max(30000)
    .optional()
    .describe(
      'Formation (pore or reservoir) pressure at the same depth, psi gauge, 0–30,000; for the overbalance (negative: underbalance)',
    ),
});

/**
 * Hydrostatic pressure at the bottom of a fluid column: P = 0.052 × MW × TVD; with a formation
 * pressure at that depth, the overbalance P + surface pressure − formation pressure.
 * Units: TVD in ft (0–40,000), MW in ppg (flagged outside 6–22), P in psi (gauge, i.e. above the
 * surface pressure). Source: Lapeyrouse, ch. 1.
 */
export function hydrostaticPressure(
  input: z.input<typeof hydrostaticPressureInput>,
): CalcResult<
  'pressure_psi' | 'gradient_psi_per_ft',
  'bottom_hole_pressure_psi' | 'overbalance_psi'
> {
  const { tvd_ft, mud_weight_ppg, gradient_factor, surface_pressure_psi, formation_pressure_psi } =
    parseInput(hydrostaticPressureInput, input);
  const factor = factorOf(gradient_factor);
  const warnings: string[] = [];
  flagMudWeight(warnings, 'mud_weight_ppg', mud_weight_ppg);
  const hydrostatic = factor * mud_weight_ppg * tvd_ft;
  const shownFactor = factor === FIELD_GRADIENT_FACTOR ? '0.052' : '0.051948';
  const bottom = hydrostatic + (surface_pressure_psi ?? 0);
  if (formation_pressure_psi !== undefined && bottom < formation_pressure_psi) {
    warnings.push(
      `Underbalanced by ${formatNumber(formation_pressure_psi - bottom, 4)} psi: the formation can flow into the well.`,
    );
  }
  return calcResult<
    'pressure_psi' | 'gradient_psi_per_ft',
    'bottom_hole_pressure_psi' | 'overbalance_psi'
  >({
    calculator: 'hydrostatic_pressure',
    values: {
      pressure_psi: quantity(hydrostatic, 'psi', 'Hydrostatic pressure'),
      gradient_psi_per_ft: quantity(factor * mud_weight_ppg, 'psi/ft', 'Pressure gradient'),
      ...(surface_pressure_psi !== undefined && {
        bottom_hole_pressure_psi: quantity(
          hydrostatic + surface_pressure_psi,
          'psi',
          'Bottom-hole pressure (hydrostatic + surface)',
        ),
      }),
      ...(formation_pressure_psi !== undefined && {
        overbalance_psi: quantity(
          bottom - formation_pressure_psi,
          'psi',
          'Overbalance (negative: underbalance)',
        ),
      }),
    },
    formula: [
      surface_pressure_psi === undefined
        ? `P = ${shownFactor} × MW × TVD`
        : `P = ${shownFactor} × MW × TVD; BHP = P + surface pressure`,
      ...(formation_pressure_psi === undefined
        ? []
        : [
            `overbalance = ${surface_pressure_psi === undefined ? 'P' : 'BHP'} − formation pressure`,
          ]),
    ].join('; '),
    assumptions: [
      factorAssumption(gradient_factor),
      COLUMN_ASSUMPTION,
      surface_pressure_psi === undefined
        ? 'Pressure is that of the column alone (gauge); add surface pressure for the absolute bottom-hole pressure.'
        : 'Static well: the surface pressure acts on the whole column; the result is gauge (add the atmosphere for absolute).',
    ],
    warnings,
    sources: [LAPEYROUSE],
  });
}

/** Input of {@link pressureGradient}. */
export const pressureGradientInput = z.strictObject({
  mud_weight_ppg: mudWeight,
  gradient_factor: gradientFactor,
});

/**
 * Pressure gradient of a fluid: gradient (psi/ft) = 0.052 × MW (ppg); also its specific gravity
 * relative to fresh water (8.33 ppg). Source: Lapeyrouse, ch. 1.
 */
export function pressureGradient(
  input: z.input<typeof pressureGradientInput>,
): CalcResult<'gradient_psi_per_ft' | 'specific_gravity'> {
  const { mud_weight_ppg, gradient_factor } = parseInput(pressureGradientInput, input);
  const factor = factorOf(gradient_factor);
  const warnings: string[] = [];
  flagMudWeight(warnings, 'mud_weight_ppg', mud_weight_ppg);
  return calcResult({
    calculator: 'pressure_gradient',
    values: {
      gradient_psi_per_ft: quantity(factor * mud_weight_ppg, 'psi/ft', 'Pressure gradient'),
      specific_gravity: quantity(
        mud_weight_ppg / FRESH_WATER_PPG,
        'dimensionless',
        'Specific gravity (fresh water = 8.33 ppg)',
      ),
    },
    formula: `gradient = ${factor === FIELD_GRADIENT_FACTOR ? '0.052' : '0.051948'} × MW; SG = MW/8.33`,
    assumptions: [factorAssumption(gradient_factor), COLUMN_ASSUMPTION],
    warnings,
    sources: [LAPEYROUSE],
  });
}

/** Input of {@link mudWeightFromGradient}. */
export const mudWeightFromGradientInput = z.strictObject({
  gradient_psi_per_ft: z
    .number()
    .positive()
    .max(1.3)
    .describe('Pressure gradient, psi/ft (fresh water 0.433, typical muds 0.31–1.14)'),
  gradient_factor: gradientFactor,
});

/** Mud weight that exerts a given gradient: MW (ppg) = gradient (psi/ft)/0.052. Source: Lapeyrouse, ch. 1. */
export function mudWeightFromGradient(
  input: z.input<typeof mudWeightFromGradientInput>,
): CalcResult<'mud_weight_ppg'> {
  const { gradient_psi_per_ft, gradient_factor } = parseInput(mudWeightFromGradientInput, input);
  const factor = factorOf(gradient_factor);
  const ppg = gradient_psi_per_ft / factor;
  const warnings: string[] = [];
  flagMudWeight(warnings, 'mud weight', ppg);
  return calcResult({
    calculator: 'mud_weight_from_gradient',
    values: { mud_weight_ppg: quantity(ppg, 'ppg', 'Mud weight') },
    formula: `MW = gradient/${factor === FIELD_GRADIENT_FACTOR ? '0.052' : '0.051948'}`,
    assumptions: [factorAssumption(gradient_factor), COLUMN_ASSUMPTION],
    warnings,
    sources: [LAPEYROUSE],
  });
}

/** Input of {@link equivalentMudWeight}. */
export const equivalentMudWeightInput = z.strictObject({
  pressure_psi: z
    .number()
    .min(0)
    .describe('Pressure to be balanced at that depth, psi (e.g. formation pore pressure)'),
  tvd_ft: z
    .number()
    .positive()
    .max(40000)
    .describe(
      'True vertical depth of the point, ft (use TVD, not measured depth); above 0, up to 40,000 ft',
    ),
  gradient_factor: gradientFactor,
});

/**
 * Mud weight whose column balances a pressure at a depth (equivalent mud weight):
 * EMW (ppg) = P/(0.052 × TVD). Units: P in psi, TVD in ft (> 0). Source: Lapeyrouse, ch. 1.
 */
export function equivalentMudWeight(
  input: z.input<typeof equivalentMudWeightInput>,
): CalcResult<'mud_weight_ppg' | 'gradient_psi_per_ft'> {
  const { pressure_psi, tvd_ft, gradient_factor } = parseInput(equivalentMudWeightInput, input);
  const factor = factorOf(gradient_factor);
  const ppg = pressure_psi / (factor * tvd_ft);
  const warnings: string[] = [];
  flagMudWeight(warnings, 'equivalent mud weight', ppg);
  return calcResult({
    calculator: 'equivalent_mud_weight',
    values: {
      mud_weight_ppg: quantity(ppg, 'ppg', 'Equivalent mud weight'),
      gradient_psi_per_ft: quantity(pressure_psi / tvd_ft, 'psi/ft', 'Pressure gradient'),
    },
    formula: `EMW = P/(${factor === FIELD_GRADIENT_FACTOR ? '0.052' : '0.051948'} × TVD)`,
    assumptions: [
      factorAssumption(gradient_factor),
      COLUMN_ASSUMPTION,
      `Balances ${formatNumber(pressure_psi)} psi at ${formatNumber(tvd_ft)} ft TVD exactly, with no trip or safety margin.`,
    ],
    warnings,
    sources: [LAPEYROUSE],
  });
}

const BOURGOYNE_COMPLEX_COLUMN =
  'Bourgoyne, A.T., Millheim, K.K., Chenevert, M.E. & Young, F.S., Applied Drilling Engineering, SPE Textbook Series vol. 2 (1986), ch. 4 (hydrostatic pressure in complex fluid columns: p = p0 + Σ 0.052 ρi (Di − Di−1))';

/** Input of {@link fluidColumnPressure}. */
export const fluidColumnPressureInput = z.strictObject({
  fluids: z
    .array(
      z.strictObject({
        mud_weight_ppg: mudWeight,
        height_ft: z
          .number()
          .positive()
          .max(40000)
          .describe('Vertical height (TVD) of this fluid in the column, ft; >0–40,000 ft'),
      }),
    )
    .min(1)
    .max(10)
    .describe(
      'The fluids from the top of the column down (1–10), each with its density and vertical height: e.g. mud over a cement tail, a pill or a spacer',
    ),
  surface_pressure_psi: z
    .number()
    .min(0)
    .max(20000)
    .optional()
    .describe('Pressure held at surface on the column, psi gauge, 0–20,000'),
  gradient_factor: gradientFactor,
});

/**
 * Hydrostatic pressure at the bottom of a column of several fluids (mud over a cement tail, a
 * heavy pill under mud): p = p0 + Σ factor × ρi × hi over the fluids from the top down, with the
 * pressure at the base of each and the equivalent mud weight of the whole column.
 * Units: ppg, ft (TVD), psi. Source: Bourgoyne et al., ADE (1986), ch. 4.
 */
export function fluidColumnPressure(
  input: z.input<typeof fluidColumnPressureInput>,
): CalcResult<'pressure_psi' | 'total_tvd_ft' | 'equivalent_mud_weight_ppg'> {
  const { fluids, surface_pressure_psi, gradient_factor } = parseInput(
    fluidColumnPressureInput,
    input,
  );
  const factor = factorOf(gradient_factor);
  const warnings: string[] = [];
  let depth = 0;
  let pressure = surface_pressure_psi ?? 0;
  const rows = fluids.map((fluid, index) => {
    flagMudWeight(warnings, `fluids.${index}.mud_weight_ppg`, fluid.mud_weight_ppg);
    const top = depth;
    depth += fluid.height_ft;
    const added = factor * fluid.mud_weight_ppg * fluid.height_ft;
    pressure += added;
    return {
      fluid: index + 1,
      mud_weight_ppg: fluid.mud_weight_ppg,
      top_ft: top,
      base_ft: depth,
      hydrostatic_psi: added,
      pressure_at_base_psi: pressure,
    };
  });
  const hydrostatic = pressure - (surface_pressure_psi ?? 0);
  const shownFactor = factor === FIELD_GRADIENT_FACTOR ? '0.052' : '0.051948';
  return calcResult({
    calculator: 'fluid_column_pressure',
    values: {
      pressure_psi: quantity(
        pressure,
        'psi',
        surface_pressure_psi === undefined
          ? 'Hydrostatic pressure at the bottom'
          : 'Bottom-hole pressure (column + surface)',
      ),
      total_tvd_ft: quantity(depth, 'ft', 'Depth of the column (TVD)'),
      equivalent_mud_weight_ppg: quantity(
        hydrostatic / (factor * depth),
        'ppg',
        'Equivalent mud weight of the column',
      ),
    },
    formula: `P = ${surface_pressure_psi === undefined ? '' : `${formatNumber(surface_pressure_psi)} + `}Σ ${shownFactor} × MWi × hi = ${rows
      .map(
        (row) =>
          `${shownFactor} × ${formatNumber(row.mud_weight_ppg)} × ${formatNumber(row.base_ft - row.top_ft)}`,
      )
      .join(' + ')}`,
    assumptions: [
      factorAssumption(gradient_factor),
      'Each fluid a static, incompressible layer of uniform density, listed from the top down; heights are vertical (TVD), not measured lengths.',
    ],
    warnings,
    sources: [BOURGOYNE_COMPLEX_COLUMN],
    table: {
      title: 'Fluids from the top down',
      columns: [
        { key: 'fluid', label: 'Fluid', unit: '' },
        { key: 'mud_weight_ppg', label: 'Density', unit: 'ppg' },
        { key: 'top_ft', label: 'Top', unit: 'ft' },
        { key: 'base_ft', label: 'Base', unit: 'ft' },
        { key: 'hydrostatic_psi', label: 'Hydrostatic of the layer', unit: 'psi' },
        { key: 'pressure_at_base_psi', label: 'Pressure at its base', unit: 'psi' },
      ],
      rows,
    },
  });
}
