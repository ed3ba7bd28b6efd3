import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { restRoutes } from '../../modules/rest/rest.routes';
import type { RouteContext } from './context';

/** The PostgREST-compatible data API, mounted at `/rest/v1`: the user's profile row. */
export const restPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { services, surfaces },
  done,
) => {
  restRoutes(routeKit(scope, surfaces.rest), { profiles: services.profiles });
  done();
};
