import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { profileRoutes } from '../../modules/profiles/profiles.routes';
import type { RouteContext } from './context';

/** The user's preferences, mounted at `/api`. */
export const profilesPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { services, surfaces },
  done,
) => {
  profileRoutes(routeKit(scope, surfaces.api), { profiles: services.profiles });
  done();
};
