import type { FastifyPluginCallback } from 'fastify';
import { routeKit } from '../../lib/route-kit';
import { chatActionRoutes, chatRoutes } from '../../modules/chat/chat.routes';
import type { RouteContext } from './context';

/** Chats, prompts and their replies, search and export, mounted at `/api`. */
export const chatPlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { services, surfaces, openStreams },
  done,
) => {
  const { chats, prompts, limiter, search, exportChat } = services;
  const routes = routeKit(scope, surfaces.api);
  chatRoutes(routes, { chats, prompts, limiter, openStreams });
  chatActionRoutes(routes, { openStreams, chats, prompts, search, exportChat });
  done();
};
