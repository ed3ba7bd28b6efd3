import { z } from 'zod';

import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Jet bit hydraulics in field units: total flow area of the nozzles, pressure drop across the
 * bit, nozzle (jet) velocity, hydraulic horsepower at the bit and per square inch of hole (HSI),
 * and the jet impact force.
 * Source: Bourgoyne, A.T., Millheim, K.K., Chenevert, M.E. & Young, F.S., *Applied Drilling
 * Engineering*, SPE Textbook Series vol. 2 (1986), ch. 4, §4.7 (flow through jet bits).
 */

const BOURGOYNE_BIT =
  'Bourgoyne, A.T., Millheim, K.K., Chenevert, M.E. & Young, F.S., Applied Drilling Engineering, SPE Textbook Series vol. 2 (1986), ch. 4 (flow through jet bits: nozzle velocity vn = q/(3.117 At), bit pressure drop Δpb = 8.311×10⁻⁵ ρ q²/(Cd² At²), hydraulic horsepower q Δp/1714, impact force 0.01823 Cd q √(ρ Δpb))';

/** Discharge coefficient of a jet nozzle the textbook recommends. */
export const NOZZLE_DISCHARGE_COEFFICIENT = 0.95;
/** gal/min per (ft/s × in²): q (gpm) = 3.117 × v (ft/s) × A (in²). */
const GPM_PER_FT_S_IN2 = 3.117;
/** psi per (ppg × gpm² / in⁴) in Δpb = 8.311×10⁻⁵ ρ q²/(Cd² At²). */
const BIT_PRESSURE_FACTOR = 8.311e-5;
/** psi × gpm per hydraulic horsepower. */
const PSI_GPM_PER_HP = 1714;
/** lbf per (gpm × √(ppg × psi)) in the impact force. */
const IMPACT_FACTOR = 0.01823;

/** Area of nozzles sized in 32nds of an inch, in². */
export function nozzleArea(sizes32nds: readonly number[]): number {
  return sizes32nds.reduce((sum, size) => sum + (Math.PI / 4) * (size / 32) ** 2, 0);
}

/** Input of {@link bitHydraulics}. */
export const bitHydraulicsInput = z.strictObject({
  flow_rate_gpm: z
    .number()
    .positive()
    .max(3000)
    .optional()
    .describe(
      'Flow rate through the bit, US gal/min (gpm), >0–3,000; for everything but the total flow area',
    ),
  mud_weight_ppg: z
    .number()
    .min(6)
    .max(22)
    .optional()
    .describe('Mud weight, ppg, 6–22; for the pressure drop, horsepower and impact force'),
  nozzles_32nds: z
    .array(z.number().int().min(6).max(32))
    .min(1)
    .max(12)
    .optional()
    .describe(
      'Size of each open nozzle in 32nds of an inch (e.g. [12, 12, 12, 13] for 3x12 + 1x13); or give tfa_in2',
    ),
  tfa_in2: z
    .number()
    .positive()
    .max(5)
    .optional()
    .describe('Total flow area of the nozzles, in², instead of the nozzle sizes'),
  discharge_coefficient: z
    .number()
    .min(0.8)
    .max(1)
    .default(NOZZLE_DISCHARGE_COEFFICIENT)
    .describe('Nozzle discharge coefficient Cd, 0.8–1, default 0.95'),
  bit_diameter_in: z
    .number()
    .min(2)
    .max(36)
    .optional()
    .describe('Bit (hole) diameter, in, for the horsepower per square inch (HSI)'),
  pump_pressure_psi: z
    .number()
    .positive()
    .max(10000)
    .optional()
    .describe('Pump (standpipe) pressure, psi, for the share of it spent at the bit'),
});

type BitKeys = 'tfa_in2';
type BitOptionalKeys =
  | 'nozzle_velocity_ft_per_s'
  | 'bit_pressure_drop_psi'
  | 'bit_hydraulic_horsepower'
  | 'impact_force_lbf'
  | 'hsi_hp_per_in2'
  | 'bit_pressure_share_pct';

/**
 * Jet bit hydraulics: At = Σ π/4 (dn/32)² (in²); vn = q/(3.117 At) (ft/s);
 * Δpb = 8.311×10⁻⁵ ρ q²/(Cd² At²) (psi); HHPb = Δpb q/1714; HSI = HHPb/(π/4 db²);
 * Fj = 0.01823 Cd q √(ρ Δpb) (lbf). Units: q gpm, ρ ppg, sizes in 32nds of an inch.
 * Source: Bourgoyne et al., ADE (1986), ch. 4.
 */
