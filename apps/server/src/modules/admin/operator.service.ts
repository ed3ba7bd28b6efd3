import type {
  AccountSearchQuery,
  AccountSearchResponse,
  AdminSubscriptionResponse,
  AdminUserRequest,
  GrantStandardAccessRequest,
  MailLogResponse,
  ReferralRewardEntry,
  ReferralRewardStatus,
  ResendLinkRequest,
  SubscriptionReport,
  UsageReport,
  UserOverviewResponse,
} from '@petrosage/contracts/admin';
import { DAILY_MESSAGE_ALLOWANCE, STANDARD_PLAN } from '@petrosage/contracts/payments';
import type { AuthUser } from '@petrosage/contracts/auth';
import {
  BackupInProgressError,
  BackupNotAvailableError,
  type Backup,
} from '../../db/backup/backup';
import { backupReply, type BackupReply } from '../../db/backup/control-channel';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AccountService } from '../account/account.service';
import type { AdminUsers } from '../auth/admin-users';
import type { EmailLinkService } from '../auth/email-links.service';
import { unansweredQuestions } from '../chat/unanswered.repo';
import { recentMails } from '../mail/mail-log';
import type { PaymentService } from '../payments/payments.service';
import type { ReferralService } from '../referrals/referrals.service';
import * as audit from './audit.repo';
import * as reports from './console.repo';
import type { RefusedKeyReason } from './service-role';

/** Refused operator-key attempts logged per address per hour (see `refusedKey`). */
export const REFUSED_KEYS_LOGGED_PER_IP = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where an operator's request came from, for the audit log. */
export interface OperatorContext {
  ip: string;
  /** The operator account that acted (its own session), or none: the key or a service JWT. */
  operatorUserId?: string | null;
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
    private readonly limiter: RateLimiter,
    private readonly links: EmailLinkService,
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

  /**
   * An operator-API request refused for its key (none, or not an operator's) from `context.ip`.
   * Each is logged, up to {@link REFUSED_KEYS_LOGGED_PER_IP} an hour from one address; the one
   * past that says further refusals from the address go unlogged until the hour is over, so a
   * flood of forged keys cannot fill the log.
   */
  async refusedKey(
    context: OperatorContext,
    attempt: { reason: RefusedKeyReason; method: string; route: string },
  ): Promise<void> {
    const { hits } = await this.limiter.count(`operator-refused:ip:${context.ip}`, 3600);
    if (hits > REFUSED_KEYS_LOGGED_PER_IP + 1) return;
    await this.record(this.db, context, 'operator_key.refused', null, {
      ...attempt,
      ...(hits > REFUSED_KEYS_LOGGED_PER_IP && { further_refusals_unlogged_for_an_hour: true }),
    });
  }

