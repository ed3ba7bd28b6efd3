import {
  WTI_REFRESH_MS,
  WtiPriceResponseSchema,
  type PriceSource,
  type WtiUnavailableReason,
} from '@petrosage/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/app-services';

/** docs/product.md §3 WTI price result, with the trading day the price is the close of. */
export interface WtiPrice {
  /** US dollars per barrel. */
  price: number;
  /** Against the previous trading day's close, dollars; null without one. */
  change: number | null;
  /** Against the previous trading day's close, percent; null without one. */
  changePercent: number | null;
  /** `YYYY-MM-DD`: the trading day of the close. */
  date: string;
  /** ISO 8601: when the server took the price from its source. */
  lastUpdated: string;
  source: PriceSource;
  isLive: boolean;
}

export type WtiPriceResult =
  | { status: 'available'; price: WtiPrice }
  | { status: 'unavailable'; reason: WtiUnavailableReason };

export const wtiPriceQueryKey = ['market', 'wti-price'] as const;

/** `GET {host}/api/wti-price` (no authentication): the WTI Cushing spot price. */
export async function getWtiPrice(api: ApiClient, signal?: AbortSignal): Promise<WtiPriceResult> {
  const body = await api.request('/api/wti-price', WtiPriceResponseSchema, {
    signal,
    requireSession: false,
  });
  if (body.status === 'unavailable') return { status: 'unavailable', reason: body.reason };
  const { data } = body;
  return {
    status: 'available',
    price: {
      price: data.price,
      change: data.change,
      changePercent: data.change_percent,
      date: data.date,
      lastUpdated: data.created_at,
      source: data.source,
      isLive: data.is_live,
    },
  };
}

/** Asked again every 10 minutes while the page is visible (docs/product.md §2, §9). */
export function wtiPriceQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: wtiPriceQueryKey,
    queryFn: ({ signal }) => getWtiPrice(api, signal),
    staleTime: WTI_REFRESH_MS,
    refetchInterval: WTI_REFRESH_MS,
  });
}

export function useWtiPrice() {
  return useQuery(wtiPriceQueryOptions(useApiClient()));
}
