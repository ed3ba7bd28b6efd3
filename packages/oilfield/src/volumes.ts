import { z } from 'zod';

import { CUBIC_METRES_PER_BARREL, GALLONS_PER_BARREL } from './constants';
import { OilfieldInputError } from './errors';
import { apiPipeSize, apiWeightsOf, driftAllowanceIn, insideDiameterIn } from './pipe-sizes';
import { calcResult, quantity, type CalcResult } from './result';
import { formatNumber, parseInput } from './validate';

/**
 * Hole, annulus and pipe volumes and mud-pump output, in field units.
 * Sources: Lapeyrouse, N.J., *Formulas and Calculations for Drilling, Production and Workover*,
 * 2nd ed. (Gulf Professional Publishing, 2002), ch. 1 (capacity formulas, pump output) and ch. 2
 * (capacities, volumes and strokes); Bourgoyne et al., *Applied Drilling Engineering* (SPE, 1986).
 */

const LAPEYROUSE_CAPACITY =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (Gulf Professional Publishing, 2002), ch. 1 (capacity formulas) and ch. 2 (capacity, volumes and strokes)';
const LAPEYROUSE_PUMP =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (Gulf Professional Publishing, 2002), ch. 1 (pump output: triplex and duplex) and ch. 2 (strokes to displace)';
const API_5CT =
  'API Spec 5CT / ISO 11960, Casing and Tubing (tables of dimensions and masses; drift mandrel sizes); API Spec 5DP / ISO 11961, Drill Pipe (pipe body dimensions)';
const BOURGOYNE_VOLUMES =
  'Bourgoyne, A.T., Millheim, K.K., Chenevert, M.E. & Young, F.S., Applied Drilling Engineering, SPE Textbook Series vol. 2 (1986), ch. 4 (capacities and pump displacement)';

/**
 * in²·ft per bbl: a circle of D in has (π/4)·D² in², times 12 in/ft, over 9,702 in³/bbl
 * = D²/1029.42; the field formulas round it to 1029.4.
 */
export const CAPACITY_DIVISOR = 1029.4;

/** bbl/ft of a circle (ID) or an annulus (ID and OD), diameters in inches. */
export function capacityBblPerFt(insideDiameterIn: number, outsideDiameterIn = 0): number {
  return (insideDiameterIn ** 2 - outsideDiameterIn ** 2) / CAPACITY_DIVISOR;
}

const annularSection = z.strictObject({
  length_ft: z.number().positive().max(50000).describe('Length of the section, ft (>0–50,000 ft)'),
  hole_or_casing_id_in: z
    .number()
    .positive()
    .max(60)
    .describe('Hole diameter (open hole) or casing/riser inside diameter of the section, in'),
  pipe_od_in: z
    .number()
    .min(0)
    .max(60)
    .describe(
      'Outside diameter of the pipe, collars or tubing in the section, in; 0 for a section with no pipe',
    ),
});

/** Input of {@link annularVolume}. */
export const annularVolumeInput = z.strictObject({
  sections: z
    .array(annularSection)
    .min(1)
    .max(20)
    .describe(
      'Annular sections from top to bottom (1–20): e.g. drill pipe in casing, drill pipe in open hole, collars in open hole',
    ),
});

/**
 * Annular capacity and volume, one section or several: capacity (bbl/ft) = (ID² − OD²)/1029.4,
 * volume = Σ capacity × length, in bbl and m³.
 * Source: Lapeyrouse, 2nd ed., ch. 1–2; Bourgoyne et al., ADE, ch. 4.
 */
export function annularVolume(
  input: z.input<typeof annularVolumeInput>,
): CalcResult<
  'annular_volume_bbl' | 'annular_volume_m3' | 'total_length_ft',
  'annular_capacity_bbl_per_ft' | 'feet_per_bbl'
