import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join, resolve } from 'node:path';
import { BackupInProgressError, type Backup } from './backup';

/**
 * The local control channel of a server on the embedded database: a Unix socket in its data
 * directory (`petrosage.sock`, readable and writable by its owner only) through which
 * `npm run db:backup` asks the running server for a backup — the one process that has the
 * database open makes it, so the directory is never opened twice (decision 018).
 */

export const CONTROL_SOCKET_NAME = 'petrosage.sock';
/** Longest socket path the system takes (108 bytes on Linux, 104 on macOS), with room to spare. */
const MAX_SOCKET_PATH = 100;

/** A backup as the channel answers it. */
export interface BackupReply {
  path: string;
  file: string;
  bytes: number;
  written_at: string;
  held_ms: number;
  took_ms: number;
}

export function backupReply(backup: Backup): BackupReply {
  return {
    path: backup.path,
    file: backup.file,
    bytes: backup.bytes,
    written_at: backup.writtenAt.toISOString(),
    held_ms: backup.heldMs,
    took_ms: backup.tookMs,
  };
}

export function controlSocketPath(dataDir: string): string {
  return join(resolve(dataDir), CONTROL_SOCKET_NAME);
}

/**
 * Listens on the data directory's control socket; answers the function that stops it, or
 * undefined (with the reason) when the path is too long for a socket.
 */
export async function startControlChannel(
  dataDir: string,
  backup: () => Promise<Backup>,
): Promise<{ close(): Promise<void> } | { unavailable: string }> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    return {
      unavailable: `the control socket's path (${path}) is too long for a Unix socket; npm run db:backup cannot reach this server (use POST /api/admin/backups)`,
    };
  }
  // This process holds the directory's lock: a socket file left here is a dead server's.
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') {
      answer(404, { detail: 'Unknown request' });
      return;
    }
    req.resume();
    backup().then(
      (written) => answer(200, backupReply(written)),
      (error: unknown) =>
        answer(error instanceof BackupInProgressError ? 409 : 500, {
          detail: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolvePromise());
  });
  chmodSync(path, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
        rmSync(path, { force: true });
      }),
  };
}

/**
 * Asks the server owning `dataDir` for a backup through its control socket. Undefined when no
 * server listens there; a server that refuses answers its reason as an error.
 */
export function requestBackup(dataDir: string): Promise<BackupReply | undefined> {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      { socketPath: controlSocketPath(dataDir), method: 'POST', path: '/backup' },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(body) as BackupReply & { detail?: string };
            if (res.statusCode === 200) resolvePromise(parsed);
            else reject(new Error(parsed.detail ?? `the server answered ${res.statusCode}`));
          } catch {
            reject(new Error(`the server answered ${res.statusCode} without a reason`));
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolvePromise(undefined);
      else reject(error);
    });
    req.end();
  });
}
