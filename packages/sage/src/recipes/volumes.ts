import { plain } from '../format';
import { sizeWithWeight } from '../pipe';
import { annularSections } from './annulus';
import type { Reading } from '../label';
import type { Mention } from '../read';
import { recipe, type Composed, type Recipe } from './recipe';

/** Words that size a sucker-rod pump, not a mud pump: those questions are the rod pump's. */
const ROD_PUMP_WORDS = {
  plunger: -4,
  'rod pump': -4,
  'sucker rod': -4,
  'beam pump': -4,
  pumpjack: -4,
  'pumping unit': -4,
  'downhole pump': -4,
  bfpd: -2,
  bpd: -2,
} as const;

/**
 * "7 x 12" or "6-1/2" by 12"": a mud pump's liner by its stroke, in inches, read from two numbers
 * written either side of "x" or "by".
 */
function linerByStroke(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  const inchOrBare = (mention: Mention) =>
    mention.nozzles === undefined &&
    mention.range === undefined &&
    (mention.unit === undefined || mention.unit.id === 'in');
  if (!/\b(?:triplex|duplex|liners?|pump)\b/.test(reading.text)) return undefined;
  // "6x12 triplex" beside the word "bit" reads as nozzles first: a pump's size, not jets.
  if (!/\b(?:jets?|nozzles?|tfa)\b/.test(reading.text)) {
    for (const mention of reading.mentions) {
      const size = /^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)$/.exec(mention.raw.trim());
      if (mention.nozzles === undefined || size === null || used.has(mention.index)) continue;
      return {
        input: { liner_id_in: Number(size[1]), stroke_length_in: Number(size[2]) },
        used: [mention.index],
        notes: [`Read ${mention.raw} as the liner size by the stroke length, in inches.`],
      };
    }
  }
  for (const liner of reading.mentions) {
    const stroke = reading.mentions[liner.index + 1];
    if (stroke === undefined || used.has(liner.index) || used.has(stroke.index)) continue;
    if (!inchOrBare(liner) || !inchOrBare(stroke)) continue;
    if (!/^\s*(?:x|×|by)\s*$/.test(reading.text.slice(liner.end, stroke.start))) continue;
    return {
      input: { liner_id_in: liner.value, stroke_length_in: stroke.value },
      used: [liner.index, stroke.index],
      notes: [
        `Read ${liner.raw} x ${stroke.raw} as the liner size by the stroke length, in inches.`,
      ],
    };
  }
  return undefined;
}

/** Which mud pump ("duplex", "double-acting"; a triplex by default). */
function pumpType(text: string): Record<string, unknown> {
  return /\bduplex\b|double[- ]acting/.test(text) ? { pump_type: 'duplex' } : {};
}

/** Volumes of hole, annulus and pipe, mud-pump output, and pumping and bottoms-up times. */
/** The length of pipe, when a volume of it is asked and none is given. */
function pipeLengthMissing(input: Readonly<Record<string, unknown>>): string | undefined {
  return input.length_ft === undefined
    ? 'the length of pipe (e.g. `9,000 ft of 5 in DP` or `tubing set at 2,900 m`)'
    : undefined;
}

/** "7\" 29#", "9-5/8 casing, 47 ppf", "177.8 mm 43.16 kg/m": a pipe by its size and weight. */
function sizeAndWeight(reading: Reading, used: ReadonlySet<number>): Composed | undefined {
  for (const size of reading.mentions) {
    const written = sizeWithWeight(reading, size);
    if (written === undefined || used.has(size.index) || used.has(written.weight.index)) continue;
    return {
      input: { pipe_od_in: written.odIn, nominal_weight_lb_per_ft: written.lbPerFt },
      used: [size.index, written.weight.index],
    };
  }
  return undefined;
}

