import { useState, type ReactElement } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { useOnDemand } from '../../../hooks/use-on-demand';
import { onDemand } from '../../../lib/on-demand';

export const PROFILE_DIALOG_TITLE = 'Profile & Referrals';

/** The sections are a chunk of their own: a chat whose profile stays closed never fetches it. */
const sectionsPart = onDemand(() => import('./profile-sections'));

export interface ProfileDialogProps {
  /** The element that opens the dialog (the sidebar's avatar). */
  trigger: ReactElement;
}

/** The sections, once fetched; the dialog mounts this each time it opens. */
function ProfileDialogContent() {
  const [failed, setFailed] = useState(false);
  const sections = useOnDemand(sectionsPart, true, () => setFailed(true));
  if (sections) return <sections.ProfileSections />;
  if (failed) {
    return (
      <p role="alert">
        Your profile could not be loaded. Check your connection, then close and open it again.
      </p>
    );
  }
  return <p role="status">Loading your profile…</p>;
}

/**
 * docs/product.md §2 Profile & Referrals: profile information, two-factor authentication and the referral
 * program. The content mounts
 * when the dialog opens, so its data is read each time it opens (docs/product.md §4).
 */
export function ProfileDialog({ trigger }: ProfileDialogProps) {
  return (
    <ModalDialog trigger={trigger} title={PROFILE_DIALOG_TITLE} testId="profile-dialog">
      <ProfileDialogContent />
    </ModalDialog>
  );
}
