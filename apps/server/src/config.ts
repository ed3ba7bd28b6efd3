import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MAX_LENGTH } from '@petrosage/contracts/auth';
import {
  DEFAULT_PASSWORD_RULE,
  DEFAULT_REQUIRED_CHARACTERS,
  GOTRUE_MIN_PASSWORD_LENGTH,
  parseRequiredCharacters,
  type PasswordRule,
} from '@petrosage/contracts/password-rule';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** One proxy address or CIDR range: `10.0.0.0/8`, `127.0.0.1`, `fd00::/8`. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops' `X-Forwarded-For` to believe: none (`false`, `0`), the nearest N proxies (`1`,
 * `2`), or the proxies at these addresses (`10.0.0.0/8,127.0.0.1`). `true` — every hop — would let
 * any client name its own address and slip past every per-IP limit, so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (/^(false|no|0|\d+)$/.test(value)) return;
    if (/^(true|yes)$/.test(value)) {
      context.addIssue({
        code: 'custom',
        message:
          'true would trust every hop, so a client could write its own address; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
      });
      return;
    }
    const bad = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not a hop count or proxy addresses/CIDR ranges: ${bad.join(', ')}`,
      });
    }
  })
  .transform((value): false | number | string[] => {
    if (/^(false|no)$/.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Every environment variable the server reads, with its default. README's table mirrors this. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(8760).default(0),
  BACKUP_KEEP: positiveInt.max(10_000).default(7),
  DATABASE_POOL_SIZE: positiveInt.max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt.default(30_000),
  DATABASE_IDLE_TIMEOUT_MS: positiveInt.default(30_000),
  DATABASE_SSL_CA_FILE: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PUBLIC_API_URL: z.string().default(''),
  PUBLIC_AUTH_URL: z.string().default(''),
  CORS_ORIGINS: commaList.default([]),
  TRUST_PROXY: trustProxy.default(false),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  APP_NAME: z.string().min(1).default('PetroSage'),
  ASSISTANT_NAME: z.string().min(1).default('Sage'),
  SUPPORT_EMAIL: z.email().default('support@petrosage.app'),
  REFERRAL_REWARD_CENTS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  REFERRAL_REWARD_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  REFERRAL_REWARDS_PER_MONTH: z.coerce.number().int().min(0).max(10_000).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_ISSUER: z.string().min(1).default('petrosage-auth'),
  JWT_EXPIRY_SECONDS: positiveInt.default(3600),
  AUTH_AUTOCONFIRM: bool.default(true),
  AUTH_DISABLE_SIGNUP: bool.default(false),
  AUTH_SERVICE_ROLE_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  REFRESH_TOKEN_REUSE_SECONDS: z.coerce.number().int().min(0).default(10),
  AUTH_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_REDIRECT_URLS: commaList.default([]),
  AUTH_EMAIL_OTP_EXPIRY_SECONDS: positiveInt.default(3600),
  AUTH_EMAIL_MAX_FREQUENCY_SECONDS: z.coerce.number().int().min(0).default(60),
  AUTH_SECURE_EMAIL_CHANGE: bool.default(true),
  AUTH_PASSWORD_CHANGE_REAUTHENTICATION: bool.default(false),
  AUTH_PASSWORD_MIN_LENGTH: z.coerce
    .number()
    .int()
    .min(GOTRUE_MIN_PASSWORD_LENGTH)
    .max(PASSWORD_MAX_LENGTH)
    .default(DEFAULT_PASSWORD_RULE.minLength),
  // Set but empty means no required characters (read from the environment below).
  AUTH_PASSWORD_REQUIRED_CHARACTERS: z.string().default(DEFAULT_REQUIRED_CHARACTERS),
  AUTH_PASSWORD_REJECT_COMMON: bool.default(true),
  SMTP_URL: z
    .string()
    .refine((value) => value === 'capture' || /^smtps?:\/\/[^\s]+$/.test(value), {
      message: 'capture, or smtp://user:password@host:port (smtps:// for implicit TLS)',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(300),
  RATE_LIMIT_PASSWORD_PER_IP: positiveInt.default(30),
  RATE_LIMIT_PASSWORD_PER_EMAIL: positiveInt.default(10),
  RATE_LIMIT_REFRESH_PER_IP: positiveInt.default(150),
  RATE_LIMIT_SIGNUP_PER_IP: positiveInt.default(30),
  RATE_LIMIT_USER_UPDATE_PER_IP: positiveInt.default(30),
  RATE_LIMIT_REFERRAL_PER_IP: positiveInt.default(30),
  RATE_LIMIT_EMAIL_PER_IP: positiveInt.default(30),
  RATE_LIMIT_VERIFY_PER_IP: positiveInt.default(30),
  RATE_LIMIT_MFA_PER_IP: positiveInt.default(75),
  LLM_PROVIDER: z.enum(['offline', 'openai', 'anthropic']).default('offline'),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_MAX_OUTPUT_TOKENS: positiveInt.default(2500),
  LLM_CONTEXT_TOKENS: positiveInt.default(16_000),
  LLM_TIMEOUT_MS: positiveInt.default(60_000),
  MAX_REPLIES_IN_PROGRESS_PER_USER: positiveInt.default(4),
  MAX_CHATS_PER_USER: positiveInt.default(2000),
  MAX_STORED_BYTES_PER_USER: positiveInt.default(100 * 1024 * 1024),
  DELETED_DATA_RETENTION_DAYS: positiveInt.default(30),
  FILE_MAX_BYTES: positiveInt.default(10 * 1024 * 1024),
  FILE_MAX_PER_MESSAGE: positiveInt.max(50).default(5),
  FILE_PARSE_TIMEOUT_MS: positiveInt.default(20_000),
  RATE_LIMIT_UPLOADS_PER_USER: positiveInt.default(60),
  RATE_LIMIT_TOOLS_PER_USER: positiveInt.default(120),
  RATE_LIMIT_EXPORTS_PER_USER: positiveInt.default(3),
  EXPORT_MAX_BYTES: positiveInt.default(524_288_000),
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  ALLOW_TEST_PAYMENTS: bool.default(false),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  EIA_API_KEY: z.string().min(1).optional(),
  EIA_BASE_URL: z.url().default('https://api.eia.gov'),
  FRED_API_KEY: z.string().min(1).optional(),
  FRED_BASE_URL: z.url().default('https://api.stlouisfed.org'),
  WTI_CACHE_SECONDS: positiveInt.default(600),
  WTI_TIMEOUT_MS: positiveInt.default(8_000),
});

/** Raw environment values, as `loadConfig` takes them. */
export type Env = { [K in keyof z.input<typeof EnvSchema>]?: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  databaseUrl: string | undefined;
  /** With `DATABASE_URL`: connections per process. */
  poolSize: number;
  /** With `DATABASE_URL`: a connection not made within this long fails (503 to the client). */
  connectTimeoutMs: number;
  /** With `DATABASE_URL`: a statement not answered within this long fails (503 to the client). */
  statementTimeoutMs: number;
  /** With `DATABASE_URL`: a pooled connection unused for this long is closed. */
  idleTimeoutMs: number;
  /**
   * With `DATABASE_URL`: the PEM bundle of `DATABASE_SSL_CA_FILE`. TLS is then required and the
   * server's certificate checked against it.
   */
  sslCa: string | undefined;
  /** PGlite data directory; `undefined` keeps the database in memory (tests). */
  dataDir: string | undefined;
  /**
   * Backups of the embedded database (decision 049): where they go, every how many hours one is
   * written (0: only on request), and how many are kept.
   */
  backup: { dir: string; intervalHours: number; keep: number };
  /** "Export my data": exports per user per rate-limit window, and the largest export sent. */
  dataExport: { perWindow: number; maxBytes: number };
  webDistDir: string;
  /**
   * `PUBLIC_URL`'s origin: where users reach the app. Checkout return URLs must be on it (or on a
   * `CORS_ORIGINS` origin); never derived from a request's Host header.
   */
  publicOrigin: string | undefined;
  publicApiUrl: string;
  publicAuthUrl: string;
  corsOrigins: string[];
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses/ranges. */
  trustProxy: false | number | string[];
  bodyLimitBytes: number;
  /** Soft-deleted chats and messages are purged this many days after their deletion. */
  deletedDataRetentionDays: number;
  /** What one account may keep; a store past it is refused (403). */
  storage: { chatsPerUser: number; bytesPerUser: number };
  /**
   * Longest a request may take to arrive, headers and body (`REQUEST_TIMEOUT_MS`): a client
   * trickling bytes is cut off. Answers (a streaming reply) are not bounded by it.
   */
  requestTimeoutMs: number;
  appName: string;
  assistantName: string;
  supportEmail: string;
  referrals: {
    /** What a referrer earns when a referred account's first payment succeeds, in cents. */
    rewardCents: number;
    /** Days a reward stays pending after the referred account's first payment (refund window). */
    rewardHoldDays: number;
    /** Rewards one referrer can receive per calendar month (UTC); past it, none. */
    rewardsPerMonth: number;
  };
  auth: {
    jwtSecret: string | undefined;
    jwtIssuer: string;
    jwtExpirySeconds: number;
    autoconfirm: boolean;
    disableSignup: boolean;
    refreshTokenReuseSeconds: number;
    /** Where e-mailed links lead by default, and the origin every `redirect_to` may use. */
    siteUrl: string;
    /** Further `redirect_to` URLs allowed (`*` matches within a path segment, `**` across). */
    redirectUrls: string[];
    /** How long an e-mailed link or code stays valid. */
    emailOtpExpirySeconds: number;
    /** The shortest interval between two mails of one kind to one account. */
    emailMaxFrequencySeconds: number;
    /** A new address is confirmed from both the old and the new one. */
    secureEmailChange: boolean;
    /** A password change on a session older than a day needs an e-mailed nonce. */
    passwordChangeReauthentication: boolean;
    /** The operator API's key (`/auth/v1/admin/*`, `/api/admin/*`); unset: that API is closed. */
    serviceRoleKey: string | undefined;
    /** The password rule (GoTrue's format) and whether common passwords are refused. */
    password: PasswordRule & { rejectCommon: boolean };
  };
  /** Outgoing mail (docs/decisions/033-mail-and-email-links.md). */
  mail: {
    /** `capture`: the embedded capture server; an `smtp(s)://` URL; undefined: mails are logged. */
    smtpUrl: string | undefined;
    from: string;
  };
  assistant: {
    provider: 'offline' | 'openai' | 'anthropic';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    /** Output limit of one reply, in tokens. */
    maxOutputTokens: number;
    /** Budget for system prompt + history + reply, in tokens; older history is left out. */
    contextTokens: number;
    /** A model that sends nothing for this long is given up on. */
    timeoutMs: number;
    /** Replies one user may have streaming at once; a further prompt is answered 429. */
    maxRepliesInProgress: number;
  };
  /** The WTI price (docs/decisions/012-market-data.md). No key: no upstream call is made. */
  market: {
    eiaApiKey: string | undefined;
    eiaBaseUrl: string;
    fredApiKey: string | undefined;
    fredBaseUrl: string;
    /** How long a price fetched from the source is served before the source is asked again. */
    cacheSeconds: number;
    /** A source that has not answered within this long counts as failed. */
    timeoutMs: number;
  };
  /** Who sells the Standard Plan (docs/decisions/009-payments.md). */
  payments: {
    provider: 'local' | 'stripe';
    /** Set when the provider is `stripe` (all three keys are then required). */
    stripe:
      | {
          secretKey: string;
          webhookSecret: string;
          priceId: string;
          /** Another Stripe API host (tests, stripe-mock); undefined = api.stripe.com. */
          apiBase: string | undefined;
        }
      | undefined;
  };
  /** Attachments (docs/decisions/013-attachments.md). */
  files: {
    /** Largest file accepted, in bytes. */
    maxBytes: number;
    /** Files one message may carry. */
    maxPerMessage: number;
    /** Longest reading one file may take before it is given up on. */
    parseTimeoutMs: number;
    /** Uploads one user may make per rate-limit window (refused files count too). */
    uploadsPerWindow: number;
    windowSeconds: number;
  };
  rateLimits: {
    windowSeconds: number;
    passwordPerIp: number;
    passwordPerEmail: number;
    refreshPerIp: number;
    signupPerIp: number;
    userUpdatePerIp: number;
    referralPerIp: number;
    /** Requests of the mail-sending auth endpoints per address per window. */
    emailPerIp: number;
    /** `/auth/v1/verify` requests per address per window. */
    verifyPerIp: number;
    /** Second-factor challenges and verifications per address, and per account, per window. */
    mfaPerIp: number;
    /** Runs of `POST /api/tools/{name}` per user per window. */
    toolsPerUser: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads `./.env` into the environment when it exists; variables already set win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/** The certificate authorities of `DATABASE_SSL_CA_FILE`: a readable PEM file, or a ConfigError. */
function readCaBundle(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new ConfigError([`DATABASE_SSL_CA_FILE: cannot read ${path} (${reason})`]);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError([
      `DATABASE_SSL_CA_FILE: ${path} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`,
    ]);
  }
  return text;
}

