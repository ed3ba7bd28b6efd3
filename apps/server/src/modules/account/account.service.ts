import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type DeleteAccountResponse,
} from '@petrosage/contracts/account';
import { findCalcBlocks, parseCalcCard } from '@petrosage/contracts/calc';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AdminUsers, AuditHook } from '../auth/admin-users';
import type { AuthService, ClientContext } from '../auth/auth.service';
import {
  chatsForExport,
  deleteReplyChunksOf,
  messagesForExport,
  storedTextBytes,
} from '../chat/chat.repo';
import { filesForExport, storedFileBytes } from '../files/files.repo';
import type { Mailer } from '../mail/mailer';
import { renderNotice } from '../mail/templates';
import type { PaymentService } from '../payments/payments.service';
import type { ProfileService } from '../profiles/profiles.service';
import type { ReferralService } from '../referrals/referrals.service';
import { insertDeletion, type AccountDeletion } from './account.repo';

/** Who asked for a deletion and how it was confirmed (the kept record). */
export type DeletionRequest = Pick<AccountDeletion, 'requestedBy' | 'confirmedBy' | 'ip'>;

/** "Export my data" as the route sends it: a file name and its JSON, piece by piece. */
export interface AccountExport {
  fileName: string;
  body: AsyncIterable<string>;
}

