import {
  DeleteAccountResponseSchema,
  type DeleteAccountResponse,
} from '@petrosage/contracts/account';
import type { ApiClient } from '../../../lib/api-client';

/**
 * `POST /account/delete`: deletes the signed-in account, confirmed with its password (or, left
 * empty, by a sign-in within the last 10 minutes).
 */
export function deleteAccount(api: ApiClient, password: string): Promise<DeleteAccountResponse> {
  return api.request('/account/delete', DeleteAccountResponseSchema, {
    method: 'POST',
    body: password === '' ? {} : { password },
  });
}
