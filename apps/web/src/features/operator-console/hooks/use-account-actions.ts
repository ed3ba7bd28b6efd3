import type { ResendLinkRequest } from '@petrosage/contracts/admin';
import type { AuthUser } from '@petrosage/contracts/auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteAccount } from '../api/delete-account';
import { useAccountOverview } from '../api/get-account-overview';
import { useResendLink } from '../api/resend-link';
import { useSetAccountBan } from '../api/set-account-ban';
import { useSetOperatorAccount } from '../api/set-operator-account';
import { isBanned } from '../utils/format';
import { useActionMessage } from './use-action-message';

export const BAN_DURATIONS = [
  { value: '24h', label: '1 day' },
  { value: '168h', label: '7 days' },
  { value: '720h', label: '30 days' },
  { value: '876000h', label: 'Indefinitely (100 years)' },
] as const;

export const LINK_TYPES: { value: ResendLinkRequest['type']; label: string }[] = [
  { value: 'recovery', label: 'Password reset' },
  { value: 'magiclink', label: 'Sign-in link' },
  { value: 'signup', label: 'Address confirmation' },
];

/**
 * The account actions' state and requests: ban or unban, mail a link, make or remove an
 * operator, and delete the account after confirmation (then back to the list of users).
 */
export function useAccountActions(user: AuthUser) {
  const ban = useSetAccountBan(user.id);
  const resend = useResendLink(user.id);
  const remove = useDeleteAccount(user.id);
  const overview = useAccountOverview(user.id);
  const setOperator = useSetOperatorAccount(user.id);
  const navigate = useNavigate();
  const [duration, setDuration] = useState<string>('24h');
  const [linkType, setLinkType] = useState<ResendLinkRequest['type']>('recovery');
  const [confirming, setConfirming] = useState(false);
  const { message, run } = useActionMessage();
  const operator = overview.data ? overview.data.operator : null;

  const submitBan = (event: FormEvent) => {
    event.preventDefault();
    void run('Account banned: its sessions ended.', () => ban.mutateAsync(duration));
  };
  const unban = () => void run('Ban lifted.', () => ban.mutateAsync('none'));
  const submitLink = (event: FormEvent) => {
    event.preventDefault();
    const label = LINK_TYPES.find((type) => type.value === linkType)?.label ?? linkType;
    void run(`${label} mailed to ${user.email}.`, () => resend.mutateAsync({ type: linkType }));
  };
  const toggleOperator = (next: boolean) =>
    void run(next ? 'Marked operator.' : 'No longer an operator.', () =>
      setOperator.mutateAsync(next),
    );
  const confirmDelete = () => {
    setConfirming(false);
    void run('Account deleted.', async () => {
      await remove.mutateAsync();
      void navigate('/', { state: { deleted: user.email } });
    });
  };

  return {
    banned: isBanned(user.banned_until),
    banPending: ban.isPending,
    duration,
    setDuration,
    submitBan,
    unban,
    linkType,
    setLinkType,
    linkPending: resend.isPending,
    submitLink,
    operator,
    operatorPending: setOperator.isPending,
    toggleOperator,
    deletePending: remove.isPending,
    confirming,
    setConfirming,
    confirmDelete,
    message,
  };
}
