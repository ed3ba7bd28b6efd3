import { z } from './zod';

/** `GET /api/`: liveness plus whether the database answers. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  /** `schema_missing`: reachable, but without this version's tables (migrations not applied). */
  database: z.enum(['reachable', 'unreachable', 'schema_missing']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * `GET /api/health/ready`: whether a load balancer should send this process traffic. 200 when the
 * database answers with this version's schema and the process is not shutting down; else 503.
 */
export const ReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: HealthResponseSchema.shape.database,
  /** Shutting down: finishing what it has, taking nothing new. */
  draining: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;

/** `GET /api/health/live`: the process answers (nothing else is checked). */
export const LivenessResponseSchema = z.object({ status: z.literal('alive') });
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;

/** Error body of the product API (`/api/*`), as the web app reads it. */
export const ApiErrorSchema = z.object({
  detail: z.union([z.string(), z.array(z.unknown())]),
  /** The request's id (`X-Request-Id`), as in the server's log: quote it when reporting a problem. */
  request_id: z.optional(z.string()),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
