import {
  isReferralCodeFormat,
  normaliseReferralCode,
  type ReferralInfo,
  type ReferralSignupRequest,
  type ReferralSignupResponse,
  type ValidateReferralCodeResponse,
} from '@petrosage/contracts/referrals';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuthService, ClientContext } from '../auth/auth.service';
import { generateReferralCode, maskEmail } from './referral-code';
import * as repo from './referrals.repo';

/** What `rewardFirstPayment` did. */
export type RewardOutcome =
  { rewarded: false } | { rewarded: true; referrerUserId: string; amountCents: number };

/** With 887 million codes, even a crowded table almost never needs a second draw. */
const CODE_ATTEMPTS = 8;

export const INVALID_CODE_FORMAT_MESSAGE =
  'Invalid referral code format: a code is 6 characters, letters A–Z and digits 2–9 (no 0, O, 1, I or L)';
export const CODE_NOT_FOUND_MESSAGE = 'Referral code not found';

function invalid(message: string): AppError {
  return new AppError('validation_failed', message, { status: 422 });
}

/** The code as typed, normalised; a 422 when it cannot be a referral code. */
function parseCode(value: string): string {
  const code = normaliseReferralCode(value);
  if (!isReferralCodeFormat(code)) throw invalid(INVALID_CODE_FORMAT_MESSAGE);
  return code;
}

