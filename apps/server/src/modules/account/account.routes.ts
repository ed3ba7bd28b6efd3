import {
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
} from '@petrosage/contracts/account';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { RouteKit } from '../../lib/route-kit';
import { clientOf } from '../auth/api-auth';
import type { AccountService } from './account.service';

const ErrorSchema = z.object({ detail: z.string() });

/** "Delete my account" and "Export my data", at `/api/account/…`. */
export function accountRoutes(routes: RouteKit, { accounts }: { accounts: AccountService }): void {
  const error = { description: 'Error', schema: ErrorSchema };

  routes.route({
    method: 'POST',
    url: '/account/delete',
    auth: 'user',
    tag: 'account',
    summary:
      'Delete my account: its subscription ends at the provider, everything it owns is deleted, every session ends',
    body: DeleteAccountRequestSchema,
    responses: {
      200: { description: 'Deleted', schema: DeleteAccountResponseSchema },
      401: error,
      403: { ...error, description: 'Not confirmed: a wrong password, or no recent sign-in' },
      429: error,
      503: { ...error, description: 'The payment provider could not cancel the subscription' },
    },
    handler: ({ userId, body, request }) =>
      accounts.deleteOwn(userId, request.headers.authorization, body.password, clientOf(request)),
  });

  routes.route({
    method: 'GET',
    url: '/account/export',
    auth: 'user',
    tag: 'account',
    summary:
      'Export my data: one JSON file with the account, profile, subscription, payments, referrals, files and every chat',
    responses: {
      200: { description: 'application/json attachment' },
      401: error,
      413: error,
      429: error,
    },
    handler: async ({ userId, reply }) => {
      const { fileName, body } = await accounts.exportData(userId);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(body));
    },
  });
}
