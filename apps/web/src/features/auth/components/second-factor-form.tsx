import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useAuth } from '../hooks/use-auth';
import { SECOND_FACTOR_MESSAGES, TOTP_CODE_LENGTH } from '../../../lib/second-factor';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-center font-mono text-lg tracking-[0.4em] text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/40 aria-invalid:border-red-500';

/** The sign-in's second step for an account with two-factor authentication: the app's code. */
export function SecondFactorForm() {
  const { verifySecondFactor, cancelSecondFactor } = useAuth();
  const ids = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `${ids}-title`;
  const codeId = `${ids}-code`;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      // On success the auth layer moves the app to /chat.
      await verifySecondFactor(code);
    } catch (e: unknown) {
      setError(e instanceof Error ? e.message : SECOND_FACTOR_MESSAGES.failed);
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void submit();
  }

  return (
    <section
      aria-labelledby={titleId}
      className="w-full rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-slate-900/5 sm:p-8"
      data-testid="second-factor-card"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <ShieldCheck aria-hidden="true" className="size-6 text-amber-600" />
        Two-factor verification
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Enter the 6-digit code from your authenticator app to finish signing in.
      </p>
      {error !== null && (
        <div
          role="alert"
          data-testid="second-factor-error"
          className="mt-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </div>
      )}
      <form className="mt-5 space-y-4" onSubmit={handleSubmit} aria-labelledby={titleId}>
        <div>
          <label htmlFor={codeId} className="mb-1 block text-sm font-medium text-slate-700">
            Authentication code
          </label>
          <input
            id={codeId}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={TOTP_CODE_LENGTH + 1}
            required
            aria-invalid={error !== null}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={inputClass}
            data-testid="second-factor-code"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="flex w-full items-center justify-center gap-2 rounded-lg bg-amber-500 px-4 py-3 text-base font-semibold text-slate-950 shadow-sm transition-colors hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:opacity-70"
          data-testid="second-factor-submit"
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {busy ? 'Verifying...' : 'Verify'}
        </button>
      </form>
      <p className="mt-5 text-center text-sm">
        <button
          type="button"
          onClick={() => void cancelSecondFactor()}
          className="rounded font-medium text-amber-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
          data-testid="second-factor-cancel"
        >
          Use a different account
        </button>
      </p>
    </section>
  );
}
