import {
  ProvisionalAccessResponseSchema,
  type ProvisionalAccessResponse,
} from '@petrosage/contracts/payments';
import type { ApiClient } from '../../../lib/api-client';
import { withSession } from '../utils/payment-errors';

/** `POST /payments/grant-provisional-access`: 24 hours of Standard, once per account. */
export function grantProvisionalAccess(api: ApiClient): Promise<ProvisionalAccessResponse> {
  return withSession(() =>
    api.request('/payments/grant-provisional-access', ProvisionalAccessResponseSchema, {
      method: 'POST',
    }),
  );
}
