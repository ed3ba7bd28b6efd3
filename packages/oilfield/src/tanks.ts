import { z } from 'zod';

import { CUBIC_FEET_PER_BARREL, GALLONS_PER_CUBIC_FOOT } from './constants';
import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Liquid volume in cylindrical tanks and vessels (strapping): vertical cylinders, and horizontal
 * cylinders partly full with flat, ellipsoidal or hemispherical heads.
 * Sources: API Manual of Petroleum Measurement Standards ch. 2.2A (tank calibration) for the
 * vertical cylinder; Jones, D., "Calculating Tank Volume" (partly filled horizontal tanks), as
 * implemented in fluids.geometry (Bell, C., fluids: Fluid dynamics component of Chemical
 * Engineering Design Library).
 */

const API_2_2A = 'API MPMS ch. 2.2A, Measurement and Calibration of Upright Cylindrical Tanks';
const JONES =
  'Jones, D., "Calculating Tank Volume" (partly filled horizontal cylinders and heads), as implemented in the fluids library, fluids/geometry.py';

/** Cross-sectional area of liquid of height h in a circle of radius r: r²·acos((r−h)/r) − (r−h)·√(2rh − h²). */
export function circularSegmentArea(radius: number, height: number): number {
  const h = Math.min(Math.max(height, 0), 2 * radius);
  return (
    radius ** 2 * Math.acos((radius - h) / radius) -
    (radius - h) * Math.sqrt(Math.max(0, 2 * radius * h - h * h))
  );
}

/**
 * Liquid volume (ft³) of a horizontal cylinder of diameter D and straight length L filled to h,
 * plus two identical ellipsoidal heads of depth a (a = 0: flat; a = D/2: hemispherical):
 * V = A(h)·L + π·a·h²·(1 − h/(3R)). Source: Jones; fluids V_horiz_ellipsoidal.
 */
export function horizontalCylinderVolume(
  diameter: number,
  length: number,
  height: number,
  headDepth: number,
): number {
  const r = diameter / 2;
  const h = Math.min(Math.max(height, 0), diameter);
  return circularSegmentArea(r, h) * length + Math.PI * headDepth * h * h * (1 - h / (3 * r));
}

/** Input of {@link verticalTankVolume}. */
export const verticalTankVolumeInput = z.strictObject({
  diameter_ft: z.number().positive().max(500).describe('Tank inside diameter, ft'),
  liquid_height_ft: z
    .number()
    .min(0)
    .max(200)
    .optional()
    .describe('Liquid level (height of liquid), ft, for the liquid volume'),
  shell_height_ft: z
    .number()
    .positive()
    .max(200)
    .optional()
    .describe('Shell height, ft, for the full capacity and percent full'),
});

type VerticalTankKeys = 'bbl_per_inch' | 'bbl_per_ft';
type VerticalTankOptionalKeys = 'volume_bbl' | 'volume_gal' | 'capacity_bbl' | 'percent_full';

/**
 * Liquid volume of an upright cylindrical tank: V (bbl) = π·D²·h/(4 × 5.614583), with bbl per
 * inch and per foot of level (the tank factors, from the diameter alone). Units: ft in, bbl out.
 * Source: API MPMS 2.2A (nominal geometry).
 */
export function verticalTankVolume(
  input: z.input<typeof verticalTankVolumeInput>,
): CalcResult<VerticalTankKeys, VerticalTankOptionalKeys> {
  const p = parseInput(verticalTankVolumeInput, input);
  const level = p.liquid_height_ft;
  if (p.shell_height_ft !== undefined && level !== undefined && level > p.shell_height_ft) {
    throw new OilfieldInputError(
      'liquid_height_ft',
      level,
      `liquid_height_ft = ${formatNumber(level)} exceeds shell_height_ft = ${formatNumber(p.shell_height_ft)}.`,
    );
  }
  const areaFt2 = (Math.PI * p.diameter_ft ** 2) / 4;
  const bblPerFt = areaFt2 / CUBIC_FEET_PER_BARREL;
  const values: Record<VerticalTankKeys, Quantity> &
    Partial<Record<VerticalTankOptionalKeys, Quantity>> = {
    ...(level !== undefined && {
      volume_bbl: quantity(bblPerFt * level, 'bbl', 'Liquid volume'),
      volume_gal: quantity(
        areaFt2 * level * GALLONS_PER_CUBIC_FOOT,
        'gal',
        'Liquid volume (US gal)',
      ),
    }),
    bbl_per_inch: quantity(bblPerFt / 12, 'bbl/in', 'Volume per inch of level'),
    bbl_per_ft: quantity(bblPerFt, 'bbl/ft', 'Volume per foot of level'),
  };
  if (p.shell_height_ft !== undefined) {
    values.capacity_bbl = quantity(bblPerFt * p.shell_height_ft, 'bbl', 'Shell capacity');
    if (level !== undefined) {
      values.percent_full = quantity((100 * level) / p.shell_height_ft, '%', 'Percent full');
    }
  }
  return calcResult<VerticalTankKeys, VerticalTankOptionalKeys>({
    calculator: 'vertical_tank_volume',
    values,
    formula: 'V = π·D²·h/4 ÷ 5.614583 ft³/bbl',
    assumptions: [
      'Nominal geometry: a right cylinder with a flat bottom; a calibrated strapping table (deadwood, bottom shape, shell expansion) governs custody transfer.',
    ],
    sources: [API_2_2A],
  });
}

