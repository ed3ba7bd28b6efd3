import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { latestMigration, schemaIsCurrent } from '../../src/db/migrate';
import {
  memorySnapshotPath,
  openMigratedDatabase,
  prepareMemorySnapshot,
} from '../../src/db/migrated-database';
import { PROCESS_BOUND } from '../helpers/process';

/*
 * A database in memory starts from a snapshot of the migrated schema (decision 038): each opening
 * is a fresh copy of it, with every migration applied, sharing nothing with another opening.
 */

describe('the memory database snapshot', () => {
  it('is made once for this PGlite and these migrations', PROCESS_BOUND, async () => {
    const path = await prepareMemorySnapshot();
    expect(path).toBe(memorySnapshotPath());
    expect(path).toMatch(/node_modules\/\.cache\/petrosage-pglite\/memory-[0-9a-f]{16}\.tar\.gz$/);
    expect(existsSync(path)).toBe(true);
    expect(await prepareMemorySnapshot()).toBe(path);
  });

  it('opens migrated, and each opening is a database of its own', PROCESS_BOUND, async () => {
    const first = await openMigratedDatabase({});
    const second = await openMigratedDatabase({});
    try {
      expect(first.kind).toBe('pglite');
      expect(await schemaIsCurrent(first, latestMigration())).toBe(true);
      await first.query(
        "INSERT INTO users (id, email, encrypted_password) VALUES (gen_random_uuid(), 'one@example.com', 'x')",
      );
      expect(await first.query('SELECT email FROM users')).toEqual([{ email: 'one@example.com' }]);
      expect(await second.query('SELECT email FROM users')).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
