import { HealthResponseSchema, type HealthResponse } from '@petrosage/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { OpenApiRegistry } from '../../lib/openapi';

const DATABASE_CHECK_TIMEOUT_MS = 2_000;

async function databaseReachable(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /api/`: the spec's health check. 503 when the database does not answer. */
export function healthRoutes(
  app: FastifyInstance,
  { db, version, openapi }: { db: Database; version: string; openapi: OpenApiRegistry },
): void {
  app.get('/', async (_request, reply) => {
    const reachable = await databaseReachable(db);
    const body: HealthResponse = {
      status: reachable ? 'ok' : 'degraded',
      version,
      database: reachable ? 'reachable' : 'unreachable',
    };
    return reply
      .code(reachable ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });

  openapi.add({
    method: 'get',
    path: '/api/',
    tag: 'health',
    summary: 'Health check: server version and database reachability',
    responses: {
      200: { description: 'Healthy', schema: HealthResponseSchema },
      503: { description: 'Database unreachable', schema: HealthResponseSchema },
    },
  });
}