> {
  const { sections } = parseInput(annularVolumeInput, input);
  const rows = sections.map((section, index) => {
    if (section.pipe_od_in >= section.hole_or_casing_id_in) {
      throw new OilfieldInputError(
        `sections.${index}.pipe_od_in`,
        section.pipe_od_in,
        `sections.${index}.pipe_od_in = ${formatNumber(section.pipe_od_in)} in is not smaller than the hole or casing ID ${formatNumber(section.hole_or_casing_id_in)} in: there is no annulus.`,
      );
    }
    const capacity = capacityBblPerFt(section.hole_or_casing_id_in, section.pipe_od_in);
    return {
      section: index + 1,
      length_ft: section.length_ft,
      hole_or_casing_id_in: section.hole_or_casing_id_in,
      pipe_od_in: section.pipe_od_in,
      capacity_bbl_per_ft: capacity,
      volume_bbl: capacity * section.length_ft,
    };
  });
  const volume = rows.reduce((sum, row) => sum + row.volume_bbl, 0);
  const length = rows.reduce((sum, row) => sum + row.length_ft, 0);
  const [first] = rows;
  const single = rows.length === 1 && first !== undefined ? first : undefined;
  return calcResult<
    'annular_volume_bbl' | 'annular_volume_m3' | 'total_length_ft',
    'annular_capacity_bbl_per_ft' | 'feet_per_bbl'
  >({
    calculator: 'annular_volume',
    values: {
      annular_volume_bbl: quantity(volume, 'bbl', 'Annular volume'),
      annular_volume_m3: quantity(volume * CUBIC_METRES_PER_BARREL, 'm³', 'Annular volume'),
      total_length_ft: quantity(length, 'ft', 'Total length'),
      ...(single
        ? {
            annular_capacity_bbl_per_ft: quantity(
              single.capacity_bbl_per_ft,
              'bbl/ft',
              'Annular capacity',
            ),
            feet_per_bbl: quantity(
              1 / single.capacity_bbl_per_ft,
              'ft/bbl',
              'Feet of annulus per barrel',
            ),
          }
        : {}),
    },
    formula: `capacity (bbl/ft) = (ID² − OD²)/1029.4; volume = Σ capacity × length = ${rows
      .map(
        (row) =>
          `(${formatNumber(row.hole_or_casing_id_in)}² − ${formatNumber(row.pipe_od_in)}²)/1029.4 × ${formatNumber(row.length_ft)}`,
      )
      .join(' + ')}`,
    assumptions: [
      'Gauge hole and concentric pipe: washouts enlarge an open-hole annulus (use a caliper or an excess factor); tool joints and upsets are not counted.',
      'Lengths are measured (along-hole) lengths; 1029.4 = 9,702 in³/bbl × 4/(π × 12).',
    ],
    sources: [LAPEYROUSE_CAPACITY, BOURGOYNE_VOLUMES],
    table: {
      title: 'Annular sections',
      columns: [
        { key: 'section', label: 'Section', unit: '' },
        { key: 'length_ft', label: 'Length', unit: 'ft' },
        { key: 'hole_or_casing_id_in', label: 'Hole/casing ID', unit: 'in' },
        { key: 'pipe_od_in', label: 'Pipe OD', unit: 'in' },
        { key: 'capacity_bbl_per_ft', label: 'Capacity', unit: 'bbl/ft' },
        { key: 'volume_bbl', label: 'Volume', unit: 'bbl' },
      ],
      rows,
    },
  });
}

/** Input of {@link pipeCapacityDisplacement}. */
export const pipeCapacityDisplacementInput = z.strictObject({
  pipe_od_in: z
    .number()
    .positive()
    .max(30)
    .optional()
    .describe('Outside diameter of the pipe body, in, for the displacements (else capacity only)'),
  pipe_id_in: z.number().positive().max(30).describe('Inside diameter of the pipe body, in'),
  length_ft: z
    .number()
    .positive()
    .max(50000)
    .optional()
    .describe('Length of pipe, ft, for volumes (else per foot only)'),
});

