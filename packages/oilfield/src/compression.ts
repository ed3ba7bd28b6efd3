import { z } from 'zod';

import { ATMOSPHERIC_PRESSURE_PSIA, RANKINE_OFFSET } from './constants';
import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Compression ratio and staging: the overall ratio on absolute pressures, the number of stages
 * for a maximum ratio per stage, the equal ratio per stage, the interstage pressures and the
 * ideal (isentropic) discharge temperature of each stage.
 */

const GPSA_COMPRESSORS =
  'GPSA Engineering Data Book, 13th ed. (2012), sect. 13 (compressors: r = Pd/Ps on absolute pressures; equal ratio per stage r^(1/n) for the least total work with intercooling to the suction temperature; ideal discharge temperature T2 = T1·r^((k−1)/k); ratio per stage limited by the discharge temperature, usually to about 3.5–4 in reciprocating service)';
const ARNOLD_STEWART_COMPRESSION =
  'Arnold, K. and Stewart, M., Surface Production Operations, Vol. 2: Design of Gas-Handling Systems and Facilities, 2nd ed. (Gulf Professional Publishing, 1999), compressors chapter (reciprocating compressors: number of stages from a ratio per stage of about 3 to 4, interstage pressures at equal ratios)';

/** Default maximum ratio per stage (GPSA sect. 13; Arnold & Stewart vol. 2: about 3.5–4). */
export const DEFAULT_MAX_RATIO_PER_STAGE = 4;
/** Discharge temperature above which a stage is flagged, °F (GPSA sect. 13: about 300 °F). */
const DISCHARGE_TEMPERATURE_LIMIT_DEGF = 300;

/** Input of {@link compressionRatio}. */
export const compressionRatioInput = z.strictObject({
  suction_pressure_psia: z
    .number()
    .positive()
    .max(20000)
    .describe('Suction pressure of the first stage, psia (a gauge pressure + 14.696)'),
  discharge_pressure_psia: z
    .number()
    .positive()
    .max(20000)
    .describe('Discharge pressure of the last stage, psia'),
  stages: z
    .number()
    .int()
    .min(1)
    .max(10)
    .optional()
    .describe('Number of stages, when fixed; otherwise the fewest for the maximum ratio per stage'),
  max_ratio_per_stage: z
    .number()
    .min(1.2)
    .max(10)
    .optional()
    .describe('Highest compression ratio allowed per stage; default 4 (GPSA: about 3.5–4)'),
  suction_temperature_degF: z
    .number()
    .min(-100)
    .max(400)
    .optional()
    .describe(
      'Suction temperature of each stage (intercooled to it), °F: gives the discharge temperature',
    ),
  heat_capacity_ratio: z
    .number()
    .min(1.01)
    .max(1.7)
    .optional()
    .describe(
      'Ratio of specific heats k = cp/cv of the gas (natural gas about 1.25–1.3), with the suction temperature',
    ),
});

/**
 * Overall compression ratio r = Pd/Ps (absolute), the stages n: given, or the fewest with
 * r^(1/n) ≤ the maximum ratio per stage (4 unless stated), the ratio per stage r^(1/n), the
 * interstage pressures Ps·(r^(1/n))^i, and with a suction temperature and k the ideal discharge
 * temperature T2 = T1·(r^(1/n))^((k−1)/k) of each stage, intercooled to T1. Results always
 * given: `overall_compression_ratio`, `stages`, `ratio_per_stage`; then
 * `interstage_pressure_<i>_psia` for each stage but the last and `discharge_temperature_degF`.
 * Sources: GPSA Engineering Data Book sect. 13; Arnold & Stewart vol. 2.
 */
