import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { RuntimeConfig } from '@petrosage/contracts/runtime-config';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { installErrorHandling, sendError, surfaceOf } from './lib/error-handler';
import { AppError } from './lib/errors';
import { OpenApiRegistry } from './lib/openapi';
import { RateLimiter } from './lib/rate-limit';
import { recordRoutes, routeKit, type RouteKit } from './lib/route-kit';
import { getOrCreateSecret } from './lib/secrets';
import { requireApiUser } from './modules/auth/api-auth';
import { AuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createProvider } from './modules/assistant/create-provider';
import { builtinSkills } from './modules/assistant/offline-skills';
import type { AssistantProvider } from './modules/assistant/provider';
import { chatRoutes } from './modules/chat/chat.routes';
import { ChatService } from './modules/chat/chat.service';
import { purgeDeleted } from './modules/chat/chat.repo';
import { failStaleReplies } from './modules/chat/prompt.repo';
import { PromptService, STALE_REPLY_SECONDS } from './modules/chat/prompt.service';
import { INTERRUPTED_MESSAGE, ReplyRunner } from './modules/chat/reply-runner';
import { TokenService } from './modules/auth/tokens';
import { FilesService } from './modules/files/files.service';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { checkoutRoutes } from './modules/payments/checkout.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { PaymentService } from './modules/payments/payments.service';
import { ProfileService } from './modules/profiles/profiles.service';
import { marketRoutes } from './modules/market/market.routes';
import { configuredSources, WtiPriceService } from './modules/market/market.service';
import { referralRoutes } from './modules/referrals/referrals.routes';
import { ReferralService } from './modules/referrals/referrals.service';
import { knowledgeSkill } from './modules/knowledge/knowledge-skill';
import { requirePostgrestUser, restRoutes } from './modules/rest/rest.routes';
import { ProductionAnalyser } from './modules/production/production-analyser';
import { productionSkill } from './modules/production/production-skill';
import { calculatorRecipes } from './modules/tools/calculator-recipes';
import { calculatorSkill } from './modules/tools/offline-calculator';
import { assistantTools } from './modules/tools/registry';
import { toolRoutes } from './modules/tools/tools.routes';
import { webRoutes } from './modules/web/web.routes';

export interface AppDependencies {
  config: Config;
  /** An open, migrated database. The app closes it when it closes. */
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** The language model; by default the one `config.assistant` describes. */
  provider?: AssistantProvider;
}

