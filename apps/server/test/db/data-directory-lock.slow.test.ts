import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  exitCode,
  listeningUrl,
  MIGRATE_ENTRY,
  SERVER_ENTRY,
  startProcess,
  type ServerProcess,
  PROCESS_BOUND,
} from '../helpers/process';
import { killAndRestartKeepsRows } from './kill-restart';

const freshDir = () => mkdtempSync(join(tmpdir(), 'petrosage-lock-'));

describe('server processes on one data directory', PROCESS_BOUND, () => {
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const server of started) server.child.kill('SIGKILL');
  });
  const start = (env: Record<string, string>, entry?: string): ServerProcess => {
    const server = startProcess({ LOG_LEVEL: 'warn', ...env }, entry);
    started.push(server);
    return server;
  };

  it('refuses a second server and db:migrate with one line; the first keeps serving', async () => {
    const dir = freshDir();
    const first = start({ DATA_DIR: dir, LOG_LEVEL: 'info' });
    const url = await listeningUrl(first);
    const pid = first.child.pid ?? 0;

    const second = start({ DATA_DIR: dir });
    expect(await exitCode(second)).toBe(1);
    expect(second.output().trim()).toBe(`the database in ${dir} is in use by process ${pid}`);

    const migrate = start({ DATA_DIR: dir }, MIGRATE_ENTRY);
    expect(await exitCode(migrate)).toBe(1);
    expect(migrate.output().trim()).toBe(`the database in ${dir} is in use by process ${pid}`);

    const health = await fetch(`${url}/api/`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'reachable' });
  });

  it('refuses a busy port in one line, before it opens (or creates) the database', async () => {
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const address = busy.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const dir = join(freshDir(), 'data');
    const server = start({ DATA_DIR: dir, PORT: String(port) });
    expect(await exitCode(server)).toBe(1);
    busy.close();
    expect(server.output().trim()).toBe(
      `port ${port} on 127.0.0.1 is in use by another program (set PORT to another port)`,
    );
    expect(existsSync(dir)).toBe(false);
  });

  it('starts at once beside the zombie of a killed server its supervisor has not reaped yet', async () => {
    const dir = freshDir();
    // A supervisor that is slow to reap: the shell prints the server's pid and becomes `sleep`,
    // which never waits for it. Killed, the server stays a zombie in /proc until the test ends.
    const supervisor = spawn(
      'sh',
      [
        '-c',
        `"${process.execPath}" --import tsx "${SERVER_ENTRY}" & echo "pid $!"; exec sleep 600`,
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dir,
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'info',
        },
      },
    );
    let output = '';
    supervisor.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    supervisor.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.push({ child: supervisor, output: () => output });
    await listeningUrl({ child: supervisor, output: () => output });
    const pid = Number(/pid (\d+)/.exec(output)?.[1]);
    process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /), {
      timeout: 30_000,
    });

    const restarted = start({ DATA_DIR: dir, LOG_LEVEL: 'info' });
    const url = await listeningUrl(restarted);
    expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
    const health = await fetch(`${url}/api/`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'reachable' });
  });

  it('keeps every committed row through a kill -9 and a restart', async () => {
    await killAndRestartKeepsRows(freshDir(), 1, start);
  });
});
