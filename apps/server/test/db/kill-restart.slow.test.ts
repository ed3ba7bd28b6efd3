import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, it } from 'vitest';
import { startProcess, type ServerProcess } from '../helpers/process';
import { killAndRestartKeepsRows } from './kill-restart';

const started: ServerProcess[] = [];
afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
});

it('keeps every committed row through ten kill -9s and restarts of the embedded database', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'petrosage-kill-'));
  await killAndRestartKeepsRows(dir, 10, (env) => {
    const server = startProcess(env);
    started.push(server);
    return server;
  });
});
