import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CancellationResponseSchema,
  type CancellationResponse,
} from '@petrosage/contracts/payments';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';
import { withSession } from '../utils/payment-errors';
import { subscriptionStatusQueryKey } from './get-subscription-status';

/** `POST /payments/request-cancellation`: cancels at the end of the paid period. */
export function requestCancellation(api: ApiClient, reason: string): Promise<CancellationResponse> {
  return withSession(() =>
    api.request('/payments/request-cancellation', CancellationResponseSchema, {
      method: 'POST',
      body: { reason },
    }),
  );
}

export function useRequestCancellation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => requestCancellation(api, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
  });
}
