import {
  AccountSearchQuerySchema,
  AccountSearchResponseSchema,
  AdminSubscriptionResponseSchema,
  MailLogQuerySchema,
  MailLogResponseSchema,
  OperatorAccountRequestSchema,
  OperatorAccountResponseSchema,
  OperatorSessionResponseSchema,
  ReferralRewardListQuerySchema,
  ReferralRewardListResponseSchema,
  ResendLinkRequestSchema,
  ResendLinkResponseSchema,
  SubscriptionReportSchema,
  UsageReportQuerySchema,
  UsageReportSchema,
  UserOverviewResponseSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  BackupResponseSchema,
  GrantStandardAccessRequestSchema,
  UserIdParamsSchema,
  VoidReferralRewardRequestSchema,
  VoidReferralRewardResponseSchema,
} from '@petrosage/contracts/admin';
import { z } from 'zod';
import type { RouteKit } from '../../lib/route-kit';
import { contextOf } from './admin-users.routes';
import type { OperatorService } from './operator.service';

const ErrorSchema = z.object({ detail: z.string() });

/** The product's operator endpoints, mounted at `/api`: Standard access, referral credit, audit. */
export function operatorRoutes(
  routes: RouteKit,
  { operator }: { operator: OperatorService },
): void {
  const error = { description: 'Error', schema: ErrorSchema };
  const denied = { 401: error, 403: error };

  routes.route({
    method: 'POST',
    url: '/admin/backups',
    auth: 'service',
    tag: 'admin',
    summary: 'Write a backup of the embedded database into BACKUP_DIR (a gzipped pg_dump script)',
    responses: {
      200: { description: 'The backup written', schema: BackupResponseSchema },
      ...denied,
      409: error,
    },
    handler: ({ request }) => operator.backup(contextOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/admin/users/:userId/subscription',
    auth: 'service',
    tag: 'admin',
    summary: "A user's subscription and today's usage, as their status call answers it",
    params: UserIdParamsSchema,
    responses: {
      200: { description: 'Subscription', schema: AdminSubscriptionResponseSchema },
      ...denied,
      404: error,
    },
    handler: ({ params, request }) => operator.subscription(params.userId, contextOf(request)),
  });

  routes.route({
    method: 'POST',
    url: '/admin/users/:userId/standard-access',
    auth: 'service',
    tag: 'admin',
    summary: 'Grant Standard access for a number of days (replaces an earlier grant)',
    params: UserIdParamsSchema,
    body: GrantStandardAccessRequestSchema,
    responses: {
      200: { description: 'Subscription after the grant', schema: AdminSubscriptionResponseSchema },
      ...denied,
      404: error,
      422: error,
    },
    handler: ({ params, body, request }) =>
      operator.grantStandard(params.userId, body, contextOf(request)),
  });

  routes.route({
    method: 'DELETE',
    url: '/admin/users/:userId/standard-access',
    auth: 'service',
    tag: 'admin',
    summary: "End the operator's grant and any provisional access (a paid plan stays)",
    params: UserIdParamsSchema,
    responses: {
      200: {
        description: 'Subscription after the revocation',
        schema: AdminSubscriptionResponseSchema,
      },
      ...denied,
      404: error,
    },
    handler: ({ params, request }) => operator.revokeStandard(params.userId, contextOf(request)),
  });

  routes.route({
    method: 'POST',
    url: '/admin/referral-rewards/:userId/void',
    auth: 'service',
    tag: 'admin',
    summary: "Refund (void) the referral reward a referred user's first payment earned",
    params: UserIdParamsSchema,
    body: VoidReferralRewardRequestSchema,
    responses: {
      200: { description: 'Voided', schema: VoidReferralRewardResponseSchema },
      ...denied,
      404: error,
      409: error,
      422: error,
    },
    handler: ({ params, body, request }) =>
      operator.voidReferralReward(params.userId, body.reason, contextOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/admin/audit-log',
    auth: 'service',
    tag: 'admin',
    summary: 'Operator actions, newest first',
    query: AuditLogQuerySchema,
    queryDocs: {
      user_id: { description: 'Only actions on this account' },
      limit: { description: 'Entries, 1–500 (default 50)' },
      offset: { description: 'Entries to skip (default 0)' },
    },
    responses: {
      200: { description: 'Entries', schema: AuditLogResponseSchema },
      ...denied,
      422: error,
    },
    handler: ({ query, request }) => operator.auditLog(query, contextOf(request)),
  });

  operatorConsoleRoutes(routes, { operator });
}

/** What the operator console (`/admin` in the web app) reads and does beyond the routes above. */
function operatorConsoleRoutes(routes: RouteKit, { operator }: { operator: OperatorService }) {
  const error = { description: 'Error', schema: ErrorSchema };
  const denied = { 401: error, 403: error };

  routes.route({
    method: 'GET',
    url: '/admin/session',
    auth: 'service',
    tag: 'admin',
    summary: "The console's gate: 200 for the operator key, 401/403 for anything else",
    responses: {
      200: { description: 'The key opens the console', schema: OperatorSessionResponseSchema },
      ...denied,
    },
    handler: ({ request }) => operator.openConsole(contextOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/admin/accounts',
    auth: 'service',
    tag: 'admin',
    summary: 'Accounts by e-mail, plan and status, newest first, with their plan',
    query: AccountSearchQuerySchema,
    queryDocs: {
      email: { description: 'Only addresses containing this text' },
      plan: { description: 'free or standard (Standard access now)' },
      status: {
        description: 'active, trialing, past_due, canceled (subscription) or banned, unconfirmed',
      },
      limit: { description: 'Accounts, 1–200 (default 50)' },
      offset: { description: 'Accounts to skip (default 0)' },
    },
    responses: {
      200: { description: 'Accounts', schema: AccountSearchResponseSchema },
      ...denied,
      422: error,
    },
    handler: ({ query, request }) => operator.searchAccounts(query, contextOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/admin/users/:userId/overview',
    auth: 'service',
    tag: 'admin',
    summary: "An account's profile, prompts of the last 30 days and referrals",
    params: UserIdParamsSchema,
    responses: {
      200: { description: 'Overview', schema: UserOverviewResponseSchema },
      ...denied,
      404: error,
    },
    handler: ({ params, request }) => operator.userOverview(params.userId, contextOf(request)),
  });

  routes.route({
    method: 'POST',
    url: '/admin/users/:userId/links',
    auth: 'service',
    tag: 'admin',
    summary: 'Mail the account a link again: address confirmation, password reset or sign-in',
    params: UserIdParamsSchema,
    body: ResendLinkRequestSchema,
    responses: {
      200: { description: 'Mailed', schema: ResendLinkResponseSchema },
      400: error,
      ...denied,
      404: error,
      422: error,
    },
    handler: ({ params, body, request }) =>
      operator.resendLink(params.userId, body, contextOf(request)),
  });

  routes.route({
    method: 'PUT',
    url: '/admin/users/:userId/operator',
    auth: 'service',
    tag: 'admin',
    summary: 'Mark an account operator (its own session opens the operator API), or not',
    params: UserIdParamsSchema,
    body: OperatorAccountRequestSchema,
    responses: {
      200: { description: 'Marked', schema: OperatorAccountResponseSchema },
      ...denied,
      404: error,
      422: error,
    },
    handler: ({ params, body, request }) =>
      operator.setOperatorAccount(params.userId, body.operator, contextOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/admin/reports/subscriptions',
    auth: 'service',
    tag: 'admin',
    summary: 'Subscriptions by status, cancellations and monthly revenue',
    responses: {
      200: { description: 'Subscriptions', schema: SubscriptionReportSchema },
      ...denied,
    },
    handler: ({ request }) => operator.subscriptionReport(contextOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/admin/reports/usage',
    auth: 'service',
    tag: 'admin',
    summary: 'Prompts per day, allowance hits, top users, questions the engine could not answer',
    query: UsageReportQuerySchema,
    queryDocs: { days: { description: 'Days back, 1–365 (default 30)' } },
    responses: {
      200: { description: 'Usage', schema: UsageReportSchema },
      ...denied,
      422: error,
    },
    handler: ({ query, request }) => operator.usageReport(query.days, contextOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/admin/referral-rewards',
    auth: 'service',
    tag: 'admin',
    summary: 'Referral rewards, newest first: pending, earned or void',
    query: ReferralRewardListQuerySchema,
    queryDocs: {
      status: { description: 'pending, earned or void (default all)' },
      limit: { description: 'Rewards, 1–200 (default 50)' },
      offset: { description: 'Rewards to skip (default 0)' },
    },
    responses: {
      200: { description: 'Rewards', schema: ReferralRewardListResponseSchema },
      ...denied,
      422: error,
    },
    handler: ({ query, request }) => operator.referralRewards(query, contextOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/admin/mails',
    auth: 'service',
    tag: 'admin',
    summary: 'Mails sent or failed, newest first (recipient, subject, outcome; kept 14 days)',
    query: MailLogQuerySchema,
    queryDocs: { limit: { description: 'Mails, 1–200 (default 50)' } },
    responses: {
      200: { description: 'Mails', schema: MailLogResponseSchema },
      ...denied,
      422: error,
    },
    handler: ({ query, request }) => operator.mails(query.limit, contextOf(request)),
  });
}
