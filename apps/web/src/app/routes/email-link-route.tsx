import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '../../components/full-screen-spinner';

/** The pages e-mailed links open: their own chunk, since few visits need them. */
const EmailLinkPage = lazy(() =>
  import('../../features/auth/components/email-link-page').then((module) => ({
    default: module.EmailLinkPage,
  })),
);

export function EmailLinkRoute({ purpose }: { purpose: 'confirm' | 'reset-password' }) {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <EmailLinkPage purpose={purpose} />
    </Suspense>
  );
}