/** How long a shutdown waits for replies in progress to finish before interrupting them. */
const REPLY_SHUTDOWN_GRACE_MS = 8_000;
const STALE_REPLY_SWEEP_MS = 60_000;
const PURGE_INTERVAL_MS = 60 * 60_000;

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const REQUEST_ID = /^[\w.-]{1,64}$/;
const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;

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
        .send({ detail: `The request did not arrive within ${timeoutMs / 1000} s` });
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
export async function buildApp({
  config,
  db,
  logger,
  provider: givenProvider,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie'],
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
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
  limitRequestTime(app, config.requestTimeoutMs);
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

  const secret = config.auth.jwtSecret ?? (await getOrCreateSecret(db, 'jwt_secret'));
  const tokens = new TokenService(secret, config.auth.jwtIssuer, config.auth.jwtExpirySeconds);
  const limiter = new RateLimiter(db);
  const profiles = new ProfileService(db);
  const auth = new AuthService(db, tokens, limiter, config, profiles);
  const openapi = new OpenApiRegistry();
  const files = FilesService.create(db, config.files, app.log);
  const production = ProductionAnalyser.create(files, app.log);
  const tools = assistantTools({ production });
  const provider =
    givenProvider ??
    createProvider(config.assistant, {
      appName: config.appName,
      assistantName: config.assistantName,
      tools,
      skills: [
        ...builtinSkills,
        calculatorSkill(calculatorRecipes, tools),
        knowledgeSkill,
        productionSkill(production),
      ],
    });
  if (provider.name === 'offline') {
    app.log.info(
      'assistant: the built-in engine answers (no language model); to connect one, set LLM_PROVIDER and LLM_MODEL, with LLM_API_KEY or LLM_BASE_URL as the service needs (README, Configuration)',
    );
  }
  const runner = new ReplyRunner(db, provider, app.log);
  const referrals = new ReferralService(db, auth, limiter, config);
  // A referred user's first successful payment earns their referrer the reward, in its transaction.
  const payments = new PaymentService(db, config, {
    onFirstPayment: async (tx, userId) => {
      await referrals.rewardFirstPayment(tx, userId);
    },
  });
  const chats = new ChatService(db, config, payments.admitMessage);
  const prompts = new PromptService(db, runner, config, payments.admitMessage);
  const market = new WtiPriceService(db, configuredSources(config.market), {
    cacheSeconds: config.market.cacheSeconds,
    timeoutMs: config.market.timeoutMs,
    log: app.log,
  });

  await app.register(
    (scope) =>
      authRoutes(
        scope,
        routeKit(scope, {
          prefix: '/auth/v1',
          openapi,
          authenticate: (request) => auth.requireUser(request.headers.authorization),
          userIdOf: (caller) => caller.userId,
          // GoTrue answers a body it cannot use with 400 `bad_json`.
          invalid: (part, detail) =>
            new AppError(part === 'body' ? 'bad_json' : 'validation_failed', detail),
        }),
        { auth, version: VERSION },
      ),
    { prefix: '/auth/v1' },
  );
  await app.register(
    (scope) =>
      restRoutes(
        routeKit(scope, {
          prefix: '/rest/v1',
          openapi,
          authenticate: (request) => requirePostgrestUser(auth, request),
          userIdOf: (userId) => userId,
          invalid: (_part, detail) => new AppError('PGRST100', detail),
        }),
        { profiles },
      ),
    { prefix: '/rest/v1' },
  );
  /** The product API's kit: a Bearer user, 422 with a readable `detail` for invalid input. */
  const apiKit = (scope: FastifyInstance): RouteKit =>
    routeKit(scope, {
      prefix: '/api',
      openapi,
      authenticate: (request) => requireApiUser(auth, request),
      userIdOf: (userId) => userId,
      invalid: (_part, detail) => new AppError('validation_failed', detail, { status: 422 }),
    });
  await app.register(
    (scope) => {
      const routes = apiKit(scope);
      healthRoutes(routes, { db, version: VERSION });
      chatRoutes(routes, { chats, prompts, limiter });
      toolRoutes(routes, {
        tools,
        admit: (userId) => db.transaction((tx) => payments.admitMessage(tx, userId)),
        limiter,
        rateLimit: {
          perUser: config.rateLimits.toolsPerUser,
          windowSeconds: config.rateLimits.windowSeconds,
        },
        rewriteReply: (userId, messageId, change) => chats.rewriteReply(userId, messageId, change),
        createChat: (userId, input) => chats.createWithReply(userId, input),
      });
      // Its own scope: the multipart reader is registered for the upload route only.
      void scope.register((filesScope) =>
        filesRoutes(filesScope, apiKit(filesScope), { files, maxBytes: config.files.maxBytes }),
      );
      paymentRoutes(scope, apiKit, { payments, publicOrigin: config.publicOrigin });
      referralRoutes(routes, { referrals, profiles });
      marketRoutes(routes, { market });
      routes.route({
        method: 'GET',
        url: '/openapi.json',
        auth: 'none',
        tag: 'meta',
        summary: 'This document',
        responses: { 200: { description: 'OpenAPI 3.1 document' } },
        handler: () => openapi.document({ title: `${config.appName} API`, version: VERSION }),
      });
    },
    { prefix: '/api' },
  );

  const runtimeConfig: RuntimeConfig = {
    apiUrl: config.publicApiUrl || '/api',
    supabaseUrl: config.publicAuthUrl,
    supabaseAnonKey: await tokens.anonKey(),
    appName: config.appName,
    assistantName: config.assistantName,
    supportEmail: config.supportEmail,
    files: { maxBytes: config.files.maxBytes, maxPerMessage: config.files.maxPerMessage },
    assistantEngine:
      provider.name === 'offline' ? 'Built-in engine' : (config.assistant.model ?? provider.name),
    testPayments: config.payments.provider === 'local',
  };
  await app.register((scope) => checkoutRoutes(scope, { payments, appName: config.appName }));
  await app.register((scope) => webRoutes(scope, { webDistDir: config.webDistDir, runtimeConfig }));

  const prune = setInterval(() => {
    limiter
      .prune()
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit prune failed'));
  }, RATE_LIMIT_PRUNE_INTERVAL_MS);
  prune.unref();
  // Replies whose process died (a crash, a restart) would otherwise stay "streaming" for ever.
  const sweepStaleReplies = (): void => {
    failStaleReplies(db, STALE_REPLY_SECONDS, INTERRUPTED_MESSAGE).catch((error: unknown) =>
      app.log.warn({ err: error }, 'stale-reply sweep failed'),
    );
  };
  sweepStaleReplies();
  const sweep = setInterval(sweepStaleReplies, STALE_REPLY_SWEEP_MS);
  sweep.unref();
  // What users deleted is gone for good after the retention period.
  const purge = setInterval(() => {
    purgeDeleted(db, config.deletedDataRetentionDays).catch((error: unknown) =>
      app.log.warn({ err: error }, 'purge of deleted chats failed'),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('preClose', async () => {
    await runner.shutdown(REPLY_SHUTDOWN_GRACE_MS);
  });
  app.addHook('onClose', async () => {
    clearInterval(prune);
    clearInterval(sweep);
    clearInterval(purge);
    await files.close();
    await production.close();
    await db.close();
  });

  return app;
}
