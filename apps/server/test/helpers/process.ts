import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** The server's entry and the migration command, run as the README runs them (through tsx). */
/**
 * For tests that start server processes or reopen a database: each start can take long on a loaded
 * machine, so their bound is generous — it catches a hang, not slowness.
 */
export const PROCESS_BOUND = { timeout: 180_000 };

export const SERVER_ENTRY = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
export const MIGRATE_ENTRY = fileURLToPath(new URL('../../src/db/migrate-cli.ts', import.meta.url));

/** Start-up may be slow on a loaded machine; this bound only stops a run that hangs. */
const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
}

/** Runs `entry` (the server by default) in a process of its own with `env` over the defaults. */
export function startProcess(
  env: Record<string, string>,
  entry: string = SERVER_ENTRY,
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      // The embedded database unless a test names another: these tests are about this process.
      DATABASE_URL: '',
      DATA_DIR: 'memory',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** The base URL once the process logs that it listens; rejects if it exits first. */
export function listeningUrl({ child, output }: ServerProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no listening line in: ${output()}`)),
      START_TIMEOUT_MS,
    );
    const check = (): void => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening: ${output()}`));
    });
  });
}

/** Waits for the process to end; its exit code (null when killed by a signal). */
export async function exitCode({ child }: ServerProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}
