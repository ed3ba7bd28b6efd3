import { describe, expect, it } from 'vitest';
import { SessionResponseSchema, SignUpRequestSchema } from './auth';
import { UserProfileRowSchema } from './rest';
import { RuntimeConfigSchema } from './runtime-config';

describe('contracts', () => {
  it('type-check sign-up bodies but leave presence rules to the server', () => {
    expect(SignUpRequestSchema.safeParse({}).success).toBe(true);
    expect(SignUpRequestSchema.safeParse({ email: 5 }).success).toBe(false);
    expect(SignUpRequestSchema.safeParse({ email: 'a@b.co', data: [] }).success).toBe(false);
  });

  it('require the fields supabase-js needs to treat an answer as a session', () => {
    const user = {
      id: 'u',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'a@b.co',
      phone: '',
      app_metadata: {},
      user_metadata: {},
      identities: [],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      is_anonymous: false,
    };
    const session = {
      access_token: 'a.b.c',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 1,
      refresh_token: 'r',
      user,
    };
    expect(SessionResponseSchema.safeParse(session).success).toBe(true);
    expect(SessionResponseSchema.safeParse({ ...session, refresh_token: undefined }).success).toBe(
      false,
    );
  });

  it('bound profile text to the column sizes', () => {
    const row = {
      id: crypto.randomUUID(),
      display_name: 'x'.repeat(100),
      company: null,
      updated_at: 'now',
    };
    expect(UserProfileRowSchema.safeParse(row).success).toBe(true);
    expect(UserProfileRowSchema.safeParse({ ...row, display_name: 'x'.repeat(101) }).success).toBe(
      false,
    );
  });

  it('refuse a runtime configuration without a product name', () => {
    const config = {
      apiUrl: '/api',
      supabaseUrl: '',
      supabaseAnonKey: 'k',
      appName: '',
      assistantName: 'Sage',
      supportEmail: 'support@example.com',
    };
    expect(RuntimeConfigSchema.safeParse(config).success).toBe(false);
    expect(RuntimeConfigSchema.safeParse({ ...config, appName: 'PetroSage' }).success).toBe(true);
  });
});
