import { REFERRAL_CODE_LENGTH } from '@petrosage/contracts/referral-code';
import { CircleCheck, CircleAlert, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import {
  isReferralCodeInvalid,
  referralCheckMessage,
  type ReferralCheck,
} from '../utils/referral-code';

export interface ReferralCodeFieldProps {
  value: string;
  check: ReferralCheck;
  onChange: (value: string) => void;
  disabled?: boolean;
  inputClassName: string;
}

/**
 * The sign-up form's optional Referral Code (docs/product.md §2, §5): at most 6 characters, shown in upper
 * case, with the live check's message under it and a red border when the code is invalid.
 */
export function ReferralCodeField({
  value,
  check,
  onChange,
  disabled = false,
  inputClassName,
}: ReferralCodeFieldProps) {
  const ids = useId();
  const inputId = `${ids}-referral-code`;
  const messageId = `${ids}-referral-message`;
  const message = referralCheckMessage(check);
  const invalid = isReferralCodeInvalid(check);

  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        Referral Code <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <div className="relative">
        <input
          id={inputId}
          name="referralCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={REFERRAL_CODE_LENGTH}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={message === null ? undefined : messageId}
          // The shared input style turns the border red while aria-invalid is true, focused or not.
          className={`${inputClassName} pr-10 font-mono tracking-widest uppercase`}
          data-testid="auth-referral-code"
          data-state={check.status}
        />
        {check.status === 'checking' && (
          <span className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-400">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            <span className="sr-only">Checking the referral code</span>
          </span>
        )}
      </div>
      <p
        id={messageId}
        aria-live="polite"
        data-testid="auth-referral-message"
        className={`mt-1.5 flex min-h-4 items-center gap-1 text-xs ${
          check.status === 'valid'
            ? 'text-green-700'
            : check.status === 'unavailable'
              ? 'text-amber-700'
              : 'text-red-700'
        }`}
      >
        {message !== null && check.status === 'valid' && (
          <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
        )}
        {message !== null && check.status !== 'valid' && (
          <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
        )}
        {message}
      </p>
    </div>
  );
}
