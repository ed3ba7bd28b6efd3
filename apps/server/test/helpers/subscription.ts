import { api } from './api';
import type { TestServer } from './server';

/**
 * Gives a signed-up user Standard access the way the product does: the one-off 24-hour
 * provisional grant (`POST /api/payments/grant-provisional-access`). Prompts answer 402 without
 * it. Returns when the access is stored; throws if the server refused.
 */
export async function grantStandard(server: TestServer, accessToken: string): Promise<void> {
  const response = await api(server, accessToken, '/payments/grant-provisional-access', {
    method: 'POST',
  });
  if (response.status !== 200) {
    throw new Error(
      `grant-provisional-access answered ${response.status}: ${await response.text()}`,
    );
  }
}
