import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../../src/db/backup/backup';
import { RestoreError, restoreIntoDirectory } from '../../src/db/backup/restore';
import { BACKUP_CHECK_PREFIX, type BackupCheck } from '../../src/db/backup/table-check';
import { lockDataDirectory } from '../../src/db/data-directory-lock';
import { postJson } from '../helpers/api';
import { signUpUser, startServer, type TestServer } from '../helpers/server';
import { grantStandard } from '../helpers/subscription';

/*
 * Backups of the embedded database while it is written to, and their restore into an empty
 * data directory (decision 049). The hashes here are computed by the test's own SQL on the
 * restored database, and compared with what the backup says it holds: the rows of the snapshot
 * it was made from.
 */

const SERVICE_KEY = 'operator-key-0123456789-0123456789-0123';
const work = mkdtempSync(join(tmpdir(), 'petrosage-backup-'));
const backupDir = join(work, 'backups');
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    DATABASE_URL: '',
    AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
    BACKUP_DIR: backupDir,
    BACKUP_KEEP: '1',
  });
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every public table's row count and the MD5 of its rows, sorted byte by byte. */
async function tablesOf(db: PGlite): Promise<BackupCheck> {
  await db.exec(`SET TIME ZONE 'UTC'`);
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const result: BackupCheck = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5 FROM public."${name}" t`,
    );
    result[name] = rows[0] ?? { rows: -1, md5: '' };
  }
  return result;
}

function checkIn(file: string): BackupCheck {
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  const line = text.split('\n').find((l) => l.startsWith(BACKUP_CHECK_PREFIX));
  if (!line) throw new Error('the backup has no check line');
  return JSON.parse(line.slice(BACKUP_CHECK_PREFIX.length)) as BackupCheck;
}

const requestBackup = () =>
  fetch(`${server.url}/api/admin/backups`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_KEY}` },
  });

describe('a backup of the embedded database', () => {
  it(
    'taken while prompts are written, restores to the rows it was taken with',
    { timeout: 900_000 },
    async () => {
      const writers = await Promise.all([signUpUser(server), signUpUser(server)]);
      for (const writer of writers) await grantStandard(server, writer.accessToken);
      let writing = true;
      let sent = 0;
      const write = async (token: string): Promise<void> => {
        while (writing) {
          const response = await postJson(server, token, '/prompt', {
            messages: [
              {
                role: 'user',
                content: `What is the hydrostatic pressure of 10 ppg mud at ${1000 + sent} ft?`,
              },
            ],
          });
          expect(response.status).toBe(200);
          sent += 1;
        }
      };
      const writes = Promise.all(writers.map((writer) => write(writer.accessToken)));
      while (sent < 4) await new Promise((resolve) => setTimeout(resolve, 20));
      const response = await requestBackup();
      const sentBefore = sent;
      expect(response.status).toBe(200);
      const backup = (await response.json()) as { path: string; file: string; bytes: number };
      expect(backup.file).toMatch(/^petrosage-.*\.sql\.gz$/);
      expect(backup.bytes).toBeGreaterThan(1000);
      // Prompts went on while the backup was written.
      while (sent < sentBefore + 2) await new Promise((resolve) => setTimeout(resolve, 20));
      writing = false;
      await writes;

      const check = checkIn(backup.path);
      const messages = check.messages?.rows ?? 0;
      expect(messages).toBeGreaterThanOrEqual(8);
      const live = (
        await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages')
      )[0]?.n;
      expect(messages).toBeLessThan(live ?? 0);

      const target = join(work, 'restored');
      const result = await restoreIntoDirectory(backup.path, target, target);
      expect(result.checkedTables).toBe(Object.keys(check).length);
      const restored = await PGlite.create(join(target, 'pglite'));
      try {
        expect(await tablesOf(restored)).toEqual(check);
        // Every stored prompt has its reply, as the server writes them: in one transaction.
        const { rows } = await restored.query<{ users: number; replies: number }>(
          `SELECT count(*) FILTER (WHERE role = 'user')::int AS users,
                count(*) FILTER (WHERE role = 'assistant')::int AS replies FROM messages`,
        );
        expect(rows[0]?.users).toBe(rows[0]?.replies);
        expect(rows[0]?.users).toBe(messages / 2);
      } finally {
        await restored.close();
      }
    },
  );

  it("is the operator's: no key, no backup", async () => {
    const response = await fetch(`${server.url}/api/admin/backups`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it(
    'is one at a time; the newest BACKUP_KEEP are kept, and no partial file',
    { timeout: 900_000 },
    async () => {
      const [first, second] = await Promise.all([
        writeBackup(server.db, { dir: backupDir, keep: 1 }),
        requestBackup(),
      ]);
      expect(first.bytes).toBeGreaterThan(0);
      expect(second.status).toBe(409);
      expect(((await second.json()) as { detail: string }).detail).toMatch(/being written now/);
      expect(readdirSync(backupDir)).toEqual([first.file]);
    },
  );
});

/** The backup the tests above left (BACKUP_KEEP=1). */
const lastBackup = (): string => {
  const [name] = readdirSync(backupDir);
  if (name === undefined) throw new Error('no backup left by the tests above');
  return join(backupDir, name);
};

describe('a restore into a data directory', () => {
  it('is refused on a directory that is not empty, which it leaves as it was', async () => {
    const busy = join(work, 'not-empty');
    mkdirSync(busy, { recursive: true });
    writeFileSync(join(busy, 'notes.txt'), 'keep me');
    await expect(restoreIntoDirectory(lastBackup(), busy, './not-empty')).rejects.toThrow(
      /\.\/not-empty is not empty \(notes\.txt\): restore into an empty or new directory/,
    );
    expect(readdirSync(busy)).toEqual(['notes.txt']);
  });

  it('is refused on a directory a live process has open', async () => {
    const inUse = join(work, 'in-use');
    mkdirSync(inUse, { recursive: true });
    const lock = lockDataDirectory(inUse, './in-use');
    try {
      await expect(restoreIntoDirectory(lastBackup(), inUse, './in-use')).rejects.toThrow(
        `the database in ./in-use is in use by process ${process.pid}`,
      );
    } finally {
      lock.release();
    }
  });

  it(
    'refuses a file that is not a backup, and leaves the directory empty',
    { timeout: 900_000 },
    async () => {
      const bogus = join(work, 'bogus.sql');
      writeFileSync(bogus, 'CREATE TABLE t (id int);\nINSERT INTO nowhere VALUES (1);\n');
      const target = join(work, 'after-bogus');
      await expect(restoreIntoDirectory(bogus, target, target)).rejects.toBeInstanceOf(
        RestoreError,
      );
      expect(() => readdirSync(target)).toThrow();
    },
  );
});
