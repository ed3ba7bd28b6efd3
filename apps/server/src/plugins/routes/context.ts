import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { Metrics } from '../../lib/metrics';
import type { RouteKitOptions } from '../../lib/route-kit';
import { serviceRoleGate } from '../../modules/admin/service-role';
import { requireApiUser } from '../../modules/auth/api-auth';
import type { AuthCaller } from '../../modules/auth/auth.routes';
import type { OpenStreams } from '../../modules/chat/sse';
import type { Lifecycle } from '../../modules/operations/lifecycle';
import { requirePostgrestUser } from '../../modules/rest/rest.routes';
import type { Services } from '../../services';

/**
 * The route kit of each API surface (decision 026): how it knows its caller and how it answers
 * input that fails its schema.
 */
export interface Surfaces {
  /** `/auth/v1`: GoTrue's errors, the caller's session handed to the handler. */
  auth: RouteKitOptions<AuthCaller>;
  /** `/rest/v1`: PostgREST's errors. */
  rest: RouteKitOptions<string>;
  /** `/api`: a Bearer user, 422 with a readable `detail` for invalid input. */
  api: RouteKitOptions<string>;
  /** `/metrics`: its own key, `METRICS_TOKEN`; absent when that is not set. */
  metrics?: RouteKitOptions<string>;
}

/** What every route plugin is registered with: the app's parts its routes answer from. */
export interface RouteContext {
  config: Config;
  services: Services;
  surfaces: Surfaces;
  metrics: Metrics;
  /** Server-sent-event streams open on this process, handed over on shutdown. */
  openStreams: OpenStreams;
  lifecycle: Lifecycle;
  /** The server's version (its package.json). */
  version: string;
}

export function surfacesOf(config: Config, services: Services): Surfaces {
  const { auth, operator, tokens } = services;
  /** The operator API's key check (`auth: 'service'` routes). */
  const authenticateService = serviceRoleGate(
    config.auth.serviceRoleKey,
    (token) => tokens.isOperatorToken(token),
    // An account marked operator, from a session the product API accepts (aal2 with a factor).
    async (request) => {
      const userId = await requireApiUser(auth, request).catch(() => null);
      return userId !== null && (await operator.isOperatorAccount(userId)) ? userId : null;
    },
    (request, reason) =>
      operator.refusedKey(
        { ip: request.ip },
        { reason, method: request.method, route: request.routeOptions.url ?? '' },
      ),
  );
  const apiUser = {
    authenticate: (request: Parameters<typeof requireApiUser>[1]) => requireApiUser(auth, request),
    userIdOf: (userId: string) => userId,
  };
  const metricsToken = config.metrics.token;
  return {
    auth: {
      authenticate: (request) => auth.requireUser(request.headers.authorization),
      userIdOf: (caller) => caller.userId,
      authenticateService,
      // GoTrue answers a body it cannot use with 400 `bad_json`.
      invalid: (part, detail) =>
        new AppError(part === 'body' ? 'bad_json' : 'validation_failed', detail),
    },
    rest: {
      authenticate: (request) => requirePostgrestUser(auth, request),
      userIdOf: (userId) => userId,
      invalid: (_part, detail) => new AppError('PGRST100', detail),
    },
    api: {
      ...apiUser,
      authenticateService,
      invalid: (_part, detail) => new AppError('validation_failed', detail, { status: 422 }),
    },
    ...(metricsToken !== undefined && {
      metrics: {
        ...apiUser,
        // Its own key: the operator key does not open the metrics, nor the metrics token the API.
        authenticateService: serviceRoleGate(metricsToken, () => Promise.resolve(false)),
        invalid: (_part, detail) => new AppError('validation_failed', detail),
      },
    }),
  };
}
