import type { Subscription } from '@petrosage/contracts/payments';
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useRequestCancellation } from '../api/request-cancellation';
import { cancellationAlertText } from '../utils/payment-errors';
import { localDate, localDateTime, planLabel, statusColorClass } from '../utils/subscription-flags';

export interface ManageSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
  /** Billing questions go here (docs/product.md §2: the support contact address). */
  supportEmail: string;
  /** Shows the failure of a cancellation (docs/product.md §4: an alert). */
  alert?: (message: string) => void;
}

type Step = 'details' | 'confirm' | 'done';

const LIVE = new Set(['active', 'trialing', 'past_due']);

const buttonBase =
  'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * docs/product.md §2 / §4: the plan and the support address; cancel → confirm ('No, Keep Subscription' /
 * 'Yes, Cancel') → 'Subscription Cancelled' with Close. A failure is an alert and the confirm
 * step closes.
 */
export function ManageSubscriptionDialog({
  open,
  onOpenChange,
  subscription,
  supportEmail,
  alert = (message) => window.alert(message),
}: ManageSubscriptionDialogProps) {
  const [step, setStep] = useState<Step>('details');
  const [reason, setReason] = useState('');
  const cancellation = useRequestCancellation();
  const reasonId = useId();
  const periodEnd = localDate(subscription.current_period_end);
  const cancellable =
    !subscription.provisional &&
    LIVE.has(subscription.status) &&
    !subscription.cancel_at_period_end;

  function handleOpenChange(next: boolean) {
    if (!next && cancellation.isPending) return;
    onOpenChange(next);
    if (!next) {
      setStep('details');
      setReason('');
    }
  }

  function confirmCancel() {
    cancellation.mutate(reason.trim(), {
      onSuccess: () => setStep('done'),
      onError: (error) => {
        alert(cancellationAlertText(error));
        setStep('details');
      },
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/70 p-3 backdrop-blur-sm sm:p-6">
          <Dialog.Content
            data-testid="manage-subscription-dialog"
            aria-describedby={undefined}
            className="relative w-full max-w-md rounded-2xl bg-white p-6 text-slate-800 shadow-2xl focus:outline-none"
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-semibold text-slate-900">
                {step === 'done' ? 'Subscription Cancelled' : 'Manage Subscription'}
              </Dialog.Title>
              <Dialog.Close
                aria-label="Close dialog"
                className="-mr-2 -mt-1 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-600"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>

            {step === 'details' && (
              <div className="mt-4 space-y-4">
                <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <div className="flex items-center justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      {planLabel(subscription.plan_name)}
                    </p>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-bold ${statusColorClass(subscription.status)}`}
                    >
                      {subscription.status.toUpperCase()}
                    </span>
                  </div>
                  {subscription.provisional ? (
                    <p className="mt-2 text-sm text-slate-600">
                      24-hour access until {localDateTime(subscription.current_period_end)}
                    </p>
                  ) : subscription.cancel_at_period_end ? (
                    <p className="mt-2 text-sm text-orange-700">
                      Subscription will cancel at period end{periodEnd && ` (${periodEnd})`}
                    </p>
                  ) : (
                    subscription.next_billing_date && (
                      <p className="mt-2 text-sm text-slate-600">
                        Next billing: {localDate(subscription.next_billing_date)}
                      </p>
                    )
                  )}
                </div>
                <p className="text-sm text-slate-600">
                  Questions about billing? Contact{' '}
                  <a
                    href={`mailto:${supportEmail}`}
                    className="font-medium text-amber-700 underline underline-offset-2"
                  >
                    {supportEmail}
                  </a>
                  .
                </p>
                <div className="flex flex-wrap justify-end gap-2">
                  {cancellable && (
                    <button
                      type="button"
                      onClick={() => setStep('confirm')}
                      className={`${buttonBase} text-red-700 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-red-600`}
                    >
                      Cancel Subscription
                    </button>
                  )}
                  <Dialog.Close
                    className={`${buttonBase} bg-slate-900 text-white hover:bg-slate-800 focus-visible:outline-slate-900`}
                  >
                    Close
                  </Dialog.Close>
                </div>
              </div>
            )}

            {step === 'confirm' && (
              <div className="mt-4 space-y-4">
                <p className="text-sm text-slate-700">
                  Cancel your {planLabel(subscription.plan_name)}? You keep access
                  {periodEnd ? ` until ${periodEnd}` : ' until the end of the paid period'} and will
                  not be charged again.
                </p>
                <div>
                  <label htmlFor={reasonId} className="text-sm font-medium text-slate-700">
                    Why are you cancelling? (optional)
                  </label>
                  <textarea
                    id={reasonId}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    maxLength={1000}
                    rows={2}
                    className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-amber-500 focus:outline-2 focus:outline-amber-500"
                  />
                </div>
                <div className="flex flex-wrap justify-end gap-2">
                  <button
                    type="button"
                    onClick={() => setStep('details')}
                    disabled={cancellation.isPending}
                    className={`${buttonBase} bg-slate-900 text-white hover:bg-slate-800 focus-visible:outline-slate-900`}
                  >
                    No, Keep Subscription
                  </button>
                  <button
                    type="button"
                    onClick={confirmCancel}
                    disabled={cancellation.isPending}
                    className={`${buttonBase} bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600`}
                  >
                    {cancellation.isPending ? 'Cancelling...' : 'Yes, Cancel'}
                  </button>
                </div>
              </div>
            )}

            {step === 'done' && (
              <div className="mt-4 space-y-4">
                <p className="flex items-start gap-2 text-sm text-slate-700">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-green-600"
                  />
                  <span>
                    Your subscription will not renew.
                    {periodEnd
                      ? ` You keep access to the ${planLabel(subscription.plan_name)} until ${periodEnd}.`
                      : ''}
                  </span>
                </p>
                <div className="flex justify-end">
                  <Dialog.Close
                    className={`${buttonBase} bg-slate-900 text-white hover:bg-slate-800 focus-visible:outline-slate-900`}
                  >
                    Close
                  </Dialog.Close>
                </div>
              </div>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
