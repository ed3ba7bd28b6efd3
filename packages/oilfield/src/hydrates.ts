import { z } from 'zod';

import { CUBIC_FEET_PER_BARREL, GALLONS_PER_CUBIC_FOOT, WATER_LB_PER_FT3 } from './constants';
import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult } from './result';
import { flagOutside, formatNumber, parseInput, refuseOutside } from './validate';

/**
 * Gas hydrates: the inhibitor concentration and injection rate for a hydrate-temperature
 * depression (Hammerschmidt), and the hydrate formation temperature of a sweet natural gas from
 * its gravity (Towler & Mokhatab's fit of the Katz gas-gravity chart).
 */

const HAMMERSCHMIDT =
  'Hammerschmidt, E.G. (1934), "Formation of Gas Hydrates in Natural Gas Transmission Lines", Ind. Eng. Chem. 26(8): 851–855 (ΔT = K·W/(M·(100 − W)))';
const GPSA_HYDRATES =
  'GPSA Engineering Data Book, sect. 20 (dehydration: hydrate inhibition, Hammerschmidt equation; inhibitor rate mI = XR·mH2O/(XL − XR))';
const CARROLL =
  'Carroll, J., Natural Gas Hydrates: A Guide for Engineers, 3rd ed. (Gulf Professional Publishing, 2014), ch. 5 (Hammerschmidt constants: methanol 2,335 °F, ethylene glycol 2,200 °F)';
const TOWLER_MOKHATAB =
  'Towler, B.F. and Mokhatab, S. (2005), "Quickly estimate hydrate formation conditions in natural gases", Hydrocarbon Processing 84(4): 61–62 (fit of the Katz gas-gravity chart)';
const KATZ =
  'Katz, D.L. (1945), "Prediction of Conditions for Hydrate Formation in Natural Gases", Trans. AIME 160: 140–149 (gas-gravity chart; GPSA sect. 20)';

/** Properties of the inhibitors: molecular weight, default Hammerschmidt constant (°F), density. */
const INHIBITORS = {
  methanol: { name: 'methanol', mw: 32.04, k: 2335, lbPerFt3: 49.66, limitWtPct: 25 },
  meg: { name: 'MEG (ethylene glycol)', mw: 62.07, k: 2200, lbPerFt3: 69.6, limitWtPct: 70 },
} as const;

/**
 * Hammerschmidt concentration W (wt % in the water phase) for a depression ΔT (°F):
 * W = 100·M·ΔT/(K + M·ΔT), the inverse of ΔT = K·W/(M·(100 − W)).
 */
export function hammerschmidtConcentration(
  depressionDegF: number,
  molecularWeight: number,
  constant: number,
): number {
  return (100 * molecularWeight * depressionDegF) / (constant + molecularWeight * depressionDegF);
}

/** Hammerschmidt depression ΔT (°F) of W wt % inhibitor in the water phase. */
export function hammerschmidtDepression(
  weightPct: number,
  molecularWeight: number,
  constant: number,
): number {
  return (constant * weightPct) / (molecularWeight * (100 - weightPct));
}

/** Input of {@link hydrateInhibitor}. */
export const hydrateInhibitorInput = z.strictObject({
  inhibitor: z
    .enum(['methanol', 'meg'])
    .describe('Inhibitor: methanol (MW 32.04) or meg, monoethylene glycol (MW 62.07)'),
  temperature_depression_degF: z
    .number()
    .positive()
    .max(100)
    .optional()
    .describe(
      'Hydrate-temperature depression needed, °F (>0–100); or give the hydrate temperature and the lowest operating temperature',
    ),
  hydrate_temperature_degF: z
    .number()
    .min(-40)
    .max(100)
    .optional()
    .describe('Hydrate formation temperature of the gas at the line pressure, °F'),
  minimum_temperature_degF: z
    .number()
    .min(-60)
    .max(100)
    .optional()
    .describe('Lowest temperature the gas and water reach (line, choke outlet), °F'),
  hammerschmidt_constant: z
    .number()
    .min(1000)
    .max(10000)
    .optional()
    .describe(
      'Hammerschmidt constant K, °F; default 2,335 for methanol and 2,200 for MEG (2,700 is also used for glycols)',
    ),
  water_rate_bbl_per_day: z
    .number()
    .positive()
    .max(100000)
    .optional()
    .describe('Free and condensed water to be treated, bbl/d: gives the injection rate'),
  lean_inhibitor_wt_pct: z
    .number()
    .positive()
    .max(100)
    .optional()
    .describe(
      'Inhibitor concentration of the solution injected, wt %; default 100 for methanol, required for MEG (typically 80–90 wt % regenerated)',
    ),
});

