import { z } from 'zod';

import { RANKINE_OFFSET } from './constants';
import { OilfieldInputError } from './errors';
import { gasDensity, gasFormationVolumeFactor } from './gas-pvt';
import { calcResult, quantity, type CalcResult, type Quantity } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Artificial lift in field units: sucker-rod pump displacement, the total dynamic head, stages
 * and horsepower of an electrical submersible pump, and the minimum gas rate that keeps a gas well
 * unloading its liquids (Turner and Coleman critical rates).
 */

const API_11L =
  'API RP 11L, Recommended Practice for Design Calculations for Sucker Rod Pumping Systems (Conventional Units), 5th ed. (2008): pump constant K = 0.1166·D²';
const LAPEYROUSE_LIFT =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (2002) (Gulf Professional Publishing), ch. 6 (production: sucker rod pumping and submersible pumps)';
const CENTRILIFT =
  'Baker Hughes Centrilift, Submersible Pump Handbook, 9th ed., “The nine-step method”: TDH = Hd + Ft + Pd, Hazen–Williams tubing friction F = 2.083·(100/C)^1.85·(Q/34.3)^1.85/ID^4.8655 ft per 1,000 ft';
const TURNER =
  'Turner, R.G., Hubbard, M.G. and Dukler, A.E. (1969), “Analysis and Prediction of Minimum Flow Rate for the Continuous Removal of Liquids from Gas Wells”, JPT 21(11): 1475–1482 (SPE-2198-PA)';
const COLEMAN =
  'Coleman, S.B., Clay, H.B., McCurdy, D.G. and Norris, H.L. III (1991), “A New Look at Predicting Gas-Well Load-Up”, JPT 43(3): 329–333 (SPE-20280-PA)';
const LEA =
  'Lea, J.F., Nickens, H.V. and Wells, M.R., Gas Well Deliquification, 2nd ed. (Gulf Professional Publishing, 2008), ch. 3 (critical velocity: water 67 lb/ft³ and 60 dyne/cm, condensate 45 lb/ft³ and 20 dyne/cm)';

/** bbl/d per (in² · in · stroke/min): (π/4)·1,440 min/d ÷ 9,702 in³/bbl = 0.1166. */
export const ROD_PUMP_CONSTANT = 0.1166;

/** Input of {@link rodPumpDisplacement}. */
export const rodPumpDisplacementInput = z.strictObject({
  plunger_diameter_in: z
    .number()
    .positive()
    .max(6)
    .describe('Pump plunger (bore) diameter D, in (API pumps 1.06–4.75 in)'),
  net_stroke_in: z
    .number()
    .positive()
    .max(400)
    .describe(
      'Net (effective) plunger stroke S, in — the polished-rod stroke less rod and tubing stretch, plus overtravel',
    ),
  pumping_speed_spm: z
    .number()
    .positive()
    .max(40)
    .describe('Pumping speed N, strokes per minute (SPM)'),
  volumetric_efficiency_pct: z
    .number()
    .positive()
    .max(100)
    .optional()
    .describe(
      'Pump volumetric efficiency Ev, % (typically 70–90 %: gas interference, slippage, incomplete fillage); gives the expected rate',
    ),
});

type RodPumpKeys = 'plunger_constant' | 'pump_displacement' | 'volume_per_stroke';

/**
 * Sucker-rod pump displacement PD = 0.1166·D²·S·N (bbl/d, D in, S in, N SPM), the plunger
 * constant K = 0.1166·D² and, with a volumetric efficiency, the expected rate PD·Ev.
 * Sources: API RP 11L; Lapeyrouse, ch. 6.
 */
