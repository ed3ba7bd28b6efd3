import type { AdminSubscriptionResponse, ResendLinkRequest } from '@petrosage/contracts/admin';
import type { AuthUser } from '@petrosage/contracts/auth';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteAccount } from '../api/delete-account';
import { useAccount } from '../api/get-account';
import { useAccountOverview } from '../api/get-account-overview';
import { useAccountSubscription } from '../api/get-account-subscription';
import { useGrantStandardAccess } from '../api/grant-standard-access';
import { useAccountFactors } from '../api/list-account-factors';
import { useRemoveAccountFactor } from '../api/remove-account-factor';
import { useResendLink } from '../api/resend-link';
import { useRevokeStandardAccess } from '../api/revoke-standard-access';
import { useSetAccountBan } from '../api/set-account-ban';
import { useSetOperatorAccount } from '../api/set-operator-account';
import { formatTime, isBanned, problemText } from '../utils/format';
import {
  ActionStatus,
  Card,
  dangerButton,
  fieldClass,
  labelClass,
  linkClass,
  primaryButton,
  QueryState,
  ScreenTitle,
  secondaryButton,
  TableRegion,
  tdClass,
  thClass,
} from './console-ui';

type Message = { text: string; failed: boolean } | null;

/** Runs an action and says how it went in `say`. */
async function report(
  say: (message: Message) => void,
  done: string,
  action: () => Promise<unknown>,
) {
  say(null);
  try {
    await action();
    say({ text: done, failed: false });
  } catch (error: unknown) {
    say({ text: problemText(error), failed: true });
  }
}

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 py-0.5">
      <dt className="text-slate-500">{name}</dt>
      <dd className="break-all text-slate-900">{children}</dd>
    </div>
  );
}

function ProfileCard({ user, userId }: { user: AuthUser; userId: string }) {
  const overview = useAccountOverview(userId);
  const meta = user.user_metadata;
  const fullName = typeof meta.full_name === 'string' ? meta.full_name : null;
  return (
    <Card id="profile" title="Profile">
      <dl>
        <Field name="E-mail">{user.email}</Field>
        <Field name="Name">{overview.data?.profile.display_name ?? fullName ?? '—'}</Field>
        <Field name="Company">{overview.data?.profile.company ?? '—'}</Field>
        <Field name="Account id">{user.id}</Field>
        <Field name="Signed up">{formatTime(user.created_at)}</Field>
        <Field name="Address confirmed">{formatTime(user.email_confirmed_at)}</Field>
        <Field name="Last sign-in">{formatTime(user.last_sign_in_at)}</Field>
        <Field name="Banned until">
          {isBanned(user.banned_until) ? formatTime(user.banned_until) : 'Not banned'}
        </Field>
      </dl>
    </Card>
  );
}

function planText(subscription: AdminSubscriptionResponse): string {
  if (!subscription.has_access) return 'Free (no Standard access)';
  return 'Standard';
}

function SubscriptionCard({ userId }: { userId: string }) {
  const subscription = useAccountSubscription(userId);
  const grant = useGrantStandardAccess(userId);
  const revoke = useRevokeStandardAccess(userId);
  const [days, setDays] = useState('30');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(days);
    void report(setMessage, `Standard granted for ${count} days.`, () =>
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
              <Field name="Plan">
                <span data-testid="operator-subscription-plan">{planText(data)}</span>
              </Field>
              <Field name="Status">{sub?.status ?? 'No subscription'}</Field>
              <Field name="Provider">{sub?.provider ?? '—'}</Field>
              <Field name="Period ends">{formatTime(sub?.current_period_end)}</Field>
              <Field name="Cancels at period end">{sub?.cancel_at_period_end ? 'Yes' : 'No'}</Field>
              <Field name="Operator grant until">
                <span data-testid="operator-grant-until">
                  {data.operator_grant_until ? formatTime(data.operator_grant_until) : 'None'}
                </span>
              </Field>
              <Field name="Prompts today">
                {data.usage.used} of {data.usage.limit}
              </Field>
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
          onClick={() =>
            void report(setMessage, 'Standard access revoked.', () => revoke.mutateAsync(undefined))
          }
        >
          Revoke Standard
        </button>
      </div>
      <ActionStatus message={message} />
    </Card>
  );
}

