import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { AuthUser, SessionResponse } from '@petrosage/contracts/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { sqlState, type Database, type Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { perAddress, type RateLimiter } from '../../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import { renderMail, type MailKind } from '../mail/templates';
import { unusablePasswordHash } from './password';
import * as repo from './auth.repo';
import type { UserRow } from './auth.repo';
import * as links from './email-links.repo';
import type { TokenRow, TokenType } from './email-links.repo';
import { bannedError, EMAIL_PATTERN, isBanned, type ClientContext } from './auth.service';

/** Starts a session for a user in a transaction (the auth service's, so tokens stay one kind). */
export type SessionStarter = (
  tx: Queryable,
  user: UserRow,
  client: ClientContext,
  /** How the session began, in Supabase Auth's `amr` names. */
  signInMethod: string,
) => Promise<SessionResponse>;

/** The `type` of `/verify`, as supabase-js sends it. */
export type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';

export interface PkceParams {
  code_challenge?: string | null | undefined;
  code_challenge_method?: string | null | undefined;
}

export interface VerifyParams {
  type?: string | undefined;
  token?: string | undefined;
  token_hash?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  redirect_to?: string | undefined;
}

export type VerifyOutcome =
  | { kind: 'session'; session: SessionResponse; type: VerifyType }
  | { kind: 'code'; code: string }
  | { kind: 'partial'; message: string };

const PKCE_PREFIX = 'pkce_';
/** A verified link's PKCE code must be exchanged within this long. */
const AUTH_CODE_SECONDS = 300;
/** A session older than this must confirm a password change with an e-mailed nonce. */
const REAUTHENTICATION_AFTER_SECONDS = 24 * 3600;
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Wrong codes a sent code survives: at this many it is deleted and a new one must be asked for. */
export const CODE_ATTEMPTS = 5;
/**
 * Wrong codes typed with one address within {@link CODE_FAILURE_WINDOW_SECONDS}: past this, codes
 * for that address are not checked (answered as wrong) until the window passes. The e-mailed
 * link, whose hash cannot be guessed, keeps working.
 */
export const CODE_FAILURES_PER_ADDRESS = 20;
export const CODE_FAILURE_WINDOW_SECONDS = 3600;

const TOKEN_TYPES_OF: Record<VerifyType, TokenType[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email: ['confirmation', 'recovery'],
  email_change: ['email_change_current', 'email_change_new'],
};

/** PKCE authentication methods, by verification type (GoTrue's names). */
/**
 * `redirect_to` in a link as Supabase Auth writes it (templatemailer.go `encodeRedirectURL`): as
 * is, unless it holds a character that would change the link's query (`&`, `=`, `#`; here also
 * `+`, `%` and white space), in which case it is escaped.
 */
function linkRedirect(redirectTo: string): string {
  return /[&=#+%\s]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
}

/** Host names of the local machine, on which any port is the same site (RFC 8252 §7.3). */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const AUTH_METHOD_OF: Record<VerifyType, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email: 'email/signup',
  email_change: 'email_change',
};

/** Supabase Auth's token hash: SHA-224 of the address followed by the code, in hex. */
export function tokenHash(email: string, code: string): string {
  return createHash('sha224')
    .update(email + code)
    .digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}

function validEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_PATTERN.test(email);
}

const invalidFormat = () =>
  new AppError('validation_failed', 'Unable to validate email address: invalid format');

