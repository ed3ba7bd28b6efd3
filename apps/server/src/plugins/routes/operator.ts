import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { operatorRoutes } from '../../modules/admin/operator.routes';
import type { RouteContext } from './context';

/** The operator API behind the operator console (decision 051), mounted at `/api`. */
export const operatorPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { services, surfaces },
  done,
) => {
  operatorRoutes(routeKit(scope, surfaces.api), { operator: services.operator });
  done();
};
