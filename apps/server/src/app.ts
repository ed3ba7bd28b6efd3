import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { Metrics, timedDatabase } from './lib/metrics';
import { requestIdOf, trustedProxies } from './lib/request-id';
import { recordRoutes } from './lib/route-kit';
import type { AssistantProvider } from './modules/assistant/model/provider';
import { OpenStreams } from './modules/chat/sse';
import { compression } from './plugins/compression';
import { crossOrigin } from './plugins/cors';
import { errorHandling, frameworkErrors } from './plugins/error-handling';
import { jsonBodies } from './plugins/json-bodies';
import { openApi } from './plugins/openapi';
import { operations } from './plugins/operations';
import { refusedBodies } from './plugins/refused-bodies';
import { requestIds } from './plugins/request-ids';
import { requestMetrics } from './plugins/request-metrics';
import { requestTimeLimit } from './plugins/request-time-limit';
import { accountPlugin } from './plugins/routes/account';
import { authPlugin } from './plugins/routes/auth';
import { chatPlugin } from './plugins/routes/chat';
import { surfacesOf, type RouteContext } from './plugins/routes/context';
import { filesPlugin } from './plugins/routes/files';
import { healthPlugin } from './plugins/routes/health';
import { mailCapturePlugin } from './plugins/routes/mail-capture';
import { marketPlugin } from './plugins/routes/market';
import { metricsPlugin } from './plugins/routes/metrics';
import { operatorPlugin } from './plugins/routes/operator';
import { checkoutPlugin, paymentsPlugin } from './plugins/routes/payments';
import { profilesPlugin } from './plugins/routes/profiles';
import { referralsPlugin } from './plugins/routes/referrals';
import { restPlugin } from './plugins/routes/rest';
import { toolsPlugin } from './plugins/routes/tools';
import { webPlugin } from './plugins/routes/web';
import { securityHeaders } from './plugins/security-headers';
import { buildServices } from './services';

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

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * Builds the whole server without listening; `index.ts` listens, tests use a port or inject. The
 * concerns every request meets come first, then the document of the API, then each module's
 * routes (`src/plugins`).
 */
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
    frameworkErrors,
  });

  await app.register(requestIds);
  if (instrument) await app.register(requestMetrics, { metrics });
  await app.register(requestTimeLimit, { timeoutMs: config.requestTimeoutMs });
  await app.register(refusedBodies, { timeoutMs: config.requestTimeoutMs });
  await app.register(errorHandling);
  recordRoutes(app);
  await app.register(jsonBodies);
  await app.register(securityHeaders, {
    publicApiUrl: config.publicApiUrl,
    publicAuthUrl: config.publicAuthUrl,
  });
  await app.register(crossOrigin, { origins: config.corsOrigins });
  await app.register(compression);

  const services = await buildServices({
    config,
    db,
    log: app.log,
    provider: givenProvider,
    ...(instrument && { metrics }),
  });
  const openStreams = new OpenStreams();
  await app.register(operations, { config, services, metrics, openStreams, database: givenDb });
  const context: RouteContext = {
    config,
    services,
    surfaces: surfacesOf(config, services),
    metrics,
    openStreams,
    lifecycle: app.operations.lifecycle,
    version: VERSION,
  };
  await app.register(openApi, {
    title: `${config.appName} API`,
    version: VERSION,
    surface: context.surfaces.api,
  });
  // Each module's routes, under the prefix of the API surface they belong to.
  await app.register(authPlugin, { ...context, prefix: '/auth/v1' });
  await app.register(mailCapturePlugin, context);
  await app.register(restPlugin, { ...context, prefix: '/rest/v1' });
  await app.register(healthPlugin, { ...context, prefix: '/api' });
  await app.register(chatPlugin, { ...context, prefix: '/api' });
  await app.register(toolsPlugin, { ...context, prefix: '/api' });
  await app.register(filesPlugin, { ...context, prefix: '/api' });
  await app.register(paymentsPlugin, { ...context, prefix: '/api' });
  await app.register(referralsPlugin, { ...context, prefix: '/api' });
  await app.register(profilesPlugin, { ...context, prefix: '/api' });
  await app.register(accountPlugin, { ...context, prefix: '/api' });
  await app.register(marketPlugin, { ...context, prefix: '/api' });
  await app.register(operatorPlugin, { ...context, prefix: '/api' });
  await app.register(metricsPlugin, context);
  await app.register(checkoutPlugin, context);
  await app.register(webPlugin, context);

  if (warmWorkers) await services.production.warm();
  return app;
}
