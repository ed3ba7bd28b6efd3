import { EmailLinkPage } from '../../features/auth/components/email-link-page';

export function EmailLinkRoute({ purpose }: { purpose: 'confirm' | 'reset-password' }) {
  return <EmailLinkPage purpose={purpose} />;
}
