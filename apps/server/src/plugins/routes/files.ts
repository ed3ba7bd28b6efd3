import type { FastifyPluginAsync } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { filesRoutes } from '../../modules/files/files.routes';
import type { RouteContext } from './context';

/** Attachments, mounted at `/api`; the multipart reader is registered in this scope only. */
export const filesPlugin: FastifyPluginAsync<RouteContext> = async (
  scope,
  { config, services, surfaces },
) => {
  await filesRoutes(scope, routeKit(scope, surfaces.api), {
    files: services.files,
    maxBytes: config.files.maxBytes,
  });
};
