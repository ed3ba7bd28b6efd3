import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { referralRoutes } from '../../modules/referrals/referrals.routes';
import type { RouteContext } from './context';

/** Referral codes, sign-up with a code, and the referrer's profile, mounted at `/api`. */
export const referralsPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { services, surfaces },
  done,
) => {
  referralRoutes(routeKit(scope, surfaces.api), {
    referrals: services.referrals,
    profiles: services.profiles,
  });
  done();
};
