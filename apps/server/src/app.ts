import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { BUILT_IN_ENGINE, type RuntimeConfig } from '@petrosage/contracts/runtime-config';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { discardRefusedBodies } from './lib/refused-bodies';
import { installErrorHandling, sendError, surfaceOf } from './lib/error-handler';
import { AppError } from './lib/errors';
import { Metrics, timedDatabase } from './lib/metrics';
import { requestIdOf } from './lib/request-id';
import { recordRoutes, routeKit, type RouteKit, type RouteKitOptions } from './lib/route-kit';
import { requireApiUser } from './modules/auth/api-auth';
import { adminLinkRoutes } from './modules/auth/admin-links.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { emailLinkRoutes } from './modules/auth/email-links.routes';
import { mailCaptureRoutes } from './modules/mail/mail.routes';
import { mfaRoutes } from './modules/auth/mfa.routes';
import { accountRoutes } from './modules/account/account.routes';
import { adminUserRoutes } from './modules/admin/admin-users.routes';
import { operatorRoutes } from './modules/admin/operator.routes';
import { serviceRoleGate } from './modules/admin/service-role';
import type { AssistantProvider } from './modules/assistant/model/provider';
import { chatActionRoutes, chatRoutes } from './modules/chat/chat.routes';
import { OpenStreams } from './modules/chat/sse';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { checkoutRoutes } from './modules/payments/checkout.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { marketRoutes } from './modules/market/market.routes';
import { Lifecycle } from './modules/operations/lifecycle';
import { metricsRoutes } from './modules/operations/metrics.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { referralRoutes } from './modules/referrals/referrals.routes';
import { requirePostgrestUser, restRoutes } from './modules/rest/rest.routes';
import { toolRoutes } from './modules/tools/tools.routes';
import { webRoutes } from './modules/web/web.routes';
import { openApi } from './plugins/openapi';
import { startJobs } from './jobs';
import { buildServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** What `index.ts` runs the process with: its metrics and its way out (decision 050). */
    operations: { metrics: Metrics; lifecycle: Lifecycle };
  }
}

export interface AppDependencies {
  config: Config;
  /** An open, migrated database. The app closes it when it closes. */
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** The language model; by default the one `config.assistant` describes. */
  provider?: AssistantProvider;
  /**
   * Start the analysis workers before the app is built (the server does; tests and benchmarks
   * that do not ask start them with the first analysis).
   */
  warmWorkers?: boolean;
  /**
   * Whether requests, statements and replies are counted into the metrics (default true). The
   * bench turns it off to measure what counting costs (decision 050).
   */
  instrument?: boolean;
}

/** How long a shutdown waits for replies in progress to finish before interrupting them. */
const REPLY_SHUTDOWN_GRACE_MS = 8_000;

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Headers supabase-js and the web app send cross-origin (see docs/decisions on CORS). */
const CORS_ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'x-retry-count',
  'x-request-id',
  'last-event-id',
];
const CORS_EXPOSED_HEADERS = [
  'X-Supabase-Api-Version',
  'Content-Range',
  'Retry-After',
  'X-Request-Id',
];

