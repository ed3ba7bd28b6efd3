import { AccountSecurity } from './account-security';
import { ProfileForm } from './profile-form';
import { ReferralProgram } from './referral-program';
import { ThemeSetting } from './theme-setting';
import { UnitsSetting } from './units-setting';
import { YourData } from './your-data';
import { TwoFactorSetting } from './two-factor-setting';

/** What the Profile & Referrals dialog holds: its own chunk, fetched when the dialog opens. */
export function ProfileSections() {
  return (
    <div className="space-y-8">
      <ProfileForm />
      <AccountSecurity />
      <TwoFactorSetting />
      <ReferralProgram />
      <ThemeSetting />
      <UnitsSetting />
      <YourData />
    </div>
  );
}