export const volumesRecipes: Recipe[] = [
  recipe({
    tool: 'annular_volume',
    terms: {
      'annular volume': 3,
      'annulus volume': 3,
      'annular vol': 3,
      'annular capacity': 3,
      'annulus capacity': 3,
      'ann cap': 3,
      'annular bbl': 3,
      'volume in the annulus': 3,
      'volume of the annulus': 3,
      'bbl in the annulus': 3,
      'in the annulus': 1.5,
      annulus: 1.2,
      annular: 1,
      'bbl/ft': 1,
      'per foot': 0.5,
      'open hole volume': 2.5,
      'hole volume': 1.5,
      velocity: -3,
      av: -3,
      'how long': -3,
      'bottoms up': -4,
      'bottom up': -4,
      'lag time': -4,
      'what is the lag': -3,
      "what's the lag": -3,
      circulate: -2,
      strokes: -3,
    },
    inputs: [],
    // Two sizes and no length are a capacity only when one is asked ("bbl/ft", "capacity").
    compose: (reading, used) =>
      annularSections(reading, used, {
        perFoot: /\bcapacit|bbl\/ft|m3\/m|per (?:ft|foot|metre|meter)\b/.test(reading.text),
      }),
    provides: {
      annular_volume_bbl: 'annular_volume',
      annular_capacity_bbl_per_ft: 'annular_capacity',
    },
    answers: {
      annular_capacity_bbl_per_ft: [
        'annular capacity',
        'annulus capacity',
        'ann cap',
        'bbl/ft',
        'per foot',
        'per ft',
      ],
      feet_per_bbl: ['ft/bbl', 'feet per barrel', 'feet per bbl'],
      annular_volume_m3: ['m3', 'cubic metres', 'cubic meters'],
    },
    missing: (input) =>
      input.sections === undefined
        ? 'the hole size or casing ID (or the casing’s weight: `7 in 26 lb/ft casing`), the pipe OD and the length of each section, one after the other (e.g. `3,000 ft of 5 in drill pipe in 8-1/2 in hole`)'
        : undefined,
  }),
  recipe({
    tool: 'pipe_capacity_displacement',
    terms: {
      'pipe capacity': 3,
      'drill pipe capacity': 3,
      'tubing capacity': 3,
      'string capacity': 3,
      'casing capacity': 3,
      'capacity of the pipe': 3,
      'capacity of the tubing': 3,
      'capacity of the drill pipe': 3,
      'capacity of the casing': 3,
      displacement: 2,
      'pipe displacement': 3,
      'steel displacement': 3,
      'metal displacement': 3,
      'open end displacement': 3,
      'closed end displacement': 3,
      'open ended': 1.5,
      'closed ended': 1.5,
      'wet trip': 1.5,
      'dry trip': 1.5,
      'pulling wet': 2,
      'pulling dry': 2,
      // What a trip tank shows on a trip is the pipe's displacement.
      'trip tank': 1,
      'volume inside': 2,
      'inside the pipe': 2,
      'inside the tubing': 2,
      'inside the string': 2,
      'tubing volume': 2.5,
      'pipe volume': 2.5,
      'string volume': 2.5,
      'drill string volume': 2.5,
      capacity: 1,
      volume: 1,
      'how many barrels in': 2,
      // A cement job's displacement: the casing's volume down to the float collar.
      'bump the plug': 2.5,
      'bump plug': 2.5,
      'to bump': 2,
      'displace the plug': 2.5,
      'displacement volume': 2.5,
      // "bbls to displace the tubing": its inside volume.
      'to displace': 2,
      'how many bbl in': 2,
      'how many bbls in': 2,
      'bbl/ft': 0.5,
      // What a pipe holds (per foot, or over its length) is its capacity.
      hold: 1.5,
      holds: 1.5,
      // Filling the string, or what the hole takes on a trip.
      'fluid to fill': 2,
      'mud to fill': 2,
      'water to fill': 2,
      'fill the tubing': 2.5,
      'fill the pipe': 2.5,
      'fill the string': 2.5,
      'hole take': 2,
      'keep it full': 1.5,
      'keep the hole full': 1.5,
      inside: 1,
      'pull it dry': 2,
      'pulling it dry': 2,
      dry: 0.5,
      tank: -3,
      annular: -3,
      annulus: -3,
      pump: -2,
      'pump displacement': -3,
      plunger: -3,
    },
    inputs: [
      { input: 'pipe_od_in', role: 'pipe_od', free: true },
      // A casing's bore is the pipe's when the casing is the string displaced.
      {
        input: 'pipe_id_in',
        role: 'pipe_id',
        labelled: true,
        names: ['casing id', 'csg id', 'casing inside diameter', 'liner id'],
      },
      // A casing is displaced down to its float (or landing) collar.
      {
        input: 'length_ft',
        role: 'section_length',
        free: true,
        names: [
          'float collar',
          'float collar at',
          'landing collar',
          'landing collar at',
          'fc at',
          // "tubing … set at 2,900 m", "EOT 10,150": the string's length.
          'set at',
          'landed at',
          'run to',
          'eot',
          'eot at',
          'end of tubing',
          'end of tubing at',
          'tubing tail',
          'tubing tail at',
        ],
      },
    ],
    // A volume asked of a pipe whose length is not given is asked for, never its capacity.
    missingFor: Object.fromEntries(
      ['capacity_bbl', 'open_end_displacement_bbl', 'closed_end_displacement_bbl'].map((key) => [
        key,
        pipeLengthMissing,
      ]),
    ),
    // The capacity takes the ID alone; a displacement asked for takes the OD too.
    needs: {
      ...Object.fromEntries(
        [
          'open_end_displacement_bbl_per_ft',
          'closed_end_displacement_bbl_per_ft',
          'open_end_displacement_bbl',
          'closed_end_displacement_bbl',
        ].map((key) => [key, ['pipe_od_in']]),
      ),
      capacity_bbl: ['length_ft'],
      capacity_bbl_per_ft: [],
    },
    // The pipe's volume is the string volume to the bit, or the volume a question displaces.
    provides: { capacity_bbl: ['string_volume', 'volume'], capacity_bbl_per_ft: 'pipe_capacity' },
    answers: {
      open_end_displacement_bbl_per_ft: [
        'displacement',
        'open end',
        'open ended',
        'steel displacement',
        'metal displacement',
      ],
      closed_end_displacement_bbl_per_ft: ['closed end', 'closed ended', 'plugged'],
      // A trip pulled wet (or dry) moves the pipe's closed-end (or open-end) displacement.
      closed_end_displacement_bbl: ['pulling wet', 'wet trip', 'pull wet', 'wet'],
      open_end_displacement_bbl: ['pulling dry', 'dry trip', 'pull dry', 'dry'],
      // "The volume of 10,000 ft of DP", not a "low volume" of gas.
      // A cement job's displacement is the casing's inside volume down to the collar.
      capacity_bbl: [
        'volume of',
        'the volume',
        'total volume',
        'how many bbl',
        'how many barrels',
        'displacement volume',
        'bump the plug',
        'bump plug',
        'to bump',
        'displace the plug',
        'tubing volume',
        'pipe volume',
        'string volume',
        'volume to displace',
        'to displace',
      ],
      capacity_m3: ['m3', 'cubic metres', 'cubic meters'],
    },
    // Given the pipe's length, its volume is what a question naming no result wants.
    primary: ['capacity_bbl', 'capacity_bbl_per_ft'],
    complete: (input) => {
      // "5 in x 4.276 in": two sizes, the larger the OD.
      const { pipe_od_in: od, pipe_id_in: id } = input;
      if (typeof od === 'number' && typeof id === 'number' && id > od) {
        input.pipe_od_in = id;
        input.pipe_id_in = od;
        return `Took ${plain(id)} in as the outside and ${plain(od)} in as the inside diameter.`;
      }
      return undefined;
    },
  }),
  recipe({
    tool: 'api_pipe_data',
    terms: {
      drift: 3,
      'drift diameter': 3,
      'drift id': 3,
      'wall thickness': 3,
      wall: 1.5,
      'inside diameter': 2,
      'inner diameter': 2,
      'internal diameter': 2,
      id: 1.5,
      bore: 1.5,
      'pipe data': 2,
      'pipe specs': 2,
      specs: 1,
      dimensions: 1,
      'will it pass': 2,
      'pass through': 1.5,
      'fit through': 1.5,
      'fit inside': 1.5,
      annular: -3,
      annulus: -3,
      volume: -2,
      capacity: -1,
      displacement: -1,
      strokes: -2,
      hydrostatic: -3,
      pressure: -2,
    },
    inputs: [
      // "The drift of 7 in casing": the size of the pipe named, whatever it is.
      {
        input: 'pipe_od_in',
        role: 'pipe_od',
        free: true,
        names: ['casing', 'csg', 'liner', 'tubing', 'tbg', 'drill pipe'],
      },
      { input: 'nominal_weight_lb_per_ft', role: 'pipe_weight', free: true },
    ],
    compose: sizeAndWeight,
    answers: {
      inside_diameter_in: ['id', 'inside diameter', 'inner diameter', 'internal diameter', 'bore'],
      drift_diameter_in: ['drift', 'drift diameter', 'drift id', 'pass', 'fit'],
      wall_thickness_in: ['wall', 'wall thickness'],
    },
  }),
  recipe({
    tool: 'pump_output',
    terms: {
      'pump output': 3,
      'mud pump output': 3,
      'pump factor': 3,
      'bbl/stk': 2.5,
      'bbl per stroke': 3,
      'barrels per stroke': 3,
      'gal per stroke': 3,
      'gallons per stroke': 3,
      'gal/stk': 2.5,
      'output per stroke': 3,
      triplex: 2,
      duplex: 2,
      'mud pump': 2,
      liner: 1.5,
      liners: 1.5,
      'pump displacement': 1.5,
      'strokes to bit': 2,
      'strokes to the bit': 2,
      'surface to bit': 1.5,
      'how many strokes': 1.5,
      strokes: 1,
      'lag strokes': 2,
      // Bottoms up at a pump rate is a pumping time first.
      'bottoms up': -1,
      lag: -1,
      ...ROD_PUMP_WORDS,
    },
    inputs: [
      { input: 'liner_id_in', role: 'liner_diameter' },
      { input: 'stroke_length_in', role: 'stroke_length' },
      { input: 'rod_od_in', role: 'rod_diameter', labelled: true },
      { input: 'volumetric_efficiency_pct', role: 'volumetric_efficiency', free: true },
      { input: 'pump_output_bbl_per_stroke', role: 'pump_output', free: true },
      { input: 'pump_speed_spm', role: 'pump_speed', free: true },
      { input: 'string_volume_bbl', role: 'string_volume', labelled: true },
      { input: 'annular_volume_bbl', role: 'annular_volume', labelled: true },
      { input: 'volume_bbl', role: 'volume', free: true },
    ],
    options: pumpType,
    compose: linerByStroke,
    provides: { pump_output_bbl_per_stroke: 'pump_output', pump_rate_gpm: 'pump_rate' },
    // (The volume of any job first: a result asked only by its unit is the first whose needs are
    // given.)
    needs: {
      strokes_for_volume: ['volume_bbl'],
      strokes_to_bit: ['string_volume_bbl'],
      bottoms_up_strokes: ['annular_volume_bbl'],
      total_circulation_strokes: ['string_volume_bbl', 'annular_volume_bbl'],
      pump_rate_gpm: ['pump_speed_spm'],
      pump_rate_bbl_per_min: ['pump_speed_spm'],
    },
    answers: {
      pump_output_gal_per_stroke: ['gal/stk', 'gallons per stroke', 'gal per stroke'],
      pump_rate_gpm: ['gpm', 'gal/min', 'pump rate', 'flow rate'],
      pump_rate_bbl_per_min: ['bbl/min', 'bpm'],
      strokes_to_bit: ['strokes to bit', 'strokes to the bit', 'surface to bit'],
      bottoms_up_strokes: [
        'bottoms up strokes',
        'bottoms up',
        'lag strokes',
        'strokes for bottoms up',
        'strokes to bottoms up',
      ],
      total_circulation_strokes: ['full circulation', 'total circulation', 'circulation strokes'],
      strokes_for_volume: [
        'how many strokes',
        'strokes to pump',
        'strokes to displace',
        'strokes to bump',
        'strokes to bump the plug',
      ],
    },
    missing: (input) => {
      if (input.pump_output_bbl_per_stroke !== undefined) return undefined;
      if (input.liner_id_in === undefined) {
        return 'the liner size and stroke length (e.g. `6-1/2 in liners, 12 in stroke` or `7 x 12 triplex`), or the pump output (e.g. `0.136 bbl/stk`)';
      }
      if (input.stroke_length_in === undefined) return 'the stroke length (e.g. `12 in stroke`)';
      if (input.pump_type === 'duplex' && input.rod_od_in === undefined) {
        return 'the piston rod diameter of the duplex pump (e.g. `2 in rod`)';
      }
      return undefined;
    },
    complete: (input) => {
      // A stated output already holds its efficiency; the calculator takes one or the other.
      if (input.pump_output_bbl_per_stroke !== undefined) {
        const dropped = [
          'liner_id_in',
          'stroke_length_in',
          'rod_od_in',
          'volumetric_efficiency_pct',
        ].filter((key) => input[key] !== undefined);
        for (const key of dropped) delete input[key];
        if (dropped.length > 0) {
          return 'Used the pump output as given (efficiency included), not the liner and stroke.';
        }
      }
      return undefined;
    },
  }),
  recipe({
    tool: 'circulating_time',
    terms: {
      'bottoms up': 3,
      'bottom up': 3,
      'bottoms up time': 3,
      // Drillers write bottoms up "BU".
      'bu time': 3,
      'time for bu': 3,
      'lag time': 3,
      'lag strokes': 3,
      lag: 2,
      'circulate bottoms up': 3,
      'time to pump': 3,
      'how long to pump': 3,
      'how long to circulate': 3,
      'how long to displace': 3,
      'how long does it take to pump': 3,
      'time to displace': 3,
      'time to circulate': 3,
      'pumping time': 3,
      'circulating time': 3,
      'circulation time': 3,
      'displacement time': 2.5,
      'full circulation': 2.5,
      'surface to surface': 2.5,
      'time to the bit': 2.5,
      'time to bit': 2.5,
      'how long': 0.5,
      minutes: 0.5,
      pump: 0.5,
      displace: 1,
      circulate: 1,
      ...ROD_PUMP_WORDS,
    },
    inputs: [
      { input: 'pump_rate_gpm', role: 'pump_rate' },
      { input: 'annular_volume_bbl', role: 'annular_volume', labelled: true },
      { input: 'string_volume_bbl', role: 'string_volume', labelled: true },
      // Any volume to be pumped: a pill, a sweep or a slug is pumped like the rest.
      {
        input: 'volume_bbl',
        role: 'volume',
        free: true,
        names: ['pill', 'sweep', 'slug', 'spacer', 'hi-vis', 'hi vis'],
      },
      { input: 'pump_output_bbl_per_stroke', role: 'pump_output', free: true },
      // "0.117 bbl/stk at 90 spm": the rate is the output times the speed.
      { input: 'pump_speed_spm', role: 'pump_speed', unit: 'spm', free: true },
    ],
    complete: (input) => {
      const { pump_output_bbl_per_stroke: output, pump_speed_spm: spm } = input;
      if (input.pump_rate_gpm !== undefined) return undefined;
      if (typeof output !== 'number' || typeof spm !== 'number') return undefined;
      input.pump_rate_gpm = output * spm * 42;
      return `Pump rate from the output and the speed: ${plain(output)} bbl/stk × ${plain(spm)} spm × 42 = ${plain(output * spm * 42)} gpm.`;
    },
    // A stated annular volume wins over the hole and pipe sizes given beside it: said so.
    compose: (reading, used) => {
      const stated = reading.mentions.find(
        (mention) => (reading.labels[mention.index]?.get('annular_volume') ?? 0) >= 0.5,
      );
      const annulus = stated ? annularSections(reading, used) : undefined;
      if (annulus === undefined) return undefined;
      return {
        input: {},
        used: annulus.used,
        notes: [
          `Used the stated annular volume of ${stated?.raw ?? ''}, not the hole and pipe sizes given beside it.`,
        ],
      };
    },
    primary: [
      'bottoms_up_minutes',
      'minutes_for_volume',
      'minutes_to_bit',
      'total_circulation_minutes',
    ],
    answers: {
      bottoms_up_minutes: ['bottoms up', 'lag time', 'lag'],
      bottoms_up_strokes: ['bottoms up strokes', 'lag strokes', 'strokes bottoms up'],
      minutes_to_bit: ['to the bit', 'to bit', 'surface to bit'],
      strokes_to_bit: ['strokes to bit', 'strokes to the bit'],
      total_circulation_minutes: ['full circulation', 'surface to surface', 'total circulation'],
      minutes_for_volume: [
        'time to pump',
        'how long to pump',
        'time to displace',
        'how long to displace',
      ],
      pump_speed_spm: ['spm', 'pump speed', 'strokes per minute'],
    },
    // Bottoms up is the annulus's volume, to the bit the string's: neither stands in for the other.
    needs: {
      bottoms_up_minutes: ['annular_volume_bbl'],
      bottoms_up_strokes: ['pump_output_bbl_per_stroke', 'annular_volume_bbl'],
      minutes_to_bit: ['string_volume_bbl'],
      strokes_to_bit: ['pump_output_bbl_per_stroke', 'string_volume_bbl'],
      pump_speed_spm: ['pump_output_bbl_per_stroke'],
    },
    missing: (input) =>
      input.string_volume_bbl === undefined &&
      input.annular_volume_bbl === undefined &&
      input.volume_bbl === undefined
        ? 'the volume to pump (e.g. `300 bbl`), or for bottoms up the annular volume (e.g. `annular volume 550 bbl`) or the hole, pipe and length (e.g. `12,000 ft of 8-1/2 in hole with 5 in drill pipe`)'
        : undefined,
  }),
];
