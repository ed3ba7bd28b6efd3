import type {
  AdminSubscriptionResponse,
  AdminUserRequest,
  GrantStandardAccessRequest,
} from '@petrosage/contracts/admin';
import type { AuthUser } from '@petrosage/contracts/auth';
import {
  BackupInProgressError,
  BackupNotAvailableError,
  type Backup,
} from '../../db/backup/backup';
import { backupReply, type BackupReply } from '../../db/backup/control-channel';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { AccountService } from '../account/account.service';
import type { AdminUsers } from '../auth/admin-users';
import type { PaymentService } from '../payments/payments.service';
import type { ReferralService } from '../referrals/referrals.service';
import * as audit from './audit.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where an operator's request came from, for the audit log. */
export interface OperatorContext {
  ip: string;
}

/** The changes of a user update the log names (values are left out: passwords, metadata). */
function changedFields(input: AdminUserRequest): string[] {
  return Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort();
}

/**
 * What an operator does with the service-role key, each action written to the audit log in the
 * transaction that does it: accounts (GoTrue's admin API), Standard access, referral credit.
 */
export class OperatorService {
  constructor(
    private readonly db: Database,
    private readonly users: AdminUsers,
    private readonly payments: PaymentService,
    private readonly referrals: ReferralService,
    private readonly writeBackup: () => Promise<Backup>,
    private readonly accounts: AccountService,
  ) {}

  /** A backup of the embedded database into `BACKUP_DIR` (decision 049). */
  async backup(context: OperatorContext): Promise<BackupReply> {
    let backup: Backup;
    try {
      backup = await this.writeBackup();
    } catch (error) {
      if (error instanceof BackupNotAvailableError || error instanceof BackupInProgressError) {
        throw new AppError('conflict', error.message);
      }
      throw error;
    }
    await this.record(this.db, context, 'backup.written', null, {
      file: backup.file,
      bytes: backup.bytes,
    });
    return backupReply(backup);
  }

  private record(
    q: Queryable,
    context: OperatorContext,
    action: string,
    targetUserId: string | null,
    detail: Record<string, unknown> = {},
  ): Promise<void> {
    return audit.insertAuditEntry(q, { action, targetUserId, detail, ip: context.ip });
  }

  async listUsers(
    query: { page?: string; per_page?: string; filter?: string },
    context: OperatorContext,
  ) {
    const page = await this.users.list(query);
    await this.record(this.db, context, 'users.listed', null, {
      page: page.page,
      per_page: page.perPage,
      ...(query.filter && { filter: query.filter.slice(0, 255) }),
    });
    return page;
  }

  async getUser(userId: string, context: OperatorContext): Promise<AuthUser> {
    const user = await this.users.get(userId);
    await this.record(this.db, context, 'user.viewed', user.id);
    return user;
  }

  createUser(input: AdminUserRequest, context: OperatorContext): Promise<AuthUser> {
    return this.users.create(input, (tx, user) =>
      this.record(tx, context, 'user.created', user.id, {
        email: user.email,
        fields: changedFields({ ...input, password: input.password && '' }),
      }),
    );
  }

  /** Invites an address (GoTrue's `POST /invite`); the log names it as GoTrue's `user_invited`. */
  inviteUser(
    input: { email?: string | undefined; data?: Record<string, unknown> | null | undefined },
    redirectTo: string | undefined,
    context: OperatorContext,
  ): Promise<AuthUser> {
    return this.users.invite(
      input,
      { redirectTo, client: { ip: context.ip, userAgent: null } },
      (tx, user) => this.record(tx, context, 'user.invited', user.id, { email: user.email }),
    );
  }

  updateUser(userId: string, input: AdminUserRequest, context: OperatorContext): Promise<AuthUser> {
    return this.users.update(userId, input, (tx, user) =>
      this.record(tx, context, 'user.updated', user.id, {
        email: user.email,
        fields: changedFields(input),
        ...(input.ban_duration !== undefined && { ban_duration: input.ban_duration }),
      }),
    );
  }

