import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Headers supabase-js and the web app send cross-origin (decision 002). */
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

/** Cross-origin calls, with credentials, from the origins `CORS_ORIGINS` lists and no other. */
export const crossOrigin = fp<{ origins: readonly string[] }>(
  async (app, { origins }) => {
    await app.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && origins.includes(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: CORS_ALLOWED_HEADERS,
      exposedHeaders: CORS_EXPOSED_HEADERS,
      maxAge: 600,
    });
  },
  { name: 'cross-origin' },
);
