import { VoidReferralRewardResponseSchema } from '@petrosage/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOperatorClients, type OperatorClients } from './operator-clients';

/** `POST /api/admin/referral-rewards/{referredUserId}/void`: refunds a referral reward. */
export function voidReferralReward(
  { api }: OperatorClients,
  referredUserId: string,
  reason: string,
) {
  return api.request(
    `/admin/referral-rewards/${encodeURIComponent(referredUserId)}/void`,
    VoidReferralRewardResponseSchema,
    { method: 'POST', body: { reason } },
  );
}

export function useVoidReferralReward() {
  const clients = useOperatorClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ referredUserId, reason }: { referredUserId: string; reason: string }) =>
      voidReferralReward(clients, referredUserId, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['operator', 'rewards'] }),
        queryClient.invalidateQueries({ queryKey: ['operator', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['operator', 'account'] }),
      ]),
  });
}
