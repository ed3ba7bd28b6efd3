import { z } from './zod';

/**
 * What a user prefers to see, kept with the profile (`user_profiles`): the unit system that
 * calculation cards show first. Served at `/api/profile/preferences`.
 */

/** `field`: ft, psi, ppg, bbl, °F; `metric`: m, kPa, kg/m³, m³, °C. */
export const UNIT_SYSTEMS = ['field', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const PreferencesSchema = z.object({ units: z.enum(UNIT_SYSTEMS) });
export type Preferences = z.infer<typeof PreferencesSchema>;

/** `PUT /profile/preferences`: the preferences to change; any other field is refused. */
export const UpdatePreferencesRequestSchema = z.strictObject({
  units: z.optional(z.enum(UNIT_SYSTEMS)),
});
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;
