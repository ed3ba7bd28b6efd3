import type { ReferralRewardEntry, ReferralRewardStatus } from '@petrosage/contracts/admin';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useReferralRewards } from '../api/list-referral-rewards';
import { useVoidReferralReward } from '../api/void-referral-reward';
import { formatCents, formatTime, problemText } from '../utils/format';
import {
  ActionStatus,
  dangerButton,
  fieldClass,
  labelClass,
  linkClass,
  QueryState,
  ScreenTitle,
  secondaryButton,
  TableRegion,
  tdClass,
  thClass,
} from './console-ui';

const FILTERS: { value: ReferralRewardStatus | ''; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'earned', label: 'Earned' },
  { value: 'void', label: 'Void' },
  { value: '', label: 'All' },
];

type Message = { text: string; failed: boolean } | null;

function VoidForm({
  reward,
  onDone,
  onCancel,
}: {
  reward: ReferralRewardEntry;
  onDone: (message: Message) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const voidReward = useVoidReferralReward();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    voidReward.mutate(
      { referredUserId: reward.referred_user_id, reason: reason.trim() },
      {
        onSuccess: () =>
          onDone({
            text: `Reward for ${reward.referred_email ?? reward.referred_user_id} voided.`,
            failed: false,
          }),
        onError: (error) => onDone({ text: problemText(error), failed: true }),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Void reward" className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={`${id}-reason`} className={labelClass}>
          Reason for voiding
        </label>
        <input
          id={`${id}-reason`}
          required
          maxLength={500}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the operator's request; its one field takes focus
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={fieldClass}
        />
      </div>
      <button type="submit" className={dangerButton} disabled={voidReward.isPending}>
        Void reward
      </button>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

/** Referral rewards by status; a pending or earned one can be voided (refunded). */
export function RewardsScreen() {
  const [status, setStatus] = useState<ReferralRewardStatus | ''>('pending');
  const rewards = useReferralRewards(status);
  const [voiding, setVoiding] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const id = useId();
  return (
    <>
      <ScreenTitle title="Referral rewards">Referral rewards</ScreenTitle>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">Show rewards</legend>
        {FILTERS.map((filter) => (
          <label key={filter.label} className="flex items-center gap-1.5 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-status`}
              value={filter.value}
              checked={status === filter.value}
              onChange={() => {
                setStatus(filter.value);
                setVoiding(null);
              }}
            />
            {filter.label}
          </label>
        ))}
      </fieldset>
      <ActionStatus message={message} />
      <QueryState query={rewards} label="referral rewards">
        {() => {
          const data = rewards.data;
          if (!data) return null;
          if (data.rewards.length === 0) return <p className="text-sm">No rewards here.</p>;
          return (
            <TableRegion label="Referral rewards">
              <caption className="sr-only">
                {data.total} {FILTERS.find((f) => f.value === status)?.label.toLowerCase()} rewards
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    Referrer
                  </th>
                  <th scope="col" className={thClass}>
                    Referred
                  </th>
                  <th scope="col" className={thClass}>
                    Amount
                  </th>
                  <th scope="col" className={thClass}>
                    Status
                  </th>
                  <th scope="col" className={thClass}>
                    Earned on / usable from
                  </th>
                  <th scope="col" className={thClass}>
                    Action
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rewards.map((reward) => (
                  <tr key={reward.referred_user_id} data-testid="operator-reward-row">
                    <td className={tdClass}>
                      <Link to={`/accounts/${reward.referrer_user_id}`} className={linkClass}>
                        {reward.referrer_email ?? reward.referrer_user_id}
                      </Link>
                    </td>
                    <td className={tdClass}>
                      <Link to={`/accounts/${reward.referred_user_id}`} className={linkClass}>
                        {reward.referred_email ?? reward.referred_user_id}
                      </Link>
                    </td>
                    <td className={tdClass}>
                      {formatCents(reward.amount_cents)}
                      {reward.credit_used_cents > 0 &&
                        ` (${formatCents(reward.credit_used_cents)} used)`}
                    </td>
                    <td className={tdClass}>
                      {reward.status}
                      {reward.void_reason && `: ${reward.void_reason}`}
                    </td>
                    <td className={tdClass}>
                      {formatTime(reward.created_at)} / {formatTime(reward.available_at)}
                    </td>
                    <td className={tdClass}>
                      {reward.status === 'void' ? (
                        formatTime(reward.voided_at)
                      ) : voiding === reward.referred_user_id ? (
                        <VoidForm
                          reward={reward}
                          onCancel={() => setVoiding(null)}
                          onDone={(done) => {
                            setMessage(done);
                            if (!done?.failed) setVoiding(null);
                          }}
                        />
                      ) : (
                        <button
                          type="button"
                          className={secondaryButton}
                          aria-label={`Void the reward for ${reward.referred_email ?? reward.referred_user_id}`}
                          onClick={() => {
                            setMessage(null);
                            setVoiding(reward.referred_user_id);
                          }}
                        >
                          Void…
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          );
        }}
      </QueryState>
    </>
  );
}