/** Referral codes, sign-up with a code and rewards (docs/product.md §3, §5, §7; docs/product.md §12). */
export class ReferralService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
  ) {}

  /** The caller's code, created on the first call; every later call answers the same code. */
  async generateCode(userId: string): Promise<string> {
    const existing = await repo.findCodeOfUser(this.db, userId);
    if (existing !== undefined) return existing;
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const inserted = await repo.insertCode(this.db, userId, generateReferralCode());
      if (inserted !== undefined) return inserted;
      // Either a concurrent call gave this user a code, or the draw hit someone else's code.
      const mine = await repo.findCodeOfUser(this.db, userId);
      if (mine !== undefined) return mine;
    }
    throw new Error(`no free referral code after ${CODE_ATTEMPTS} draws`);
  }

  /** Unauthenticated check of a code; rate limited per IP; the referrer's e-mail comes masked. */
  async validateCode(value: string, client: ClientContext): Promise<ValidateReferralCodeResponse> {
    await this.limiter.hit({
      key: `referral-check:ip:${client.ip}`,
      limit: this.config.rateLimits.referralPerIp,
      windowSeconds: this.config.rateLimits.windowSeconds,
    });
    const owner = await repo.findCodeOwner(this.db, parseCode(value));
    return owner
      ? { valid: true, referring_user_email: maskEmail(owner.email) }
      : { valid: false, referring_user_email: null };
  }

  /**
   * Creates the account exactly as `/auth/v1/signup` does (its rate limit, rules and errors) and,
   * in the same transaction, records who referred it: an unknown code rolls the account back.
   * No session starts here; the web app signs in with the password next (docs/product.md §4).
   */
  async signUp(
    input: ReferralSignupRequest,
    client: ClientContext,
  ): Promise<ReferralSignupResponse> {
    const code = parseCode(input.referral_code);
    // The code is settled before the account: an unknown code is answered the same whether the
    // e-mail is registered or not, so guessing codes tells nothing about who has an account.
    // Counted like a code check, so codes cannot be guessed faster here than there.
    await this.limiter.hit({
      key: `referral-check:ip:${client.ip}`,
      limit: this.config.rateLimits.referralPerIp,
      windowSeconds: this.config.rateLimits.windowSeconds,
    });
    if (!(await repo.findCodeOwner(this.db, code))) throw invalid(CODE_NOT_FOUND_MESSAGE);
    const result = await this.auth.signUp(
      { email: input.email, password: input.password, data: input.data },
      client,
      {
        startSession: false,
        onCreated: async (tx, user) => {
          // Read again in the account's transaction: the one that counts.
          const owner = await repo.findCodeOwner(tx, code);
          if (!owner) throw invalid(CODE_NOT_FOUND_MESSAGE);
          await repo.insertReferral(tx, {
            referredUserId: user.id,
            referrerUserId: owner.user_id,
            code,
          });
        },
      },
    );
    const user = result.kind === 'user' ? result.user : result.session.user;
    return { user, email_confirmation_required: !this.config.auth.autoconfirm };
  }

  /**
   * Credits the referrer of `referredUserId` with `REFERRAL_REWARD_CENTS`, inside the caller's
   * transaction (the one that records the payment). Call it when a user's first payment
   * succeeds: it is idempotent (one reward per referred account, enforced by a unique key), so
   * a repeated or later call credits nothing, and an account nobody referred earns nothing.
   */
  async rewardFirstPayment(tx: Queryable, referredUserId: string): Promise<RewardOutcome> {
    const { rewardCents, rewardHoldDays, rewardsPerMonth } = this.config.referrals;
    const reward = await repo.insertReward(tx, referredUserId, {
      amountCents: rewardCents,
      holdDays: rewardHoldDays,
      perMonth: rewardsPerMonth,
    });
    return reward
      ? {
          rewarded: true,
          referrerUserId: reward.referrer_user_id,
          amountCents: reward.amount_cents,
        }
      : { rewarded: false };
  }

  /**
   * Takes up to `maxCents` of the user's earned, unapplied credit for one renewal (recorded under
   * `reference`, once), in the caller's transaction; answers the cents taken.
   */
  takeCredit(
    tx: Queryable,
    userId: string,
    maxCents: number,
    application: { provider: 'local' | 'stripe'; reference: string },
  ): Promise<number> {
    return repo.takeCredit(tx, userId, maxCents, application);
  }

  /** The earned rewards whose credit is still to be handed to Stripe: `key` names the reward. */
  async creditToHandOver(q: Queryable, userId: string): Promise<{ key: string; cents: number }[]> {
    return (await repo.unappliedCredit(q, userId))
      .filter((source) => source.stripe_balance_transaction === null)
      .map((source) => ({ key: source.referred_user_id, cents: source.remaining_cents }));
  }

  /** Records that reward `key`'s credit was handed to Stripe; false when it already was. */
  recordCreditHandedOver(
    tx: Queryable,
    userId: string,
    key: string,
    cents: number,
    reference: string,
  ): Promise<boolean> {
    return repo.recordStripeCredit(tx, userId, key, cents, reference);
  }

  /**
   * The referred user's first payment was refunded or disputed: its reward, while still in its
   * hold, is void. Answers whether a reward was voided.
   */
  voidFirstPaymentReward(tx: Queryable, referredUserId: string, reason: string): Promise<boolean> {
    return repo.voidPendingReward(tx, referredUserId, reason);
  }

  /**
   * An operator refunds a referral reward: void unless its credit was already applied (409).
   * `audit` runs in the same transaction.
   */
  async voidRewardByOperator(
    referredUserId: string,
    reason: string,
    audit: (
      tx: Queryable,
      voided: { referrerUserId: string; amountCents: number },
    ) => Promise<void>,
  ): Promise<{ referrerUserId: string; amountCents: number }> {
    return this.db.transaction(async (tx) => {
      const outcome = await repo.voidRewardByOperator(tx, referredUserId, reason);
      switch (outcome.kind) {
        case 'not_found':
          throw new AppError('not_found', 'No referral reward for this referred account');
        case 'already_void':
          throw new AppError('conflict', 'This referral reward is already void');
        case 'credit_used':
          throw new AppError(
            'conflict',
            `This referral reward's credit has already been applied (${outcome.usedCents} cents)`,
          );
        case 'voided': {
          const voided = {
            referrerUserId: outcome.referrerUserId,
            amountCents: outcome.amountCents,
          };
          await audit(tx, voided);
          return voided;
        }
      }
    });
  }

  async info(userId: string): Promise<ReferralInfo> {
    const summary = await repo.referralSummary(this.db, userId);
    return {
      referral_code: summary.referral_code,
      total_referrals: summary.total_referrals,
      total_rewards: summary.total_reward_cents / 100,
      pending_rewards: summary.pending_reward_cents / 100,
      credit_available: summary.credit_available_cents / 100,
      credit_applied: summary.credit_applied_cents / 100,
      referred_by_email: summary.referred_by_email,
    };
  }
}
