import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../../src/db/migrated-database';
import { BACKUP_CHECK_PREFIX } from '../../src/db/backup/table-check';
import { createAccount, expectKept, type Account } from '../db/kill-restart';
import { exitCode, listeningUrl, startProcess, type ServerProcess } from '../helpers/process';

/*
 * `npm run db:backup` against a running server (which makes the backup: it owns the directory),
 * and a server killed with SIGKILL in the middle of one: the database and the earlier backups
 * are as they were, and what the interrupted backup left is cleaned up by the next one.
 */

const BACKUP_ENTRY = fileURLToPath(new URL('../../src/db/backup-cli.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'petrosage-backup-process-'));
const dataDir = join(work, 'data');
const backupDir = join(work, 'backups');
const started: ServerProcess[] = [];

afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '5' };

function startServer(): ServerProcess {
  const server = startProcess({ ...env, LOG_LEVEL: 'info' });
  started.push(server);
  return server;
}

/** Runs `npm run db:backup`'s command; its exit code and what it printed. */
function runBackup(): { done: Promise<{ code: number | null; output: string }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', BACKUP_ENTRY], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    done: new Promise((resolve) => child.once('exit', (code) => resolve({ code, output }))),
  };
}

const finished = () => readdirSync(backupDir).filter((name) => name.endsWith('.sql.gz'));
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('npm run db:backup', () => {
  it(
    'is made by the running server; a kill -9 during one leaves the database and earlier backups intact',
    { timeout: 900_000 },
    async () => {
      // Rows enough for the backup to take a while (about 2 MB of script).
      const seeding = await openMigratedDatabase({ dataDir });
      await seeding.exec(`INSERT INTO rate_limit_counters (key, hits, expires_at)
      SELECT 'seed:' || g || ':' || repeat('x', 100), 1, now() + interval '30 days'
      FROM generate_series(1, 20000) g`);
      await seeding.close();

      const account: Account = {
        email: `backup-${Date.now()}@example.com`,
        password: 'backup-test-1',
        chatTitle: 'Kept through a backup',
      };
      let server = startServer();
      let url = await listeningUrl(server);
      await createAccount(url, account);

      const first = await runBackup().done;
      expect(first.output).toMatch(/Backup written: .*petrosage-.*\.sql\.gz \(/);
      expect(first.code).toBe(0);
      const [earlier] = finished();
      if (earlier === undefined) throw new Error('no backup written');
      const earlierHash = sha256(join(backupDir, earlier));

      // The second one: the server is killed while it makes it (from the copy of the data
      // directory to the file written).
      const second = runBackup();
      let cliEnded = false;
      void second.done.then(() => (cliEnded = true));
      const inProgress = (name: string) =>
        name.startsWith('.snapshot-') || name.endsWith('.partial');
      while (!readdirSync(backupDir).some(inProgress)) {
        expect(cliEnded, 'the backup finished before it could be interrupted').toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      server.child.kill('SIGKILL');
      await exitCode(server);
      const interrupted = await second.done;
      expect(interrupted.code).toBe(1);
      expect(finished()).toEqual([earlier]);
      expect(sha256(join(backupDir, earlier))).toBe(earlierHash);
      const script = gunzipSync(readFileSync(join(backupDir, earlier))).toString('utf8');
      expect(script).toContain(BACKUP_CHECK_PREFIX);

      // The database opens again with every row, and the next backup cleans up.
      server = startServer();
      url = await listeningUrl(server);
      await expectKept(url, account);
      const third = await runBackup().done;
      expect(third.code).toBe(0);
      expect(finished()).toHaveLength(2);
      expect(readdirSync(backupDir).filter(inProgress)).toEqual([]);

      // With no server running, the command opens the directory itself.
      server.child.kill('SIGTERM');
      expect(await exitCode(server)).toBe(0);
      expect(existsSync(join(dataDir, 'petrosage.sock'))).toBe(false);
      const offline = await runBackup().done;
      expect(offline.code).toBe(0);
      expect(finished()).toHaveLength(3);
    },
  );
});
