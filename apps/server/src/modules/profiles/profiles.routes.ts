import { ApiErrorSchema } from '@petrosage/contracts/health';
import {
  PreferencesSchema,
  UpdatePreferencesRequestSchema,
} from '@petrosage/contracts/preferences';
import type { RouteKit } from '../../lib/route-kit';
import type { ProfileService } from './profiles.service';

export interface ProfileRoutesOptions {
  profiles: ProfileService;
}

/** The user's preferences, kept with the profile, mounted at `/api` (paths `/profile/*`). */
export function profileRoutes(routes: RouteKit, { profiles }: ProfileRoutesOptions): void {
  const error = { description: 'Error', schema: ApiErrorSchema };

  routes.route({
    method: 'GET',
    url: '/profile/preferences',
    auth: 'user',
    tag: 'profile',
    summary: 'My preferences: the units calculations show first (field or metric)',
    responses: { 200: { description: 'Preferences', schema: PreferencesSchema }, 401: error },
    handler: ({ userId }) => profiles.preferences(userId),
  });

  routes.route({
    method: 'PUT',
    url: '/profile/preferences',
    auth: 'user',
    tag: 'profile',
    summary: 'Change my preferences (a field left out keeps its value)',
    body: UpdatePreferencesRequestSchema,
    responses: {
      200: { description: 'Preferences', schema: PreferencesSchema },
      401: error,
      422: error,
    },
    handler: ({ userId, body }) => profiles.updatePreferences(userId, body),
  });
}