type PipeOptionalKeys =
  | 'open_end_displacement_bbl_per_ft'
  | 'closed_end_displacement_bbl_per_ft'
  | 'capacity_bbl'
  | 'capacity_m3'
  | 'open_end_displacement_bbl'
  | 'closed_end_displacement_bbl';

/**
 * Pipe capacity ID²/1029.4 (bbl/ft) and, with the outside diameter, open-end (steel) displacement
 * (OD² − ID²)/1029.4 and closed-end displacement OD²/1029.4, with volumes over a length.
 * Source: Lapeyrouse, 2nd ed., ch. 1–2; Bourgoyne et al., ADE, ch. 4.
 */
export function pipeCapacityDisplacement(
  input: z.input<typeof pipeCapacityDisplacementInput>,
): CalcResult<'capacity_bbl_per_ft', PipeOptionalKeys> {
  const p = parseInput(pipeCapacityDisplacementInput, input);
  const od = p.pipe_od_in;
  if (od !== undefined && p.pipe_id_in >= od) {
    throw new OilfieldInputError(
      'pipe_id_in',
      p.pipe_id_in,
      `pipe_id_in = ${formatNumber(p.pipe_id_in)} in is not smaller than pipe_od_in = ${formatNumber(od)} in.`,
    );
  }
  const capacity = capacityBblPerFt(p.pipe_id_in);
  const open = od === undefined ? undefined : capacityBblPerFt(od, p.pipe_id_in);
  const closed = od === undefined ? undefined : capacityBblPerFt(od);
  const length = p.length_ft;
  return calcResult<'capacity_bbl_per_ft', PipeOptionalKeys>({
    calculator: 'pipe_capacity_displacement',
    values: {
      capacity_bbl_per_ft: quantity(capacity, 'bbl/ft', 'Pipe capacity'),
      ...(open !== undefined &&
        closed !== undefined && {
          open_end_displacement_bbl_per_ft: quantity(
            open,
            'bbl/ft',
            'Open-end (steel) displacement',
          ),
          closed_end_displacement_bbl_per_ft: quantity(
            closed,
            'bbl/ft',
            'Closed-end displacement (steel + contents)',
          ),
        }),
      ...(length !== undefined && {
        capacity_bbl: quantity(capacity * length, 'bbl', 'Pipe volume (capacity × length)'),
        capacity_m3: quantity(
          capacity * length * CUBIC_METRES_PER_BARREL,
          'm³',
          'Pipe volume (capacity × length)',
        ),
      }),
      ...(length !== undefined &&
        open !== undefined &&
        closed !== undefined && {
          open_end_displacement_bbl: quantity(open * length, 'bbl', 'Open-end displacement'),
          closed_end_displacement_bbl: quantity(closed * length, 'bbl', 'Closed-end displacement'),
        }),
    },
    formula: `capacity = ID²/1029.4 = ${formatNumber(p.pipe_id_in)}²/1029.4${od !== undefined ? '; open-end displacement = (OD² − ID²)/1029.4; closed-end displacement = OD²/1029.4' : ''}${length !== undefined ? `; volumes × ${formatNumber(length)} ft` : ''}`,
    assumptions: [
      'Plain pipe body: tool joints and upsets add about 5–10 % to the steel displacement of drill pipe (use the weight per foot ÷ 2,747 lb/bbl or the tables for the exact figure).',
      'Open-end displacement is the steel alone (pipe run with the float open); closed-end displacement is steel plus contents (float closed or pipe plugged).',
    ],
    sources: [LAPEYROUSE_CAPACITY, BOURGOYNE_VOLUMES],
  });
}

/** Input of {@link apiPipeData}. */
export const apiPipeDataInput = z.strictObject({
  pipe_od_in: z
    .number()
    .positive()
    .max(30)
    .describe('Nominal size (outside diameter) of the pipe, in'),
  nominal_weight_lb_per_ft: z
    .number()
    .positive()
    .max(200)
    .describe('Nominal weight of the pipe, lb/ft (with couplings, as the tables list it)'),
});