/** Input of {@link horizontalTankVolume}. */
export const horizontalTankVolumeInput = z.strictObject({
  diameter_ft: z.number().positive().max(100).describe('Inside diameter, ft'),
  length_ft: z
    .number()
    .min(0)
    .max(500)
    .describe('Length of the straight (cylindrical) section, ft, excluding heads'),
  liquid_height_ft: z
    .number()
    .min(0)
    .describe('Liquid level measured from the bottom, ft (0 to the diameter)'),
  head_type: z
    .enum(['flat', 'ellipsoidal', 'hemispherical'])
    .default('flat')
    .describe('Heads: flat, ellipsoidal (2:1 unless head_depth_ft is given) or hemispherical'),
  head_depth_ft: z
    .number()
    .min(0)
    .optional()
    .describe('Depth of each ellipsoidal head, ft (default D/4, a 2:1 head)'),
});

/**
 * Liquid volume of a horizontal cylindrical tank partly full: V = A(h)·L + π·a·h²·(1 − h/(3R)) with
 * A(h) = R²·acos((R − h)/R) − (R − h)·√(2Rh − h²) and a the head depth (0 flat, D/4 for 2:1
 * ellipsoidal, D/2 hemispherical). Units: ft in; bbl and US gal out. Source: Jones; fluids.
 */
export function horizontalTankVolume(
  input: z.input<typeof horizontalTankVolumeInput>,
): CalcResult<'volume_bbl' | 'volume_gal' | 'capacity_bbl' | 'percent_full'> {
  const p = parseInput(horizontalTankVolumeInput, input);
  if (p.liquid_height_ft > p.diameter_ft) {
    throw new OilfieldInputError(
      'liquid_height_ft',
      p.liquid_height_ft,
      `liquid_height_ft = ${formatNumber(p.liquid_height_ft)} exceeds diameter_ft = ${formatNumber(p.diameter_ft)}.`,
    );
  }
  if (p.head_depth_ft !== undefined && p.head_type !== 'ellipsoidal') {
    throw new OilfieldInputError(
      'head_depth_ft',
      p.head_depth_ft,
      `head_depth_ft applies to ellipsoidal heads only; head_type is ${p.head_type}.`,
    );
  }
  const headDepth =
    p.head_type === 'flat'
      ? 0
      : p.head_type === 'hemispherical'
        ? p.diameter_ft / 2
        : (p.head_depth_ft ?? p.diameter_ft / 4);
  if (p.head_type === 'ellipsoidal' && headDepth > p.diameter_ft / 2) {
    throw new OilfieldInputError(
      'head_depth_ft',
      headDepth,
      `head_depth_ft = ${formatNumber(headDepth)} is deeper than a hemisphere (D/2 = ${formatNumber(p.diameter_ft / 2)} ft).`,
    );
  }
  const volumeFt3 = horizontalCylinderVolume(
    p.diameter_ft,
    p.length_ft,
    p.liquid_height_ft,
    headDepth,
  );
  const fullFt3 = horizontalCylinderVolume(p.diameter_ft, p.length_ft, p.diameter_ft, headDepth);
  return calcResult({
    calculator: 'horizontal_tank_volume',
    values: {
      volume_bbl: quantity(volumeFt3 / CUBIC_FEET_PER_BARREL, 'bbl', 'Liquid volume'),
      volume_gal: quantity(volumeFt3 * GALLONS_PER_CUBIC_FOOT, 'gal', 'Liquid volume (US gal)'),
      capacity_bbl: quantity(fullFt3 / CUBIC_FEET_PER_BARREL, 'bbl', 'Full capacity'),
      percent_full: quantity((100 * volumeFt3) / fullFt3, '%', 'Percent of capacity'),
    },
    formula: 'V = [R²·acos((R − h)/R) − (R − h)·√(2Rh − h²)]·L + π·a·h²·(1 − h/(3R))',
    assumptions: [
      p.head_type === 'flat'
        ? 'Flat heads.'
        : `Two ${p.head_type} heads, each ${formatNumber(headDepth)} ft deep${p.head_type === 'ellipsoidal' && p.head_depth_ft === undefined ? ' (2:1, D/4)' : ''}.`,
      'Level measured from the bottom of the shell; tank level (not tilted).',
    ],
    sources: [JONES],
  });
}

