import { Link } from 'react-router';
import { useAccountOverview } from '../api/get-account-overview';
import { formatTime } from '../utils/format';
import { AccountField } from './account-field';
import { Card, linkClass, QueryState, TableRegion, tdClass, thClass } from './console-ui';

/** The account's referral code, who referred it and the accounts it referred with their rewards. */
export function AccountReferralsCard({ userId }: { userId: string }) {
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
                <AccountField name="Referral code">{referrals.code ?? 'None yet'}</AccountField>
                <AccountField name="Referred by">
                  {referrals.referred_by ? (
                    <Link to={`/accounts/${referrals.referred_by.user_id}`} className={linkClass}>
                      {referrals.referred_by.email ?? referrals.referred_by.user_id}
                    </Link>
                  ) : (
                    '—'
                  )}
                </AccountField>
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