type PipeDataKeys =
  | 'inside_diameter_in'
  | 'wall_thickness_in'
  | 'capacity_bbl_per_ft'
  | 'open_end_displacement_bbl_per_ft'
  | 'closed_end_displacement_bbl_per_ft';

/**
 * The API pipe a size and nominal weight name: its wall, bore (D − 2t), standard drift, capacity
 * and displacements per foot. Source: API Spec 5CT and 5DP tables; Lapeyrouse for the capacities.
 */
export function apiPipeData(
  input: z.input<typeof apiPipeDataInput>,
): CalcResult<PipeDataKeys, 'drift_diameter_in'> {
  const p = parseInput(apiPipeDataInput, input);
  const pipe = apiPipeSize(p.pipe_od_in, p.nominal_weight_lb_per_ft);
  if (pipe === undefined) {
    const weights = apiWeightsOf(p.pipe_od_in);
    throw new OilfieldInputError(
      'nominal_weight_lb_per_ft',
      p.nominal_weight_lb_per_ft,
      weights.length === 0
        ? `The API tables list no pipe of ${formatNumber(p.pipe_od_in)} in outside diameter.`
        : `The API tables list no ${formatNumber(p.pipe_od_in)} in pipe of ${formatNumber(p.nominal_weight_lb_per_ft)} lb/ft; its weights are ${weights.map((weight) => formatNumber(weight)).join(', ')} lb/ft.`,
    );
  }
  const id = insideDiameterIn(pipe);
  const allowance = driftAllowanceIn(pipe);
  const drift = allowance === undefined ? undefined : id - allowance;
  return calcResult<PipeDataKeys, 'drift_diameter_in'>({
    calculator: 'api_pipe_data',
    values: {
      inside_diameter_in: quantity(id, 'in', 'Inside diameter'),
      ...(drift !== undefined && {
        drift_diameter_in: quantity(drift, 'in', 'Drift diameter (API standard drift)'),
      }),
      wall_thickness_in: quantity(pipe.wallIn, 'in', 'Wall thickness'),
      capacity_bbl_per_ft: quantity(capacityBblPerFt(id), 'bbl/ft', 'Capacity'),
      open_end_displacement_bbl_per_ft: quantity(
        capacityBblPerFt(pipe.odIn, id),
        'bbl/ft',
        'Open-end (steel) displacement',
      ),
      closed_end_displacement_bbl_per_ft: quantity(
        capacityBblPerFt(pipe.odIn),
        'bbl/ft',
        'Closed-end displacement (steel + contents)',
      ),
    },
    formula: `${formatNumber(pipe.odIn)} in ${formatNumber(p.nominal_weight_lb_per_ft)} lb/ft ${pipe.kind}: wall ${formatNumber(pipe.wallIn)} in; ID = OD − 2 × wall${allowance !== undefined ? `; drift = ID − ${formatNumber(allowance)} in` : ''}; capacity = ID²/1029.4; displacements (OD² − ID²)/1029.4 and OD²/1029.4`,
    assumptions: [
      drift === undefined
        ? 'Drill pipe body: the tool joints set what passes through the string, and add to its steel displacement.'
        : 'The standard API drift; some weights are also made to a larger special (alternate) drift, which the mill report states.',
      'Plain pipe body: couplings or upsets are not counted in the displacements.',
    ],
    sources: [API_5CT, LAPEYROUSE_CAPACITY],
  });
}

