import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sendError, surfaceOf, toAppError } from '../lib/error-handler';
import { AppError } from '../lib/errors';

/**
 * The one root error handler: anything a route throws is answered in its surface's shape, an
 * unexpected error as a generic 500 (logged with the request id, never its message).
 */
export const errorHandling = fp(
  (app, _options, done) => {
    app.setErrorHandler((error, request, reply) => {
      const surface = surfaceOf(request.url);
      return sendError(reply, toAppError(error, request, surface), surface);
    });
    done();
  },
  { name: 'error-handling' },
);

/** A URL the router cannot decode: our own words, in the surface's shape, not Fastify's. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  _error,
  request,
  reply,
) => {
  void sendError(
    reply,
    new AppError('validation_failed', 'Bad request: the URL is not valid', { status: 400 }),
    surfaceOf(request.url),
  );
};
