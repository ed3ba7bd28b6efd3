import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database';
import { openPgliteThread } from '../../src/db/pglite-thread';

let db: Database;

beforeAll(async () => {
  db = await openPgliteThread(undefined);
  await db.exec(`
    CREATE TABLE wells (id int PRIMARY KEY, name text NOT NULL UNIQUE);
    CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL);
    INSERT INTO counter VALUES (1, 0);`);
});
afterAll(() => db.close());

describe('PGlite on its own thread', () => {
  it('returns rows with their PostgreSQL types', async () => {
    const [row] = await db.query(
      `SELECT $1::int AS n, $2::text AS t, now() AS at, '{"psi": 6770.4}'::jsonb AS j,
              '\\x0102'::bytea AS b, ARRAY['a', 'b'] AS a, NULL::text AS nothing, 1.5::float8 AS f`,
      [7, 'Eagle Ford'],
    );
    expect(row).toMatchObject({ n: 7, t: 'Eagle Ford', j: { psi: 6770.4 }, a: ['a', 'b'] });
    expect(row?.at).toBeInstanceOf(Date);
    expect(Array.from(row?.b as Uint8Array)).toEqual([1, 2]);
    expect(row?.nothing).toBeNull();
    expect(row?.f).toBe(1.5);
  });

  it('passes PostgreSQL errors on with their fields', async () => {
    await db.query('INSERT INTO wells VALUES (1, $1)', ['Smith 1H']);
    const error: unknown = await db
      .query('INSERT INTO wells VALUES (2, $1)', ['Smith 1H'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'wells_name_key' });
    expect((error as Error).message).toMatch(/duplicate key/);
    // The connection is usable after the error.
    expect(await db.query('SELECT count(*)::int AS n FROM wells')).toEqual([{ n: 1 }]);
  });

  it('commits a transaction, and rolls it back when its work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO wells VALUES (10, $1)', ['Kept 10H']);
    });
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO wells VALUES (11, $1)', ['Lost 11H']);
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    expect(failure).toBe('changed my mind');
    const names = await db.query<{ name: string }>('SELECT name FROM wells WHERE id >= 10');
    expect(names.map((row) => row.name)).toEqual(['Kept 10H']);
  });

  it('gives a transaction the database to itself: statements sent meanwhile run after it', async () => {
    let outsideSaw: number | undefined;
    const inside = db.transaction(async (tx) => {
      await tx.query('INSERT INTO wells VALUES (20, $1)', ['During 20H']);
      // Sent while the transaction is open: it must not see the uncommitted row half-done,
      // nor run inside the transaction.
      void db
        .query<{ n: number }>('SELECT count(*)::int AS n FROM wells WHERE id = 20')
        .then(([row]) => {
          outsideSaw = row?.n;
        });
      await sleep(50);
      expect(outsideSaw).toBeUndefined();
      await tx.query('UPDATE wells SET name = $1 WHERE id = 20', ['After 20H']);
    });
    await inside;
    await vi.waitFor(() => expect(outsideSaw).toBe(1));
  });

  it('never runs two transactions at once (no lost update)', async () => {
    const increment = () =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ value: number }>('SELECT value FROM counter WHERE id = 1');
        await sleep(5);
        await tx.query('UPDATE counter SET value = $1 WHERE id = 1', [(row?.value ?? 0) + 1]);
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    expect(await db.query('SELECT value FROM counter WHERE id = 1')).toEqual([{ value: 10 }]);
  });

  it('keeps data on disk across a close and reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
    try {
      const first = await openPgliteThread(dir);
      await first.exec('CREATE TABLE notes (body text)');
      await first.query('INSERT INTO notes VALUES ($1)', ['kick at 9,850 ft']);
      await first.close();
      const second = await openPgliteThread(dir);
      expect(await second.query('SELECT body FROM notes')).toEqual([{ body: 'kick at 9,850 ft' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('vacuums and analyzes tables past autovacuum’s thresholds, and leaves the others alone', async () => {
    const maintained = await openPgliteThread(undefined, { maintenanceMs: 200 });
    try {
      await maintained.exec(`
        CREATE TABLE churn (id int PRIMARY KEY, v int);
        CREATE TABLE quiet (id int PRIMARY KEY);
        INSERT INTO churn SELECT g, 0 FROM generate_series(1, 500) g;
        INSERT INTO quiet SELECT g FROM generate_series(1, 10) g;
        UPDATE churn SET v = v + 1;
        UPDATE churn SET v = v + 1;`);
      const stats = (name: string) =>
        maintained.query<{ vacuums: number; analyzes: number; dead: number }>(
          `SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes, n_dead_tup::int AS dead
           FROM pg_stat_user_tables WHERE relname = $1`,
          [name],
        );
      await vi.waitFor(
        async () => {
          expect(await stats('churn')).toEqual([{ vacuums: 1, analyzes: 1, dead: 0 }]);
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(await stats('quiet')).toEqual([{ vacuums: 0, analyzes: 0, dead: 0 }]);
    } finally {
      await maintained.close();
    }
  });

  it('refuses statements once closed, with a clear error', async () => {
    const closing = await openPgliteThread(undefined);
    await closing.close();
    await expect(closing.query('SELECT 1')).rejects.toThrow(/database thread stopped/);
  });
});
