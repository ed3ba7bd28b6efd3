import {
  AccountPlanSchema,
  AccountStatusFilterSchema,
  type AccountSummary,
} from '@petrosage/contracts/admin';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ACCOUNTS_PER_PAGE, useSearchAccounts, type AccountFilters } from '../api/search-accounts';
import { formatTime, isBanned } from '../utils/format';
import {
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

const STATUS_LABELS = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Cancelled',
  banned: 'Banned',
  unconfirmed: 'Unconfirmed address',
} as const;

function filtersOf(params: URLSearchParams): AccountFilters {
  const plan = AccountPlanSchema.safeParse(params.get('plan'));
  const status = AccountStatusFilterSchema.safeParse(params.get('status'));
  const offset = Number(params.get('offset') ?? 0);
  return {
    email: params.get('email') ?? '',
    plan: plan.success ? plan.data : '',
    status: status.success ? status.data : '',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** What an account's row says of it: banned, its subscription's status, unconfirmed. */
export function accountState(account: AccountSummary): string {
  const parts: string[] = [];
  if (isBanned(account.banned_until)) parts.push('Banned');
  if (account.subscription_status) {
    const label = STATUS_LABELS[account.subscription_status as keyof typeof STATUS_LABELS];
    parts.push(label ?? account.subscription_status);
  }
  if (account.operator_grant_until && Date.parse(account.operator_grant_until) > Date.now()) {
    parts.push('Granted');
  }
  if (!account.email_confirmed_at) parts.push('Unconfirmed');
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** Users: search by e-mail, plan and status; each row opens the account. */
export function AccountsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const accounts = useSearchAccounts(filters);
  const [draft, setDraft] = useState(filters);
  const id = useId();
  // Set by an account's screen after its deletion.
  const deleted = (useLocation().state as { deleted?: unknown } | null)?.deleted;

  const apply = (next: AccountFilters) => {
    const query = new URLSearchParams();
    if (next.email.trim()) query.set('email', next.email.trim());
    if (next.plan) query.set('plan', next.plan);
    if (next.status) query.set('status', next.status);
    if (next.offset > 0) query.set('offset', String(next.offset));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, offset: 0 });
  };

  return (
    <>
      <ScreenTitle title="Users">Users</ScreenTitle>
      {typeof deleted === 'string' && (
        <p role="status" className="text-sm text-emerald-800">
          {deleted} was deleted.
        </p>
      )}
      <form
        role="search"
        onSubmit={submit}
        aria-label="Find users"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <div className="space-y-1">
          <label htmlFor={`${id}-email`} className={labelClass}>
            E-mail contains
          </label>
          <input
            id={`${id}-email`}
            type="search"
            value={draft.email}
            onChange={(event) => setDraft({ ...draft, email: event.target.value })}
            className={fieldClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-plan`} className={labelClass}>
            Plan
          </label>
          <select
            id={`${id}-plan`}
            value={draft.plan}
            onChange={(event) =>
              setDraft({ ...draft, plan: event.target.value as AccountFilters['plan'] })
            }
            className={fieldClass}
          >
            <option value="">Any plan</option>
            <option value="free">Free</option>
            <option value="standard">Standard</option>
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-status`} className={labelClass}>
            Status
          </label>
          <select
            id={`${id}-status`}
            value={draft.status}
            onChange={(event) =>
              setDraft({ ...draft, status: event.target.value as AccountFilters['status'] })
            }
            className={fieldClass}
          >
            <option value="">Any status</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          Search
        </button>
      </form>
      <QueryState query={accounts} label="users">
        {() => {
          const data = accounts.data;
          if (!data) return null;
          const last = Math.min(filters.offset + data.accounts.length, data.total);
          return (
            <section aria-labelledby={`${id}-results`} className="space-y-2">
              <h2 id={`${id}-results`} className="font-semibold text-slate-900" aria-live="polite">
                {data.total === 0
                  ? 'No users match'
                  : `Users ${filters.offset + 1}–${last} of ${data.total}`}
              </h2>
              {data.accounts.length > 0 && (
                <TableRegion label="Users found">
                  <thead>
                    <tr>
                      <th scope="col" className={thClass}>
                        E-mail
                      </th>
                      <th scope="col" className={thClass}>
                        Plan
                      </th>
                      <th scope="col" className={thClass}>
                        Status
                      </th>
                      <th scope="col" className={thClass}>
                        Signed up
                      </th>
                      <th scope="col" className={thClass}>
                        Last sign-in
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.accounts.map((account) => (
                      <tr key={account.id} data-testid="operator-account-row">
                        <th scope="row" className={`${tdClass} font-normal`}>
                          <Link to={`/accounts/${account.id}`} className={linkClass}>
                            {account.email}
                          </Link>
                        </th>
                        <td className={tdClass}>
                          {account.plan === 'standard' ? 'Standard' : 'Free'}
                        </td>
                        <td className={tdClass}>{accountState(account)}</td>
                        <td className={tdClass}>{formatTime(account.created_at)}</td>
                        <td className={tdClass}>{formatTime(account.last_sign_in_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </TableRegion>
              )}
              <div className="flex gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={filters.offset === 0}
                  onClick={() =>
                    apply({ ...filters, offset: Math.max(filters.offset - ACCOUNTS_PER_PAGE, 0) })
                  }
                >
                  Previous page
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={last >= data.total}
                  onClick={() => apply({ ...filters, offset: filters.offset + ACCOUNTS_PER_PAGE })}
                >
                  Next page
                </button>
              </div>
            </section>
          );
        }}
      </QueryState>
    </>
  );
}
