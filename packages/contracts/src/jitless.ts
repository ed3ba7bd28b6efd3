import { z } from 'zod';

/**
 * Imported first by the web app, before any schema exists: zod then validates without compiling
 * parsers through `new Function`, and never probes whether it may — under the app's strict
 * Content-Security-Policy (no `unsafe-eval`) that probe is reported as a violation on every page.
 * The server does not import this: there the compiled parsers are the faster ones.
 */
z.config({ jitless: true });
