import {
  CreateCheckoutSessionResponseSchema,
  type CreateCheckoutSessionRequest,
} from '@petrosage/contracts/payments';
import type { ApiClient } from '../../../lib/api-client';
import { withSession } from '../utils/payment-errors';

/** The return URLs of a checkout (docs/product.md §13): back to the chat with the outcome. */
export function checkoutReturnUrls(
  origin: string,
): Pick<CreateCheckoutSessionRequest, 'success_url' | 'cancel_url'> {
  return {
    success_url: `${origin}/chat?payment=success`,
    cancel_url: `${origin}/chat?payment=cancelled`,
  };
}

/** `POST /payments/create-checkout-session`: answers the checkout page to send the browser to. */
export async function createCheckoutSession(
  api: ApiClient,
  input: CreateCheckoutSessionRequest,
): Promise<string> {
  const { checkout_url } = await withSession(() =>
    api.request('/payments/create-checkout-session', CreateCheckoutSessionResponseSchema, {
      method: 'POST',
      body: input,
    }),
  );
  return checkout_url;
}
