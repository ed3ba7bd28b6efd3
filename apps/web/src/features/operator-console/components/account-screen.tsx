import { Link } from 'react-router';
import { useAccount } from '../api/get-account';
import { AccountActionsCard } from './account-actions-card';
import { AccountFactorsCard } from './account-factors-card';
import { AccountProfileCard } from './account-profile-card';
import { AccountReferralsCard } from './account-referrals-card';
import { AccountSubscriptionCard } from './account-subscription-card';
import { AccountUsageCard } from './account-usage-card';
import { linkClass, QueryState, ScreenTitle } from './console-ui';

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
                <AccountProfileCard user={user} userId={userId} />
                <AccountSubscriptionCard userId={userId} />
                <AccountActionsCard user={user} />
                <AccountUsageCard userId={userId} />
                <AccountReferralsCard userId={userId} />
                <AccountFactorsCard userId={userId} />
              </div>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
