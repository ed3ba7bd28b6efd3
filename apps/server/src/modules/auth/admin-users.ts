import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthUser, Factor } from '@petrosage/contracts/auth';
import type { AdminUserRequest } from '@petrosage/contracts/admin';
import { sqlState, type Database, type Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { ProfileService } from '../profiles/profiles.service';
import * as repo from './admin-users.repo';
import {
  assertPasswordAcceptable,
  checkMetadataSize,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  normaliseEmail,
  toAuthUser,
  type ClientContext,
} from './auth.service';
import { findUserByEmail, findUserById, type UserRow } from './auth.repo';
import * as mfaRepo from './mfa.repo';
import { toFactor } from './mfa.repo';
import { hashPassword, type PasswordPolicy } from './password';

/** Mails invitations: the token is made in the operator's transaction, the mail sent after it. */
export interface Invitations {
  prepareInvite(
    tx: Queryable,
    user: UserRow,
    options: { redirectTo?: string | undefined; client: ClientContext },
  ): Promise<() => Promise<void>>;
}

/** Called in the transaction of an operator's change, with the account it changed. */
export type AuditHook = (tx: Queryable, user: { id: string; email: string }) => Promise<void>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;
/** The longest ban accepted: about 100 years. */
const MAX_BAN_MS = 100 * 365 * 24 * 3600 * 1000;

const GO_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * A Go duration (`time.ParseDuration`: `300ms`, `1.5h`, `2h45m`) in milliseconds, or undefined
 * when it is not one. GoTrue reads `ban_duration` this way.
 */
export function parseGoDuration(text: string): number | undefined {
  const match = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/.exec(text);
  if (!match || text === '0') return text === '0' ? 0 : undefined;
  let total = 0;
  for (const part of text.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)) {
    total += Number(part[1]) * (GO_UNITS_MS[part[2] ?? ''] ?? Number.NaN);
  }
  return match[1] === '-' ? -total : total;
}

/** The ban end a `ban_duration` sets: null for `none` (lifted), a time otherwise. */
function banEnd(duration: string): Date | null {
  if (duration === 'none') return null;
  const ms = parseGoDuration(duration);
  if (ms === undefined || !Number.isFinite(ms) || ms < 0 || ms > MAX_BAN_MS) {
    throw new AppError(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${duration}"`,
    );
  }
  return new Date(Date.now() + ms);
}

function validEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (normalised.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(normalised)) {
    throw new AppError('validation_failed', 'Unable to validate email address: invalid format');
  }
  return normalised;
}

/** GoTrue's `validateEmail`: required, at most 255 characters, in the accepted format. */
function requiredEmail(email: string | undefined): string {
  const trimmed = (email ?? '').trim();
  if (!trimmed) throw new AppError('validation_failed', 'An email address is required');
  if (trimmed.length > EMAIL_MAX_LENGTH) {
    throw new AppError('validation_failed', 'An email address is too long');
  }
  return validEmail(trimmed);
}

/** GoTrue's metadata update: keys are set, a `null` value removes its key. */
function merged(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const result = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete result[key];
    else result[key] = value;
  }
  checkMetadataSize(result);
  return result;
}

function refuseUnsupported(input: AdminUserRequest): void {
  if (input.phone) throw new AppError('validation_failed', 'Phone numbers are not supported');
  if (input.password_hash !== undefined) {
    throw new AppError('validation_failed', 'Password hashes cannot be imported');
  }
  if (input.role !== undefined && input.role !== 'authenticated') {
    throw new AppError('validation_failed', 'Only the authenticated role is supported');
  }
  if (input.aud !== undefined && input.aud !== 'authenticated') {
    throw new AppError('validation_failed', 'Only the authenticated audience is supported');
  }
}

const emailExists = () =>
  new AppError('email_exists', 'A user with this email address has already been registered');

/**
 * The operator's administration of accounts with GoTrue's rules (`/admin/users`): list, read,
 * create, update (ban, confirm, metadata, e-mail, password) and delete.
 */
export class AdminUsers {
  constructor(
    private readonly db: Database,
    private readonly profiles: ProfileService,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly invitations: Invitations,
  ) {}