export function rodPumpDisplacement(
  input: z.input<typeof rodPumpDisplacementInput>,
): CalcResult<RodPumpKeys, 'expected_rate'> {
  const {
    plunger_diameter_in: d,
    net_stroke_in: s,
    pumping_speed_spm: n,
    volumetric_efficiency_pct: ev,
  } = parseInput(rodPumpDisplacementInput, input);
  const k = ROD_PUMP_CONSTANT * d * d;
  const pd = k * s * n;
  const warnings: string[] = [];
  flagOutside(
    warnings,
    'plunger_diameter_in',
    d,
    { min: 1, max: 4.75 },
    'in',
    'the sizes of API pumps',
  );
  flagOutside(
    warnings,
    'pumping_speed_spm',
    n,
    { max: 25 },
    'SPM',
    'the usual speeds of beam units',
  );
  const values: Record<RodPumpKeys, Quantity> & { expected_rate?: Quantity } = {
    plunger_constant: quantity(k, 'bbl/d per in/SPM', 'Plunger (pump) constant K = 0.1166·D²'),
    pump_displacement: quantity(pd, 'bbl/d', 'Pump displacement PD = K·S·N (100 % efficiency)'),
    volume_per_stroke: quantity(
      ((Math.PI / 4) * d * d * s) / 9702,
      'bbl',
      'Volume displaced per stroke',
    ),
  };
  if (ev !== undefined) {
    values.expected_rate = quantity(
      (pd * ev) / 100,
      'bbl/d',
      `Expected rate at ${formatNumber(ev)} % volumetric efficiency`,
    );
  }
  return calcResult<RodPumpKeys, 'expected_rate'>({
    calculator: 'rod_pump_displacement',
    values,
    formula: `PD = 0.1166·D²·S·N = 0.1166 × ${formatNumber(d)}² × ${formatNumber(s)} × ${formatNumber(n)}${ev !== undefined ? `; q = PD × ${formatNumber(ev)} %` : ''}`,
    assumptions: [
      '0.1166 = (π/4) × 1,440 min/d ÷ 9,702 in³/bbl; liquid volume at pump conditions (divide by Bo for stock-tank barrels).',
      'S is the net plunger stroke: the polished-rod stroke less rod and tubing stretch plus overtravel (API RP 11L Sp), not the surface stroke.',
      ev !== undefined
        ? `Volumetric efficiency ${formatNumber(ev)} % as given.`
        : 'No volumetric efficiency given: the displacement is at 100 %; real pumps deliver about 70–90 % of it.',
    ],
    warnings,
    sources: [API_11L, LAPEYROUSE_LIFT],
  });
}

/** Feet of head per psi of water (144 in²/ft² ÷ 62.4 lb/ft³ ≈ 2.31). */
export const FEET_OF_WATER_PER_PSI = 2.31;
/** Hydraulic horsepower per (bbl/d · ft · SG): 350.3 lb/bbl of water ÷ 1,440 min/d ÷ 33,000. */
const HYDRAULIC_HP_FACTOR = (62.4 * 5.614583) / 1440 / 33000;

