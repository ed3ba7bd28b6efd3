import { lazy, Suspense, type ReactElement } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';

export const PROFILE_DIALOG_TITLE = 'Profile & Referrals';

/** The sections are a chunk of their own: a chat whose profile stays closed never fetches it. */
const ProfileSections = lazy(() =>
  import('./profile-sections').then((module) => ({ default: module.ProfileSections })),
);

export interface ProfileDialogProps {
  /** The element that opens the dialog (the sidebar's avatar). */
  trigger: ReactElement;
}

/**
 * Spec §2 Profile & Referrals: profile information, two-factor authentication and the referral
 * program. The content mounts
 * when the dialog opens, so its data is read each time it opens (spec §4).
 */
export function ProfileDialog({ trigger }: ProfileDialogProps) {
  return (
    <ModalDialog trigger={trigger} title={PROFILE_DIALOG_TITLE} testId="profile-dialog">
      <Suspense fallback={<p role="status">Loading your profile…</p>}>
        <ProfileSections />
      </Suspense>
    </ModalDialog>
  );
}