export function compressionRatio(input: z.input<typeof compressionRatioInput>): CalcResult {
  const p = parseInput(compressionRatioInput, input);
  if (!(p.discharge_pressure_psia > p.suction_pressure_psia)) {
    throw new OilfieldInputError(
      'discharge_pressure_psia',
      p.discharge_pressure_psia,
      `The discharge pressure ${formatNumber(p.discharge_pressure_psia)} psia must be above the suction pressure ${formatNumber(p.suction_pressure_psia)} psia (both absolute).`,
    );
  }
  if (p.stages !== undefined && p.max_ratio_per_stage !== undefined) {
    throw new OilfieldInputError(
      'max_ratio_per_stage',
      p.max_ratio_per_stage,
      'Give the number of stages or the maximum ratio per stage, not both.',
    );
  }
  const temperatureGiven = p.suction_temperature_degF !== undefined;
  const kGiven = p.heat_capacity_ratio !== undefined;
  if (kGiven && !temperatureGiven) {
    throw new OilfieldInputError(
      'suction_temperature_degF',
      undefined,
      'The heat capacity ratio k gives the discharge temperature only with the suction temperature (suction_temperature_degF).',
    );
  }
  const assumptions: string[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const overall = p.discharge_pressure_psia / p.suction_pressure_psia;
  const maxRatio = p.max_ratio_per_stage ?? DEFAULT_MAX_RATIO_PER_STAGE;
  let stages: number;
  if (p.stages !== undefined) {
    stages = p.stages;
  } else {
    // The fewest stages whose equal ratio stays within the limit (a tolerance keeps r = 4ⁿ exact).
    stages = Math.max(1, Math.ceil(Math.log(overall) / Math.log(maxRatio) - 1e-9));
    assumptions.push(
      p.max_ratio_per_stage === undefined
        ? `Stages chosen for at most ${formatNumber(maxRatio)} per stage (GPSA sect. 13 and Arnold & Stewart: about 3.5–4, set by the discharge temperature); give another limit or the number of stages to change it.`
        : `Stages chosen for at most ${formatNumber(maxRatio)} per stage, as stated.`,
    );
  }
  const perStage = overall ** (1 / stages);
  if (p.stages !== undefined) {
    flagOutside(
      warnings,
      'ratio per stage',
      perStage,
      { max: DEFAULT_MAX_RATIO_PER_STAGE },
      '',
      'the usual limit per stage (GPSA sect. 13: about 3.5–4; higher ratios overheat the discharge)',
    );
  }
  const values: Record<string, Quantity> = {
    overall_compression_ratio: quantity(
      overall,
      'dimensionless',
      'Overall compression ratio Pd/Ps',
    ),
    stages: quantity(stages, 'stages', 'Compression stages'),
    ratio_per_stage: quantity(perStage, 'dimensionless', 'Compression ratio per stage'),
  };
  const rows: Record<string, number>[] = [];
  let t2: number | undefined;
  if (temperatureGiven && kGiven) {
    const t1 = (p.suction_temperature_degF ?? 0) + RANKINE_OFFSET;
    const k = p.heat_capacity_ratio ?? 1;
    t2 = t1 * perStage ** ((k - 1) / k) - RANKINE_OFFSET;
  } else if (temperatureGiven) {
    notes.push(
      'The discharge temperature also needs the gas’s heat capacity ratio k (natural gas about 1.25–1.3).',
    );
  }
  for (let stage = 1; stage <= stages; stage += 1) {
    const suction = p.suction_pressure_psia * perStage ** (stage - 1);
    const discharge = stage === stages ? p.discharge_pressure_psia : suction * perStage;
    rows.push({
      stage,
      suction_psia: suction,
      discharge_psia: discharge,
      discharge_psig: discharge - ATMOSPHERIC_PRESSURE_PSIA,
      ratio: perStage,
      ...(t2 !== undefined && { discharge_temperature_degF: t2 }),
    });
    if (stage < stages) {
      values[`interstage_pressure_${stage}_psia`] = quantity(
        discharge,
        'psia',
        `Discharge of stage ${stage} (interstage pressure)`,
      );
    }
  }
  if (t2 !== undefined) {
    values.discharge_temperature_degF = quantity(
      t2,
      '°F',
      'Ideal discharge temperature of each stage',
    );
    flagOutside(
      warnings,
      'discharge temperature',
      t2,
      { max: DISCHARGE_TEMPERATURE_LIMIT_DEGF },
      '°F',
      'the usual limit of about 300 °F for packing and lubricant life (GPSA sect. 13): add a stage',
    );
  }
  let formula = `r = Pd/Ps = ${formatNumber(p.discharge_pressure_psia)}/${formatNumber(p.suction_pressure_psia)} = ${formatNumber(overall, 5)}; ${p.stages === undefined ? `n = ⌈ln r/ln ${formatNumber(maxRatio)}⌉ = ${stages}; ` : ''}r per stage = r^(1/n) = ${formatNumber(overall, 5)}^(1/${stages}) = ${formatNumber(perStage, 5)}`;
  if (t2 !== undefined) {
    formula += `; T2 = T1·r^((k−1)/k) = ${formatNumber((p.suction_temperature_degF ?? 0) + RANKINE_OFFSET)} °R × ${formatNumber(perStage, 5)}^(${formatNumber(((p.heat_capacity_ratio ?? 1) - 1) / (p.heat_capacity_ratio ?? 1), 4)}) = ${formatNumber(t2)} °F`;
  }
  return calcResult({
    calculator: 'compression_ratio',
    values,
    formula,
    assumptions: [
      ...assumptions,
      'Equal ratios in every stage with no interstage pressure drop; allow about 5–10 psi per cooler and scrubber in practice, which raises the ratios a little.',
      ...(t2 === undefined
        ? []
        : [
            'Ideal (isentropic) discharge temperature with a constant k, each stage intercooled back to the suction temperature; the actual temperature is higher by the compressor’s inefficiency.',
          ]),
    ],
    warnings,
    notes,
    sources: [GPSA_COMPRESSORS, ARNOLD_STEWART_COMPRESSION],
    table: {
      title: 'Stages',
      columns: [
        { key: 'stage', label: 'Stage', unit: '' },
        { key: 'suction_psia', label: 'Suction', unit: 'psia' },
        { key: 'discharge_psia', label: 'Discharge', unit: 'psia' },
        { key: 'discharge_psig', label: 'Discharge', unit: 'psig' },
        { key: 'ratio', label: 'Ratio', unit: 'dimensionless' },
        ...(t2 === undefined
          ? []
          : [{ key: 'discharge_temperature_degF', label: 'Discharge temperature', unit: '°F' }]),
      ],
      rows,
    },
  });
}
