import {
  AdminSubscriptionResponseSchema,
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
    handler: ({ query }) => operator.auditLog(query),
  });
}
