// Types only: the landing page reads its config before any schema library (zod) has loaded.
import type { RuntimeConfig } from '@petrosage/contracts/runtime-config';

/** `RUNTIME_CONFIG_GLOBAL` of the contracts, kept here so that no zod module is imported. */
export const RUNTIME_CONFIG_GLOBAL = '__PETROSAGE_CONFIG__';

/** Used when the page has no server-provided config (unit tests, a bare `vite` dev server). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: '/api',
  supabaseUrl: '',
  supabaseAnonKey: '',
  appName: 'PetroSage',
  assistantName: 'Sage',
  supportEmail: 'support@petrosage.app',
};

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * Checks `RuntimeConfigSchema` of the contracts by hand (a test holds the two together), so the
 * landing page needs no zod to read its config. Returns the config (unknown keys left out) and
 * every problem found.
 */
function checkRuntimeConfig(raw: unknown): { config: RuntimeConfig; problems: string[] } {
  const problems: string[] = [];
  const fields: Fields = isObject(raw) ? raw : {};
  if (!isObject(raw)) problems.push('(root): expected an object');
  const text = (key: string, minLength: number): string => {
    const value = fields[key];
    if (typeof value !== 'string') problems.push(`${key}: expected a string`);
    else if (value.length < minLength) problems.push(`${key}: must not be empty`);
    return typeof value === 'string' ? value : '';
  };
  const config: RuntimeConfig = {
    apiUrl: text('apiUrl', 0),
    supabaseUrl: text('supabaseUrl', 0),
    supabaseAnonKey: text('supabaseAnonKey', 0),
    appName: text('appName', 1),
    assistantName: text('assistantName', 1),
    supportEmail: text('supportEmail', 1),
  };
  const { files, assistantEngine, testPayments, passwordRule } = fields;
  if (files !== undefined) {
    if (!isObject(files)) problems.push('files: expected an object');
    else {
      const { maxBytes, maxPerMessage } = files;
      if (!isPositiveInteger(maxBytes))
        problems.push('files.maxBytes: expected a positive integer');
      if (!isPositiveInteger(maxPerMessage)) {
        problems.push('files.maxPerMessage: expected a positive integer');
      }
      if (isPositiveInteger(maxBytes) && isPositiveInteger(maxPerMessage)) {
        config.files = { maxBytes, maxPerMessage };
      }
    }
  }
  if (assistantEngine !== undefined) {
    if (typeof assistantEngine !== 'string' || assistantEngine === '') {
      problems.push('assistantEngine: expected a non-empty string');
    } else config.assistantEngine = assistantEngine;
  }
  if (testPayments !== undefined) {
    if (typeof testPayments !== 'boolean') problems.push('testPayments: expected a boolean');
    else config.testPayments = testPayments;
  }
  if (passwordRule !== undefined) {
    if (!isObject(passwordRule)) problems.push('passwordRule: expected an object');
    else {
      const { minLength, requiredCharacters } = passwordRule;
      const groups = Array.isArray(requiredCharacters) ? (requiredCharacters as unknown[]) : [];
      const groupsOk =
        Array.isArray(requiredCharacters) &&
        groups.every((group) => typeof group === 'string' && group.length > 0);
      if (!isPositiveInteger(minLength)) {
        problems.push('passwordRule.minLength: expected a positive integer');
      }
      if (!groupsOk) {
        problems.push('passwordRule.requiredCharacters: expected non-empty strings');
      }
      if (isPositiveInteger(minLength) && groupsOk) {
        config.passwordRule = { minLength, requiredCharacters: groups as string[] };
      }
    }
  }
  return { config, problems };
}

/**
 * Validates the object `/config.js` put on `window`. Missing config falls back to the defaults;
 * config that is present but malformed is a deployment error and fails loudly with every issue.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (raw === undefined || raw === null) return DEFAULT_RUNTIME_CONFIG;
  const { config, problems } = checkRuntimeConfig(raw);
  if (problems.length > 0) {
    throw new Error(
      `Invalid runtime config in window.${RUNTIME_CONFIG_GLOBAL}: ${problems.join('; ')}`,
    );
  }
  return config;
}

/** An empty `supabaseUrl` means "this origin" (the default single-origin deployment). */
export function resolveSupabaseUrl(config: RuntimeConfig, origin: string): string {
  return config.supabaseUrl === '' ? origin : config.supabaseUrl;
}

function readInjectedConfig(): unknown {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
}

/** Read once at start-up; the only place that looks at `window.__PETROSAGE_CONFIG__`. */
export const runtimeConfig: RuntimeConfig = parseRuntimeConfig(readInjectedConfig());
