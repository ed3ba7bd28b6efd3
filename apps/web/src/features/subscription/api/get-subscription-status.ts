import {
  SubscriptionStatusResponseSchema,
  type SubscriptionStatusResponse,
} from '@petrosage/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';

/** Key of the subscription status; upgrades, cancellation and sync invalidate it. */
export const subscriptionStatusQueryKey = ['subscription-status'] as const;

/** `GET /payments/subscription-status`: flags, the subscription, today's message count. */
export function getSubscriptionStatus(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<SubscriptionStatusResponse> {
  return api.request('/payments/subscription-status', SubscriptionStatusResponseSchema, { signal });
}

export function subscriptionStatusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: subscriptionStatusQueryKey,
    queryFn: ({ signal }) => getSubscriptionStatus(api, signal),
    // Prompts answer 402 or 429 from the server's own count; a minute-old status is fine.
    staleTime: 60_000,
  });
}

export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions(useApiClient()));
}
