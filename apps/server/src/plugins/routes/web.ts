import { BUILT_IN_ENGINE, type RuntimeConfig } from '@petrosage/contracts/runtime-config';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { webRoutes } from '../../modules/web/web.routes';
import type { Services } from '../../services';
import type { RouteContext } from './context';

/** What the web app is told at `/config.js`. */
async function runtimeConfigOf(config: Config, services: Services): Promise<RuntimeConfig> {
  return {
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
}

/** The built web app, `/config.js`, and the answer to every path no route knows. */
export const webPlugin: FastifyPluginAsync<RouteContext> = async (scope, { config, services }) => {
  await webRoutes(scope, {
    webDistDir: config.webDistDir,
    runtimeConfig: await runtimeConfigOf(config, services),
  });
};