  /** A page of accounts and the paging GoTrue reports in its headers. */
  async list(query: { page?: string; per_page?: string; filter?: string }): Promise<{
    users: AuthUser[];
    total: number;
    page: number;
    perPage: number;
  }> {
    const page = pageNumber(query.page, 1, 'page');
    const perPage = Math.min(
      pageNumber(query.per_page, DEFAULT_PER_PAGE, 'per_page'),
      MAX_PER_PAGE,
    );
    const filter = query.filter?.trim() ? query.filter.trim().slice(0, 255) : null;
    const { rows, total } = await repo.listUsers(this.db, {
      limit: perPage,
      offset: (page - 1) * perPage,
      filter,
    });
    return { users: rows.map(toAuthUser), total, page, perPage };
  }

  async get(userId: string): Promise<AuthUser> {
    const user = await findUserById(this.db, checkedId(userId));
    if (!user) throw userNotFound();
    return toAuthUser(user);
  }

  async create(input: AdminUserRequest, audit: AuditHook): Promise<AuthUser> {
    refuseUnsupported(input);
    if (!input.email) {
      throw new AppError(
        'validation_failed',
        'Cannot create a user without either an email or phone',
      );
    }
    const email = validEmail(input.email);
    let id: string = randomUUID();
    if (input.id !== undefined) {
      if (!UUID.test(input.id)) {
        throw new AppError('validation_failed', 'ID must conform to the uuid v4 format');
      }
      if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(input.id)) {
        throw new AppError('validation_failed', 'ID cannot be a nil uuid');
      }
      id = input.id.toLowerCase();
    }
    if (input.password) assertPasswordAcceptable(input.password, this.passwordPolicy);
    const userMetadata = merged({}, input.user_metadata ?? {});
    const appMetadata = merged(
      { provider: 'email', providers: ['email'] },
      input.app_metadata ?? {},
    );
    const bannedUntil = input.ban_duration === undefined ? null : banEnd(input.ban_duration);
    // No password: one nobody knows (the account signs in once a password is set for it).
    const passwordHash = await hashPassword(
      input.password || randomBytes(32).toString('base64url'),
    );
    try {
      return await this.db.transaction(async (tx) => {
        const user = await repo.insertUser(tx, {
          id,
          email,
          passwordHash,
          confirmed: input.email_confirm === true,
          userMetadata,
          appMetadata,
          bannedUntil,
        });
        await this.profiles.create(tx, user.id, userMetadata);
        await audit(tx, user);
        return toAuthUser(user);
      });
    } catch (error) {
      if (sqlState(error) === '23505') throw emailExists();
      throw error;
    }
  }

  /**
   * GoTrue's `POST /invite`: creates the account (unconfirmed, with a password nobody knows) or
   * invites again one not yet confirmed, and mails the invitation; a confirmed address is
   * refused with `email_exists`.
   */
  async invite(
    input: { email?: string | undefined; data?: Record<string, unknown> | null | undefined },
    options: { redirectTo?: string | undefined; client: ClientContext },
    audit: AuditHook,
  ): Promise<AuthUser> {
    const email = requiredEmail(input.email);
    const userMetadata = input.data ?? {};
    checkMetadataSize(userMetadata);
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    let deliver: (() => Promise<void>) | undefined;
    let userId: string;
    try {
      userId = await this.db.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email);
        if (user?.email_confirmed_at) throw emailExists();
        if (!user) {
          user = await repo.insertUser(tx, {
            id: randomUUID(),
            email,
            passwordHash,
            confirmed: false,
            userMetadata,
            appMetadata: { provider: 'email', providers: ['email'] },
            bannedUntil: null,
          });
          await this.profiles.create(tx, user.id, userMetadata);
        }
        await audit(tx, user);
        deliver = await this.invitations.prepareInvite(tx, user, options);
        return user.id;
      });
    } catch (error) {
      if (sqlState(error) === '23505') throw emailExists();
      throw error;
    }
    await deliver?.();
    const invited = await findUserById(this.db, userId);
    if (!invited) throw userNotFound();
    return toAuthUser(invited);
  }

  async update(userId: string, input: AdminUserRequest, audit: AuditHook): Promise<AuthUser> {
    refuseUnsupported(input);
    const id = checkedId(userId);
    if (input.id !== undefined && input.id.toLowerCase() !== id) {
      throw new AppError('validation_failed', 'The id of a user cannot be changed');
    }
    const current = await findUserById(this.db, id);
    if (!current) throw userNotFound();
    const changes: repo.AdminUserChanges = {};
    if (input.email !== undefined && input.email !== '') changes.email = validEmail(input.email);
    if (input.password !== undefined) {
      assertPasswordAcceptable(input.password, this.passwordPolicy);
      changes.passwordHash = await hashPassword(input.password);
    }
    if (input.email_confirm === true) changes.confirm = true;
    if (input.user_metadata)
      changes.userMetadata = merged(current.user_metadata, input.user_metadata);
    if (input.app_metadata) changes.appMetadata = merged(current.app_metadata, input.app_metadata);
    if (input.ban_duration !== undefined && input.ban_duration !== '') {
      changes.bannedUntil = banEnd(input.ban_duration);
    }
    try {
      return await this.db.transaction(async (tx) => {
        const user = await repo.updateUser(tx, id, changes);
        if (!user) throw userNotFound();
        // A banned account is signed out everywhere; a new password ends its sessions too.
        if (changes.bannedUntil || changes.passwordHash !== undefined) {
          await repo.deleteSessionsOf(tx, id);
        }
        await audit(tx, user);
        return toAuthUser(user);
      });
    } catch (error) {
      if (sqlState(error) === '23505') throw emailExists();
      throw error;
    }
  }

  /** The user's second factors (GoTrue's `GET /admin/users/{id}/factors`). */
  async listFactors(userId: string): Promise<Factor[]> {
    const user = await findUserById(this.db, checkedId(userId));
    if (!user) throw userNotFound();
    return user.factors.map(toFactor);
  }

  /**
   * Removes one of the user's factors (a user who lost their authenticator app); the sessions it
   * verified go back to aal1.
   */
  async deleteFactor(userId: string, factorId: string, audit: AuditHook): Promise<Factor> {
    const id = checkedId(userId);
    return this.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw userNotFound();
      const factor = user.factors.find((f) => f.id === factorId.toLowerCase());
      if (!factor) throw new AppError('mfa_factor_not_found', 'Factor not found');
      await mfaRepo.deleteFactor(tx, factor.id);
      await mfaRepo.downgradeSessionsOf(tx, factor.id);
      await audit(tx, user);
      return toFactor(factor);
    });
  }

  /**
   * Marks the account operator (its own session then opens the operator API) or not, in a
   * transaction with `audit`.
   */
  async setOperator(userId: string, operator: boolean, audit: AuditHook): Promise<void> {
    const id = checkedId(userId);
    await this.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw userNotFound();
      await repo.setOperator(tx, id, operator);
      await audit(tx, user);
    });
  }

  /** Whether the account is an operator now (marked, not banned). */
  isOperator(userId: string): Promise<boolean> {
    return repo.isActiveOperator(this.db, userId);
  }

  async delete(userId: string, softDelete: boolean, audit: AuditHook): Promise<void> {
    const id = checkedId(userId);
    if (softDelete) throw new AppError('validation_failed', 'Soft deletion is not supported');
    await this.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw userNotFound();
      await audit(tx, user);
      await repo.deleteUser(tx, id);
    });
  }
}

const userNotFound = () => new AppError('user_not_found', 'User not found');

/** GoTrue answers an id that is not a UUID with 404 `validation_failed`. */
function checkedId(userId: string): string {
  if (!UUID.test(userId)) {
    throw new AppError('validation_failed', 'user_id must be an UUID', { status: 404 });
  }
  return userId.toLowerCase();
}

function pageNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < 1) {
    throw new AppError(
      'validation_failed',
      `Bad Pagination Parameters: ${name} must be a positive integer`,
    );
  }
  return number;
}
