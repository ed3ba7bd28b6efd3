import { plain } from '../format';
import { leftOut } from '../text';
import type { Mention } from '../read';
import { recipe, type InputSpec } from './recipe';

/** An angle written as a number ("30°", "5 deg"): then the numbers, not the words, give the inclination. */
const ANGLE_WRITTEN = /\d\s*(?:°|deg\b|degrees?\b)/;

/**
 * A vertical well or riser is 90° from horizontal, a horizontal line 0°, when no angle is written;
 * "30° from vertical" or a deviated well is an angle from vertical, not a vertical pipe. The Payne
 * correction applies when it is named, and not when it is left out ("no Payne correction").
 */
function multiphaseOptions(text: string): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (/\bpayne\b/.test(text)) options.payne_correction = !leftOut(text, /\bpayne\b/);
  if (ANGLE_WRITTEN.test(text)) return options;
  if (/\bvertical\b/.test(text) && !/\b(?:from|off) (?:the )?vertical\b|\bdeviat/.test(text)) {
    options.inclination_deg = 90;
  } else if (
    /\bhorizontal\b|\b(?:flat|level)\s+(?:\S+\s+)?(?:line|flowline|flow line|pipeline|pipe|run|section)\b/.test(
      text,
    )
  ) {
    options.inclination_deg = 0;
  }
  return options;
}

/**
 * The inclination from horizontal, + upward, from how its angle was written: a downhill angle is
 * negative, a deviation from vertical is its complement.
 */
function inclination(input: Record<string, unknown>): string | undefined {
  const downhill = input.downhill_deg;
  const deviation = input.deviation_deg;
  delete input.downhill_deg;
  delete input.deviation_deg;
  if (input.inclination_deg !== undefined) return undefined;
  if (typeof downhill === 'number') {
    input.inclination_deg = -Math.abs(downhill);
    return `Downhill flow: inclination ${plain(-Math.abs(downhill))}° from horizontal.`;
  }
  if (typeof deviation === 'number' && deviation <= 90) {
    input.inclination_deg = 90 - deviation;
    return `Deviation ${plain(deviation)}° from vertical = inclination ${plain(90 - deviation)}° from horizontal.`;
  }
  return undefined;
}

/** Words of the liquid phase and of the gas phase beside a number of either. */
const LIQUID = ['liquid', 'oil', 'water', 'liquid phase', 'of the liquid', 'of liquid'];
const GAS = ['gas', 'gas phase', 'of the gas', 'of gas'];

/**
 * A number closed by the name of a phase ("762 kg/m3 liquid and 94 kg/m3 gas", "0.016 cP gas,")
 * is that phase's, whatever a plural name before the list ("densities", "viscosities") says.
 */
const CLOSED_BY_LIQUID = /^(?:liquid|oil|water|condensate|brine)\s*(?:[,;.)]|and\b|$)/;
const CLOSED_BY_GAS = /^gas\s*(?:[,;.)]|and\b|$)/;

/** The input of one phase's property: named by the phase, or by the property alone. */
function phase(
  input: string,
  role: string,
  which: 'liquid' | 'gas',
  property: string,
  names: readonly string[] = [],
): InputSpec {
  const other = which === 'liquid' ? CLOSED_BY_GAS : CLOSED_BY_LIQUID;
  return {
    input,
    role,
    labelled: true,
    names: [...(which === 'liquid' ? LIQUID : GAS), property, ...names],
    accepts: (mention: Mention) => !other.test(mention.after),
  };
}

/** Gas–liquid flow in pipes and wells: the Beggs & Brill pressure gradient. */
export const multiphaseRecipes = [
  recipe({
    tool: 'beggs_brill_gradient',
    terms: {
      'beggs brill': 3,
      'beggs and brill': 3,
      // Engineers write Beggs and Brill "B&B".
      'b&b': 3,
      'beggs brill gradient': 3,
      'multiphase gradient': 3,
      'multiphase pressure gradient': 3,
      'multi phase pressure gradient': 3,
      'two phase pressure gradient': 3,
      'two phase gradient': 3,
      'two phase flow gradient': 3,
      'two phase flow pressure gradient': 3,
      'multiphase flow gradient': 3,
      'multiphase pressure drop': 2,
      'two phase pressure drop': 2,
      'gas liquid flow': 2,
      'two phase flow': 2,
      'multiphase flow': 2,
      'liquid holdup': 2,
      'flow pattern': 1.5,
      'flow regime': 1.5,
      'superficial velocity': 2,
      'superficial velocities': 2,
      'flowing gradient': 1.5,
      // A pressure change per length is a gradient.
      'pressure drop per foot': 1,
      'pressure drop per ft': 1,
      'pressure loss per foot': 1,
      'pressure drop per metre': 1,
      'dp/dl': 2,
      'dp/dz': 2,
      'pressure gradient': 1,
      'two phase': 1,
      multiphase: 1,
      holdup: 0.5,
      // A restriction's two-phase flow is another calculation.
      choke: -2,
      orifice: -2,
      bean: -2,
    },
    inputs: [
      {
        input: 'inside_diameter_in',
        role: 'conduit_id',
        names: ['tubing', 'tbg', 'pipe', 'line', 'well', 'riser', 'flowline', 'flow line'],
      },
      // Before the inclination: "inclined downhill at 5°" is a downhill angle.
      { input: 'downhill_deg', role: 'downhill_inclination', labelled: true, unit: 'deg' },
      { input: 'inclination_deg', role: 'inclination', names: ['angle', 'slope', 'dip'] },
      { input: 'deviation_deg', role: 'deviation', labelled: true, unit: 'deg' },
      phase(
        'superficial_liquid_velocity_ft_per_s',
        'superficial_liquid_velocity',
        'liquid',
        'superficial velocity',
      ),
      phase(
        'superficial_gas_velocity_ft_per_s',
        'superficial_gas_velocity',
        'gas',
        'superficial velocity',
      ),
      phase('liquid_density_lb_per_ft3', 'liquid_density', 'liquid', 'density'),
      phase('gas_density_lb_per_ft3', 'gas_density', 'gas', 'density'),
      phase('liquid_viscosity_cp', 'oil_viscosity', 'liquid', 'viscosity', ['mu l', 'mul']),
      phase('gas_viscosity_cp', 'gas_viscosity', 'gas', 'viscosity', ['mu g']),
      { input: 'liquid_surface_tension_dyne_per_cm', role: 'surface_tension', labelled: true },
      { input: 'absolute_roughness_in', role: 'roughness', labelled: true },
      // The one pressure of a gradient question is the pressure at the point.
      { input: 'pressure_psia', role: 'pressure', free: true },
      {
        input: 'length_ft',
        role: 'section_length',
        labelled: true,
        names: ['segment', 'segment length', 'over', 'along', 'interval'],
      },
    ],
    options: multiphaseOptions,
    complete: inclination,
    primary: 'pressure_gradient',
    answers: {
      liquid_holdup: ['liquid holdup', 'holdup'],
      segment_pressure_change: ['pressure drop over', 'pressure change over', 'pressure loss over'],
    },
    // The inclination correction of the holdup needs the liquid velocity number, and so σ.
    missing: (input) =>
      input.inclination_deg !== undefined &&
      input.inclination_deg !== 0 &&
      input.liquid_surface_tension_dyne_per_cm === undefined
        ? 'the gas–liquid surface tension (e.g. `surface tension 8.41 dyne/cm`), which the inclination correction needs'
        : undefined,
  }),
];
