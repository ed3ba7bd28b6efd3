import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';

/** How often the header checks that the assistant service answers. */
export const SERVICE_HEALTH_INTERVAL_MS = 30_000;

export const serviceHealthQueryKey = ['service-health'] as const;

/** Whether the product API answers its health check (`GET /`) with 200. */
export async function getServiceHealth(api: ApiClient): Promise<boolean> {
  try {
    return (await api.probe('/', { requireSession: false })).ok;
  } catch {
    return false;
  }
}

/**
 * Whether the assistant service is reachable: checked at once, every 30 s, and again when the
 * browser comes back online or the tab is shown. True until the first answer.
 */
export function useServiceReachable(): boolean {
  const api = useApiClient();
  const query = useQuery({
    queryKey: serviceHealthQueryKey,
    queryFn: () => getServiceHealth(api),
    refetchInterval: SERVICE_HEALTH_INTERVAL_MS,
    refetchOnReconnect: 'always',
    refetchOnWindowFocus: 'always',
    retry: false,
    staleTime: 0,
  });
  return query.data ?? true;
}
