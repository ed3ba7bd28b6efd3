import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_BOUND } from './helpers/process';
import { readSse, textOf } from './helpers/sse';
import { grantStandard } from './helpers/subscription';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import {
  GOOD_PASSWORD,
  signUpUser,
  startServer,
  TEST_JWT_SECRET,
  uniqueEmail,
  type TestServer,
} from './helpers/server';

const webDist = mkdtempSync(join(tmpdir(), 'petrosage-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><title>PetroSage</title><div id="root"></div>',
);
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
// A built chunk with its copies compressed at build time, as `npm run build` leaves them.
const chunk = `export const wells = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ well: `W-${i}`, rate: i * 3 })),
)};\n`;
const chunkPath = join(webDist, 'assets', 'wells-d4e5f6.js');
writeFileSync(chunkPath, chunk);
writeFileSync(`${chunkPath}.br`, brotliCompressSync(chunk));
writeFileSync(`${chunkPath}.gz`, gzipSync(chunk));
copyFileSync(join(import.meta.dirname, '../../web/public/robots.txt'), join(webDist, 'robots.txt'));

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ WEB_DIST_DIR: webDist, CORS_ORIGINS: 'https://app.example.com' });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('health and OpenAPI', () => {
  it('GET /api/ reports status, version and a reachable database', async () => {
    const response = await fetch(`${server.url}/api/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: '0.1.0',
      database: 'reachable',
    });
  });

  it('GET /api/ answers 503 when the database is unreachable', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: 'memory',
    });
    const db = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp({ config, db, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
    } finally {
      await app.close();
    }
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties: object } }> } }
        >
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/',
        '/auth/v1/signup',
        '/auth/v1/token',
        '/auth/v1/user',
        '/rest/v1/user_profiles',
      ]),
    );
    const signup =
      document.paths['/auth/v1/signup']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(signup?.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password', 'data']),
    );
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers with a CSP the SPA passes', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('gives every response a request id; a client’s own is not believed', async () => {
    const generated = await fetch(`${server.url}/api/`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // No TRUST_PROXY here: the header comes from the client itself (operations/request-id.test.ts
    // has the trusted proxy's).
    const ignored = await fetch(`${server.url}/api/`, { headers: { 'x-request-id': 'trace-42' } });
    expect(ignored.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = await fetch(`${server.url}/api/`, {
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(replaced.headers.get('x-request-id')).not.toContain(' ');
  });

  it('answers CORS preflights for allowed origins with the Supabase header lists', async () => {
    const preflight = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((header) => header.trim());
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'x-supabase-api-version',
        'prefer',
      ]),
    );

    const actual = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { origin: 'https://app.example.com' },
    });
    const exposed = actual.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('X-Supabase-Api-Version');
    expect(exposed).toContain('Content-Range');

    const foreign = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never leaks the message of an unexpected error', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: 'memory',
    });
    // The file's database, left open when this app closes.
    const db = { ...server.db, close: () => Promise.resolve() };
    const app = await buildApp({ config, db, logger: false });
    app.get('/api/explode', () => {
      throw new Error('password=hunter2 at db-internal:5432');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        detail: 'Internal server error',
        request_id: expect.any(String) as string,
      });
    } finally {
      await app.close();
    }
  });
});

describe('the web app', () => {
  it('serves index.html for app routes and caches only hashed assets for long', async () => {
    for (const path of [
      '/',
      '/chat',
      '/chat/chat_123',
      '/dashboard?payment=success',
      '/some/unknown/page',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('lets the landing page fetch its own chunk alongside the entry, from the build manifest', async () => {
    const manifestPath = join(webDist, '.vite', 'manifest.json');
    mkdirSync(join(webDist, '.vite'), { recursive: true });
    const writeManifest = (text: string, mtime: number) => {
      writeFileSync(manifestPath, text);
      utimesSync(manifestPath, mtime, mtime);
    };
    // As Vite writes it: the entry imports react and the shell; the landing route, a dynamic
    // import of the entry, imports the shell too and a chunk of its own.
    const manifest = {
      'index.html': {
        file: 'assets/index-abc123.js',
        isEntry: true,
        imports: ['_react-r1.js', '_shell-s1.js'],
        dynamicImports: ['src/app/routes/landing-route.tsx', 'src/app/app.tsx'],
      },
      '_react-r1.js': { file: 'assets/react-r1.js' },
      '_shell-s1.js': { file: 'assets/shell-s1.js', imports: ['_react-r1.js'] },
      '_icons-i1.js': { file: 'assets/icons-i1.js' },
      'src/app/routes/landing-route.tsx': {
        file: 'assets/landing-route-l1.js',
        isDynamicEntry: true,
        imports: ['_shell-s1.js', '_icons-i1.js'],
      },
      'src/app/app.tsx': { file: 'assets/app-a1.js', isDynamicEntry: true },
    };
    try {
      writeManifest(JSON.stringify(manifest), 1_000);
      const landing = await fetch(`${server.url}/`);
      expect(landing.status).toBe(200);
      expect(landing.headers.get('link')).toBe(
        '</assets/landing-route-l1.js>; rel=modulepreload, </assets/icons-i1.js>; rel=modulepreload',
      );
      // Only the landing page: not the workspace, nor the diagnostics page at /?test=backend.
      for (const path of ['/chat', '/chat/chat_123', '/?test=backend']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('link'), path).toBeNull();
      }

      // The manifest itself is not sent: it names the app's source files.
      const direct = await fetch(`${server.url}/.vite/manifest.json`);
      expect(await direct.text()).not.toContain('landing-route');

      // A rebuilt app is read again.
      const rebuilt = structuredClone(manifest);
      rebuilt['src/app/routes/landing-route.tsx'].file = 'assets/landing-route-l2.js';
      writeManifest(JSON.stringify(rebuilt), 2_000);
      expect((await fetch(`${server.url}/`)).headers.get('link')).toContain(
        '</assets/landing-route-l2.js>; rel=modulepreload',
      );

      // A manifest it cannot read costs the hint, never the page.
      writeManifest('{ not json', 3_000);
      const unreadable = await fetch(`${server.url}/`);
      expect(unreadable.status).toBe(200);
      expect(unreadable.headers.get('link')).toBeNull();
      expect(await unreadable.text()).toContain('<div id="root">');
    } finally {
      rmSync(join(webDist, '.vite'), { recursive: true, force: true });
    }
    expect((await fetch(`${server.url}/`)).headers.get('link')).toBeNull();
  });

  it('serves files of a rebuilt web app without a restart', async () => {
    writeFileSync(join(webDist, 'assets', 'index-new456.js'), 'console.log("rebuilt")');
    const response = await fetch(`${server.url}/assets/index-new456.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("rebuilt")');
  });

  it('sends files compressed at build time in the encoding the client accepts', async () => {
    for (const [accepted, encoding, file] of [
      ['gzip, deflate, br', 'br', `${chunkPath}.br`],
      ['br;q=0.5, gzip', 'gzip', `${chunkPath}.gz`],
      ['gzip', 'gzip', `${chunkPath}.gz`],
      ['identity', null, chunkPath],
    ] as const) {
      const response = await fetch(`${server.url}/assets/wells-d4e5f6.js`, {
        headers: { 'accept-encoding': accepted },
      });
      expect(response.status, accepted).toBe(200);
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
      // The stored copy itself, not one compressed again per request.
      expect(response.headers.get('content-length'), accepted).toBe(String(statSync(file).size));
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(chunk);
    }
  });

  it('answers a missing asset with a 404, not the app page', async () => {
    for (const path of ['/assets/index-XYZ.js', '/assets/missing.css', '/assets/']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toContain('text/html');
      expect(await response.text(), path).not.toContain('<div id="root">');
    }
  });

  it('serves robots.txt: the landing page may be indexed, the signed-in app may not', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const robots = await response.text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/^Disallow: \/chat$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });

  it('compresses JSON answers of 1 KB or more, and keeps the runtime configuration uncached', async () => {
    const openapi = await fetch(`${server.url}/api/openapi.json`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(openapi.status).toBe(200);
    expect(openapi.headers.get('content-encoding')).toBe('br');
    expect(openapi.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(((await openapi.json()) as { openapi: string }).openapi).toBe('3.1.0');

    const gzipped = await fetch(`${server.url}/api/openapi.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    await gzipped.arrayBuffer();

    // A short answer is not worth compressing.
    const health = await fetch(`${server.url}/api/`, { headers: { 'accept-encoding': 'br' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('content-encoding')).toBeNull();
    await health.arrayBuffer();

    const config = await fetch(`${server.url}/config.js`, { headers: { 'accept-encoding': 'br' } });
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.text()).toMatch(/^window\./);
  });

  it('streams a reply uncompressed even to a client that accepts brotli', async () => {
    const { accessToken } = await signUpUser(server);
    await grantStandard(server, accessToken);
    const response = await fetch(`${server.url}/api/prompt`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Hello Sage' }] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const { events } = await readSse(response);
    expect(events.map((event) => event.event)).toContain('start');
    expect(textOf(events).length).toBeGreaterThan(0);
  });

  it('answers unknown API paths with JSON 404s in each surface’s shape', async () => {
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      detail: 'Not found: GET /api/nothing-here',
      request_id: expect.any(String) as string,
    });
    const auth = await fetch(`${server.url}/auth/v1/nothing-here`, { method: 'POST' });
    expect(auth.status).toBe(404);
    expect(await auth.json()).toMatchObject({ code: 'not_found' });
  });

  it('hands the SPA its runtime configuration', async () => {
    const response = await fetch(`${server.url}/config.js`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(script).toMatch(/^window\.__PETROSAGE_CONFIG__ = \{/);
    const config = JSON.parse(
      script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1),
    ) as Record<string, string>;
    expect(config).toMatchObject({
      apiUrl: '/api',
      supabaseUrl: '',
      appName: 'PetroSage',
      assistantName: 'Sage',
      // The default payment provider is the test checkout: the app labels it.
      testPayments: true,
      // No language model: the header names the built-in engine.
      assistantEngine: 'Built-in engine',
    });
    // The anon key is a public JWT of the anonymous role, usable as supabase-js's key.
    const claims = JSON.parse(
      Buffer.from(config.supabaseAnonKey?.split('.')[1] ?? '', 'base64url').toString(),
    ) as {
      role: string;
    };
    expect(claims.role).toBe('anon');
  });

  it('says plainly when the web app has not been built', async () => {
    const bare = await startServer(
      { WEB_DIST_DIR: join(webDist, 'missing') },
      { ...server.db, close: () => Promise.resolve() },
    );
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('embedded database', PROCESS_BOUND, () => {
  it('keeps accounts across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'petrosage-data-'));
    const email = uniqueEmail();
    const start = async () => {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
      const db = await openDatabase({ dataDir: config.dataDir });
      await migrate(db);
      return startServer({ DATA_DIR: dataDir, JWT_SECRET: undefined }, db);
    };
    try {
      const first = await start();
      const signUp = await first.client().auth.signUp({ email, password: GOOD_PASSWORD });
      expect(signUp.error).toBeNull();
      const refreshToken = signUp.data.session?.refresh_token ?? '';
      await first.close();

      const second = await start();
      try {
        const signIn = await second
          .client()
          .auth.signInWithPassword({ email, password: GOOD_PASSWORD });
        expect(signIn.error).toBeNull();
        // The generated signing secret is stored too, so sessions survive the restart.
        const refreshed = await second
          .client()
          .auth.refreshSession({ refresh_token: refreshToken });
        expect(refreshed.error).toBeNull();
        expect(second.anonKey).toBe(first.anonKey);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('applies migrations once', async () => {
    const db = await openDatabase({});
    try {
      expect((await migrate(db)).length).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('configuration', () => {
  it('lists every invalid variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', DATABASE_URL: 'mysql://db/x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({
        PORT: 'eighty',
        JWT_SECRET: 'short',
        DATABASE_URL: 'mysql://db/x',
        AUTH_AUTOCONFIRM: 'maybe',
      });
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'JWT_SECRET', 'DATABASE_URL', 'AUTH_AUTOCONFIRM'])
        expect(problems).toContain(name);
    }
  });

  it('refuses the test checkout in production unless it is allowed explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENTS_PROVIDER: local .* is refused in production; set PAYMENTS_PROVIDER=stripe, or ALLOW_TEST_PAYMENTS=true/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).payments.provider,
    ).toBe('local');
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('local');
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: './data',
      appName: 'PetroSage',
      assistantName: 'Sage',
    });
    expect(config.auth).toMatchObject({
      jwtExpirySeconds: 3600,
      autoconfirm: true,
      refreshTokenReuseSeconds: 10,
    });
  });
});