// --- Tank strapping run between two gauges (calc-scale-tank).

const API_12_1_1 =
  'API MPMS ch. 12.1.1, Calculation of Static Petroleum Quantities — Upright Cylindrical Tanks and Marine Vessels (gross observed volume, then CTSh, CTL by MPMS ch. 11.1, S&W)';

/** Input of {@link tankStrappingRun}. */
export const tankStrappingRunInput = z.strictObject({
  opening_gauge_ft: z
    .number()
    .min(0)
    .max(100)
    .describe(
      'Opening gauge (innage, liquid level before the run), ft; 12 ft 4-1/2 in = 12.375 ft',
    ),
  closing_gauge_ft: z
    .number()
    .min(0)
    .max(100)
    .describe('Closing gauge (innage, liquid level after the run), ft; 3 ft 1/4 in = 3.0208 ft'),
  diameter_ft: z
    .number()
    .positive()
    .max(500)
    .optional()
    .describe('Tank inside diameter, ft (used when no strapping factor is given)'),
  strapping_factor_bbl_per_in: z
    .number()
    .positive()
    .max(5000)
    .optional()
    .describe('Tank table factor, bbl per inch of level (e.g. 1.67 for a 12 ft tank)'),
  strapping_factor_bbl_per_ft: z
    .number()
    .positive()
    .max(60000)
    .optional()
    .describe('Tank table factor, bbl per foot of level (e.g. 20.04 for a 12 ft tank)'),
  ctl: z
    .number()
    .min(0.9)
    .max(1.05)
    .optional()
    .describe(
      'Correction for the temperature of the liquid CTL (VCF) from API MPMS ch. 11.1, 0.9–1.05, if known; none is computed here',
    ),
});

/**
 * Gross volume of a run (a sale, a haul, a transfer) from an upright cylindrical tank between an
 * opening and a closing gauge: V = (h_open − h_close) × bbl/ft, the factor from the strapping
 * table (bbl/in × 12) or from the nominal diameter, π·D²/4 ÷ 5.614583 ft³/bbl. Units: ft in (ft-in
 * gauges converted, 1 in = 1/12 ft), bbl out. A CTL, when given, gives the run at 60 °F; none is
 * computed. Sources: API MPMS ch. 2.2A (calibration, the tank table), ch. 12.1.1 (the quantity
 * calculation).
 */
export function tankStrappingRun(
  input: z.input<typeof tankStrappingRunInput>,
): CalcResult<
  | 'gross_volume_bbl'
  | 'opening_volume_bbl'
  | 'closing_volume_bbl'
  | 'level_change_in'
  | 'bbl_per_inch'
  | 'bbl_per_ft',
  'volume_at_60f_bbl'
