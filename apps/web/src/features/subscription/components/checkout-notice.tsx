import { useEffect } from 'react';
import { useTimedBanner, type SubscriptionNotice } from '../hooks/use-timed-banner';
import { SubscriptionBanner } from './subscription-banner';

/**
 * What came of a checkout ("You're on the Standard Plan", "Checkout cancelled…"), above the page
 * at every width: below 1280 px the subscription card is in a closed sheet, and the news must
 * not wait there. Clears after 5 s like the card's banners (docs/product.md §9), or when dismissed.
 */
export function CheckoutNotice({ notice }: { notice: SubscriptionNotice | null }) {
  const { banner, show, dismiss } = useTimedBanner();
  useEffect(() => {
    if (notice) show(notice.tone, notice.text);
  }, [notice, show]);
  if (!banner) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-40 flex justify-center px-3">
      <div className="pointer-events-auto w-full max-w-md shadow-lg">
        <SubscriptionBanner banner={banner} onDismiss={dismiss} testId="checkout-notice" />
      </div>
    </div>
  );
}
