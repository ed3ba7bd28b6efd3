import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSupabaseClient } from '../../../lib/app-services';
import {
  needsSecondFactor,
  readLinkFragment,
  setNewPassword,
  startLinkSession,
  verifyAuthenticatorCode,
} from '../api/account-mail';
import { useAuth } from '../hooks/use-auth';
import { ACCOUNT_MAIL_TEXT } from '../utils/account-mail-text';
import { mapSignUpError } from '../utils/auth-errors';
import { passwordHint, usePasswordRule } from '../../../lib/password-rule';
import {
  isTotpCode,
  normaliseTotpCode,
  SECOND_FACTOR_MESSAGES,
  secondFactorErrorMessage,
  TOTP_CODE_LENGTH,
} from '../../../lib/second-factor';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/40 sm:text-sm';

type LinkState = 'checking' | 'ready' | 'invalid';

/**
 * Where e-mailed links land: `/confirm-email` (a confirmed sign-up or a sign-in link) goes on to
 * the workspace; `/reset-password`, and an invitation's link wherever it lands, ask for the
 * password first.
 */
export function EmailLinkPage({ purpose }: { purpose: 'confirm' | 'reset-password' }) {
  const client = useSupabaseClient();
  const { user } = useAuth();
  const passwordRule = usePasswordRule();
  const navigate = useNavigate();
  const ids = useId();
  // Read once: the fragment leaves the address bar at once.
  const [fragment] = useState(() => readLinkFragment(window.location.hash));
  const [state, setState] = useState<LinkState>(() =>
    fragment.kind === 'session'
      ? 'checking'
      : fragment.kind === 'none' && user
        ? 'ready'
        : 'invalid',
  );
  const [password, setPassword] = useState('');
  // An account with two-factor authentication changes its password from a session that gave
  // the authenticator's code: the server says so, and the form then asks for the code too.
  const [codeAsked, setCodeAsked] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);
  // An invitation's link signs the new account in; it then chooses its password (GoTrue's flow).
  const invited = fragment.kind === 'session' && fragment.type === 'invite';
  const asksPassword = purpose === 'reset-password' || invited;

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    // The tokens leave the address bar (and the history).
    window.history.replaceState(null, '', window.location.pathname);
    if (fragment.kind !== 'session') return;
    startLinkSession(client, fragment)
      .then(() => setState('ready'))
      .catch(() => setState('invalid'));
  }, [client, fragment]);

  useEffect(() => {
    if (!asksPassword && state === 'ready') void navigate('/chat', { replace: true });
  }, [asksPassword, state, navigate]);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      if (codeAsked) {
        const typed = normaliseTotpCode(code);
        if (!isTotpCode(typed)) {
          setError(SECOND_FACTOR_MESSAGES.codeFormat);
          setBusy(false);
          return;
        }
        try {
          await verifyAuthenticatorCode(client, typed);
        } catch (e: unknown) {
          setError(secondFactorErrorMessage(e));
          setBusy(false);
          return;
        }
        // The session is aal2 now: a refusal of the password itself needs no second code.
        setCodeAsked(false);
        setCode('');
      }
      await setNewPassword(client, password);
      void navigate('/chat', { replace: true });
    } catch (e: unknown) {
      if (needsSecondFactor(e)) {
        setCodeAsked(true);
        setError(ACCOUNT_MAIL_TEXT.resetNeedsCode);
        setBusy(false);
        return;
      }
      setError(
        (e as { code?: unknown }).code === 'same_password'
          ? 'Your new password must be different from the old one.'
          : (e as { code?: unknown }).code === 'weak_password'
            ? mapSignUpError(e, passwordRule)
            : ACCOUNT_MAIL_TEXT.resetFailed,
      );
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void save();
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-900 px-4">
      <section
        className="w-full max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-2xl sm:p-8"
        data-testid="email-link-page"
      >
        {state === 'checking' && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {ACCOUNT_MAIL_TEXT.linkChecking}
          </p>
        )}
        {state === 'invalid' && (
          <div>
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {ACCOUNT_MAIL_TEXT.linkInvalid}
            </p>
            <button
              type="button"
              onClick={() => void navigate('/', { replace: true })}
              className="mt-4 rounded font-medium text-amber-700 underline-offset-4 hover:underline"
            >
              {ACCOUNT_MAIL_TEXT.backToSignIn}
            </button>
          </div>
        )}
        {state === 'ready' && asksPassword && (
          <form
            onSubmit={handleSubmit}
            aria-labelledby={`${ids}-title`}
            data-testid="reset-password-form"
          >
            <h1 id={`${ids}-title`} className="text-2xl font-bold tracking-tight">
              {invited ? ACCOUNT_MAIL_TEXT.inviteTitle : ACCOUNT_MAIL_TEXT.resetTitle}
            </h1>
            {error && (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                {error}
              </p>
            )}
            <label
              htmlFor={`${ids}-password`}
              className="mt-5 mb-1 block text-sm font-medium text-slate-700"
            >
              New password
            </label>
            <input
              id={`${ids}-password`}
              type="password"
              autoComplete="new-password"
              required
              minLength={passwordRule.minLength}
              aria-describedby={`${ids}-hint`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={inputClass}
              data-testid="reset-password-input"
            />
            <p id={`${ids}-hint`} className="mt-1.5 text-xs text-slate-600">
              {passwordHint(passwordRule)}
            </p>
            {codeAsked && (
              <>
                <label
                  htmlFor={`${ids}-code`}
                  className="mt-4 mb-1 block text-sm font-medium text-slate-700"
                >
                  Authenticator code
                </label>
                <input
                  id={`${ids}-code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  maxLength={TOTP_CODE_LENGTH + 2}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  className={inputClass}
                  data-testid="reset-password-code"
                />
              </>
            )}
            <button
              type="submit"
              disabled={busy}
              className="mt-5 flex w-full items-center justify-center gap-2 rounded-lg bg-amber-500 px-4 py-3 text-base font-semibold text-slate-950 hover:bg-amber-400 disabled:opacity-70"
              data-testid="reset-password-submit"
            >
              {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
              {invited ? 'Save password' : 'Save new password'}
            </button>
          </form>
        )}
      </section>
    </main>
  );
}
