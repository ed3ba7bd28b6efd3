import {
  RUNTIME_CONFIG_GLOBAL,
  RuntimeConfigSchema,
  type RuntimeConfig,
} from '@petrosage/contracts/runtime-config';

/** Used when the page has no server-provided config (unit tests, a bare `vite` dev server). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: '/api',
  supabaseUrl: '',
  supabaseAnonKey: '',
  appName: 'PetroSage',
  assistantName: 'Sage',
  supportEmail: 'support@petrosage.app',
};

/**
 * Validates the object `/config.js` put on `window`. Missing config falls back to the defaults;
 * config that is present but malformed is a deployment error and fails loudly with every issue.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (raw === undefined || raw === null) return DEFAULT_RUNTIME_CONFIG;
  const result = RuntimeConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid runtime config in window.${RUNTIME_CONFIG_GLOBAL}: ${problems}`);
  }
  return result.data;
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