type InhibitorKeys = 'required_concentration_wt_pct' | 'temperature_depression_degF';
type InhibitorRates =
  | 'lean_solution_rate_lb_per_day'
  | 'lean_solution_rate_gal_per_day'
  | 'lean_solution_rate_bbl_per_day'
  | 'pure_inhibitor_rate_lb_per_day';

/**
 * Hammerschmidt inhibitor concentration W = 100·M·ΔT/(K + M·ΔT) (wt % in the water phase) for a
 * needed hydrate-temperature depression ΔT (°F), and the injection rate of lean inhibitor at XL
 * for a water rate: mI = XR·mw/(XL − XR) lb/d (the aqueous-phase requirement; methanol lost to
 * the gas and to liquid hydrocarbon is extra). K: methanol 2,335, MEG 2,200 unless stated.
 * Sources: Hammerschmidt (1934); GPSA sect. 20; Carroll (2014).
 */
export function hydrateInhibitor(
  input: z.input<typeof hydrateInhibitorInput>,
): CalcResult<InhibitorKeys, InhibitorRates> {
  const p = parseInput(hydrateInhibitorInput, input);
  const inhibitor = INHIBITORS[p.inhibitor];
  const assumptions: string[] = [];
  const warnings: string[] = [];
  const temperaturesGiven =
    p.hydrate_temperature_degF !== undefined || p.minimum_temperature_degF !== undefined;
  let depression: number;
  if (p.temperature_depression_degF !== undefined) {
    if (temperaturesGiven) {
      throw new OilfieldInputError(
        'temperature_depression_degF',
        p.temperature_depression_degF,
        'Give the temperature depression, or the hydrate temperature and the lowest temperature, not both.',
      );
    }
    depression = p.temperature_depression_degF;
  } else {
    if (p.hydrate_temperature_degF === undefined || p.minimum_temperature_degF === undefined) {
      throw new OilfieldInputError(
        p.hydrate_temperature_degF === undefined
          ? 'hydrate_temperature_degF'
          : 'minimum_temperature_degF',
        undefined,
        'The temperature depression needed (temperature_depression_degF) is required, or both the hydrate formation temperature and the lowest operating temperature.',
      );
    }
    depression = p.hydrate_temperature_degF - p.minimum_temperature_degF;
    if (!(depression > 0)) {
      throw new OilfieldInputError(
        'minimum_temperature_degF',
        p.minimum_temperature_degF,
        `The lowest temperature ${formatNumber(p.minimum_temperature_degF)} °F is not below the hydrate temperature ${formatNumber(p.hydrate_temperature_degF)} °F: no depression is needed at these conditions.`,
      );
    }
    assumptions.push(
      `Depression = hydrate temperature − lowest temperature = ${formatNumber(p.hydrate_temperature_degF)} − ${formatNumber(p.minimum_temperature_degF)} = ${formatNumber(depression)} °F (add a safety margin of a few °F by company practice).`,
    );
  }
  const k = p.hammerschmidt_constant ?? inhibitor.k;
  assumptions.push(
    p.hammerschmidt_constant === undefined
      ? `K = ${formatNumber(k)} °F for ${inhibitor.name} (${p.inhibitor === 'methanol' ? 'Hammerschmidt' : 'the ethylene glycol value tabulated by Carroll; 2,700 is also used for glycols and gives a lower, less conservative concentration'}), M = ${formatNumber(inhibitor.mw)}.`
      : `K = ${formatNumber(k)} °F as stated, M = ${formatNumber(inhibitor.mw)}.`,
  );
  const wtPct = hammerschmidtConcentration(depression, inhibitor.mw, k);
  flagOutside(
    warnings,
    'required concentration',
    wtPct,
    { max: inhibitor.limitWtPct },
    'wt %',
    `the range where Hammerschmidt is reliable for ${inhibitor.name} (about ${inhibitor.limitWtPct} wt %; use Nielsen–Bucklin or a thermodynamic model above it)`,
  );

  const values: Record<InhibitorKeys, ReturnType<typeof quantity>> &
    Partial<Record<InhibitorRates, ReturnType<typeof quantity>>> = {
    required_concentration_wt_pct: quantity(
      wtPct,
      'wt %',
      'Inhibitor concentration needed in the water phase (rich)',
    ),
    temperature_depression_degF: quantity(depression, '°F', 'Hydrate-temperature depression'),
  };
  let formula = `W = 100·M·ΔT/(K + M·ΔT) = 100 × ${formatNumber(inhibitor.mw)} × ${formatNumber(depression)}/(${formatNumber(k)} + ${formatNumber(inhibitor.mw)} × ${formatNumber(depression)})`;

  if (p.lean_inhibitor_wt_pct !== undefined && p.water_rate_bbl_per_day === undefined) {
    throw new OilfieldInputError(
      'water_rate_bbl_per_day',
      undefined,
      'lean_inhibitor_wt_pct sets the injection rate, which also needs the water rate (water_rate_bbl_per_day).',
    );
  }
  if (p.water_rate_bbl_per_day !== undefined) {
    if (p.inhibitor === 'meg' && p.lean_inhibitor_wt_pct === undefined) {
      throw new OilfieldInputError(
        'lean_inhibitor_wt_pct',
        undefined,
        'The MEG concentration injected (lean_inhibitor_wt_pct, typically 80–90 wt % from regeneration) is needed for the injection rate.',
      );
    }
    const lean = p.lean_inhibitor_wt_pct ?? 100;
    if (p.lean_inhibitor_wt_pct === undefined) {
      assumptions.push('Pure methanol injected (100 wt %).');
    }
    if (!(lean > wtPct)) {
      throw new OilfieldInputError(
        'lean_inhibitor_wt_pct',
        lean,
        `The injected concentration ${formatNumber(lean)} wt % must exceed the ${formatNumber(wtPct, 4)} wt % needed in the water phase.`,
      );
    }
    const waterLb = p.water_rate_bbl_per_day * CUBIC_FEET_PER_BARREL * WATER_LB_PER_FT3;
    const xR = wtPct / 100;
    const xL = lean / 100;
    const solutionLb = (xR * waterLb) / (xL - xR);
    // Ideal mixing for the volume of a lean solution below 100 wt %.
    const solutionFt3 = solutionLb * (xL / inhibitor.lbPerFt3 + (1 - xL) / WATER_LB_PER_FT3);
    values.lean_solution_rate_lb_per_day = quantity(
      solutionLb,
      'lb/d',
      `Injection rate, ${formatNumber(lean)} wt % ${inhibitor.name}`,
    );
    values.lean_solution_rate_gal_per_day = quantity(
      solutionFt3 * GALLONS_PER_CUBIC_FOOT,
      'gal/d',
      `Injection rate, ${formatNumber(lean)} wt % ${inhibitor.name}`,
    );
    values.lean_solution_rate_bbl_per_day = quantity(
      solutionFt3 / CUBIC_FEET_PER_BARREL,
      'bbl/d',
      `Injection rate, ${formatNumber(lean)} wt % ${inhibitor.name}`,
    );
    values.pure_inhibitor_rate_lb_per_day = quantity(
      solutionLb * xL,
      'lb/d',
      `Pure ${inhibitor.name} in the injection`,
    );
    formula += `; mI = XR·mw/(XL − XR), mw = ${formatNumber(p.water_rate_bbl_per_day)} bbl/d × ${formatNumber(CUBIC_FEET_PER_BARREL * WATER_LB_PER_FT3, 5)} lb/bbl`;
    assumptions.push(
      `Water ${WATER_LB_PER_FT3} lb/ft³; ${inhibitor.name} ${inhibitor.lbPerFt3} lb/ft³ at 60 °F; solution volume by ideal mixing.`,
      p.inhibitor === 'methanol'
        ? 'Aqueous-phase requirement only: methanol also vaporises into the gas (GPSA sect. 20 charts the vapour-to-water-phase ratio by pressure and temperature) and dissolves in condensate or oil; add those losses — they can exceed the aqueous requirement.'
        : 'Aqueous-phase requirement only; MEG losses to the gas and hydrocarbon liquid are small but not included.',
    );
  }
  return calcResult<InhibitorKeys, InhibitorRates>({
    calculator: 'hydrate_inhibitor',
    values,
    formula,
    assumptions: [
      ...assumptions,
      'Hammerschmidt: the depression depends on the inhibitor concentration in the free water only, not on the gas composition or pressure.',
    ],
    warnings,
    notes: [
      'The concentration is that of the rich (water-phase) solution at the coldest point; confirm with a hydrate model or laboratory data before use.',
    ],
    sources: [HAMMERSCHMIDT, GPSA_HYDRATES, CARROLL],
  });
}

