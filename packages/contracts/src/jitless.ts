/**
 * Imported first by the web app, before any schema exists: zod then validates without compiling
 * parsers through `new Function`, and never probes whether it may — under the app's strict
 * Content-Security-Policy (no `unsafe-eval`) that probe is reported as a violation on every page.
 * The server does not import this: there the compiled parsers are the faster ones.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod on
 * the page, and taken over if present when zod loads), so this sets it without loading zod: the
 * landing page paints before any schema library arrives (decision 041). `jitless.test.ts` checks
 * that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
