import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSupabaseClient } from '../../../lib/app-services';
import {
  isTotpCode,
  normaliseTotpCode,
  SECOND_FACTOR_MESSAGES,
  secondFactorErrorMessage,
  TOTP_CODE_LENGTH,
} from '../../../lib/second-factor';
import { inputClass } from './profile-form';

export const TWO_FACTOR_MESSAGES = {
  loadFailed: 'Could not load your two-factor settings. Please try again.',
  enableFailed: 'Could not start two-factor setup. Please try again.',
  disableFailed: 'Could not turn two-factor authentication off. Please try again.',
  on: 'Two-factor authentication is on. Signing in asks for a code from your authenticator app.',
  off: 'Protect your account with a code from an authenticator app each time you sign in.',
} as const;

/** The name the factor gets in the account's list. */
const FACTOR_NAME = 'Authenticator app';

type Step =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'enrolling'; factorId: string; qrCode: string; secret: string }
  | { kind: 'on'; factorId: string };

const buttonClass =
  'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:opacity-70';

/** Two-factor authentication (TOTP): turn it on with a QR code and a code, or off. */
export function TwoFactorSetting() {
  const client = useSupabaseClient();
  const ids = useId();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    client.auth.mfa
      .listFactors()
      .then(({ data, error: listError }) => {
        if (!active) return;
        if (listError || !data) {
          setError(TWO_FACTOR_MESSAGES.loadFailed);
          setStep({ kind: 'off' });
          return;
        }
        const verified = data.totp[0];
        setStep(verified ? { kind: 'on', factorId: verified.id } : { kind: 'off' });
      })
      .catch(() => {
        if (active) setError(TWO_FACTOR_MESSAGES.loadFailed);
      });
    return () => {
      active = false;
    };
  }, [client]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const enable = () =>
    run(async () => {
      // An earlier setup left unfinished is replaced.
      const { data: factors } = await client.auth.mfa.listFactors();
      for (const factor of factors?.all ?? []) {
        if (factor.status === 'unverified') await client.auth.mfa.unenroll({ factorId: factor.id });
      }
      const { data, error: enrollError } = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: FACTOR_NAME,
      });
      if (enrollError || data?.type !== 'totp') {
        setError(TWO_FACTOR_MESSAGES.enableFailed);
        return;
      }
      setCode('');
      setStep({
        kind: 'enrolling',
        factorId: data.id,
        qrCode: data.totp.qr_code,
        secret: data.totp.secret,
      });
    });

  const verify = (factorId: string) =>
    run(async () => {
      const typed = normaliseTotpCode(code);
      if (!isTotpCode(typed)) {
        setError(SECOND_FACTOR_MESSAGES.codeFormat);
        return;
      }
      const { error: verifyError } = await client.auth.mfa.challengeAndVerify({
        factorId,
        code: typed,
      });
      if (verifyError) {
        setError(secondFactorErrorMessage(verifyError));
        setCode('');
        return;
      }
      setStep({ kind: 'on', factorId });
    });

  const remove = (factorId: string, failure: string | null) =>
    run(async () => {
      const { error: removeError } = await client.auth.mfa.unenroll({ factorId });
      if (removeError && failure !== null) {
        setError(failure);
        return;
      }
      setStep({ kind: 'off' });
    });

  function handleVerify(event: FormEvent<HTMLFormElement>, factorId: string) {
    event.preventDefault();
    if (!busy) void verify(factorId);
  }

  const headingId = `${ids}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid="two-factor-setting">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Two-Factor Authentication
      </h3>
      {error !== null && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="two-factor-error"
        >
          {error}
        </p>
      )}
      {step.kind === 'loading' && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-500">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading...
        </p>
      )}
      {step.kind === 'off' && (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-600">{TWO_FACTOR_MESSAGES.off}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void enable()}
            className={`${buttonClass} bg-amber-500 text-slate-950 hover:bg-amber-400`}
            data-testid="two-factor-enable"
          >
            {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Enable two-factor authentication
          </button>
        </div>
      )}
      {step.kind === 'enrolling' && (
        <form
          className="mt-2 space-y-3"
          onSubmit={(event) => handleVerify(event, step.factorId)}
          aria-label="Set up two-factor authentication"
        >
          <p className="text-sm text-slate-600">
            Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…),
            then enter the 6-digit code it shows.
          </p>
          <img
            src={step.qrCode}
            alt="QR code for your authenticator app"
            className="size-44 rounded-lg bg-white p-2 ring-1 ring-slate-200"
            data-testid="two-factor-qr"
          />
          <p className="text-sm text-slate-600">
            Or enter this key by hand:{' '}
            <code
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-900"
              data-testid="two-factor-secret"
            >
              {step.secret}
            </code>
          </p>
          <div>
            <label
              htmlFor={`${ids}-code`}
              className="mb-1 block text-sm font-medium text-slate-700"
            >
              Authentication code
            </label>
            <input
              id={`${ids}-code`}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP_CODE_LENGTH + 1}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className={`${inputClass} max-w-48 font-mono tracking-widest`}
              data-testid="two-factor-code"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={busy}
              className={`${buttonClass} bg-amber-500 text-slate-950 hover:bg-amber-400`}
              data-testid="two-factor-verify"
            >
              {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              Verify and enable
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void remove(step.factorId, null)}
              className={`${buttonClass} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {step.kind === 'on' && (
        <div className="mt-2 space-y-3">
          <p
            role="status"
            className="flex items-center gap-1.5 text-sm text-green-800"
            data-testid="two-factor-on"
          >
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
            {TWO_FACTOR_MESSAGES.on}
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void remove(step.factorId, TWO_FACTOR_MESSAGES.disableFailed)}
            className={`${buttonClass} bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50`}
            data-testid="two-factor-disable"
          >
            {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Disable two-factor authentication
          </button>
        </div>
      )}
    </section>
  );
}