/** Input of {@link espTotalDynamicHead}. */
export const espTotalDynamicHeadInput = z.strictObject({
  flow_rate_bbl_per_day: z
    .number()
    .positive()
    .max(100000)
    .describe('Total fluid rate through the pump (oil + water), bbl/d'),
  pump_depth_ft: z
    .number()
    .positive()
    .max(20000)
    .describe(
      'Pump setting depth, ft (vertical; also the tubing length unless tubing_length_ft is given)',
    ),
  dynamic_fluid_level_ft: z
    .number()
    .min(0)
    .max(20000)
    .optional()
    .describe(
      'Producing (dynamic) fluid level in the annulus, vertical depth from surface, ft; give it or pump_intake_pressure_psi',
    ),
  pump_intake_pressure_psi: z
    .number()
    .min(0)
    .max(10000)
    .optional()
    .describe(
      'Pump intake pressure, psig; the fluid over the pump is (PIP − casing pressure)·2.31/SG ft. Give it or dynamic_fluid_level_ft',
    ),
  casing_pressure_psi: z
    .number()
    .min(0)
    .max(5000)
    .default(0)
    .describe(
      'Casing (annulus) pressure at surface, psig, used with the pump intake pressure; default 0',
    ),
  wellhead_pressure_psi: z
    .number()
    .min(0)
    .max(10000)
    .describe('Wellhead (tubing discharge) pressure the pump must deliver against, psig'),
  tubing_inside_diameter_in: z
    .number()
    .positive()
    .max(12)
    .describe('Tubing inside diameter, in (2.441 in for 2-7/8 in EUE, 2.992 in for 3-1/2 in)'),
  specific_gravity: z
    .number()
    .positive()
    .max(2)
    .describe('Specific gravity of the produced fluid mixture (water = 1)'),
  tubing_length_ft: z
    .number()
    .positive()
    .max(30000)
    .optional()
    .describe('Measured tubing length for friction, ft; default the pump depth'),
  hazen_williams_c: z
    .number()
    .min(60)
    .max(150)
    .default(120)
    .describe(
      'Hazen–Williams roughness coefficient C: 120 for tubing in service (default), 140 new',
    ),
  head_per_stage_ft: z
    .number()
    .positive()
    .max(500)
    .optional()
    .describe('Head per stage of the chosen pump at the design rate, ft/stage (from its curve)'),
  hp_per_stage: z
    .number()
    .positive()
    .max(20)
    .optional()
    .describe(
      'Brake horsepower per stage at the design rate for water (SG 1), hp/stage (from the curve)',
    ),
  pump_efficiency_pct: z
    .number()
    .positive()
    .max(100)
    .optional()
    .describe(
      'Pump efficiency at the design rate, %; gives the brake horsepower from the hydraulic horsepower',
    ),
});

type EspKeys =
  | 'net_vertical_lift_ft'
  | 'friction_loss_ft'
  | 'friction_gradient_ft_per_1000ft'
  | 'wellhead_pressure_head_ft'
  | 'total_dynamic_head_ft'
  | 'hydraulic_hp';
type EspOptionalKeys = 'stages' | 'brake_hp_from_stages' | 'brake_hp_from_efficiency';

/**
 * ESP total dynamic head by the Centrilift nine-step method, TDH = Hd + Ft + Pd: net vertical
 * lift Hd (depth of the producing fluid level, or pump depth − (PIP − casing pressure)·2.31/SG),
 * tubing friction Ft by Hazen–Williams (F = 2.083·(100/C)^1.85·(Q/34.3)^1.85/ID^4.8655 ft per
 * 1,000 ft) and the wellhead pressure head Pd = WHP·2.31/SG. With the pump curve: stages =
 * TDH/head per stage (rounded up) and BHP = stages × hp/stage × SG; the hydraulic horsepower
 * Q·TDH·SG·7.37e-6 and, with an efficiency, BHP = HHP/η. Sources: Centrilift; Lapeyrouse, ch. 6.
 */
