import { COMPANY_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from '@petrosage/contracts/profiles';
import type { Profile } from '@petrosage/contracts/referrals';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useTransientFlag } from '../hooks/use-transient-flag';
import {
  PROFILE_SAVED_MESSAGE,
  PROFILE_SAVED_MS,
  profileFieldForSave,
  profileLoadErrorMessage,
  profileSaveErrorMessage,
} from '../utils/profile-text';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/40 read-only:bg-slate-100 read-only:text-slate-600 sm:text-sm';

function ErrorBox({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {children}
    </p>
  );
}

/** Profile Information (docs/product.md §2): e-mail read-only, display name and company editable. */
export function ProfileForm() {
  const profile = useProfile();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} data-testid="profile-information">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Profile Information
      </h3>
      <div className="mt-3">
        {profile.data ? (
          <ProfileFields profile={profile.data} />
        ) : profile.isError ? (
          <ErrorBox>{profileLoadErrorMessage(profile.error)}</ErrorBox>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Loading profile...
          </p>
        )}
      </div>
    </section>
  );
}

function ProfileFields({ profile }: { profile: Profile }) {
  const ids = useId();
  const [displayName, setDisplayName] = useState(profile.display_name ?? '');
  const [company, setCompany] = useState(profile.company ?? '');
  const save = useUpdateProfile();
  const saved = useTransientFlag(PROFILE_SAVED_MS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    saved.lower();
    save.mutate(
      { display_name: profileFieldForSave(displayName), company: profileFieldForSave(company) },
      {
        onSuccess: (updated) => {
          setDisplayName(updated.display_name ?? '');
          setCompany(updated.company ?? '');
          saved.raise();
        },
      },
    );
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit} aria-label="Profile Information">
      <div>
        <label htmlFor={`${ids}-email`} className="mb-1 block text-sm font-medium text-slate-700">
          Email
        </label>
        <input
          id={`${ids}-email`}
          type="email"
          value={profile.email}
          readOnly
          className={inputClass}
          data-testid="profile-email"
        />
      </div>
      <div>
        <label htmlFor={`${ids}-name`} className="mb-1 block text-sm font-medium text-slate-700">
          Display Name
        </label>
        <input
          id={`${ids}-name`}
          type="text"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          className={inputClass}
          data-testid="profile-display-name"
        />
      </div>
      <div>
        <label htmlFor={`${ids}-company`} className="mb-1 block text-sm font-medium text-slate-700">
          Company
        </label>
        <input
          id={`${ids}-company`}
          type="text"
          autoComplete="organization"
          maxLength={COMPANY_MAX_LENGTH}
          value={company}
          onChange={(event) => setCompany(event.target.value)}
          className={inputClass}
          data-testid="profile-company"
        />
      </div>

      {save.isError && <ErrorBox>{profileSaveErrorMessage(save.error)}</ErrorBox>}
      {saved.raised && (
        <p
          role="status"
          className="flex items-center gap-1.5 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800"
          data-testid="profile-saved"
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          {PROFILE_SAVED_MESSAGE}
        </p>
      )}

      <button
        type="submit"
        disabled={save.isPending}
        className="flex items-center gap-2 rounded-lg bg-amber-500 px-4 py-2 text-sm font-semibold text-slate-950 shadow-sm hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:opacity-70"
        data-testid="profile-save"
      >
        {save.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {save.isPending ? 'Saving...' : 'Save Profile'}
      </button>
    </form>
  );
}