/** Input of {@link pumpOutput}. */
export const pumpOutputInput = z.strictObject({
  pump_type: z
    .enum(['triplex', 'duplex'])
    .default('triplex')
    .describe('triplex (single-acting) or duplex (double-acting); default triplex'),
  liner_id_in: z
    .number()
    .min(1)
    .max(12)
    .optional()
    .describe(
      'Liner (piston) inside diameter, in, 1–12; with stroke_length_in, or give pump_output_bbl_per_stroke instead',
    ),
  stroke_length_in: z.number().min(2).max(24).optional().describe('Stroke length, in, 2–24'),
  rod_od_in: z
    .number()
    .positive()
    .max(6)
    .optional()
    .describe('Piston rod diameter, in (duplex pumps only)'),
  volumetric_efficiency_pct: z
    .number()
    .gt(0)
    .max(100)
    .optional()
    .describe(
      'Volumetric efficiency, %, >0–100; when omitted 100 (theoretical output); not with pump_output_bbl_per_stroke',
    ),
  pump_output_bbl_per_stroke: z
    .number()
    .positive()
    .max(1)
    .optional()
    .describe(
      'Pump output already known (at its efficiency), bbl/stroke, instead of the liner and stroke, for strokes and times',
    ),
  pump_speed_spm: z
    .number()
    .positive()
    .max(250)
    .optional()
    .describe('Pump speed, strokes per minute (SPM), for rates and times'),
  volume_bbl: z
    .number()
    .positive()
    .max(100000)
    .optional()
    .describe('A volume to pump, bbl, for its strokes and time'),
  string_volume_bbl: z
    .number()
    .positive()
    .max(20000)
    .optional()
    .describe('Inside volume of the drill string (surface to bit), bbl, for strokes to bit'),
  annular_volume_bbl: z
    .number()
    .positive()
    .max(50000)
    .optional()
    .describe('Annular volume (bit to surface), bbl, for bottoms-up strokes'),
});

type PumpKeys = 'pump_output_bbl_per_stroke' | 'pump_output_gal_per_stroke';
type PumpOptionalKeys =
  | 'pump_rate_bbl_per_min'
  | 'pump_rate_gpm'
  | 'strokes_for_volume'
  | 'minutes_for_volume'
  | 'strokes_to_bit'
  | 'minutes_to_bit'
  | 'bottoms_up_strokes'
  | 'bottoms_up_minutes'
  | 'total_circulation_strokes'
  | 'total_circulation_minutes';

/**
 * Mud-pump output per stroke: triplex 0.000243 × D² × S, duplex 0.000162 × S × (2D² − d²)
 * (bbl/stk, inches), times the volumetric efficiency; with the pump speed, the rate; with
 * volumes, the strokes and minutes to pump them (to the bit, bottoms up, a full circulation).
 * Source: Lapeyrouse, 2nd ed., ch. 1 (pump output) and ch. 2 (strokes).
 */