export function espTotalDynamicHead(
  input: z.input<typeof espTotalDynamicHeadInput>,
): CalcResult<EspKeys, EspOptionalKeys> {
  const parsed = parseInput(espTotalDynamicHeadInput, input);
  const {
    flow_rate_bbl_per_day: q,
    pump_depth_ft: depth,
    dynamic_fluid_level_ft: level,
    pump_intake_pressure_psi: pip,
    casing_pressure_psi: casing,
    wellhead_pressure_psi: whp,
    tubing_inside_diameter_in: id,
    specific_gravity: sg,
    hazen_williams_c: c,
  } = parsed;
  if ((level === undefined) === (pip === undefined)) {
    throw new OilfieldInputError(
      level === undefined ? 'dynamic_fluid_level_ft' : 'pump_intake_pressure_psi',
      level === undefined ? undefined : pip,
      level === undefined
        ? 'Give the producing fluid level (dynamic_fluid_level_ft) or the pump intake pressure (pump_intake_pressure_psi) to find the net vertical lift.'
        : 'Give either dynamic_fluid_level_ft or pump_intake_pressure_psi, not both: they could disagree.',
    );
  }
  let lift: number;
  let liftNote: string;
  if (level !== undefined) {
    if (level > depth) {
      throw new OilfieldInputError(
        'dynamic_fluid_level_ft',
        level,
        `dynamic_fluid_level_ft = ${formatNumber(level)} is below the pump at ${formatNumber(depth)} ft: the pump would be pumped off (no submergence).`,
      );
    }
    lift = level;
    liftNote = `Net vertical lift = producing fluid level ${formatNumber(level)} ft (submergence ${formatNumber(depth - level)} ft).`;
  } else {
    const overPump = ((pip ?? 0) - casing) * (FEET_OF_WATER_PER_PSI / sg);
    lift = depth - overPump;
    if (!(lift >= 0)) {
      throw new OilfieldInputError(
        'pump_intake_pressure_psi',
        pip,
        `pump_intake_pressure_psi = ${formatNumber(pip ?? 0)} would hold a fluid column of ${formatNumber(overPump)} ft above a pump set at ${formatNumber(depth)} ft: the well would flow, check the pressure and SG.`,
      );
    }
    liftNote = `Fluid over the pump = (${formatNumber(pip ?? 0)} − ${formatNumber(casing)}) × 2.31/${formatNumber(sg)} = ${formatNumber(overPump)} ft; net vertical lift = ${formatNumber(depth)} − ${formatNumber(overPump)} ft.`;
  }
  const tubing = parsed.tubing_length_ft ?? depth;
  const perThousand = (2.083 * (100 / c) ** 1.85 * (q / 34.3) ** 1.85) / id ** 4.8655;
  const friction = (perThousand * tubing) / 1000;
  const whpHead = (whp * FEET_OF_WATER_PER_PSI) / sg;
  const tdh = lift + friction + whpHead;
  const power = powerValues(q, tdh, sg, parsed.pump_efficiency_pct);
  const warnings: string[] = [];
  const velocity = (q * 5.614583) / 86400 / ((Math.PI / 4) * (id / 12) ** 2);
  flagOutside(
    warnings,
    'tubing velocity',
    velocity,
    { max: 15 },
    'ft/s',
    'the range where the Hazen–Williams friction charts are used',
  );
  const values: Record<EspKeys, Quantity> & Partial<Record<EspOptionalKeys, Quantity>> = {
    net_vertical_lift_ft: quantity(lift, 'ft', 'Net vertical lift Hd'),
    friction_loss_ft: quantity(
      friction,
      'ft',
      `Tubing friction loss Ft (${formatNumber(tubing)} ft of tubing)`,
    ),
    friction_gradient_ft_per_1000ft: quantity(
      perThousand,
      'ft/1,000 ft',
      'Friction loss per 1,000 ft of tubing (Hazen–Williams)',
    ),
    wellhead_pressure_head_ft: quantity(whpHead, 'ft', 'Wellhead pressure head Pd = WHP × 2.31/SG'),
    total_dynamic_head_ft: quantity(tdh, 'ft', 'Total dynamic head TDH = Hd + Ft + Pd'),
    ...power,
  };
  const formulaParts = [
    `TDH = Hd + Ft + Pd = ${formatNumber(lift)} + ${formatNumber(friction)} + ${formatNumber(whpHead)}`,
  ];
  const staged = stagesPart(tdh, parsed.head_per_stage_ft, parsed.hp_per_stage, sg);
  Object.assign(values, staged.values);
  if (staged.formula.length > 0) formulaParts.push('stages = ⌈TDH/head per stage⌉');
  formulaParts.push(...staged.formula.slice(1));
  if (power.brake_hp_from_efficiency !== undefined) formulaParts.push('BHP = Q·TDH·SG × 7.37e-6/η');
  return calcResult<EspKeys, EspOptionalKeys>({
    calculator: 'esp_total_dynamic_head',
    values,
    formula: formulaParts.join('; '),
    assumptions: [
      liftNote,
      `Tubing friction by Hazen–Williams with C = ${formatNumber(c)}: F = 2.083·(100/C)^1.85·(Q/34.3)^1.85/ID^4.8655 ft per 1,000 ft (Q in bbl/d, ID in in), for a single liquid phase.`,
      'Heads in feet of the produced fluid: 2.31 ft per psi of water, divided by SG. Free gas at the intake is ignored (it lowers the mixture density and needs a gas separator or handler).',
      'Horsepower per stage from a water curve is multiplied by SG; the motor is sized above the pump BHP.',
    ],
    warnings,
    sources: [CENTRILIFT, LAPEYROUSE_LIFT],
  });
}

