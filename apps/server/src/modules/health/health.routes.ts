import { HealthResponseSchema, type HealthResponse } from '@petrosage/contracts/health';
import type { Database } from '../../db/database';
import { latestMigration, schemaIsCurrent } from '../../db/migrate';
import type { RouteKit } from '../../lib/route-kit';

const DATABASE_CHECK_TIMEOUT_MS = 2_000;

type DatabaseState = HealthResponse['database'];

/** Reachable with this version's schema, reachable without it, or not answering in time. */
async function databaseState(db: Database, latest: string | undefined): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseState>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    const check = schemaIsCurrent(db, latest).then((current) =>
      current ? 'reachable' : 'schema_missing',
    );
    return await Promise.race([check, timeout]);
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /api/`: the product's health check. 503 when the database does not answer. */
export function healthRoutes(
  routes: RouteKit,
  { db, version }: { db: Database; version: string },
): void {
  const latest = latestMigration();
  routes.route({
    method: 'GET',
    url: '/',
    auth: 'none',
    tag: 'health',
    summary: 'Health check: server version and database reachability',
    responses: {
      200: { description: 'Healthy', schema: HealthResponseSchema },
      503: { description: 'Database unreachable', schema: HealthResponseSchema },
    },
    handler: async ({ reply }) => {
      const database = await databaseState(db, latest);
      const ok = database === 'reachable';
      const body: HealthResponse = { status: ok ? 'ok' : 'degraded', version, database };
      if (!ok) void reply.header('retry-after', '5');
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
