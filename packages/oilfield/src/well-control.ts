import { z } from 'zod';

import { FIELD_GRADIENT_FACTOR } from './hydrostatic';
import { OilfieldInputError } from './errors';
import { calcResult, quantity, type CalcResult, type ResultTable } from './result';
import { flagOutside, formatNumber, parseInput } from './validate';

/**
 * Well-control calculations of the kill sheet (IADC conventions), in field units.
 * Source: Lapeyrouse, N.J., *Formulas and Calculations for Drilling, Production and Workover*, 2nd ed. (2002)
 * (Gulf Professional Publishing), ch. 4, pressure control.
 */

const LAPEYROUSE_WELL_CONTROL =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (2002), ch. 4 (pressure control: kill weight mud)';

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
 * Source: Lapeyrouse, ch. 4.
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
    sources: [LAPEYROUSE_WELL_CONTROL],
  });
}

const LAPEYROUSE_PRESSURE_CONTROL =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (Gulf Professional Publishing, 2002), ch. 4, pressure control (later editions: Lyons, Carter & Lapeyrouse)';
const IADC_KILL_SHEET =
  'IADC kill sheet, surface BOP stack, wait-and-weight method: ICP = SCR pressure + SIDPP, FCP = SCR pressure × KMW/OMW';
const BOURGOYNE_KICK =
  'Bourgoyne, A.T., Millheim, K.K., Chenevert, M.E. & Young, F.S., Applied Drilling Engineering, SPE Textbook Series vol. 2 (1986), ch. 4 (well control: kick identification from the shut-in pressures)';

const sidppField = z
  .number()
  .min(0)
  .max(15000)
  .describe('Shut-in drill pipe pressure (SIDPP), psi (gauge, stabilised), 0–15,000 psi');

/** Input of {@link killSheetCirculatingPressures}. */
export const killSheetCirculatingPressuresInput = z.strictObject({
  scr_pressure_psi: z
    .number()
    .positive()
    .max(10000)
    .describe(
      'Slow circulating rate (kill rate) pressure at the chosen kill pump rate, recorded with the original mud, psi, >0–10,000 psi',
    ),
  sidpp_psi: sidppField
    .optional()
    .describe(
      'Shut-in drill pipe pressure (SIDPP), psi (gauge, stabilised): for the ICP, and for a kill mud weight worked out from the TVD',
    ),
  original_mud_weight_ppg: z
    .number()
    .positive()
    .max(25)
    .optional()
    .describe(
      'Mud weight in the drill string now (original mud weight, OMW), ppg; needed for the FCP (ICP = SCR + SIDPP needs neither mud weight)',
    ),
  kill_mud_weight_ppg: z
    .number()
    .positive()
    .max(25)
    .optional()
    .describe(
      'Kill mud weight to be pumped (KMW), ppg; when omitted it is computed from SIDPP, TVD and OMW as in kill_mud_weight',
    ),
  tvd_ft: z
    .number()
    .positive()
    .max(40000)
    .optional()
    .describe(
      'True vertical depth of the hole, ft: needed to compute the kill mud weight when it is not given, and to check a stated one',
    ),
  trip_margin_ppg: z
    .number()
    .min(0)
    .max(2)
    .optional()
    .describe('Safety margin added to a computed kill mud weight, ppg (not with a stated KMW)'),
  strokes_to_bit: z
    .number()
    .positive()
    .max(100000)
    .optional()
    .describe(
      'Surface-to-bit strokes at the kill rate, for the drill pipe pressure step-down schedule',
    ),
});

type KillSheetKeys = never;
type KillSheetOptionalKeys =
  | 'initial_circulating_pressure_psi'
  | 'final_circulating_pressure_psi'
  | 'kill_mud_weight_ppg'
  | 'pressure_drop_per_100_strokes_psi';

/** What the final circulating pressure needs beyond SCR and SIDPP. */
const FCP_NEEDS =
  'The FCP (SCR × KMW/OMW) needs the mud weight in the hole (OMW) and the kill mud weight, or the TVD to work it out from SIDPP.';