  /**
   * Deletes an account as its owner's "Delete my account" does (decision 049): the subscription
   * ended at its provider, everything it owns deleted, a mail to its address.
   */
  async deleteUser(userId: string, softDelete: boolean, context: OperatorContext): Promise<void> {
    if (softDelete) throw new AppError('validation_failed', 'Soft deletion is not supported');
    await this.accounts.delete(
      userId,
      { requestedBy: 'operator', confirmedBy: null, ip: context.ip },
      (tx, user) => this.record(tx, context, 'user.deleted', user.id, { email: user.email }),
    );
  }

  /** A link made by `generate_link` (its token and code stay out of the log). */
  linkGenerated(
    user: { id: string; email: string },
    type: string,
    context: OperatorContext,
  ): Promise<void> {
    return this.record(this.db, context, 'link.generated', user.id, { type, email: user.email });
  }

  async listFactors(userId: string, context: OperatorContext) {
    const factors = await this.users.listFactors(userId);
    await this.record(this.db, context, 'factors.viewed', userId.toLowerCase());
    return factors;
  }

  deleteFactor(userId: string, factorId: string, context: OperatorContext) {
    return this.users.deleteFactor(userId, factorId, (tx, user) =>
      this.record(tx, context, 'factor.deleted', user.id, { factor_id: factorId.toLowerCase() }),
    );
  }

  /** What the user's own status call answers, and the operator's grant. */
  async subscription(userId: string, context: OperatorContext): Promise<AdminSubscriptionResponse> {
    await this.users.get(userId);
    const status = await this.payments.status(userId);
    const until = await this.payments.operatorGrantUntil(userId);
    await this.record(this.db, context, 'subscription.viewed', userId.toLowerCase());
    return { ...status, operator_grant_until: until ? until.toISOString() : null };
  }

  async grantStandard(
    userId: string,
    input: GrantStandardAccessRequest,
    context: OperatorContext,
  ): Promise<AdminSubscriptionResponse> {
    const id = checkedUserId(userId);
    await this.payments.grantOperatorAccess(
      id,
      { days: input.days, reason: input.reason ?? null },
      (tx) =>
        this.record(tx, context, 'standard_access.granted', id, {
          days: input.days,
          ...(input.reason && { reason: input.reason }),
        }),
    );
    return this.subscriptionUnaudited(id);
  }

  async revokeStandard(
    userId: string,
    context: OperatorContext,
  ): Promise<AdminSubscriptionResponse> {
    const id = checkedUserId(userId);
    await this.payments.revokeOperatorAccess(id, (tx, ended) =>
      this.record(tx, context, 'standard_access.revoked', id, { ended }),
    );
    return this.subscriptionUnaudited(id);
  }

  async voidReferralReward(referredUserId: string, reason: string, context: OperatorContext) {
    const id = checkedUserId(referredUserId);
    const voided = await this.referrals.voidRewardByOperator(id, reason, (tx, reward) =>
      this.record(tx, context, 'referral_reward.voided', reward.referrerUserId, {
        referred_user_id: id,
        amount_cents: reward.amountCents,
        reason,
      }),
    );
    return {
      voided: true as const,
      referred_user_id: id,
      referrer_user_id: voided.referrerUserId,
      amount_cents: voided.amountCents,
    };
  }

  async auditLog(query: { user_id?: string; limit: number; offset: number }) {
    const { rows, total } = await audit.listAuditEntries(this.db, {
      ...(query.user_id !== undefined && { targetUserId: query.user_id }),
      limit: query.limit,
      offset: query.offset,
    });
    return {
      entries: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      total,
    };
  }

  private async subscriptionUnaudited(userId: string): Promise<AdminSubscriptionResponse> {
    const status = await this.payments.status(userId);
    const until = await this.payments.operatorGrantUntil(userId);
    return { ...status, operator_grant_until: until ? until.toISOString() : null };
  }
}

function checkedUserId(userId: string): string {
  if (!UUID.test(userId)) throw new AppError('not_found', 'User not found');
  return userId.toLowerCase();
}
