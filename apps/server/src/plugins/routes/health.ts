import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { healthRoutes } from '../../modules/health/health.routes';
import type { RouteContext } from './context';

/** Health, readiness and liveness, mounted at `/api`. */
export const healthPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { services, surfaces, lifecycle, version },
  done,
) => {
  healthRoutes(routeKit(scope, surfaces.api), {
    db: services.db,
    version,
    draining: () => lifecycle.draining,
  });
  done();
};
