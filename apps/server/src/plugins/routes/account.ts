import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { accountRoutes } from '../../modules/account/account.routes';
import type { RouteContext } from './context';

/** The account's export and deletion, mounted at `/api`. */
export const accountPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { services, surfaces },
  done,
) => {
  accountRoutes(routeKit(scope, surfaces.api), { accounts: services.accounts });
  done();
};
