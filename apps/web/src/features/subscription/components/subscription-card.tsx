import { CreditCard, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useOnDemand } from '../../../hooks/use-on-demand';
import { onDemand } from '../../../lib/on-demand';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useSubscriptionSync } from '../hooks/use-subscription-sync';
import { useTimedBanner } from '../hooks/use-timed-banner';
import { localDate, localDateTime, planLabel, statusColorClass } from '../utils/subscription-flags';
import { SubscriptionBanner } from './subscription-banner';

/** Fetched when Manage is first pressed (decision 042). */
const manageDialogPart = onDemand(() => import('./manage-subscription-dialog'));

export interface SubscriptionCardProps {
  /** The account's e-mail, sent by Sync (docs/product.md §5: sync needs one). */
  email: string | null;
  supportEmail: string;
  /** Opens the paywall (offered while only the 24-hour access is in force). */
  onUpgrade?: () => void;
  /** How a cancellation failure is shown (docs/product.md §4: an alert). */
  alert?: (message: string) => void;
}

const cardClass = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
const buttonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:opacity-60';

function SyncButton({ onSync, isSyncing }: { onSync: () => void; isSyncing: boolean }) {
  return (
    <button
      type="button"
      onClick={onSync}
      disabled={isSyncing}
      data-testid="subscription-sync"
      className={`${buttonClass} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50`}
    >
      <RefreshCw aria-hidden="true" className={`size-3.5 ${isSyncing ? 'animate-spin' : ''}`} />
      {isSyncing ? 'Syncing...' : 'Sync'}
    </button>
  );
}

/** The card in a loaded state, under the banner of the moment. */
function CardFrame({
  state,
  banner,
  children,
}: {
  state: 'error' | 'none' | 'subscription';
  banner: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      {banner}
      <section
        aria-label="Subscription"
        data-testid="subscription-card"
        data-state={state}
        className={cardClass}
      >
        {children}
      </section>
    </div>
  );
}

/**
 * docs/product.md §2: the subscription status card of the right panel — loading skeleton, error, none, or
 * the plan with its status in colour, next billing date, the cancel-at-period-end warning, and
 * Manage and Sync; success and info banners for 5 s, error banners for 8 s, dismissible.
 */
export function SubscriptionCard({ email, supportEmail, onUpgrade, alert }: SubscriptionCardProps) {
  const status = useSubscriptionStatus();
  const { banner, show, dismiss } = useTimedBanner();
  const { sync, isSyncing } = useSubscriptionSync(email, show);
  const [manageOpen, setManageOpen] = useState(false);
  const manageDialog = useOnDemand(manageDialogPart, manageOpen, () => setManageOpen(false));
  const handleSync = () => void sync();

  const bannerView = banner && <SubscriptionBanner banner={banner} onDismiss={dismiss} />;

  if (status.isPending) {
    return (
      <section
        aria-label="Subscription"
        aria-busy="true"
        data-testid="subscription-card"
        data-state="loading"
        className={`${cardClass} animate-pulse`}
      >
        <div className="h-5 w-32 rounded bg-slate-200" />
        <div className="mt-3 h-4 w-20 rounded bg-slate-200" />
        <div className="mt-3 h-4 w-40 rounded bg-slate-200" />
        <div className="mt-4 flex gap-2">
          <div className="h-8 w-20 rounded-lg bg-slate-200" />
          <div className="h-8 w-16 rounded-lg bg-slate-200" />
        </div>
      </section>
    );
  }

  if (status.isError) {
    return (
      <CardFrame state="error" banner={bannerView}>
        <h2 className="flex items-center gap-2 font-semibold text-red-700">
          <TriangleAlert aria-hidden="true" className="size-4" />
          Subscription Error
        </h2>
        <p className="mt-1 text-sm text-slate-600">Unable to load subscription status</p>
        <div className="mt-3">
          <SyncButton onSync={handleSync} isSyncing={isSyncing} />
        </div>
      </CardFrame>
    );
  }

  const { subscription, usage } = status.data;
  if (!subscription) {
    return (
      <CardFrame state="none" banner={bannerView}>
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <CreditCard aria-hidden="true" className="size-4 text-slate-500" />
          No Active Subscription
        </h2>
        <p className="mt-1 text-sm text-slate-600">Subscribe to access premium features</p>
        <div className="mt-3">
          <SyncButton onSync={handleSync} isSyncing={isSyncing} />
        </div>
      </CardFrame>
    );
  }

  const nextBilling = localDate(subscription.next_billing_date);
  return (
    <>
      <CardFrame state="subscription" banner={bannerView}>
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900" data-testid="subscription-plan">
            {planLabel(subscription.plan_name)}
          </h2>
          <span
            data-testid="subscription-status"
            className={`rounded-full px-2 py-0.5 text-xs font-bold tracking-wide ${statusColorClass(subscription.status)}`}
          >
            {subscription.status.toUpperCase()}
          </span>
        </div>
        {nextBilling && (
          <p className="mt-2 text-sm text-slate-600" data-testid="subscription-next-billing">
            Next billing: {nextBilling}
          </p>
        )}
        {subscription.provisional && (
          <p className="mt-2 text-sm text-slate-600">
            24-hour access until {localDateTime(subscription.current_period_end)}
          </p>
        )}
        {subscription.cancel_at_period_end && (
          <p
            className="mt-2 rounded-lg bg-orange-50 px-2 py-1 text-sm font-medium text-orange-800"
            data-testid="subscription-cancel-warning"
          >
            Subscription will cancel at period end
          </p>
        )}
        <p className="mt-2 text-xs text-slate-500" data-testid="subscription-usage">
          {usage.used.toLocaleString('en-US')} of {usage.limit.toLocaleString('en-US')} messages
          used today
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {subscription.provisional && onUpgrade && (
            <button
              type="button"
              onClick={onUpgrade}
              className={`${buttonClass} bg-amber-500 text-slate-950 hover:bg-amber-400`}
            >
              Upgrade Now
            </button>
          )}
          <button
            type="button"
            onClick={() => setManageOpen(true)}
            data-testid="subscription-manage"
            className={`${buttonClass} bg-slate-900 text-white hover:bg-slate-800`}
          >
            Manage
          </button>
          <SyncButton onSync={handleSync} isSyncing={isSyncing} />
        </div>
      </CardFrame>
      {manageDialog && (
        <manageDialog.ManageSubscriptionDialog
          open={manageOpen}
          onOpenChange={setManageOpen}
          subscription={subscription}
          supportEmail={supportEmail}
          {...(alert ? { alert } : {})}
        />
      )}
    </>
  );
}
