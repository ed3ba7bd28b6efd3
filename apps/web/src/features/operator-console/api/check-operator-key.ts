import { OperatorSessionResponseSchema } from '@petrosage/contracts/admin';
import type { OperatorClients } from './operator-clients';

/** `GET /api/admin/session`: resolves for the operator key; 401/403 (ApiError) for any other. */
export async function checkOperatorKey(clients: OperatorClients): Promise<void> {
  await clients.api.request('/admin/session', OperatorSessionResponseSchema);
}
