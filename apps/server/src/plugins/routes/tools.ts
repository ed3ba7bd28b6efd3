import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { toolRoutes } from '../../modules/tools/tools.routes';
import type { RouteContext } from './context';

/** The calculators and tools, run from a calculation card, mounted at `/api`. */
export const toolsPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { config, services, surfaces, metrics },
  done,
) => {
  const { tools, payments, limiter, chats } = services;
  toolRoutes(routeKit(scope, surfaces.api), {
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
  done();
};