/** Input of {@link espStages}. */
export const espStagesInput = z.strictObject({
  total_dynamic_head_ft: z
    .number()
    .positive()
    .max(30000)
    .describe(
      'Total dynamic head the pump must deliver, ft (already worked out, e.g. by the nine-step method)',
    ),
  head_per_stage_ft: espTotalDynamicHeadInput.shape.head_per_stage_ft.describe(
    'Head per stage of the chosen pump at the design rate, ft/stage (from its curve); gives the stages. Give it or flow_rate_bbl_per_day',
  ),
  hp_per_stage: espTotalDynamicHeadInput.shape.hp_per_stage,
  specific_gravity: espTotalDynamicHeadInput.shape.specific_gravity
    .default(1)
    .describe('Specific gravity of the produced fluid mixture (water = 1); default 1'),
  flow_rate_bbl_per_day: espTotalDynamicHeadInput.shape.flow_rate_bbl_per_day
    .optional()
    .describe('Total fluid rate through the pump, bbl/d; gives the hydraulic horsepower'),
  pump_efficiency_pct: espTotalDynamicHeadInput.shape.pump_efficiency_pct,
});

type EspStagesOptionalKeys =
  'stages' | 'brake_hp_from_stages' | 'hydraulic_hp' | 'brake_hp_from_efficiency';

/**
 * ESP stages for a total dynamic head already known: stages = TDH/head per stage, rounded up;
 * with the power per stage BHP = stages × hp/stage × SG; with the rate the hydraulic horsepower
 * Q·TDH·SG·7.37e-6 and, with an efficiency, BHP = HHP/η. Without a pump curve (no head per
 * stage), the horsepower the head and rate take. Source: Centrilift, steps 6 and 7.
 */
export function espStages(
  input: z.input<typeof espStagesInput>,
): CalcResult<never, EspStagesOptionalKeys> {
  const parsed = parseInput(espStagesInput, input);
  const { total_dynamic_head_ft: tdh, head_per_stage_ft: perStage, specific_gravity: sg } = parsed;
  if (perStage === undefined && parsed.flow_rate_bbl_per_day === undefined) {
    throw new OilfieldInputError(
      'head_per_stage_ft',
      undefined,
      'head_per_stage_ft or flow_rate_bbl_per_day is needed: the head per stage gives the stages, the rate the hydraulic horsepower.',
    );
  }
  const staged = stagesPart(tdh, perStage, parsed.hp_per_stage, sg);
  const values: Partial<Record<EspStagesOptionalKeys, Quantity>> = { ...staged.values };
  const formulaParts = [...staged.formula];
  if (parsed.flow_rate_bbl_per_day !== undefined) {
    const power = powerValues(parsed.flow_rate_bbl_per_day, tdh, sg, parsed.pump_efficiency_pct);
    Object.assign(values, power);
    formulaParts.push('HHP = Q·TDH·SG × 7.37e-6');
    if (power.brake_hp_from_efficiency !== undefined) formulaParts.push('BHP = HHP/η');
  } else if (parsed.pump_efficiency_pct !== undefined) {
    throw new OilfieldInputError(
      'pump_efficiency_pct',
      parsed.pump_efficiency_pct,
      'pump_efficiency_pct needs flow_rate_bbl_per_day too: the efficiency turns the hydraulic horsepower, which needs the rate, into brake horsepower.',
    );
  }
  return calcResult<never, EspStagesOptionalKeys>({
    calculator: 'esp_stages',
    values,
    formula: formulaParts.join('; '),
    assumptions: [
      'The head per stage and the horsepower per stage are read off the pump curve at the design rate; horsepower per stage from a water curve is multiplied by SG.',
      'Stages are rounded up so the pump delivers at least the total dynamic head; the motor is sized above the pump BHP.',
    ],
    warnings: [],
    sources: [CENTRILIFT, LAPEYROUSE_LIFT],
  });
}