export function bitHydraulics(
  input: z.input<typeof bitHydraulicsInput>,
): CalcResult<BitKeys, BitOptionalKeys> {
  const p = parseInput(bitHydraulicsInput, input);
  if ((p.nozzles_32nds === undefined) === (p.tfa_in2 === undefined)) {
    throw new OilfieldInputError(
      p.tfa_in2 === undefined ? 'nozzles_32nds' : 'tfa_in2',
      p.tfa_in2,
      p.tfa_in2 === undefined
        ? 'Give the nozzle sizes in 32nds of an inch (nozzles_32nds, e.g. [12, 12, 12, 13]) or the total flow area (tfa_in2).'
        : 'Give either the nozzle sizes or the total flow area, not both.',
    );
  }
  const area = p.tfa_in2 ?? nozzleArea(p.nozzles_32nds ?? []);
  const q = p.flow_rate_gpm;
  const rho = p.mud_weight_ppg;
  const cd = p.discharge_coefficient;
  const values: Partial<Record<BitOptionalKeys, ReturnType<typeof quantity>>> = {};
  const steps: string[] = [];
  const warnings: string[] = [];
  if (q !== undefined) {
    values.nozzle_velocity_ft_per_s = quantity(
      q / (GPM_PER_FT_S_IN2 * area),
      'ft/s',
      'Nozzle (jet) velocity',
    );
    steps.push('vn = q/(3.117 × At)');
  }
  if (q !== undefined && rho !== undefined) {
    const drop = (BIT_PRESSURE_FACTOR * rho * q ** 2) / (cd ** 2 * area ** 2);
    const horsepower = (drop * q) / PSI_GPM_PER_HP;
    values.bit_pressure_drop_psi = quantity(drop, 'psi', 'Bit pressure drop');
    values.bit_hydraulic_horsepower = quantity(horsepower, 'hp', 'Hydraulic horsepower at the bit');
    values.impact_force_lbf = quantity(
      IMPACT_FACTOR * cd * q * Math.sqrt(rho * drop),
      'lbf',
      'Jet impact force',
    );
    steps.push(
      `Δpb = 8.311×10⁻⁵ × ρ × q²/(Cd² × At²) = 8.311×10⁻⁵ × ${formatNumber(rho)} × ${formatNumber(q)}²/(${formatNumber(cd)}² × ${formatNumber(area, 4)}²)`,
      'HHPb = Δpb × q/1714',
      'Fj = 0.01823 × Cd × q × √(ρ × Δpb)',
    );
    if (p.bit_diameter_in !== undefined) {
      values.hsi_hp_per_in2 = quantity(
        horsepower / ((Math.PI / 4) * p.bit_diameter_in ** 2),
        'hp/in²',
        'Hydraulic horsepower per square inch of hole (HSI)',
      );
      steps.push('HSI = HHPb/(π/4 × db²)');
    }
    if (p.pump_pressure_psi !== undefined) {
      values.bit_pressure_share_pct = quantity(
        (100 * drop) / p.pump_pressure_psi,
        '%',
        'Share of the pump pressure spent at the bit',
      );
      if (drop > p.pump_pressure_psi) {
        warnings.push(
          `The bit pressure drop ${formatNumber(drop, 4)} psi is more than the pump pressure ${formatNumber(p.pump_pressure_psi)} psi: check the nozzles, the rate and the pressure.`,
        );
      }
    }
  }
  const sizes =
    p.nozzles_32nds === undefined
      ? `At = ${formatNumber(area, 4)} in² (given)`
      : `At = Σ π/4 × (dn/32)² = π/4 × (${p.nozzles_32nds.map((size) => `${formatNumber(size)}²`).join(' + ')})/32² = ${formatNumber(area, 4)} in²`;
  return calcResult<BitKeys, BitOptionalKeys>({
    calculator: 'bit_hydraulics',
    values: {
      tfa_in2: quantity(area, 'in²', 'Total flow area (TFA)'),
      ...values,
    },
    formula: [sizes, ...steps].join('; '),
    assumptions: [
      `Discharge coefficient Cd = ${formatNumber(cd)}${cd === NOZZLE_DISCHARGE_COEFFICIENT ? ' (the textbook value for jet nozzles)' : ''}; all nozzles open and the flow split among them by area.`,
      'Incompressible mud; the pressure drop is the kinetic energy given to the jets (no nozzle friction beyond Cd).',
    ],
    warnings,
    sources: [BOURGOYNE_BIT],
  });
}
