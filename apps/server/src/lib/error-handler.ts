import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError } from '../db/database';
import { AppError } from './errors';

export type Surface = 'auth' | 'rest' | 'api';

export function surfaceOf(url: string): Surface {
  if (url.startsWith('/auth/')) return 'auth';
  if (url.startsWith('/rest/')) return 'rest';
  return 'api';
}

export const SUPABASE_API_VERSION = '2024-01-01';

/** What a 503 for a lost database tells the client to wait before trying again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'The request did not arrive in time',
  411: 'Content-Length required',
  413: 'Request body is too large',
  414: 'URL too long',
  415: 'Unsupported Content-Type',
  431: 'Request headers are too large',
};

/** Turns anything thrown (ours, Fastify's, unexpected) into a safe AppError. */
export function toAppError(error: unknown, request: FastifyRequest, surface: Surface): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof DatabaseUnavailableError) {
    request.log.warn({ err: error.cause }, 'database unavailable');
    return new AppError(
      'service_unavailable',
      'The service is briefly unavailable: its database is not answering. Please try again in a moment.',
      { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } },
    );
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return surface === 'rest'
        ? new AppError('PGRST102', 'Empty or invalid json')
        : new AppError('bad_json', 'Could not parse request body as JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(
        'request_too_large',
        `Request body is too large: the limit is ${request.routeOptions.bodyLimit ?? 0} bytes`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        'unsupported_media_type',
        `Unsupported Content-Type: ${request.headers['content-type'] ?? 'none'}; send application/json`,
      );
    default:
      break;
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // Fastify's own client errors (bad content length, malformed URL…): the status, in words of
    // our own; a library's message names its internals and is logged, not answered.
    request.log.info({ err: error }, 'request refused by the framework');
    return new AppError('validation_failed', CLIENT_ERROR_MESSAGES[status] ?? 'Bad request', {
      status,
    });
  }
  request.log.error({ err: error }, 'unexpected error');
  return new AppError('unexpected_failure', 'Internal server error');
}

/**
 * Answers `error` in the surface's shape, with the request's id (`request_id`, as in the log and
 * the `X-Request-Id` header) so a user's report leads to the log lines.
 */
export function sendError(reply: FastifyReply, error: AppError, surface: Surface): FastifyReply {
  const { options } = error;
  if (options.headers) void reply.headers(options.headers);
  if (error.status === 429 && !reply.hasHeader('retry-after'))
    void reply.header('retry-after', '60');
  void reply.code(error.status);
  switch (surface) {
    case 'auth':
      return reply
        .header('x-supabase-api-version', SUPABASE_API_VERSION)
        .header('x-sb-error-code', error.code)
        .send({
          code: error.code,
          error_code: error.code,
          msg: error.message,
          message: error.message,
          ...options.extra,
          request_id: reply.request.id,
        });
    case 'rest':
      return reply.header('proxy-status', `PostgREST; error=${error.code}`).send({
        code: error.code,
        message: error.message,
        details: options.details ?? null,
        hint: options.hint ?? null,
        request_id: reply.request.id,
      });
    case 'api':
      return reply.send({ detail: error.message, ...options.extra, request_id: reply.request.id });
  }
}
