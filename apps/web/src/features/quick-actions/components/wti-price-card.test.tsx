import { WTI_REFRESH_MS } from '@petrosage/contracts/market';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderWithServices,
  signedOutServices,
  testSupabaseClient,
} from '../../../../test/services';
import { createApiClient } from '../../../lib/api-client';
import { WtiPriceCard } from './wti-price-card';

/*
 * The WTI card against the real server, without a session (the call needs no authentication):
 * "market" has an EIA key and a local EIA (see test/global-setup.ts); "standard" has no key.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets a request that was about to start reach `fetch`. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

const wtiCalls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([url]) => String(url).endsWith('/api/api/wti-price')).length;

describe('WtiPriceCard', () => {
  it("shows '--' and 'Loading...', then the live price from EIA with its change", async () => {
    renderWithServices(<WtiPriceCard />, signedOutServices('market'));
    expect(screen.getByTestId('wti-price')).toHaveTextContent(/^--$/);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByText('$91.06')).toBeInTheDocument();
    expect(screen.getByTestId('wti-live')).toHaveTextContent('Live');
    expect(screen.getByTestId('wti-change')).toHaveTextContent('+1.25%');
    expect(screen.getByTestId('wti-change')).toHaveClass('text-emerald-600');
    expect(screen.getByText('Per barrel')).toBeInTheDocument();
    expect(screen.getByTestId('wti-as-of')).toHaveTextContent('Close of Apr 20, 2026 · EIA');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('says the price is unavailable when the server has no price source', async () => {
    renderWithServices(<WtiPriceCard />, signedOutServices('standard'));
    expect(await screen.findByText('Price unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('wti-card')).not.toHaveTextContent(/configur|API_KEY/i);
    expect(screen.getByTestId('wti-price')).toHaveTextContent(/^--$/);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it('says the price is unavailable when the server cannot be reached', async () => {
    const unreachable = {
      supabase: testSupabaseClient(),
      api: createApiClient({
        baseUrl: 'http://127.0.0.1:1/api',
        getAccessToken: () => Promise.resolve(null),
      }),
    };
    renderWithServices(<WtiPriceCard />, unreachable);
    expect(await screen.findByText('The price could not be loaded.')).toBeInTheDocument();
    expect(screen.getByTestId('wti-price')).toHaveTextContent(/^--$/);
  });

  it('asks the server again every 10 minutes', async () => {
    // Only the interval is faked: the request itself runs on real timers and real I/O.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const fetchSpy = vi.spyOn(window, 'fetch');
    renderWithServices(<WtiPriceCard />, signedOutServices('market'));
    expect(await screen.findByText('$91.06')).toBeInTheDocument();
    expect(wtiCalls(fetchSpy)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(WTI_REFRESH_MS - 1_000));
    await settle();
    expect(wtiCalls(fetchSpy)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(wtiCalls(fetchSpy)).toBe(2));
    // The next 10 minutes count from the moment the answer arrived.
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(WTI_REFRESH_MS));
    await waitFor(() => expect(wtiCalls(fetchSpy)).toBe(3));
    await settle();
    expect(wtiCalls(fetchSpy)).toBe(3);
    expect(screen.getByText('$91.06')).toBeInTheDocument();
  });
});
