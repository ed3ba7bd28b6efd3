import { plain } from '../format';
import { LABELLED } from '../label';
import { recipe, type Recipe } from './recipe';

/** Pipe named as new or commercial steel, whose absolute roughness is the usual 0.0018 in. */
const NEW_STEEL = /\b(?:new|commercial|clean)\s+(?:carbon\s+)?steel\b|\bcommercial\s+pipe\b/;
const NEW_STEEL_ROUGHNESS_IN = 0.0018;

/** The turbulent friction factor's correlation, when the message names one. */
function correlation(text: string): Record<string, unknown> {
  if (/\bswamee\b/.test(text)) return { correlation: 'swamee_jain' };
  if (/\bcolebrook\b/.test(text)) return { correlation: 'colebrook' };
  return {};
}

/** A friction factor on its own, from the Reynolds number and the relative roughness. */
export const pipeFlowRecipes: Recipe[] = [
  recipe({
    tool: 'friction_factor',
    terms: {
      'friction factor': 3,
      'darcy friction factor': 3,
      'moody friction factor': 3,
      'fanning friction factor': 3,
      'darcy f': 2.5,
      'moody f': 2.5,
      moody: 2,
      'moody chart': 2.5,
      colebrook: 2,
      'swamee jain': 2,
      'swamee-jain': 2,
      // The friction factor of torque and drag is a sliding friction coefficient, not Darcy's.
      'torque and drag': -3,
      torque: -2,
      drag: -1.5,
      'hook load': -2,
      'slack off': -2,
      'pick up': -1,
    },
    inputs: [
      { input: 'reynolds_number', role: 'reynolds_number' },
      { input: 'relative_roughness', role: 'relative_roughness' },
      // ε/D from the pipe's roughness and inside diameter.
      { input: 'roughness_in', role: 'roughness', unit: 'in', labelled: true },
      { input: 'inside_diameter_in', role: 'conduit_id', unit: 'in' },
    ],
    options: correlation,
    // "New steel pipe", "commercial steel": the roughness those words stand for (0.0018 in), for
    // the ε/D of the inside diameter given.
    compose: (reading) =>
      NEW_STEEL.test(reading.text) &&
      reading.mentions.some((mention) => mention.unit?.dimension === 'length') &&
      !reading.labels.some((labels) => (labels.get('roughness') ?? 0) >= LABELLED)
        ? {
            input: { roughness_in: NEW_STEEL_ROUGHNESS_IN },
            used: [],
            notes: [`Roughness of new commercial steel: ${NEW_STEEL_ROUGHNESS_IN} in.`],
          }
        : undefined,
    complete: (input) => {
      const roughness = input.roughness_in;
      const diameter = input.inside_diameter_in;
      if (
        input.relative_roughness === undefined &&
        typeof roughness === 'number' &&
        typeof diameter === 'number' &&
        diameter > 0
      ) {
        input.relative_roughness = roughness / diameter;
        return `Relative roughness ε/D = ${plain(roughness)} in / ${plain(diameter)} in = ${plain(roughness / diameter)}.`;
      }
      // Laminar flow (Re below 2,000) has f = 64/Re whatever the pipe's roughness.
      const re = input.reynolds_number;
      if (input.relative_roughness !== undefined || typeof re !== 'number' || re >= 2000) {
        return undefined;
      }
      input.relative_roughness = 0;
      return `Laminar flow (Re ${plain(re)} < 2,000): f = 64/Re, which the roughness does not change.`;
    },
    answers: {
      darcy_friction_factor: ['darcy', 'moody', 'friction factor'],
      fanning_friction_factor: ['fanning'],
    },
  }),
];
