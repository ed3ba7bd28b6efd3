import type { ReferralInfo } from '@petrosage/contracts/referrals';
import { Check, Copy, Gift, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useGenerateReferralCode } from '../api/generate-referral-code';
import { useReferralInfo } from '../api/get-referral-info';
import { useTransientFlag } from '../hooks/use-transient-flag';
import { copyText } from '../../../lib/copy-text';
import {
  COPY_CONFIRMATION_MS,
  REFERRAL_HINT,
  formatRewards,
  REFERRAL_REWARD_TERMS,
  generateCodeErrorMessage,
  profileLoadErrorMessage,
} from '../utils/profile-text';

/** Referral Program (docs/product.md §2): the code (copy or generate), totals, and who referred the user. */
export function ReferralProgram() {
  const info = useReferralInfo();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} data-testid="referral-program">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Gift aria-hidden="true" className="size-4 text-amber-600" />
        Referral Program
      </h3>
      <div className="mt-3">
        {info.data ? (
          <ReferralDetails info={info.data} />
        ) : info.isError ? (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {profileLoadErrorMessage(info.error)}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Loading referrals...
          </p>
        )}
      </div>
    </section>
  );
}

function ReferralDetails({ info }: { info: ReferralInfo }) {
  const generate = useGenerateReferralCode();
  const copied = useTransientFlag(COPY_CONFIRMATION_MS);
  const code = info.referral_code;

  function handleCopy(value: string) {
    void copyText(value).then((done) => {
      if (done) copied.raise();
    });
  }

  return (
    <div className="space-y-4">
      {code !== null ? (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">Your Referral Code</p>
          <div className="flex items-center gap-2">
            <output
              className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-lg font-semibold tracking-[0.3em] text-slate-900"
              data-testid="referral-code"
            >
              {code}
            </output>
            <button
              type="button"
              onClick={() => handleCopy(code)}
              aria-label={copied.raised ? 'Copied' : 'Copy referral code'}
              title={copied.raised ? 'Copied' : 'Copy referral code'}
              className="rounded-lg border border-slate-300 p-2.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-600"
              data-testid="referral-copy"
              data-copied={copied.raised}
            >
              {copied.raised ? (
                <Check aria-hidden="true" className="size-4 text-green-600" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button
            type="button"
            onClick={() => generate.mutate()}
            disabled={generate.isPending}
            className="flex items-center gap-2 rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:opacity-70"
            data-testid="referral-generate"
          >
            {generate.isPending && (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            )}
            Generate Referral Code
          </button>
          {generate.isError && (
            <p
              role="alert"
              className="mt-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {generateCodeErrorMessage(generate.error)}
            </p>
          )}
        </div>
      )}

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-500">Total Referrals</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="referral-total">
            {info.total_referrals}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-500">Total Rewards</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="referral-rewards">
            {formatRewards(info.total_rewards)}
          </dd>
          {(info.pending_rewards ?? 0) > 0 && (
            <dd className="mt-0.5 text-xs text-slate-600" data-testid="referral-rewards-pending">
              {formatRewards(info.pending_rewards ?? 0)} pending
            </dd>
          )}
        </div>
      </dl>
      <dl className="flex flex-wrap justify-between gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Credit available</dt>
          <dd className="font-semibold text-slate-900" data-testid="referral-credit-available">
            {formatRewards(info.credit_available ?? 0)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Credit applied</dt>
          <dd className="font-semibold text-slate-900" data-testid="referral-credit-applied">
            {formatRewards(info.credit_applied ?? 0)}
          </dd>
        </div>
      </dl>

      {info.referred_by_email !== null && (
        <p className="text-sm text-slate-700" data-testid="referred-by">
          You were referred by: {info.referred_by_email}
        </p>
      )}
      <p className="text-sm text-slate-500">{REFERRAL_HINT}</p>
      <p className="text-xs text-slate-500" data-testid="referral-rewards-terms">
        {REFERRAL_REWARD_TERMS}
      </p>
    </div>
  );
}
