import {
  RUNTIME_CONFIG_GLOBAL as CONTRACT_GLOBAL,
  RuntimeConfigSchema,
  type RuntimeConfig,
} from '@petrosage/contracts/runtime-config';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  RUNTIME_CONFIG_GLOBAL,
  parseRuntimeConfig,
  resolveSupabaseUrl,
  runtimeConfig,
} from './runtime-config';

const served = {
  apiUrl: 'https://api.example.com/api',
  supabaseUrl: 'https://api.example.com',
  supabaseAnonKey: 'anon-key',
  appName: 'WellWise',
  assistantName: 'Ada',
  supportEmail: 'help@wellwise.example',
};

describe('runtime config', () => {
  it('falls back to the defaults when /config.js did not run (as in unit tests)', () => {
    expect(parseRuntimeConfig(undefined)).toEqual({
      apiUrl: '/api',
      supabaseUrl: '',
      supabaseAnonKey: '',
      appName: 'PetroSage',
      assistantName: 'Sage',
      supportEmail: 'support@petrosage.app',
    });
    expect(runtimeConfig).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('uses the served config as is', () => {
    expect(parseRuntimeConfig(served)).toEqual(served);
  });

  it('rejects a malformed config, naming every bad field', () => {
    expect(() => parseRuntimeConfig({ ...served, appName: '', supabaseAnonKey: 42 })).toThrow(
      /appName.*supabaseAnonKey|supabaseAnonKey.*appName/,
    );
  });

  it('treats an empty supabaseUrl as this origin', () => {
    expect(resolveSupabaseUrl(DEFAULT_RUNTIME_CONFIG, 'https://petrosage.app')).toBe(
      'https://petrosage.app',
    );
    expect(resolveSupabaseUrl(served, 'https://petrosage.app')).toBe('https://api.example.com');
  });

  it('reads the same global the server writes', () => {
    expect(RUNTIME_CONFIG_GLOBAL).toBe(CONTRACT_GLOBAL);
  });

  // Checked by hand (the landing page loads no zod); the contracts' schema is the reference.
  const every: Required<RuntimeConfig> = {
    ...served,
    files: { maxBytes: 10_485_760, maxPerMessage: 5 },
    assistantEngine: 'Built-in engine',
    testPayments: true,
    passwordRule: { minLength: 10, requiredCharacters: ['abc', '0123456789', ':!'] },
  };

  it('keeps every field the contract has', () => {
    expect(parseRuntimeConfig(every)).toEqual(RuntimeConfigSchema.parse(every));
    expect(parseRuntimeConfig({ ...every, extra: 1 })).toEqual(every);
  });

  it('accepts and rejects what the contract accepts and rejects', () => {
    const samples: unknown[] = [
      served,
      every,
      { ...served, apiUrl: '', supabaseUrl: '' },
      { ...served, appName: '' },
      { ...served, assistantName: 3 },
      { ...served, supportEmail: undefined },
      { ...served, supabaseAnonKey: null },
      { ...served, files: { maxBytes: 0, maxPerMessage: 5 } },
      { ...served, files: { maxBytes: 1.5, maxPerMessage: 5 } },
      { ...served, files: { maxBytes: 100 } },
      { ...served, files: 'big' },
      { ...served, assistantEngine: '' },
      { ...served, testPayments: 'yes' },
      { ...served, testPayments: false },
      { ...served, passwordRule: { minLength: 6, requiredCharacters: [] } },
      { ...served, passwordRule: { minLength: 0, requiredCharacters: [] } },
      { ...served, passwordRule: { minLength: 8, requiredCharacters: [''] } },
      { ...served, passwordRule: { minLength: 8, requiredCharacters: 'abc' } },
      { ...served, passwordRule: { minLength: 8 } },
      { ...served, passwordRule: 'strict' },
      [],
      'config',
      42,
    ];
    for (const sample of samples) {
      const contract = RuntimeConfigSchema.safeParse(sample);
      const ours = (() => {
        try {
          return { success: true, data: parseRuntimeConfig(sample) };
        } catch {
          return { success: false };
        }
      })();
      expect(ours.success, JSON.stringify(sample)).toBe(contract.success);
      if (contract.success) expect(ours.data).toEqual(contract.data);
    }
  });
});