/** Input of {@link hydrateFormationTemperature}. */
export const hydrateFormationTemperatureInput = z.strictObject({
  pressure_psia: z
    .number()
    .positive()
    .max(10000)
    .describe('Gas pressure, psia (the Katz chart spans about 50–4,000 psia; flagged outside)'),
  gas_specific_gravity: z
    .number()
    .positive()
    .max(3)
    .describe('Gas specific gravity (air = 1), 0.555–1.0 (the curves of the Katz chart)'),
});

/**
 * Hydrate formation temperature of a sweet natural gas from its pressure and gravity by
 * Towler & Mokhatab's fit of the Katz gas-gravity chart:
 * T (°F) = 13.47·ln P + 34.27·ln γ − 1.675·ln P·ln γ − 20.35, P in psia; γ refused outside
 * 0.555–1.0. Sources: Towler & Mokhatab (2005); Katz (1945).
 */
export function hydrateFormationTemperature(
  input: z.input<typeof hydrateFormationTemperatureInput>,
): CalcResult<'hydrate_temperature_degF' | 'hydrate_temperature_degC'> {
  const p = parseInput(hydrateFormationTemperatureInput, input);
  refuseOutside(
    'gas_specific_gravity',
    p.gas_specific_gravity,
    { min: 0.555, max: 1 },
    '',
    'the Katz gas-gravity chart, which the correlation fits, has curves from 0.555 (methane) to 1.0',
  );
  refuseOutside(
    'pressure_psia',
    p.pressure_psia,
    { min: 14.696 },
    'psia',
    'the correlation takes absolute pressure above the atmosphere',
  );
  const warnings: string[] = [];
  flagOutside(
    warnings,
    'pressure_psia',
    p.pressure_psia,
    { min: 50, max: 4000 },
    'psia',
    'the pressures of the Katz chart',
  );
  const lnP = Math.log(p.pressure_psia);
  const lnG = Math.log(p.gas_specific_gravity);
  const t = 13.47 * lnP + 34.27 * lnG - 1.675 * lnP * lnG - 20.35;
  flagOutside(
    warnings,
    'hydrate temperature',
    t,
    { min: 32, max: 80 },
    '°F',
    'the part of the Katz chart between the ice point and its highest curves',
  );
  return calcResult({
    calculator: 'hydrate_formation_temperature',
    values: {
      hydrate_temperature_degF: quantity(t, '°F', 'Hydrate formation temperature'),
      hydrate_temperature_degC: quantity(((t - 32) * 5) / 9, '°C', 'Hydrate formation temperature'),
    },
    formula: `T = 13.47·ln P + 34.27·ln γ − 1.675·ln P·ln γ − 20.35 = 13.47 × ln ${formatNumber(p.pressure_psia)} + 34.27 × ln ${formatNumber(p.gas_specific_gravity)} − 1.675 × ln ${formatNumber(p.pressure_psia)} × ln ${formatNumber(p.gas_specific_gravity)} − 20.35 (°F, psia)`,
    assumptions: [
      'Sweet natural gas with free water present: H₂S and CO₂ raise the hydrate temperature and are not accounted for; neither are salts in the water, which lower it.',
      'A fit of the Katz gas-gravity chart, itself an approximation (several °F): near pure methane (γ about 0.555) the fit reads several °F above measured hydrate points, which is conservative for inhibition.',
    ],
    warnings,
    notes: [
      'For design, confirm with a hydrate model on the gas composition; the gravity method is a screening estimate.',
    ],
    sources: [TOWLER_MOKHATAB, KATZ],
  });
}
