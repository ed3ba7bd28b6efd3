import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { checkoutRoutes } from '../../modules/payments/checkout.routes';
import { paymentRoutes } from '../../modules/payments/payments.routes';
import type { RouteContext } from './context';

/** Subscription, checkout, cancellation, sync and the Stripe webhook, mounted at `/api`. */
export const paymentsPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { config, services, surfaces },
  done,
) => {
  paymentRoutes(scope, (kitScope) => routeKit(kitScope, surfaces.api), {
    payments: services.payments,
    publicOrigin: config.publicOrigin,
  });
  done();
};

/** The local provider's test-mode checkout pages, `/checkout/<id>`. */
export const checkoutPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { config, services },
  done,
) => {
  checkoutRoutes(scope, { payments: services.payments, appName: config.appName });
  done();
};
