import type { AdminSubscriptionResponse } from '@petrosage/contracts/admin';
import { useId, useState, type FormEvent } from 'react';
import { useAccountSubscription } from '../api/get-account-subscription';
import { useGrantStandardAccess } from '../api/grant-standard-access';
import { useRevokeStandardAccess } from '../api/revoke-standard-access';
import { useActionMessage } from '../hooks/use-action-message';
import { formatTime } from '../utils/format';
import { AccountField } from './account-field';
import {
  ActionStatus,
  Card,
  fieldClass,
  labelClass,
  primaryButton,
  QueryState,
  secondaryButton,
} from './console-ui';

function planText(subscription: AdminSubscriptionResponse): string {
  if (!subscription.has_access) return 'Free (no Standard access)';
  return 'Standard';
}

/** The account's plan and subscription, with forms that grant or revoke Standard access. */
export function AccountSubscriptionCard({ userId }: { userId: string }) {
  const subscription = useAccountSubscription(userId);
  const grant = useGrantStandardAccess(userId);
  const revoke = useRevokeStandardAccess(userId);
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const { message, run } = useActionMessage();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(days);
    void run(`Standard granted for ${count} days.`, () =>
      grant.mutateAsync({ days: count, ...(reason.trim() && { reason: reason.trim() }) }),
    );
  };

  return (
    <Card id="subscription" title="Subscription" testId="operator-subscription-card">
      <QueryState query={subscription} label="the subscription">
        {() => {
          const data = subscription.data;
          if (!data) return null;
          const sub = data.subscription;
          return (
            <dl>
              <AccountField name="Plan">
                <span data-testid="operator-subscription-plan">{planText(data)}</span>
              </AccountField>
              <AccountField name="Status">{sub?.status ?? 'No subscription'}</AccountField>
              <AccountField name="Provider">{sub?.provider ?? '—'}</AccountField>
              <AccountField name="Period ends">{formatTime(sub?.current_period_end)}</AccountField>
              <AccountField name="Cancels at period end">
                {sub?.cancel_at_period_end ? 'Yes' : 'No'}
              </AccountField>
              <AccountField name="Operator grant until">
                <span data-testid="operator-grant-until">
                  {data.operator_grant_until ? formatTime(data.operator_grant_until) : 'None'}
                </span>
              </AccountField>
              <AccountField name="Prompts today">
                {data.usage.used} of {data.usage.limit}
              </AccountField>
            </dl>
          );
        }}
      </QueryState>
      <form
        onSubmit={submit}
        aria-label="Grant Standard"
        className="mt-4 grid gap-2 sm:grid-cols-[6rem_1fr_auto] sm:items-end"
      >
        <div className="space-y-1">
          <label htmlFor={`${id}-days`} className={labelClass}>
            Days
          </label>
          <input
            id={`${id}-days`}
            type="number"
            min={1}
            max={3650}
            step={1}
            required
            value={days}
            onChange={(event) => setDays(event.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-reason`} className={labelClass}>
            Reason (optional)
          </label>
          <input
            id={`${id}-reason`}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={fieldClass}
          />
        </div>
        <button type="submit" className={primaryButton} disabled={grant.isPending}>
          Grant Standard
        </button>
      </form>
      <div className="mt-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={revoke.isPending}
          onClick={() => void run('Standard access revoked.', () => revoke.mutateAsync(undefined))}
        >
          Revoke Standard
        </button>
      </div>
      <ActionStatus message={message} />
    </Card>
  );
}
