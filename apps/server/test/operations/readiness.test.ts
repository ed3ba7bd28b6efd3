import { afterAll, beforeAll, expect, it } from 'vitest';
import { latestMigration } from '../../src/db/migrate';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

it('is live and ready with a reachable, migrated database', async () => {
  const live = await fetch(`${server.url}/api/health/live`);
  expect(live.status).toBe(200);
  expect(await live.json()).toEqual({ status: 'alive' });
  const ready = await fetch(`${server.url}/api/health/ready`);
  expect(ready.status).toBe(200);
  expect(ready.headers.get('cache-control')).toBe('no-store');
  expect(await ready.json()).toEqual({ status: 'ready', database: 'reachable', draining: false });
});

it('is not ready while the latest migration is not applied', async () => {
  const latest = latestMigration();
  const [row] = await server.db.query('SELECT * FROM schema_migrations WHERE version = $1', [
    latest,
  ]);
  expect(row).toBeDefined();
  await server.db.query('DELETE FROM schema_migrations WHERE version = $1', [latest]);
  try {
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'not_ready',
      database: 'schema_missing',
      draining: false,
    });
  } finally {
    const columns = Object.keys(row ?? {});
    await server.db.query(
      `INSERT INTO schema_migrations (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row ?? {}),
    );
  }
  expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
});

it('fails readiness first when draining, while still serving, then stops listening', async () => {
  const draining = await startServer();
  const { lifecycle } = draining.app.operations;
  const drained = lifecycle.drain({ drainDelayMs: 1_500, graceMs: 1_000 });
  // At once: not ready, though alive and still answering requests.
  const ready = await fetch(`${draining.url}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({
    status: 'not_ready',
    database: 'reachable',
    draining: true,
  });
  expect((await fetch(`${draining.url}/api/health/live`)).status).toBe(200);
  expect((await fetch(`${draining.url}/api/`)).status).toBe(200);
  await drained;
  // After the delay it takes no new connections.
  await expect(fetch(`${draining.url}/api/`)).rejects.toThrow();
  await draining.close();
});
