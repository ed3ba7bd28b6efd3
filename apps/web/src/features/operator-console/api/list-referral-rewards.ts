import {
  ReferralRewardListResponseSchema,
  type ReferralRewardStatus,
} from '@petrosage/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys, useOperatorClients, type OperatorClients } from './operator-clients';

/** `GET /api/admin/referral-rewards`: rewards of one status (or all), newest first. */
export function listReferralRewards(
  { api }: OperatorClients,
  status: ReferralRewardStatus | '',
  signal?: AbortSignal,
) {
  return api.request('/admin/referral-rewards', ReferralRewardListResponseSchema, {
    query: { status: status || undefined, limit: 200 },
    signal,
  });
}

export function useReferralRewards(status: ReferralRewardStatus | '') {
  const clients = useOperatorClients();
  return useQuery({
    queryKey: operatorKeys.rewards(status),
    queryFn: ({ signal }) => listReferralRewards(clients, status, signal),
  });
}
