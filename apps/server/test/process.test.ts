import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATA_DIR: 'memory',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe('the server process', () => {
  it('logs structured lines, then shuts down cleanly on SIGTERM', async () => {
    const { child, output } = startProcess({});
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no listening line in: ${output()}`)),
        20_000,
      );
      child.stdout.on('data', () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    const response = await fetch(`${url}/api/`, { headers: { 'x-request-id': 'process-test-1' } });
    expect(response.status).toBe(200);

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
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
    const { child, output } = startProcess({ PORT: 'eighty', JWT_SECRET: 'short' });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
    expect(output()).toContain('JWT_SECRET');
  });
});
