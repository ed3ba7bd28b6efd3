import { z } from 'zod';

import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Production ratios: water cut, water-oil ratio, gas-oil ratio and condensate-gas ratio. Each is
 * left out (with a warning) when its denominator is zero, e.g. a shut-in oil rate, instead of
 * returning infinity. Source: definitions as in Ahmed, *Reservoir Engineering Handbook*, and
 * the SPE Petroleum Resources Management System glossary.
 */

const SOURCE =
  'Definitions: water cut = qw/(qo + qw); WOR = qw/qo; GOR = qg/qo; CGR = qc/qg (Ahmed, Reservoir Engineering Handbook; SPE PRMS glossary)';

/** Input of {@link productionRatios}. */
export const productionRatiosInput = z.strictObject({
  oil_rate_bbl_per_day: z.number().min(0).describe('Oil rate, STB/d'),
  water_rate_bbl_per_day: z.number().min(0).default(0).describe('Water rate, bbl/d'),
  gas_rate_mscf_per_day: z.number().min(0).default(0).describe('Gas rate, Mscf/d'),
  condensate_rate_bbl_per_day: z
    .number()
    .min(0)
    .default(0)
    .describe('Condensate rate, bbl/d (for the condensate-gas ratio of a gas well)'),
});

type RatioKeys =
  | 'water_cut_pct'
  | 'oil_cut_pct'
  | 'water_oil_ratio'
  | 'gas_oil_ratio_scf_per_bbl'
  | 'condensate_gas_ratio_bbl_per_mmscf'
  | 'total_liquid_bbl_per_day';

/**
 * Water cut (%), oil cut (%), WOR (bbl/bbl), GOR (scf/STB), CGR (bbl/MMscf) and total liquid
 * (bbl/d) from daily rates. Ratios with a zero denominator are omitted with a warning.
 */
export function productionRatios(
  input: z.input<typeof productionRatiosInput>,
): CalcResult<'total_liquid_bbl_per_day', Exclude<RatioKeys, 'total_liquid_bbl_per_day'>> {
  const p = parseInput(productionRatiosInput, input);
  const qo = p.oil_rate_bbl_per_day;
  const qw = p.water_rate_bbl_per_day;
  const qg = p.gas_rate_mscf_per_day;
  const qc = p.condensate_rate_bbl_per_day;
  const warnings: string[] = [];
  const values: Record<'total_liquid_bbl_per_day', Quantity> &
    Partial<Record<RatioKeys, Quantity>> = {
    total_liquid_bbl_per_day: quantity(
      qo + qw + qc,
      'bbl/d',
      'Total liquid rate (oil + water + condensate)',
    ),
  };
  // Ratios of a stream only when its rate is given: an absent rate is not a measured zero.
  const waterGiven = input.water_rate_bbl_per_day !== undefined;
  const gasGiven = input.gas_rate_mscf_per_day !== undefined;
  if (qo + qw > 0 && waterGiven) {
    values.water_cut_pct = quantity((100 * qw) / (qo + qw), '%', 'Water cut qw/(qo + qw)');
    values.oil_cut_pct = quantity((100 * qo) / (qo + qw), '%', 'Oil cut qo/(qo + qw)');
  } else if (waterGiven) {
    warnings.push('No oil or water rate: water cut is undefined.');
  }
  if (qo > 0) {
    if (waterGiven) {
      values.water_oil_ratio = quantity(qw / qo, 'bbl/bbl', 'Water-oil ratio qw/qo');
    }
    if (gasGiven) {
      values.gas_oil_ratio_scf_per_bbl = quantity(
        (qg * 1000) / qo,
        'scf/STB',
        'Gas-oil ratio qg/qo',
      );
    }
  } else {
    warnings.push('Oil rate is zero (shut in or a gas well): WOR and GOR are undefined.');
  }
  // A CGR only when a condensate rate is given: an absent one is not a measured zero.
  const condensateGiven = input.condensate_rate_bbl_per_day !== undefined;
  if (qg > 0 && condensateGiven) {
    values.condensate_gas_ratio_bbl_per_mmscf = quantity(
      qc / (qg / 1000),
      'bbl/MMscf',
      'Condensate-gas ratio qc/qg',
    );
  } else if (qc > 0) {
    warnings.push('Gas rate is zero: the condensate-gas ratio is undefined.');
  }
  return calcResult<'total_liquid_bbl_per_day', Exclude<RatioKeys, 'total_liquid_bbl_per_day'>>({
    calculator: 'production_ratios',
    values,
    formula: 'WC = qw/(qo + qw); WOR = qw/qo; GOR = 1000·qg/qo; CGR = qc/(qg/1000)',
    assumptions: ['Rates on the same (daily) basis; gas in Mscf/d at the reporting pressure base.'],
    warnings,
    sources: [SOURCE],
  });
}

/** Input of {@link waterCutWorConversion}. */
export const waterCutWorConversionInput = z.strictObject({
  water_cut_pct: z.number().min(0).max(100).optional().describe('Water cut, % of total liquid'),
  water_oil_ratio: z.number().min(0).optional().describe('Water-oil ratio, bbl water per bbl oil'),
});

/** Converts water cut ↔ WOR: WOR = WC/(1 − WC), WC = WOR/(1 + WOR). Give exactly one of them. */
export function waterCutWorConversion(
  input: z.input<typeof waterCutWorConversionInput>,
): CalcResult<'water_cut_pct' | 'water_oil_ratio'> {
  const p = parseInput(waterCutWorConversionInput, input);
  if ((p.water_cut_pct === undefined) === (p.water_oil_ratio === undefined)) {
    throw new OilfieldInputError(
      'water_cut_pct',
      p.water_cut_pct,
      'Give exactly one of water_cut_pct and water_oil_ratio.',
    );
  }
  let wc: number;
  let wor: number;
  if (p.water_cut_pct !== undefined) {
    wc = p.water_cut_pct / 100;
    if (wc >= 1) {
      throw new OilfieldInputError(
        'water_cut_pct',
        p.water_cut_pct,
        `water_cut_pct = ${formatNumber(p.water_cut_pct)} means no oil: the WOR is infinite.`,
      );
    }
    wor = wc / (1 - wc);
  } else {
    wor = p.water_oil_ratio ?? 0;
    wc = wor / (1 + wor);
  }
  return calcResult({
    calculator: 'water_cut_wor_conversion',
    values: {
      water_cut_pct: quantity(wc * 100, '%', 'Water cut'),
      water_oil_ratio: quantity(wor, 'bbl/bbl', 'Water-oil ratio'),
    },
    formula: 'WOR = WC/(1 − WC); WC = WOR/(1 + WOR)',
    sources: [SOURCE],
  });
}
