import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { metricsRoutes } from '../../modules/operations/metrics.routes';
import type { RouteContext } from './context';

/** `GET /metrics` for Prometheus (decision 050): only when `METRICS_TOKEN` is set. */
export const metricsPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { surfaces, metrics },
  done,
) => {
  if (surfaces.metrics) metricsRoutes(routeKit(scope, surfaces.metrics), { metrics });
  done();
};