export function pumpOutput(
  input: z.input<typeof pumpOutputInput>,
): CalcResult<PumpKeys, PumpOptionalKeys> {
  const p = parseInput(pumpOutputInput, input);
  const efficiencyPct = p.volumetric_efficiency_pct ?? 100;
  const efficiency = efficiencyPct / 100;
  let theoretical: number;
  let formula: string;
  const stated = p.pump_output_bbl_per_stroke;
  if (stated !== undefined) {
    const extra = (['liner_id_in', 'stroke_length_in', 'rod_od_in'] as const).find(
      (key) => p[key] !== undefined,
    );
    if (extra !== undefined || p.volumetric_efficiency_pct !== undefined) {
      throw new OilfieldInputError(
        extra ?? 'volumetric_efficiency_pct',
        extra !== undefined ? p[extra] : p.volumetric_efficiency_pct,
        'Give either pump_output_bbl_per_stroke (the output as known, efficiency included) or the pump’s liner, stroke and efficiency, not both.',
      );
    }
    theoretical = stated;
    formula = `PO = ${formatNumber(stated)} bbl/stk (given)`;
  } else if (p.liner_id_in === undefined || p.stroke_length_in === undefined) {
    throw new OilfieldInputError(
      p.liner_id_in === undefined ? 'liner_id_in' : 'stroke_length_in',
      undefined,
      'Give the liner inside diameter (liner_id_in) and the stroke length (stroke_length_in), in inches, or pump_output_bbl_per_stroke.',
    );
  } else if (p.pump_type === 'duplex') {
    if (p.rod_od_in === undefined) {
      throw new OilfieldInputError(
        'rod_od_in',
        undefined,
        'A duplex pump needs the piston rod diameter (rod_od_in): the rod takes up part of the return stroke.',
      );
    }
    if (p.rod_od_in >= p.liner_id_in) {
      throw new OilfieldInputError(
        'rod_od_in',
        p.rod_od_in,
        `rod_od_in = ${formatNumber(p.rod_od_in)} in is not smaller than the liner ${formatNumber(p.liner_id_in)} in.`,
      );
    }
    theoretical = 0.000162 * p.stroke_length_in * (2 * p.liner_id_in ** 2 - p.rod_od_in ** 2);
    formula = `duplex: PO = 0.000162 × S × (2D² − d²) × efficiency = 0.000162 × ${formatNumber(p.stroke_length_in)} × (2 × ${formatNumber(p.liner_id_in)}² − ${formatNumber(p.rod_od_in)}²) × ${formatNumber(efficiency)}`;
  } else {
    if (p.rod_od_in !== undefined) {
      throw new OilfieldInputError(
        'rod_od_in',
        p.rod_od_in,
        'rod_od_in is used only for a duplex pump: a triplex is single-acting. Set pump_type to duplex, or leave the rod out.',
      );
    }
    theoretical = 0.000243 * p.liner_id_in ** 2 * p.stroke_length_in;
    formula = `triplex: PO = 0.000243 × D² × S × efficiency = 0.000243 × ${formatNumber(p.liner_id_in)}² × ${formatNumber(p.stroke_length_in)} × ${formatNumber(efficiency)}`;
  }
  const output = stated !== undefined ? stated : theoretical * efficiency;
  const spm = p.pump_speed_spm;
  const values: Partial<Record<PumpKeys | PumpOptionalKeys, ReturnType<typeof quantity>>> = {};
  const strokesAndTime = (
    volume: number | undefined,
    strokesKey: PumpOptionalKeys,
    minutesKey: PumpOptionalKeys,
    what: string,
  ) => {
    if (volume === undefined) return;
    const strokes = volume / output;
    values[strokesKey] = quantity(strokes, 'strokes', `Strokes ${what}`);
    if (spm !== undefined) values[minutesKey] = quantity(strokes / spm, 'min', `Minutes ${what}`);
  };
  strokesAndTime(p.volume_bbl, 'strokes_for_volume', 'minutes_for_volume', 'to pump the volume');
  strokesAndTime(p.string_volume_bbl, 'strokes_to_bit', 'minutes_to_bit', 'surface to bit');
  strokesAndTime(p.annular_volume_bbl, 'bottoms_up_strokes', 'bottoms_up_minutes', 'bottoms up');
  if (p.string_volume_bbl !== undefined && p.annular_volume_bbl !== undefined) {
    strokesAndTime(
      p.string_volume_bbl + p.annular_volume_bbl,
      'total_circulation_strokes',
      'total_circulation_minutes',
      'for a full circulation (surface to surface)',
    );
  }
  return calcResult<PumpKeys, PumpOptionalKeys>({
    calculator: 'pump_output',
    values: {
      pump_output_bbl_per_stroke: quantity(output, 'bbl/stk', 'Pump output'),
      pump_output_gal_per_stroke: quantity(output * GALLONS_PER_BARREL, 'gal/stk', 'Pump output'),
      ...(spm !== undefined
        ? {
            pump_rate_bbl_per_min: quantity(output * spm, 'bbl/min', 'Pump rate'),
            pump_rate_gpm: quantity(output * spm * GALLONS_PER_BARREL, 'gal/min', 'Pump rate'),
          }
        : {}),
      ...values,
    },
    formula: `${formula}${spm !== undefined ? `; rate = PO × SPM` : ''}${Object.keys(values).length > 0 ? '; strokes = volume/PO; minutes = strokes/SPM' : ''}`,
    assumptions: [
      stated !== undefined
        ? 'Pump type and size not needed with a stated output.'
        : p.pump_type === 'duplex'
          ? 'Duplex: two double-acting cylinders; the rod displaces part of the return stroke.'
          : 'Triplex: three single-acting cylinders.',
      stated !== undefined
        ? 'Pump output as stated, taken as the actual output per stroke (efficiency included).'
        : efficiencyPct === 100
          ? 'Volumetric efficiency 100 %: theoretical output; real pumps deliver less (often 90–97 % for a triplex), so state the efficiency for strokes and times.'
          : `Volumetric efficiency ${formatNumber(efficiencyPct)} %.`,
      'Diameters and stroke in inches; 0.000243 = 3 × (π/4)/9,702 and 0.000162 = 2 × (π/4)/9,702 (in³ per bbl).',
    ],
    sources: [LAPEYROUSE_PUMP, BOURGOYNE_VOLUMES],
  });
}