/** Parses the environment once; throws a ConfigError listing every invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const sslCa =
    e.DATABASE_SSL_CA_FILE === undefined ? undefined : readCaBundle(e.DATABASE_SSL_CA_FILE);
  // The test checkout gives the paid plan for a published card number: never by default in
  // production.
  if (e.NODE_ENV === 'production' && e.PAYMENTS_PROVIDER === 'local' && !e.ALLOW_TEST_PAYMENTS) {
    throw new ConfigError([
      'PAYMENTS_PROVIDER: local (the test checkout, which gives the plan for the published test card) is refused in production; set PAYMENTS_PROVIDER=stripe, or ALLOW_TEST_PAYMENTS=true for a demo',
    ]);
  }
  if (e.NODE_ENV === 'production' && e.SMTP_URL === 'capture') {
    throw new ConfigError([
      'SMTP_URL: capture (mails kept in memory and listed on a development page) is refused in production; give an smtp:// URL of a mail provider',
    ]);
  }
  if (e.DATABASE_URL !== undefined && e.BACKUP_INTERVAL_HOURS > 0) {
    throw new ConfigError([
      'BACKUP_INTERVAL_HOURS: scheduled backups are of the embedded database; with DATABASE_URL, back up the PostgreSQL server with pg_dump or continuous archiving (README, Backups)',
    ]);
  }
  if (e.PAYMENTS_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const)
      .filter((name) => e[name] === undefined)
      .map((name) => `${name}: required when PAYMENTS_PROVIDER is stripe`);
    if (missing.length > 0) throw new ConfigError(missing);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    poolSize: e.DATABASE_POOL_SIZE,
    connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    idleTimeoutMs: e.DATABASE_IDLE_TIMEOUT_MS,
    sslCa,
    dataDir: e.DATA_DIR === 'memory' ? undefined : e.DATA_DIR,
    backup: { dir: e.BACKUP_DIR, intervalHours: e.BACKUP_INTERVAL_HOURS, keep: e.BACKUP_KEEP },
    dataExport: { perWindow: e.RATE_LIMIT_EXPORTS_PER_USER, maxBytes: e.EXPORT_MAX_BYTES },
    webDistDir: resolve(e.WEB_DIST_DIR),
    publicOrigin: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
    publicApiUrl: e.PUBLIC_API_URL,
    publicAuthUrl: e.PUBLIC_AUTH_URL,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    deletedDataRetentionDays: e.DELETED_DATA_RETENTION_DAYS,
    storage: { chatsPerUser: e.MAX_CHATS_PER_USER, bytesPerUser: e.MAX_STORED_BYTES_PER_USER },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    appName: e.APP_NAME,
    assistantName: e.ASSISTANT_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    referrals: {
      rewardCents: e.REFERRAL_REWARD_CENTS,
      rewardHoldDays: e.REFERRAL_REWARD_HOLD_DAYS,
      rewardsPerMonth: e.REFERRAL_REWARDS_PER_MONTH,
    },
    auth: {
      jwtSecret: e.JWT_SECRET,
      jwtIssuer: e.JWT_ISSUER,
      jwtExpirySeconds: e.JWT_EXPIRY_SECONDS,
      autoconfirm: e.AUTH_AUTOCONFIRM,
      disableSignup: e.AUTH_DISABLE_SIGNUP,
      refreshTokenReuseSeconds: e.REFRESH_TOKEN_REUSE_SECONDS,
      siteUrl: (e.AUTH_SITE_URL ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(
        /\/+$/,
        '',
      ),
      redirectUrls: e.AUTH_REDIRECT_URLS,
      emailOtpExpirySeconds: e.AUTH_EMAIL_OTP_EXPIRY_SECONDS,
      emailMaxFrequencySeconds: e.AUTH_EMAIL_MAX_FREQUENCY_SECONDS,
      secureEmailChange: e.AUTH_SECURE_EMAIL_CHANGE,
      passwordChangeReauthentication: e.AUTH_PASSWORD_CHANGE_REAUTHENTICATION,
      serviceRoleKey: e.AUTH_SERVICE_ROLE_KEY,
      password: {
        minLength: e.AUTH_PASSWORD_MIN_LENGTH,
        requiredCharacters: parseRequiredCharacters(
          env.AUTH_PASSWORD_REQUIRED_CHARACTERS === '' ? '' : e.AUTH_PASSWORD_REQUIRED_CHARACTERS,
        ),
        rejectCommon: e.AUTH_PASSWORD_REJECT_COMMON,
      },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.APP_NAME} <${e.SUPPORT_EMAIL}>`,
    },
    assistant: {
      provider: e.LLM_PROVIDER,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      maxOutputTokens: e.LLM_MAX_OUTPUT_TOKENS,
      contextTokens: e.LLM_CONTEXT_TOKENS,
      timeoutMs: e.LLM_TIMEOUT_MS,
      maxRepliesInProgress: e.MAX_REPLIES_IN_PROGRESS_PER_USER,
    },
    files: {
      maxBytes: e.FILE_MAX_BYTES,
      maxPerMessage: e.FILE_MAX_PER_MESSAGE,
      parseTimeoutMs: e.FILE_PARSE_TIMEOUT_MS,
      uploadsPerWindow: e.RATE_LIMIT_UPLOADS_PER_USER,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    },
    market: {
      eiaApiKey: e.EIA_API_KEY,
      eiaBaseUrl: e.EIA_BASE_URL,
      fredApiKey: e.FRED_API_KEY,
      fredBaseUrl: e.FRED_BASE_URL,
      cacheSeconds: e.WTI_CACHE_SECONDS,
      timeoutMs: e.WTI_TIMEOUT_MS,
    },
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      stripe:
        e.PAYMENTS_PROVIDER === 'stripe' &&
        e.STRIPE_SECRET_KEY !== undefined &&
        e.STRIPE_WEBHOOK_SECRET !== undefined &&
        e.STRIPE_PRICE_ID !== undefined
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              priceId: e.STRIPE_PRICE_ID,
              apiBase: e.STRIPE_API_BASE,
            }
          : undefined,
    },
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      passwordPerIp: e.RATE_LIMIT_PASSWORD_PER_IP,
      passwordPerEmail: e.RATE_LIMIT_PASSWORD_PER_EMAIL,
      refreshPerIp: e.RATE_LIMIT_REFRESH_PER_IP,
      signupPerIp: e.RATE_LIMIT_SIGNUP_PER_IP,
      userUpdatePerIp: e.RATE_LIMIT_USER_UPDATE_PER_IP,
      referralPerIp: e.RATE_LIMIT_REFERRAL_PER_IP,
      emailPerIp: e.RATE_LIMIT_EMAIL_PER_IP,
      verifyPerIp: e.RATE_LIMIT_VERIFY_PER_IP,
      mfaPerIp: e.RATE_LIMIT_MFA_PER_IP,
      toolsPerUser: e.RATE_LIMIT_TOOLS_PER_USER,
    },
  };
}