  private record(
    q: Queryable,
    context: OperatorContext,
    action: string,
    targetUserId: string | null,
    detail: Record<string, unknown> = {},
  ): Promise<void> {
    // Who acted, when it was an operator account rather than the key.
    const by = context.operatorUserId ? { by: context.operatorUserId } : {};
    return audit.insertAuditEntry(q, {
      action,
      targetUserId,
      detail: { ...detail, ...by },
      ip: context.ip,
    });
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

  /**
   * The log, newest first; the read itself is logged in the same transaction (after it, so the
   * answer shows what was there before), about the account it was filtered by.
   */
  async auditLog(
    query: { user_id?: string; limit: number; offset: number },
    context: OperatorContext,
  ) {
    const { rows, total } = await this.db.transaction(async (tx) => {
      const page = await audit.listAuditEntries(tx, {
        ...(query.user_id !== undefined && { targetUserId: query.user_id }),
        limit: query.limit,
        offset: query.offset,
      });
      await this.record(tx, context, 'audit_log.read', query.user_id ?? null, {
        limit: query.limit,
        offset: query.offset,
        entries: page.rows.length,
      });
      return page;
    });
    return {
      entries: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      total,
    };
  }

  /** Whether the account may use the operator API with its own session (decision 051). */
  isOperatorAccount(userId: string): Promise<boolean> {
    return this.users.isOperator(userId);
  }

  /** Marks an account operator, or not. */
  async setOperatorAccount(userId: string, operator: boolean, context: OperatorContext) {
    await this.users.setOperator(userId, operator, (tx, user) =>
      this.record(
        tx,
        context,
        operator ? 'operator_account.granted' : 'operator_account.revoked',
        user.id,
      ),
    );
    return { user_id: userId.toLowerCase(), operator };
  }

  // ── The operator console ───────────────────────────────────────────────────────────────────

  /** The console's gate: the key opened it (the route kit checked the key). */
  async openConsole(context: OperatorContext): Promise<{ operator: true }> {
    await this.record(this.db, context, 'console.opened', null);
    return { operator: true };
  }

  async searchAccounts(
    query: AccountSearchQuery,
    context: OperatorContext,
  ): Promise<AccountSearchResponse> {
    const { rows, total } = await reports.searchAccounts(this.db, query);
    await this.record(this.db, context, 'accounts.searched', null, {
      ...(query.email && { email: query.email.slice(0, 255) }),
      ...(query.plan && { plan: query.plan }),
      ...(query.status && { status: query.status }),
      offset: query.offset,
    });
    return {
      accounts: rows.map((row) => ({
        id: row.id,
        email: row.email,
        created_at: row.created_at.toISOString(),
        email_confirmed_at: iso(row.email_confirmed_at),
        last_sign_in_at: iso(row.last_sign_in_at),
        banned_until: iso(row.banned_until),
        plan: row.standard ? ('standard' as const) : ('free' as const),
        subscription_status: row.subscription_status,
        operator_grant_until: iso(row.operator_grant_until),
      })),
      total,
    };
  }

  /** One account's profile, prompts of the last 30 days and referrals. */
  async userOverview(userId: string, context: OperatorContext): Promise<UserOverviewResponse> {
    const user = await this.users.get(userId);
    const rows = await reports.userOverview(this.db, user.id);
    await this.record(this.db, context, 'user.overview_viewed', user.id);
    const today = new Date().toISOString().slice(0, 10);
    return {
      profile: rows.profile,
      operator: await this.users.isOperator(user.id),
      usage: {
        limit: DAILY_MESSAGE_ALLOWANCE,
        today: rows.days.find((day) => day.day === today)?.prompts ?? 0,
        last_30_days: rows.days.reduce((sum, day) => sum + day.prompts, 0),
        days: rows.days,
      },
      referrals: {
        code: rows.code,
        referred_by: rows.referredBy,
        referred: rows.referred.map((row) => ({
          ...row,
          created_at: row.created_at.toISOString(),
        })),
      },
    };
  }

  /** Mails the account a link again: the address confirmation, a password reset or a sign-in. */
  async resendLink(userId: string, input: ResendLinkRequest, context: OperatorContext) {
    const id = checkedUserId(userId);
    const { email } = await this.links.sendForOperator(
      id,
      input.type,
      { ip: context.ip, userAgent: null },
      (tx, user) => this.record(tx, context, 'link.sent', user.id, { type: input.type }),
    );
    return { sent: true as const, type: input.type, email };
  }

  async subscriptionReport(context: OperatorContext): Promise<SubscriptionReport> {
    const counts = await reports.subscriptionCounts(this.db);
    await this.record(this.db, context, 'report.subscriptions_viewed', null);
    const price = STANDARD_PLAN.priceCents ?? 0;
    return { ...counts, price_cents: price, monthly_revenue_cents: counts.paying * price };
  }

  async usageReport(days: number, context: OperatorContext): Promise<UsageReport> {
    const perDay = await reports.promptsPerDay(this.db, days, DAILY_MESSAGE_ALLOWANCE);
    const top = await reports.topUsers(this.db, days, 10);
    const unanswered = await unansweredQuestions(this.db, { days, limit: 25 });
    await this.record(this.db, context, 'report.usage_viewed', null, { days });
    return {
      days: perDay,
      allowance_limit: DAILY_MESSAGE_ALLOWANCE,
      top_users: top,
      unanswered: unanswered.map((row) => ({
        ...row,
        last_asked_at: row.last_asked_at.toISOString(),
      })),
    };
  }

  async referralRewards(
    query: { status?: ReferralRewardStatus | undefined; limit: number; offset: number },
    context: OperatorContext,
  ): Promise<{ rewards: ReferralRewardEntry[]; total: number }> {
    const { rows, total } = await reports.listRewards(this.db, query);
    await this.record(this.db, context, 'referral_rewards.listed', null, {
      ...(query.status && { status: query.status }),
      offset: query.offset,
    });
    return {
      rewards: rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        available_at: row.available_at.toISOString(),
        voided_at: iso(row.voided_at),
      })),
      total,
    };
  }

  async mails(limit: number, context: OperatorContext): Promise<MailLogResponse> {
    const rows = await recentMails(this.db, limit);
    await this.record(this.db, context, 'mails.listed', null, { limit });
    return {
      mails: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        status: row.status,
        error: row.error,
        created_at: row.created_at.toISOString(),
      })),
    };
  }

  private async subscriptionUnaudited(userId: string): Promise<AdminSubscriptionResponse> {
    const status = await this.payments.status(userId);
    const until = await this.payments.operatorGrantUntil(userId);
    return { ...status, operator_grant_until: until ? until.toISOString() : null };
  }
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function checkedUserId(userId: string): string {
  if (!UUID.test(userId)) throw new AppError('not_found', 'User not found');
  return userId.toLowerCase();
}