function UsageCard({ userId }: { userId: string }) {
  const overview = useAccountOverview(userId);
  return (
    <Card id="usage" title="Usage">
      <QueryState query={overview} label="usage">
        {() => {
          const usage = overview.data?.usage;
          if (!usage) return null;
          return (
            <>
              <p>
                Today {usage.today} of {usage.limit} prompts · last 30 days {usage.last_30_days}
              </p>
              {usage.days.length > 0 && (
                <TableRegion label="Prompts per day">
                  <thead>
                    <tr>
                      <th scope="col" className={thClass}>
                        Day (UTC)
                      </th>
                      <th scope="col" className={thClass}>
                        Prompts
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {usage.days.map((day) => (
                      <tr key={day.day}>
                        <td className={tdClass}>{day.day}</td>
                        <td className={tdClass}>{day.prompts}</td>
                      </tr>
                    ))}
                  </tbody>
                </TableRegion>
              )}
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}

function ReferralsCard({ userId }: { userId: string }) {
  const overview = useAccountOverview(userId);
  return (
    <Card id="referrals" title="Referrals">
      <QueryState query={overview} label="referrals">
        {() => {
          const referrals = overview.data?.referrals;
          if (!referrals) return null;
          return (
            <>
              <dl>
                <Field name="Referral code">{referrals.code ?? 'None yet'}</Field>
                <Field name="Referred by">
                  {referrals.referred_by ? (
                    <Link to={`/accounts/${referrals.referred_by.user_id}`} className={linkClass}>
                      {referrals.referred_by.email ?? referrals.referred_by.user_id}
                    </Link>
                  ) : (
                    '—'
                  )}
                </Field>
              </dl>
              {referrals.referred.length === 0 ? (
                <p className="mt-2">Has referred nobody.</p>
              ) : (
                <TableRegion label="Accounts this user referred">
                  <thead>
                    <tr>
                      <th scope="col" className={thClass}>
                        Referred
                      </th>
                      <th scope="col" className={thClass}>
                        Since
                      </th>
                      <th scope="col" className={thClass}>
                        Reward
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {referrals.referred.map((row) => (
                      <tr key={row.user_id}>
                        <td className={tdClass}>
                          <Link to={`/accounts/${row.user_id}`} className={linkClass}>
                            {row.email ?? row.user_id}
                          </Link>
                        </td>
                        <td className={tdClass}>{formatTime(row.created_at)}</td>
                        <td className={tdClass}>
                          {row.reward_status
                            ? `${row.reward_status} ($${((row.reward_cents ?? 0) / 100).toFixed(2)})`
                            : 'Not paid yet'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </TableRegion>
              )}
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}

function FactorsCard({ userId }: { userId: string }) {
  const factors = useAccountFactors(userId);
  const remove = useRemoveAccountFactor(userId);
  const [message, setMessage] = useState<Message>(null);
  return (
    <Card id="factors" title="Second factors">
      <QueryState query={factors} label="second factors">
        {() =>
          factors.data && factors.data.length > 0 ? (
            <ul className="space-y-2">
              {factors.data.map((factor) => (
                <li key={factor.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {factor.friendly_name || 'Authenticator app'} · {factor.status} · added{' '}
                    {formatTime(factor.created_at)}
                  </span>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={remove.isPending}
                    onClick={() =>
                      void report(setMessage, 'Second factor removed.', () =>
                        remove.mutateAsync(factor.id),
                      )
                    }
                  >
                    Remove factor {factor.friendly_name || factor.id.slice(0, 8)}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p>No second factor.</p>
          )
        }
      </QueryState>
      <ActionStatus message={message} />
    </Card>
  );
}

const BAN_DURATIONS = [
  { value: '24h', label: '1 day' },
  { value: '168h', label: '7 days' },
  { value: '720h', label: '30 days' },
  { value: '876000h', label: 'Indefinitely (100 years)' },
] as const;

const LINK_TYPES: { value: ResendLinkRequest['type']; label: string }[] = [
  { value: 'recovery', label: 'Password reset' },
  { value: 'magiclink', label: 'Sign-in link' },
  { value: 'signup', label: 'Address confirmation' },
];

function ActionsCard({ user }: { user: AuthUser }) {
  const ban = useSetAccountBan(user.id);
  const resend = useResendLink(user.id);
  const remove = useDeleteAccount(user.id);
  const overview = useAccountOverview(user.id);
  const setOperator = useSetOperatorAccount(user.id);
  const navigate = useNavigate();
  const [duration, setDuration] = useState<string>('24h');
  const [linkType, setLinkType] = useState<ResendLinkRequest['type']>('recovery');
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const banned = isBanned(user.banned_until);

  const submitBan = (event: FormEvent) => {
    event.preventDefault();
    void report(setMessage, 'Account banned: its sessions ended.', () => ban.mutateAsync(duration));
  };
  const submitLink = (event: FormEvent) => {
    event.preventDefault();
    const label = LINK_TYPES.find((type) => type.value === linkType)?.label ?? linkType;
    void report(setMessage, `${label} mailed to ${user.email}.`, () =>
      resend.mutateAsync({ type: linkType }),
    );
  };

  return (
    <Card id="actions" title="Account actions">
      <div className="space-y-4">
        {banned ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={ban.isPending}
            onClick={() => void report(setMessage, 'Ban lifted.', () => ban.mutateAsync('none'))}
          >
            Unban
          </button>
        ) : (
          <form onSubmit={submitBan} aria-label="Ban" className="flex flex-wrap items-end gap-2">
            <div className="space-y-1">
              <label htmlFor={`${id}-ban`} className={labelClass}>
                Ban for
              </label>
              <select
                id={`${id}-ban`}
                value={duration}
                onChange={(event) => setDuration(event.target.value)}
                className={fieldClass}
              >
                {BAN_DURATIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={dangerButton} disabled={ban.isPending}>
              Ban
            </button>
          </form>
        )}
        <form
          onSubmit={submitLink}
          aria-label="Resend a link"
          className="flex flex-wrap items-end gap-2"
        >
          <div className="space-y-1">
            <label htmlFor={`${id}-link`} className={labelClass}>
              Link to mail
            </label>
            <select
              id={`${id}-link`}
              value={linkType}
              onChange={(event) => setLinkType(event.target.value as ResendLinkRequest['type'])}
              className={fieldClass}
            >
              {LINK_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryButton} disabled={resend.isPending}>
            Send link
          </button>
        </form>
        {overview.data && (
          <div className="flex flex-wrap items-center gap-2">
            <p data-testid="operator-account-state">
              {overview.data.operator
                ? 'Operator: this account opens the console with its own sign-in.'
                : 'Not an operator.'}
            </p>
            <button
              type="button"
              className={secondaryButton}
              disabled={setOperator.isPending}
              onClick={() => {
                const next = !overview.data.operator;
                void report(setMessage, next ? 'Marked operator.' : 'No longer an operator.', () =>
                  setOperator.mutateAsync(next),
                );
              }}
            >
              {overview.data.operator ? 'Remove operator' : 'Make operator'}
            </button>
          </div>
        )}
        <div>
          <button
            ref={deleteButton}
            type="button"
            className={dangerButton}
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            Delete account
          </button>
        </div>
        <ActionStatus message={message} />
      </div>
      <ConfirmDialog
        open={confirming}
        question={`Delete ${user.email} and everything it owns?`}
        confirmLabel="Delete account"
        returnFocus={deleteButton}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void report(setMessage, 'Account deleted.', async () => {
            await remove.mutateAsync();
            void navigate('/', { state: { deleted: user.email } });
          });
        }}
      >
        Its chats, files, subscription and sessions go with it; the subscription is ended at its
        provider and the address is told by mail.
      </ConfirmDialog>
    </Card>
  );
}

/** One account: profile, subscription, usage, referrals, second factors and the actions. */
export function AccountScreen({ userId }: { userId: string }) {
  const account = useAccount(userId);
  return (
    <>
      <p>
        <Link to="/" className={linkClass}>
          ← All users
        </Link>
      </p>
      <QueryState query={account} label="the account">
        {() => {
          const user = account.data;
          if (!user) return null;
          return (
            <>
              <ScreenTitle title={user.email}>{user.email}</ScreenTitle>
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                <ProfileCard user={user} userId={userId} />
                <SubscriptionCard userId={userId} />
                <ActionsCard user={user} />
                <UsageCard userId={userId} />
                <ReferralsCard userId={userId} />
                <FactorsCard userId={userId} />
              </div>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
