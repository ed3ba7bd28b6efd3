import { z } from './zod';
import type { PasswordRule } from './password-rule';

/**
 * Settings the server hands to the web app at run time (`GET /config.js` sets
 * `window.__PETROSAGE_CONFIG__`), so one build of the SPA runs against any deployment.
 */
/** A password rule as `/config.js` states it (`AUTH_PASSWORD_*`). */
export const PasswordRuleSchema: z.ZodMiniType<PasswordRule> = z.object({
  minLength: z.number().check(z.int(), z.minimum(1)),
  requiredCharacters: z.array(z.string().check(z.minLength(1))),
});

export const RuntimeConfigSchema = z.object({
  /** Base URL of the product API (`{host}` in docs/product.md §7), e.g. `/api` or `https://api.example.com/api`. */
  apiUrl: z.string(),
  /** Base URL supabase-js is pointed at (it appends `/auth/v1` and `/rest/v1`); empty = this origin. */
  supabaseUrl: z.string(),
  /** Public (anon-role) key sent by supabase-js as `apikey`. */
  supabaseAnonKey: z.string(),
  appName: z.string().check(z.minLength(1)),
  assistantName: z.string().check(z.minLength(1)),
  supportEmail: z.string().check(z.minLength(1)),
  /** Attachment limits (`FILE_MAX_BYTES`, `FILE_MAX_PER_MESSAGE`), so the input bar can say them first. */
  files: z.optional(
    z.object({
      maxBytes: z.number().check(z.int(), z.positive()),
      maxPerMessage: z.number().check(z.int(), z.positive()),
    }),
  ),
  /** What answers: "Built-in engine" (no language model) or the connected model's name. */
  assistantEngine: z.optional(z.string().check(z.minLength(1))),
  /** Payments go to the test-mode checkout (`PAYMENTS_PROVIDER=local`): nothing is charged. */
  testPayments: z.optional(z.boolean()),
  /** The server's password rule (`AUTH_PASSWORD_*`), for the forms' hints and checks. */
  passwordRule: z.optional(PasswordRuleSchema),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export const RUNTIME_CONFIG_GLOBAL = '__PETROSAGE_CONFIG__';