/** The kill sheet's ICP alone, when the mud weights the FCP needs are not given. */
function initialPressureOnly(
  scr: number,
  sidpp: number,
  icp: number,
): CalcResult<KillSheetKeys, KillSheetOptionalKeys> {
  return calcResult<KillSheetKeys, KillSheetOptionalKeys>({
    calculator: 'kill_sheet_circulating_pressures',
    values: {
      initial_circulating_pressure_psi: quantity(icp, 'psi', 'Initial circulating pressure (ICP)'),
    },
    formula: `ICP = SCR + SIDPP = ${formatNumber(scr)} + ${formatNumber(sidpp)}`,
    assumptions: [
      'SCR (kill rate) pressure taken at the kill pump rate with the original mud, through the same string and bit; SIDPP stabilised, with no trapped pressure.',
      FCP_NEEDS,
    ],
    warnings: [],
    notes: [WELL_CONTROL_NOTE],
    sources: [LAPEYROUSE_PRESSURE_CONTROL, IADC_KILL_SHEET],
  });
}

/**
 * Circulating pressures of the kill sheet (wait-and-weight method): the initial circulating
 * pressure ICP = SCR + SIDPP, held while kill mud is pumped to the bit, and the final circulating
 * pressure FCP = SCR × KMW/OMW, held from when the kill mud reaches the bit until it is at
 * surface; with the strokes to the bit, the drill pipe pressure drop per 100 strokes and the
 * step-down schedule. KMW is stated or computed as in {@link killMudWeight}.
 * Source: Lapeyrouse, 2nd ed., ch. 4; the IADC kill sheet.
 */
