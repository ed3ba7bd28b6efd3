import { formatUsd, STANDARD_PLAN } from '@petrosage/contracts/payments';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, Clock, Crown, Sparkles, TriangleAlert, X } from 'lucide-react';

export interface PaywallModalProps {
  open: boolean;
  onClose: () => void;
  onUpgrade: () => void;
  isProcessing: boolean;
  /** docs/product.md §8 (Upgrade): 'Upgrade failed: …'. */
  error: string | null;
  /** The 24-hour access message after a checkout that could not start. */
  notice: string | null;
  /** Payments go to the server's test-mode checkout: says so, so nobody thinks they paid. */
  testPayments?: boolean;
}

export const TEST_MODE_LABEL = 'Test mode — no card is charged';

export const PAYWALL_TITLE = 'Upgrade to Standard Plan';

/**
 * docs/product.md §2: 'Upgrade to Standard Plan' with the Standard offer (docs/product.md §9); the upgrade button reads
 * 'Processing...' while working; 'Upgrade to Premium' is marked 'Coming Soon' and does nothing.
 */
export function PaywallModal({
  open,
  onClose,
  onUpgrade,
  isProcessing,
  error,
  notice,
  testPayments = false,
}: PaywallModalProps) {
  const price = formatUsd(STANDARD_PLAN.priceCents ?? 0);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !isProcessing) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/75 p-3 backdrop-blur-sm sm:p-6">
          <Dialog.Content
            data-testid="paywall-modal"
            className="relative w-full max-w-lg rounded-2xl bg-white p-6 text-slate-800 shadow-2xl focus:outline-none"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="flex items-center gap-2 text-xl font-semibold text-slate-900">
                  <Sparkles aria-hidden="true" className="size-5 text-amber-500" />
                  {PAYWALL_TITLE}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-slate-600">
                  Keep chatting with your oilfield consultant.
                </Dialog.Description>
              </div>
              <Dialog.Close
                aria-label="Close"
                disabled={isProcessing}
                className="-mr-2 -mt-1 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-600 disabled:opacity-50"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>

            <section
              aria-label={STANDARD_PLAN.name}
              className="mt-5 rounded-xl p-4 ring-2 ring-amber-400"
              data-testid="paywall-standard-offer"
            >
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
                  {STANDARD_PLAN.name}
                  {testPayments && (
                    <span
                      data-testid="test-mode-label"
                      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
                    >
                      {TEST_MODE_LABEL}
                    </span>
                  )}
                </h3>
                <p>
                  <span className="text-2xl font-bold text-slate-900">{price}</span>
                  <span className="text-sm text-slate-600"> per month</span>
                </p>
              </div>
              <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
                {STANDARD_PLAN.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <Check aria-hidden="true" className="size-4 text-green-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              {error && (
                <p
                  role="alert"
                  data-testid="paywall-error"
                  className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
                >
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {error}
                </p>
              )}
              {notice && (
                <p
                  role="status"
                  data-testid="paywall-notice"
                  className="mt-3 flex items-start gap-2 rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-800 ring-1 ring-blue-200"
                >
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {notice}
                </p>
              )}
              <button
                type="button"
                onClick={onUpgrade}
                disabled={isProcessing || notice !== null}
                data-testid="paywall-upgrade"
                className="mt-4 w-full rounded-lg bg-amber-500 px-4 py-2.5 font-semibold text-slate-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:opacity-70"
              >
                {isProcessing ? 'Processing...' : `Upgrade Now — ${price}/month`}
              </button>
            </section>

            <div className="mt-4 flex items-center justify-between gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <div className="flex items-center gap-2">
                <Crown aria-hidden="true" className="size-5 text-slate-400" />
                <button
                  type="button"
                  disabled
                  aria-describedby="premium-coming-soon"
                  data-testid="paywall-premium"
                  className="font-semibold text-slate-500 disabled:cursor-not-allowed"
                >
                  Upgrade to Premium
                </button>
              </div>
              <span
                id="premium-coming-soon"
                className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-600"
              >
                Coming Soon
              </span>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