/** `TRUST_PROXY` for Fastify: a hop count trusts that many proxies nearest the server. */
function trustedProxies(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A request must arrive whole within `timeoutMs`: headers (Node's `headersTimeout`) and body (a
 * timer from the first byte until the body is read). A client that trickles a body — a few
 * hundred of them hold sockets and memory — gets 408 and the connection is closed. Streaming
 * answers are not bounded: the timer stops once the request has arrived.
 */
function limitRequestTime(app: FastifyInstance, timeoutMs: number): void {
  app.server.headersTimeout = timeoutMs;
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ timeoutMs }, 'the request did not arrive in time');
      void reply
        .code(408)
        .header('connection', 'close')
        .send({
          detail: `The request did not arrive within ${timeoutMs / 1000} s`,
          request_id: request.id,
        });
      reply.raw.once('finish', () => request.raw.destroy());
    }, timeoutMs);
    timer.unref();
    timers.set(request, timer);
  });
  const arrived = (request: FastifyRequest): void => clearTimeout(timers.get(request));
  app.addHook('preValidation', (request, _reply, done) => {
    arrived(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    arrived(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    arrived(request);
    done();
  });
}

/** Builds the whole server without listening; `index.ts` listens, tests use a port or inject. */
/**
 * Every request's duration into the metrics, labelled by its route template (never its URL, which
 * may carry ids): `unmatched` for a URL no route knows.
 */
function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

export async function buildApp({
  config,
  db: givenDb,
  logger,
  provider: givenProvider,
  warmWorkers = false,
  instrument = true,
}: AppDependencies): Promise<FastifyInstance> {
  const metrics = new Metrics();
  const db = instrument ? timedDatabase(givenDb, metrics.databaseQueries) : givenDb;
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie'],
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: requestIdOf(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false },
    // A URL the router cannot decode: our own words, in the surface's shape, not Fastify's.
    frameworkErrors: (_error, request, reply) => {
      void sendError(
        reply,
        new AppError('validation_failed', 'Bad request: the URL is not valid', { status: 400 }),
        surfaceOf(request.url),
      );
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  if (instrument) countRequests(app, metrics);
  limitRequestTime(app, config.requestTimeoutMs);
  discardRefusedBodies(app, { timeoutMs: config.requestTimeoutMs });
  installErrorHandling(app);
  recordRoutes(app);

  // supabase-js sends `Content-Type: application/json` on bodiless requests such as /logout.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  const connectSources = [
    "'self'",
    originOf(config.publicApiUrl),
    originOf(config.publicAuthUrl),
  ].filter((source): source is string => source !== undefined);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [...new Set(connectSources)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && config.corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
  });

  // Responses of the routes below, 1 KB or more, in brotli (a fast level) or gzip as the client
  // accepts; never server-sent events (they stream through the raw socket) nor what is already
  // compressed (the web app's files, compressed at build time). Request bodies are read as sent.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });

  const services = await buildServices({
    config,
    db,
    log: app.log,
    provider: givenProvider,
    ...(instrument && { metrics }),
  });
  const { auth, chats, prompts, payments, files, production, runner, limiter, tools } = services;
  /** The operator API's key check (`auth: 'service'` routes). */
  const authenticateService = serviceRoleGate(
    config.auth.serviceRoleKey,
    (token) => services.tokens.isOperatorToken(token),
    // An account marked operator, from a session the product API accepts (aal2 with a factor).
    async (request) => {
      const userId = await requireApiUser(auth, request).catch(() => null);
      return userId !== null && (await services.operator.isOperatorAccount(userId)) ? userId : null;
    },
    (request, reason) =>
      services.operator.refusedKey(
        { ip: request.ip },
        { reason, method: request.method, route: request.routeOptions.url ?? '' },
      ),
  );
  const openStreams = new OpenStreams();
  const lifecycle = new Lifecycle({
    server: app.server,
    handOverStreams: () => openStreams.handOver(),
    finishReplies: (graceMs) => runner.shutdown(graceMs),
    log: app.log,
  });
  app.decorate('operations', { metrics, lifecycle });
  metrics.readFrom({
    repliesInProgress: () => runner.inProgress,
    sseStreamsOpen: () => openStreams.size,
    databasePool: () => givenDb.poolStats?.(),
  });
  /** The product API's kit: a Bearer user, 422 with a readable `detail` for invalid input. */
  const apiSurface: RouteKitOptions<string> = {
    authenticate: (request) => requireApiUser(auth, request),
    userIdOf: (userId) => userId,
    authenticateService,
    invalid: (_part, detail) => new AppError('validation_failed', detail, { status: 422 }),
  };
  await app.register(openApi, {
    title: `${config.appName} API`,
    version: VERSION,
    surface: apiSurface,
  });

  await app.register(
    (scope) => {
      const routes = routeKit(scope, {
        authenticate: (request) => auth.requireUser(request.headers.authorization),
        userIdOf: (caller) => caller.userId,
        authenticateService,
        // GoTrue answers a body it cannot use with 400 `bad_json`.
        invalid: (part, detail) =>
          new AppError(part === 'body' ? 'bad_json' : 'validation_failed', detail),
      });
      authRoutes(scope, routes, {
        auth,
        version: VERSION,
        links: services.links,
        onSignIn: (method, outcome) => metrics.signIns.inc({ method, outcome }),
      });
      emailLinkRoutes(routes, { links: services.links, auth });
      adminLinkRoutes(routes, {
        db,
        auth,
        links: services.links,
        audit: (user, type, ip) => services.operator.linkGenerated(user, type, { ip }),
      });
      mfaRoutes(routes, { mfa: services.mfa });
      adminUserRoutes(routes, { operator: services.operator });
    },
    { prefix: '/auth/v1' },
  );
  // The capture server's pages: development and tests only (the config refuses capture in production).
  const { capture } = services.mailer;
  if (capture && config.env !== 'production') {
    await app.register((scope) => mailCaptureRoutes(scope, { capture, appName: config.appName }));
  }
  await app.register(
    (scope) =>
      restRoutes(
        routeKit(scope, {
          authenticate: (request) => requirePostgrestUser(auth, request),
          userIdOf: (userId) => userId,
          invalid: (_part, detail) => new AppError('PGRST100', detail),
        }),
        { profiles: services.profiles },
      ),
    { prefix: '/rest/v1' },
  );
  const apiKit = (scope: FastifyInstance): RouteKit => routeKit(scope, apiSurface);
  await app.register(
    (scope) => {
      const routes = apiKit(scope);
      healthRoutes(routes, { db, version: VERSION, draining: () => lifecycle.draining });
      chatRoutes(routes, { chats, prompts, limiter, openStreams });
      chatActionRoutes(routes, {
        openStreams,
        chats,
        prompts,
        search: services.search,
        exportChat: services.exportChat,
      });
      toolRoutes(routes, {
        tools,
        admit: (userId, work) => payments.admitWork(userId, work),
        limiter,
        rateLimit: {
          perUser: config.rateLimits.toolsPerUser,
          windowSeconds: config.rateLimits.windowSeconds,
        },
        rewriteReply: (userId, messageId, change) => chats.rewriteReply(userId, messageId, change),
        createChat: (userId, input) => chats.createWithReply(userId, input),
        onRun: (tool, outcome) => metrics.toolRuns.inc({ tool, outcome }),
      });
      // Its own scope: the multipart reader is registered for the upload route only.
      void scope.register((filesScope) =>
        filesRoutes(filesScope, apiKit(filesScope), { files, maxBytes: config.files.maxBytes }),
      );
      paymentRoutes(scope, apiKit, { payments, publicOrigin: config.publicOrigin });
      referralRoutes(routes, { referrals: services.referrals, profiles: services.profiles });
      profileRoutes(routes, { profiles: services.profiles });
      accountRoutes(routes, { accounts: services.accounts });
      marketRoutes(routes, { market: services.market });
      operatorRoutes(routes, { operator: services.operator });
    },
    { prefix: '/api' },
  );

  const runtimeConfig: RuntimeConfig = {
    apiUrl: config.publicApiUrl || '/api',
    supabaseUrl: config.publicAuthUrl,
    supabaseAnonKey: await services.tokens.anonKey(),
    appName: config.appName,
    assistantName: config.assistantName,
    supportEmail: config.supportEmail,
    files: { maxBytes: config.files.maxBytes, maxPerMessage: config.files.maxPerMessage },
    assistantEngine:
      services.provider.name === 'offline'
        ? BUILT_IN_ENGINE
        : (config.assistant.model ?? services.provider.name),
    testPayments: config.payments.provider === 'local',
    passwordRule: {
      minLength: config.auth.password.minLength,
      requiredCharacters: config.auth.password.requiredCharacters,
    },
  };
  const metricsToken = config.metrics.token;
  if (metricsToken !== undefined) {
    // Its own key: the operator key does not open the metrics, nor the metrics token the API.
    const authenticateMetrics = serviceRoleGate(metricsToken, () => Promise.resolve(false));
    await app.register((scope) =>
      metricsRoutes(
        routeKit(scope, {
          authenticate: (request) => requireApiUser(auth, request),
          userIdOf: (userId) => userId,
          authenticateService: authenticateMetrics,
          invalid: (_part, detail) => new AppError('validation_failed', detail),
        }),
        { metrics },
      ),
    );
  }
  await app.register((scope) => checkoutRoutes(scope, { payments, appName: config.appName }));
  await app.register((scope) => webRoutes(scope, { webDistDir: config.webDistDir, runtimeConfig }));

  if (warmWorkers) await production.warm();
  const stopJobs = startJobs(services, config, app.log);
  app.addHook('preClose', async () => {
    await runner.shutdown(REPLY_SHUTDOWN_GRACE_MS);
  });
  app.addHook('onClose', async () => {
    stopJobs();
    await services.links.settle();
    await services.mailer.close();
    await files.close();
    await production.close();
    await db.close();
  });

  return app;
}