const longDate = (date: Date): string =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The account as its owner can take it away or end it (decision 049): "Delete my account" —
 * which the operator's deletion shares — and "Export my data".
 */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      auth: AuthService;
      users: AdminUsers;
      payments: PaymentService;
      referrals: ReferralService;
      profiles: ProfileService;
      mailer: Mailer;
      limiter: RateLimiter;
      config: Pick<Config, 'appName' | 'supportEmail' | 'dataExport' | 'rateLimits'>;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * The owner deletes their account: confirmed with their password or a fresh sign-in
   * (`AuthService.confirmIdentity`), then {@link delete}.
   */
  async deleteOwn(
    userId: string,
    authorization: string | undefined,
    password: string | undefined,
    client: ClientContext,
  ): Promise<DeleteAccountResponse> {
    const confirmedBy = await this.deps.auth.confirmIdentity(authorization, password, client);
    return this.delete(userId, { requestedBy: 'user', confirmedBy, ip: client.ip });
  }

  /**
   * Deletes the account and everything it owns: its subscription is ended at the provider
   * first (a provider that fails stops here, nothing deleted), then, in one transaction, its
   * chats, messages (every version), files, profile, preferences, sessions, second factors,
   * referral code and counters go with the account row (the schema's ON DELETE CASCADE), and the
   * progress of its replies; its payment events stay without it. A record of the deletion and
   * `audit` (the operator's log) are written in the same transaction; a mail confirms it.
   */
  async delete(
    userId: string,
    request: DeletionRequest,
    audit?: AuditHook,
  ): Promise<DeleteAccountResponse> {
    const user = await this.deps.users.get(userId);
    const { canceled } = await this.deps.payments.endForDeletedAccount(user.id);
    await this.deps.users.delete(user.id, false, async (tx, row) => {
      await deleteReplyChunksOf(tx, user.id);
      await insertDeletion(tx, { ...request, userId: user.id, subscriptionCanceled: canceled });
      await audit?.(tx, row);
    });
    await this.deps.limiter.forgetKeysNaming([user.id, user.email]);
    await this.sendConfirmation(user.email, canceled);
    return { deleted: true, subscription_canceled: canceled };
  }

  private async sendConfirmation(email: string, canceled: boolean): Promise<void> {
    const { appName, supportEmail } = this.deps.config;
    if (!email) return;
    const mail = renderNotice({
      appName,
      subject: `Your ${appName} account has been deleted`,
      paragraphs: [
        `Your ${appName} account (${email}) was deleted on ${longDate(new Date())}, with its chats, messages, uploaded files, profile, sessions and second factors. You have been signed out everywhere.`,
        canceled
          ? 'Your subscription was cancelled: nothing more will be charged.'
          : 'There was no subscription to cancel.',
        'Records of your payments are kept, without your name or address, for as long as accounting law requires.',
        `If you did not ask for this, write to ${supportEmail}.`,
      ],
    });
    try {
      await this.deps.mailer.send({ to: email, ...mail });
    } catch (error) {
      // The account is gone either way; the mail is a courtesy.
      this.deps.log.warn({ err: error }, 'the account deletion mail could not be sent');
    }
  }

  /**
   * "Export my data": one JSON document with the account, profile, preferences, subscription,
   * payment history, referrals, files (what was read from them) and every chat with every
   * version of its messages and their calculation cards. Rate-limited per user, refused (413)
   * past `EXPORT_MAX_BYTES` of stored text, and written piece by piece, one chat at a time.
   */
  async exportData(userId: string): Promise<AccountExport> {
    const { dataExport, rateLimits } = this.deps.config;
    await this.deps.limiter.hit({
      key: `account-export:${userId}`,
      limit: dataExport.perWindow,
      windowSeconds: rateLimits.windowSeconds,
    });
    const bytes =
      (await storedTextBytes(this.db, userId)) + (await storedFileBytes(this.db, userId));
    if (bytes > dataExport.maxBytes) {
      throw new AppError(
        'request_too_large',
        `Your data is larger than one download may be (${Math.round(dataExport.maxBytes / 1_048_576)} MB): write to ${this.deps.config.supportEmail} for a copy, or export chats one at a time.`,
      );
    }
    const { auth, profiles, payments, referrals } = this.deps;
    const head = {
      format: ACCOUNT_EXPORT_FORMAT,
      version: ACCOUNT_EXPORT_VERSION,
      exported_at: new Date().toISOString(),
      account: await auth.getUser(userId),
      profile: await profiles.get(userId),
      preferences: await profiles.preferences(userId),
      subscription: await payments.status(userId),
      payments: await payments.history(userId),
      referrals: await referrals.info(userId),
    };
    const day = head.exported_at.slice(0, 10);
    return {
      fileName: `${this.deps.config.appName.replace(/[^\w.-]+/g, '-')}-data-${day}.json`,
      body: this.exportBody(this.db, userId, head),
    };
  }

  private async *exportBody(
    q: Queryable,
    userId: string,
    head: Record<string, unknown>,
  ): AsyncGenerator<string> {
    const opening = JSON.stringify(head, null, 2);
    yield `${opening.slice(0, -2)},\n  "files": [`;
    let first = true;
    for (const file of await filesForExport(q, userId)) {
      const { content, message_id, ...details } = file;
      const entry = { ...details, sent_with_message: message_id, text: content };
      yield `${first ? '' : ','}\n    ${JSON.stringify(entry)}`;
      first = false;
    }
    yield '\n  ],\n  "chats": [';
    first = true;
    for (const chat of await chatsForExport(q, userId)) {
      const messages = (await messagesForExport(q, userId, chat.id)).map((message) => ({
        id: message.id,
        role: message.role,
        content: message.content,
        status: message.status,
        ...(message.error !== null && { error: message.error }),
        created_at: message.created_at,
        updated_at: message.updated_at,
        // Versions (decision 025): every version is kept; the chat shows those not hidden.
        version_of: message.version_group,
        shown: message.hidden_under === null,
        reply_to: message.reply_to,
        files: message.file_ids ?? [],
        calculation_cards: findCalcBlocks(message.content).flatMap((block) => {
          const parsed = parseCalcCard(block.body);
          return parsed.ok ? [parsed.card] : [];
        }),
      }));
      yield `${first ? '' : ','}\n    ${JSON.stringify({ chat_id: chat.id, title: chat.title, created_at: chat.created_at, updated_at: chat.updated_at, messages })}`;
      first = false;
    }
    yield '\n  ]\n}\n';
  }
}