export function killSheetCirculatingPressures(
  input: z.input<typeof killSheetCirculatingPressuresInput>,
): CalcResult<KillSheetKeys, KillSheetOptionalKeys> {
  const p = parseInput(killSheetCirculatingPressuresInput, input);
  const sidpp = p.sidpp_psi;
  const icp = sidpp === undefined ? undefined : p.scr_pressure_psi + sidpp;
  const omw = p.original_mud_weight_ppg;
  const killMud =
    p.kill_mud_weight_ppg !== undefined || (p.tvd_ft !== undefined && sidpp !== undefined);
  if (omw === undefined || !killMud) {
    if (sidpp === undefined || icp === undefined) {
      throw new OilfieldInputError(
        'sidpp_psi',
        undefined,
        'Give sidpp_psi for the ICP, or original_mud_weight_ppg with kill_mud_weight_ppg (or tvd_ft and sidpp_psi) for the FCP.',
      );
    }
    return initialPressureOnly(p.scr_pressure_psi, sidpp, icp);
  }
  const balancing =
    p.tvd_ft === undefined || sidpp === undefined
      ? undefined
      : omw + sidpp / (FIELD_GRADIENT_FACTOR * p.tvd_ft);
  const warnings: string[] = [];
  const assumptions: string[] = [];
  let kmw: number;
  if (p.kill_mud_weight_ppg !== undefined) {
    if (p.trip_margin_ppg !== undefined) {
      throw new OilfieldInputError(
        'trip_margin_ppg',
        p.trip_margin_ppg,
        'trip_margin_ppg applies only to a computed kill mud weight: give kill_mud_weight_ppg with the margin included, or give tvd_ft and the margin without kill_mud_weight_ppg.',
      );
    }
    kmw = p.kill_mud_weight_ppg;
    assumptions.push(`Kill mud weight as stated: ${formatNumber(kmw)} ppg.`);
    if (balancing !== undefined && kmw < balancing - 1e-9) {
      warnings.push(
        `The stated kill mud weight ${formatNumber(kmw)} ppg is below the ${formatNumber(balancing, 4)} ppg that balances the formation (OMW + SIDPP/(0.052 × TVD)): the well would not be dead.`,
      );
    }
  } else {
    if (balancing === undefined) throw new Error('unreachable: TVD and SIDPP checked above');
    const margin = p.trip_margin_ppg ?? 0;
    kmw = balancing + margin;
    assumptions.push(
      `Kill mud weight computed: KMW = OMW + SIDPP/(0.052 × TVD)${margin > 0 ? ' + margin' : ''} = ${formatNumber(kmw, 5)} ppg, not rounded; FCP is proportional to the KMW actually pumped.`,
    );
  }
  if (kmw < omw) {
    throw new OilfieldInputError(
      'kill_mud_weight_ppg',
      kmw,
      `kill_mud_weight_ppg = ${formatNumber(kmw)} is lighter than the mud in the hole (${formatNumber(omw)} ppg): a lighter mud cannot kill the well.`,
    );
  }
  const fcp = (p.scr_pressure_psi * kmw) / omw;
  flagOutside(
    warnings,
    'kill mud weight',
    kmw,
    { max: 22 },
    'ppg',
    'the usual range of drilling fluids',
  );
  const strokes = p.strokes_to_bit;
  const drop =
    strokes === undefined || icp === undefined
      ? undefined
      : quantity(((icp - fcp) / strokes) * 100, 'psi', 'Drill pipe pressure drop per 100 strokes');
  const steps = 10;
  const table: ResultTable | undefined =
    strokes === undefined || icp === undefined
      ? undefined
      : {
          title: 'Drill pipe pressure schedule while kill mud fills the string',
          columns: [
            { key: 'strokes', label: 'Strokes pumped', unit: 'stk' },
            { key: 'pressure_psi', label: 'Drill pipe pressure', unit: 'psi' },
          ],
          rows: Array.from({ length: steps + 1 }, (_, index) => ({
            strokes: Math.round((strokes * index) / steps),
            pressure_psi: icp - ((icp - fcp) * index) / steps,
          })),
        };
  return calcResult<KillSheetKeys, KillSheetOptionalKeys>({
    calculator: 'kill_sheet_circulating_pressures',
    values: {
      ...(icp !== undefined && {
        initial_circulating_pressure_psi: quantity(
          icp,
          'psi',
          'Initial circulating pressure (ICP)',
        ),
      }),
      final_circulating_pressure_psi: quantity(fcp, 'psi', 'Final circulating pressure (FCP)'),
      kill_mud_weight_ppg: quantity(kmw, 'ppg', 'Kill mud weight used'),
      ...(drop ? { pressure_drop_per_100_strokes_psi: drop } : {}),
    },
    formula: `${sidpp === undefined ? '' : `ICP = SCR + SIDPP = ${formatNumber(p.scr_pressure_psi)} + ${formatNumber(sidpp)}; `}FCP = SCR × KMW/OMW = ${formatNumber(p.scr_pressure_psi)} × ${formatNumber(kmw, 5)}/${formatNumber(omw)}${drop !== undefined ? `; drop per 100 strokes = (ICP − FCP)/strokes to bit × 100` : ''}`,
    assumptions: [
      ...assumptions,
      'SCR (kill rate) pressure taken at the kill pump rate with the original mud, through the same string and bit; SIDPP stabilised, with no trapped pressure.',
      'Wait-and-weight schedule for a surface BOP stack: the drill pipe pressure falls from ICP to FCP while kill mud fills the string, then FCP is held until kill mud returns. Subsea (choke-line friction), deviated and tapered strings need their own schedule.',
    ],
    warnings,
    notes: [WELL_CONTROL_NOTE],
    sources: [LAPEYROUSE_PRESSURE_CONTROL, IADC_KILL_SHEET],
    ...(table ? { table } : {}),
  });
}

/** Input of {@link maasp}. */
export const maaspInput = z.strictObject({
  shoe_tvd_ft: z
    .number()
    .positive()
    .max(40000)
    .describe('True vertical depth of the casing shoe (where the leak-off test was made), ft'),
  leak_off_pressure_psi: z
    .number()
    .min(0)
    .max(15000)
    .optional()
    .describe(
      'Surface pressure at leak-off in the leak-off test (LOT), psi, 0–15,000 psi; give it with test_mud_weight_ppg, or give leak_off_emw_ppg instead',
    ),
  test_mud_weight_ppg: z
    .number()
    .positive()
    .max(25)
    .optional()
    .describe('Mud weight in the hole during the leak-off test, ppg'),
  leak_off_emw_ppg: z
    .number()
    .positive()
    .max(30)
    .optional()
    .describe(
      'Leak-off equivalent mud weight at the shoe (maximum allowable mud weight), ppg, when already known; instead of the test pressure and test mud weight',
    ),
  current_mud_weight_ppg: z
    .number()
    .positive()
    .max(25)
    .optional()
    .describe('Mud weight in the hole now, ppg; needed for the MAASP'),
});

