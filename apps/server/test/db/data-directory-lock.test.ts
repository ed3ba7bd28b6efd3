import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  DataDirectoryInUseError,
  LOCK_FILE_NAME,
  lockDataDirectory,
} from '../../src/db/data-directory-lock';
import { openDatabase } from '../../src/db/database';
import { PROCESS_BOUND } from '../helpers/process';

const freshDir = () => mkdtempSync(join(tmpdir(), 'petrosage-lock-'));

/** The pid of a process that has ended (it may be reused later; the start time tells). */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

describe('the data-directory lock', () => {
  it('refuses a second opener with the one line the server prints, until released', () => {
    const dir = freshDir();
    const first = lockDataDirectory(dir, './data');
    expect(() => lockDataDirectory(dir, './data')).toThrow(DataDirectoryInUseError);
    expect(() => lockDataDirectory(dir, './data')).toThrow(
      `the database in ./data is in use by process ${process.pid}`,
    );
    first.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    lockDataDirectory(dir, './data').release();
  });

  it('takes over a lock whose process is gone, or whose pid now names another process', () => {
    const dir = freshDir();
    const path = join(dir, LOCK_FILE_NAME);
    writeFileSync(path, JSON.stringify({ pid: deadPid(), start: '1', host: hostname() }));
    const taken = lockDataDirectory(dir, './data');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    taken.release();

    // A live pid with another start time: the pid was reused by some other program.
    writeFileSync(
      path,
      JSON.stringify({ pid: process.pid, start: 'not-this-one', host: hostname() }),
    );
    lockDataDirectory(dir, './data').release();
  });

  it('takes over a lock whose process is a zombie: ended, not yet reaped by its parent', async () => {
    // The shell becomes `sleep 60` before its child ends, and `sleep` never reaps it: the child is
    // a zombie from then on, as a killed server is until its supervisor reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 60']);
    try {
      const zombie = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      const stat = (): string => readFileSync(`/proc/${zombie}/stat`, 'utf8');
      await vi.waitFor(() => expect(stat()).toMatch(/\) Z /), { timeout: 10_000 });
      const start = stat()
        .slice(stat().lastIndexOf(')') + 2)
        .split(' ')[19];
      const dir = freshDir();
      writeFileSync(
        join(dir, LOCK_FILE_NAME),
        JSON.stringify({ pid: zombie, start, host: hostname() }),
      );
      const taken = lockDataDirectory(dir, './data');
      expect(JSON.parse(readFileSync(taken.path, 'utf8'))).toMatchObject({ pid: process.pid });
      taken.release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('takes over a lock file cut short by a crash', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), '{"pid": 12');
    lockDataDirectory(dir, './data').release();
  });

  it('never removes a lock that another opener holds', () => {
    const dir = freshDir();
    const mine = lockDataDirectory(dir, './data');
    const theirs = JSON.stringify({ pid: 1, start: null, host: hostname() });
    writeFileSync(join(dir, LOCK_FILE_NAME), theirs);
    mine.release();
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(theirs);
  });

  // Opens the embedded database twice: slow on a loaded machine (the bound only catches a hang).
  it(
    'is held by an open embedded database and given up when it closes',
    PROCESS_BOUND,
    async () => {
      const dir = freshDir();
      const db = await openDatabase({ dataDir: dir });
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirectoryInUseError);
      await db.close();
      const again = await openDatabase({ dataDir: dir });
      await again.close();
    },
  );
});
