import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { adminUserRoutes } from '../../modules/admin/admin-users.routes';
import { adminLinkRoutes } from '../../modules/auth/admin-links.routes';
import { authRoutes } from '../../modules/auth/auth.routes';
import { emailLinkRoutes } from '../../modules/auth/email-links.routes';
import { mfaRoutes } from '../../modules/auth/mfa.routes';
import type { RouteContext } from './context';

/**
 * The Supabase Auth (GoTrue) compatible API, mounted at `/auth/v1`: sign-up and sessions, e-mailed
 * links, second factors, and GoTrue's admin API over the accounts the operator module keeps.
 */
export const authPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { services, surfaces, metrics, version },
  done,
) => {
  const { auth, links, operator, mfa, db } = services;
  const routes = routeKit(scope, surfaces.auth);
  authRoutes(scope, routes, {
    auth,
    version,
    links,
    onSignIn: (method, outcome) => metrics.signIns.inc({ method, outcome }),
  });
  emailLinkRoutes(routes, { links, auth });
  adminLinkRoutes(routes, {
    db,
    auth,
    links,
    audit: (user, type, ip) => operator.linkGenerated(user, type, { ip }),
  });
  mfaRoutes(routes, { mfa });
  adminUserRoutes(routes, { operator });
  done();
};