type MaaspKeys =
  'leak_off_emw_ppg' | 'shoe_fracture_gradient_psi_per_ft' | 'shoe_fracture_pressure_psi';

/**
 * Maximum allowable annular surface pressure from a leak-off test: the leak-off equivalent mud
 * weight EMW = test MW + LOT pressure/(0.052 × shoe TVD), the fracture gradient 0.052 × EMW and
 * pressure at the shoe, and MAASP = (EMW − current MW) × 0.052 × shoe TVD.
 * Source: Lapeyrouse, 2nd ed., ch. 1 (maximum allowable mud weight) and ch. 4 (MASICP).
 */
export function maasp(input: z.input<typeof maaspInput>): CalcResult<MaaspKeys, 'maasp_psi'> {
  const p = parseInput(maaspInput, input);
  const tvd = p.shoe_tvd_ft;
  const fromTest = p.leak_off_pressure_psi !== undefined || p.test_mud_weight_ppg !== undefined;
  let emw: number;
  let emwFormula: string;
  if (p.leak_off_emw_ppg !== undefined) {
    if (fromTest) {
      throw new OilfieldInputError(
        'leak_off_emw_ppg',
        p.leak_off_emw_ppg,
        'Give either leak_off_emw_ppg or the test (leak_off_pressure_psi with test_mud_weight_ppg), not both.',
      );
    }
    emw = p.leak_off_emw_ppg;
    emwFormula = `LOT EMW = ${formatNumber(emw)} ppg (given)`;
  } else {
    if (p.leak_off_pressure_psi === undefined) {
      throw new OilfieldInputError(
        'leak_off_pressure_psi',
        undefined,
        'Give the leak-off test surface pressure (leak_off_pressure_psi) with the test mud weight, or leak_off_emw_ppg.',
      );
    }
    if (p.test_mud_weight_ppg === undefined) {
      throw new OilfieldInputError(
        'test_mud_weight_ppg',
        undefined,
        'Give the mud weight in the hole during the leak-off test (test_mud_weight_ppg).',
      );
    }
    emw = p.test_mud_weight_ppg + p.leak_off_pressure_psi / (FIELD_GRADIENT_FACTOR * tvd);
    emwFormula = `LOT EMW = test MW + P_LOT/(0.052 × shoe TVD) = ${formatNumber(p.test_mud_weight_ppg)} + ${formatNumber(p.leak_off_pressure_psi)}/(0.052 × ${formatNumber(tvd)})`;
  }
  const warnings: string[] = [];
  const notes: string[] = [];
  let maaspValue: number | undefined;
  if (p.current_mud_weight_ppg !== undefined) {
    maaspValue = (emw - p.current_mud_weight_ppg) * FIELD_GRADIENT_FACTOR * tvd;
    if (maaspValue <= 0) {
      warnings.push(
        `The mud in the hole (${formatNumber(p.current_mud_weight_ppg)} ppg) is at or above the leak-off equivalent (${formatNumber(emw, 5)} ppg): the shoe has no margin left, and any surface pressure may break it down.`,
      );
    }
  } else {
    notes.push('Give the mud weight in the hole now for the MAASP.');
  }
  notes.push(
    'MAASP changes with every change of mud weight: recalculate it after each one, and after a new leak-off test.',
    WELL_CONTROL_NOTE,
  );
  return calcResult<MaaspKeys, 'maasp_psi'>({
    calculator: 'maasp',
    values: {
      leak_off_emw_ppg: quantity(emw, 'ppg', 'Leak-off equivalent mud weight at the shoe'),
      shoe_fracture_gradient_psi_per_ft: quantity(
        FIELD_GRADIENT_FACTOR * emw,
        'psi/ft',
        'Fracture (leak-off) gradient at the shoe',
      ),
      shoe_fracture_pressure_psi: quantity(
        FIELD_GRADIENT_FACTOR * emw * tvd,
        'psi',
        'Fracture (leak-off) pressure at the shoe',
      ),
      ...(maaspValue !== undefined
        ? {
            maasp_psi: quantity(
              maaspValue,
              'psi',
              'Maximum allowable annular surface pressure (MAASP)',
            ),
          }
        : {}),
    },
    formula: `${emwFormula}${maaspValue !== undefined ? `; MAASP = (LOT EMW − current MW) × 0.052 × shoe TVD = (${formatNumber(emw, 5)} − ${formatNumber(p.current_mud_weight_ppg ?? 0)}) × 0.052 × ${formatNumber(tvd)}` : ''}`,
    assumptions: [
      'Leak-off pressure read at surface at the point where the pressure–volume plot leaves the straight line; for a formation integrity test (FIT) stopped before leak-off, the result is a lower bound of the fracture gradient.',
      'The annulus above the shoe full of mud of one weight (the current mud); no safety margin is subtracted from the MAASP: subtract one if the rig’s procedure calls for it.',
      'Shoe depth is true vertical depth; 0.052 psi/ft per ppg (field convention).',
    ],
    warnings,
    notes,
    sources: [LAPEYROUSE_PRESSURE_CONTROL],
  });
}

