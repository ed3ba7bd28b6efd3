import { useWtiPrice } from '../api/get-wti-price';
import { WtiPriceView, type WtiCardState } from './wti-price-view';

/** The WTI card fed by `GET {host}/api/wti-price`, asked again every 10 minutes. */
export function WtiPriceCard() {
  const query = useWtiPrice();
  let state: WtiCardState;
  if (query.data?.status === 'available') {
    // A failed refresh keeps the price on screen, no longer live.
    state = { kind: 'price', price: query.data.price, stale: query.isError };
  } else if (query.data?.status === 'unavailable') {
    state = { kind: 'unavailable', reason: query.data.reason };
  } else if (query.isError) {
    state = { kind: 'unavailable', reason: 'request_failed' };
  } else {
    state = { kind: 'loading' };
  }
  return <WtiPriceView state={state} />;
}