/** A `code_challenge` pair: both or neither (GoTrue's `validatePKCEParams`). */
export function pkceOf(
  params: PkceParams,
): { challenge: string; method: 's256' | 'plain' } | undefined {
  const challenge = params.code_challenge ?? '';
  const method = (params.code_challenge_method ?? '').toLowerCase();
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw new AppError(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw new AppError(
      'validation_failed',
      'code challenge has to be between 43 and 128 characters',
    );
  }
  if (!/^[A-Za-z0-9._~-]+$/.test(challenge)) {
    throw new AppError(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  if (method !== 's256' && method !== 'plain') {
    throw new AppError('validation_failed', `unsupported code_challenge_method: ${method}`);
  }
  return { challenge, method };
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/?#]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

const OAUTH_ERROR_OF_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

interface SendOptions {
  redirectTo: string;
  pkce: ReturnType<typeof pkceOf>;
  client: ClientContext;
}

/**
 * E-mailed links and codes with Supabase Auth's wire behaviour: confirmation, recovery, magic
 * link and 6-digit code, address change, reauthentication nonce, and PKCE for the links
 * (docs/decisions/033-mail-and-email-links.md).
 */
export class EmailLinkService {
  private readonly allowedRedirects: RegExp[];
  private readonly siteOrigin: string;
  /** Mail being made and sent after its request was answered. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
    private readonly startSession: SessionStarter,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.allowedRedirects = config.auth.redirectUrls.map(globToRegExp);
    this.siteOrigin = new URL(config.auth.siteUrl).origin;
  }

  /**
   * `redirect_to` when it is on the site's origin or an allowed URL; the site URL otherwise. As in
   * Supabase Auth (internal/utilities/request.go), a local site (`localhost`, `127.0.0.1`, `[::1]`)
   * accepts any port of the same scheme and host: native apps listen on a port of their own
   * (RFC 8252 §7.3).
   */
  redirectTarget(requested: string | undefined): string {
    return requested && this.isAllowedRedirect(requested) ? requested : this.config.auth.siteUrl;
  }

  /** Whether `redirect_to` may receive a link's session (see `redirectTarget`). */
  isAllowedRedirect(requested: string | undefined): boolean {
    if (!requested) return false;
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.origin === this.siteOrigin) return true;
    const site = new URL(this.siteOrigin);
    if (
      url.protocol === site.protocol &&
      url.hostname === site.hostname &&
      LOCAL_HOSTNAMES.has(url.hostname)
    ) {
      return true;
    }
    const bare = `${url.origin}${url.pathname}${url.search}`;
    return this.allowedRedirects.some((pattern) => pattern.test(bare) || pattern.test(url.origin));
  }

  /** Counts a mail-sending request of an address: GoTrue's 429 past the window's limit. */
  async limitSending(client: ClientContext): Promise<void> {
    const { hits, retryAfter } = await this.limiter.count(
      perAddress('email', client.ip),
      this.config.rateLimits.windowSeconds,
    );
    if (hits > this.config.rateLimits.emailPerIp) {
      throw new AppError('over_email_send_rate_limit', 'email rate limit exceeded', {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  }

  private verifyLinkBase(): string {
    const auth = this.config.publicAuthUrl;
    const base = /^https?:\/\//.test(auth) ? auth.replace(/\/+$/, '') : this.config.auth.siteUrl;
    return `${base}/auth/v1/verify`;
  }

  /**
   * Makes a token of `type` for `user`, then mails it to `to` after the transaction commits
   * (refused within the frequency window: GoTrue's `over_email_send_rate_limit`).
   */
  private async prepare(
    tx: Queryable,
    user: UserRow,
    type: TokenType,
    to: string,
    verifyType: VerifyType,
    options: SendOptions,
    { checkFrequency = true } = {},
  ): Promise<{ mail: MailKind; to: string; link: string | undefined; code: string; hash: string }> {
    const frequency = this.config.auth.emailMaxFrequencySeconds;
    if (checkFrequency && frequency > 0) {
      const since = await links.secondsSinceSent(tx, user.id, type);
      if (since !== null && since < frequency) {
        const left = Math.max(1, Math.floor(frequency - since));
        throw new AppError(
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${left} seconds.`,
          { headers: { 'retry-after': String(left) } },
        );
      }
    }
    const code = newCode();
    let hash = tokenHash(to, code);
    if (options.pkce) {
      await links.insertFlowState(tx, {
        id: randomUUID(),
        userId: user.id,
        method: AUTH_METHOD_OF[verifyType],
        challenge: options.pkce.challenge,
        challengeMethod: options.pkce.method,
      });
      hash = PKCE_PREFIX + hash;
    }
    await links.saveToken(tx, { userId: user.id, type, hash, relatesTo: to });
    await links.markSent(tx, user.id, type, true);
    if (verifyType === 'invite') await links.markInvited(tx, user.id);
    const mail: MailKind =
      type === 'confirmation'
        ? verifyType === 'invite'
          ? 'invite'
          : 'confirmation'
        : type === 'recovery'
          ? verifyType === 'magiclink'
            ? 'magic_link'
            : 'recovery'
          : type === 'reauthentication'
            ? 'reauthentication'
            : type;
    const link =
      type === 'reauthentication'
        ? undefined
        : `${this.verifyLinkBase()}?${new URLSearchParams({
            token: hash,
            type: verifyType,
          }).toString()}&redirect_to=${linkRedirect(options.redirectTo)}`;
    return { mail, to, link, code, hash };
  }

  private async deliver(
    userId: string,
    type: TokenType,
    prepared: Awaited<ReturnType<EmailLinkService['prepare']>>,
    newEmail?: string,
  ): Promise<void> {
    const content = renderMail(prepared.mail, {
      appName: this.config.appName,
      code: prepared.code,
      validMinutes: Math.round(this.config.auth.emailOtpExpirySeconds / 60),
      ...(prepared.link !== undefined && { link: prepared.link }),
      ...(newEmail !== undefined && { newEmail }),
    });
    try {
      await this.mailer.send({ to: prepared.to, ...content });
    } catch (error) {
      // Not sent: the account may ask again at once.
      await links.deleteTokens(this.db, userId, [type]);
      throw new AppError(
        'unexpected_failure',
        `Error sending ${prepared.mail.replace(/_/g, ' ')} email`,
        {
          status: 500,
          extra: { cause: error instanceof Error ? error.message : 'unknown' },
        },
      );
    }
  }

  /** Sends the sign-up confirmation of a new (or still unconfirmed) account. */
  async sendConfirmation(
    user: UserRow,
    options: { redirectTo?: string | undefined; pkce?: PkceParams; client: ClientContext },
    tx?: Queryable,
  ): Promise<() => Promise<void>> {
    const pkce = pkceOf(options.pkce ?? {});
    const send = {
      redirectTo: this.redirectTarget(options.redirectTo),
      pkce,
      client: options.client,
    };
    const prepared = await (tx
      ? this.prepare(tx, user, 'confirmation', user.email, 'signup', send)
      : this.db.transaction((t) =>
          this.prepare(t, user, 'confirmation', user.email, 'signup', send),
        ));
    return () => this.deliver(user.id, 'confirmation', prepared);
  }

  /**
   * An invitation (the operator's `POST /invite`): a confirmation link of type `invite` that
   * confirms the address and starts a session, made in `tx`; the returned function mails it
   * after the commit. The operator's request is not held to the per-account frequency.
   */
  async prepareInvite(
    tx: Queryable,
    user: UserRow,
    options: { redirectTo?: string | undefined; client: ClientContext },
  ): Promise<() => Promise<void>> {
    const send = {
      redirectTo: this.redirectTarget(options.redirectTo),
      pkce: undefined,
      client: options.client,
    };
    const prepared = await this.prepare(tx, user, 'confirmation', user.email, 'invite', send, {
      checkFrequency: false,
    });
    return () => this.deliver(user.id, 'confirmation', prepared);
  }

  /**
   * Runs `work` once the request that asked for it has been answered: what an address-revealing
   * request does for a registered address (look it up, make a token, send the mail) then costs
   * its answer nothing, so the answer's status, body and timing are the same for every address.
   * A refusal inside (the per-account frequency, a failed send) is logged, never answered.
   */
  private afterAnswer(what: string, work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'over_email_send_rate_limit') return;
        this.log?.warn({ err: error }, `${what}: no mail sent`);
      })
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Waits for the mail still being sent after its answer (at shutdown). */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Asks an account to prove its address (its referrer's reward waits for it): a confirmation
   * link and code like the sign-up's, whose verification records the proof. Sent once per
   * reward by the referrals module, so not held to the per-account frequency.
   */
  async sendAddressProof(userId: string): Promise<void> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) return;
    const options = {
      redirectTo: this.config.auth.siteUrl,
      pkce: undefined,
      client: { ip: '', userAgent: null },
    };
    const prepared = await this.db.transaction((tx) =>
      this.prepare(tx, user, 'confirmation', user.email, 'signup', options, {
        checkFrequency: false,
      }),
    );
    await this.deliver(user.id, 'confirmation', { ...prepared, mail: 'address_proof' });
  }

  /**
   * An operator's "resend a link" (the console): the address confirmation of an unconfirmed
   * account (`signup`), a password reset (`recovery`) or a sign-in link (`magiclink`), made in a
   * transaction with `audit` and mailed after it. Not held to the per-account frequency: the
   * operator asked for it. 404 for an unknown account, 422 `email_exists`-style for a
   * confirmation of an address already confirmed.
   */
  async sendForOperator(
    userId: string,
    type: 'signup' | 'recovery' | 'magiclink',
    client: ClientContext,
    audit: (tx: Queryable, user: { id: string; email: string }) => Promise<void>,
  ): Promise<{ email: string }> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError('user_not_found', 'User not found');
    if (type === 'signup' && user.email_confirmed_at) {
      throw new AppError('validation_failed', 'This address is already confirmed');
    }
    const tokenType: TokenType = type === 'signup' ? 'confirmation' : 'recovery';
    const options = { redirectTo: this.redirectTarget(undefined), pkce: undefined, client };
    const prepared = await this.db.transaction(async (tx) => {
      const made = await this.prepare(tx, user, tokenType, user.email, type, options, {
        checkFrequency: false,
      });
      await audit(tx, user);
      return made;
    });
    await this.deliver(user.id, tokenType, prepared);
    return { email: user.email };
  }

  /**
   * `POST /recover`: a recovery link to a registered address. The answer is `{}` whatever the
   * address, at once: the lookup and the mail come after it.
   */
  async recover(
    body: { email?: string | undefined } & PkceParams,
    redirectTo: string | undefined,
    client: ClientContext,
  ): Promise<Record<string, never>> {
    await this.limitSending(client);
    const email = normaliseAddress(body.email ?? '');
    if (!email) throw new AppError('validation_failed', 'Password recovery requires an email');
    if (!validEmail(email)) throw invalidFormat();
    const pkce = pkceOf(body);
    const options = { redirectTo: this.redirectTarget(redirectTo), pkce, client };
    this.afterAnswer('password recovery', async () => {
      const user = await repo.findUserByEmail(this.db, email);
      if (!user) return;
      const prepared = await this.db.transaction((tx) =>
        this.prepare(tx, user, 'recovery', user.email, 'recovery', options),
      );
      await this.deliver(user.id, 'recovery', prepared);
    });
    return {};
  }

  /**
   * `POST /otp`: a magic link with a 6-digit code (a confirmation mail for an unconfirmed
   * account); an unknown address gets an account when `create_user` allows it.
   */
  async otp(
    body: {
      email?: string | undefined;
      phone?: string | undefined;
      data?: Record<string, unknown> | undefined;
      create_user?: boolean | undefined;
    } & PkceParams,
    redirectTo: string | undefined,
    client: ClientContext,
    createAccount: (email: string, data: Record<string, unknown>) => Promise<UserRow>,
  ): Promise<Record<string, never>> {
    await this.limitSending(client);
    if (body.email && body.phone) {
      throw new AppError(
        'validation_failed',
        'Only an email address or phone number should be provided',
      );
    }
    if (body.phone) throw new AppError('phone_provider_disabled', 'Unsupported phone provider');
    const email = normaliseAddress(body.email ?? '');
    if (!email) throw new AppError('validation_failed', 'One of email or phone must be set');
    if (!validEmail(email)) throw invalidFormat();
    const pkce = pkceOf(body);
    const options = { redirectTo: this.redirectTarget(redirectTo), pkce, client };
    // Answered `{}` at once whether the address has an account, gets one, or may not get one
    // (`create_user: false`, sign-ups closed): the rest comes after the answer.
    const mayCreate = body.create_user !== false && !this.config.auth.disableSignup;
    this.afterAnswer('sign-in link', async () => {
      let user = await repo.findUserByEmail(this.db, email);
      const created = !user;
      if (!user) {
        if (!mayCreate) return;
        user = await createAccount(email, body.data ?? {});
      }
      const found = user;
      if (!found.email_confirmed_at) {
        // Whoever asks for a sign-in link to an address nobody has proven may not be who set its
        // password at sign-up: the link confirms the address without that password.
        const unusable = await unusablePasswordHash();
        const prepared = await this.db.transaction(async (tx) => {
          if (!created) await repo.updateUser(tx, found.id, { passwordHash: unusable });
          return this.prepare(tx, found, 'confirmation', found.email, 'signup', options);
        });
        await this.deliver(found.id, 'confirmation', prepared);
      } else {
        const prepared = await this.db.transaction((tx) =>
          this.prepare(tx, found, 'recovery', found.email, 'magiclink', options),
        );
        await this.deliver(found.id, 'recovery', prepared);
      }
    });
    return {};
  }

  /** `POST /resend`: the sign-up confirmation or the address-change mail again. */
  async resend(
    body: {
      type?: string | undefined;
      email?: string | undefined;
      phone?: string | undefined;
    } & PkceParams,
    redirectTo: string | undefined,
    client: ClientContext,
  ): Promise<Record<string, never>> {
    await this.limitSending(client);
    const type = body.type ?? '';
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw new AppError(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    if (!body.email && type === 'signup') {
      throw new AppError('validation_failed', 'Type provided requires an email address');
    }
    if (!body.phone && type === 'sms') {
      throw new AppError('validation_failed', 'Type provided requires a phone number');
    }
    if (body.email && body.phone) {
      throw new AppError(
        'validation_failed',
        'Only an email address or phone number should be provided.',
      );
    }
    if (body.phone) throw new AppError('phone_provider_disabled', 'Phone logins are disabled');
    const email = normaliseAddress(body.email ?? '');
    if (!email) throw new AppError('validation_failed', 'Missing email address or phone number');
    if (!validEmail(email)) throw invalidFormat();
    const pkce = type === 'signup' || type === 'email_change' ? pkceOf(body) : undefined;
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) return {};
    const options = { redirectTo: this.redirectTarget(redirectTo), pkce, client };
    if (type === 'signup') {
      if (user.email_confirmed_at) return {};
      const prepared = await this.db.transaction((tx) =>
        this.prepare(tx, user, 'confirmation', user.email, 'signup', options),
      );
      await this.deliver(user.id, 'confirmation', prepared);
      return {};
    }
    if (!user.email_change) return {};
    await this.sendEmailChange(user, user.email_change, options);
    return {};
  }

  private async sendEmailChange(
    user: UserRow,
    newEmail: string,
    options: SendOptions,
  ): Promise<void> {
    const secure = this.config.auth.secureEmailChange;
    const prepared = await this.db.transaction(async (tx) => {
      const toNew = await this.prepare(
        tx,
        user,
        'email_change_new',
        newEmail,
        'email_change',
        options,
      );
      // Both tokens share the one sent-at column: the frequency was checked once, above.
      const toCurrent = secure
        ? await this.prepare(
            tx,
            user,
            'email_change_current',
            user.email,
            'email_change',
            options,
            {
              checkFrequency: false,
            },
          )
        : undefined;
      if (!secure) await links.deleteTokens(tx, user.id, ['email_change_current']);
      return { toNew, toCurrent };
    });
    await this.deliver(user.id, 'email_change_new', prepared.toNew, newEmail);
    if (prepared.toCurrent) {
      await this.deliver(user.id, 'email_change_current', prepared.toCurrent, newEmail);
    }
  }

  /**
   * `PUT /user` with another address: mails a confirmation to the new address (and to the
   * current one when changes are secure); the address changes once they are followed.
   */
  async requestEmailChange(
    userId: string,
    requested: string,
    options: { redirectTo?: string | undefined; pkce: PkceParams; client: ClientContext },
  ): Promise<UserRow> {
    const email = normaliseAddress(requested);
    if (!validEmail(email)) throw invalidFormat();
    await this.limitSending(options.client);
    const pkce = pkceOf(options.pkce);
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError('user_not_found', 'User from sub claim in JWT does not exist');
    if (email === user.email) return user;
    if (await links.emailTaken(this.db, email, user.id)) {
      throw new AppError(
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    const pending = await links.setEmailChange(this.db, user.id, email);
    await this.sendEmailChange(pending, email, {
      redirectTo: this.redirectTarget(options.redirectTo),
      pkce,
      client: options.client,
    });
    const updated = await repo.findUserById(this.db, user.id);
    if (!updated) throw new AppError('user_not_found', 'User from sub claim in JWT does not exist');
    return updated;
  }

  /** `GET /reauthenticate`: mails a 6-digit nonce that a password change then presents. */
  async reauthenticate(userId: string, client: ClientContext): Promise<Record<string, never>> {
    await this.limitSending(client);
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError('user_not_found', 'User from sub claim in JWT does not exist');
    if (!user.email_confirmed_at) {
      throw new AppError('email_not_confirmed', 'Please verify your email first.', { status: 422 });
    }
    const options = { redirectTo: this.config.auth.siteUrl, pkce: undefined, client };
    const prepared = await this.db.transaction((tx) =>
      this.prepare(tx, user, 'reauthentication', user.email, 'email', options),
    );
    await this.deliver(user.id, 'reauthentication', prepared);
    return {};
  }

  /**
   * A password change on a session older than a day needs the e-mailed nonce when
   * `AUTH_PASSWORD_CHANGE_REAUTHENTICATION` is on (GoTrue's rule); the nonce is spent.
   */
  async checkPasswordChange(
    caller: { userId: string; sessionId: string },
    nonce: string | undefined,
  ): Promise<void> {
    if (!this.config.auth.passwordChangeReauthentication) return;
    const age = await links.sessionAgeSeconds(this.db, caller.sessionId);
    if (age !== undefined && age < REAUTHENTICATION_AFTER_SECONDS) return;
    if (!nonce) {
      throw new AppError('reauthentication_needed', 'Password update requires reauthentication');
    }
    const user = await repo.findUserById(this.db, caller.userId);
    const token = user && (await links.findUserToken(this.db, user.id, 'reauthentication'));
    const invalid = new AppError('reauthentication_not_valid', 'Nonce has expired or is invalid');
    if (!user || !token || token.age_seconds > this.config.auth.emailOtpExpirySeconds)
      throw invalid;
    if (token.token_hash !== tokenHash(user.email, nonce.trim())) {
      await this.countAgainstCodes([token]);
      throw invalid;
    }
    await links.deleteTokens(this.db, user.id, ['reauthentication']);
  }

  /** `GET|POST /verify`. */
  async verify(
    params: VerifyParams,
    method: 'GET' | 'POST',
    client: ClientContext,
  ): Promise<VerifyOutcome> {
    await this.limitVerify(client);
    const type = params.type ?? '';
    if (!type) throw new AppError('validation_failed', 'Verify requires a verification type');
    let hash: string;
    let email: string | undefined;
    const linkError = () => new AppError('otp_expired', 'Email link is invalid or has expired');
    let notFound = linkError;
    if (method === 'GET') {
      if (!params.token) {
        throw new AppError('validation_failed', 'Verify requires a token or a token hash');
      }
      hash = params.token;
    } else {
      const token = params.token ?? '';
      const given = params.token_hash ?? '';
      if ((!token && !given) || (token && given)) {
        throw new AppError('validation_failed', 'Verify requires either a token or a token hash');
      }
      if (token) {
        if (params.phone && !params.email) {
          throw new AppError('phone_provider_disabled', 'Unsupported phone provider');
        }
        if (!params.email || params.phone) {
          throw new AppError(
            'validation_failed',
            'Only an email address or phone number should be provided on verify',
          );
        }
        email = normaliseAddress(params.email);
        if (!validEmail(email)) {
          throw new AppError('validation_failed', 'Invalid email format', { status: 422 });
        }
        hash = tokenHash(email, token.trim());
        notFound = () => new AppError('otp_expired', 'Token has expired or is invalid');
        if (await this.codesLockedFor(email)) throw notFound();
      } else {
        if (params.email || params.phone || params.redirect_to) {
          throw new AppError(
            'validation_failed',
            'Only the token_hash and type should be provided',
          );
        }
        hash = given;
      }
    }
    if (!(type in TOKEN_TYPES_OF)) {
      throw new AppError('validation_failed', 'Unsupported verification type');
    }
    const verifyType = type as VerifyType;
    const hashes = hash.startsWith(PKCE_PREFIX) ? [hash] : [hash, PKCE_PREFIX + hash];

    const outcome = await this.db.transaction(async (tx): Promise<VerifyOutcome | AppError> => {
      const found = (await links.findTokens(tx, hashes, TOKEN_TYPES_OF[verifyType])).filter(
        (row) => email === undefined || row.relates_to === email,
      );
      const token = found[0];
      if (!token || token.age_seconds > this.config.auth.emailOtpExpirySeconds) return notFound();
      const user = await repo.findUserById(tx, token.user_id);
      if (!user) return notFound();
      // No session and no PKCE code for a banned account; its link stays unspent.
      if (isBanned(user)) return bannedError();
      const effective: VerifyType =
        verifyType === 'email'
          ? token.token_type === 'recovery'
            ? 'magiclink'
            : 'signup'
          : verifyType;
      if (token.token_type === 'email_change_current' || token.token_type === 'email_change_new') {
        const partial = await this.confirmEmailChange(tx, user, token);
        if (partial instanceof AppError) return partial;
        if (partial) return partial;
      } else {
        await links.deleteTokens(tx, user.id, [token.token_type]);
        if (token.token_type === 'recovery') await links.markSent(tx, user.id, 'recovery', false);
      }
      // The first proof of the address: any session begun before it was not the owner's.
      if (!user.email_confirmed_at) await repo.deleteSessions(tx, user.id, 'global', '');
      const signedIn = await links.confirmAndSignIn(tx, user.id);
      if (method === 'GET' && token.token_hash.startsWith(PKCE_PREFIX)) {
        const code = randomUUID();
        const issued = await links.issueAuthCode(
          tx,
          user.id,
          AUTH_METHOD_OF[effective],
          createHash('sha256').update(code).digest('hex'),
        );
        if (!issued) {
          return new AppError('flow_state_not_found', 'No associated flow state found.', {
            status: 400,
          });
        }
        return { kind: 'code', code };
      }
      return {
        kind: 'session',
        // Supabase Auth records a directly verified link or code as `otp`.
        session: await this.startSession(tx, signedIn, client, 'otp'),
        type: effective,
      };
    });
    if (outcome instanceof AppError) {
      if (email !== undefined && outcome.code === 'otp_expired') {
        await this.recordWrongCode(email, TOKEN_TYPES_OF[verifyType]);
      }
      throw outcome;
    }
    return outcome;
  }

  private codeFailuresKey(address: string): string {
    return `code-failures:${address}`;
  }

  /** Whether codes typed with `address` are no longer checked (too many wrong ones lately). */
  private async codesLockedFor(address: string): Promise<boolean> {
    const left = await this.limiter.spent(this.codeFailuresKey(address), CODE_FAILURES_PER_ADDRESS);
    return left !== undefined;
  }

  /**
   * A wrong 6-digit code typed with `address`: it counts against the address and against every
   * live code sent to it that it could have matched; a code that has met {@link CODE_ATTEMPTS}
   * wrong ones is deleted, so guessing through the million codes cannot outlast it.
   */
  private async recordWrongCode(address: string, types: TokenType[]): Promise<void> {
    await this.limiter.count(this.codeFailuresKey(address), CODE_FAILURE_WINDOW_SECONDS);
    await this.countAgainstCodes(await links.tokensSentTo(this.db, address, types));
  }

  private async countAgainstCodes(tokens: readonly TokenRow[]): Promise<void> {
    for (const token of tokens) {
      const { hits } = await this.limiter.count(
        `code-failures:code:${token.token_hash}`,
        this.config.auth.emailOtpExpirySeconds,
      );
      if (hits >= CODE_ATTEMPTS) await links.deleteToken(this.db, token);
    }
  }

  /** One of the two confirmations of a secure change, or the change itself. */
  private async confirmEmailChange(
    tx: Queryable,
    user: UserRow,
    token: TokenRow,
  ): Promise<VerifyOutcome | AppError | undefined> {
    await links.deleteTokens(tx, user.id, [token.token_type]);
    const other: TokenType =
      token.token_type === 'email_change_new' ? 'email_change_current' : 'email_change_new';
    if (await links.findUserToken(tx, user.id, other)) {
      return { kind: 'partial', message: SINGLE_CONFIRMATION_ACCEPTED };
    }
    if (!user.email_change)
      return new AppError('otp_expired', 'Email link is invalid or has expired');
    if (await links.emailTaken(tx, user.email_change, user.id)) {
      return new AppError(
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    try {
      await links.applyEmailChange(tx, user.id);
    } catch (error) {
      if (sqlState(error) === '23505') {
        return new AppError(
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      throw error;
    }
    return undefined;
  }

  private async limitVerify(client: ClientContext): Promise<void> {
    await this.limiter.hit({
      key: perAddress('verify', client.ip),
      limit: this.config.rateLimits.verifyPerIp,
      windowSeconds: this.config.rateLimits.windowSeconds,
    });
  }

  /** Where `GET /verify` sends the browser, with the session or the code or the error. */
  redirectUrl(target: string, outcome: VerifyOutcome | AppError): string {
    const url = new URL(target);
    const fragment = new URLSearchParams();
    if (outcome instanceof AppError) {
      const error = OAUTH_ERROR_OF_STATUS[outcome.status];
      if (error) fragment.set('error', error);
      fragment.set('error_code', outcome.code);
      fragment.set('error_description', outcome.message);
    } else if (outcome.kind === 'code') {
      url.searchParams.set('code', outcome.code);
      return url.toString();
    } else if (outcome.kind === 'partial') {
      fragment.set('message', outcome.message);
    } else {
      const { session } = outcome;
      fragment.set('access_token', session.access_token);
      fragment.set('expires_at', String(session.expires_at));
      fragment.set('expires_in', String(session.expires_in));
      fragment.set('refresh_token', session.refresh_token);
      fragment.set('token_type', session.token_type);
      fragment.set('type', outcome.type);
    }
    fragment.set('sb', '');
    url.hash = fragment.toString();
    return url.toString();
  }

  /** `POST /token?grant_type=pkce`: the code a verified link handed over, for a session. */
  async exchangeCode(
    body: { auth_code?: string | undefined; code_verifier?: string | undefined },
    client: ClientContext,
  ): Promise<SessionResponse> {
    await this.limitVerify(client);
    const code = body.auth_code ?? '';
    const verifier = body.code_verifier ?? '';
    if (!code || !verifier) {
      throw new AppError(
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    }
    const flow = await links.takeFlowState(
      this.db,
      createHash('sha256').update(code).digest('hex'),
    );
    if (!flow) {
      throw new AppError('flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (flow.code_age_seconds > AUTH_CODE_SECONDS) {
      throw new AppError('flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const computed =
      flow.code_challenge_method === 's256'
        ? createHash('sha256').update(verifier).digest('base64url')
        : verifier;
    if (computed !== flow.code_challenge) {
      throw new AppError(
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    return this.db.transaction(async (tx) => {
      const user = await repo.findUserById(tx, flow.user_id);
      if (!user)
        throw new AppError('flow_state_not_found', 'invalid flow state, no valid flow state found');
      return this.startSession(tx, user, client, flow.authentication_method);
    });
  }

  /**
   * An action link without sending it (the operator API's `generate_link`): the link, the
   * 6-digit code and its hash. The caller decides who may ask.
   */
  async generateLink(
    user: UserRow,
    kind:
      'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new',
    redirectTo: string | undefined,
    client: ClientContext,
  ): Promise<{
    action_link: string;
    email_otp: string;
    hashed_token: string;
    verification_type: string;
    redirect_to: string;
  }> {
    const target = this.redirectTarget(redirectTo);
    const options = { redirectTo: target, pkce: undefined, client };
    const tokenType: TokenType =
      kind === 'signup' || kind === 'invite'
        ? 'confirmation'
        : kind === 'magiclink' || kind === 'recovery'
          ? 'recovery'
          : kind;
    const verifyType: VerifyType =
      kind === 'email_change_current' || kind === 'email_change_new' ? 'email_change' : kind;
    const to = kind === 'email_change_new' ? (user.email_change ?? user.email) : user.email;
    const prepared = await this.db.transaction((tx) =>
      this.prepare(tx, user, tokenType, to, verifyType, options, { checkFrequency: false }),
    );
    return {
      action_link: prepared.link ?? '',
      email_otp: prepared.code,
      hashed_token: prepared.hash,
      verification_type: kind,
      redirect_to: target,
    };
  }
}

export type { AuthUser };
