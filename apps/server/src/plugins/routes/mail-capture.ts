import type { FastifyPluginCallback } from 'fastify';
import { mailCaptureRoutes } from '../../modules/mail/mail.routes';
import type { RouteContext } from './context';

/**
 * The capture server's pages, `/dev/mail`: when mail is captured, in development and tests only
 * (the config refuses capture in production).
 */
export const mailCapturePlugin: FastifyPluginCallback<RouteContext> = (
  scope,
  { config, services },
  done,
) => {
  const { capture } = services.mailer;
  if (capture && config.env !== 'production') {
    mailCaptureRoutes(scope, { capture, appName: config.appName });
  }
  done();
};