/** Input of {@link kickGradient}. */
export const kickGradientInput = z.strictObject({
  sidpp_psi: sidppField,
  sicp_psi: z
    .number()
    .min(0)
    .max(15000)
    .describe('Shut-in casing pressure (SICP), psi (gauge, stabilised), 0–15,000 psi'),
  mud_weight_ppg: z
    .number()
    .positive()
    .max(25)
    .describe('Mud weight in the annulus above the influx (original mud), ppg'),
  influx_height_ft: z
    .number()
    .positive()
    .max(20000)
    .optional()
    .describe(
      'Vertical height of the influx, ft, when known; otherwise give the pit gain and annular capacity',
    ),
  pit_gain_bbl: z
    .number()
    .positive()
    .max(1000)
    .optional()
    .describe('Pit gain at shut-in (influx volume), bbl'),
  annular_capacity_bbl_per_ft: z
    .number()
    .positive()
    .max(2)
    .optional()
    .describe(
      'Annular capacity where the influx sits (around the drill collars / bottom-hole assembly), bbl/ft',
    ),
  bottom_section_length_ft: z
    .number()
    .positive()
    .max(20000)
    .optional()
    .describe(
      'Length of that bottom annular section (drill collars), ft; with upper_annular_capacity_bbl_per_ft for a gain that rises past it',
    ),
  upper_annular_capacity_bbl_per_ft: z
    .number()
    .positive()
    .max(2)
    .optional()
    .describe('Annular capacity above the bottom section (around the drill pipe), bbl/ft'),
});

/** Rule-of-thumb bands of the influx gradient, psi/ft. */
export const INFLUX_GRADIENT_BANDS = { gasBelow: 0.25, waterAbove: 0.4 } as const;

/** The influx type a gradient (psi/ft) suggests by the rule of thumb. */
export function influxTypeByGradient(
  gradient: number,
): 'gas' | 'oil or a gas–liquid mix' | 'salt water' {
  if (gradient < INFLUX_GRADIENT_BANDS.gasBelow) return 'gas';
  if (gradient <= INFLUX_GRADIENT_BANDS.waterAbove) return 'oil or a gas–liquid mix';
  return 'salt water';
}

/**
 * Gradient of a kick from the shut-in pressures: the influx height from the pit gain and the
 * annular capacity (over one or two sections), then G_influx = G_mud − (SICP − SIDPP)/h, its
 * equivalent density, and the influx type by the usual rule of thumb.
 * Source: Lapeyrouse, 2nd ed., ch. 4 (kick analysis); Bourgoyne et al., ADE, ch. 4.
 */
