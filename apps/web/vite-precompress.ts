import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images other than SVG, and fonts, are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
/** Below this, the headers of a response outweigh what compression saves. */
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside each compressible file under `dir`; returns their sizes. */
export async function precompressDirectory(
  dir: string,
): Promise<{ file: string; bytes: number; br: number; gzip: number }[]> {
  const entries = await readdir(dir, { recursive: true });
  const files = entries
    // Not the build manifest under `.vite/`: the server reads it; it is never sent.
    .filter((entry) => COMPRESSIBLE.test(entry) && !entry.startsWith('.vite'))
    .map((entry) => join(dir, entry));
  const sizes = await Promise.all(
    files.map(async (file) => {
      if (!(await stat(file)).isFile()) return undefined;
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return undefined;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A compressed copy no smaller than the file is left out: the file itself is served.
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      return { file, bytes: content.length, br: br.length, gzip: gz.length };
    }),
  );
  return sizes.filter((size) => size !== undefined);
}

/**
 * Compresses the build's text files with brotli (best level) and gzip once, at build time, so the
 * server sends them compressed without spending CPU per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'petrosage:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
