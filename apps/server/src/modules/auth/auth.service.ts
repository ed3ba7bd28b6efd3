import { randomUUID } from 'node:crypto';
import {
  PASSWORD_MAX_LENGTH,
  type AuthSettings,
  type AuthUser,
  type LogoutScope,
  type PasswordGrantRequest,
  type RefreshGrantRequest,
  type SessionResponse,
  type SignUpRequest,
  type UpdateUserRequest,
} from '@petrosage/contracts/auth';
import type { Config } from '../../config';
import { sqlState, type Database, type Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { ProfileService } from '../profiles/profiles.service';
import * as repo from './auth.repo';
import type { UserRow } from './auth.repo';
import * as mfaRepo from './mfa.repo';
import { toFactor } from './mfa.repo';
import {
  checkPasswordStrength,
  dummyPasswordHash,
  hashPassword,
  verifyPassword,
  type PasswordPolicy,
} from './password';
import {
  hashRefreshToken,
  TokenVerificationError,
  type TokenAssurance,
  type TokenService,
} from './tokens';

/** How recent a sign-in (or second-factor check) stands in for the password (`confirmIdentity`). */
export const RECENT_SIGN_IN_SECONDS = 600;

/** Who is calling, as far as rate limits and session records care. */
export interface ClientContext {
  ip: string;
  userAgent: string | null;
}

/** The outcome of reading `Authorization: Bearer …`. */
export type Caller =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      userId: string;
      sessionId: string;
      email: string;
      aal: 'aal1' | 'aal2';
      /** The account has a verified second factor and this token is only aal1. */
      needsSecondFactor: boolean;
    }
  | {
      kind: 'invalid';
      reason: 'expired' | 'invalid' | 'session_ended';
      message: string;
      /** The session ended because its account was deleted. */
      userGone?: boolean;
    };

export type SignUpResult =
  { kind: 'session'; session: SessionResponse } | { kind: 'user'; user: AuthUser };

/**
 * The e-mailed side of accounts (modules/auth/email-links.service.ts): confirmation mail at
 * sign-up, address changes and the reauthentication a password change may need.
 */
export interface AccountMail {
  /** Makes the confirmation token in `tx`; the returned function mails it after the commit. */
  sendConfirmation(
    user: UserRow,
    options: { redirectTo?: string | undefined; pkce?: PkceRequest; client: ClientContext },
    tx?: Queryable,
  ): Promise<() => Promise<void>>;
  requestEmailChange(
    userId: string,
    email: string,
    options: { redirectTo?: string | undefined; pkce: PkceRequest; client: ClientContext },
  ): Promise<UserRow>;
  checkPasswordChange(
    caller: { userId: string; sessionId: string },
    nonce: string | undefined,
  ): Promise<void>;
}

export interface PkceRequest {
  code_challenge?: string | null | undefined;
  code_challenge_method?: string | null | undefined;
}

/** What a caller of `signUp` (another sign-up route) adds to the account's creation. */
export interface SignUpOptions {
  /** Where the confirmation link leads (`redirect_to`, checked against the allowed URLs). */
  redirectTo?: string | undefined;
  /** Runs in the transaction that creates the account; throwing rolls the account back. */
  onCreated?: (tx: Queryable, user: UserRow) => Promise<void>;
  /** False: answer with the user only, even when a session could start (default true). */
  startSession?: boolean;
}