export function kickGradient(
  input: z.input<typeof kickGradientInput>,
): CalcResult<'influx_height_ft' | 'influx_gradient_psi_per_ft' | 'influx_density_ppg'> {
  const p = parseInput(kickGradientInput, input);
  let height: number;
  let heightFormula: string;
  if (p.influx_height_ft !== undefined) {
    if (p.pit_gain_bbl !== undefined) {
      throw new OilfieldInputError(
        'influx_height_ft',
        p.influx_height_ft,
        'Give either influx_height_ft or the pit gain with the annular capacity, not both.',
      );
    }
    height = p.influx_height_ft;
    heightFormula = `h = ${formatNumber(height)} ft (given)`;
  } else {
    if (p.pit_gain_bbl === undefined) {
      throw new OilfieldInputError(
        'pit_gain_bbl',
        undefined,
        'Give the pit gain (pit_gain_bbl) with the annular capacity, or influx_height_ft.',
      );
    }
    if (p.annular_capacity_bbl_per_ft === undefined) {
      throw new OilfieldInputError(
        'annular_capacity_bbl_per_ft',
        undefined,
        'Give the annular capacity around the bottom of the string (annular_capacity_bbl_per_ft).',
      );
    }
    if (
      (p.bottom_section_length_ft === undefined) !==
      (p.upper_annular_capacity_bbl_per_ft === undefined)
    ) {
      throw new OilfieldInputError(
        p.bottom_section_length_ft === undefined
          ? 'bottom_section_length_ft'
          : 'upper_annular_capacity_bbl_per_ft',
        undefined,
        'Give both bottom_section_length_ft and upper_annular_capacity_bbl_per_ft, or neither.',
      );
    }
    const gain = p.pit_gain_bbl;
    const lower = p.annular_capacity_bbl_per_ft;
    const length = p.bottom_section_length_ft;
    const upper = p.upper_annular_capacity_bbl_per_ft;
    if (length !== undefined && upper !== undefined && gain > lower * length) {
      height = length + (gain - lower * length) / upper;
      heightFormula = `h = L1 + (pit gain − C1 × L1)/C2 = ${formatNumber(length)} + (${formatNumber(gain)} − ${formatNumber(lower)} × ${formatNumber(length)})/${formatNumber(upper)}`;
    } else {
      height = gain / lower;
      heightFormula = `h = pit gain/annular capacity = ${formatNumber(gain)}/${formatNumber(lower)}`;
    }
  }
  const mudGradient = FIELD_GRADIENT_FACTOR * p.mud_weight_ppg;
  const gradient = mudGradient - (p.sicp_psi - p.sidpp_psi) / height;
  const warnings: string[] = [];
  const notes: string[] = [];
  if (p.sicp_psi < p.sidpp_psi) {
    warnings.push(
      'SICP is below SIDPP: not the picture of a light influx in the annulus (an influx inside the string, a plugged annulus or a gauge error?). Do not classify the influx from these pressures.',
    );
  } else if (gradient <= 0) {
    warnings.push(
      'The influx gradient comes out at or below zero: the pit gain, the annular capacity or the pressures are likely wrong, or the influx is spread through the mud. Do not classify the influx from these numbers.',
    );
  } else {
    notes.push(
      `By the rule of thumb (influx gradient below ${INFLUX_GRADIENT_BANDS.gasBelow} psi/ft gas; ${INFLUX_GRADIENT_BANDS.gasBelow}–${INFLUX_GRADIENT_BANDS.waterAbove} psi/ft oil or a gas–liquid mix; above ${INFLUX_GRADIENT_BANDS.waterAbove} psi/ft salt water) this influx is probably **${influxTypeByGradient(gradient)}**. It is only an indication: treat the kick as gas until circulation shows otherwise.`,
    );
  }
  notes.push(WELL_CONTROL_NOTE);
  return calcResult({
    calculator: 'kick_gradient',
    values: {
      influx_height_ft: quantity(height, 'ft', 'Influx height'),
      influx_gradient_psi_per_ft: quantity(gradient, 'psi/ft', 'Influx gradient'),
      influx_density_ppg: quantity(gradient / FIELD_GRADIENT_FACTOR, 'ppg', 'Influx density'),
    },
    formula: `${heightFormula}; G_influx = 0.052 × MW − (SICP − SIDPP)/h = 0.052 × ${formatNumber(p.mud_weight_ppg)} − (${formatNumber(p.sicp_psi)} − ${formatNumber(p.sidpp_psi)})/${formatNumber(height, 5)}`,
    assumptions: [
      'The influx is one slug at the bottom of the annulus, in a vertical hole, with mud of one weight above it and in the string; the pit gain is the influx volume at bottom-hole conditions.',
      'SIDPP and SICP read after they stabilised, before any gas migration raised them.',
      'The rule-of-thumb bands are indicative; small gains, washed-out hole and deviated wells make the height, and so the gradient, uncertain.',
    ],
    warnings,
    notes,
    sources: [LAPEYROUSE_PRESSURE_CONTROL, BOURGOYNE_KICK],
  });
}
