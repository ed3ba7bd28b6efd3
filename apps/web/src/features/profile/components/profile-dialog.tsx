import type { ReactElement } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { AccountSecurity } from './account-security';
import { ProfileForm } from './profile-form';
import { ReferralProgram } from './referral-program';
import { ThemeSetting } from './theme-setting';
import { UnitsSetting } from './units-setting';
import { TwoFactorSetting } from './two-factor-setting';

export const PROFILE_DIALOG_TITLE = 'Profile & Referrals';

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
      <div className="space-y-8">
        <ProfileForm />
        <AccountSecurity />
        <TwoFactorSetting />
        <ReferralProgram />
        <ThemeSetting />
        <UnitsSetting />
      </div>
    </ModalDialog>
  );
}
