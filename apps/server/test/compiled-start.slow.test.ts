import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyCsv, monthlyProduction } from '@petrosage/test-support/fixtures/production-data';
import { exitCode, listeningUrl, type ServerProcess } from './helpers/process';
import { startServer } from './helpers/server';

/*
 * `npm start` as a user runs it: the build script brings the web app and the compiled server up
 * to date, then node runs apps/server/dist. The database thread, attachment reading and
 * production analyses all run there from compiled files.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = join(ROOT, 'apps/server/dist');
const SERVER_STAMP = join(ROOT, 'node_modules/.cache/petrosage-build/server.json');

/** npm as the test runner was started by it, else the one on PATH. */
function npm(args: string[], env: Record<string, string>): ServerProcess {
  const execPath = process.env.npm_execpath;
  const [command, commandArgs] =
    execPath && /npm-cli\.js$/.test(execPath)
      ? [process.execPath, [execPath, ...args]]
      : ['npm', args];
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    env: {
      ...process.env,
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

/** The server's own process id, from its log lines (npm stands between). */
function serverPid(output: string): number {
  const match = /"pid":(\d+).*"msg":"Server listening at/.exec(output);
  if (!match?.[1]) throw new Error(`no listening line in: ${output}`);
  return Number(match[1]);
}

/** The build script as `npm start` runs it first; its exit code and what it printed. */
function buildIfChanged(...parts: string[]): Promise<{ status: number | null; output: string }> {
  const build = spawn(process.execPath, ['scripts/build.js', '--if-changed', ...parts], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => build.on('exit', (status) => resolve({ status, output })));
}

// On a fresh clone the first start builds both parts (bounded generously for a loaded machine).
beforeAll(async () => {
  const build = await buildIfChanged();
  expect(build.status, build.output).toBe(0);
}, 600_000);

const started: { server: ServerProcess; pid: number }[] = [];
afterAll(() => {
  // A server a failed test left running.
  for (const { server, pid } of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) process.kill(pid);
  }
});

/** `npm start` until it listens: its URL and the server's process id. */
async function npmStart(): Promise<{ server: ServerProcess; url: string; pid: number }> {
  const server = npm(['start'], {});
  const url = await listeningUrl(server);
  const pid = serverPid(server.output());
  started.push({ server, pid });
  return { server, url, pid };
}

/** Stops `npm start` as a process manager does: SIGTERM to npm reaches the server itself. */
async function stop({ server }: { server: ServerProcess }): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await exitCode(server)).toBe(0);
  expect(server.output()).toMatch(/"signal":"SIGTERM","msg":"shutting down"/);
}

