// Builds what `npm start` serves: the web app (Vite, into apps/web/dist) and the server (esbuild,
// into apps/server/dist; decision 027).
//
//   node scripts/build.js [--if-changed] [web] [server]
//
// Without names it builds both. With --if-changed a part is built only when its sources differ
// from those of its last build here (a SHA-256 of their content, kept under
// node_modules/.cache/petrosage-build) or its output is missing or was rebuilt by another command.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);
const stampDir = at('node_modules/.cache/petrosage-build');

/** Every file under `paths` (files or directories), but for dependencies, outputs and tests. */
function sourceFiles(paths) {
  const files = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (!statSync(path).isDirectory()) {
      files.push(path);
      return;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      if (/\.test\.tsx?$/.test(entry.name)) continue;
      walk(join(path, entry.name));
    }
  };
  for (const path of paths) walk(at(path));
  return files.sort();
}

/** One hash of the files' names and contents. */
export function sourceHash(paths) {
  const hash = createHash('sha256');
  for (const file of sourceFiles(paths)) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Where the server's worker threads start: `*-worker.ts`, each beside the code that starts it. */
function workerEntries(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => /(^|\/)[\w-]+-worker\.ts$/.test(file))
    .map((file) => join(dir, file));
}

/** Leaves our packages (`@petrosage/*`) in the bundle and every other package to node_modules. */
const installedPackages = {
  name: 'installed-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@petrosage/') ? undefined : { path, external: true },
    );
  },
};

/**
 * A package the compiled server imports must be one of the server's `dependencies`: a
 * production install (`npm ci --omit=dev`) leaves the others out.
 */
function assertDependencies(metafile) {
  const manifest = JSON.parse(readFileSync(at('apps/server/package.json'), 'utf8'));
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || isBuiltin(path)) continue;
      const name = path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/');
      if (!declared.has(name)) {
        throw new Error(
          `the server imports ${name}, which is not among apps/server's dependencies`,
        );
      }
    }
  }
}

/**
 * The server as ES modules in one flat directory: the entry (`index.js`), the migration command
 * (`migrate-cli.js`), the command that makes the memory database's snapshot, each worker under its own name, the chunks they share and the migrations.
 * Flat, so that `new URL('./x-worker', import.meta.url)` finds a worker from whichever chunk
 * starts it, as it finds the `.ts` file beside its caller in the sources; at the sources' depth,
 * so that `../package.json` and `../../web/dist` mean the same from both.
 */
async function buildServer() {
  const { build } = await import('esbuild');
  const src = at('apps/server/src');
  const outdir = at('apps/server/dist');
  const entryPoints = [
    { in: join(src, 'index.ts'), out: 'index' },
    { in: join(src, 'db/migrate-cli.ts'), out: 'migrate-cli' },
    { in: join(src, 'db/memory-snapshot-cli.ts'), out: 'memory-snapshot-cli' },
    { in: join(src, 'db/backup-cli.ts'), out: 'backup-cli' },
    { in: join(src, 'db/restore-cli.ts'), out: 'restore-cli' },
    ...workerEntries(src).map((file) => ({ in: file, out: basename(file, '.ts') })),
  ];
  const names = entryPoints.map((entry) => entry.out);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`two entries of the server are named ${twice}: rename one`);

  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [installedPackages],
    metafile: true,
  });
  assertDependencies(metafile);
  cpSync(join(src, 'db/migrations'), join(outdir, 'migrations'), { recursive: true });
  // What `DATA_DIR=memory` starts from (decision 038); kept while PGlite and migrations stay.
  const snapshot = spawnSync(process.execPath, [join(outdir, 'memory-snapshot-cli.js')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (snapshot.status !== 0) throw new Error('the memory database snapshot was not made');
}

function buildWeb() {
  const npm = process.env.npm_execpath;
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', 'build', '--workspace', 'apps/web']]
    : ['npm', ['run', 'build', '--workspace', 'apps/web']];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web app did not build');
}

/** Each part: what it is built from, the file that shows a build is there, and how to build. */
const parts = {
  web: {
    name: 'web app',
    sources: ['apps/web', 'packages/contracts/src', 'package-lock.json'],
    output: 'apps/web/dist/index.html',
    build: buildWeb,
  },
  server: {
    name: 'server',
    sources: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/contracts/src',
      'packages/oilfield/src',
      'package-lock.json',
      'scripts/build.js',
    ],
    output: 'apps/server/dist/index.js',
    build: buildServer,
  },
};

/** What the last build here was built from, and when its output was written. */
function readStamp(key) {
  try {
    return JSON.parse(readFileSync(join(stampDir, `${key}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

function outputTime(part) {
  const output = at(part.output);
  return existsSync(output) ? statSync(output).mtimeMs : undefined;
}

export async function buildParts(keys, { ifChanged }) {
  for (const key of keys) {
    const part = parts[key];
    const hash = sourceHash(part.sources);
    const stamp = readStamp(key);
    const built = outputTime(part);
    if (ifChanged && built !== undefined && stamp?.hash === hash && stamp.output === built) {
      console.log(`${part.name}: up to date`);
      continue;
    }
    const started = performance.now();
    await part.build();
    mkdirSync(stampDir, { recursive: true });
    writeFileSync(
      join(stampDir, `${key}.json`),
      `${JSON.stringify({ hash, output: outputTime(part) })}\n`,
    );
    console.log(`${part.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const keys = args.filter((arg) => arg !== '--if-changed');
  const unknown = keys.find((key) => !(key in parts));
  if (unknown) {
    console.error(`build: no part named ${unknown} (web, server)`);
    process.exit(2);
  }
  await buildParts(keys.length ? keys : Object.keys(parts), {
    ifChanged: args.includes('--if-changed'),
  });
}