/**
 * The stages and their brake horsepower when the pump curve's head per stage is known, with the
 * formula (the count first); nothing without it — and a horsepower per stage then has no stages.
 */
function stagesPart(
  tdh: number,
  headPerStage: number | undefined,
  hpPerStage: number | undefined,
  sg: number,
): { values: Partial<ReturnType<typeof stageValues>>; formula: string[] } {
  if (headPerStage === undefined) {
    if (hpPerStage !== undefined) {
      throw new OilfieldInputError(
        'hp_per_stage',
        hpPerStage,
        'hp_per_stage needs head_per_stage_ft too: the horsepower is per stage, and the stages come from the head per stage.',
      );
    }
    return { values: {}, formula: [] };
  }
  return {
    values: stageValues(tdh, headPerStage, hpPerStage, sg),
    formula: [
      `stages = ⌈${formatNumber(tdh)}/${formatNumber(headPerStage)}⌉`,
      ...(hpPerStage === undefined ? [] : ['BHP = stages × hp/stage × SG']),
    ],
  };
}

/**
 * The stages a head takes, rounded up (a hair of float error never adds a stage), and with the
 * horsepower per stage of a water curve the pump's brake horsepower, stages × hp/stage × SG.
 */
function stageValues(
  tdh: number,
  headPerStage: number,
  hpPerStage: number | undefined,
  sg: number,
): { stages: Quantity; brake_hp_from_stages?: Quantity } {
  const stages = Math.ceil(tdh / headPerStage - 1e-9);
  return {
    stages: quantity(
      stages,
      'stages',
      `Stages = TDH/${formatNumber(headPerStage)} ft per stage, rounded up`,
    ),
    ...(hpPerStage !== undefined && {
      brake_hp_from_stages: quantity(
        stages * hpPerStage * sg,
        'hp',
        'Pump brake horsepower = stages × hp/stage × SG',
      ),
    }),
  };
}

/**
 * The hydraulic horsepower Q·TDH·SG × 7.37e-6 of a pump and, with its efficiency, the brake
 * horsepower HHP/η.
 */
function powerValues(
  rateBblPerDay: number,
  tdh: number,
  sg: number,
  efficiencyPct: number | undefined,
): { hydraulic_hp: Quantity; brake_hp_from_efficiency?: Quantity } {
  const hhp = HYDRAULIC_HP_FACTOR * rateBblPerDay * tdh * sg;
  return {
    hydraulic_hp: quantity(hhp, 'hp', 'Hydraulic horsepower Q·TDH·SG × 7.37e-6'),
    ...(efficiencyPct !== undefined && {
      brake_hp_from_efficiency: quantity(
        hhp / (efficiencyPct / 100),
        'hp',
        `Pump brake horsepower = hydraulic hp/${formatNumber(efficiencyPct)} %`,
      ),
    }),
  };
}

/** Turner et al. (1969): droplet model with their 20 % upward adjustment, ft/s (σ dyne/cm, ρ lb/ft³). */
export const TURNER_COEFFICIENT = 1.912;
/** Coleman et al. (1991): the same droplet model without the 20 % adjustment. */
export const COLEMAN_COEFFICIENT = 1.593;

const LIQUIDS = {
  water: { density: 67, tension: 60 },
  condensate: { density: 45, tension: 20 },
} as const;

