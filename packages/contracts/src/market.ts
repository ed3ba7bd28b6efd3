import { z } from './zod';

/**
 * Market data (`{host}` = `/api`, so the product's `GET /api/wti-price` is `/api/api/wti-price`).
 * The body keeps the fields the product's client reads — `status`, `data.price`, `data.created_at`,
 * `data.code` — and adds what makes the figure honest: the trading day it is the close of, the
 * previous close it is compared with, and whether it is live.
 */

/** Code of the WTI Cushing spot price in `data.code`. */
export const WTI_PRICE_CODE = 'WTI_USD';
/** How often the card asks again, and how long the server serves a fetched price (docs/product.md §9). */
export const WTI_REFRESH_MS = 600_000;

/** A calendar day, `YYYY-MM-DD`. */
export const TradingDaySchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'));

/** Where the price came from: the EIA Open Data API (series RWTC) or FRED (DCOILWTICO). */
export const PriceSourceSchema = z.enum(['EIA', 'FRED']);
export type PriceSource = z.infer<typeof PriceSourceSchema>;

export const WtiQuoteSchema = z.object({
  code: z.literal(WTI_PRICE_CODE),
  /** Cushing, OK WTI spot price FOB, US dollars per barrel. May be negative (20 April 2020). */
  price: z.number(),
  currency: z.literal('USD'),
  unit: z.literal('barrel'),
  /** The trading day whose close `price` is. Spot data are published days late: show it. */
  date: TradingDaySchema,
  /** The close of the previous trading day with a price (not the previous calendar day). */
  previous_price: z.nullable(z.number()),
  previous_date: z.nullable(TradingDaySchema),
  /** `price − previous_price`, dollars per barrel, 2 decimals; null without a previous close. */
  change: z.nullable(z.number()),
  /**
   * `change / |previous_price| × 100`, 2 decimals; null without a previous close or when the
   * previous close is within a cent of zero (the percentage would mean nothing).
   */
  change_percent: z.nullable(z.number()),
  source: PriceSourceSchema,
  /** True when the source answered within the last 10 minutes; false for a stored price served
   * because the source is failing. */
  is_live: z.boolean(),
  /** ISO 8601: when the server took this price from the source. */
  created_at: z.string(),
});
export type WtiQuote = z.infer<typeof WtiQuoteSchema>;

/** Why there is no price: no source is configured, or the source failed and none was stored. */
export const WtiUnavailableReasonSchema = z.enum(['not_configured', 'source_failed']);
export type WtiUnavailableReason = z.infer<typeof WtiUnavailableReasonSchema>;

/** `GET /api/api/wti-price` (no authentication). Never a made-up price: no price → unavailable. */
export const WtiPriceResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), data: WtiQuoteSchema }),
  z.object({
    status: z.literal('unavailable'),
    data: z.null(),
    reason: WtiUnavailableReasonSchema,
    /** Why, in words for a person. */
    message: z.string(),
  }),
]);
export type WtiPriceResponse = z.infer<typeof WtiPriceResponseSchema>;
