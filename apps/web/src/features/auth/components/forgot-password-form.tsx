import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { appLinkTarget, mailWaitSeconds } from '../../../lib/auth-mail';
import { useSupabaseClientLoader } from '../../../lib/app-services';
import { requestPasswordReset } from '../api/account-mail';
import { ACCOUNT_MAIL_TEXT } from '../utils/account-mail-text';
import { LOGIN_ERRORS, readAuthErrorFacts } from '../utils/auth-errors';

export interface ForgotPasswordFormProps {
  initialEmail: string;
  inputClassName: string;
  onBack: () => void;
}

/** "Forgot password?": mails a link to the reset-password page. */
export function ForgotPasswordForm({
  initialEmail,
  inputClassName,
  onBack,
}: ForgotPasswordFormProps) {
  // On the landing page the auth client may still be on its way (decision 041).
  const loadClient = useSupabaseClientLoader();
  const ids = useId();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wait = useCountdown();

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(await loadClient(), email, appLinkTarget('/reset-password'));
      setSentTo(email.trim());
      wait.start(60);
    } catch (e: unknown) {
      const seconds = mailWaitSeconds(e);
      if (seconds !== undefined) {
        wait.start(seconds);
      } else {
        const { message } = readAuthErrorFacts(e);
        setError(
          /invalid format|validate email/i.test(message)
            ? LOGIN_ERRORS.invalidEmail
            : ACCOUNT_MAIL_TEXT.forgotFailed,
        );
      }
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void send();
  }

  return (
    <div data-testid="forgot-password">
      <p className="mt-1 text-sm text-slate-600">{ACCOUNT_MAIL_TEXT.forgotIntro}</p>
      {error && (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </div>
      )}
      {sentTo && (
        <div
          role="status"
          data-testid="forgot-password-sent"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800"
        >
          {ACCOUNT_MAIL_TEXT.forgotSent(sentTo)}
        </div>
      )}
      <form
        className="mt-4 space-y-4"
        onSubmit={handleSubmit}
        aria-label={ACCOUNT_MAIL_TEXT.forgotTitle}
      >
        <div>
          <label htmlFor={`${ids}-email`} className="mb-1 block text-sm font-medium text-slate-700">
            Email
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClassName}
            data-testid="forgot-password-email"
          />
        </div>
        {wait.seconds > 0 && (
          <p className="text-sm text-slate-600" data-testid="forgot-password-wait">
            {ACCOUNT_MAIL_TEXT.wait(wait.seconds)}
          </p>
        )}
        <button
          type="submit"
          disabled={busy || wait.seconds > 0}
          className="flex w-full items-center justify-center gap-2 rounded-lg bg-amber-500 px-4 py-3 text-base font-semibold text-slate-950 shadow-sm hover:bg-amber-400 disabled:cursor-not-allowed disabled:opacity-70"
          data-testid="forgot-password-submit"
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          Send reset link
        </button>
      </form>
      <p className="mt-5 text-center text-sm">
        <button
          type="button"
          onClick={onBack}
          className="rounded font-medium text-amber-700 underline-offset-4 hover:underline"
          data-testid="forgot-password-back"
        >
          {ACCOUNT_MAIL_TEXT.backToSignIn}
        </button>
      </p>
    </div>
  );
}