/**
 * An e-mail address as Supabase Auth accepts one (its `checkmail.ValidateFormat`: RFC 5322's atom
 * characters before the `@`, host-name labels after it), with at least one dot in the domain.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const EMAIL_MAX_LENGTH = 255;
const METADATA_MAX_BYTES = 8_192;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function iso(date: Date | null): string | undefined {
  return date ? date.toISOString() : undefined;
}

/** The user object exactly as Supabase Auth serialises it (optional timestamps omitted when empty). */
export function toAuthUser(row: UserRow): AuthUser {
  const created = row.created_at.toISOString();
  const updated = row.updated_at.toISOString();
  const confirmed = iso(row.email_confirmed_at);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    phone: '',
    ...(confirmed && { email_confirmed_at: confirmed, confirmed_at: confirmed }),
    ...(row.invited_at && { invited_at: row.invited_at.toISOString() }),
    ...(row.confirmation_sent_at && {
      confirmation_sent_at: row.confirmation_sent_at.toISOString(),
    }),
    ...(row.recovery_sent_at && { recovery_sent_at: row.recovery_sent_at.toISOString() }),
    ...(row.email_change && { new_email: row.email_change }),
    ...(row.email_change_sent_at && {
      email_change_sent_at: row.email_change_sent_at.toISOString(),
    }),
    ...(row.last_sign_in_at && { last_sign_in_at: row.last_sign_in_at.toISOString() }),
    ...(row.banned_until &&
      row.banned_until.getTime() > Date.now() && { banned_until: row.banned_until.toISOString() }),
    app_metadata: row.app_metadata,
    user_metadata: row.user_metadata,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: {
          sub: row.id,
          email: row.email,
          email_verified: confirmed !== undefined,
          phone_verified: false,
        },
        provider: 'email',
        ...(row.last_sign_in_at && { last_sign_in_at: row.last_sign_in_at.toISOString() }),
        created_at: created,
        updated_at: updated,
        email: row.email,
      },
    ],
    ...(row.factors.length > 0 && { factors: row.factors.map(toFactor) }),
    created_at: created,
    updated_at: updated,
    is_anonymous: false,
  };
}

/**
 * What Supabase Auth answers for an e-mail that is already registered in confirmation mode
 * (`sanitizeUser`): a new-looking user, with the metadata sent, and no identity.
 */
