import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { writeBackup } from './db/backup/backup';
import type { Database } from './db/database';
import type { Metrics } from './lib/metrics';
import { RateLimiter } from './lib/rate-limit';
import { getOrCreateSecret } from './lib/secrets';
import { createProvider } from './modules/assistant/model/create-provider';
import { builtinSkills } from './modules/assistant/offline/builtin-skills';
import type { AssistantProvider } from './modules/assistant/model/provider';
import { AuthService } from './modules/auth/auth.service';
import { EmailLinkService } from './modules/auth/email-links.service';
import { recordingMailer } from './modules/mail/mail-log';
import { countedMailer, createMailer } from './modules/mail/mailer';
import { factorLockedMail } from './modules/mail/templates';
import { AccountService } from './modules/account/account.service';
import { OperatorService } from './modules/admin/operator.service';
import { AdminUsers } from './modules/auth/admin-users';
import { MfaService } from './modules/auth/mfa.service';
import { TokenService } from './modules/auth/tokens';
import { exportChat } from './modules/chat/chat-export';
import { ChatService } from './modules/chat/chat.service';
import { PromptService } from './modules/chat/prompt.service';
import { ReplyRunner } from './modules/chat/reply-runner';
import { ChatSearchService } from './modules/chat/search.service';
import { FilesService } from './modules/files/files.service';
import { knowledgeSkill } from './modules/knowledge/knowledge-skill';
import { configuredSources, WtiPriceService } from './modules/market/market.service';
import { PaymentService } from './modules/payments/payments.service';
import { ProductionAnalyser } from './modules/production/production-analyser';
import { productionSkill } from './modules/production/production-skill';
import { ProfileService } from './modules/profiles/profiles.service';
import { ReferralService } from './modules/referrals/referrals.service';
import { calculatorSkill } from './modules/tools/calculator-skill';
import { assistantTools } from './modules/tools/registry';

/** Every service of the server, wired to the database and to each other. */
export type Services = Awaited<ReturnType<typeof buildServices>>;

/**
 * Builds the services from the configuration: the one place that knows which depends on which.
 * `provider` replaces the language model `config.assistant` describes (tests).
 */
export async function buildServices({
  config,
  db,
  log,
  provider: givenProvider,
  metrics,
}: {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  provider?: AssistantProvider;
  /** What the services count (decision 050). */
  metrics?: Metrics;
}) {
  const secret = config.auth.jwtSecret ?? (await getOrCreateSecret(db, 'jwt_secret'));
  const tokens = new TokenService(secret, config.auth.jwtIssuer, config.auth.jwtExpirySeconds);
  const limiter = new RateLimiter(db);
  const profiles = new ProfileService(db);
  const sendingMailer = await createMailer(config.mail, log);
  const countingMailer = metrics
    ? countedMailer(sendingMailer, (outcome) => metrics.mails.inc({ outcome }))
    : sendingMailer;
  // Each mail's recipient, subject and outcome go to the mail log the operator console reads.
  const mailer = recordingMailer(countingMailer, db, (error) =>
    log.warn({ err: error }, 'mail: the mail log could not be written'),
  );
  // E-mailed links start sessions the auth service's way; the two need each other.
  const links: EmailLinkService = new EmailLinkService(
    db,
    mailer,
    limiter,
    config,
    (tx, user, client, method) => auth.startSession(tx, user, client, method),
    log,
  );
  const auth = new AuthService(db, tokens, limiter, config, profiles, links);
  const mfa = new MfaService(
    db,
    auth,
    limiter,
    { perIp: config.rateLimits.mfaPerIp, windowSeconds: config.rateLimits.windowSeconds },
    config.appName,
    async (email, failures) => {
      try {
        await mailer.send({ to: email, ...factorLockedMail(config.appName, failures) });
      } catch (error: unknown) {
        log.warn({ err: error }, 'two-factor lock: no mail sent');
      }
    },
  );
  const files = FilesService.create(db, config.files, log);
  const production = ProductionAnalyser.create(files, log);
  const tools = assistantTools({ production });
  const provider =
    givenProvider ??
    createProvider(config.assistant, {
      appName: config.appName,
      assistantName: config.assistantName,
      tools,
      skills: [...builtinSkills, calculatorSkill, knowledgeSkill, productionSkill(production)],
      ...(metrics && {
        onOfflineReply: ({ answered, skill }) =>
          (answered ? metrics.engineAnswers : metrics.engineUnanswered).inc({ skill }),
      }),
    });
  if (provider.name === 'offline') {
    log.info(
      'assistant: the built-in engine answers (no language model); to connect one, set LLM_PROVIDER and LLM_MODEL, with LLM_API_KEY or LLM_BASE_URL as the service needs (README, Configuration)',
    );
  }
  const runner = new ReplyRunner(db, provider, log, metrics);
  const referrals = new ReferralService(db, auth, limiter, config, (userId) =>
    links.sendAddressProof(userId),
  );
  // A referred user's first successful payment earns their referrer the reward, in its transaction.
  const payments = new PaymentService(db, config, {
    onFirstPayment: async (tx, userId) => {
      await referrals.rewardFirstPayment(tx, userId);
    },
    // Earned rewards are credit on the referrer's own subscription.
    credit: referrals,
    ...(metrics && {
      onAllowanceRefused: (reason) => metrics.allowanceRefusals.inc({ reason }),
    }),
  });
  const adminUsers = new AdminUsers(db, profiles, config.auth.password, links);
  const accounts = new AccountService(db, {
    auth,
    users: adminUsers,
    payments,
    referrals,
    profiles,
    mailer,
    limiter,
    config,
    log,
  });
  const operator = new OperatorService(
    db,
    adminUsers,
    payments,
    referrals,
    () => writeBackup(db, config.backup),
    accounts,
    limiter,
    links,
  );
  const chats = new ChatService(db, config, payments.admitMessage);
  // The units preference is read once per prompt, for the system prompt and the offline engine.
  const prompts = new PromptService(db, runner, config, payments.admitMessage, (userId) =>
    profiles.unitsOf(userId),
  );
  const search = new ChatSearchService(db);
  /** One of the user's chats as Markdown (404 otherwise). */
  const exportOf = (userId: string, chatId: string) =>
    exportChat(db, userId, chatId, {
      appName: config.appName,
      assistantName: config.assistantName,
    });
  const market = new WtiPriceService(db, configuredSources(config.market), {
    cacheSeconds: config.market.cacheSeconds,
    timeoutMs: config.market.timeoutMs,
    log,
  });
  return {
    db,
    tokens,
    limiter,
    profiles,
    auth,
    mailer,
    links,
    mfa,
    files,
    production,
    tools,
    provider,
    runner,
    referrals,
    payments,
    operator,
    accounts,
    chats,
    prompts,
    search,
    exportChat: exportOf,
    market,
  };
}