/** Input of {@link criticalRateLiquidLoading}. */
export const criticalRateLiquidLoadingInput = z.strictObject({
  wellhead_pressure_psia: z
    .number()
    .positive()
    .max(15000)
    .describe('Flowing wellhead (tubing) pressure, psia'),
  temperature_degF: z
    .number()
    .min(-40)
    .max(400)
    .describe('Flowing temperature at the wellhead, °F'),
  tubing_inside_diameter_in: z
    .number()
    .positive()
    .max(12)
    .describe('Tubing inside diameter, in (1.995 in for 2-3/8 in, 2.441 in for 2-7/8 in)'),
  gas_specific_gravity: z.number().min(0.55).max(2).describe('Gas specific gravity (air = 1)'),
  z_factor: z
    .number()
    .min(0.2)
    .max(2)
    .describe('Gas compressibility factor Z at wellhead pressure and temperature'),
  liquid: z
    .enum(['water', 'condensate'])
    .default('water')
    .describe(
      'Liquid to unload: water (67 lb/ft³, 60 dyne/cm; use it whenever the well makes water) or condensate (45 lb/ft³, 20 dyne/cm); default water',
    ),
  liquid_density_lb_per_ft3: z
    .number()
    .min(20)
    .max(100)
    .optional()
    .describe('Liquid density, lb/ft³, instead of the default for the liquid'),
  interfacial_tension_dyne_per_cm: z
    .number()
    .min(1)
    .max(100)
    .optional()
    .describe('Gas-liquid interfacial tension, dyne/cm, instead of the default for the liquid'),
  gas_rate_mscf_per_day: z
    .number()
    .min(0)
    .optional()
    .describe('Current gas rate, Mscf/d, to compare with the critical rates'),
});

type LoadingKeys =
  | 'turner_critical_rate'
  | 'coleman_critical_rate'
  | 'turner_critical_velocity'
  | 'coleman_critical_velocity'
  | 'gas_density';

/**
 * Minimum gas rate to unload liquids from a vertical gas well: terminal velocity of the largest
 * droplet vt = a·σ^(1/4)·(ρL − ρg)^(1/4)/ρg^(1/2) ft/s, with a = 1.912 (Turner, with the 20 %
 * adjustment) or 1.593 (Coleman, without it), ρg = p·28.9625·γ/(z·10.7316·T); critical rate
 * qc = vt·A/Bg at 14.7 psia and 60 °F (≈ 3.06·p·vt·A/(T·z) MMscf/d). Units: psia, °F, in,
 * lb/ft³, dyne/cm, Mscf/d. Sources: Turner et al. (1969); Coleman et al. (1991); Lea et al., ch. 3.
 */
