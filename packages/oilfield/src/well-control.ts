import { z } from 'zod';

import { FIELD_GRADIENT_FACTOR } from './hydrostatic';
import { calcResult, quantity, type CalcResult } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Well-control calculations of the kill sheet (IADC conventions), in field units.
 * Source: Lyons, W.C., *Formulas and Calculations for Drilling, Production and Workover*, 2nd ed.
 * (Gulf Professional Publishing), ch. 4, pressure control.
 */

const LYONS_WELL_CONTROL =
  'Lyons, W.C., Formulas and Calculations for Drilling, Production and Workover, 2nd ed., ch. 4 (pressure control: kill weight mud)';

/** Every well-control result says this: the numbers support, never replace, the rig's procedure. */
export const WELL_CONTROL_NOTE =
  'Safety-critical: follow the rig’s well-control procedure and the approved kill sheet; have the numbers checked by the driller, the toolpusher and the company representative before use.';

/** Input of {@link killMudWeight}. */
export const killMudWeightInput = z.strictObject({
  sidpp_psi: z
    .number()
    .min(0)
    .max(15000)
    .describe('Shut-in drill pipe pressure (SIDPP), psi (gauge, stabilised), 0–15,000 psi'),
  tvd_ft: z
    .number()
    .positive()
    .max(40000)
    .describe('True vertical depth of the hole (bit or kick zone), ft — TVD, not measured depth'),
  original_mud_weight_ppg: z
    .number()
    .positive()
    .max(25)
    .describe('Mud weight in the drill string now (original mud weight, OMW), ppg'),
  trip_margin_ppg: z
    .number()
    .min(0)
    .max(2)
    .default(0)
    .describe('Safety (trip) margin added to the kill mud weight, ppg; default none'),
});

/**
 * Kill mud weight: the mud weight whose column balances the formation pressure,
 * KMW = OMW + SIDPP/(0.052 × TVD), plus an optional margin; also rounded up to the next 0.1 ppg
 * as mud is weighted up in practice, and the formation pressure SIDPP + 0.052 × OMW × TVD.
 * Source: Lyons, ch. 4.
 */
export function killMudWeight(
  input: z.input<typeof killMudWeightInput>,
): CalcResult<
  'kill_mud_weight_ppg' | 'kill_mud_weight_rounded_ppg' | 'increase_ppg' | 'formation_pressure_psi'
> {
  const { sidpp_psi, tvd_ft, original_mud_weight_ppg, trip_margin_ppg } = parseInput(
    killMudWeightInput,
    input,
  );
  const increase = sidpp_psi / (FIELD_GRADIENT_FACTOR * tvd_ft);
  const kill = original_mud_weight_ppg + increase + trip_margin_ppg;
  // Rounded up to 0.1 ppg; the small epsilon keeps 10.0000000001 at 10.0.
  const rounded = Math.ceil(kill * 10 - 1e-9) / 10;
  const warnings: string[] = [];
  flagOutside(
    warnings,
    'kill mud weight',
    kill,
    { max: 22 },
    'ppg',
    'the usual range of drilling fluids',
  );
  return calcResult({
    calculator: 'kill_mud_weight',
    values: {
      kill_mud_weight_ppg: quantity(kill, 'ppg', 'Kill mud weight'),
      kill_mud_weight_rounded_ppg: quantity(
        rounded,
        'ppg',
        'Kill mud weight, rounded up to 0.1 ppg',
      ),
      increase_ppg: quantity(increase, 'ppg', 'Increase over the mud in the hole'),
      formation_pressure_psi: quantity(
        sidpp_psi + FIELD_GRADIENT_FACTOR * original_mud_weight_ppg * tvd_ft,
        'psi',
        'Formation pressure (SIDPP + hydrostatic of the string mud)',
      ),
    },
    formula: `KMW = OMW + SIDPP/(0.052 × TVD)${trip_margin_ppg > 0 ? ' + margin' : ''} = ${formatNumber(original_mud_weight_ppg)} + ${formatNumber(sidpp_psi)}/(0.052 × ${formatNumber(tvd_ft)})${trip_margin_ppg > 0 ? ` + ${formatNumber(trip_margin_ppg)}` : ''}`,
    assumptions: [
      'SIDPP read after the pressures stabilised, with no trapped pressure; the drill string full of mud of one weight (OMW).',
      'TVD of the bit (or the kick zone when the bit is off bottom); 0.052 psi/ft per ppg (field convention).',
      trip_margin_ppg > 0
        ? `A margin of ${formatNumber(trip_margin_ppg)} ppg is added.`
        : 'No safety margin added: add one by the rig’s procedure if it calls for one.',
    ],
    warnings,
    notes: [WELL_CONTROL_NOTE],
    sources: [LYONS_WELL_CONTROL],
  });
}