describe('npm start', () => {
  it('builds nothing when the sources are those of the last build, and serves the web app and the API from the compiled server, workers included', async () => {
    const running = await npmStart();
    const { url, pid } = running;
    expect(running.server.output()).toContain('web app: up to date');
    expect(running.server.output()).toContain('server: up to date');

    // The process npm started is node on the compiled entry, with no TypeScript loader.
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine.slice(1, 2)).toEqual(['apps/server/dist/index.js']);
    expect(commandLine.join(' ')).not.toMatch(/tsx|--import|--loader/);
    const compiled = readdirSync(DIST);
    expect(compiled).toEqual(
      expect.arrayContaining([
        'index.js',
        'migrate-cli.js',
        'pglite-worker.js',
        'extraction-worker.js',
        'analysis-worker.js',
      ]),
    );
    expect(compiled.filter((file) => file.endsWith('.ts'))).toEqual([]);

    // The built SPA, and the database on its (compiled) thread.
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    const health = await fetch(`${url}/api/`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'reachable' });

    // The compiled server declares exactly the API the sources do.
    const fromSources = await startServer();
    try {
      const [compiledDocument, sourceDocument] = await Promise.all(
        [url, fromSources.url].map(async (base) => {
          const response = await fetch(`${base}/api/openapi.json`);
          expect(response.status).toBe(200);
          return (await response.json()) as { paths: Record<string, unknown> };
        }),
      );
      expect(Object.keys(compiledDocument?.paths ?? {}).length).toBeGreaterThan(20);
      expect(compiledDocument).toEqual(sourceDocument);
    } finally {
      await fromSources.close();
    }

    // A user signs up with supabase-js, attaches a production CSV (read by the extraction
    // worker) and has it analysed (by the analysis worker).
    const anonKey = /"supabaseAnonKey":"([^"]+)"/.exec(
      await (await fetch(`${url}/config.js`)).text(),
    )?.[1];
    const client = createClient(url, anonKey ?? '', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { data } = await client.auth.signUp({
      email: `compiled-${Date.now()}@example.com`,
      password: 'drill1ng-Rig',
    });
    const token = data.session?.access_token ?? '';
    const authorization = { authorization: `Bearer ${token}` };
    const granted = await fetch(`${url}/api/payments/grant-provisional-access`, {
      method: 'POST',
      headers: authorization,
    });
    expect(granted.status).toBe(200);

    const form = new FormData();
    const csv = monthlyCsv(monthlyProduction({ qi: 1200, diPerYear: 0.9, b: 0.6 }, 36));
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'A-1 production.csv');
    const upload = await fetch(`${url}/api/files`, {
      method: 'POST',
      headers: authorization,
      body: form,
    });
    const file = (await upload.json()) as { id: string; detail?: string };
    expect(upload.status, file.detail).toBe(201);

    const analysis = await fetch(`${url}/api/tools/analyze_production`, {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ attachment_id: file.id }),
    });
    const result = (await analysis.json()) as { name?: string; markdown?: string; detail?: string };
    expect(analysis.status, result.detail).toBe(200);
    expect(result.name).toBe('analyze_production');
    expect(result.markdown).toContain('EUR');

    await stop(running);
  });

  it('rebuilds the server when it was last built from other sources, or its output was replaced', async () => {
    const stamp = JSON.parse(readFileSync(SERVER_STAMP, 'utf8')) as { hash: string };
    writeFileSync(SERVER_STAMP, JSON.stringify({ ...stamp, hash: 'other sources' }));
    const build = await buildIfChanged('server');
    expect(build.status, build.output).toBe(0);
    expect(build.output).toMatch(/^server: built in [\d.]+ s$/m);
    expect((await buildIfChanged('server')).output).toBe('server: up to date\n');

    const later = new Date(Date.now() + 60_000);
    utimesSync(join(DIST, 'index.js'), later, later);
    expect((await buildIfChanged('server')).output).toMatch(/^server: built in [\d.]+ s$/m);
    expect((await buildIfChanged('server')).output).toBe('server: up to date\n');
  });
});

describe('npm run db:migrate', () => {
  it('applies the migrations from the compiled command, then finds the database up to date', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'petrosage-migrate-'));
    try {
      const first = npm(['run', 'db:migrate'], { DATA_DIR: dataDir });
      expect(await exitCode(first), first.output()).toBe(0);
      expect(first.output()).toMatch(/Applied 0001_auth, 0002_chat/);
      const second = npm(['run', 'db:migrate'], { DATA_DIR: dataDir });
      expect(await exitCode(second), second.output()).toBe(0);
      expect(second.output()).toContain('Database is up to date');
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a first npm start', () => {
  it('prints no warnings: neither the build (Vite, esbuild) nor the server starting', async () => {
    // Both parts built as on a fresh clone, where nothing was built before.
    const build = spawn(process.execPath, ['scripts/build.js'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise((resolve) => build.on('exit', resolve));
    expect(status, output).toBe(0);
    expect(output).toMatch(/^web app: built in/m);
    expect(output).not.toMatch(/\(!\)|warn|duplicate/i);

    const running = await npmStart();
    await stop(running);
    // No line of the server's log at warning level or above (pino: 40 warn, 50 error, 60 fatal).
    expect(running.server.output()).not.toMatch(/"level":[4-6]0\b/);
  }, 600_000);
});
