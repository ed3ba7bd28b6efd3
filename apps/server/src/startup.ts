import { createServer } from 'node:net';
import { ConfigError } from './config';
import { DataDirectoryInUseError } from './db/data-directory-lock';

/** The port the server would listen on is taken by another program. */
export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(`port ${port} on ${host} is in use by another program (set PORT to another port)`);
    this.name = 'PortInUseError';
  }
}

/**
 * Fails when `host:port` cannot be listened on, before anything else starts: a server refused
 * for a busy port must not have opened (and locked, and migrated) the database first.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error);
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
/** PostgreSQL's codes for a database that is not there or will not have us. */
const POSTGRES_REFUSALS: Record<string, string> = {
  '3D000': 'the database does not exist',
  '28P01': 'the password was refused',
  '28000': 'the role is not allowed to connect',
};

/**
 * The one line a start that cannot go on prints (no stack trace): a configuration error, a
 * database directory in use, a busy port, an unreachable or refusing PostgreSQL server.
 * Undefined for anything unexpected, which is thrown as it is.
 */
export function startupFailureLine(error: unknown): string | undefined {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof DataDirectoryInUseError || error instanceof PortInUseError) {
    return error.message;
  }
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = String(error.code);
    const refusal = POSTGRES_REFUSALS[code];
    if (refusal !== undefined)
      return `cannot use the PostgreSQL database of DATABASE_URL: ${refusal}`;
    if (UNREACHABLE_CODES.has(code)) {
      return `cannot reach the PostgreSQL server of DATABASE_URL (${code}); is it running?`;
    }
  }
  return undefined;
}
