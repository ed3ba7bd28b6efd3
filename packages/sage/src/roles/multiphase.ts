import { roles } from './role';

const VELOCITY_BARE = { field: 'ft/s', metric: 'm/s' } as const;
const ANGLE_BARE = { field: 'deg', metric: 'deg' } as const;

/**
 * Gas–liquid flow at one point of a pipe or well: the superficial velocities of each phase, the
 * conduit's bore and slope, and the surface tension between the phases. Words as general as
 * "liquid" or "gas" beside a velocity are a recipe's names, not the lexicon's.
 */
export const multiphaseRoles = roles({
  superficial_liquid_velocity: {
    label: 'Superficial liquid velocity',
    takes: ['velocity'],
    bare: VELOCITY_BARE,
    names: [
      'superficial liquid velocity',
      'liquid superficial velocity',
      'superficial velocity of the liquid',
      'vsl',
      'v sl',
      'usl',
      'u sl',
      'liquid velocity',
    ],
    ask: 'the superficial liquid velocity (e.g. `vsL 3.97 ft/s`)',
  },
  superficial_gas_velocity: {
    label: 'Superficial gas velocity',
    takes: ['velocity'],
    bare: VELOCITY_BARE,
    names: [
      'superficial gas velocity',
      'gas superficial velocity',
      'superficial velocity of the gas',
      'vsg',
      'v sg',
      'usg',
      'u sg',
      'gas velocity',
    ],
    ask: 'the superficial gas velocity (e.g. `vsg 3.86 ft/s`)',
  },
  /** The bore the mixture flows in; a nominal size ("2-7/8 tubing") is an outside size, not it. */
  conduit_id: {
    label: 'Pipe ID',
    takes: ['length'],
    units: ['in', 'mm', 'cm'],
    bare: { field: 'in', metric: 'mm' },
    insideOnly: true,
    broader: 'line_size',
    names: [
      'id',
      'i.d.',
      'inside diameter',
      'internal diameter',
      'bore',
      'pipe id',
      'line id',
      'tubing id',
      'tbg id',
      'flowline id',
      'riser id',
    ],
    ask: 'the pipe inside diameter (e.g. `6 in ID`)',
  },
  /** Inclination from horizontal, + upward: 90° is a vertical producing well, 0° a level line. */
  inclination: {
    label: 'Inclination from horizontal',
    takes: ['angle'],
    bare: ANGLE_BARE,
    range: { deg: [-90, 90] },
    names: [
      'inclination',
      'inclined',
      'inclined at',
      'angle of inclination',
      'inclination angle',
      'inclination from horizontal',
      'from horizontal',
      'from the horizontal',
      'above horizontal',
      'above the horizontal',
      'uphill',
      'upward',
      'upslope',
      'up slope',
      'pipe angle',
      'theta',
    ],
    ask: 'the inclination from horizontal (e.g. `vertical well` or `inclination 30°`; negative for downhill flow)',
  },
  /** An angle below horizontal, of flow going down: the inclination is its negative. */
  downhill_inclination: {
    label: 'Downhill angle',
    takes: ['angle'],
    bare: ANGLE_BARE,
    range: { deg: [0, 90] },
    names: [
      'downhill',
      'down hill',
      'downward',
      'downwards',
      'downslope',
      'down slope',
      'descending',
      'below horizontal',
      'below the horizontal',
      'downhill inclination',
      'downhill angle',
    ],
    ask: 'the downhill angle below horizontal (e.g. `downhill 5°`)',
  },
  /** The angle from vertical (a deviated well's): the inclination from horizontal is its complement. */
  deviation: {
    label: 'Deviation from vertical',
    takes: ['angle'],
    bare: ANGLE_BARE,
    range: { deg: [0, 180] },
    names: [
      'deviation',
      'deviated',
      'deviated at',
      'deviation angle',
      'from vertical',
      'from the vertical',
      'off vertical',
      'off the vertical',
      'inclination from vertical',
      'hole angle',
      'well angle',
    ],
    ask: 'the deviation from vertical (e.g. `deviated 30°`)',
  },
  /** Between gas and liquid, dyne/cm (mN/m, the same number). */
  surface_tension: {
    label: 'Surface tension',
    takes: ['dimensionless'],
    bare: 'number',
    plausible: { '': [0.1, 100] },
    names: [
      'surface tension',
      'interfacial tension',
      'gas liquid surface tension',
      'gas-liquid surface tension',
      'liquid surface tension',
      'ift',
      'sigma',
      'dyne/cm',
      'dynes/cm',
      'dyne per cm',
      'dynes per cm',
      'mn/m',
    ],
    ask: 'the gas–liquid surface tension (e.g. `surface tension 8.41 dyne/cm`)',
  },
});