function obfuscatedUser(email: string, userMetadata: Record<string, unknown>): AuthUser {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function checkMetadataSize(data: Record<string, unknown>): void {
  if (Buffer.byteLength(JSON.stringify(data)) > METADATA_MAX_BYTES) {
    throw new AppError(
      'validation_failed',
      `User metadata must not exceed ${METADATA_MAX_BYTES} bytes`,
    );
  }
}

/** The longest a failed sign-in is held back, however many failures an account has had. */
export const MAX_FAILURE_DELAY_MS = 2_000;
const FAILURE_DELAY_STEP_MS = 250;

/** How long to hold back the `failures`-th failed sign-in of an account within a window. */
export function failureDelayMs(failures: number, freeFailures: number): number {
  return Math.min(
    MAX_FAILURE_DELAY_MS,
    Math.max(0, failures - freeFailures) * FAILURE_DELAY_STEP_MS,
  );
}

function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

const bannedError = () => new AppError('user_banned', 'User is banned');

/** An operator's ban (GoTrue's `ban_duration`) refuses sign-in and refresh until it ends. */
function assertNotBanned(user: UserRow): void {
  if (isBanned(user)) throw bannedError();
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export function assertPasswordAcceptable(password: string, policy: PasswordPolicy): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError(
      'validation_failed',
      `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`,
    );
  }
  const weakness = checkPasswordStrength(password, policy);
  if (weakness) {
    throw new AppError('weak_password', weakness.message, {
      extra: { weak_password: { reasons: weakness.reasons } },
    });
  }
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
    /** Where each new account's profile is made (by default on the same database). */
    private readonly profiles: ProfileService = new ProfileService(db),
    /** Confirmation and change mails; without it, confirmation mode sends nothing. */
    private readonly mail?: AccountMail,
  ) {}

  settings(): AuthSettings {
    return {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: this.config.auth.disableSignup,
      mailer_autoconfirm: this.config.auth.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      anonymous_users: false,
      passkeys_enabled: false,
    };
  }

  async signUp(
    input: SignUpRequest,
    client: ClientContext,
    options: SignUpOptions = {},
  ): Promise<SignUpResult> {
    const { rateLimits } = this.config;
    await this.limiter.hit({
      key: `signup:ip:${client.ip}`,
      limit: rateLimits.signupPerIp,
      windowSeconds: rateLimits.windowSeconds,
    });
    if (this.config.auth.disableSignup) {
      throw new AppError('signup_disabled', 'Signups not allowed for this instance');
    }
    if (!input.email && !input.password && !(input as { phone?: unknown }).phone) {
      // supabase-js's signInAnonymously: a sign-up without credentials.
      throw new AppError('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    const email = normaliseEmail(input.email ?? '');
    if (!email) throw new AppError('validation_failed', 'To signup, please provide your email');
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
      throw new AppError('validation_failed', 'Unable to validate email address: invalid format');
    }
    const password = input.password ?? '';
    if (!password) throw new AppError('validation_failed', 'Signup requires a valid password');
    assertPasswordAcceptable(password, this.config.auth.password);
    const userMetadata = input.data ?? {};
    checkMetadataSize(userMetadata);

    const passwordHash = await hashPassword(password);
    const { autoconfirm } = this.config.auth;
    let deliver: (() => Promise<void>) | undefined;
    const mailOptions = {
      redirectTo: options.redirectTo,
      pkce: {
        code_challenge: input.code_challenge,
        code_challenge_method: input.code_challenge_method,
      },
      client,
    };
    try {
      const result = await this.db.transaction(async (tx): Promise<SignUpResult> => {
        const existing = await repo.findUserByEmail(tx, email);
        if (existing) {
          if (autoconfirm) throw new AppError('user_already_exists', 'User already registered');
          if (!existing.email_confirmed_at && this.mail) {
            // Not confirmed yet: the confirmation goes again, unless one went within the
            // frequency window. Either way the answer looks like a new account's.
            deliver = await this.mail
              .sendConfirmation(existing, mailOptions, tx)
              .catch((error: unknown) => {
                if (error instanceof AppError && error.code === 'over_email_send_rate_limit') {
                  return undefined;
                }
                throw error;
              });
          }
          return { kind: 'user', user: obfuscatedUser(email, userMetadata) };
        }
        const user = await repo.insertUser(tx, {
          id: randomUUID(),
          email,
          passwordHash,
          confirmed: autoconfirm,
          userMetadata,
        });
        await this.profiles.create(tx, user.id, userMetadata);
        await options.onCreated?.(tx, user);
        if (!autoconfirm && this.mail)
          deliver = await this.mail.sendConfirmation(user, mailOptions, tx);
        if (!autoconfirm || options.startSession === false) {
          return { kind: 'user', user: toAuthUser(user) };
        }
        // An autoconfirmed sign-up is a sign-in, as Supabase Auth records it.
        const signedIn = await repo.updateUser(tx, user.id, { signedIn: true });
        return { kind: 'session', session: await this.startSession(tx, signedIn, client) };
      });
      await deliver?.();
      return result;
    } catch (error) {
      // Two sign-ups for one address racing past the lookup: the unique index decides.
      if (sqlState(error) === '23505') {
        if (autoconfirm) throw new AppError('user_already_exists', 'User already registered');
        return { kind: 'user', user: obfuscatedUser(email, userMetadata) };
      }
      throw error;
    }
  }

  async signInWithPassword(
    input: PasswordGrantRequest,
    client: ClientContext,
  ): Promise<SessionResponse> {
    const email = normaliseEmail(input.email ?? '');
    const password = input.password ?? '';
    const { rateLimits } = this.config;
    const window = rateLimits.windowSeconds;
    // Every attempt from an address counts; failures count per e-mail *and* address, so
    // strangers guessing elsewhere never lock the owner out.
    await this.limiter.hit({
      key: `password:ip:${client.ip}`,
      limit: rateLimits.passwordPerIp,
      windowSeconds: window,
    });
    const pair = `password-failures:${email}:${client.ip}`;
    if (email)
      await this.limiter.check({
        key: pair,
        limit: rateLimits.passwordPerEmail,
        windowSeconds: window,
      });
    const user = email && password ? await repo.findUserByEmail(this.db, email) : undefined;
    const passwordMatches = await verifyPassword(
      user?.encrypted_password ?? (await dummyPasswordHash),
      password,
    );
    if (!user || !password || !passwordMatches) {
      if (email) {
        await this.limiter.count(pair, window);
        // Failures from many addresses at one account: each further one is answered more
        // slowly (not refused), which costs a distributed guesser and never the owner.
        const { hits } = await this.limiter.count(`password-failures:${email}`, window);
        await sleep(failureDelayMs(hits, rateLimits.passwordPerEmail));
      }
      throw new AppError('invalid_credentials', 'Invalid login credentials');
    }
    if (!user.email_confirmed_at) throw new AppError('email_not_confirmed', 'Email not confirmed');
    assertNotBanned(user);
    const session = await this.db.transaction(async (tx) => {
      const signedIn = await repo.updateUser(tx, user.id, { signedIn: true });
      return this.startSession(tx, signedIn, client);
    });
    const weakness = checkPasswordStrength(password, this.config.auth.password);
    return weakness ? { ...session, weak_password: weakness } : session;
  }

  async refresh(input: RefreshGrantRequest, client: ClientContext): Promise<SessionResponse> {
    await this.limiter.hit({
      key: `refresh:ip:${client.ip}`,
      limit: this.config.rateLimits.refreshPerIp,
      windowSeconds: this.config.rateLimits.windowSeconds,
    });
    const presented = input.refresh_token?.trim();
    if (!presented) throw new AppError('validation_failed', 'refresh_token required');
    const notFound = new AppError(
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
    const hash = hashRefreshToken(presented);

    type Outcome =
      | { ok: false; error: AppError }
      | {
          ok: true;
          user: UserRow;
          sessionId: string;
          refreshToken: string;
          assurance: TokenAssurance;
        };
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const found = await repo.findRefreshToken(tx, hash);
      if (!found) return { ok: false, error: notFound };
      const userId = await repo.lockSession(tx, found.session_id);
      if (!userId) return { ok: false, error: notFound };
      // Read again under the session lock: a concurrent refresh may have rotated it meanwhile.
      const token = await repo.findRefreshToken(tx, hash);
      if (!token) return { ok: false, error: notFound };
      let activeId: string;
      if (!token.revoked) {
        await repo.revokeRefreshToken(tx, token.id);
        activeId = randomUUID();
        await repo.insertRefreshToken(tx, {
          id: activeId,
          sessionId: token.session_id,
          hash: hashRefreshToken(this.tokens.refreshTokenFor(activeId)),
          parentId: token.id,
        });
      } else {
        const active = await repo.findActiveRefreshToken(tx, token.session_id);
        const withinReuseWindow =
          token.revoked_seconds_ago !== null &&
          token.revoked_seconds_ago <= this.config.auth.refreshTokenReuseSeconds;
        if (!active || active.parent_id !== token.id || !withinReuseWindow) {
          // A spent token presented again: assume it leaked and end the whole session family.
          await repo.deleteSessions(tx, userId, 'local', token.session_id);
          return {
            ok: false,
            error: new AppError(
              'refresh_token_already_used',
              'Invalid Refresh Token: Already Used',
            ),
          };
        }
        // The client most likely lost the answer to its last refresh: hand out the active token again.
        activeId = active.id;
      }
      await repo.touchSession(tx, token.session_id);
      const user = await repo.findUserById(tx, userId);
      if (!user) return { ok: false, error: notFound };
      if (isBanned(user)) return { ok: false, error: bannedError() };
      return {
        ok: true,
        user,
        sessionId: token.session_id,
        refreshToken: this.tokens.refreshTokenFor(activeId),
        // The session keeps how it began and the assurance level a second factor gave it.
        assurance: await this.assuranceOf(tx, token.session_id),
      };
    });
    // Errors are returned rather than thrown so that the family revocation above is committed.
    if (!outcome.ok) throw outcome.error;
    return this.sessionResponse(
      outcome.user,
      outcome.sessionId,
      outcome.refreshToken,
      outcome.assurance,
    );
  }

  /** Reads a bearer token: anonymous (none, or the anon key), a live user session, or invalid. */
  async identify(authorization: string | undefined): Promise<Caller> {
    const match = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) return { kind: 'anonymous' };
    const token = match[1];
    if (token === (await this.tokens.anonKey())) return { kind: 'anonymous' };
    try {
      const claims = await this.tokens.verifyAccessToken(token);
      const session = await mfaRepo.liveSession(this.db, claims.session_id, claims.sub);
      if (!session) {
        // Supabase Auth looks the account up before the session: a deleted account's token is
        // `user_not_found`, which supabase-js's signOut treats as already signed out.
        if (!(await repo.findUserById(this.db, claims.sub))) {
          return {
            kind: 'invalid',
            reason: 'session_ended',
            message: 'User from sub claim in JWT does not exist',
            userGone: true,
          };
        }
        return {
          kind: 'invalid',
          reason: 'session_ended',
          message: 'Session from session_id claim in JWT does not exist',
        };
      }
      return {
        kind: 'user',
        userId: claims.sub,
        sessionId: claims.session_id,
        email: claims.email,
        aal: claims.aal,
        needsSecondFactor: session.hasVerifiedFactor && claims.aal !== 'aal2',
      };
    } catch (error) {
      if (error instanceof TokenVerificationError) {
        return { kind: 'invalid', reason: error.reason, message: error.message };
      }
      throw error;
    }
  }

  /** The caller as an auth endpoint requires it, with Supabase Auth's errors otherwise. */
  async requireUser(authorization: string | undefined): Promise<Extract<Caller, { kind: 'user' }>> {
    const caller = await this.identify(authorization);
    switch (caller.kind) {
      case 'user':
        return caller;
      case 'anonymous':
        throw new AppError('no_authorization', 'This endpoint requires a valid Bearer token');
      case 'invalid':
        if (caller.userGone) throw new AppError('user_not_found', caller.message, { status: 403 });
        if (caller.reason === 'session_ended')
          throw new AppError('session_not_found', caller.message);
        throw new AppError(
          'bad_jwt',
          `invalid JWT: unable to parse or verify signature, ${caller.message}`,
        );
    }
  }

  async getUser(userId: string): Promise<AuthUser> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError('user_not_found', 'User from sub claim in JWT does not exist');
    return toAuthUser(user);
  }

  async logout(caller: { userId: string; sessionId: string }, scope: LogoutScope): Promise<void> {
    await repo.deleteSessions(this.db, caller.userId, scope, caller.sessionId);
  }

  async updateUser(
    caller: { userId: string; sessionId: string },
    input: UpdateUserRequest,
    client: ClientContext,
    redirectTo?: string,
  ): Promise<AuthUser> {
    await this.limiter.hit({
      key: `user-update:ip:${client.ip}`,
      limit: this.config.rateLimits.userUpdatePerIp,
      windowSeconds: this.config.rateLimits.windowSeconds,
    });
    const user = await repo.findUserById(this.db, caller.userId);
    if (!user) throw new AppError('user_not_found', 'User from sub claim in JWT does not exist');
    const newEmail =
      input.email !== undefined && normaliseEmail(input.email) !== user.email
        ? normaliseEmail(input.email)
        : undefined;
    if (newEmail !== undefined && !this.mail) {
      throw new AppError(
        'validation_failed',
        'Changing the e-mail address of an account is not supported',
      );
    }
    if (input.phone) throw new AppError('validation_failed', 'Phone numbers are not supported');

    let passwordHash: string | undefined;
    if (input.password !== undefined) {
      assertPasswordAcceptable(input.password, this.config.auth.password);
      await this.mail?.checkPasswordChange(caller, input.nonce);
      if (await verifyPassword(user.encrypted_password, input.password)) {
        throw new AppError(
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(input.password);
    }
    let userMetadata: Record<string, unknown> | undefined;
    if (input.data !== undefined) {
      userMetadata = { ...user.user_metadata };
      for (const [key, value] of Object.entries(input.data)) {
        if (value === null) delete userMetadata[key];
        else userMetadata[key] = value;
      }
      checkMetadataSize(userMetadata);
    }
    const changeEmail = async (row: UserRow): Promise<AuthUser> =>
      newEmail !== undefined && this.mail
        ? toAuthUser(
            await this.mail.requestEmailChange(user.id, newEmail, {
              redirectTo,
              pkce: {
                code_challenge: input.code_challenge,
                code_challenge_method: input.code_challenge_method,
              },
              client,
            }),
          )
        : toAuthUser(row);
    if (passwordHash === undefined && userMetadata === undefined) return changeEmail(user);

    const updated = await this.db.transaction(async (tx) => {
      const row = await repo.updateUser(tx, user.id, {
        ...(passwordHash !== undefined && { passwordHash }),
        ...(userMetadata !== undefined && { userMetadata }),
      });
      // A new password signs every other device out, as Supabase Auth does.
      if (passwordHash !== undefined)
        await repo.deleteSessions(tx, user.id, 'others', caller.sessionId);
      return row;
    });
    return changeEmail(updated);
  }

  /**
   * An account whose address is not confirmed yet (a sign-in link's or the operator's): without
   * a password it gets a random one nobody knows, so only e-mailed links sign it in.
   */
  async createUnconfirmedAccount(
    email: string,
    password: string | undefined,
    userMetadata: Record<string, unknown>,
  ): Promise<UserRow> {
    if (password !== undefined) assertPasswordAcceptable(password, this.config.auth.password);
    checkMetadataSize(userMetadata);
    const passwordHash = await hashPassword(password ?? randomUUID() + randomUUID());
    try {
      return await this.db.transaction(async (tx) => {
        const user = await repo.insertUser(tx, {
          id: randomUUID(),
          email: normaliseEmail(email),
          passwordHash,
          confirmed: false,
          userMetadata,
        });
        await this.profiles.create(tx, user.id, userMetadata);
        return user;
      });
    } catch (error) {
      if (sqlState(error) === '23505') {
        throw new AppError(
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      throw error;
    }
  }

  /** Starts a session for a user whose identity another flow proved (an e-mailed link). */
  async startSession(
    tx: Queryable,
    user: UserRow,
    client: ClientContext,
    signInMethod = 'password',
  ): Promise<SessionResponse> {
    const sessionId = randomUUID();
    const tokenId = randomUUID();
    const refreshToken = this.tokens.refreshTokenFor(tokenId);
    await repo.insertSession(tx, { id: sessionId, userId: user.id, ...client, signInMethod });
    await repo.insertRefreshToken(tx, {
      id: tokenId,
      sessionId,
      hash: hashRefreshToken(refreshToken),
      parentId: null,
    });
    return this.sessionResponse(user, sessionId, refreshToken, { signInMethod });
  }

  /**
   * A new session response for a session whose assurance changed (a verified second factor):
   * the session's refresh token is rotated and the access token carries its `aal` and `amr`.
   */
  async reissueSession(tx: Queryable, userId: string, sessionId: string): Promise<SessionResponse> {
    const user = await repo.findUserById(tx, userId);
    if (!user) throw new AppError('user_not_found', 'User from sub claim in JWT does not exist');
    const active = await repo.findActiveRefreshToken(tx, sessionId);
    if (active) await repo.revokeRefreshToken(tx, active.id);
    const tokenId = randomUUID();
    const refreshToken = this.tokens.refreshTokenFor(tokenId);
    await repo.insertRefreshToken(tx, {
      id: tokenId,
      sessionId,
      hash: hashRefreshToken(refreshToken),
      parentId: active?.id ?? null,
    });
    return this.sessionResponse(
      user,
      sessionId,
      refreshToken,
      await this.assuranceOf(tx, sessionId),
    );
  }

  private async assuranceOf(tx: Queryable, sessionId: string): Promise<TokenAssurance> {
    const session = await mfaRepo.sessionAssurance(tx, sessionId);
    const signInMethod = (await repo.sessionSignInMethod(tx, sessionId)) ?? 'password';
    return session?.aal === 'aal2' && session.mfa_verified_at
      ? { signInMethod, totpVerifiedAt: session.mfa_verified_at }
      : { signInMethod };
  }

  private async sessionResponse(
    user: UserRow,
    sessionId: string,
    refreshToken: string,
    assurance: TokenAssurance,
  ): Promise<SessionResponse> {
    const { token, expiresAt } = await this.tokens.signAccessToken(
      user,
      sessionId,
      user.last_sign_in_at ?? new Date(),
      assurance,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.tokens.expirySeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toAuthUser(user),
    };
  }

  /**
   * Confirms that the caller is the account's owner before something that cannot be undone
   * (deleting the account): the password, or a session that signed in or verified its second
   * factor within the last {@link RECENT_SIGN_IN_SECONDS} seconds (a fresh sign-in). Wrong
   * passwords count against the account's password limit, as at sign-in. Answers how.
   */
  async confirmIdentity(
    authorization: string | undefined,
    password: string | undefined,
    client: ClientContext,
  ): Promise<'password' | 'recent_sign_in'> {
    const caller = await this.requireUser(authorization);
    const user = await repo.findUserById(this.db, caller.userId);
    if (!user) throw new AppError('user_not_found', 'User not found');
    const { rateLimits } = this.config;
    const pair = `password-failures:${user.email}:${client.ip}`;
    if (password !== undefined && password !== '') {
      await this.limiter.check({
        key: pair,
        limit: rateLimits.passwordPerEmail,
        windowSeconds: rateLimits.windowSeconds,
      });
      if (await verifyPassword(user.encrypted_password, password)) return 'password';
      await this.limiter.count(pair, rateLimits.windowSeconds);
      throw new AppError('forbidden', 'The password is not correct.');
    }
    const signedInAt = await repo.sessionSignedInAt(this.db, caller.sessionId);
    if (signedInAt && Date.now() - signedInAt.getTime() <= RECENT_SIGN_IN_SECONDS * 1000) {
      return 'recent_sign_in';
    }
    throw new AppError(
      'forbidden',
      'Confirm with your password, or sign in again and do this within 10 minutes.',
    );
  }
}
