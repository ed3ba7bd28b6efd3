import type { AuthUser } from '@petrosage/contracts/auth';
import { useAccountOverview } from '../api/get-account-overview';
import { formatTime, isBanned } from '../utils/format';
import { AccountField } from './account-field';
import { Card } from './console-ui';

/** Who the account is: address, name, company, id and its sign-up, sign-in and ban times. */
export function AccountProfileCard({ user, userId }: { user: AuthUser; userId: string }) {
  const overview = useAccountOverview(userId);
  const meta = user.user_metadata;
  const fullName = typeof meta.full_name === 'string' ? meta.full_name : null;
  return (
    <Card id="profile" title="Profile">
      <dl>
        <AccountField name="E-mail">{user.email}</AccountField>
        <AccountField name="Name">
          {overview.data?.profile.display_name ?? fullName ?? '—'}
        </AccountField>
        <AccountField name="Company">{overview.data?.profile.company ?? '—'}</AccountField>
        <AccountField name="Account id">{user.id}</AccountField>
        <AccountField name="Signed up">{formatTime(user.created_at)}</AccountField>
        <AccountField name="Address confirmed">{formatTime(user.email_confirmed_at)}</AccountField>
        <AccountField name="Last sign-in">{formatTime(user.last_sign_in_at)}</AccountField>
        <AccountField name="Banned until">
          {isBanned(user.banned_until) ? formatTime(user.banned_until) : 'Not banned'}
        </AccountField>
      </dl>
    </Card>
  );
}
