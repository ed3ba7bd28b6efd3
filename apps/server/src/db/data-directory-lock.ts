import { readFileSync, linkSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process at a time per embedded database directory. PGlite is PostgreSQL in one process with
 * no shared memory between processes: two servers on one directory would each write the files
 * with their own idea of them (split brain, then a directory that no longer opens). The first
 * opener writes `petrosage.lock` with its pid; a second is refused while that process lives.
 *
 * A lock left by a process that died (kill -9, a power cut) is stale: its pid is gone, or is now
 * another program's (pids are reused — the process start time written beside the pid tells them
 * apart on Linux), or it is a zombie: killed, not yet reaped by its parent, and holding no file.
 * A stale lock is taken over.
 */

/** Refusal of a second opener, with the one line the server prints. */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly displayDir: string,
    readonly ownerPid: number,
    ownerHost: string,
  ) {
    super(
      `the database in ${displayDir} is in use by process ${ownerPid}${ownerHost === hostname() ? '' : ` on ${ownerHost}`}`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

export const LOCK_FILE_NAME = 'petrosage.lock';

interface LockOwner {
  pid: number;
  /** Start time of the process (clock ticks since boot, /proc/<pid>/stat), where known. */
  start: string | null;
  host: string;
}

/**
 * Process `pid` as /proc (Linux) shows it: its start time, and whether it has ended but not yet
 * been reaped by its parent (a zombie, state Z, or X while it is being removed). Null where there
 * is no /proc or no such process.
 */
function processStat(pid: number): { start: string | null; ended: boolean } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields 3 (state) and 22 (start time); the command name (field 2) may hold spaces and
    // parentheses, so count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0] ?? '';
    return { start: fields[19] ?? null, ended: state === 'Z' || state === 'X' };
  } catch {
    return null;
  }
}

/** The start time of process `pid`; null where it cannot be read. */
function processStart(pid: number): string | null {
  return processStat(pid)?.start ?? null;
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // cannot tell: another machine's process
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists, it is only not ours to signal.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = processStat(owner.pid);
  // A zombie answers signals but has closed every file it had: a supervisor restarting the
  // server the moment it was killed (before reaping it) must not be refused.
  if (stat?.ended) return false;
  if (owner.start === null) return true;
  const start = stat?.start ?? null;
  return start === null || start === owner.start;
}

function readOwner(path: string): { owner: LockOwner | null; text: string } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0) {
      return {
        text,
        owner: {
          pid: parsed.pid,
          start: typeof parsed.start === 'string' ? parsed.start : null,
          host: typeof parsed.host === 'string' ? parsed.host : hostname(),
        },
      };
    }
  } catch {
    // A lock file cut short by a crash while it was written: nobody owns it.
  }
  return { text, owner: null };
}

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

export interface DataDirectoryLock {
  readonly path: string;
  /** Gives the directory up (on close); a no-op when the lock is no longer this process's. */
  release(): void;
}

/**
 * Takes the lock of database directory `dir` (which must exist) for this process, or throws
 * {@link DataDirectoryInUseError}. `displayDir` is the directory as configured, for the message.
 */
export function lockDataDirectory(dir: string, displayDir: string): DataDirectoryLock {
  const path = join(dir, LOCK_FILE_NAME);
  const self: LockOwner = { pid: process.pid, start: processStart(process.pid), host: hostname() };
  const content = JSON.stringify(self);
  const pending = `${path}.${process.pid}.new`;

  for (let attempt = 0; attempt < 5; attempt += 1) {
    // Written whole under another name, then linked into place: the lock appears complete or not
    // at all, and linking fails if it exists.
    writeFileSync(pending, content, { mode: 0o644 });
    try {
      linkSync(pending, path);
      unlinkSync(pending);
      return lockHeldAt(path, content);
    } catch (error) {
      unlinkSync(pending);
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const found = readOwner(path);
    if (found === null) continue; // released meanwhile: try again
    if (found.owner !== null && isAlive(found.owner)) {
      throw new DataDirectoryInUseError(displayDir, found.owner.pid, found.owner.host);
    }
    // Stale. Moved aside (atomic), then checked to be the very lock judged stale: if another
    // opener took the directory in between, its lock goes back and the next round refuses.
    const aside = `${path}.${process.pid}.stale`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    const moved = readOwner(aside);
    if (moved !== null && moved.text !== found.text) {
      try {
        linkSync(aside, path);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
    }
    unlinkSync(aside);
  }
  const found = readOwner(path);
  throw new DataDirectoryInUseError(displayDir, found?.owner?.pid ?? 0, found?.owner?.host ?? '');
}

function lockHeldAt(path: string, content: string): DataDirectoryLock {
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      if (readFileSync(path, 'utf8') === content) unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  // A normal exit (including one after SIGTERM/SIGINT) gives the directory up; a kill -9 leaves a
  // stale lock, which the next opener takes over.
  process.on('exit', release);
  return { path, release };
}