export function criticalRateLiquidLoading(
  input: z.input<typeof criticalRateLiquidLoadingInput>,
): CalcResult<LoadingKeys, 'current_to_turner_ratio'> {
  const parsed = parseInput(criticalRateLiquidLoadingInput, input);
  const {
    wellhead_pressure_psia: p,
    temperature_degF: tF,
    tubing_inside_diameter_in: id,
    gas_specific_gravity: gamma,
    z_factor: zf,
    liquid,
  } = parsed;
  const rhoL = parsed.liquid_density_lb_per_ft3 ?? LIQUIDS[liquid].density;
  const sigma = parsed.interfacial_tension_dyne_per_cm ?? LIQUIDS[liquid].tension;
  const tR = tF + RANKINE_OFFSET;
  const rhoG = gasDensity(p, gamma, zf, tR);
  if (!(rhoL > rhoG)) {
    throw new OilfieldInputError(
      'wellhead_pressure_psia',
      p,
      `At ${formatNumber(p)} psia the gas density ${formatNumber(rhoG, 4)} lb/ft³ reaches the liquid density ${formatNumber(rhoL)} lb/ft³: the droplet model does not apply.`,
    );
  }
  const velocity = (a: number) => (a * sigma ** 0.25 * (rhoL - rhoG) ** 0.25) / Math.sqrt(rhoG);
  const area = (Math.PI / 4) * (id / 12) ** 2;
  const bg = gasFormationVolumeFactor(zf, tR, p); // ft³/scf at 14.7 psia, 60 °F
  const rate = (v: number) => (v * area * 86400) / bg / 1000; // Mscf/d
  const vTurner = velocity(TURNER_COEFFICIENT);
  const vColeman = velocity(COLEMAN_COEFFICIENT);
  const qTurner = rate(vTurner);
  const qColeman = rate(vColeman);
  const warnings: string[] = [];
  flagOutside(
    warnings,
    'wellhead_pressure_psia',
    p,
    { min: 5, max: 6000 },
    'psia',
    'the wellhead pressures of the Turner and Coleman data',
  );
  const notes: string[] = [
    'Turner’s rate (fitted to wells mostly above 1,000 psi wellhead pressure) is the more conservative; Coleman’s fits low-pressure wells (below about 1,000 psia) better. Below the critical rate liquids accumulate and the well loads up.',
  ];
  const values: Record<LoadingKeys, Quantity> & { current_to_turner_ratio?: Quantity } = {
    turner_critical_rate: quantity(qTurner, 'Mscf/d', 'Turner critical gas rate'),
    coleman_critical_rate: quantity(qColeman, 'Mscf/d', 'Coleman critical gas rate'),
    turner_critical_velocity: quantity(vTurner, 'ft/s', 'Turner critical velocity'),
    coleman_critical_velocity: quantity(vColeman, 'ft/s', 'Coleman critical velocity'),
    gas_density: quantity(rhoG, 'lb/ft³', 'Gas density at wellhead conditions'),
  };
  const current = parsed.gas_rate_mscf_per_day;
  if (current !== undefined) {
    values.current_to_turner_ratio = quantity(
      current / qTurner,
      'fraction',
      'Current rate ÷ Turner critical rate',
    );
    notes.push(
      current >= qTurner
        ? `At ${formatNumber(current)} Mscf/d the well is above both critical rates: it should unload its ${liquid}.`
        : current >= qColeman
          ? `At ${formatNumber(current)} Mscf/d the well is between the Coleman and Turner rates: near the onset of loading, watch for erratic rates and a rising casing-tubing pressure difference.`
          : `At ${formatNumber(current)} Mscf/d the well is below both critical rates: it is probably loading up with ${liquid}.`,
    );
  }
  return calcResult<LoadingKeys, 'current_to_turner_ratio'>({
    calculator: 'critical_rate_liquid_loading',
    values,
    formula: `vt = a·σ^(1/4)·(ρL − ρg)^(1/4)/ρg^(1/2), a = 1.912 (Turner) or 1.593 (Coleman); ρg = 2.699·γ·p/(z·T); qc = vt·A·86,400/Bg = ${formatNumber(vTurner, 4)} ft/s × ${formatNumber(area, 4)} ft² × 86,400/${formatNumber(bg, 4)} ft³/scf (Turner)`,
    assumptions: [
      `${liquid === 'water' ? 'Water' : 'Condensate'}: ρL = ${formatNumber(rhoL)} lb/ft³, σ = ${formatNumber(sigma)} dyne/cm${parsed.liquid_density_lb_per_ft3 === undefined && parsed.interfacial_tension_dyne_per_cm === undefined ? ' (Turner’s values)' : ''}. When the well makes both water and condensate, the water rate governs.`,
      'Evaluated at wellhead flowing conditions, the usual point for the Turner and Coleman equations; in a tapered or deviated string check the largest diameter and the deviation.',
      'Standard conditions 14.7 psia and 60 °F; vertical tubing flow (no packer-less casing flow).',
    ],
    warnings,
    notes,
    sources: [TURNER, COLEMAN, LEA],
  });
}
