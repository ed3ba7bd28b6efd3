import { createRequire } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on an ordinary module of the server: `entry` names it without its
 * extension, next to its caller (`new URL('./x-worker', import.meta.url)`).
 *
 * The server runs compiled (`apps/server/dist`, where every worker is a `.js` file beside the
 * code that starts it) or from its TypeScript sources (`npm run dev`, the tests). From sources
 * the worker is the `.ts` file and runs under the same loader as `npm run dev` (`--import tsx`).
 */
export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  const extension = extname(fileURLToPath(import.meta.url));
  const file = new URL(`${entry.href}${extension}`);
  if (extension !== '.ts') return new Worker(file, options);
  return new Worker(file, { ...options, execArgv: ['--import', typeScriptLoader()] });
}

/** tsx's loader, found as `node --import tsx` finds it (a development dependency). */
function typeScriptLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}
