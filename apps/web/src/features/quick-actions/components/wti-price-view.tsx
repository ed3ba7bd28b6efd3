import type { WtiUnavailableReason } from '@petrosage/contracts/market';
import { Droplets } from 'lucide-react';
import type { WtiPrice } from '../api/get-wti-price';
import {
  changeDirection,
  formatChange,
  formatChangePercent,
  formatPrice,
  formatTradingDay,
} from '../utils/price-format';

/** What the WTI card has to show. */
export type WtiCardState =
  | { kind: 'loading' }
  | {
      kind: 'price';
      price: WtiPrice;
      /** The last refresh failed: the price is not live. */ stale: boolean;
    }
  | { kind: 'unavailable'; reason: WtiUnavailableReason | 'request_failed' };

export const WTI_TEXT = {
  title: 'WTI Crude Oil',
  empty: '--',
  loading: 'Loading...',
  live: 'Live',
  perBarrel: 'Per barrel',
  unavailable: 'Price unavailable',
  notLive: 'Last stored price: the source is not answering',
  noPrevious: 'No previous close to compare',
} as const;

/** Why, in a user's words; how the server is set up is for its log, not for this card. */
const UNAVAILABLE_REASONS: Record<WtiUnavailableReason | 'request_failed', string | null> = {
  not_configured: null,
  source_failed: 'The price source is not answering.',
  request_failed: 'The price could not be loaded.',
};

const DIRECTION_CLASSES = { up: 'text-emerald-600', down: 'text-red-600' } as const;

function Change({ price }: { price: WtiPrice }) {
  const { change, changePercent } = price;
  if (change === null) {
    return <p className="text-xs text-slate-500">{WTI_TEXT.noPrevious}</p>;
  }
  const direction = changeDirection(changePercent ?? change);
  return (
    <p
      data-testid="wti-change"
      data-direction={direction}
      className={`text-sm font-semibold ${DIRECTION_CLASSES[direction]}`}
    >
      {changePercent === null ? formatChange(change) : formatChangePercent(changePercent)}
      {changePercent !== null && (
        <span className="ml-1.5 text-xs font-normal text-slate-500">{formatChange(change)}</span>
      )}
    </p>
  );
}

/**
 * docs/product.md §2 WTI card: '--' and 'Loading...' first; then the price, 'Live' (only for live data), the
 * signed percent change against the previous close (green when 0 or more, red when negative) and
 * 'Per barrel'. Without a price it says so — never a made-up figure.
 */
export function WtiPriceView({ state }: { state: WtiCardState }) {
  const price = state.kind === 'price' ? state.price : null;
  const isLive = state.kind === 'price' && state.price.isLive && !state.stale;
  return (
    <section
      aria-labelledby="wti-card-title"
      data-testid="wti-card"
      data-state={state.kind}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="wti-card-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <Droplets aria-hidden="true" className="size-4 text-amber-600" />
          {WTI_TEXT.title}
        </h2>
        {isLive && (
          <span
            data-testid="wti-live"
            className="flex items-center gap-1.5 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700"
          >
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
            {WTI_TEXT.live}
          </span>
        )}
      </div>
      <p data-testid="wti-price" className="mt-2 text-2xl font-bold tabular-nums text-slate-900">
        {price ? formatPrice(price.price) : WTI_TEXT.empty}
      </p>
      {state.kind === 'loading' && <p className="text-sm text-slate-500">{WTI_TEXT.loading}</p>}
      {state.kind === 'unavailable' && (
        <div data-testid="wti-unavailable">
          <p className="text-sm font-medium text-slate-700">{WTI_TEXT.unavailable}</p>
          {UNAVAILABLE_REASONS[state.reason] !== null && (
            <p className="text-xs text-slate-500">{UNAVAILABLE_REASONS[state.reason]}</p>
          )}
        </div>
      )}
      {price && <Change price={price} />}
      <p className="mt-1 text-xs text-slate-500">{WTI_TEXT.perBarrel}</p>
      {price && (
        <p data-testid="wti-as-of" className="mt-2 text-xs text-slate-500">
          Close of {formatTradingDay(price.date)} · {price.source}
        </p>
      )}
      {price && !isLive && (
        <p data-testid="wti-not-live" className="mt-1 text-xs text-amber-700">
          {WTI_TEXT.notLive}
        </p>
      )}
    </section>
  );
}
