import { describe, expect, it } from 'vitest';
import { exitCode, listeningUrl, startProcess, PROCESS_BOUND } from './helpers/process';

describe('the server process', PROCESS_BOUND, () => {
  it('logs structured lines, then shuts down cleanly on SIGTERM', async () => {
    // A request id is believed from a trusted proxy only: the test stands in for one.
    const server = startProcess({ TRUST_PROXY: '127.0.0.1' });
    const { child, output } = server;
    const url = await listeningUrl(server);
    const response = await fetch(`${url}/api/`, { headers: { 'x-request-id': 'process-test-1' } });
    expect(response.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exitCode(server)).toBe(0);
    const lines = output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; reqId?: string; signal?: string });
    expect(
      lines.some((line) => line.reqId === 'process-test-1' && line.msg === 'request completed'),
    ).toBe(true);
    expect(lines.some((line) => line.signal === 'SIGTERM' && line.msg === 'shutting down')).toBe(
      true,
    );
  });

  it('refuses to start on invalid configuration and lists every problem', async () => {
    const server = startProcess({ PORT: 'eighty', JWT_SECRET: 'short' });
    const { output } = server;
    expect(await exitCode(server)).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
    expect(output()).toContain('JWT_SECRET');
  });
});
