import { z } from 'zod';

import { calcResult, quantity, type CalcResult } from './result';
import { flagOutside, parseInput } from './validate';

/**
 * API gravity and specific gravity (60 °F/60 °F) of petroleum liquids:
 * API = 141.5/SG − 131.5 and SG = 141.5/(API + 131.5).
 * Source: API Manual of Petroleum Measurement Standards, ch. 11.1; Ahmed, *Reservoir Engineering
 * Handbook*, ch. 2.
 */

const SOURCE =
  'API MPMS ch. 11.1 definition of API gravity at 60 °F; Ahmed, T., Reservoir Engineering Handbook, ch. 2';
const CRUDE_RANGE = { min: 0, max: 100 };

/** API gravity from specific gravity at 60 °F/60 °F (kernel). */
export function apiFromSpecificGravity(sg: number): number {
  return 141.5 / sg - 131.5;
}

/** Specific gravity at 60 °F/60 °F from API gravity (kernel). */
export function specificGravityFromApi(api: number): number {
  return 141.5 / (api + 131.5);
}

/** Input of {@link specificGravityToApi}. */
export const specificGravityToApiInput = z.strictObject({
  specific_gravity: z
    .number()
    .positive()
    .max(1.5)
    .describe('Liquid specific gravity at 60 °F relative to water at 60 °F (water = 1)'),
});

/**
 * API gravity from specific gravity: API = 141.5/SG − 131.5. Units: SG dimensionless (60/60 °F),
 * API in degrees; flagged outside 0–100 °API (SG 0.61–1.08). Source: API MPMS 11.1.
 */
export function specificGravityToApi(
  input: z.input<typeof specificGravityToApiInput>,
): CalcResult<'api_gravity'> {
  const { specific_gravity } = parseInput(specificGravityToApiInput, input);
  const api = apiFromSpecificGravity(specific_gravity);
  const warnings: string[] = [];
  flagOutside(
    warnings,
    'API gravity',
    api,
    CRUDE_RANGE,
    '°API',
    'the range of crude oils and condensates',
  );
  return calcResult({
    calculator: 'specific_gravity_to_api',
    values: { api_gravity: quantity(api, '°API', 'API gravity') },
    formula: 'API = 141.5/SG − 131.5',
    assumptions: ['Specific gravity at 60 °F relative to water at 60 °F.'],
    warnings,
    sources: [SOURCE],
  });
}

/** Input of {@link apiToSpecificGravity}. */
export const apiToSpecificGravityInput = z.strictObject({
  api_gravity: z.number().gt(-131.5).max(200).describe('API gravity, degrees API'),
});

/**
 * Specific gravity from API gravity: SG = 141.5/(API + 131.5). Units: API in degrees, SG
 * dimensionless (60/60 °F); flagged outside 0–100 °API. Source: API MPMS 11.1.
 */
export function apiToSpecificGravity(
  input: z.input<typeof apiToSpecificGravityInput>,
): CalcResult<'specific_gravity' | 'density_lb_per_ft3' | 'density_ppg'> {
  const { api_gravity } = parseInput(apiToSpecificGravityInput, input);
  const sg = specificGravityFromApi(api_gravity);
  const warnings: string[] = [];
  flagOutside(
    warnings,
    'api_gravity',
    api_gravity,
    CRUDE_RANGE,
    '°API',
    'the range of crude oils and condensates',
  );
  return calcResult({
    calculator: 'api_to_specific_gravity',
    values: {
      specific_gravity: quantity(sg, 'dimensionless', 'Specific gravity (60 °F/60 °F)'),
      density_lb_per_ft3: quantity(sg * 62.37, 'lb/ft³', 'Density at 60 °F'),
      density_ppg: quantity((sg * 62.37) / 7.480519, 'ppg', 'Density at 60 °F'),
    },
    formula: 'SG = 141.5/(API + 131.5); ρ = 62.37 × SG',
    assumptions: ['Specific gravity at 60 °F relative to water at 60 °F (62.37 lb/ft³).'],
    warnings,
    sources: [SOURCE],
  });
}
