import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { marketRoutes } from '../../modules/market/market.routes';
import type { RouteContext } from './context';

/** The WTI crude price, mounted at `/api` (its path is `/api/api/wti-price`). */
export const marketPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { services, surfaces },
  done,
) => {
  marketRoutes(routeKit(scope, surfaces.api), { market: services.market });
  done();
};
