import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@petrosage/contracts/runtime-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { sendError, surfaceOf } from '../../lib/error-handler';
import { landingPreloader } from './landing-preload';

const API_PREFIXES = ['/api/', '/auth/', '/rest/'];

function isAppRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix)
  );
}

/** `?test=backend` shows the diagnostics page instead of the landing page (docs/product.md §2). */
function isBackendTestQuery(query: unknown): boolean {
  return (query as Record<string, unknown> | undefined)?.test === 'backend';
}

/** The build's content-hashed files: a name never names other content, so they never go stale. */
const ASSETS_PREFIX = '/assets/';

/**
 * Serves the built SPA: hashed assets cached for a year, `index.html` for every app route (the
 * SPA's router decides what to show), `/config.js` with the runtime configuration, and JSON 404s
 * for unknown API paths. Files are sent as compressed at build time (`.br`, `.gz` beside each),
 * in the encoding the client accepts, with `Vary: Accept-Encoding`. A file missing under
 * `/assets/` is a 404, never `index.html`: a page from a newer build asking an older server for
 * its scripts must fail plainly rather than run HTML as JavaScript.
 */
export async function webRoutes(
  app: FastifyInstance,
  { webDistDir, runtimeConfig }: { webDistDir: string; runtimeConfig: RuntimeConfig },
): Promise<void> {
  const configScript = `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(runtimeConfig)};\n`;
  app.get('/config.js', (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(configScript),
  );

  const built = existsSync(join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      // Look files up per request, so a rebuilt SPA is served without a restart.
      wildcard: true,
      preCompressed: true,
      // Nothing under a dot-directory is sent: `.vite/manifest.json` is for this server alone.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes(join(webDistDir, ASSETS_PREFIX))
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply): FastifyReply =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app has not been built yet: run `npm run build`, then reload.');

  // The root is a directory to the static handler; it is the landing page to the SPA, whose own
  // chunk the browser may fetch alongside the entry (decision 045).
  const landingPreload = landingPreloader(webDistDir, (error) =>
    app.log.warn({ err: error }, 'The web build manifest could not be read'),
  );
  app.get('/', async (request, reply) => {
    const header = built && !isBackendTestQuery(request.query) ? await landingPreload() : undefined;
    if (header) reply.header('link', header);
    return sendIndex(reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith(ASSETS_PREFIX)) {
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(`Not found: ${path}`);
    }
    if (isAppRoute(request)) return sendIndex(reply);
    const message =
      surfaceOf(path) === 'rest'
        ? `Could not find the table '${path.replace(/^\/rest\/v1\/?/, '')}' in the schema cache`
        : `Not found: ${request.method} ${path}`;
    return sendError(reply, new AppError('not_found', message), surfaceOf(path));
  });
}
