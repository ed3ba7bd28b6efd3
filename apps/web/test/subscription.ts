import { CreateCheckoutSessionResponseSchema } from '@petrosage/contracts/payments';
import type { TestSession } from './services';

/**
 * The Standard Plan the way a user buys it on the real test server: a checkout session from the
 * API, then the local test-mode checkout page's form posted with a test card.
 */

export async function startLocalCheckout(session: TestSession): Promise<string> {
  const { checkout_url } = await session.api.request(
    '/payments/create-checkout-session',
    CreateCheckoutSessionResponseSchema,
    {
      method: 'POST',
      body: {
        plan_id: 'standard',
        success_url: `${session.serverUrl}/chat?payment=success`,
        cancel_url: `${session.serverUrl}/chat?payment=cancelled`,
      },
    },
  );
  return checkout_url;
}

/** Posts the checkout page's form; 303 (to success_url) when the card is accepted. */
export function payLocalCheckout(
  checkoutUrl: string,
  cardNumber = '4242 4242 4242 4242',
): Promise<Response> {
  return fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: cardNumber, expiry: '12 / 34', cvc: '123' }).toString(),
    redirect: 'manual',
  });
}

/** Subscribes the session's account to the Standard Plan with the 4242 test card. */
export async function subscribeStandard(session: TestSession): Promise<void> {
  const paid = await payLocalCheckout(await startLocalCheckout(session));
  if (paid.status !== 303) throw new Error(`the test checkout answered ${paid.status}`);
}
