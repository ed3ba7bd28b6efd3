import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
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
});