> {
  const p = parseInput(tankStrappingRunInput, input);
  const given = [
    p.diameter_ft !== undefined && 'diameter_ft',
    p.strapping_factor_bbl_per_in !== undefined && 'strapping_factor_bbl_per_in',
    p.strapping_factor_bbl_per_ft !== undefined && 'strapping_factor_bbl_per_ft',
  ].filter((name): name is string => name !== false);
  if (given.length !== 1) {
    throw new OilfieldInputError(
      given[1] ?? 'diameter_ft',
      undefined,
      given.length === 0
        ? 'Give the tank diameter (diameter_ft) or its strapping factor (strapping_factor_bbl_per_in or strapping_factor_bbl_per_ft).'
        : `Give one of diameter_ft, strapping_factor_bbl_per_in and strapping_factor_bbl_per_ft, not ${given.join(' and ')}: they could disagree.`,
    );
  }
  const bblPerFt =
    p.strapping_factor_bbl_per_ft ??
    (p.strapping_factor_bbl_per_in !== undefined
      ? p.strapping_factor_bbl_per_in * 12
      : (Math.PI * (p.diameter_ft ?? 0) ** 2) / 4 / CUBIC_FEET_PER_BARREL);
  const change = p.opening_gauge_ft - p.closing_gauge_ft;
  const gross = Math.abs(change) * bblPerFt;
  const feetInches = (ft: number): string => {
    const whole = Math.floor(ft + 1e-9);
    return `${formatNumber(whole)} ft ${formatNumber((ft - whole) * 12, 4)} in`;
  };
  const warnings: string[] = [];
  if (change < 0) {
    warnings.push(
      `The closing gauge (${feetInches(p.closing_gauge_ft)}) is above the opening gauge (${feetInches(p.opening_gauge_ft)}): the level rose, so the ${formatNumber(gross, 5)} bbl is a receipt into the tank, not a run out of it. Check the gauges are not swapped.`,
    );
  }
  const values: Record<
    | 'gross_volume_bbl'
    | 'opening_volume_bbl'
    | 'closing_volume_bbl'
    | 'level_change_in'
    | 'bbl_per_inch'
    | 'bbl_per_ft',
    Quantity
  > &
    Partial<Record<'volume_at_60f_bbl', Quantity>> = {
    gross_volume_bbl: quantity(gross, 'bbl', 'Gross volume of the run'),
    opening_volume_bbl: quantity(
      p.opening_gauge_ft * bblPerFt,
      'bbl',
      'Volume at the opening gauge',
    ),
    closing_volume_bbl: quantity(
      p.closing_gauge_ft * bblPerFt,
      'bbl',
      'Volume at the closing gauge',
    ),
    level_change_in: quantity(Math.abs(change) * 12, 'in', 'Change in level'),
    bbl_per_inch: quantity(bblPerFt / 12, 'bbl/in', 'Tank factor per inch'),
    bbl_per_ft: quantity(bblPerFt, 'bbl/ft', 'Tank factor per foot'),
  };
  if (p.ctl !== undefined) {
    values.volume_at_60f_bbl = quantity(gross * p.ctl, 'bbl', 'Volume at 60 °F (gross × CTL)');
  }
  const factorSource =
    p.strapping_factor_bbl_per_ft !== undefined
      ? `Strapping factor ${formatNumber(p.strapping_factor_bbl_per_ft)} bbl/ft as given.`
      : p.strapping_factor_bbl_per_in !== undefined
        ? `Strapping factor ${formatNumber(p.strapping_factor_bbl_per_in)} bbl/in × 12 = ${formatNumber(bblPerFt)} bbl/ft.`
        : `Tank factor from the nominal diameter: π × ${formatNumber(p.diameter_ft ?? 0)}² / 4 ÷ 5.614583 ft³/bbl = ${formatNumber(bblPerFt)} bbl/ft (a flat-bottomed right cylinder).`;
  return calcResult<
    | 'gross_volume_bbl'
    | 'opening_volume_bbl'
    | 'closing_volume_bbl'
    | 'level_change_in'
    | 'bbl_per_inch'
    | 'bbl_per_ft',
    'volume_at_60f_bbl'
  >({
    calculator: 'tank_strapping_run',
    values,
    formula: 'V = (h_open − h_close) × bbl/ft; bbl/ft = 12 × bbl/in, or π·D²/4 ÷ 5.614583',
    assumptions: [
      `Opening gauge ${feetInches(p.opening_gauge_ft)} (${formatNumber(p.opening_gauge_ft)} ft), closing gauge ${feetInches(p.closing_gauge_ft)} (${formatNumber(p.closing_gauge_ft)} ft), both innage from the same datum plate.`,
      factorSource,
      'One factor over the whole run: a calibrated tank table (API MPMS ch. 2.2A) with deadwood, bottom shape and ring-by-ring diameters governs custody transfer.',
      p.ctl !== undefined
        ? `CTL ${formatNumber(p.ctl)} as given applied to the gross volume; no shell correction (CTSh), free water or S&W deduction.`
        : 'Gross observed volume at tank temperature: no CTL (API MPMS ch. 11.1), shell correction (CTSh), free water or S&W deduction applied.',
    ],
    warnings,
    notes: [
      'For the net standard volume of a run ticket (API MPMS ch. 12.1.1 and ch. 18.1 for lease tanks), correct the gross volume for temperature (CTL from the observed API gravity and the average tank temperature by MPMS ch. 11.1) and deduct S&W.',
    ],
    sources: [API_2_2A, API_12_1_1],
  });
}
