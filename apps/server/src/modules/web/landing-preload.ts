import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The landing page's sections and forms, as the web build's manifest names their module. */
const LANDING_MODULE = 'src/app/routes/landing-route.tsx';

/** Vite's build manifest (`build.manifest`): each chunk's file and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * `index.html` names the entry chunk and what it imports; the landing page's own chunk is a
 * dynamic import of the entry, which a browser would only request once the entry has run. This is
 * the `Link` header that lets it fetch that chunk (and the chunks only it imports) alongside the
 * entry instead. Undefined without the landing module in the manifest.
 */
export function landingPreloadHeader(manifest: Manifest): string | undefined {
  if (!manifest[LANDING_MODULE]) return undefined;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const named = filesOf(manifest, entries);
  const links = [...filesOf(manifest, [LANDING_MODULE])]
    .filter((file) => !named.has(file))
    .map((file) => `</${file}>; rel=modulepreload`);
  return links.length > 0 ? links.join(', ') : undefined;
}

/**
 * The landing page's preload header for the build in `webDistDir`, read again when the build
 * changes (the server serves a rebuilt app without a restart). A build without a manifest, or
 * with one it cannot read, gets no header: the page still loads, one request later.
 */
export function landingPreloader(
  webDistDir: string,
  onUnreadable: (error: unknown) => void,
): () => Promise<string | undefined> {
  const path = join(webDistDir, '.vite', 'manifest.json');
  let read: { mtimeMs: number; header: string | undefined } | undefined;
  return async () => {
    const mtimeMs = await stat(path).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined;
    if (read?.mtimeMs !== mtimeMs) {
      let header: string | undefined;
      try {
        header = landingPreloadHeader(JSON.parse(await readFile(path, 'utf8')) as Manifest);
      } catch (e: unknown) {
        onUnreadable(e);
      }
      read = { mtimeMs, header };
    }
    return read.header;
  };
}
