import { Navigate, useParams, useRoutes } from 'react-router';
import { AccountScreen } from '../../features/operator-console/components/account-screen';
import { AccountsScreen } from '../../features/operator-console/components/accounts-screen';
import { AuditLogScreen } from '../../features/operator-console/components/audit-log-screen';
import {
  ConsoleLayout,
  type ConsoleLayoutProps,
} from '../../features/operator-console/components/console-layout';
import { MailsScreen } from '../../features/operator-console/components/mails-screen';
import { RewardsScreen } from '../../features/operator-console/components/rewards-screen';
import { SubscriptionsScreen } from '../../features/operator-console/components/subscriptions-screen';
import { UsageScreen } from '../../features/operator-console/components/usage-screen';

function AccountRoute() {
  const { userId = '' } = useParams();
  // A new account, a new screen: nothing of the previous one's forms stays.
  return <AccountScreen key={userId} userId={userId} />;
}

/**
 * The console's screens (a chunk of its own, fetched after the operator key was accepted), at
 * paths under `/admin`: users and one account, subscriptions, usage, referral rewards, the
 * audit log, recent mails.
 */
export function OperatorConsoleRoute(props: ConsoleLayoutProps) {
  return useRoutes([
    {
      element: <ConsoleLayout {...props} />,
      children: [
        { index: true, element: <AccountsScreen /> },
        { path: 'accounts/:userId', element: <AccountRoute /> },
        { path: 'subscriptions', element: <SubscriptionsScreen /> },
        { path: 'usage', element: <UsageScreen /> },
        { path: 'rewards', element: <RewardsScreen /> },
        { path: 'audit', element: <AuditLogScreen /> },
        { path: 'mails', element: <MailsScreen /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