const LAPEYROUSE_BOTTOMS_UP =
  'Lapeyrouse, N.J., Formulas and Calculations for Drilling, Production and Workover, 2nd ed. (Gulf Professional Publishing, 2002), ch. 1 (annular capacity, pump output, bottoms-up time)';

/** Input of {@link circulatingTime}. */
export const circulatingTimeInput = z.strictObject({
  pump_rate_gpm: z
    .number()
    .positive()
    .max(5000)
    .describe('Pump (circulating) rate, US gal/min (gpm); 1 bbl/min = 42 gpm; >0–5,000 gpm'),
  volume_bbl: z
    .number()
    .positive()
    .max(100000)
    .optional()
    .describe('A volume to pump (a pill, a tank), bbl, for its pumping time'),
  string_volume_bbl: z
    .number()
    .positive()
    .max(20000)
    .optional()
    .describe('Inside volume of the drill string (surface to bit), bbl, for the time to the bit'),
  annular_volume_bbl: z
    .number()
    .positive()
    .max(50000)
    .optional()
    .describe(
      'Annular volume (bit to surface), bbl, for the bottoms-up (lag) time; or give sections',
    ),
  sections: annularVolumeInput.shape.sections
    .optional()
    .describe(
      'Annular sections (length ft, hole or casing ID in, pipe OD in), for the annular volume when it is not given',
    ),
  pump_output_bbl_per_stroke: z
    .number()
    .positive()
    .max(1)
    .optional()
    .describe(
      'Pump output per stroke (efficiency included), bbl/stk, for the strokes and the pump speed',
    ),
});

type CirculatingKeys = 'pump_rate_bbl_per_min';
type CirculatingOptionalKeys =
  | 'annular_volume_bbl'
  | 'pump_speed_spm'
  | 'minutes_for_volume'
  | 'minutes_to_bit'
  | 'bottoms_up_minutes'
  | 'total_circulation_minutes'
  | 'strokes_for_volume'
  | 'strokes_to_bit'
  | 'bottoms_up_strokes'
  | 'total_circulation_strokes';

/**
 * Time to pump a volume at a pump rate: minutes = volume (bbl) ÷ rate (bbl/min), rate = gpm/42;
 * bottoms up (lag) from the annular volume, stated or Σ (ID² − OD²)/1029.4 × length over the
 * sections; to the bit from the string volume; a full circulation from both. With the pump
 * output per stroke, the strokes (volume ÷ bbl/stk) and the pump speed (rate ÷ bbl/stk).
 * Source: Lapeyrouse, 2nd ed., ch. 1 (annular capacity; bottoms-up time = annular volume ÷ pump
 * output per minute).
 */
