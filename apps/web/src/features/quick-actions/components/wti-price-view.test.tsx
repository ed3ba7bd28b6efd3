import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WtiPrice } from '../api/get-wti-price';
import { WTI_TEXT, WtiPriceView } from './wti-price-view';

/* The WTI card's states, drawn from the values the server can answer (docs/product.md §2, §4). */

const LIVE: WtiPrice = {
  price: 91.06,
  change: 1.12,
  changePercent: 1.25,
  date: '2026-04-20',
  lastUpdated: '2026-04-22T14:00:00.000Z',
  source: 'EIA',
  isLive: true,
};

function showPrice(price: Partial<WtiPrice>, stale = false) {
  render(<WtiPriceView state={{ kind: 'price', price: { ...LIVE, ...price }, stale }} />);
}

const change = () => screen.getByTestId('wti-change');

describe('WtiPriceView', () => {
  it("shows '--' and 'Loading...' first", () => {
    render(<WtiPriceView state={{ kind: 'loading' }} />);
    expect(screen.getByTestId('wti-price')).toHaveTextContent(/^--$/);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText('Per barrel')).toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it("shows a live price with 'Live', the signed percent change in green and 'Per barrel'", () => {
    showPrice({});
    expect(screen.getByTestId('wti-price')).toHaveTextContent(/^\$91\.06$/);
    expect(screen.getByTestId('wti-live')).toHaveTextContent('Live');
    expect(change()).toHaveTextContent(/^\+1\.25%\+\$1\.12$/);
    expect(change()).toHaveClass('text-emerald-600');
    expect(screen.getByText('Per barrel')).toBeInTheDocument();
    expect(screen.getByTestId('wti-as-of')).toHaveTextContent('Close of Apr 20, 2026 · EIA');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wti-not-live')).not.toBeInTheDocument();
  });

  it('shows a fall in red', () => {
    showPrice({ price: 90.02, change: -1.04, changePercent: -1.14, date: '2026-04-21' });
    expect(change()).toHaveTextContent(/^-1\.14%-\$1\.04$/);
    expect(change()).toHaveClass('text-red-600');
    expect(change()).toHaveAttribute('data-direction', 'down');
  });

  it('shows no change as +0.00% in green', () => {
    showPrice({ change: 0, changePercent: 0 });
    expect(change()).toHaveTextContent(/^\+0\.00%\+\$0\.00$/);
    expect(change()).toHaveClass('text-emerald-600');
  });

  it('shows a negative price (20 April 2020)', () => {
    showPrice({ price: -36.98, change: -55.25, changePercent: -302.41, date: '2020-04-20' });
    expect(screen.getByTestId('wti-price')).toHaveTextContent(/^-\$36\.98$/);
    expect(change()).toHaveTextContent(/^-302\.41%-\$55\.25$/);
  });

  it('shows the dollar change alone when a percentage would mean nothing', () => {
    showPrice({ price: 1.5, change: 1.5, changePercent: null });
    expect(change()).toHaveTextContent(/^\+\$1\.50$/);
    expect(change()).toHaveClass('text-emerald-600');
  });

  it('says when there is no previous close', () => {
    showPrice({ change: null, changePercent: null });
    expect(screen.queryByTestId('wti-change')).not.toBeInTheDocument();
    expect(screen.getByText(WTI_TEXT.noPrevious)).toBeInTheDocument();
  });

  it("drops 'Live' for a stored price the server serves while its source fails", () => {
    showPrice({ isLive: false });
    expect(screen.getByTestId('wti-price')).toHaveTextContent('$91.06');
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    expect(screen.getByTestId('wti-not-live')).toHaveTextContent(WTI_TEXT.notLive);
  });

  it("drops 'Live' when the last refresh failed", () => {
    showPrice({}, true);
    expect(screen.getByTestId('wti-price')).toHaveTextContent('$91.06');
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it.each([
    ['not_configured', null],
    ['source_failed', 'The price source is not answering.'],
    ['request_failed', 'The price could not be loaded.'],
  ] as const)('says the price is unavailable (%s), with no number', (reason, text) => {
    render(<WtiPriceView state={{ kind: 'unavailable', reason }} />);
    expect(screen.getByTestId('wti-price')).toHaveTextContent(/^--$/);
    expect(screen.getByText('Price unavailable')).toBeInTheDocument();
    if (text === null)
      expect(screen.getByTestId('wti-unavailable')).toHaveTextContent(/^Price unavailable$/);
    else expect(screen.getByText(text)).toBeInTheDocument();
    // How the server is set up is never shown to a user.
    expect(screen.getByTestId('wti-card')).not.toHaveTextContent(/configur|API_KEY|EIA|FRED/i);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
  });
});
