import { CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import type { Banner } from '../hooks/use-timed-banner';

const TONES = {
  success: { className: 'bg-green-50 text-green-800 ring-green-200', Icon: CheckCircle2 },
  info: { className: 'bg-blue-50 text-blue-800 ring-blue-200', Icon: Info },
  error: { className: 'bg-red-50 text-red-800 ring-red-200', Icon: TriangleAlert },
} as const;

export interface SubscriptionBannerProps {
  banner: Banner;
  onDismiss: () => void;
  testId?: string;
}

/** A success, info or error banner above the subscription card (docs/product.md §2, §4). */
export function SubscriptionBanner({
  banner,
  onDismiss,
  testId = 'subscription-banner',
}: SubscriptionBannerProps) {
  const { className, Icon } = TONES[banner.tone];
  return (
    <div
      role={banner.tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      data-tone={banner.tone}
      className={`flex items-start gap-2 rounded-xl px-3 py-2 text-sm ring-1 ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{banner.text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
