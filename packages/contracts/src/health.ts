import { z } from './zod';

/** `GET /api/`: liveness plus whether the database answers. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  /** `schema_missing`: reachable, but without this version's tables (migrations not applied). */
  database: z.enum(['reachable', 'unreachable', 'schema_missing']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** Error body of the product API (`/api/*`), as the web app reads it. */
export const ApiErrorSchema = z.object({
  detail: z.union([z.string(), z.array(z.unknown())]),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
