import { PROVISIONAL_ALREADY_USED } from '@petrosage/contracts/payments';
import type { ApiClient } from '../../../lib/api-client';
import {
  grantFailureMessage,
  isProvisionalAlreadyUsed,
  upgradeFailureText,
} from '../utils/payment-errors';
import { checkoutReturnUrls, createCheckoutSession } from './create-checkout-session';
import { grantProvisionalAccess } from './grant-provisional-access';

/** Where an upgrade got to: the checkout page to go to, or why it stopped before it. */
export type UpgradeOutcome =
  | { kind: 'checkout'; url: string }
  /** Nothing was given: the text for the paywall. */
  | { kind: 'failed'; text: string }
  /** The 24-hour access was given, then the checkout could not be started, for `reason`. */
  | { kind: 'provisional'; reason: string };

/**
 * docs/product.md §4, upgrade flow, up to the redirect: the provisional Standard access first
 * (`onGranted` once it is given), then a checkout session. A failed grant gives no access (an
 * account that used its 24 hours before goes straight on to checkout).
 */
export async function startUpgrade(
  api: ApiClient,
  origin: string,
  onGranted: () => void,
): Promise<UpgradeOutcome> {
  let granted = false;
  try {
    await grantProvisionalAccess(api);
    granted = true;
    onGranted();
  } catch (grantError: unknown) {
    if (!isProvisionalAlreadyUsed(grantError, PROVISIONAL_ALREADY_USED)) {
      return { kind: 'failed', text: upgradeFailureText(grantFailureMessage(grantError)) };
    }
  }
  try {
    const url = await createCheckoutSession(api, {
      plan_id: 'standard',
      ...checkoutReturnUrls(origin),
    });
    return { kind: 'checkout', url };
  } catch (checkoutError: unknown) {
    const reason = grantFailureMessage(checkoutError);
    return granted
      ? { kind: 'provisional', reason }
      : { kind: 'failed', text: upgradeFailureText(reason) };
  }
}