export function circulatingTime(
  input: z.input<typeof circulatingTimeInput>,
): CalcResult<CirculatingKeys, CirculatingOptionalKeys> {
  const p = parseInput(circulatingTimeInput, input);
  if (p.annular_volume_bbl !== undefined && p.sections !== undefined) {
    throw new OilfieldInputError(
      'sections',
      undefined,
      'Give either annular_volume_bbl or the annular sections, not both.',
    );
  }
  if (
    p.volume_bbl === undefined &&
    p.string_volume_bbl === undefined &&
    p.annular_volume_bbl === undefined &&
    p.sections === undefined
  ) {
    throw new OilfieldInputError(
      'volume_bbl',
      undefined,
      'Give a volume to pump: volume_bbl, string_volume_bbl, annular_volume_bbl or the annular sections.',
    );
  }
  const annulus = p.sections !== undefined ? annularVolume({ sections: p.sections }) : undefined;
  const annularBbl = annulus?.values.annular_volume_bbl.value ?? p.annular_volume_bbl;
  const rateBblPerMin = p.pump_rate_gpm / GALLONS_PER_BARREL;
  const output = p.pump_output_bbl_per_stroke;
  const values: Partial<
    Record<CirculatingKeys | CirculatingOptionalKeys, ReturnType<typeof quantity>>
  > = {};
  const timeAndStrokes = (
    volume: number | undefined,
    minutesKey: CirculatingOptionalKeys,
    strokesKey: CirculatingOptionalKeys,
    what: string,
  ) => {
    if (volume === undefined) return;
    values[minutesKey] = quantity(volume / rateBblPerMin, 'min', `Minutes ${what}`);
    if (output !== undefined)
      values[strokesKey] = quantity(volume / output, 'strokes', `Strokes ${what}`);
  };
  timeAndStrokes(p.volume_bbl, 'minutes_for_volume', 'strokes_for_volume', 'to pump the volume');
  timeAndStrokes(p.string_volume_bbl, 'minutes_to_bit', 'strokes_to_bit', 'surface to bit');
  timeAndStrokes(annularBbl, 'bottoms_up_minutes', 'bottoms_up_strokes', 'bottoms up');
  if (p.string_volume_bbl !== undefined && annularBbl !== undefined) {
    timeAndStrokes(
      p.string_volume_bbl + annularBbl,
      'total_circulation_minutes',
      'total_circulation_strokes',
      'for a full circulation (surface to surface)',
    );
  }
  const annulusFormula =
    annulus !== undefined
      ? `annular volume: ${annulus.formula} = ${formatNumber(annularBbl ?? 0, 4)} bbl; `
      : '';
  return calcResult<CirculatingKeys, CirculatingOptionalKeys>({
    calculator: 'circulating_time',
    values: {
      pump_rate_bbl_per_min: quantity(rateBblPerMin, 'bbl/min', 'Pump rate'),
      ...(annulus !== undefined && annularBbl !== undefined
        ? { annular_volume_bbl: quantity(annularBbl, 'bbl', 'Annular volume') }
        : {}),
      ...(output !== undefined
        ? { pump_speed_spm: quantity(rateBblPerMin / output, 'spm', 'Pump speed at this rate') }
        : {}),
      ...values,
    },
    formula: `${annulusFormula}rate = ${formatNumber(p.pump_rate_gpm)} gpm/42 = ${formatNumber(rateBblPerMin, 4)} bbl/min; minutes = volume/rate${output !== undefined ? `; strokes = volume/PO; SPM = rate/PO (PO = ${formatNumber(output)} bbl/stk)` : ''}`,
    assumptions: [
      'Steady pump rate; the time is the volume displaced at that rate (1 bbl = 42 US gal).',
      ...(annulus !== undefined
        ? [
            'Annular volume of a gauge hole with concentric pipe: washouts enlarge an open-hole annulus and lengthen the real bottoms-up time (use a caliper volume or an excess factor).',
          ]
        : []),
      ...(output !== undefined
        ? ['Pump output per stroke as stated, taken as the actual output (efficiency included).']
        : []),
    ],
    sources: [LAPEYROUSE_BOTTOMS_UP, BOURGOYNE_VOLUMES],
  });
}
